/**
 * The records-service emulator: the seven operations of docs/compatibility.md §16 under
 * /api/v2 on loopback, behaving as docs/compatibility.md §14 says, with fault injection and admin
 * routes under /_emulator/ for tests. node:http only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { authorize, tokenTable } from './auth.js'
import { describeParts, isMultipart, parseMultipart, readBody } from './body.js'
import { FaultBook } from './faults.js'
import { ApiError, nowSeconds, type Reply } from './http.js'
import { matchRoute } from './router.js'
import { MAX_ATTACHMENT_BYTES, MAX_FORM_FIELD_BYTES } from './request-tables.js'
import type { RouteOptions } from './routes/context.js'
import { Store } from './store.js'
import type { EmulatorState, Fault, RecordedParts, RecordedRequest, SeedData } from './types.js'

export type {
  ArtifactRecord,
  AttachmentInfo,
  AttestationRecord,
  EmulatorState,
  Fault,
  RecordedParts,
  RecordedRequest,
  SeedApproval,
  SeedData,
  SeedDeployment,
  SeedEnvironment
} from './types.js'
export { parseSeed, loadSeedFile } from './seed.js'

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  tokens: Array<{ token: string; org: string }>
  seed?: SeedData
  /** Keep the records in this JSON file (loaded at start, written after every change). */
  stateFile?: string
  /** Operation 1's success body: `{"message":"OK"}` (default, as the real service) or `"OK"`. */
  artifactSuccessBody?: 'object' | 'string'
  /** false: an artifact report to an unknown flow answers 404 instead of creating it. */
  autoCreateFlows?: boolean
  /**
   * true: the approvals route (operation 7) is gone, as on the real service since 2026-07-28:
   * it answers the 404 of any unknown path. Served by default (the spec has it).
   */
  retireApprovals?: boolean
}

export interface Emulator {
  /** `http://127.0.0.1:PORT/api/v2` */
  url: string
  /** `http://127.0.0.1:PORT` */
  origin: string
  port: number
  requests(): RecordedRequest[]
  state(): EmulatorState
  addFault(f: Fault | Fault[]): void
  clearFaults(): void
  /** Forgets records, requests and faults; the seed stays. */
  reset(): void
  close(): Promise<void>
}

const API = '/api/v2'
/** Largest body kept: the 10 MB attachment plus room for data_json and multipart framing. */
const MAX_BODY_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const text = reply.raw ?? JSON.stringify(reply.body ?? null)
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...reply.headers
  })
  res.end(text)
}

const queryObject = (params: URLSearchParams): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    out[key] = all.length === 1 ? all[0] : all
  }
  return out
}

const headerObject = (req: IncomingMessage): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  }
  return out
}

/**
 * The real service refuses a multipart part that is not a file over 1024 KB with a 400, as
 * Starlette's form parser words it (docs/compatibility.md §13.4); files are bounded by the
 * attachment's 10 MB.
 */
function refuseLargeFields(form: FormData): void {
  for (const value of form.values()) {
    if (typeof value === 'string' && Buffer.byteLength(value) > MAX_FORM_FIELD_BYTES) {
      throw new ApiError(400, `Part exceeded maximum size of ${MAX_FORM_FIELD_BYTES / 1024}KB.`)
    }
  }
}

