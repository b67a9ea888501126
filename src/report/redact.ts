/**
 * Secrets removed from a result's raw strings before anything renders or escapes them: an
 * escaped token (`_` → `&#95;`) would no longer be found by redaction afterwards.
 */
import type { CommandResult } from '../results.js'
import { hasSecrets, redactDeep } from '../util/secrets.js'

/** The result with every string (keys too) redacted: a copy, or the result itself when no string in it holds a secret. */
export function redactResult(result: CommandResult): CommandResult {
  return hasSecrets() ? redactDeep(result) : result
}
