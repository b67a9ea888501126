/**
 * Every request of a run goes through here: the one place that decides what happens to it
 * besides being sent (docs/delivery.md). A dry run sends nothing and keeps what would have
 * gone; the gate (gate.ts) paces attempts and stops the run; a write that cannot be delivered
 * while the service is down waits in the outbox (`on-service-down: defer`); a cancelled job
 * (`listenForCancel`) starts no new attempt. A write always ends as one record (src/results.ts
 * `Write`): recorded, failed, deferred, stopped, in flight or preview.
 */
import { randomUUID } from 'node:crypto'
import type { AttemptHooks, Received, RecordsClient, RetryEvent } from '../api/client.js'
import { ApiError, isRouteNotFound } from '../api/api-errors.js'
import { describeForm } from '../api/multipart.js'
import type { Reader, WriteKind } from '../api/operations.js'
import type { ApiRequest, Query } from '../api/request.js'
import { ValidationError, errorMessage } from '../errors.js'
import type { DryRunRequest, Write } from '../results.js'
import type { Origin, OutboxEntry } from '../outbox/document.js'
import { requestSubject, subjectDigest } from '../outbox/subject.js'
import { Cancellation, IN_FLIGHT_WAIT_MS } from '../util/on-cancel.js'
import { Gate, StoppedError, describeStop, isTrouble, type RetryRole, type Stop } from './gate.js'
import { treatmentOf } from './status-policy.js'

/** A write to make: what it records (for people) and the request that records it. */
export interface PendingWrite {
  kind: WriteKind
  /** What it records, for people: `artifact shop.tar.gz`, `JUnit attestation 'junit'`. */
  label: string
  /** Builds the request (an operation of src/api/operations.ts: a bad field throws there). */
  request: () => ApiRequest
  /** Kept across outboxes and replays: a replayed write keeps the id it was first given. */
  id?: string
  /** Where a replayed write was first made, kept if it is deferred again. */
  origin?: Origin
}

/** What a person sees of the delivery as it happens (the output boundary words it). */
export interface DeliveryEvents {
  onRetry?: (event: RetryEvent & { label: string }, role: RetryRole) => void
  onSlow?: (event: {
    label: string
    attempt: number
    maxAttempts: number
    waitedMs: number
    timeoutSeconds: number
  }) => void
  onStop?: (stop: Stop, cause: string) => void
  /**
   * The job was cancelled after `recorded` writes: no new attempt starts, the `inFlight` get up
   * to `waitMs` for an answer.
   */
  onCancel?: (event: { signal: string; recorded: number; inFlight: number; waitMs: number }) => void
  /** Runs work whose libraries print (artifact upload, download) inside a group named `title`. */
  around?: <T>(title: string, work: () => Promise<T>) => Promise<T>
}

export interface DeliveryOptions {
  client: RecordsClient
  dryRun: boolean
  /** `on-service-down: defer`: a write that cannot be delivered waits in the outbox. */
  defer: boolean
  events?: DeliveryEvents
  /** The gate's waits (tests pass a short one). */
  sleep?: (ms: number) => Promise<void>
  /** The gate's clock, timing each attempt (tests pass their own). */
  clock?: () => number
  /** The job's cancellation (main.ts ends it; tests pass their own signals and clock). */
  cancellation?: Cancellation
  /**
   * Listen for the job's cancellation from the first write on (a build step: main.ts, through
   * createDelivery): a cancelled step then says which writes it did not record.
   */
  cancelFromFirstWrite?: boolean
}

/** An attempt with no answer after this long is said in the log as it happens. */
const SLOW_NOTICE_MS = 5000

/** What became of a delivery's work, once it is over (settle.ts reads this, nothing else). */
export interface DeliveryOutcome {
  /** Why nothing more was sent, in words, when the run was stopped. */
  stopped?: { kind: Stop['kind']; cause: string; what?: string }
  /** Writes kept for the outbox, in the order they were deferred. */
  deferred: readonly OutboxEntry[]
  /** What a dry run would have sent, in order. */
  dryRunRequests: readonly DryRunRequest[]
}

export class Delivery implements Reader {
  readonly gate: Gate
  /** Writes kept for the outbox, in the order they were deferred. */
  private readonly deferred: OutboxEntry[] = []
  /** What a dry run would have sent, in order. */
  private readonly dryRunRequests: DryRunRequest[] = []
  /** The error that stopped the run, in words, once known. */
  private stopCause?: string
  /** The job's cancellation: listened to once `listenForCancel` is called. */
  readonly cancellation: Cancellation
  /** Writes the service accepted so far. */
  private recorded = 0
  private readonly client: RecordsClient
  private readonly dryRun: boolean
  private readonly defer: boolean
  private readonly events: DeliveryEvents
  private readonly cancelFromFirstWrite: boolean
  private listening = false
  /** The job was cancelled and the wait for the writes in flight is over. */
  private waitIsOver = false