export async function startEmulator(opts: EmulatorOptions): Promise<Emulator> {
  const host = opts.host ?? '127.0.0.1'
  const seed: Required<SeedData> = {
    environments: opts.seed?.environments ?? [],
    deployments: opts.seed?.deployments ?? [],
    approvals: opts.seed?.approvals ?? []
  }
  const store = new Store(seed, opts.stateFile)
  const tokens = tokenTable(opts.tokens)
  const faults = new FaultBook()
  const options: RouteOptions = {
    artifactSuccessBody: opts.artifactSuccessBody ?? 'object',
    autoCreateFlows: opts.autoCreateFlows ?? true
  }
  let recorded: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  let origin = ''

  /** Waits, unless the client goes away first. */
  const sleep = (ms: number, socket: Socket): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        timers.delete(timer)
        socket.off('close', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      timers.add(timer)
      socket.once('close', done)
    })

  async function admin(req: IncomingMessage, path: string): Promise<Reply> {
    const route = `${req.method} ${path.replace(/\/+$/, '')}`
    switch (route) {
      case 'GET /_emulator/state':
        return { status: 200, body: store.state() }
      case 'GET /_emulator/requests':
        return { status: 200, body: recorded }
      case 'POST /_emulator/faults': {
        const { bytes } = await readBody(req, 1024 * 1024)
        try {
          faults.add(JSON.parse(bytes?.toString('utf8') ?? '') as Fault | Fault[])
        } catch (e) {
          return { status: 400, body: { message: `bad fault: ${(e as Error).message}` } }
        }
        return { status: 201, body: { message: 'OK' } }
      }
      case 'DELETE /_emulator/faults':
        faults.clear()
        return { status: 200, body: { message: 'OK' } }
      case 'POST /_emulator/reset':
        reset()
        return { status: 200, body: { message: 'OK' } }
      default:
        return { status: 404, body: { message: 'Not Found' } }
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET'
    const contentType = req.headers['content-type'] ?? null
    const { bytes } = await readBody(req, MAX_BODY_BYTES)
    let form: FormData | null = null
    let parts: RecordedParts | null = null
    if (bytes && contentType && isMultipart(contentType)) {
      try {
        form = await parseMultipart(contentType, bytes)
        parts = await describeParts(form)
      } catch {
        form = null
      }
    }
    const fault = faults.take(method, url.pathname)
    recorded.push({
      method,
      path: url.pathname,
      query: queryObject(url.searchParams),
      headers: headerObject(req),
      content_type: contentType,
      body: bytes && bytes.length > 0 && !isMultipart(contentType) ? bytes.toString('utf8') : null,
      parts,
      received_at: nowSeconds(),
      fault: fault
        ? fault.reset
          ? 'reset'
          : 'body' in fault || fault.rawBody !== undefined
            ? 'body'
            : fault.status !== undefined
              ? 'status'
              : fault.malformed
                ? 'malformed'
                : 'delay'
        : null
    })

    if (fault?.delayMs) await sleep(fault.delayMs, req.socket)
    if (fault?.reset) {
      req.socket.destroy()
      return
    }
    if (fault && ('body' in fault || fault.rawBody !== undefined)) {
      const status = fault.status ?? (method === 'POST' ? 201 : 200)
      return send(res, { status, raw: fault.rawBody ?? JSON.stringify(fault.body) })
    }
    if (fault?.status !== undefined) {
      const headers: Record<string, string> = {}
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      const message = fault.message ?? `Injected fault: status ${fault.status}`
      return send(res, { status: fault.status, body: { message }, headers })
    }
    if (fault?.malformed) {
      return send(res, { status: method === 'POST' ? 201 : 200, raw: '<html>not json' })
    }

    const match = matchRoute(method, url.pathname.slice(API.length), {
      approvals: !opts.retireApprovals
    })
    if (match.kind === 'not-found')
      return send(res, { status: 404, body: { message: 'Not Found' } })
    if (match.kind === 'method-not-allowed') {
      const message = 'The method is not allowed for the requested URL.'
      return send(res, { status: 405, body: { message } })
    }
    authorize(tokens, req.headers.authorization, match.params.org)
    if (!bytes) {
      throw new ApiError(
        413,
        `Request body is larger than ${MAX_BODY_BYTES} bytes (attachment_file max size: 10MB)`
      )
    }
    if (form) refuseLargeFields(form)
    send(
      res,
      await match.handler({
        store,
        options,
        params: match.params,
        query: url.searchParams,
        contentType,
        body: bytes,
        form,
        origin,
        url: url.pathname + url.search
      })
    )
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin)
    try {
      if (url.pathname.startsWith('/_emulator/')) return send(res, await admin(req, url.pathname))
      if (url.pathname === API || url.pathname.startsWith(`${API}/`))
        return await api(req, res, url)
      req.resume()
      send(res, { status: 404, body: { message: 'Not Found' } })
    } catch (e) {
      if (e instanceof ApiError) return send(res, e.reply())
      send(res, { status: 500, body: { message: `Emulator error: ${(e as Error).message}` } })
    }
  }

  function reset(): void {
    store.reset()
    recorded = []
    faults.clear()
  }

  const server = createServer((req, res) => void handle(req, res))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    url: `${origin}${API}`,
    origin,
    port,
    requests: () => structuredClone(recorded),
    state: () => store.state(),
    addFault: (f) => faults.add(f),
    clearFaults: () => faults.clear(),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        timers.clear()
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}
