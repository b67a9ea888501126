/**
 * A step's own evidence as facts for the one judge (src/compliance/judge.ts): its tests with
 * the first failing tests' names, and its own artifacts with the service's state of each in its
 * own flow. What is not the step's own — another flow's record of the same commit, another
 * artifact — is never a fact of its verdict (docs/bad-day.md, "A step is judged by its own
 * evidence"); the summary shows it as information.
 */
import { NAMED_FAILING, type ArtifactFacts, type TestFacts } from '../compliance/judge.js'
import { stateOf } from '../compliance/states.js'
import type { SearchFoundArtifact } from '../api/models.js'
import { testName } from '../junit/test-path.js'
import type { FailedTest, SearchOutcome } from '../results.js'
import { flowOf } from './search.js'

/** The tests' totals, with their failing tests' names (else their failing suites'). */
export function testFacts(
  totals: { failures: number; errors: number },
  failed: readonly FailedTest[] = [],
  failingSuites: readonly { suite: string }[] = []
): TestFacts {
  return {
    failures: totals.failures,
    errors: totals.errors,
    ...(failed.length > 0 && { failing: failed.slice(0, NAMED_FAILING).map(testName) }),
    ...(failed.length === 0 &&
      failingSuites.length > 0 && {
        failingSuites: failingSuites.map((s) => s.suite)
      })
  }
}

/**
 * Each of the step's own artifacts (recorded in `flow`) with the service's state of it there:
 * the search's entry of that flow and fingerprint, never another flow's entry of the same
 * fingerprint nor another artifact of the commit (no state when none was found).
 */
export function ownArtifactFacts(
  own: readonly { name: string; fingerprint: string; flow: string }[],
  search: SearchOutcome
): ArtifactFacts[] {
  const found = new Map<string, SearchFoundArtifact>()
  for (const s of search.result?.artifacts ?? []) {
    const key = JSON.stringify([flowOf(s), s.fingerprint])
    if (!found.has(key)) found.set(key, s)
  }
  return own.map(({ name, fingerprint, flow }) => {
    const entry = found.get(JSON.stringify([flow, fingerprint]))
    const state = entry && stateOf(entry)
    return { name, fingerprint, flow, ...(state !== undefined && { state }) }
  })
}
