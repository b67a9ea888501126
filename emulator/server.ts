/**
 * The records-service emulator: the seven operations of docs/compatibility.md §16 under
 * /api/v2 on loopback, behaving as docs/compatibility.md §14 says, with fault injection and admin
 * routes under /_emulator/ for tests. node:http only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { answerAdmin } from './admin.js'
import { answerApi, API } from './api.js'
import { tokenTable } from './auth.js'
import { FaultDelays } from './fault-effects.js'
import { FaultBook } from './faults.js'
import { ApiError, send } from './http.js'
import { RequestLog } from './request-log.js'
import { resetService, type Service } from './service.js'
import { Store } from './store.js'
import type { EmulatorState, Fault, RecordedRequest, SeedData } from './types.js'

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

/** The emulator's parts, before it listens (the seed and the state file are read here). */
function serviceFor(opts: EmulatorOptions): Service {
  const seed: Required<SeedData> = {
    environments: opts.seed?.environments ?? [],
    deployments: opts.seed?.deployments ?? [],
    approvals: opts.seed?.approvals ?? []
  }
  return {
    store: new Store(seed, opts.stateFile),
    tokens: tokenTable(opts.tokens),
    faults: new FaultBook(),
    delays: new FaultDelays(),
    log: new RequestLog(),
    options: {
      artifactSuccessBody: opts.artifactSuccessBody ?? 'object',
      autoCreateFlows: opts.autoCreateFlows ?? true
    },
    served: { approvals: !opts.retireApprovals },
    origin: ''
  }
}

/** Sends every request to the admin routes or the API; anything else is 404. */
async function handle(service: Service, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const url = requestUrl(req, service.origin)
    if (url.pathname.startsWith('/_emulator/')) {
      return send(res, await answerAdmin(service, req, url.pathname))
    }
    if (url.pathname === API || url.pathname.startsWith(`${API}/`)) {
      return await answerApi(service, req, res, url)
    }
    req.resume()
    send(res, { status: 404, body: { message: 'Not Found' } })
  } catch (e) {
    req.resume()
    if (e instanceof ApiError) return send(res, e.reply())
    send(res, { status: 500, body: { message: `Emulator error: ${(e as Error).message}` } })
  }
}

/** The request's target as a URL; one that is none (`//`, `http://[`) is a 400, not a crash. */
function requestUrl(req: IncomingMessage, origin: string): URL {
  try {
    return new URL(req.url ?? '/', origin)
  } catch {
    throw new ApiError(400, `Bad Request: the request target is not a URL path`)
  }
}

/** The open connections, so that close() need not wait for a client to hang up. */
function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return sockets
}

const listen = (server: Server, port: number, host: string): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })

export async function startEmulator(opts: EmulatorOptions): Promise<Emulator> {
  const host = opts.host ?? '127.0.0.1'
  const service = serviceFor(opts)
  const server = createServer((req, res) => void handle(service, req, res))
  const sockets = trackSockets(server)
  await listen(server, opts.port ?? 0, host)
  const port = (server.address() as AddressInfo).port
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  service.origin = origin

  return {
    url: `${origin}${API}`,
    origin,
    port,
    requests: () => service.log.copy(),
    state: () => service.store.state(),
    addFault: (f) => service.faults.add(f),
    clearFaults: () => service.faults.clear(),
    reset: () => resetService(service),
    close: () =>
      new Promise<void>((resolve) => {
        service.delays.stop()
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}
