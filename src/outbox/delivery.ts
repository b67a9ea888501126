/**
 * How a write that was not recorded is told: deferred to the outbox, or stopped by a refused
 * token or a service that is down — those causes are reported once by settleDelivery, so each
 * write carries only a short note (docs/bad-day.md).
 */
import { ApiError, DeferredError, NotSentError } from '../api/errors.js'
import { errorMessage } from '../errors.js'
import type { Undelivered } from '../results.js'

/** Why `err` left a write unrecorded, when it is not a refusal of the write itself. */
export function undeliveredOf(err: unknown): Undelivered | undefined {
  if (err instanceof DeferredError) return 'deferred'
  if (err instanceof NotSentError) return 'stopped'
  if (err instanceof ApiError && err.stops) return 'stopped'
  return undefined
}

/** The note a write keeps: a few words for a stopped or deferred one, else the whole error. */
export function deliveryNote(err: unknown): string {
  if (err instanceof DeferredError) return err.message
  const stop = err instanceof NotSentError ? err.because : err instanceof ApiError ? err : undefined
  if (stop?.stops === 'auth') return `not recorded: the service refused the token (${stop.status})`
  if (stop?.stops === 'down') return 'not recorded: the service is down'
  return errorMessage(err)
}

/** The outcome fields of a write that failed with `err`. */
export function failedWrite(err: unknown): { error: string; undelivered?: Undelivered } {
  const undelivered = undeliveredOf(err)
  return { error: deliveryNote(err), ...(undelivered ? { undelivered } : {}) }
}

/** Why the client sends nothing more, in a few words. */
export function stoppedBy(client: { stopped?: ApiError }): string {
  return client.stopped?.stops === 'auth' ? 'the service refused the token' : 'the service is down'
}