  constructor(options: DeliveryOptions) {
    this.client = options.client
    this.dryRun = options.dryRun
    this.defer = options.defer
    this.events = options.events ?? {}
    this.gate = new Gate(options.sleep, options.clock)
    this.cancellation = options.cancellation ?? new Cancellation()
    this.cancelFromFirstWrite = options.cancelFromFirstWrite ?? false
  }

  /**
   * From now on the job's cancellation (the runner's SIGINT, then SIGTERM) stops the run: no
   * new attempt starts, what waits learns of it at once, and the attempts in flight go on (the
   * caller waits for them until `cancellation.inFlightWaitOver()`).
   */
  listenForCancel(): void {
    if (this.listening) return
    this.listening = true
    void this.cancellation.inFlightWaitOver().then(() => (this.waitIsOver = true))
    this.cancellation.listen((signal) => {
      const inFlight = this.gate.underWay
      this.gate.halt({ kind: 'cancelled', signal })
      const waitMs = IN_FLIGHT_WAIT_MS[signal]
      this.events.onCancel?.({ signal, recorded: this.recorded, inFlight, waitMs })
    })
  }

  /** Why nothing more is sent, once the run is stopped. */
  get stop(): Stop | undefined {
    return this.gate.stop
  }

  /** What became of the work: the stop and its cause, the writes deferred, a dry run's requests. */
  outcome(): DeliveryOutcome {
    const stop = this.gate.stop
    return {
      ...(stop && {
        stopped: {
          kind: stop.kind,
          cause: this.stopCause ?? describeStop(stop),
          ...(stop.what !== undefined && { what: stop.what })
        }
      }),
      deferred: [...this.deferred],
      dryRunRequests: [...this.dryRunRequests]
    }
  }

  /** Runs work whose libraries print inside a group of the log named `title`. */
  around<T>(title: string, work: () => Promise<T>): Promise<T> {
    return this.events.around ? this.events.around(title, work) : work()
  }

  url(segments: readonly string[], query?: Query): string {
    return this.client.url(segments, query)
  }

  /** A GET's JSON answer; undefined in a dry run. Throws ApiError, or StoppedError once stopped. */
  async read(request: ApiRequest, label?: string): Promise<Received | undefined> {
    if (this.dryRun) {
      this.dryRunRequests.push({ method: 'GET', url: this.url(request.path, request.query) })
      return undefined
    }
    try {
      const what = label ?? `${request.method} ${this.url(request.path, request.query)}`
      const response = await this.client.send(request, this.hooks(what))
      return this.client.json(request, response)
    } catch (err) {
      this.haltOnConfigError(err)
      this.noteStop(err)
      throw err
    }
  }

  /**
   * A write that could not even be built (an artifact that could not be fingerprinted): it is
   * one of the run's writes all the same, not recorded, and says why.
   */
  unmade(kind: WriteKind, label: string, why: string): Write {
    return { id: randomUUID(), kind, label, state: 'failed', detail: why }
  }

  /**
   * Makes a write; never throws for what the service, the network or a field of the request
   * did: the record says (a field the spec refuses fails this write alone, before it is sent).
   */
  async write(pending: PendingWrite): Promise<Write> {
    const write = { id: pending.id ?? randomUUID(), kind: pending.kind, label: pending.label }
    let request: ApiRequest
    try {
      request = pending.request()
    } catch (err) {
      if (err instanceof ValidationError) return { ...write, state: 'failed', detail: err.message }
      throw err
    }
    if (this.dryRun) {
      this.dryRunRequests.push(dryRunOf(this.url(request.path), request))
      return { ...write, state: 'preview' }
    }
    const subject = subjectDigest(requestSubject(pending.kind, request))
    if (this.cancelFromFirstWrite) this.listenForCancel()
    const sent = this.send(write, request, pending.origin).then((w): Write => ({ ...w, subject }))
    // After the wait, the stop refuses the write before it is sent: no race.
    if (!this.listening || this.waitIsOver) return sent
    // Cancelled: a write still unanswered when the wait is over is in flight, and the step
    // goes on to say so (the runner kills it soon after). Its own answer, later, is dropped.
    sent.catch(() => undefined)
    const waitOver = this.cancellation.inFlightWaitOver().then((): Write => {
      const stop = this.gate.stop
      return { ...write, subject, state: 'in-flight', ...(stop && { detail: describeStop(stop) }) }
    })
    return Promise.race([sent, waitOver])
  }

