/**
 * The records service's HTTP client: auth, the retries of one request (backoff, Retry-After
 * within the request's retry budget), a timeout per attempt, and errors that carry the service's
 * message and never the token. Behaviour follows the CLI (docs/compatibility.md §12) plus this
 * project's additions (§15 points 7-8).
 *
 * It knows nothing of what the caller does on failure: whether to stop the run, defer a write
 * or wait for another request is the delivery policy's (src/delivery/), given as hooks around
 * each attempt. It prints nothing: what a caller may want to show (a failed attempt about to be
 * retried, an attempt that waits long) is handed to those hooks as it happens. Its options are
 * trusted: the inputs have validated base-url, max-retries, timeout-seconds and the token.
 */
import { redactDeep, redactSecrets } from '../util/secrets.js'
import { withoutTrailingSlashes } from '../util/url.js'
import {
  RETRY_AFTER_CAP_MS,
  retryAfterOf,
  retryBudgetLeftMs,
  retryDelay,
  sleep
} from '../util/retry-timing.js'
import {
  ApiError,
  cutText,
  parseErrorBody,
  snippet,
  type TransportFailureKind
} from './api-errors.js'
import { attempt, isSuccess, type AnswerUse, type Outcome, type RawResponse } from './attempt.js'
import { encodeForm, type EncodedForm } from './multipart.js'
import type { ApiRequest, Payload, Query } from './request.js'
import { requestUrl } from './service-url.js'

export interface RecordsClientOptions {
  /** The service address up to and including `/api/v2` (a trailing slash is dropped). */
  baseUrl: string
  token: string
  /** Retries after the first attempt; 3 → up to 4 attempts (default: the `max-retries` input's). */
  maxRetries: number
  /** Per attempt, covering connect, upload and the whole response (`timeout-seconds`). */
  timeoutSeconds: number
  /** `records-action/<version>` */
  userAgent?: string
  /** Waits between attempts; tests pass a short one. */
  sleep?: (ms: number) => Promise<void>
  /** Where the token was read from, for the hint of a 401 (`the api-token input`). */
  tokenSource?: string
  /** Every request through this proxy (`http-proxy`), whatever HTTPS_PROXY/NO_PROXY say. */
  proxy?: string
  /** Where `proxy` came from, for an error naming it (`the http-proxy input`). */
  proxyFrom?: string
  /**
   * Whether a failed attempt is tried again (as ky takes `retry.statusCodes`): the delivery
   * policy's table decides it (src/delivery/status-policy.ts), not the transport.
   */
  retryable: (failed: FailedAttempt) => boolean
}

/** A failed attempt as the retry rule sees it: the status it got, or why it got none. */
export interface FailedAttempt {
  status?: number
  failure?: TransportFailureKind
}

/** A failed attempt that is about to be retried after `waitMs`. */
export interface RetryEvent {
  method: string
  url: string
  /** 1-based number of the attempt that failed. */
  attempt: number
  maxAttempts: number
  /** The HTTP status, when the service answered. */
  status?: number
  /** What the answer said, redacted and cut to a line (absent when it said nothing). */
  message?: string
  /** The transport failure in words, when it did not (redacted). */
  error?: string
  waitMs: number
}

/** What one attempt ended in, for the caller's policy: an answer's status, or no answer. */
export interface AttemptReport {
  attempt: number
  /** How long the attempt took. */
  ms: number
  status?: number
  /** Why there was no answer. */
  failure?: TransportFailureKind
  /** Nothing more will be tried for this request (success, or it gives up now). */
  final: boolean
}

/** What the caller does around each attempt of one request (ky's hooks, per request). */
export interface AttemptHooks {
  /** Before every attempt, the first included: may wait, or throw to send nothing (more). */
  beforeAttempt?: (attempt: number) => Promise<void>
  /** After every attempt, with what came of it (before the request returns or throws). */
  afterAttempt?: (report: AttemptReport) => void
  /** A failed attempt that will be retried, as it happens, before the wait. */
  onRetry?: (event: RetryEvent) => void
  /** The wait before a retry; by default the event's `waitMs` is slept. */
  waitToRetry?: (event: RetryEvent) => Promise<void>
  /** Once per attempt that has had no answer for `slowAfterMs`. */
  onSlow?: (event: { attempt: number; maxAttempts: number; waitedMs: number }) => void
  slowAfterMs?: number
}

/** A GET answer: the parsed JSON and the text it was parsed from (outputs pass it on as received). */
export interface Received {
  body: unknown
  text: string
}

/** The most of the service's words a retry report carries. */
const RETRY_MESSAGE_CHARS = 300
/** How much of an unexpected body is redacted and looked at for a one-line snippet. */
const SNIPPET_SOURCE_CHARS = 64 * 1024

