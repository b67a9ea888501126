/**
 * The URL of a request: the API base, each path segment percent-encoded, the query sorted. The
 * token goes only to a URL that lies under the API base as the URL parser reads it: a segment
 * that the parser would collapse (`.`, `..`, also once decoded: `%2e%2e`) is refused, and the
 * parsed path must be the path that was built (docs/bad-day.md, the outbox's threat model).
 */
import type { Query } from './request.js'

/** A path segment or URL that must not be requested. */
export class UnsafePathError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'UnsafePathError'
  }
}

/** Segments the URL parser treats as "this folder" or "up one", in any spelling. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i

function encodeSegment(segment: string): string {
  if (segment === '') throw new UnsafePathError('a path segment is empty')
  if (DOT_SEGMENT.test(segment)) {
    throw new UnsafePathError(`the path segment ${JSON.stringify(segment)} would climb the path`)
  }
  return encodeURIComponent(segment)
}

/**
 * `{baseUrl}/seg1/seg2?query`: each segment encoded, absent query values left out. Throws
 * UnsafePathError when the URL the parser reads does not lie under `baseUrl` with exactly this
 * path.
 */
export function requestUrl(
  baseUrl: string,
  segments: readonly string[],
  query: Query = {}
): string {
  const path = segments.map(encodeSegment).join('/')
  const params = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    if (value !== undefined) params.append(key, String(value))
  }
  const search = params.toString()
  const url = `${baseUrl}/${path}${search ? `?${search}` : ''}`
  const base = new URL(baseUrl)
  const parsed = new URL(url)
  const expected = `${base.pathname.replace(/\/$/, '')}/${path}`
  if (parsed.origin !== base.origin || parsed.pathname !== expected) {
    throw new UnsafePathError(`${url} does not lie under the API base ${baseUrl}`)
  }
  return url
}
