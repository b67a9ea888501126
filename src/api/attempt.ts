/**
 * One HTTP attempt to the records service, with its own deadline: the request through
 * @actions/http-client (so the runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY apply), the answer
 * read up to a bound, and a transport failure described in words. It never rejects, never
 * retries and never follows a redirect (a redirect could carry the token elsewhere).
 */
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { Readable } from 'node:stream'
import type { IncomingMessage, RequestOptions } from 'node:http'
import type { HttpClientResponse } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import type { EncodedForm } from './multipart.js'
import { PROXY_FAILURE, describeEnvProxyFailure, envProxyVariable, proxyAgent } from './proxy.js'

export interface RawResponse {
  status: number
  headers: IncomingMessage['headers']
  text: string
  /** Bytes of the body that were not read (an error body over MAX_ERROR_BODY_BYTES). */
  unread?: boolean
}

/** Whether the caller reads a successful answer's body (a read) or not (a write). */
export type AnswerUse = 'kept' | 'unused'

/** Why an attempt got no answer: its deadline passed, or the connection failed. */
export interface TransportFailure {
  cause: string
  /**
   * `timeout`: the deadline passed; `connection`: refused, reset, DNS…; `fatal`: a retry cannot
   * help; `proxy`: the proxy cannot be reached or refused the tunnel (a configuration error).
   */
  kind: 'timeout' | 'connection' | 'fatal' | 'proxy'
}

/** What one attempt ended in: a response, or a transport failure. */
export type Outcome = { response: RawResponse } | { failure: TransportFailure }

export interface AttemptSettings {
  token: string
  userAgent: string
  timeoutSeconds: number
  /** The `http-proxy` input: every request through it, whatever HTTPS_PROXY/NO_PROXY say. */
  proxy?: string
  /** Where `proxy` came from, for an error naming it (`the http-proxy input`). */
  proxyFrom?: string
  /**
   * `unused`: the caller reads nothing of a success (a write): every answer is read only up to
   * UNUSED_ANSWER_BYTES, enough for the error messages shown, and the connection is closed on
   * the rest. `kept` (default): a success up to MAX_RESPONSE_BYTES.
   */
  answer?: AnswerUse
  /** Called once if the attempt has had no answer after `slowAfterMs`. */
  slowAfterMs?: number
  onSlow?: (waitedMs: number) => void
}

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

/**
 * One keep-alive agent per protocol for direct requests, shared by every attempt of a process:
 * a connection per request cost more CPU than the rest of reporting an artifact
 * (docs/compatibility.md §12). Through a proxy, @actions/http-client's tunnelling agent is used.
 */
const AGENTS = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true })
}

export const isSuccess = (status: number): boolean => status === 200 || status === 201

/** One attempt with its own deadline; never rejects. */
export async function attempt(
  method: string,
  url: string,
  body: EncodedForm | undefined,
  settings: AttemptSettings
): Promise<Outcome> {
  // Loaded with the first request: a dry run sends none and loads none of it (docs/startup.md).
  const { HttpClient, getProxyUrl } = await import('@actions/http-client')
  const timeoutMs = Math.round(settings.timeoutSeconds * 1000)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const started = Date.now()
  const slow =
    settings.onSlow && settings.slowAfterMs !== undefined && settings.slowAfterMs < timeoutMs
      ? setTimeout(() => settings.onSlow?.(Date.now() - started), settings.slowAfterMs)
      : undefined
  const protocol = new URL(url).protocol as 'http:' | 'https:'
  const direct = settings.proxy === undefined && getProxyUrl(url) === ''
  const agent = settings.proxy
    ? proxyAgent(settings.proxy, protocol, settings.proxyFrom)
    : direct
      ? AGENTS[protocol]
      : undefined
  const http = new HttpClient(settings.userAgent, [abortWith(controller.signal, direct, agent)], {
    allowRetries: false,
    allowRedirects: false,
    keepAlive: false,
    socketTimeout: timeoutMs
  })
  const { headers, data } = requestOf(settings.token, body)
  const failed = (err: unknown): Outcome => ({
    failure:
      timedOut || isSocketTimeout(err)
        ? { cause: `timed out after ${settings.timeoutSeconds}s`, kind: 'timeout' }
        : (throughEnvProxy(err, url, direct ? '' : getProxyUrl(url)) ??
          describeTransportError(err, url))
  })
  return http
    .request(method, url, data, headers)
    .then(async (res): Promise<Outcome> => {
      const status = res.message.statusCode ?? 0
      const { limit, keepHead } = answerBound(status, settings.answer ?? 'kept')
      const { text, unread } = await readBody(res, limit, keepHead)
      return { response: { status, headers: res.message.headers, text, unread } }
    })
    .catch(failed)
    .finally(() => {
      clearTimeout(timer)
      clearTimeout(slow)
      http.dispose()
    })
}

