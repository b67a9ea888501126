/**
 * Each origin of a replay to its own truth (docs/bad-day.md): its own writes and tests (the
 * plan's typed view of its JUnit attestations that are in the service), the service's state of
 * its own artifacts in its own flow (from the search of its commit), judged by the one judge as
 * its own run would have been; and why its check run is left alone when it is.
 */
import { judgeCompliance } from '../compliance/judge.js'
import type { Delivery } from '../delivery/delivery.js'
import type { Origin } from '../outbox/document.js'
import {
  MAX_ATTACHMENTS_READ,
  MAX_REPLAYED_FAILED_TESTS,
  failingTestsOf,
  recordedFailingTests
} from '../outbox/failing-tests.js'
import type { PlannedWrite, ReplayPlan, Superseded } from '../outbox/plan.js'
import {
  isInService,
  type FailedTest,
  type OriginVerdict,
  type ReplayOrigin,
  type SearchOutcome,
  type Write
} from '../results.js'
import { ownArtifactFacts, testFacts } from './own-evidence.js'
import { scratch, type ReplayConfig } from './replay-plan.js'
import { searchValue } from './search.js'
import { utcMinute } from '../util/english.js'

/** `the check run 'Compliance' of run 4242 (job build, attempt 2), completed 2026-11-27 10:05 UTC` */
export function supersededWords(s: Superseded): string {
  return `${s.by}, ${utcMinute(s.at)}`
}

/** The origin as results show it, with a link to its run's attempt. */
function shownOrigin(config: ReplayConfig, o: Origin): ReplayOrigin {
  const server = config.github.serverUrl
  return {
    ...o,
    ...(server && {
      runUrl: `${server}/${o.repository}/actions/runs/${o.run}/attempts/${o.attempt}`
    })
  }
}

/**
 * Each origin to its own truth: its own writes and tests (the JUnit attestations of it that are
 * in the service), the service's state of its own artifacts in its own flow (its commit searched
 * once per commit; other flows' and artifacts' states shown, never judged), judged.
 */
export async function judgeOrigins(
  config: ReplayConfig,
  delivery: Delivery,
  plan: ReplayPlan,
  writes: Write[]
): Promise<OriginVerdict[]> {
  const state = new Map(writes.map((w) => [w.id, w.state]))
  const searches = new Map<string, Promise<SearchOutcome | undefined>>()
  const searchOf = (commit: string): Promise<SearchOutcome | undefined> => {
    if (!searches.has(commit)) {
      const ask = config.dryRun || delivery.stop ? undefined : searchValue(config, delivery, commit)
      searches.set(commit, Promise.resolve(ask))
    }
    return searches.get(commit) as Promise<SearchOutcome | undefined>
  }
  const verdicts: OriginVerdict[] = []
  const reading = { folder: scratch(config), left: MAX_ATTACHMENTS_READ }
  for (const o of plan.origins) {
    const own = [...(plan.writesOf.get(o) ?? [])]
    const { tests, failingSuites } = testsOf(own, state)
    const failed = failingSuites ? await failedTestsOf(own, state, reading) : undefined
    const search = o.commit ? await searchOf(o.commit) : undefined
    const overridden = overrideOf(own, state)
    const artifacts = search && ownArtifactFacts(artifactsOf(own, state), search)
    const { compliant, complianceState, nonCompliance } = judgeCompliance({
      ...(tests && { tests: testFacts(tests, failed?.tests, failingSuites) }),
      ...(artifacts && artifacts.length > 0 && { artifacts }),
      ...(overridden && { override: overridden }),
      // The replay step reports; each origin's check run carries its verdict.
      failOnNonCompliant: false
    })
    const leftBy = own.find((w) => w.superseded)?.superseded
    const heldBy = own.find((w) => w.held)?.held
    verdicts.push({
      origin: shownOrigin(config, o),
      writeIds: own.map((w) => w.stored.id),
      ...(tests && { tests }),
      ...(failingSuites && { failingSuites }),
      ...(failed && { failedTests: failed.tests, failedTestsOmitted: failed.omitted }),
      ...(search && { search }),
      ...(artifacts && artifacts.length > 0 && { artifacts }),
      ...(compliant !== undefined && { compliant }),
      ...(complianceState !== undefined && { complianceState }),
      ...(nonCompliance && { nonCompliance }),
      ...(leftBy && !config.sendSuperseded && { checkLeftAlone: supersededWords(leftBy) }),
      ...(heldBy && !leftBy && !config.sendSuperseded && { checkLeftAlone: heldBy })
    })
  }
  return verdicts
}

