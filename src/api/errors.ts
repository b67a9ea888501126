/**
 * The error a failed request ends in, and how a service error body becomes its message. The
 * message always carries the service's own words (docs/compatibility.md §12.5, §15 point 7) and never
 * the API token.
 */
import { STATUS_CODES } from 'node:http'

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
}

export class ApiError extends Error {
  readonly status?: number
  readonly method: string
  readonly url: string
  readonly serverMessage?: string
  readonly errors?: Record<string, unknown>
  readonly attempts: number

  constructor(details: ApiErrorDetails) {
    super(describeFailure(details))
    this.name = 'ApiError'
    this.status = details.status
    this.method = details.method
    this.url = details.url
    this.serverMessage = details.serverMessage
    this.errors = details.errors
    this.attempts = details.attempts
  }
}

/** `POST <url> failed with 400 Bad Request: <message>: <field>: <error>`. */
function describeFailure(d: ApiErrorDetails): string {
  const head = `${d.method} ${d.url} failed`
  const what =
    d.reason ??
    (d.status !== undefined
      ? [statusLine(d.status), serverText(d.serverMessage, d.errors)].filter(Boolean).join(': ')
      : (d.cause ?? 'unknown error'))
  if (d.attempts > 1) return `${head} after ${d.attempts} attempts: ${what}`
  return d.status !== undefined && d.reason === undefined
    ? `${head} with ${what}`
    : `${head}: ${what}`
}

export function statusLine(status: number): string {
  const text = STATUS_CODES[status]
  return text ? `${status} ${text}` : String(status)
}

/** The service's message followed by its `errors` map, as one line. */
function serverText(message?: string, errors?: Record<string, unknown>): string {
  const parts: string[] = []
  if (message) parts.push(message)
  if (errors && Object.keys(errors).length > 0) {
    parts.push(
      Object.entries(errors)
        .map(
          ([field, text]) => `${field}: ${typeof text === 'string' ? text : JSON.stringify(text)}`
        )
        .join('; ')
    )
  }
  return parts.join(': ')
}

/** What an error response body says, in the shapes the service and proxies send (§12.5). */
export function parseErrorBody(text: string): {
  serverMessage?: string
  errors?: Record<string, unknown>
} {
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // An HTML page from a proxy or load balancer: a short, single-line glimpse is enough.
    return { serverMessage: `the response body is not JSON: ${snippet(text)}` }
  }
  if (typeof body === 'string') return { serverMessage: body }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { serverMessage: snippet(text) }
  }
  const record = body as Record<string, unknown>
  if (typeof record.message !== 'string') return { serverMessage: snippet(JSON.stringify(body)) }
  // Flask appends a long hint to its 404 text; the CLI cuts it off the same way.
  const message = record.message.split('You have requested')[0].trim()
  const errors = record.errors
  if (errors === undefined || errors === null) return { serverMessage: message }
  if (typeof errors === 'object' && !Array.isArray(errors)) {
    return { serverMessage: message, errors: errors as Record<string, unknown> }
  }
  return { serverMessage: `${message}: ${JSON.stringify(errors)}` }
}

/** Whitespace collapsed, at most `max` characters, quoted. */
export function snippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max)}…` : flat)
}

const REDACTED = '***'

/** `text` with every occurrence of `secret` replaced (a server may echo the token back). */
export function redact(text: string, secret: string): string {
  return secret === '' ? text : text.split(secret).join(REDACTED)
}

/** A JSON value with `secret` removed from every string in it (keys included). */
export function redactDeep<T>(value: T, secret: string): T {
  if (secret === '') return value
  if (typeof value === 'string') return redact(value, secret) as T
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secret)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [redact(k, secret), redactDeep(v, secret)])
    ) as T
  }
  return value
}
