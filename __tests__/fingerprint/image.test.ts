/**
 * docker (a fake `docker` script on PATH) and oci (a registry stub on loopback: anonymous
 * token, docker config credentials, Basic challenge, HEAD-less registries, errors).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  REPO_DIGEST_UNAVAILABLE,
  dockerFingerprint,
  selectRepoDigest
} from '../../src/fingerprint/docker.js'
import { MANIFEST_ACCEPT, ociFingerprint, parseChallenge } from '../../src/fingerprint/oci.js'
import { parseImageReference } from '../../src/fingerprint/image-ref.js'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const C = 'c'.repeat(64)

describe('selectRepoDigest (the CLI rules)', () => {
  it('takes the only entry, or the first for an image ID', () => {
    expect(selectRepoDigest('anything', [`reg/x@sha256:${A}`])).toBe(A)
    expect(selectRepoDigest(C, [`reg/x@sha256:${A}`, `other/x@sha256:${B}`])).toBe(A)
  })

  it('matches by name prefix after dropping library/, the tag and @sha256', () => {
    const digests = [`ghcr.io/o/app@sha256:${A}`, `alpine@sha256:${B}`]
    expect(selectRepoDigest('library/alpine:3.19', digests)).toBe(B)
    expect(selectRepoDigest(`alpine@sha256:${B}`, digests)).toBe(B)
    expect(selectRepoDigest('ghcr.io/o/app:1.0', digests)).toBe(A)
  })

  it('fails with the CLI error when nothing fits', () => {
    expect(() => selectRepoDigest('x', [])).toThrow(REPO_DIGEST_UNAVAILABLE)
    expect(() => selectRepoDigest('nginx', [`a/b@sha256:${A}`, `c/d@sha256:${B}`])).toThrow(
      `image "nginx": ${REPO_DIGEST_UNAVAILABLE}`
    )
  })
})

describe('dockerFingerprint with a fake docker on PATH', () => {
  let bin = ''
  let savedPath: string | undefined
  beforeAll(() => {
    bin = mkdtempSync(path.join(tmpdir(), 'fp-docker-'))
    const script = `#!/bin/sh
echo "$@" > "${bin}/args"
for last; do :; done
case "$last" in
  one) echo '["reg.example/one@sha256:${A}"]' ;;
  many:2) echo '["reg.example/other@sha256:${A}","many@sha256:${B}"]' ;;
  none) echo '[]' ;;
  nul) echo 'null' ;;
  *) echo "Error: No such image: $last" >&2; exit 1 ;;
esac
`
    writeFileSync(path.join(bin, 'docker'), script)
    chmodSync(path.join(bin, 'docker'), 0o755)
    savedPath = process.env.PATH
    process.env.PATH = `${bin}:${savedPath ?? ''}`
  })
  afterAll(() => {
    process.env.PATH = savedPath
    rmSync(bin, { recursive: true, force: true })
  })

  it('reads RepoDigests with docker image inspect', async () => {
    expect(await dockerFingerprint('one')).toBe(A)
    expect(readFileSync(path.join(bin, 'args'), 'utf8').trim()).toBe(
      'image inspect --format {{json .RepoDigests}} -- one'
    )
    expect(await dockerFingerprint('many:2')).toBe(B)
  })

  it('fails as the CLI does without a digest, and passes on docker errors', async () => {
    await expect(dockerFingerprint('none')).rejects.toThrow(REPO_DIGEST_UNAVAILABLE)
    await expect(dockerFingerprint('nul')).rejects.toThrow(REPO_DIGEST_UNAVAILABLE)
    await expect(dockerFingerprint('ghost')).rejects.toThrow(
      'image "ghost": docker image inspect failed: Error: No such image: ghost'
    )
  })

  it('says so when docker is not on PATH', async () => {
    const saved = process.env.PATH
    process.env.PATH = bin + '-nowhere'
    try {
      await expect(dockerFingerprint('one')).rejects.toThrow('the docker command is not on PATH')
    } finally {
      process.env.PATH = saved
    }
  })
})

describe('parseImageReference', () => {
  it('normalises like docker', () => {
    expect(parseImageReference('alpine')).toMatchObject({
      registry: 'docker.io',
      endpoint: 'registry-1.docker.io',
      repository: 'library/alpine',
      reference: 'latest'
    })
    expect(parseImageReference('user/app:1.2')).toMatchObject({
      repository: 'user/app',
      reference: '1.2'
    })
    expect(parseImageReference(`ghcr.io/o/r:v1@sha256:${A}`)).toMatchObject({
      registry: 'ghcr.io',
      repository: 'o/r',
      tag: 'v1',
      reference: `sha256:${A}`
    })
    expect(parseImageReference('localhost:5000/app')).toMatchObject({
      endpoint: 'localhost:5000',
      repository: 'app'
    })
  })

  it('refuses bad references', () => {
    expect(() => parseImageReference('App')).toThrow('must be lowercase')
    expect(() => parseImageReference('a:b:c')).toThrow()
    expect(() => parseImageReference('x@sha256:zz')).toThrow('invalid digest')
    expect(() => parseImageReference('')).toThrow()
  })

  it('parses challenges', () => {
    expect(
      parseChallenge('Bearer realm="https://a/token",service="s",scope="repository:x:pull"')
    ).toEqual({
      scheme: 'bearer',
      params: { realm: 'https://a/token', service: 's', scope: 'repository:x:pull' }
    })
    expect(parseChallenge('Basic realm="reg"').scheme).toBe('basic')
  })
})

describe('ociFingerprint against a registry stub', () => {
  interface Seen {
    method: string
    url: string
    auth?: string
    accept?: string
  }
  let server: http.Server
  let host = ''
  let seen: Seen[] = []
  let W = ''
  const body = Buffer.from('{"schemaVersion":2,"manifests":[]}')

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? ''
      seen.push({
        method: req.method ?? '',
        url,
        auth: req.headers.authorization,
        accept: req.headers.accept
      })
      if (url.startsWith('/token')) {
        const q = new URL(url, 'http://x').searchParams
        const user =
          req.headers.authorization === `Basic ${Buffer.from('user:pass').toString('base64')}`
        res.setHeader('content-type', 'application/json')
        return res.end(
          JSON.stringify(
            q.get('service') === 'stub' ? { token: user ? 'tok-user' : 'tok-anon' } : {}
          )
        )
      }
      const m = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(url)
      const bearer = (scope: string, need: string) => {
        if (req.headers.authorization === `Bearer ${need}`) return true
        res.statusCode = 401
        res.setHeader(
          'www-authenticate',
          `Bearer realm="http://${host}/token",service="stub",scope="${scope}"`
        )
        res.end()
        return false
      }
      if (m?.[1] === 'library/alpine' || m?.[1] === 'public/app') {
        if (!bearer(`repository:${m[1]}:pull`, 'tok-anon')) return
        res.setHeader('docker-content-digest', `sha256:${A}`)
        return res.end(req.method === 'GET' ? body : undefined)
      }
      if (m?.[1] === 'private/app') {
        if (!bearer('repository:private/app:pull', 'tok-user')) return
        res.setHeader('docker-content-digest', `sha256:${B}`)
        return res.end()
      }
      if (m?.[1] === 'basic/app') {
        if (req.headers.authorization !== `Basic ${Buffer.from('user:pass').toString('base64')}`) {
          res.statusCode = 401
          res.setHeader('www-authenticate', 'Basic realm="stub"')
          return res.end()
        }
        res.setHeader('docker-content-digest', `sha256:${C}`)
        return res.end()
      }
      if (m?.[1] === 'nohead/app') {
        if (req.method === 'HEAD') {
          res.statusCode = 405
          return res.end()
        }
        return res.end(body)
      }
      res.statusCode = 404
      res.setHeader('content-type', 'application/json')
      return res.end(
        JSON.stringify({ errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest unknown' }] })
      )
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  beforeEach(() => {
    seen = []
    W = mkdtempSync(path.join(tmpdir(), 'fp-oci-'))
  })
  afterEach(() => rmSync(W, { recursive: true, force: true }))
  const noConfig = () => ({ dockerConfigPath: path.join(W, 'missing.json') })
  const withConfig = () => {
    const p = path.join(W, 'config.json')
    writeFileSync(
      p,
      JSON.stringify({ auths: { [host]: { auth: Buffer.from('user:pass').toString('base64') } } })
    )
    return { dockerConfigPath: p }
  }

  it('gets an anonymous token and reads Docker-Content-Digest from a HEAD', async () => {
    expect(await ociFingerprint(`${host}/library/alpine:3.19`, noConfig())).toBe(A)
    expect(seen.map((s) => s.method + ' ' + s.url.split('?')[0])).toEqual([
      'HEAD /v2/library/alpine/manifests/3.19',
      'GET /token',
      'HEAD /v2/library/alpine/manifests/3.19'
    ])
    expect(seen[1].auth).toBeUndefined()
    expect(seen[1].url).toContain('scope=repository%3Alibrary%2Falpine%3Apull')
    expect(seen[2].auth).toBe('Bearer tok-anon')
    expect(seen[0].accept).toBe(MANIFEST_ACCEPT)
    for (const t of [
      'oci.image.index.v1',
      'oci.image.manifest.v1',
      'manifest.list.v2',
      'distribution.manifest.v2'
    ]) {
      expect(MANIFEST_ACCEPT).toContain(t)
    }
  })

  it('uses docker config credentials for the token, only when challenged', async () => {
    expect(await ociFingerprint(`${host}/private/app`, withConfig())).toBe(B)
    expect(seen[0].auth).toBeUndefined()
    expect(seen[1].auth).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`)
    expect(seen[0].url).toBe('/v2/private/app/manifests/latest')
  })

  it('fails clearly without the credentials a private repository needs', async () => {
    await expect(ociFingerprint(`${host}/private/app`, noConfig())).rejects.toThrow(
      `registry answered 401 for http://${host}/v2/private/app/manifests/latest`
    )
  })

  it('answers a Basic challenge with the credentials', async () => {
    expect(await ociFingerprint(`${host}/basic/app:1`, withConfig())).toBe(C)
    await expect(ociFingerprint(`${host}/basic/app:1`, noConfig())).rejects.toThrow(
      'requires credentials'
    )
  })

  it('falls back to GET and hashes the manifest when there is no digest header', async () => {
    expect(await ociFingerprint(`${host}/nohead/app`, noConfig())).toBe(
      createHash('sha256').update(body).digest('hex')
    )
  })

  it('reports the registry error for an unknown manifest, without secrets', async () => {
    const err = await ociFingerprint(`${host}/nothing/here:v9`, withConfig()).catch(
      (e: unknown) => e
    )
    expect((err as Error).message).toContain('404')
    expect((err as Error).message).toContain('MANIFEST_UNKNOWN manifest unknown')
    expect((err as Error).message).not.toContain('pass')
  })

  it('refuses an invalid reference before any request', async () => {
    await expect(ociFingerprint(`${host}/Bad`, noConfig())).rejects.toThrow(
      'not a valid image reference'
    )
    expect(seen).toHaveLength(0)
  })
})
