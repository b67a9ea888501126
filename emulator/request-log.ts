/** The request log: every request received under /api/v2, in order, faulted or not. */
import type { IncomingMessage } from 'node:http'
import { isMultipart, type ReceivedBody } from './body.js'
import { faultKind } from './fault-effects.js'
import { nowSeconds } from './http.js'
import type { Fault, RecordedRequest } from './types.js'

export class RequestLog {
  private entries: RecordedRequest[] = []

  add(entry: RecordedRequest): void {
    this.entries.push(entry)
  }

  /** The log itself, for an answer written at once (`GET /_emulator/requests`). */
  all(): RecordedRequest[] {
    return this.entries
  }

  /** A copy the caller may keep and change. */
  copy(): RecordedRequest[] {
    return structuredClone(this.entries)
  }

  clear(): void {
    this.entries = []
  }
}

/** A query parameter given once is a string; given more than once, all its values. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    out[key] = all.length === 1 ? all[0] : all
  }
  return out
}

/** Lower-case names; a header given more than once joined with `, `. */
function headerObject(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  }
  return out
}

/** The log's entry for a request, with the fault that matched it (null when none did). */
export function recordOf(
  req: IncomingMessage,
  url: URL,
  received: ReceivedBody,
  fault: Fault | null
): RecordedRequest {
  const { contentType, bytes } = received
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: queryObject(url.searchParams),
    headers: headerObject(req),
    content_type: contentType,
    body: bytes && bytes.length > 0 && !isMultipart(contentType) ? bytes.toString('utf8') : null,
    parts: received.parts,
    received_at: nowSeconds(),
    fault: fault ? faultKind(fault) : null
  }
}
