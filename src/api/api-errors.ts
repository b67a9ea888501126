/**
 * The error a failed request ends in, and how a service error body becomes its message. The
 * message always carries the service's own words (docs/compatibility.md §12.5, §15 point 7) and never
 * the API token.
 */
import { createRequire } from 'node:module'
import { clip } from '../util/clip.js'

/** What went wrong, before it is worded: either a status with its body, or a transport cause. */
interface ApiErrorDetails {
  method: string
  url: string
  attempts: number
  status?: number
  /** The service's `message` (or the best text the body offers). */
  serverMessage?: string
  /** The service's `errors` map of a 400 (`{field: "<msg> [input: <value>]"}`). */
  errors?: Record<string, unknown>
  /** A transport failure in words (`timed out after 60s`, `connect ECONNREFUSED …`). */
  cause?: string
  /** A complete reason that replaces the status/cause wording (e.g. a 200 that is not JSON). */
  reason?: string
  /** What to check, appended in brackets (e.g. the org and token of a 403). */
  hint?: string
  /**
   * Why there was no answer: the deadline passed, the connection failed, it cannot work, or
   * the proxy cannot be reached or refused the tunnel.
   */
  failure?: TransportFailureKind
}

/** Why an attempt got no answer (api/attempt.ts `TransportFailure`). */
export type TransportFailureKind = 'timeout' | 'connection' | 'fatal' | 'proxy'

export class ApiError extends Error {
  readonly status?: number
  readonly method: string
  readonly url: string
  readonly serverMessage?: string
  readonly errors?: Record<string, unknown>
  readonly attempts: number
  readonly failure?: TransportFailureKind

  constructor(details: ApiErrorDetails) {
    super(describeFailure(routeHinted(details)))
    this.failure = details.failure
    this.name = 'ApiError'
    this.status = details.status
    this.method = details.method
    this.url = details.url
    this.serverMessage = details.serverMessage
    this.errors = details.errors
    this.attempts = details.attempts
  }
}

/**
 * The service's answer to a path it has no route for: `404 {"message": "Not Found"}`
 * (docs/compatibility.md §13.4). A search that matches nothing is a 404 too, but says
 * `No matches for '<value>'.`; a flow, an artifact or an environment that does not exist is
 * named in its 404's message.
 */
export const ROUTE_NOT_FOUND = 'Not Found'

/** What to check when the service has no such route: the URL, not the records. */
export const BASE_URL_HINT =
  'the service has no such route: check base-url, the service’s address without /api/v2, ' +
  'which the action adds; a base-url ending in /api gives /api/api/v2'

/** The error is the service's route-not-found answer: the URL is wrong, nothing was looked up. */
export function isRouteNotFound(err: ApiError): boolean {
  return err.status === 404 && err.serverMessage === ROUTE_NOT_FOUND
}

/**
 * A 404 in the service's own words that something does not exist: not a missing route, not a
 * proxy's page (a search reads only this one as "nothing matches").
 */
export function isServiceNotFound(err: ApiError): boolean {
  return (
    err.status === 404 &&
    err.serverMessage !== undefined &&
    err.serverMessage !== ROUTE_NOT_FOUND &&
    !err.serverMessage.startsWith(NOT_JSON)
  )
}

const routeHinted = (d: ApiErrorDetails): ApiErrorDetails =>
  d.status === 404 && d.serverMessage === ROUTE_NOT_FOUND && d.hint === undefined
    ? { ...d, hint: BASE_URL_HINT }
    : d

/** `POST <url> failed with 400 Bad Request: <message>: <field>: <error>`. */
function describeFailure(d: ApiErrorDetails): string {
  const head = `${d.method} ${d.url} failed`
  const what =
    d.reason ??
    (d.status !== undefined
      ? [statusLine(d.status), serverText(d.serverMessage, d.errors)].filter(Boolean).join(': ')
      : (d.cause ?? 'unknown error'))
  const hint = d.hint ? ` (${d.hint})` : ''
  if (d.attempts > 1) return `${head} after ${d.attempts} attempts: ${what}${hint}`
  return d.status !== undefined && d.reason === undefined
    ? `${head} with ${what}${hint}`
    : `${head}: ${what}${hint}`
}

