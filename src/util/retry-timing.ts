/**
 * How long to wait before trying a request again: exponential backoff with jitter, the
 * server's Retry-After, and what a request's remaining retries may cost at most (its retry
 * budget). Pure arithmetic: the records client and the check-run code both use it.
 */

const BACKOFF_BASE_MS = 1000
const BACKOFF_CAP_MS = 30_000
const JITTER = 0.2
/** The longest single wait, whatever a server asks: one step must not stall for hours. */
export const RETRY_AFTER_CAP_MS = 300_000

/** The backoff before retry number `retryIndex` (0-based) without jitter: 1 s × 2^n, at most 30 s. */
export function backoffMs(retryIndex: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** retryIndex, BACKOFF_CAP_MS)
}

/** The backoff with ±20 % jitter, so that parallel jobs do not retry in step. */
export function jitteredBackoffMs(retryIndex: number, random: () => number = Math.random): number {
  const jittered = backoffMs(retryIndex) * (1 + (random() * 2 - 1) * JITTER)
  return Math.round(Math.min(jittered, BACKOFF_CAP_MS))
}

/**
 * Wait before retry number `retryIndex` (0-based): Retry-After for 429/503 when the server sends
 * one, else the jittered backoff.
 */
export function retryDelay(
  retryIndex: number,
  response?: { status: number; headers: Record<string, string | string[] | undefined> }
): number {
  const asked = response ? retryAfterOf(response) : undefined
  return asked ?? jitteredBackoffMs(retryIndex)
}

/** The wait a 429 or 503 asks for with Retry-After, in ms; undefined when it asks none. */
export function retryAfterOf(response: {
  status: number
  headers: Record<string, string | string[] | undefined>
}): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined
  return parseRetryAfter(response.headers['retry-after'])
}

/**
 * What the retries left after attempt `attempt` (1-based) of `maxAttempts` may cost at most
 * without Retry-After: each one's backoff (without jitter) and its attempt's timeout. From
 * attempt 1 it is the request's retry budget: every wait and retry attempt is taken from it
 * (src/api/client.ts), so a request never takes longer than its first attempt and this.
 */
export function retryBudgetLeftMs(attempt: number, maxAttempts: number, timeoutMs: number): number {
  let left = 0
  for (let retry = attempt; retry < maxAttempts; retry++) left += backoffMs(retry - 1) + timeoutMs
  return left
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

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))
