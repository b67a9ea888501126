/**
 * `search`: look a commit SHA or fingerprint up (operation 5) and judge the compliance of what
 * matched. "No matches" is a notice, and a failure only with fail-on-non-compliant.
 */
import type { Config } from '../config.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { search } from '../api/operations.js'
import type { SearchFoundArtifact } from '../api/models.js'
import type { CommandResult, SearchOutcome } from '../results.js'
import { requireInput } from './attestation-common.js'
import { newResult } from './result.js'
import { UNKNOWN_STATE, isCompliantState, worstComplianceState } from './compliance.js'

export { UNKNOWN_STATE, worstComplianceState }

/**
 * Searches `value` and reads the worst compliance state of what matched. 404 No matches gives
 * `notFound`; any other service failure is kept in `error` (the caller decides whether it
 * fails the step). Invalid values throw a ValidationError before anything is sent.
 */
export async function searchValue(
  config: Config,
  client: RecordsClient,
  value: string
): Promise<SearchOutcome> {
  const outcome: SearchOutcome = { value }
  try {
    const checked = await search(client, config.org, value)
    if (checked === undefined) return outcome // dry run: nothing was asked
    const found = checked.value
    outcome.result = found
    outcome.resultJson = checked.received
    if (checked.warnings.length > 0) outcome.warnings = checked.warnings
    const skipped = checked.skipped ?? 0
    if (found.artifacts.length === 0 && skipped === 0) outcome.notFound = true
    else {
      // A skipped item may have been the worst: it counts as an artifact of unknown state.
      const unknown: SearchFoundArtifact[] = skipped > 0 ? [{ fingerprint: '', name: '' }] : []
      outcome.complianceState = worstComplianceState([...found.artifacts, ...unknown])
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    if (err.status === 404) outcome.notFound = true
    else outcome.error = err.message
  }
  return outcome
}

export async function runSearch(config: Config, client: RecordsClient): Promise<CommandResult> {
  const result = newResult(config)
  const value = requireInput('search-value', config.searchValue, 'search')
  const outcome = await searchValue(config, client, value)
  result.search = outcome
  result.warnings.push(...(outcome.warnings ?? []))

  if (outcome.error) {
    result.failures.push(`Search for '${value}' failed: ${outcome.error}`)
    return result
  }
  if (!outcome.result && !outcome.notFound) {
    result.notices.push(`Dry run: the search for '${value}' was not sent.`)
    return result
  }
  if (outcome.notFound) {
    const message = `No artifact matches '${value}' in org '${config.org}'.`
    if (config.failOnNonCompliant) result.failures.push(message)
    else result.notices.push(message)
    return result
  }

  const state = outcome.complianceState ?? UNKNOWN_STATE
  result.compliant = isCompliantState(state) === true
  if (config.failOnNonCompliant && !result.compliant) {
    result.failures.push(`'${value}' is not compliant: compliance state ${state}.`)
  }
  return result
}
