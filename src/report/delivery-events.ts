/**
 * The delivery's live events as log lines, printed as they happen through the Output boundary:
 * each failed attempt that is retried (and whether it probes the service or waits for the
 * probe), an attempt that has waited long for an answer, the stop; work whose libraries print
 * goes inside a group. And the CLI's dry-run banner with the payload, shown after the notices.
 */
import type { RetryEvent } from '../api/client.js'
import { statusLine } from '../api/api-errors.js'
import type { DeliveryEvents } from '../delivery/delivery.js'
import { describeStop, type RetryRole } from '../delivery/gate.js'
import type { DryRunRequest } from '../results.js'
import type { Output } from './boundary.js'
import { count } from '../util/english.js'

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

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`

/** What comes after a failed attempt, by the request's role while the service is in trouble. */
function nextWords(role: RetryRole, waitMs: number): string {
  if (role === 'wait') return 'waiting for the request that probes the service, then retrying'
  const retry = `retrying in ${seconds(waitMs)}`
  return role === 'probe'
    ? `the service is in trouble: ${retry} while the other requests wait`
    : retry
}

/** One log line for a failed attempt: `artifact a.bin: attempt 1/4 failed (503 Service Unavailable); retrying in 1.0s`. */
export function describeRetry(
  e: RetryEvent & { label?: string },
  role: RetryRole = 'alone'
): string {
  const what =
    e.status !== undefined
      ? [statusLine(e.status), e.message].filter(Boolean).join(': ')
      : (e.error ?? 'unknown error')
  const who = e.label ?? `${e.method} ${e.url}`
  return `${who}: attempt ${e.attempt}/${e.maxAttempts} failed (${what}); ${nextWords(role, e.waitMs)}`
}

/** The delivery's events, printed as they happen. */
export function deliveryEvents(out: Output): DeliveryEvents {
  return {
    onRetry: (event, role) => out.info(describeRetry(event, role)),
    onSlow: (e) =>
      out.info(
        `${e.label}: attempt ${e.attempt}/${e.maxAttempts} has had no answer for ` +
          `${seconds(e.waitedMs)} (it gives up at ${e.timeoutSeconds}s)`
      ),
    // The cause of a refused token or a configuration error is the step's error, at the end:
    // not said twice.
    onStop: (stop, cause) =>
      out.info(
        stop.kind === 'auth'
          ? `Stopped: ${describeStop(stop)}; nothing more is sent with it.`
          : stop.kind === 'config'
            ? `Stopped: ${describeStop(stop)}; nothing more is sent.`
            : `Stopped: ${describeStop(stop)} (${cause}); nothing more is sent.`
      ),
    onCancel: (e) =>
      out.info(
        `Cancelled (${e.signal}) after ${count(e.recorded, 'write')} recorded: no new write ` +
          'starts; ' +
          (e.inFlight > 0
            ? `waiting up to ${seconds(e.waitMs)} for the answers of the ${count(e.inFlight, 'write')} in flight.`
            : 'no write is in flight.')
      ),
    around: (title, work) => out.around(title, work)
  }
}
