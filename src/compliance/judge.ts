/**
 * The one judge of compliance: every command that states whether something is compliant hands
 * the facts it gathered here (the tests' totals, the service's compliance state, the latest
 * approval, `fail-on-non-compliant`) and takes back the verdict and the lines that fail the
 * step. No command decides or words compliance itself (__tests__/architecture.test.ts).
 */
import { count } from '../util/english.js'
import { UNKNOWN_STATE, isCompliantState } from './states.js'

/** The approval state when an artifact has no approval at all. */
export const NO_APPROVAL_STATE = 'NONE'
/** The latest approval could not be read (the service's last item was skipped). */
export const UNKNOWN_APPROVAL_STATE = 'UNKNOWN'

export interface ComplianceFacts {
  /** The tests read (or replayed): failing and erroring tests make it not compliant. */
  tests?: { failures: number; errors: number }
  /**
   * The service's compliance state (as spelled), when it was asked. `of` names what was searched
   * when the state is the whole question (a gate): then no state, or an unknown one, is not
   * compliant; beside tests, an unknown state decides nothing.
   */
  service?: { state?: string; of?: string }
  /** The latest approval's state of `fingerprint` in `flow` (list-approvals). */
  approval?: { state: string; fingerprint: string; flow: string }
  /**
   * The legs of a matrix (`command: legs`): each reported one with its tests, each missing one
   * with why. A missing leg is missing evidence: it fails the step whatever
   * `failOnNonCompliant` says; a reported leg whose tests failed is judged as tests are.
   */
  legs?: LegsFacts
  /**
   * An override of the origin's own that the service recorded (a replay: `command: legs` sent it
   * while the service was down): the status it set stands for that origin.
   */
  override?: { compliant: boolean; reason: string }
  /** `fail-on-non-compliant`: whether "not compliant" fails the step. */
  failOnNonCompliant: boolean
}

export interface LegsFacts {
  expected: number
  reported: readonly { words: string; tests: { failures: number; errors: number } }[]
  missing: readonly { words: string; why: string }[]
}

export interface Judgement {
  /** true/false when something was judged; undefined when nothing was. */
  compliant?: boolean
  /** Why the step fails, one line each (empty unless `failOnNonCompliant`). */
  failures: string[]
}

/** The failure line of a red test run, e.g. "Tests failed: 2 failed, 1 error". */
export function testsFailedLine(tests: { failures: number; errors: number }): string {
  return `Tests failed: ${count(tests.failures, 'failed', 'failed')}, ${count(tests.errors, 'error')}`
}

/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
const testsPass = (t: { failures: number; errors: number }): boolean =>
  t.failures === 0 && t.errors === 0

/**
 * The legs in one line, what the summary and the check run open with: "5 of 6 legs reported —
 * missing: os: windows-latest (cancelled)", and the legs whose tests failed.
 */
export function legsLine(legs: LegsFacts): string {
  const head = `${legs.reported.length} of ${count(legs.expected, 'leg')} reported`
  const parts: string[] = []
  if (legs.missing.length > 0) {
    parts.push(`missing: ${legs.missing.map((l) => `${l.words} (${l.why})`).join(', ')}`)
  }
  const failing = legs.reported.filter((l) => !testsPass(l.tests))
  if (failing.length > 0) {
    const each = failing.map((l) => {
      const { failures, errors } = l.tests
      const what = [failures > 0 && `${failures} failed`, errors > 0 && count(errors, 'error')]
      return `${l.words} (${what.filter(Boolean).join(', ')})`
    })
    parts.push(`tests failed in: ${each.join(', ')}`)
  }
  return parts.length > 0 ? `${head} — ${parts.join('; ')}` : head
}

function judgeLegs(legs: LegsFacts): { ok: boolean; line: string; always: boolean } {
  const missing = legs.missing.length > 0
  const ok = !missing && legs.reported.every((l) => testsPass(l.tests))
  return { ok, line: legsLine(legs), always: missing }
}

/** The verdict of the facts, and its failure lines. */
export function judgeCompliance(facts: ComplianceFacts): Judgement {
  const found: { ok: boolean | undefined; line: string; always?: boolean }[] = []
  if (facts.tests) found.push({ ok: testsPass(facts.tests), line: testsFailedLine(facts.tests) })
  if (facts.service) found.push(judgeService(facts.service))
  if (facts.approval) found.push(judgeApproval(facts.approval))
  if (facts.legs) found.push(judgeLegs(facts.legs))
  if (facts.override) {
    const { compliant, reason } = facts.override
    found.push({ ok: compliant, line: `Overridden to not compliant: ${reason}` })
  }
  const judged = found.filter((f) => f.ok !== undefined)
  if (judged.length === 0) return { failures: [] }
  const against = judged.filter((f) => f.ok === false)
  const compliant = against.length === 0
  // The first fact against it is the one the step fails on (the tests, before the service);
  // missing evidence fails it whatever fail-on-non-compliant says.
  const failing = facts.failOnNonCompliant ? against : against.filter((f) => f.always)
  return { compliant, failures: failing.length > 0 ? [failing[0].line] : [] }
}

function judgeService(service: { state?: string; of?: string }): {
  ok: boolean | undefined
  line: string
} {
  if (service.of === undefined) {
    return { ok: isCompliantState(service.state), line: `Not compliant: ${service.state}` }
  }
  const state = service.state ?? UNKNOWN_STATE
  return {
    ok: isCompliantState(state) === true,
    line: `'${service.of}' is not compliant: compliance state ${state}.`
  }
}

function judgeApproval(a: { state: string; fingerprint: string; flow: string }): {
  ok: boolean
  line: string
} {
  return {
    ok: a.state === 'APPROVED',
    line:
      a.state === NO_APPROVAL_STATE
        ? `Artifact ${a.fingerprint} has no approvals in flow '${a.flow}'.`
        : `Artifact ${a.fingerprint} is not approved in flow '${a.flow}': approval state ${a.state}.`
  }
}

/**
 * The verdict of several judged parts together (a replay's origins): compliant when every part
 * judged is, not when one is not, undefined when none was judged.
 */
export function judgeTogether(parts: readonly (boolean | undefined)[]): boolean | undefined {
  const judged = parts.filter((p) => p !== undefined)
  return judged.length === 0 ? undefined : judged.every((p) => p)
}
