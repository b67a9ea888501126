/**
 * An artifact service on loopback that speaks what @actions/artifact v6 sends (read from its
 * source in node_modules/@actions/artifact/lib/internal): the results service's Twirp JSON
 * (`CreateArtifact`, `FinalizeArtifact`, `ListArtifacts`, `GetSignedArtifactURL` under
 * ACTIONS_RESULTS_URL), Azure blob block uploads to the signed URL (`comp=block` with a
 * `blockid`, then `comp=blocklist` with the XML list), and the GitHub REST routes that
 * `findBy` uses (a run's artifacts, and the zip download answered with a redirect to the blob).
 */
import http from 'node:http'
import { createHash } from 'node:crypto'
import { closeServer, listenOnLoopback } from './loopback.js'

export interface StoredArtifact {
  id: number
  name: string
  runBackendId: string
  jobBackendId: string
  /** The blob as uploaded (a zip), once committed. */
  bytes?: Buffer
  finalized: boolean
  size?: string
  hash?: string
}

export interface ArtifactStub {
  url: string
  /** The env a runner gives a job for this service (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL). */
  env: Record<string, string>
  artifacts: StoredArtifact[]
  requests: string[]
  /** Forgets every artifact and request (the address stays: @actions/github keeps the first). */
  reset(): void
  close(): Promise<void>
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'
const RUN_BACKEND = 'b7f2a1c0-1111-4aaa-8bbb-000000000001'
const JOB_BACKEND = 'c3d4e5f6-2222-4ccc-9ddd-000000000002'

/** A JWT whose `scp` claim names the run and job, as the runner's token does (not signed). */
function runtimeToken(): string {
  const part = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url')
  const scp = `Actions.GenericRead Actions.Results:${RUN_BACKEND}:${JOB_BACKEND}`
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp })}.c2ln`
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startArtifactStub(
  opts: { refuseCreate?: boolean } = {}
): Promise<ArtifactStub> {
  const artifacts: StoredArtifact[] = []
  const blocks = new Map<string, Map<string, Buffer>>()
  const requests: string[] = []
  let base = ''

  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const twirp = (method: string, body: Record<string, unknown>, res: http.ServerResponse): void => {
    if (method === 'CreateArtifact') {
      if (opts.refuseCreate) return json(res, 403, { code: 'permission_denied', msg: 'no' })
      const a: StoredArtifact = {
        id: artifacts.length + 1,
        name: String(body.name),
        runBackendId: String(body.workflowRunBackendId),
        jobBackendId: String(body.workflowJobRunBackendId),
        finalized: false
      }
      artifacts.push(a)
      return json(res, 200, { ok: true, signedUploadUrl: `${base}/blob/${a.id}?sig=stub` })
    }
    const named = artifacts.find((a) => a.name === body.name)
    if (method === 'FinalizeArtifact') {
      if (!named?.bytes) return json(res, 404, { code: 'not_found', msg: 'no blob' })
      named.finalized = true
      named.size = String(body.size)
      named.hash = (body.hash as string | undefined) ?? undefined
      return json(res, 200, { ok: true, artifactId: String(named.id) })
    }
    if (method === 'ListArtifacts') {
      return json(res, 200, {
        artifacts: artifacts
          .filter((a) => a.finalized)
          .map((a) => ({
            workflowRunBackendId: a.runBackendId,
            workflowJobRunBackendId: a.jobBackendId,
            databaseId: String(a.id),
            name: a.name,
            size: a.size,
            createdAt: new Date().toISOString()
          }))
      })
    }
    if (method === 'GetSignedArtifactURL') {
      if (!named) return json(res, 404, { code: 'not_found', msg: 'no artifact' })
      return json(res, 200, { signedUrl: `${base}/blob/${named.id}?sig=stub` })
    }
    json(res, 404, { code: 'bad_route', msg: method })
  }

  const blob = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    id: number,
    query: URLSearchParams
  ): Promise<void> => {
    const a = artifacts.find((x) => x.id === id)
    if (!a) return json(res, 404, {})
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/zip' })
      res.end(a.bytes)
      return
    }
    const body = await readAll(req)
    const staged = blocks.get(String(id)) ?? new Map<string, Buffer>()
    blocks.set(String(id), staged)
    const done = { etag: '"0x1"', 'last-modified': new Date().toUTCString() }
    if (query.get('comp') === 'block') {
      staged.set(query.get('blockid') ?? '', body)
      res.writeHead(201, done)
      return void res.end()
    }
    if (query.get('comp') === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)]
      a.bytes = Buffer.concat(ids.map((m) => staged.get(m[1]) ?? Buffer.alloc(0)))
      res.writeHead(201, done)
      return void res.end()
    }
    a.bytes = body
    res.writeHead(201, done)
    res.end()
  }

  /** The GitHub REST routes of `findBy`: a run's artifacts and the zip's redirect. */
  const rest = (path: string, res: http.ServerResponse): boolean => {
    const list = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/\d+\/artifacts$/.exec(path)
    if (list) {
      const done = artifacts.filter((a) => a.finalized)
      json(res, 200, {
        total_count: done.length,
        artifacts: done.map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: Number(a.size),
          created_at: new Date().toISOString(),
          digest: a.hash
        }))
      })
      return true
    }
    const zip = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(path)
    if (zip) {
      res.writeHead(302, { location: `${base}/blob/${zip[1]}?sig=stub` })
      res.end()
      return true
    }
    return false
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    requests.push(`${req.method} ${url.pathname}`)
    void (async () => {
      if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
        const body = JSON.parse((await readAll(req)).toString('utf8') || '{}')
        return twirp(url.pathname.slice(TWIRP.length), body, res)
      }
      const blobMatch = /^\/blob\/(\d+)$/.exec(url.pathname)
      if (blobMatch) return blob(req, res, Number(blobMatch[1]), url.searchParams)
      if (req.method === 'GET' && rest(url.pathname, res)) return
      json(res, 404, { message: `no route ${req.method} ${url.pathname}` })
    })().catch((err: unknown) => {
      requests.push(`ERROR ${String((err as Error)?.stack ?? err)}`)
      json(res, 500, { message: String(err) })
    })
  })
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`
  return {
    url: base,
    env: { ACTIONS_RUNTIME_TOKEN: runtimeToken(), ACTIONS_RESULTS_URL: `${base}/` },
    artifacts,
    requests,
    reset: () => {
      artifacts.length = 0
      requests.length = 0
      blocks.clear()
    },
    close: () => closeServer(server)
  }
}

/** SHA-256 of bytes, hex. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}
