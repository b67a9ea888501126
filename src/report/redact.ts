/**
 * Secrets removed from a result's raw strings before anything renders or escapes them: an
 * escaped token (`_` → `&#95;`) would no longer be found by redaction afterwards.
 */
import type { CommandResult } from '../results.js'
import { hasSecrets, redactSecrets } from '../util/secrets.js'

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value)
  if (Array.isArray(value)) return value.map(redactValue)
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) copy[redactSecrets(k)] = redactValue(v)
    return copy
  }
  return value
}

/** A copy of the result with every string (keys too) redacted; the result itself when no secret is known. */
export function redactResult(result: CommandResult): CommandResult {
  return hasSecrets() ? (redactValue(result) as CommandResult) : result
}
