/**
 * The records service's HTTP transport: auth, retries with backoff, a timeout per attempt,
 * errors that carry the service's message, and dry-run. Built on @actions/http-client so the
 * runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY settings apply. Behaviour follows the CLI
 * (docs/compatibility.md §12) plus this project's additions (§15 points 7-8).
 */
import { Readable } from 'node:stream'
import type { IncomingMessage, RequestOptions } from 'node:http'
import * as core from '@actions/core'
import { HttpClient, getProxyUrl } from '@actions/http-client'
import type { HttpClientResponse } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { InputError } from '../errors.js'
import { ApiError, parseErrorBody, redact, redactDeep, snippet, statusLine } from './errors.js'
import { describeForm, encodeForm, type EncodedForm, type FormParts } from './multipart.js'

interface RecordsClientOptions {
  /** The service address up to and including `/api/v2` (a trailing slash is dropped). */
  baseUrl: string
  token: string
  /** Retries after the first attempt; 3 → up to 4 attempts. */
  maxRetries?: number
  /** Per attempt, covering connect, upload and the whole response. */
  timeoutSeconds?: number
  dryRun?: boolean
  /** `records-action/<version>` */
  userAgent?: string
  /** Where dry-run and debug lines go; default core.info (dry-run) and core.debug (debug). */
  log?: (line: string) => void
  /** Waits between attempts; tests pass a short one. */
  sleep?: (ms: number) => Promise<void>
}

type Query = Record<string, string | number | undefined>

type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; parts: FormParts }

interface RawResponse {
  status: number
  headers: IncomingMessage['headers']
  text: string
}

/** What one attempt ended in: a response, or a transport failure. */
type Outcome = { response: RawResponse } | { failure: TransportFailure }

interface TransportFailure {
  cause: string
  retryable: boolean
}

const DEFAULT_MAX_RETRIES = 3
const DEFAULT_TIMEOUT_SECONDS = 60
const BACKOFF_BASE_MS = 1000
const BACKOFF_CAP_MS = 30_000
const JITTER = 0.2
/** A Retry-After longer than this is cut short: one step must not stall for hours. */
const RETRY_AFTER_CAP_MS = 300_000

const RETRYABLE_STATUS = (s: number): boolean => s === 429 || s === 409 || (s >= 500 && s !== 501)

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

/** The body text each parsed GET answer came from (outputs such as search-result are "as received"). */
const receivedTexts = new WeakMap<object, string>()

/** The text a value returned by getJson was parsed from; undefined for anything else. */
export function receivedText(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? receivedTexts.get(value) : undefined
}

export class RecordsClient {
  readonly baseUrl: string
  readonly dryRun: boolean
  readonly maxRetries: number
  readonly timeoutSeconds: number
  private readonly token: string
  private readonly userAgent: string
  private readonly sleep: (ms: number) => Promise<void>
  private readonly info: (line: string) => void
  private readonly debug: (line: string) => void

