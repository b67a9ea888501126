/**
 * The records client's live events as log lines: the CLI's dry-run banner with the payload,
 * and one line per failed attempt that is retried. Printed through the Output boundary.
 */
import type { DryRunRequest, RetriedRequest, RetryEvent } from '../api/client.js'
import { statusLine } from '../api/errors.js'

/**
 * The CLI's dry-run banner and payload as one text (docs/compatibility.md §12). The payload is
 * appended whole, never split into lines: its size grows with the input (100,000 suites), and
 * the output boundary cuts it to what a block may show.
 */
export function formatDryRun(request: DryRunRequest): string {
  const head =
    '############### THIS IS A DRY-RUN  ###############\n' +
    `the request would have been sent to: ${request.method} ${request.url}`
  if (request.body === undefined) return head
  return `${head}\nthis is the payload that would be sent in a real run:\n${request.body}`
}

/** One log line for a failed attempt: `POST <url>: attempt 1/4 failed (503 Service Unavailable); retrying in 1.0s`. */
export function describeRetry(e: RetryEvent): string {
  const what =
    e.status !== undefined
      ? [statusLine(e.status), e.message].filter(Boolean).join(': ')
      : (e.error ?? 'unknown error')
  return (
    `${e.method} ${e.url}: attempt ${e.attempt}/${e.maxAttempts} failed (${what}); ` +
    `retrying in ${(e.waitMs / 1000).toFixed(1)}s`
  )
}

/** The title of a retried request's group: what it was for, and how it ended. */
export function retriedTitle(e: RetriedRequest): string {
  const failed = e.retries.length === 1 ? '1 failed attempt' : `${e.retries.length} failed attempts`
  const what = e.label ?? `${e.method} ${e.url}`
  return `${what}: ${failed}, then ${e.ok ? 'it went through' : 'gave up'}`
}