  /** Sends a write that was built; what became of it (never throws for what the service did). */
  private async send(write: WriteName, request: ApiRequest, origin?: Origin): Promise<Write> {
    const answers = noticingUnanswered(this.hooks(write.label))
    try {
      // A write's answer is never used: it is read only as far as an error message needs.
      await this.client.send(request, answers.hooks, 'unused')
      this.recorded++
      return { ...write, state: 'recorded' }
    } catch (err) {
      this.haltOnConfigError(err)
      this.noteStop(err)
      if (err instanceof StoppedError && err.stop.kind === 'cancelled' && answers.unanswered()) {
        // Sent, and no answer came before the job was cancelled: the service may have it.
        return { ...write, state: 'in-flight', detail: describeStop(err.stop) }
      }
      if (this.defer && deferrable(err)) {
        this.deferred.push({
          ...write,
          request,
          ...(origin !== undefined && { origin }),
          reason: errorMessage(err)
        })
        return { ...write, state: 'deferred', detail: errorMessage(err) }
      }
      if (err instanceof StoppedError || (err instanceof ApiError && this.stoppedBy(err))) {
        const stop = this.gate.stop
        return { ...write, state: 'stopped', ...(stop && { detail: describeStop(stop) }) }
      }
      if (err instanceof ApiError) return { ...write, state: 'failed', detail: err.message }
      throw err
    }
  }

  /**
   * A base-url that reaches no route of the service (its route-not-found 404): every request
   * would meet it, so nothing more is sent and "check base-url" is said once, by the stop.
   * (A proxy that cannot be used stops the run in the gate: status-policy.ts.)
   */
  private haltOnConfigError(err: unknown): void {
    if (err instanceof ApiError && isRouteNotFound(err)) {
      this.gate.halt({ kind: 'config', what: 'base-url reaches no route of the service' })
    }
  }

  /** The error that stopped the run is kept once, in words, and told as it happens. */
  private noteStop(err: unknown): void {
    const stop = this.gate.stop
    if (!stop || this.stopCause !== undefined || !(err instanceof ApiError)) return
    if (!this.stoppedBy(err)) return
    this.stopCause = err.message
    this.events.onStop?.(stop, err.message)
  }

  /** Whether `err` is the failure that stopped the run (rather than one before the stop). */
  private stoppedBy(err: ApiError): boolean {
    const stop = this.gate.stop
    if (!stop || stop.kind === 'cancelled') return false
    if (stop.kind === 'auth') return treatmentOf(err).stops === 'at once'
    if (stop.kind === 'config') return err.failure === 'proxy' || isRouteNotFound(err)
    return isTrouble({ status: err.status, failure: err.failure })
  }

  private hooks(label: string): AttemptHooks {
    const timeoutSeconds = this.client.timeoutSeconds
    return this.gate.hooks(
      {
        // Once the job is cancelled no retry follows: the line would say one does.
        onRetry: (event, role) => {
          if (this.gate.stop?.kind !== 'cancelled') this.events.onRetry?.({ ...event, label }, role)
        },
        onSlow: (event) => this.events.onSlow?.({ ...event, label, timeoutSeconds })
      },
      Math.min(SLOW_NOTICE_MS, (timeoutSeconds * 1000) / 2)
    )
  }
}

/** A write's id, kind and label: what every record of it starts with. */
type WriteName = Pick<Write, 'id' | 'kind' | 'label'>

/**
 * `hooks`, noticing whether an attempt went unanswered (a timeout, a dropped connection): the
 * service may then have recorded the write all the same.
 */
function noticingUnanswered(hooks: AttemptHooks): {
  hooks: AttemptHooks
  unanswered: () => boolean
} {
  let unanswered = false
  return {
    hooks: {
      ...hooks,
      afterAttempt: (report) => {
        if (report.status === undefined) unanswered = true
        hooks.afterAttempt?.(report)
      }
    },
    unanswered: () => unanswered
  }
}

/**
 * Whether an outbox may keep a write that failed with `err`: it was not refused on its merits
 * (status-policy.ts says which failures those are), or the run stopped because the service is
 * down before it went.
 */
function deferrable(err: unknown): boolean {
  if (err instanceof StoppedError) return err.stop.kind === 'down'
  if (!(err instanceof ApiError)) return false
  return treatmentOf(err).deferred
}

/** What a dry run shows of a write: the CLI's payload text (docs/compatibility.md §12.7). */
function dryRunOf(url: string, request: ApiRequest): DryRunRequest {
  const payload = request.payload
  const body =
    payload === undefined
      ? undefined
      : payload.kind === 'json'
        ? JSON.stringify(payload.value, null, 4)
        : describeForm(payload.parts).join('\n')
  return { method: request.method, url, ...(body !== undefined && { body }) }
}
