/**
 * The records service's HTTP transport: auth, retries with backoff, a timeout per attempt,
 * errors that carry the service's message, and dry-run. Built on @actions/http-client so the
 * runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY settings apply. Behaviour follows the CLI
 * (docs/compatibility.md §12) plus this project's additions (§15 points 7-8).
 *
 * It prints nothing: what a caller may want to show (a dry-run request, a failed attempt about
 * to be retried) is handed to the option callbacks as it happens. Its options are trusted:
 * config.ts has validated base-url, max-retries, timeout-seconds and the token.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { Readable } from 'node:stream'
import type { IncomingMessage, RequestOptions } from 'node:http'
import type { HttpClientResponse } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { redactDeep, redactSecrets } from '../util/secrets.js'
import { withoutTrailingSlashes } from '../util/url.js'
import {
  ApiError,
  DeferredError,
  NotSentError,
  cutText,
  parseErrorBody,
  snippet,
  statusLine,
  type StopKind
} from './errors.js'
import { describeForm, encodeForm, type EncodedForm, type FormParts } from './multipart.js'
import type { Outbox, Payload } from '../outbox/outbox.js'

export interface RecordsClientOptions {
  /** The service address up to and including `/api/v2` (a trailing slash is dropped). */
  baseUrl: string
  token: string
  /** Retries after the first attempt; 3 → up to 4 attempts (default: the `max-retries` input's). */
  maxRetries: number
  /** Per attempt, covering connect, upload and the whole response (`timeout-seconds`). */
  timeoutSeconds: number
  dryRun?: boolean
  /** `records-action/<version>` */
  userAgent?: string
  /** Called for each request a dry run does not send (the body already redacted). */
  onDryRun?: (request: DryRunRequest) => void
  /** Called for each failed attempt that will be retried, before the wait. */
  onRetry?: (event: RetryEvent) => void
  /** Called for each request that succeeded (debug detail). */
  onSuccess?: (event: SuccessEvent) => void
  /** Called when a request that was retried ends, with its failed attempts (for one group). */
  onRetried?: (event: RetriedRequest) => void
  /** Waits between attempts; tests pass a short one. */
  sleep?: (ms: number) => Promise<void>
  /** Where the token was read from, for the hint of a 401 (`the api-token input`). */
  tokenSource?: string
  /**
   * Writes that cannot be delivered while the service is down go here instead of failing
   * (`on-service-down: defer`); without it they fail.
   */
  outbox?: Outbox
}

/** A request that needed retries: what it was for, each failed attempt, and how it ended. */
export interface RetriedRequest {
  /** What the request records or reads, for people (`artifact shop.tar.gz`), when known. */
  label?: string
  method: string
  url: string
  retries: RetryEvent[]
  ok: boolean
}

