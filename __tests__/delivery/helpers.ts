/**
 * Shared pieces of the delivery tests: a real RecordsClient and Delivery against the emulator,
 * a loopback front that counts the requests at the service at once, and waits the test
 * controls.
 */
import { testEnded } from '../helpers/stop-work.js'
import { createServer, request as httpRequest } from 'node:http'
import { isRetried } from '../../src/delivery/status-policy.js'
import type { Emulator } from '../../emulator/server.js'
import { RecordsClient } from '../../src/api/client.js'
import { reportArtifactRequest } from '../../src/api/operations.js'
import type { RetryEvent } from '../../src/api/client.js'
import { Delivery, type DeliveryEvents, type PendingWrite } from '../../src/delivery/delivery.js'
import type { RetryRole, Stop } from '../../src/delivery/gate.js'
import type { Cancellation } from '../../src/util/on-cancel.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'
import { ORG, TOKEN, artifactBody, sha256 } from '../api/helpers.js'

export { ORG, TOKEN }

/** What the delivery told as it happened. */
export interface Told {
  retries: Array<{ label: string; attempt: number; status?: number; role: RetryRole }>
  stops: Array<{ stop: Stop; cause: string }>
  slow: Array<{ label: string; attempt: number; waitedMs: number; timeoutSeconds: number }>
  cancels: Array<{ signal: string; recorded: number; inFlight: number; waitMs: number }>
}

export interface Service {
  delivery: Delivery
  told: Told
  /** The waits the gate asked for (backoffs of a request alone or of the probe). */
  waits: number[]
}

export interface ServiceOptions {
  baseUrl: string
  token?: string
  maxRetries?: number
  timeoutSeconds?: number
  dryRun?: boolean
  defer?: boolean
  /** The gate's wait; by default none (the wait is recorded and returns at once). */
  sleep?: (ms: number) => Promise<void>
  /** The job's cancellation (signals and a clock of the test's own). */
  cancellation?: Cancellation
  /** The gate's clock; by default one that stands still (every answer is prompt). */
  clock?: () => number
}

/** A real client and delivery, with the events recorded and no real waits. */
export function service(options: ServiceOptions): Service {
  const waits: number[] = []
  const told: Told = { retries: [], stops: [], slow: [], cancels: [] }
  const client = new RecordsClient({
    baseUrl: options.baseUrl,
    token: options.token ?? TOKEN,
    maxRetries: options.maxRetries ?? 3,
    timeoutSeconds: options.timeoutSeconds ?? 10,
    userAgent: 'records-action/test',
    // Waits are the gate's under a delivery; the client's own would be a mistake to see.
    sleep: () => Promise.reject(new Error('the client slept on its own')),
    retryable: isRetried
  })
  const events: DeliveryEvents = {
    onRetry: (e: RetryEvent & { label: string }, role) =>
      told.retries.push({ label: e.label, attempt: e.attempt, status: e.status, role }),
    onStop: (stop, cause) => told.stops.push({ stop, cause }),
    onSlow: ({ label, attempt, waitedMs, timeoutSeconds }) =>
      told.slow.push({ label, attempt, waitedMs, timeoutSeconds }),
    onCancel: (event) => told.cancels.push(event)
  }
  const delivery = new Delivery({
    client,
    dryRun: options.dryRun ?? false,
    defer: options.defer ?? false,
    events,
    sleep: async (ms) => {
      waits.push(ms)
      await options.sleep?.(ms)
    },
    clock: options.clock ?? (() => 0),
    ...(options.cancellation && { cancellation: options.cancellation })
  })
  return { delivery, told, waits }
}

/** The fingerprint of artifact number `i`. */
export const fingerprintOf = (i: number): string => sha256(`artifact ${i}`)

/** Artifact report number `i` (flow `flow`) as a pending write. */
export function artifactWrite(i: number, flow = 'backend'): PendingWrite {
  return {
    kind: 'artifact',
    label: `artifact ${i}`,
    request: () =>
      reportArtifactRequest(
        ORG,
        flow,
        artifactBody({ fingerprint: fingerprintOf(i), filename: `a${i}.tar` })
      )
  }
}

/** The artifact writes 0 … n-1. */
export const artifactWrites = (n: number, flow?: string): PendingWrite[] =>
  Array.from({ length: n }, (_, i) => artifactWrite(i, flow))

/**
 * Resolves once `condition` holds (checked every few ms). No deadline of its own, so a busy
 * machine cannot fail it: a condition never reached is the test's timeout, and the test's
 * end (helpers/stop-work.ts) ends its polling.
 */
export async function until(condition: () => boolean): Promise<void> {
  const ended = testEnded()
  while (!condition()) {
    if (ended.aborted) throw new Error('the test ended before the condition held')
    await new Promise((r) => setTimeout(r, 2))
  }
}

/** A promise the test settles: `open()` lets everything waiting on `wait()` go. */
export function latch(): { wait: () => Promise<void>; open: () => void } {
  let open = (): void => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => opened, open }
}

/** A loopback server in front of the emulator that counts the requests it holds at once. */
export interface Front {
  /** The API base through the front. */
  url: string
  /** Requests received whose answer has not been sent yet. */
  inFlight: number
  /** The most that were in flight at once. */
  peak: number
  received: number
  close(): Promise<void>
}

/**
 * Forwards every request to the emulator unchanged after `hold()` resolves, and its answer
 * back. A request counts from its arrival until its answer is sent, so the front never sees
 * more at once than the client has in flight.
 */
export async function startFront(
  target: Emulator,
  hold: () => Promise<void> = async () => undefined
): Promise<Front> {
  const front = { inFlight: 0, peak: 0, received: 0 }
  const server = createServer((req, res) => {
    front.received++
    front.inFlight++
    front.peak = Math.max(front.peak, front.inFlight)
    let answered = false
    const done = (): void => {
      if (answered) return
      answered = true
      front.inFlight--
    }
    res.on('finish', done)
    res.on('close', done)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void hold().then(() => {
        const upstream = httpRequest(
          `${target.origin}${req.url ?? '/'}`,
          { method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          }
        )
        upstream.on('error', () => res.destroy())
        upstream.end(Buffer.concat(chunks))
      })
    })
  })
  const port = await listenOnLoopback(server)
  return Object.assign(front, {
    url: `http://127.0.0.1:${port}${new URL(target.url).pathname}`,
    close: () => closeServer(server)
  })
}