/**
 * node:http's reason phrases, loaded when first needed: a run that sends nothing never loads
 * the HTTP stack (docs/startup.md).
 */
const statusCodes = (): Record<number, string | undefined> =>
  (createRequire(import.meta.url)('node:http') as typeof import('node:http')).STATUS_CODES

export function statusLine(status: number): string {
  const text = statusCodes()[status]
  return text ? `${status} ${text}` : String(status)
}

/** The service's message followed by its `errors` map, as one line of bounded length. */
function serverText(message?: string, errors?: Record<string, unknown>): string {
  const parts: string[] = []
  if (message) parts.push(message)
  if (errors && Object.keys(errors).length > 0) {
    parts.push(
      Object.entries(errors)
        .map(([field, text]) => {
          const value = typeof text === 'string' ? text : (JSON.stringify(text) ?? String(text))
          return `${cutText(field, 200)}: ${cutText(value, 1000)}`
        })
        .join('; ')
    )
  }
  return cutText(parts.join(': '), MAX_MESSAGE_CHARS)
}

/** How a message begins when the answer was not the service's JSON (a proxy's page). */
const NOT_JSON = 'the response body is not JSON: '

/** The most of the service's own words an error message carries. */
export const MAX_MESSAGE_CHARS = 4096

/** `text` cut to `max` characters with a note saying how long it was; redact before cutting. */
export function cutText(text: string, max: number): string {
  return clip(text, max, { sayLength: true })
}

/**
 * What an error response body says, in the shapes the service and proxies send (§12.5). `text`
 * must already be redacted. `unread`: only the head of a larger body was read; its `message`
 * is taken from the JSON text read so far.
 */
export function parseErrorBody(
  text: string,
  unread = false
): {
  serverMessage?: string
  errors?: Record<string, unknown>
} {
  if (text.trim() === '') return {}
  if (unread) {
    // JSON cut short cannot be parsed: read its leading "message" string as far as it goes.
    const partial = partialMessage(text)
    const note = "[cut: the service's answer is larger than the part read]"
    if (partial !== undefined) return { serverMessage: `${partial}… ${note}` }
    return { serverMessage: `${NOT_JSON}${snippet(text)} ${note}` }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // An HTML page from a proxy or load balancer: a short, single-line glimpse is enough.
    return { serverMessage: `${NOT_JSON}${snippet(text)}` }
  }
  if (typeof body === 'string') return { serverMessage: cutText(body, MAX_MESSAGE_CHARS) }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { serverMessage: snippet(text) }
  }
  const record = body as Record<string, unknown>
  if (typeof record.message !== 'string') return { serverMessage: snippet(JSON.stringify(body)) }
  // Flask appends a long hint to its 404 text; the CLI cuts it off the same way.
  const message = cutText(record.message.split('You have requested')[0].trim(), MAX_MESSAGE_CHARS)
  const errors = record.errors
  if (errors === undefined || errors === null) return { serverMessage: message }
  if (typeof errors === 'object' && !Array.isArray(errors)) {
    return { serverMessage: message, errors: errors as Record<string, unknown> }
  }
  return { serverMessage: cutText(`${message}: ${JSON.stringify(errors)}`, MAX_MESSAGE_CHARS) }
}

/** The first MAX_MESSAGE_CHARS characters of the leading `message` string of JSON cut short. */
function partialMessage(text: string): string | undefined {
  const start = /^\s*\{\s*"message"\s*:\s*"/.exec(text)
  if (!start) return undefined
  let i = start[0].length
  let out = ''
  while (i < text.length && out.length < MAX_MESSAGE_CHARS) {
    const c = text[i]
    if (c === '"') break
    if (c !== '\\') {
      out += c
      i += 1
      continue
    }
    const esc = /^\\(["\\/bfnrt]|u[0-9a-fA-F]{4})/.exec(text.slice(i, i + 6))
    if (!esc) break // the cut fell inside an escape
    out += JSON.parse(`"${esc[0]}"`) as string
    i += esc[0].length
  }
  return out
}

/** Whitespace collapsed, at most `max` characters, quoted. */
export function snippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(clip(flat, max + 1))
}