export class RecordsClient {
  readonly baseUrl: string
  readonly maxRetries: number
  readonly timeoutSeconds: number
  private readonly token: string
  private readonly userAgent: string
  private readonly sleep: (ms: number) => Promise<void>
  private readonly tokenSource: string
  private readonly retryable: (failed: FailedAttempt) => boolean
  private readonly proxy?: string
  private readonly proxyFrom?: string

  constructor(options: RecordsClientOptions) {
    this.baseUrl = withoutTrailingSlashes(options.baseUrl)
    this.token = options.token
    this.maxRetries = options.maxRetries
    this.timeoutSeconds = options.timeoutSeconds
    this.userAgent = options.userAgent ?? 'records-action'
    this.sleep = options.sleep ?? sleep
    this.tokenSource = options.tokenSource ?? 'the api-token input'
    this.retryable = options.retryable
    this.proxy = options.proxy
    this.proxyFrom = options.proxyFrom
  }

  /** `{baseUrl}/seg1/seg2?query`; throws when that would not lie under the API base (url.ts). */
  url(segments: readonly string[], query?: Query): string {
    return requestUrl(this.baseUrl, segments, query)
  }

  /**
   * Sends with retries until 200/201, or throws the ApiError of the last attempt. `answer`
   * `unused` (a write): the answer is read only as far as an error message needs (attempt.ts).
   */
  async send(
    request: ApiRequest,
    hooks: AttemptHooks = {},
    answer: AnswerUse = 'kept'
  ): Promise<RawResponse> {
    const url = this.url(request.path, request.query)
    const body = request.payload ? await encodePayload(request.payload) : undefined
    const maxAttempts = this.maxRetries + 1
    const timeoutMs = this.timeoutSeconds * 1000
    // What the retries may cost in all, waits included: each wait and each retry's attempt is
    // taken from it, so one request never takes more than its first attempt and this.
    const budgetMs = retryBudgetLeftMs(1, maxAttempts, timeoutMs)
    let leftMs = budgetMs
    for (let n = 1; ; n++) {
      await hooks.beforeAttempt?.(n)
      const started = Date.now()
      const outcome = await attempt(request.method, url, body, {
        token: this.token,
        userAgent: this.userAgent,
        timeoutSeconds: this.timeoutSeconds,
        answer,
        proxy: this.proxy,
        proxyFrom: this.proxyFrom,
        slowAfterMs: hooks.slowAfterMs,
        onSlow: (waitedMs) => hooks.onSlow?.({ attempt: n, maxAttempts, waitedMs })
      })
      const report = { attempt: n, ms: Date.now() - started, ...reportOf(outcome) }
      if ('response' in outcome && isSuccess(outcome.response.status)) {
        hooks.afterAttempt?.({ ...report, final: true })
        return outcome.response
      }
      const next = this.nextStep(n, maxAttempts, outcome, { leftMs, budgetMs, timeoutMs })
      hooks.afterAttempt?.({ ...report, final: next.giveUp !== undefined })
      if (next.giveUp !== undefined) {
        throw this.failure(request.method, url, n, outcome, next.giveUp)
      }
      const event = this.retryEvent(request.method, url, n, maxAttempts, outcome, next.waitMs)
      hooks.onRetry?.(event)
      leftMs -= next.waitMs + timeoutMs
      await (hooks.waitToRetry ? hooks.waitToRetry(event) : this.sleep(event.waitMs))
    }
  }

  /** A GET's answer as JSON; a body that is not JSON is this request's failure. */
  json(request: ApiRequest, response: RawResponse): Received {
    try {
      return { body: JSON.parse(response.text) as unknown, text: response.text }
    } catch {
      throw new ApiError({
        method: request.method,
        url: this.url(request.path, request.query),
        attempts: 1,
        status: response.status,
        reason: `the service answered ${response.status} with a body that is not JSON: ${snippet(this.clean(response.text.slice(0, SNIPPET_SOURCE_CHARS)))}`
      })
    }
  }

