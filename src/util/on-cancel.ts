/**
 * A job's cancellation, as the runner does it: SIGINT, then SIGTERM 7.5 s later, then the
 * process tree killed 2.5 s after that (docs/bad-day.md, "A cancelled replay sends once").
 * While listening, a signal does not end the process: it is told to the listener (which stops
 * every new request), and two deadlines follow from it, each well inside what the runner still
 * allows after that signal: the end of the wait for the requests in flight, and the end of
 * everything the step does after it (keeping receipts, the log and the summary). A later signal
 * can only bring them nearer. `end()` stops listening and, when a signal came, raises it again:
 * the process still dies of the cancellation, once what it had to keep is kept.
 */

export type CancelSignal = 'SIGINT' | 'SIGTERM'

const SIGNALS: readonly CancelSignal[] = ['SIGINT', 'SIGTERM']

/** What the runner allows after each signal before it kills the process tree. */
export const RUNNER_ALLOWS_MS: Readonly<Record<CancelSignal, number>> = {
  SIGINT: 10_000,
  SIGTERM: 2_500
}

/**
 * How long, after each signal, the requests in flight may take to be answered. Half of what the
 * runner allows after SIGINT; after a SIGTERM alone (the runner's second signal, or a
 * `kill`), 1 s of its 2.5 s.
 */
export const IN_FLIGHT_WAIT_MS: Readonly<Record<CancelSignal, number>> = {
  SIGINT: 5_000,
  SIGTERM: 1_000
}

/**
 * When, after each signal, everything after the wait must be done: 1.5 s (SIGINT) or 0.5 s
 * (SIGTERM) before the kill, for the log and the summary after the receipts.
 */
export const FINISH_BY_MS: Readonly<Record<CancelSignal, number>> = {
  SIGINT: 8_500,
  SIGTERM: 2_000
}

/** The part of `process` this uses (tests pass their own). */
export interface SignalTarget {
  readonly pid: number
  on(signal: CancelSignal, listener: (signal: CancelSignal) => void): unknown
  off(signal: CancelSignal, listener: (signal: CancelSignal) => void): unknown
  kill(pid: number, signal: CancelSignal): unknown
}

/** Resolves after `ms`; the timer does not keep the process alive. */
function unrefSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/** A promise and what settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** What `finishBy` gives when the deadline came first. */
export const TOO_LATE = Symbol('too late')

export class Cancellation {
  /** The signals received, in order. */
  readonly received: CancelSignal[] = []
  private readonly listeners: Array<(signal: CancelSignal) => void> = []
  private readonly waitOver = deferred()
  private readonly finishOver = deferred()
  private listening = false

  constructor(
    private readonly target: SignalTarget = process,
    /** The wait between a signal and a deadline (tests pass their own clock). */
    private readonly sleep: (ms: number) => Promise<void> = unrefSleep
  ) {}

  /** The first signal, once one came. */
  get signal(): CancelSignal | undefined {
    return this.received[0]
  }

  /** From now on a signal calls `onCancel` (the first signal only) instead of ending the process. */
  listen(onCancel: (signal: CancelSignal) => void): void {
    this.listeners.push(onCancel)
    if (this.listening) return
    this.listening = true
    for (const s of SIGNALS) this.target.on(s, this.handler)
  }

  private readonly handler = (signal: CancelSignal): void => {
    this.received.push(signal)
    void this.sleep(IN_FLIGHT_WAIT_MS[signal]).then(this.waitOver.resolve)
    void this.sleep(FINISH_BY_MS[signal]).then(this.finishOver.resolve)
    if (this.received.length > 1) return
    for (const onCancel of this.listeners) onCancel(signal)
  }

  /** Resolves when the wait for the requests in flight is over; never before a signal. */
  inFlightWaitOver(): Promise<void> {
    return this.waitOver.promise
  }

  /** What `work` gives, or TOO_LATE when a signal came and its deadline passed first. */
  finishBy<T>(work: Promise<T>): Promise<T | typeof TOO_LATE> {
    const late = this.finishOver.promise.then((): typeof TOO_LATE => TOO_LATE)
    return Promise.race([work, late])
  }

  /**
   * Stops listening. When a signal came, it is raised again, so that the process ends of the
   * cancellation as it would have without this hook (the last signal: SIGTERM after SIGINT).
   */
  end(): void {
    if (!this.listening) return
    this.listening = false
    for (const s of SIGNALS) this.target.off(s, this.handler)
    const last = this.received.at(-1)
    if (last) this.target.kill(this.target.pid, last)
  }
}
