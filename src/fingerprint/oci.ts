/**
 * `oci` fingerprint: the registry's manifest digest (Docker-Content-Digest) of an image
 * reference, as the CLI's RemoteDockerImageSha256 / containers-image GetDigest obtain it.
 * HEAD first, GET as fallback; a 401 Bearer challenge is answered with a token (anonymous, or
 * with the basic credentials of ~/.docker/config.json), a Basic challenge with the credentials.
 * Credentials are only ever sent in answer to a challenge and never appear in errors.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { PATTERNS } from '../api/rules.js'
import { ImageError } from './fingerprint-errors.js'
import { isLoopbackHost, parseImageReference, type ImageReference } from './image-ref.js'

export const MANIFEST_ACCEPT = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.docker.distribution.manifest.v2+json'
].join(', ')

export interface OciOptions {
  /** Docker config with `auths` (default: $DOCKER_CONFIG/config.json or ~/.docker/config.json). */
  dockerConfigPath?: string
  /** Registries (host[:port]) to reach over plain http besides localhost/127.0.0.1. */
  insecureHosts?: string[]
  /**
   * Each registry or token-service request's whole time — connect, headers and body — in ms
   * (the `timeout-seconds` input where the command has it; else REGISTRY_TIMEOUT_MS).
   */
  timeoutMs?: number
}

/**
 * A registry request's deadline when no `timeout-seconds` applies (the `fingerprint` command):
 * a registry that trickles its answer a byte at a time must not hold the job until its
 * `timeout-minutes` (docs/bad-day.md).
 */
export const REGISTRY_TIMEOUT_MS = 20_000

/** Requests one image may take: HEAD, a token, HEAD again with it, and GET when HEAD says no digest. */
export const MAX_REGISTRY_REQUESTS = 4

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

const MAX_BODY = 4 * 1024 * 1024

/**
 * One request with a total deadline: connect, headers and body within `timeoutMs` however the
 * bytes come (an idle timeout would be reset by each byte of a trickling answer).
 */
function send(method: string, url: string, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<Reply>((resolve, reject) => {
    const lib = url.startsWith('https:') ? https : http
    const req = lib.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (c: Buffer) => {
        size += c.length
        if (size > MAX_BODY) req.destroy(new Error('response too large'))
        else chunks.push(c)
      })
      res.on('end', () => {
        clearTimeout(deadline)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
      res.on('error', reject)
    })
    const deadline = setTimeout(() => {
      // Rejected here, not by the error the destroyed socket raises (an "aborted" body).
      const err = new Error(`no complete answer within ${timeoutMs / 1000} s`)
      reject(err)
      req.destroy(err)
    }, timeoutMs)
    req.on('error', (err) => {
      clearTimeout(deadline)
      reject(err)
    })
    req.on('close', () => clearTimeout(deadline))
    req.end()
  })
}

/** Parses `Bearer realm="…",service="…"` into its scheme and parameters. */
export function parseChallenge(header: string): { scheme: string; params: Record<string, string> } {
  const m = /^\s*(\S+)\s*(.*)$/.exec(header) ?? ['', '', '']
  const params: Record<string, string> = {}
  for (const p of m[2].matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/g)) {
    params[p[1].toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : p[3]
  }
  return { scheme: m[1].toLowerCase(), params }
}