  /**
   * Whether to retry after failed attempt `n`, and after how long; `giveUp` (a note, '' for
   * none) when not: not retryable, no attempt left, or no room left in the retry budget for a
   * wait and one more attempt. A Retry-After longer than the room is not slept (the caller
   * learns at once, and the note gives the wait the service asked for); a backoff is cut to it.
   */
  private nextStep(
    n: number,
    maxAttempts: number,
    outcome: Outcome,
    budget: { leftMs: number; budgetMs: number; timeoutMs: number }
  ): { waitMs: number; giveUp?: undefined } | { giveUp: string } {
    if (!this.retryable(reportOf(outcome)) || n >= maxAttempts) return { giveUp: '' }
    // The longest wait that leaves room for the next attempt's whole timeout.
    const roomMs = Math.min(budget.leftMs - budget.timeoutMs, RETRY_AFTER_CAP_MS)
    const asked = 'response' in outcome ? retryAfterOf(outcome.response) : undefined
    if (asked !== undefined && asked > roomMs) {
      return {
        giveUp:
          `the service asked to wait ${seconds(asked)} before a retry, longer than the ` +
          `${seconds(Math.max(roomMs, 0))} this request may still wait (its retries may take ` +
          `${seconds(budget.budgetMs)} in all, waits included); not waited`
      }
    }
    if (roomMs < 0) {
      return {
        giveUp: `its retry budget (${seconds(budget.budgetMs)} in all, waits included) is used up`
      }
    }
    return { waitMs: asked ?? Math.min(retryDelay(n - 1), roomMs) }
  }

  private retryEvent(
    method: string,
    url: string,
    attempt: number,
    maxAttempts: number,
    outcome: Outcome,
    waitMs: number
  ): RetryEvent {
    return {
      method,
      url,
      attempt,
      maxAttempts,
      ...('response' in outcome
        ? { status: outcome.response.status, ...this.retryMessage(outcome.response) }
        : { error: this.clean(outcome.failure.cause) }),
      waitMs
    }
  }

  private failure(
    method: string,
    url: string,
    attempts: number,
    outcome: Outcome,
    note: string
  ): ApiError {
    if ('failure' in outcome) {
      return new ApiError({
        method,
        url,
        attempts,
        cause: this.clean(outcome.failure.cause),
        failure: outcome.failure.kind
      })
    }
    const { status, headers, text, unread } = outcome.response
    // Redacted before anything cuts it: a cut must not leave part of the token behind.
    const parsed = parseErrorBody(this.clean(text), unread)
    let serverMessage = parsed.serverMessage
    if (status >= 300 && status < 400 && typeof headers.location === 'string') {
      // Redirects are not followed (they could carry the token elsewhere); say where to point.
      const location = cutText(this.clean(headers.location), 500)
      serverMessage = `redirected to ${location}; set base-url to the final address`
    }
    return new ApiError({
      method,
      url,
      attempts,
      status,
      serverMessage,
      errors: parsed.errors && redactDeep(parsed.errors, [this.token]),
      hint: note || this.hintFor(status, url)
    })
  }

  /** What to check after a refused token. */
  private hintFor(status: number, url: string): string | undefined {
    if (status === 401) {
      return `the token is wrong, expired or revoked: check the secret read from ${this.tokenSource}`
    }
    if (status !== 403) return undefined
    const org = this.orgOf(url)
    return (
      `check that the org${org ? ` '${org}'` : ''} is right and that api-token belongs to ` +
      'that org (a token of another org, or one without access, is refused with 403)'
    )
  }

  /** The service's words in a failed answer, for a one-line retry report. */
  private retryMessage(response: RawResponse): { message?: string } {
    const { serverMessage } = parseErrorBody(this.clean(response.text), response.unread)
    return serverMessage ? { message: cutText(serverMessage, RETRY_MESSAGE_CHARS) } : {}
  }

  /** Every operation's path is `/<resource>/<org>/…` (docs/compatibility.md §16). */
  private orgOf(url: string): string | undefined {
    if (!url.startsWith(`${this.baseUrl}/`)) return undefined
    const segment = url.slice(this.baseUrl.length + 1).split(/[/?]/)[1]
    try {
      return segment ? decodeURIComponent(segment) : undefined
    } catch {
      return undefined
    }
  }

  /** Removes the token from text bound for a message or a log. */
  private clean(text: string): string {
    return redactSecrets(text, [this.token])
  }
}

function reportOf(outcome: Outcome): Pick<AttemptReport, 'status' | 'failure'> {
  return 'response' in outcome
    ? { status: outcome.response.status }
    : { failure: outcome.failure.kind }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000).toLocaleString('en')} s`
}

async function encodePayload(payload: Payload): Promise<EncodedForm> {
  if (payload.kind === 'form') return encodeForm(payload.parts)
  return {
    bytes: Buffer.from(JSON.stringify(payload.value), 'utf8'),
    contentType: 'application/json; charset=utf-8'
  }
}

export { MAX_ERROR_BODY_BYTES, MAX_RESPONSE_BYTES, UNUSED_ANSWER_BYTES } from './attempt.js'
export type { AnswerUse }
export { ApiError }
export type { RawResponse }
