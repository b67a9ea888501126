/**
 * The delivery policy around every attempt of every request of a run (docs/delivery.md):
 *
 * - **A pool that adapts.** At most `limit` attempts are in flight. It starts at
 *   INITIAL_IN_FLIGHT, grows by one with each prompt success (doubling per round, as TCP's slow
 *   start does) up to MAX_IN_FLIGHT, and halves when the service is in trouble.
 * - **A service in trouble is probed, not hammered.** An answer that says the service itself
 *   is struggling ("in trouble" in status-policy.ts) makes that request the probe: it retries
 *   with the usual backoff while every other request waits before its next attempt. The probe
 *   gets an answer: the others go on, in a smaller pool. It gives up: the service is taken as
 *   down. An error about one request (a 500 for one artifact while the others are stored) is
 *   retried by that request alone.
 * - **The run-wide stop.** A refused token or a proxy that cannot be used (status-policy.ts:
 *   stops `at once`), a configuration error the delivery finds (`halt`), a service
 *   taken as down, or the job cancelled (SIGINT, SIGTERM) stops the run: it is checked before
 *   every attempt, so nothing starts after it, and whatever waits (its place in the pool, the
 *   probe, a backoff) learns of it at once.
 *
 * Its time is its own: it waits with the `sleep` and times each attempt (prompt or not) with the
 * `clock` it is given, so tests pass their own and no outcome hangs on how busy the machine is.
 */
import type { AttemptHooks, AttemptReport, RetryEvent } from '../api/client.js'
import { sleep as realSleep } from '../util/retry-timing.js'
import { treatmentOf } from './status-policy.js'

/** Attempts in flight at first: a typical build's writes go in one or two rounds. */
export const INITIAL_IN_FLIGHT = 12
/** Never more in flight than this, to be polite to a shared service. */
export const MAX_IN_FLIGHT = 64
/** An answer within this is prompt: the pool may grow. */
export const PROMPT_MS = 1000

/**
 * Why nothing more is sent: the token was refused, the service is down, the job was cancelled,
 * or a configuration error that every request would meet (a proxy that cannot be used, a
 * base-url that reaches no route of the service).
 */
export interface Stop {
  kind: 'auth' | 'down' | 'cancelled' | 'config'
  /** A configuration error's few words: `the proxy cannot be used`. */
  what?: string
  /** The status that stopped the run, when the service answered (401, 403, 503…). */
  status?: number
  /** The signal that cancelled the job (SIGINT, SIGTERM). */
  signal?: string
}

/**
 * Why the run is stopped, in a few words: `the service refused the token`. The status is told
 * once, by the answer that stopped the run (its error names it); each write it stopped does not
 * repeat it.
 */
export function describeStop(stop: Stop): string {
  if (stop.kind === 'cancelled') return `the job was cancelled (${stop.signal ?? 'a signal'})`
  if (stop.kind === 'config') return stop.what ?? 'a configuration error'
  return stop.kind === 'auth' ? 'the service refused the token' : 'the service is down'
}

/** Thrown before an attempt once the run is stopped: the request is not sent (again). */
export class StoppedError extends Error {
  constructor(readonly stop: Stop) {
    super(`not sent: ${describeStop(stop)}`)
    this.name = 'StoppedError'
  }
}

/** What a request does while it waits to retry: alone, as the probe, or for the probe. */
export type RetryRole = 'alone' | 'probe' | 'wait'

export interface GateEvents {
  onRetry?: (event: RetryEvent, role: RetryRole) => void
  onSlow?: AttemptHooks['onSlow']
}

/** Answers that say the service itself cannot take requests now (status-policy.ts). */
export function isTrouble(report: Pick<AttemptReport, 'status' | 'failure'>): boolean {
  return treatmentOf(report).inTrouble
}

interface Probe {
  by: symbol
  done: Promise<void>
  end: () => void
}

export class Gate {
  /** The most attempts in flight now. */
  limit = INITIAL_IN_FLIGHT
  /** The most that were ever in flight at once. */
  peak = 0
  private inFlight = 0
  private readonly queue: Array<() => void> = []
  private probe?: Probe
  private stopped?: Stop
  private readonly halted: Promise<void>
  private wakeHalted = (): void => {}