function hostOf(key: string): string {
  return key.replace(/^[a-z]+:\/\//i, '').split('/')[0]
}

/** `user:password` for the registry from a docker config's `auths`, if any. */
export async function dockerConfigCredentials(
  ref: ImageReference,
  configPath?: string
): Promise<string | undefined> {
  const file =
    configPath ??
    path.join(process.env.DOCKER_CONFIG || path.join(os.homedir(), '.docker'), 'config.json')
  let config: { auths?: Record<string, { auth?: string; username?: string; password?: string }> }
  try {
    config = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined // no config (or unreadable): anonymous
  }
  const wanted =
    ref.registry === 'docker.io'
      ? ['docker.io', 'index.docker.io', 'registry-1.docker.io']
      : [ref.registry]
  for (const [key, entry] of Object.entries(config.auths ?? {})) {
    if (!wanted.includes(hostOf(key)) || !entry) continue
    if (entry.auth) {
      const decoded = Buffer.from(entry.auth, 'base64').toString('utf8')
      if (decoded.includes(':')) return decoded
    }
    if (entry.username && entry.password) return `${entry.username}:${entry.password}`
  }
  return undefined
}

/** Registry error text from a JSON error body, without echoing anything large. */
function registryMessage(body: Buffer): string {
  try {
    const j = JSON.parse(body.toString('utf8'))
    const e = j?.errors?.[0]
    if (e?.message) return `: ${String(e.code ?? '')} ${String(e.message)}`.slice(0, 300)
  } catch {
    /* not JSON */
  }
  return ''
}

/** Fingerprint (64 hex, no `sha256:`) of the manifest `ref` names in its registry. */
export async function ociFingerprint(ref: string, opts: OciOptions = {}): Promise<string> {
  let r: ImageReference
  try {
    r = parseImageReference(ref)
  } catch (err) {
    throw new ImageError(ref, `not a valid image reference: ${(err as Error).message}`)
  }
  const timeout = opts.timeoutMs ?? REGISTRY_TIMEOUT_MS
  const plain = isLoopbackHost(r.endpoint) || (opts.insecureHosts ?? []).includes(r.endpoint)
  const url = `${plain ? 'http' : 'https'}://${r.endpoint}/v2/${r.repository}/manifests/${r.reference}`
  const headers: Record<string, string> = { Accept: MANIFEST_ACCEPT }
  let authorized = false

  const ask = async (method: string): Promise<Reply> => {
    let res: Reply
    try {
      res = await send(method, url, headers, timeout)
    } catch (err) {
      throw new ImageError(
        ref,
        `cannot read ${url} from the registry ${r.endpoint}: ${(err as Error).message}`
      )
    }
    if (res.status === 401 && !authorized) {
      authorized = true
      headers.Authorization = await authorize(r, ref, res, opts, timeout)
      return ask(method)
    }
    return res
  }

  let res = await ask('HEAD')
  let digest = res.status < 300 ? res.headers['docker-content-digest'] : undefined
  if (typeof digest !== 'string') {
    res = await ask('GET')
    if (res.status < 200 || res.status >= 300) {
      throw new ImageError(
        ref,
        `registry answered ${res.status} for ${url}${registryMessage(res.body)}`
      )
    }
    digest = res.headers['docker-content-digest']
    if (typeof digest !== 'string')
      digest = `sha256:${createHash('sha256').update(res.body).digest('hex')}`
  }
  // A sha256 digest's hex is a fingerprint, as the service's pattern writes it.
  const trimmed = digest.trim()
  const hex = trimmed.startsWith('sha256:') ? trimmed.slice('sha256:'.length) : ''
  if (!PATTERNS.fingerprint.test(hex))
    throw new ImageError(
      ref,
      `registry reported a digest that is not sha256: ${digest.slice(0, 100)}`
    )
  return hex
}

async function authorize(
  r: ImageReference,
  ref: string,
  res: Reply,
  opts: OciOptions,
  timeout: number
): Promise<string> {
  const header = res.headers['www-authenticate']
  const { scheme, params } = parseChallenge(typeof header === 'string' ? header : '')
  const creds = await dockerConfigCredentials(r, opts.dockerConfigPath)
  const basic = creds ? `Basic ${Buffer.from(creds, 'utf8').toString('base64')}` : undefined
  if (scheme === 'basic') {
    if (!basic)
      throw new ImageError(
        ref,
        `registry ${r.registry} requires credentials (none in the docker config)`
      )
    return basic
  }
  if (scheme !== 'bearer' || !params.realm) {
    throw new ImageError(ref, `registry ${r.registry} answered 401 with an unsupported challenge`)
  }
  const tokenUrl = new URL(params.realm)
  if (params.service) tokenUrl.searchParams.set('service', params.service)
  tokenUrl.searchParams.set('scope', params.scope || `repository:${r.repository}:pull`)
  let tok: Reply
  try {
    tok = await send('GET', tokenUrl.toString(), basic ? { Authorization: basic } : {}, timeout)
  } catch (err) {
    throw new ImageError(
      ref,
      `cannot reach the token service ${tokenUrl.origin}: ${(err as Error).message}`
    )
  }
  if (tok.status !== 200) {
    throw new ImageError(ref, `token service ${tokenUrl.origin} answered ${tok.status}`)
  }
  let token: unknown
  try {
    const j = JSON.parse(tok.body.toString('utf8'))
    token = j.token ?? j.access_token
  } catch {
    token = undefined
  }
  if (typeof token !== 'string' || token === '') {
    throw new ImageError(ref, `token service ${tokenUrl.origin} gave no token`)
  }
  return `Bearer ${token}`
}