/** A request a dry run would have sent. */
export interface DryRunRequest {
  method: 'GET' | 'POST'
  url: string
  /** The payload as text: pretty JSON, or one line per multipart part; absent for a GET. */
  body?: string
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

export interface SuccessEvent {
  method: string
  url: string
  status: number
  attempt: number
}

export type Query = Record<string, string | number | undefined>

interface RawResponse {
  status: number
  headers: IncomingMessage['headers']
  text: string
  /** Bytes of the body that were not read (an error body over MAX_ERROR_BODY_BYTES). */
  unread?: boolean
}

/** What one attempt ended in: a response, or a transport failure. */
type Outcome = { response: RawResponse } | { failure: TransportFailure }

interface TransportFailure {
  cause: string
  retryable: boolean
}

const BACKOFF_BASE_MS = 1000
const BACKOFF_CAP_MS = 30_000
const JITTER = 0.2
/** A Retry-After longer than this is cut short: one step must not stall for hours. */
const RETRY_AFTER_CAP_MS = 300_000

const RETRYABLE_STATUS = (s: number): boolean => s === 429 || s === 409 || (s >= 500 && s !== 501)
/**
 * Answers that say the service itself is unavailable (a gateway without it, or it says so):
 * once retried to the end, nothing more is sent. A 500 is this request's failure: the others
 * still go (docs/bad-day.md).
 */
const DOWN_STATUS = (s: number): boolean => s === 502 || s === 503 || s === 504

/** Transport errors that a retry cannot fix (the CLI gives up on these too, §12.2). */
const FATAL_ERROR_CODES = new Set([
  'ERR_INVALID_URL',
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_INVALID_PROTOCOL',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_RESPONSE_TOO_LARGE'
])

const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** A GET answer: the parsed JSON and the text it was parsed from (outputs pass it on as received). */
export interface Received {
  body: unknown
  text: string
}

export class RecordsClient {
  readonly baseUrl: string
  readonly dryRun: boolean
  readonly maxRetries: number
  readonly timeoutSeconds: number
  private readonly token: string
  private readonly userAgent: string
  private readonly sleep: (ms: number) => Promise<void>
  private readonly onDryRun?: (request: DryRunRequest) => void
  private readonly onRetry?: (event: RetryEvent) => void
  private readonly onSuccess?: (event: SuccessEvent) => void
  private readonly onRetried?: (event: RetriedRequest) => void
  private readonly tokenSource: string
  readonly outbox?: Outbox
  private readonly labels = new AsyncLocalStorage<string>()
  /**
   * One keep-alive agent per protocol for direct requests, shared by every attempt: a connection
   * per request cost more CPU than the rest of reporting an artifact (docs/compatibility.md §12).
   * Through a proxy, @actions/http-client's tunnelling agent is used as before.
   */
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true })
  }
  private stopError?: ApiError & { stops: StopKind }

  constructor(options: RecordsClientOptions) {
    this.baseUrl = withoutTrailingSlashes(options.baseUrl)
    this.token = options.token
    this.dryRun = options.dryRun ?? false
    this.maxRetries = options.maxRetries
    this.timeoutSeconds = options.timeoutSeconds
    this.userAgent = options.userAgent ?? 'records-action'
    this.sleep = options.sleep ?? defaultSleep
    this.onDryRun = options.onDryRun
    this.onRetry = options.onRetry
    this.onSuccess = options.onSuccess
    this.onRetried = options.onRetried
    this.tokenSource = options.tokenSource ?? 'the api-token input'
    this.outbox = options.outbox
  }

  /**
   * The error that stopped the run — a refused token (401/403) or a service that is down —
   * after which nothing more is sent; undefined while requests go out.
   */
  get stopped(): (ApiError & { stops: StopKind }) | undefined {
    return this.stopError
  }

  /** Runs `fn` with its requests named `label` in retry reports and the outbox. */
  labelled<T>(label: string, fn: () => Promise<T>): Promise<T> {
    return this.labels.run(label, fn)
  }

  /** `{baseUrl}/seg1/seg2?query`, each segment percent-encoded; absent query values left out. */
  url(segments: readonly string[], query: Query = {}): string {
    const path = segments.map(encodeSegment).join('/')
    const params = new URLSearchParams()
    for (const key of Object.keys(query).sort()) {
      const value = query[key]
      if (value !== undefined) params.append(key, String(value))
    }
    const search = params.toString()
    return `${this.baseUrl}/${path}${search ? `?${search}` : ''}`
  }

  /** GET a JSON body. In dry-run nothing is sent and the result is undefined. */
  async getJson(segments: readonly string[], query?: Query): Promise<Received | undefined> {
    const url = this.url(segments, query)
    if (this.dryRun) {
      this.onDryRun?.({ method: 'GET', url: this.clean(url) })
      return undefined
    }
    if (this.stopError) throw new NotSentError(this.stopError, this.what('GET', url))
    const { response, attempts } = await this.send('GET', url)
    try {
      return { body: JSON.parse(response.text) as unknown, text: response.text }
    } catch {
      throw new ApiError({
        method: 'GET',
        url,
        attempts,
        status: response.status,
        reason: `the service answered ${response.status} with a body that is not JSON: ${snippet(this.clean(response.text.slice(0, SNIPPET_SOURCE_CHARS)))}`
      })
    }
  }

  /** POST a JSON body; returns the parsed answer (or its text if not JSON), undefined in dry-run. */
  async postJson(segments: readonly string[], body: unknown): Promise<unknown> {
    return this.post(this.url(segments), { kind: 'json', value: body })
  }

  /** POST multipart/form-data; returns like postJson. */
  async postForm(segments: readonly string[], parts: FormParts): Promise<unknown> {
    return this.post(this.url(segments), { kind: 'form', parts })
  }

  /** POSTs a payload under the API base, as `replay` sends a stored request. */
  async postPayload(segments: readonly string[], payload: Payload): Promise<unknown> {
    return this.post(this.url(segments), payload, segments)
  }

  private async post(
    url: string,
    payload: Payload,
    segments: readonly string[] = this.segmentsOf(url)
  ): Promise<unknown> {
    if (this.dryRun) {
      const body =
        payload.kind === 'json'
          ? JSON.stringify(payload.value, null, 4)
          : describeForm(payload.parts).join('\n')
      this.onDryRun?.({ method: 'POST', url: this.clean(url), body: this.clean(body) })
      return undefined
    }
    const defer = (failure: ApiError): DeferredError | undefined => {
      if (!this.outbox || !failure.deferrable) return undefined
      const label = this.what('POST', url)
      const id = this.outbox.add({
        method: 'POST',
        path: [...segments],
        label,
        payload,
        reason: failure.message
      })
      return new DeferredError(id, failure)
    }
    if (this.stopError) {
      throw defer(this.stopError) ?? new NotSentError(this.stopError, this.what('POST', url))
    }
    let response: RawResponse
    try {
      ;({ response } = await this.send('POST', url, await encodePayload(payload)))
    } catch (err) {
      throw (err instanceof ApiError && defer(err)) || err
    }
    try {
      return JSON.parse(response.text)
    } catch {
      return response.text
    }
  }

  /** Sends with retries until 200/201, or throws the ApiError of the last attempt. */
  private async send(
    method: string,
    url: string,
    body?: EncodedForm
  ): Promise<{ response: RawResponse; attempts: number }> {
    const attempts = this.maxRetries + 1
    const retries: RetryEvent[] = []
    const label = this.labels.getStore()
    const ended = (ok: boolean): void => {
      if (retries.length > 0) this.onRetried?.({ label, method, url, retries, ok })
    }
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(method, url, body)
      if ('response' in outcome && isSuccess(outcome.response.status)) {
        this.onSuccess?.({ method, url, status: outcome.response.status, attempt })
        ended(true)
        return { response: outcome.response, attempts: attempt }
      }
      const retryable =
        'response' in outcome
          ? RETRYABLE_STATUS(outcome.response.status)
          : outcome.failure.retryable
      // Another request found the service down meanwhile: waiting on this one is no use.
      if (!retryable || attempt >= attempts || this.stopError) {
        ended(false)
        throw this.stop(this.failure(method, url, attempt, outcome, retryable))
      }
      const delay = retryDelay(attempt - 1, 'response' in outcome ? outcome.response : undefined)
      const event: RetryEvent = {
        method,
        url,
        attempt,
        maxAttempts: attempts,
        ...('response' in outcome
          ? { status: outcome.response.status, ...this.retryMessage(outcome.response) }
          : { error: this.clean(outcome.failure.cause) }),
        waitMs: delay
      }
      retries.push(event)
      this.onRetry?.(event)
      await this.sleep(delay)
    }
  }

  /** The first error that stops the run is kept: every later request is refused at once. */
  private stop(error: ApiError): ApiError {
    if (error.stops && !this.stopError) this.stopError = error as ApiError & { stops: StopKind }
    return error
  }

  /** The request's label, else its method and path. */
  private what(method: string, url: string): string {
    return this.labels.getStore() ?? `${method} ${this.clean(url)}`
  }

  private segmentsOf(url: string): string[] {
    const rest = url.slice(this.baseUrl.length + 1).split('?')[0]
    return rest.split('/').map((s) => decodeURIComponent(s))
  }

  private failure(
    method: string,
    url: string,
    attempts: number,
    outcome: Outcome,
    retryable: boolean
  ): ApiError {
    if ('failure' in outcome) {
      return new ApiError({
        method,
        url,
        attempts,
        cause: this.clean(outcome.failure.cause),
        ...(retryable ? { stops: 'down' as const } : {})
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
    let hint: string | undefined
    if (status === 401) {
      hint =
        `the token is wrong, expired or revoked: check the secret read from ${this.tokenSource}; ` +
        'nothing more is sent with it'
    }
    if (status === 403) {
      const org = this.orgOf(url)
      hint =
        `check that the org${org ? ` '${org}'` : ''} is right and that api-token belongs to ` +
        'that org (a token of another org, or one without access, is refused with 403)'
    }
    return new ApiError({
      stops:
        status === 401 || status === 403
          ? 'auth'
          : retryable && DOWN_STATUS(status)
            ? 'down'
            : undefined,
      deferrable: retryable && status !== 409,
      method,
      url,
      attempts,
      status,
      serverMessage,
      errors: parsed.errors && redactDeep(parsed.errors, [this.token]),
      hint
    })
  }

  /** One attempt with its own deadline; never rejects. */
  private async attempt(method: string, url: string, body?: EncodedForm): Promise<Outcome> {
    // Loaded with the first request: a dry run sends none and loads none of it (docs/startup.md).
    const { HttpClient, getProxyUrl } = await import('@actions/http-client')
    const timeoutMs = Math.round(this.timeoutSeconds * 1000)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const direct = getProxyUrl(url) === ''
    const agent = direct ? this.agents[new URL(url).protocol as 'http:' | 'https:'] : undefined
    const http = new HttpClient(this.userAgent, [abortWith(controller.signal, direct, agent)], {
      allowRetries: false,
      allowRedirects: false,
      keepAlive: false,
      socketTimeout: timeoutMs
    })
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.token}`,
      Accept: 'application/json'
    }
    let data: string | Readable | null = null
    if (body) {
      headers['Content-Type'] = body.contentType
      headers['Content-Length'] = String(body.bytes.length)
      // A JSON body is UTF-8 text: written in one call, no stream to set up per request.
      data = body.contentType.startsWith('application/json')
        ? body.bytes.toString('utf8')
        : Readable.from([body.bytes], { objectMode: false })
    }
    const failed = (err: unknown): Outcome => ({
      failure:
        timedOut || isSocketTimeout(err)
          ? { cause: `timed out after ${this.timeoutSeconds}s`, retryable: true }
          : describeTransportError(err, url)
    })
    return http
      .request(method, url, data, headers)
      .then(async (res): Promise<Outcome> => {
        const status = res.message.statusCode ?? 0
        const limit = isSuccess(status) ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES
        const { text, unread } = await readBody(res, limit, !isSuccess(status))
        return { response: { status, headers: res.message.headers, text, unread } }
      })
      .catch(failed)
      .finally(() => {
        clearTimeout(timer)
        http.dispose()
      })
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

/** encodeURIComponent, plus `.`/`..` kept from collapsing the path. */
function encodeSegment(segment: string): string {
  if (segment === '') throw new Error('A URL path segment is empty')
  const encoded = encodeURIComponent(segment)
  return /^\.+$/.test(encoded) ? encoded.replace(/\./g, '%2E') : encoded
}

async function encodePayload(payload: Payload): Promise<EncodedForm> {
  if (payload.kind === 'form') return encodeForm(payload.parts)
  return {
    bytes: Buffer.from(JSON.stringify(payload.value), 'utf8'),
    contentType: 'application/json; charset=utf-8'
  }
}

/** Hands the per-attempt abort signal to node's http.request (covers connect and body). */
function abortWith(
  signal: AbortSignal,
  direct: boolean,
  agent: RequestOptions['agent']
): RequestHandler {
  return {
    prepareRequest: (options: RequestOptions) => {
      options.signal = signal
      if (agent) options.agent = agent
      // http-client passes an IPv6 URL's host with its brackets, which node cannot resolve
      // (ENOTFOUND [::1]). Through a proxy the brackets stay: the CONNECT line needs them.
      if (direct && typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
        options.host = options.host.slice(1, -1)
      }
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('authentication handlers are not used'))
  }
}

/**
 * Largest response body read. The service's answers are far smaller (a page of environments,
 * a search); a server that streams without end must not run the runner out of memory.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024
/**
 * Largest error body read: its message is cut to a few KB anyway (errors.ts), so the rest of
 * an endless or huge error answer is dropped unread.
 */
export const MAX_ERROR_BODY_BYTES = 1024 * 1024
/** The most of the service's words a retry report carries. */
const RETRY_MESSAGE_CHARS = 300
/** How much of an unexpected body is redacted and looked at for a one-line snippet. */
const SNIPPET_SOURCE_CHARS = 64 * 1024

const isSuccess = (status: number): boolean => status === 200 || status === 201

/**
 * The body as UTF-8, at most `limit` bytes: over it, either the first `limit` bytes with
 * `unread` (`keepHead`), or a rejection. Rejects if the connection dies first (readBody() would
 * hang).
 */
function readBody(
  res: HttpClientResponse,
  limit: number,
  keepHead: boolean
): Promise<{ text: string; unread: boolean }> {
  const message = res.message
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let ended = false
    let size = 0
    message.on('data', (chunk: Buffer) => {
      if (ended) return
      if (size + chunk.length > limit) {
        ended = true
        message.destroy()
        if (keepHead) {
          chunks.push(chunk.subarray(0, limit - size))
          resolve({ text: Buffer.concat(chunks).toString('utf8'), unread: true })
          return
        }
        reject(
          Object.assign(new Error(`the response body is larger than ${limit} bytes; not read`), {
            code: 'ERR_RESPONSE_TOO_LARGE'
          })
        )
        return
      }
      size += chunk.length
      chunks.push(chunk)
    })
    message.on('end', () => {
      if (ended) return
      ended = true
      resolve({ text: Buffer.concat(chunks).toString('utf8'), unread: false })
    })
    message.on('error', reject)
    message.on('close', () => {
      if (!ended)
        reject(
          Object.assign(new Error('connection closed before the response ended'), {
            code: 'ECONNRESET'
          })
        )
    })
  })
}

/** Errors from node's own modules may come from another realm (jest's vm): no instanceof. */
function isErrorLike(err: unknown): err is Error & { code?: string } {
  return typeof err === 'object' && err !== null && typeof (err as Error).message === 'string'
}

function isSocketTimeout(err: unknown): boolean {
  return isErrorLike(err) && err.message.startsWith('Request timeout:')
}

/** OpenSSL's words when a TLS client gets a plain-HTTP answer. */
const NOT_TLS = /wrong version number|packet length too long|http request|unknown protocol/i

function describeTransportError(err: unknown, url: string): TransportFailure {
  if (!isErrorLike(err)) return { cause: String(err), retryable: true }
  const code = err.code
  if (
    url.startsWith('https:') &&
    (code === 'EPROTO' ||
      code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
      code?.startsWith('ERR_SSL_')) &&
    NOT_TLS.test(err.message)
  ) {
    const { host } = new URL(url)
    return {
      cause:
        `base-url is https:// but the server at ${host} does not speak TLS (it answered like a ` +
        'plain-http server): use an http:// base-url, or the port where the server serves https',
      retryable: false
    }
  }
  const cause = code && !err.message.includes(code) ? `${err.message} (${code})` : err.message
  const fatal =
    (code !== undefined && (FATAL_ERROR_CODES.has(code) || code.startsWith('ERR_TLS_'))) ||
    err.message.startsWith('Redirect from HTTPS to HTTP')
  return { cause, retryable: !fatal }
}