/** The last override of an origin's own that is in the service: the status it set, and why. */
function overrideOf(
  own: PlannedWrite[],
  state: Map<string, Write['state']>
): { compliant: boolean; reason: string } | undefined {
  let last: { compliant: boolean; reason: string } | undefined
  for (const w of own) {
    const s = state.get(w.stored.id)
    if (w.summary.kind !== 'override' || w.summary.compliant === undefined) continue
    if (!isInService(s)) continue
    last = { compliant: w.summary.compliant, reason: w.summary.reason ?? '' }
  }
  return last
}

/** Recorded now, or by an earlier replay. */

/** The artifacts an origin reported that are in the service: its own subjects, by fingerprint. */
function artifactsOf(
  own: PlannedWrite[],
  state: Map<string, Write['state']>
): { name: string; fingerprint: string; flow: string }[] {
  return own.flatMap(({ summary, stored }) => {
    const s = state.get(stored.id)
    if (summary.kind !== 'artifact' || !isInService(s)) return []
    return [{ name: summary.filename, fingerprint: summary.fingerprint, flow: summary.flow }]
  })
}

/** The totals and failing suites of an origin's JUnit attestations that are in the service. */
function testsOf(
  own: PlannedWrite[],
  state: Map<string, Write['state']>
): Pick<OriginVerdict, 'tests' | 'failingSuites'> {
  let tests: OriginVerdict['tests']
  const failingSuites: NonNullable<OriginVerdict['failingSuites']> = []
  for (const w of own) {
    const s = state.get(w.stored.id)
    if (w.summary.kind !== 'junit' || !isInService(s)) continue
    const t = w.summary.tests
    tests = {
      total: (tests?.total ?? 0) + t.total,
      failures: (tests?.failures ?? 0) + t.failures,
      errors: (tests?.errors ?? 0) + t.errors,
      skipped: (tests?.skipped ?? 0) + t.skipped
    }
    failingSuites.push(...w.summary.failing)
  }
  return tests ? { tests, ...(failingSuites.length > 0 && { failingSuites }) } : {}
}

/**
 * The failing tests of an origin's JUnit attestations that are in the service: as each records
 * them in its user_data, else (an outbox written before that record) read back from its
 * attached reports; at most MAX_REPLAYED_FAILED_TESTS together, the rest counted; at most
 * `reading.left` attachments more in this replay (then the suites are all it names).
 */
async function failedTestsOf(
  own: PlannedWrite[],
  state: Map<string, Write['state']>,
  reading: { folder: string; left: number }
): Promise<{ tests: FailedTest[]; omitted: number } | undefined> {
  let found: { tests: FailedTest[]; omitted: number } | undefined
  for (const w of own) {
    const s = state.get(w.stored.id)
    if (w.summary.kind !== 'junit' || w.summary.failing.length === 0) continue
    if (!isInService(s)) continue
    const failing = w.summary.failing
    let read = recordedFailingTests(w.stored, failing.length === 1 ? failing[0].suite : '')
    if (read === undefined && reading.left > 0) {
      reading.left -= 1
      read = await failingTestsOf(w.stored, reading.folder)
    }
    if (read === undefined) continue
    found ??= { tests: [], omitted: 0 }
    const room = MAX_REPLAYED_FAILED_TESTS - found.tests.length
    found.tests.push(...read.tests.slice(0, room))
    found.omitted += read.omitted + Math.max(0, read.tests.length - room)
  }
  return found
}