  constructor(options: RecordsClientOptions) {
    this.baseUrl = checkBaseUrl(options.baseUrl)
    this.token = options.token
    this.dryRun = options.dryRun ?? false
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
    this.timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS
    this.userAgent = options.userAgent ?? 'records-action'
    this.sleep = options.sleep ?? defaultSleep
    this.info = options.log ?? ((line) => core.info(line))
    this.debug = options.log ?? ((line) => core.debug(line))
    if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) {
      throw new InputError('max-retries', String(this.maxRetries), 'must be an integer >= 0')
    }
    if (!Number.isFinite(this.timeoutSeconds) || this.timeoutSeconds <= 0) {
      throw new InputError('timeout-seconds', String(this.timeoutSeconds), 'must be a number > 0')
    }
    if (!this.dryRun && this.token === '') {
      throw new Error("Input 'api-token' is required to call the records service")
    }
    // Never echo the token: say only what is wrong with it.
    if (/[^\x21-\x7e]/.test(this.token)) {
      throw new Error(
        "Input 'api-token' contains whitespace or characters that cannot be sent in an HTTP " +
          'header (for example a trailing newline); check the secret'
      )
    }
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
  async getJson<T>(segments: readonly string[], query?: Query): Promise<T | undefined> {
    const url = this.url(segments, query)
    if (this.dryRun) {
      this.printDryRun('GET', url)
      return undefined
    }
    const { response, attempts } = await this.send('GET', url)
    try {
      const parsed: unknown = JSON.parse(response.text)
      if (typeof parsed === 'object' && parsed !== null) receivedTexts.set(parsed, response.text)
      return parsed as T
    } catch {
      throw new ApiError({
        method: 'GET',
        url,
        attempts,
        status: response.status,
        reason: `the service answered ${response.status} with a body that is not JSON: ${this.clean(snippet(response.text))}`
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

  private async post(url: string, payload: Payload): Promise<unknown> {
    if (this.dryRun) {
      this.printDryRun('POST', url, payload)
      return undefined
    }
    const { response } = await this.send('POST', url, await encodePayload(payload))
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
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(method, url, body)
      if ('response' in outcome && [200, 201].includes(outcome.response.status)) {
        this.debug(`${method} ${url}: ${outcome.response.status} (attempt ${attempt})`)
        return { response: outcome.response, attempts: attempt }
      }
      const retryable =
        'response' in outcome
          ? RETRYABLE_STATUS(outcome.response.status)
          : outcome.failure.retryable
      if (!retryable || attempt >= attempts) throw this.failure(method, url, attempt, outcome)
      const delay = retryDelay(attempt - 1, 'response' in outcome ? outcome.response : undefined)
      const what =
        'response' in outcome ? `status: ${outcome.response.status}` : outcome.failure.cause
      this.debug(
        `${method} ${url} (${what}): retrying in ${(delay / 1000).toFixed(1)}s (${attempts - attempt} left)`
      )
      await this.sleep(delay)
    }
  }

  private failure(method: string, url: string, attempts: number, outcome: Outcome): ApiError {
    if ('failure' in outcome) {
      return new ApiError({ method, url, attempts, cause: this.clean(outcome.failure.cause) })
    }
    const { status, headers, text } = outcome.response
    const parsed = parseErrorBody(text)
    let serverMessage = parsed.serverMessage && this.clean(parsed.serverMessage)
    if (status >= 300 && status < 400 && typeof headers.location === 'string') {
      // Redirects are not followed (they could carry the token elsewhere); say where to point.
      serverMessage = `redirected to ${this.clean(headers.location)}; set base-url to the final address`
    }
    return new ApiError({
      method,
      url,
      attempts,
      status,
      serverMessage,
      errors: parsed.errors && redactDeep(parsed.errors, this.token)
    })
  }

  /** One attempt with its own deadline; never rejects. */
  private attempt(method: string, url: string, body?: EncodedForm): Promise<Outcome> {
    const timeoutMs = Math.round(this.timeoutSeconds * 1000)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const direct = getProxyUrl(url) === ''
    const http = new HttpClient(this.userAgent, [abortWith(controller.signal, direct)], {
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
      data = Readable.from([body.bytes], { objectMode: false })
    }
    const failed = (err: unknown): Outcome => ({
      failure:
        timedOut || isSocketTimeout(err)
          ? { cause: `timed out after ${this.timeoutSeconds}s`, retryable: true }
          : describeTransportError(err)
    })
    return http
      .request(method, url, data, headers)
      .then(async (res): Promise<Outcome> => {
        const text = await readBody(res)
        return {
          response: { status: res.message.statusCode ?? 0, headers: res.message.headers, text }
        }
      })
      .catch(failed)
      .finally(() => {
        clearTimeout(timer)
        http.dispose()
      })
  }

  private printDryRun(method: string, url: string, payload?: Payload): void {
    const lines = [
      '############### THIS IS A DRY-RUN  ###############',
      `the request would have been sent to: ${method} ${url}`
    ]
    if (payload) {
      lines.push('this is the payload that would be sent in a real run:')
      if (payload.kind === 'json') lines.push(JSON.stringify(payload.value, null, 4))
      else lines.push(...describeForm(payload.parts))
    }
    for (const line of lines.join('\n').split('\n')) this.info(this.clean(line))
  }

  /** Removes the token from text bound for a message or a log. */
  private clean(text: string): string {
    return redact(text, this.token)
  }
}

function checkBaseUrl(raw: string): string {
  const base = raw.replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new InputError('base-url', raw, 'is not a valid URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError('base-url', raw, 'must be an http:// or https:// URL')
  }
  if (url.username || url.password) {
    // Every error message names the URL: credentials in it would be printed everywhere.
    url.username = ''
    url.password = ''
    throw new InputError('base-url', url.href, 'must not carry credentials (use api-token)')
  }
  if (!base.endsWith('/api/v2')) throw new InputError('base-url', raw, 'must end with /api/v2')
  return base
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
function abortWith(signal: AbortSignal, direct: boolean): RequestHandler {
  return {
    prepareRequest: (options: RequestOptions) => {
      options.signal = signal
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
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024

/** The whole body as UTF-8; rejects if the connection dies first (readBody() would hang). */
function readBody(res: HttpClientResponse): Promise<string> {
  const message = res.message
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let ended = false
    let size = 0
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_RESPONSE_BYTES) {
        ended = true
        message.destroy()
        reject(
          Object.assign(
            new Error(`the response body is larger than ${MAX_RESPONSE_BYTES} bytes; not read`),
            { code: 'ERR_RESPONSE_TOO_LARGE' }
          )
        )
        return
      }
      chunks.push(chunk)
    })
    message.on('end', () => {
      ended = true
      resolve(Buffer.concat(chunks).toString('utf8'))
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

function isSocketTimeout(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith('Request timeout:')
}

function describeTransportError(err: unknown): TransportFailure {
  if (!(err instanceof Error)) return { cause: String(err), retryable: true }
  const code = (err as NodeJS.ErrnoException).code
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

/** Retry-After as milliseconds: delta seconds or an HTTP date; never negative. */
export function parseRetryAfter(value: string | string[] | undefined): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!text) return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Math.max(Number(text) * 1000, 0)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(date - Date.now(), 0)
}

export { ApiError, statusLine }
