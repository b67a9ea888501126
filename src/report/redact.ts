/**
 * Secrets removed from a result's raw strings before anything renders or escapes them: an
 * escaped token (`_` → `&#95;`) would no longer be found by redaction afterwards.
 */
import type { CommandResult } from '../results.js'
import { hasSecrets, redactDeep } from '../util/secrets.js'

/** A copy of the result with every string (keys too) redacted; the result itself when no secret is known. */
export function redactResult(result: CommandResult): CommandResult {
  return hasSecrets() ? redactDeep(result) : result
}