  constructor(
    private readonly sleep: (ms: number) => Promise<void> = realSleep,
    /** Milliseconds, for timing attempts (a test's clock may stand still). */
    private readonly clock: () => number = Date.now
  ) {
    this.halted = new Promise<void>((resolve) => (this.wakeHalted = resolve))
  }

  get stop(): Stop | undefined {
    return this.stopped
  }

  /** Attempts under way now (sent, not yet answered). */
  get underWay(): number {
    return this.inFlight
  }

  /** Attempts waiting for a place in the pool now. */
  get waiting(): number {
    return this.queue.length
  }

  /** Stops the run (the first stop is kept): every later attempt is refused before it starts. */
  halt(stop: Stop): void {
    this.stopped ??= stop
    this.endProbe()
    // Everyone queued, or sleeping before a retry, learns of the stop at once.
    for (const wake of this.queue.splice(0)) wake()
    this.wakeHalted()
  }

  /** The hooks of one request: it takes a place in the pool for each attempt. */
  hooks(events: GateEvents = {}, slowAfterMs?: number): AttemptHooks {
    const me = Symbol('request')
    let started = 0
    return {
      beforeAttempt: async () => {
        await this.enter(me)
        started = this.clock()
      },
      afterAttempt: (report) => this.leave(me, report, this.clock() - started),
      onRetry: (event) => events.onRetry?.(event, this.roleOf(me)),
      waitToRetry: (event) => this.waitToRetry(me, event),
      onSlow: events.onSlow,
      slowAfterMs
    }
  }

  private roleOf(me: symbol): RetryRole {
    if (!this.probe) return 'alone'
    return this.probe.by === me ? 'probe' : 'wait'
  }

  private async enter(me: symbol): Promise<void> {
    for (;;) {
      if (this.stopped) throw new StoppedError(this.stopped)
      if (this.probe && this.probe.by !== me) {
        await this.probe.done
        continue
      }
      // The probe goes whatever the pool holds: everyone else waits for it.
      if (this.inFlight < this.limit || this.probe?.by === me) {
        this.inFlight++
        this.peak = Math.max(this.peak, this.inFlight)
        return
      }
      await new Promise<void>((wake) => this.queue.push(wake))
    }
  }

  /** `ms`: how long the attempt took by the gate's clock. */
  private leave(me: symbol, report: AttemptReport, ms: number): void {
    this.inFlight--
    this.judge(me, report, ms)
    this.wake()
  }

  /** What an attempt's outcome says of the service: stop, probe, or grow the pool. */
  private judge(me: symbol, report: AttemptReport, ms: number): void {
    if (treatmentOf(report).stops === 'at once') {
      this.halt(
        report.status !== undefined
          ? { kind: 'auth', status: report.status }
          : { kind: 'config', what: 'the proxy cannot be used' }
      )
      return
    }
    if (isTrouble(report)) {
      if (!this.probe) this.startProbe(me)
      if (report.final && this.probe?.by === me) {
        this.halt({ kind: 'down', ...(report.status !== undefined && { status: report.status }) })
      }
      return
    }
    // The service answered (well, or about this request only): the probe is over.
    if (this.probe?.by === me) this.endProbe()
    else if (!this.probe && report.status !== undefined && report.status < 300) {
      if (ms <= PROMPT_MS) this.limit = Math.min(MAX_IN_FLIGHT, this.limit + 1)
    }
  }

  private async waitToRetry(me: symbol, event: RetryEvent): Promise<void> {
    const probe = this.probe
    // Waiting for another request's probe replaces this request's own backoff.
    if (probe && probe.by !== me) return probe.done
    await Promise.race([this.sleep(event.waitMs), this.halted])
  }

  private startProbe(me: symbol): void {
    let end = (): void => {}
    const done = new Promise<void>((resolve) => (end = resolve))
    this.probe = { by: me, done, end }
    this.limit = Math.max(1, Math.floor(this.limit / 2))
  }

  private endProbe(): void {
    const probe = this.probe
    this.probe = undefined
    probe?.end()
  }

  /** Lets as many queued requests try for a place as the pool has room for now. */
  private wake(): void {
    for (let room = this.limit - this.inFlight; room > 0 && this.queue.length > 0; room--) {
      this.queue.shift()?.()
    }
  }
}
