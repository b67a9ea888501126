/**
 * `search`: look a commit SHA or fingerprint up (operation 5) and judge the compliance of what
 * matched. "No matches" is a notice, and a failure only with fail-on-non-compliant.
 */
import type { Delivery } from '../delivery/delivery.js'
import { ApiError, isServiceNotFound } from '../api/api-errors.js'
import { search } from '../api/operations.js'
import type { SearchFoundArtifact } from '../api/models.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit-inputs.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import { readSearchInputs } from '../inputs/queries.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { ArtifactRow, CommandResult, SearchOutcome } from '../results.js'
import {
  commandResult,
  type OnlineCommand,
  type RunConfig,
  type ServiceRunConfig
} from './command.js'
import { judgeCompliance } from '../compliance/judge.js'
import { stateOf } from '../compliance/states.js'

type SearchInputs = CommitInputs & FlowInputs & { searchValue: string }

async function readInputs(env: Env, run: RunConfig): Promise<SearchInputs> {
  const { command } = run
  const commit = await readCommitInputs(env, run.workspace, run.github, { command })
  const search = readSearchInputs(env, commit.commit, command)
  return { ...readFlowInputs(env), ...commit, ...search }
}

/**
 * Searches `value`: what matched, and how many items were skipped. 404 No matches gives
 * `notFound`; the 404 of an unknown route and any other service failure is kept in `error`
 * (the caller decides whether it fails the step). Invalid values throw a ValidationError
 * before anything is sent.
 */
export async function searchValue(
  config: Pick<ServiceInputs, 'org'>,
  delivery: Delivery,
  value: string
): Promise<SearchOutcome> {
  const outcome: SearchOutcome = { value }
  try {
    const checked = await search(delivery, config.org, value)
    if (checked === undefined) return outcome // dry run: nothing was asked
    const found = checked.value
    outcome.result = found
    outcome.resultJson = checked.received
    if (checked.warnings.length > 0) outcome.warnings = checked.warnings
    const skipped = checked.skipped ?? 0
    if (skipped > 0) outcome.skipped = skipped
    if (found.artifacts.length === 0 && skipped === 0) outcome.notFound = true
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // Only the service's own "No matches" is an empty answer: a 404 for a route it does not
    // have (base-url wrong) or a proxy's page is a failure, with what to check (api/api-errors.ts).
    if (isServiceNotFound(err)) outcome.notFound = true
    else outcome.error = err.message
  }
  return outcome
}

/** The flow a searched artifact is recorded in (`pipeline` is its older name). */
export const flowOf = (s: SearchFoundArtifact): string | undefined =>
  s.flow ?? s.pipeline ?? undefined

/** The artifacts again, each linked to its page, preferring this flow's record of it. */
export function linkSearchedArtifacts(
  artifacts: ArtifactRow[],
  search: SearchOutcome,
  flow: string
): ArtifactRow[] {
  // One pass over what was found (not one per artifact): by fingerprint, the first record,
  // replaced by the first of this flow when the fingerprint is in other flows of the commit too.
  const byFingerprint = new Map<string, SearchFoundArtifact>()
  for (const s of search.result?.artifacts ?? []) {
    const first = byFingerprint.get(s.fingerprint)
    const ours = flowOf(s) === flow
    if (!first || (ours && flowOf(first) !== flow)) {
      byFingerprint.set(s.fingerprint, s)
    }
  }
  return artifacts.map((a) => {
    const found = a.stage === 'fingerprinted' ? byFingerprint.get(a.fingerprint) : undefined
    return found?.html_url ? { ...a, htmlUrl: found.html_url } : a
  })
}

export async function runSearch(
  config: ServiceRunConfig & SearchInputs,
  delivery: Delivery
): Promise<CommandResult> {
  const value = config.searchValue
  const search = await searchValue(config, delivery, value)
  const parts = { search, warnings: search.warnings ?? [], ...judgeSearch(config, search) }
  return commandResult(searchCommand, config, parts)
}

/**
 * Why a gate finds nothing on a trail that holds only attestations (both matrix patterns of the
 * README attest JUnit without reporting an artifact): a search finds artifacts, nothing else.
 */
const GATE_NEEDS_AN_ARTIFACT =
  'The gate judges reported artifacts: an artifact must be reported (command report with ' +
  "artifacts) to gate on; attestations alone, such as a matrix's JUnit attestations, match no search."

/** What a search says of the step: its compliance, failures and notices. */
function judgeSearch(
  config: Pick<ServiceRunConfig & SearchInputs, 'org' | 'failOnNonCompliant'>,
  search: SearchOutcome
): Pick<CommandResult, 'compliant' | 'complianceState' | 'nonCompliance' | 'failures' | 'notices'> {
  const { value } = search
  if (search.error) {
    return { failures: [`Search for '${value}' failed: ${search.error}`], notices: [] }
  }
  if (!search.result && !search.notFound) {
    return { failures: [], notices: [`Dry run: the search for '${value}' was not sent.`] }
  }
  if (search.notFound) {
    const message = `No artifact matches '${value}' in org '${config.org}'.`
    return config.failOnNonCompliant
      ? { failures: [`${message} ${GATE_NEEDS_AN_ARTIFACT}`], notices: [] }
      : { failures: [], notices: [message] }
  }
  // A skipped item may have been the worst: it counts as an artifact of unknown state.
  const found = search.result?.artifacts ?? []
  const skipped = (search.skipped ?? 0) > 0 ? [undefined] : []
  const judged = judgeCompliance({
    gate: { of: value, states: [...found.map(stateOf), ...skipped] },
    failOnNonCompliant: config.failOnNonCompliant
  })
  return { ...judged, notices: [] }
}

export const searchCommand: OnlineCommand<SearchInputs> = {
  name: 'search',
  title: 'search',
  verdict: false,
  online: true,
  readInputs,
  run: runSearch
}
