/**
 * Every request of a run goes through here: the one place that decides what happens to it
 * besides being sent (docs/delivery.md). A dry run sends nothing and keeps what would have
 * gone; the gate (gate.ts) paces attempts and stops the run; a write that cannot be delivered
 * while the service is down waits in the outbox (`on-service-down: defer`). A write always
 * ends as one record (src/results.ts `Write`): recorded, failed, deferred, stopped or preview.
 */
import { randomUUID } from 'node:crypto'
import type { AttemptHooks, Received, RecordsClient, RetryEvent } from '../api/client.js'
import { ApiError } from '../api/api-errors.js'
import { describeForm } from '../api/multipart.js'
import type { Reader, WriteKind } from '../api/operations.js'
import type { ApiRequest, Query } from '../api/request.js'
import { ValidationError, errorMessage } from '../errors.js'
import type { DryRunRequest, Write } from '../results.js'
import type { Origin, OutboxEntry } from '../outbox/document.js'
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
}

/** An attempt with no answer after this long is said in the log as it happens. */
const SLOW_NOTICE_MS = 5000

export class Delivery implements Reader {
  readonly gate: Gate
  /** Writes kept for the outbox, in the order they were deferred. */
  readonly deferred: OutboxEntry[] = []
  /** What a dry run would have sent, in order. */
  readonly dryRunRequests: DryRunRequest[] = []
  /** The error that stopped the run, in words, once known. */
  stopCause?: string
  private readonly client: RecordsClient
  private readonly dryRun: boolean
  private readonly defer: boolean
  private readonly events: DeliveryEvents

  constructor(options: DeliveryOptions) {
    this.client = options.client
    this.dryRun = options.dryRun
    this.defer = options.defer
    this.events = options.events ?? {}
    this.gate = new Gate(options.sleep)
  }

  /** Why nothing more is sent, once the run is stopped. */
  get stop(): Stop | undefined {
    return this.gate.stop
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
    try {
      // A write's answer is never used: it is read only as far as an error message needs.
      await this.client.send(request, this.hooks(pending.label), 'unused')
      return { ...write, state: 'recorded' }
    } catch (err) {
      this.noteStop(err)
      if (this.defer && deferrable(err)) {
        this.deferred.push({
          ...write,
          request,
          ...(pending.origin !== undefined && { origin: pending.origin }),
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
    if (!stop) return false
    if (stop.kind === 'auth') return treatmentOf(err).stops === 'at once'
    return isTrouble({ status: err.status, failure: err.failure })
  }

  private hooks(label: string): AttemptHooks {
    const timeoutSeconds = this.client.timeoutSeconds
    return this.gate.hooks(
      {
        onRetry: (event, role) => this.events.onRetry?.({ ...event, label }, role),
        onSlow: (event) => this.events.onSlow?.({ ...event, label, timeoutSeconds })
      },
      Math.min(SLOW_NOTICE_MS, (timeoutSeconds * 1000) / 2)
    )
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