/** The request's headers and body as http-client takes them. */
function requestOf(
  token: string,
  body: EncodedForm | undefined
): { headers: Record<string, string>; data: string | Readable | null } {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json'
  }
  if (!body) return { headers, data: null }
  headers['Content-Type'] = body.contentType
  headers['Content-Length'] = String(body.bytes.length)
  // A JSON body is UTF-8 text: written in one call, no stream to set up per request.
  const data = body.contentType.startsWith('application/json')
    ? body.bytes.toString('utf8')
    : Readable.from([body.bytes], { objectMode: false })
  return { headers, data }
}

/**
 * How much of an answer is read, and whether a longer one keeps its head (else it fails the
 * request): an unused answer and an error keep their head, a read's success must fit.
 */
function answerBound(status: number, answer: AnswerUse): { limit: number; keepHead: boolean } {
  if (answer === 'unused') return { limit: UNUSED_ANSWER_BYTES, keepHead: true }
  return isSuccess(status)
    ? { limit: MAX_RESPONSE_BYTES, keepHead: false }
    : { limit: MAX_ERROR_BODY_BYTES, keepHead: true }
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
/**
 * The most read of any answer to a write, whose success body the action never uses: well over
 * the few KB of the service's words an error message keeps (errors.ts MAX_MESSAGE_CHARS), and
 * small enough that 64 answers in flight of any size hold 4 MiB, not 4 GiB.
 */
export const UNUSED_ANSWER_BYTES = 64 * 1024

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

/** Certificate errors that mean "signed by a CA Node does not trust": a company CA, mostly. */
const UNTRUSTED_CHAIN = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'
])

/** What to do when a company CA (a TLS-inspecting proxy, an internal service) signed the answer. */
export const COMPANY_CA_HINT =
  "the certificate is signed by a CA Node does not trust. If it is your company's (a proxy " +
  'that inspects TLS, an internal service), give it to Node in the job: ' +
  'NODE_EXTRA_CA_CERTS=/path/to/company-ca.pem, or on Node 24 NODE_USE_SYSTEM_CA=1 to trust ' +
  'the runner\'s system store (README, "Proxies and a company CA")'

/** OpenSSL's words when a TLS client gets a plain-HTTP answer. */
const NOT_TLS = /wrong version number|packet length too long|http request|unknown protocol/i

/**
 * A failure of the runner's proxy (HTTPS_PROXY, HTTP_PROXY: `proxyUrl`, '' when none was used),
 * in words naming it and its variable; undefined when the failure is not the proxy's.
 */
function throughEnvProxy(
  err: unknown,
  url: string,
  proxyUrl: string
): TransportFailure | undefined {
  if (proxyUrl === '' || !isErrorLike(err)) return undefined
  const target = new URL(url)
  const named = describeEnvProxyFailure(err, new URL(proxyUrl), envProxyVariable(target), target)
  return named && describeTransportError(named, url)
}

function describeTransportError(err: unknown, url: string): TransportFailure {
  if (!isErrorLike(err)) return { cause: String(err), kind: 'connection' }
  const code = err.code
  if (code === PROXY_FAILURE) return { cause: err.message, kind: 'proxy' }
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
      kind: 'fatal'
    }
  }
  let cause = code && !err.message.includes(code) ? `${err.message} (${code})` : err.message
  if (code !== undefined && UNTRUSTED_CHAIN.has(code)) cause += `: ${COMPANY_CA_HINT}`
  const fatal =
    (code !== undefined && (FATAL_ERROR_CODES.has(code) || code.startsWith('ERR_TLS_'))) ||
    err.message.startsWith('Redirect from HTTPS to HTTP')
  return { cause, kind: fatal ? 'fatal' : 'connection' }
}