/**
 * Wait before retry number `retryIndex` (0-based): Retry-After for 429/503 when the service sends
 * one, else 1 s × 2^n capped at 30 s, ±20 % jitter so parallel jobs do not retry in step.
 */
export function retryDelay(
  retryIndex: number,
  response?: Pick<RawResponse, 'status' | 'headers'>
): number {
  if (response && (response.status === 429 || response.status === 503)) {
    const after = parseRetryAfter(response.headers['retry-after'])
    if (after !== undefined) return Math.min(after, RETRY_AFTER_CAP_MS)
  }
  const base = Math.min(BACKOFF_BASE_MS * 2 ** retryIndex, BACKOFF_CAP_MS)
  const jittered = base * (1 + (Math.random() * 2 - 1) * JITTER)
  return Math.round(Math.min(jittered, BACKOFF_CAP_MS))
}

/** RFC 9110's IMF-fixdate, the one HTTP-date form a server may send (`Sun, 06 Nov 1994 08:49:37 GMT`). */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

/**
 * Retry-After as milliseconds: delay-seconds (a non-negative integer) or an IMF-fixdate (RFC
 * 9110 §10.2.3); anything else (`-1`, `1,5`, `1.5`, a loose date) is ignored, so the normal
 * backoff applies. Never negative.
 */
export function parseRetryAfter(value: string | string[] | undefined): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!IMF_FIXDATE.test(text)) return undefined
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(date - Date.now(), 0)
}

export { ApiError, statusLine }
