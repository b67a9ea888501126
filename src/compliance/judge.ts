/**
 * The one judge of compliance: every command that states whether something is compliant hands
 * the facts it gathered here — the tests' totals and the first failing tests' names, the
 * service's state of the step's own artifacts in its own flow (by fingerprint), the state of
 * what a gate searched, the latest approval, `fail-on-non-compliant` — and takes back the
 * verdict, the state it stands on, and why it is not compliant, each reason naming what made
 * it so. No command decides or words compliance itself (__tests__/architecture.test.ts).
 */
import { count, thousands } from '../util/english.js'
import { UNKNOWN_STATE, isCompliantState, worstState } from './states.js'

/** The approval state when an artifact has no approval at all. */
export const NO_APPROVAL_STATE = 'NONE'
/** The latest approval could not be read (the service's last item was skipped). */
export const UNKNOWN_APPROVAL_STATE = 'UNKNOWN'

/** Failing tests (or suites) a reason names; the rest are counted. */
export const NAMED_FAILING = 3

/** The tests read (or replayed), and what failed among them, as people read their names. */
export interface TestFacts {
  failures: number
  errors: number
  /** The failing tests' names (`suite › class › name`), first first; more may be given. */
  failing?: readonly string[]
  /** Without the tests' names (a replay whose reports were not attached): the failing suites. */
  failingSuites?: readonly string[]
}

/**
 * One of the step's own artifacts and the service's state of it in the step's own flow (the
 * search's entry of that flow and fingerprint); `state` undefined when the service gave none.
 */
export interface ArtifactFacts {
  name: string
  fingerprint: string
  flow: string
  state?: string
}

export interface ComplianceFacts {
  /** The tests read (or replayed): failing and erroring tests make it not compliant. */
  tests?: TestFacts
  /**
   * The service's state of each of the step's own artifacts in its own flow. Other flows' and
   * other artifacts' states are no fact of the step: they are never handed here. Beside tests,
   * a state that is neither compliant nor not (INCOMPLETE, unknown) decides nothing.
   */
  artifacts?: readonly ArtifactFacts[]
  /**
   * A gate (`search`): the states of the artifacts `of` matched (undefined for one the service
   * gave no state, or an item skipped). The state is the whole question: none, or an unknown
   * one, is not compliant.
   */
  gate?: { of: string; states: readonly (string | undefined)[] }
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
  /**
   * The service's state the verdict stands on (the `compliance-state` output): of the step's
   * own artifacts (the worst of several), or of what the gate searched; undefined when the
   * service was not asked about any.
   */
  complianceState?: string
  /** Why it is not compliant, one line each, naming what made it so; absent when it is. */
  nonCompliance?: string[]
  /** Why the step fails: `nonCompliance`, when `failOnNonCompliant` (else empty). */
  failures: string[]
}

/** `a, b, c and 4 more`: the first NAMED_FAILING names, the rest of `total` counted. */
function namedList(names: readonly string[], total: number): string {
  const shown = names.slice(0, NAMED_FAILING)
  const more = total - shown.length
  const list = shown.join(', ')
  return more > 0 ? `${list} and ${thousands(more)} more` : list
}

/**
 * The failure line of a red test run, naming the first failing tests (or else suites):
 * "Tests failed: 2 failed, 1 error — cart › adds, cart › rounds and 1 more".
 */
export function testsFailedLine(tests: TestFacts): string {
  const counts = [
    tests.failures > 0 || tests.errors === 0 ? count(tests.failures, 'failed', 'failed') : '',
    tests.errors > 0 ? count(tests.errors, 'error') : ''
  ].filter((c) => c !== '')
  const head = `Tests failed: ${counts.join(', ')}`
  const failing = tests.failing ?? []
  if (failing.length > 0) {
    return `${head} — ${namedList(failing, tests.failures + tests.errors)}`
  }
  const suites = tests.failingSuites ?? []
  if (suites.length === 0) return head
  return `${head} — in ${suites.length === 1 ? 'suite' : 'suites'} ${namedList(suites, suites.length)}`
}

/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
const testsPass = (t: TestFacts): boolean => t.failures === 0 && t.errors === 0

interface Found {
  ok: boolean | undefined
  line: string
  /** Missing evidence: it fails the step whatever `failOnNonCompliant` says. */
  always?: boolean
}

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

function judgeLegs(legs: LegsFacts): Found {
  const missing = legs.missing.length > 0
  const ok = !missing && legs.reported.every((l) => testsPass(l.tests))
  return { ok, line: legsLine(legs), always: missing }
}

/** The verdict of the facts, the state it stands on, and why it is not compliant. */
export function judgeCompliance(facts: ComplianceFacts): Judgement {
  const found: Found[] = []
  let state: string | undefined
  if (facts.tests) found.push({ ok: testsPass(facts.tests), line: testsFailedLine(facts.tests) })
  if (facts.artifacts && facts.artifacts.length > 0) {
    const worst = worstState(facts.artifacts.map((a) => a.state)) ?? UNKNOWN_STATE
    found.push(judgeArtifacts(facts.artifacts, worst))
    state = worst
  }
  if (facts.gate) {
    const worst = worstState(facts.gate.states) ?? UNKNOWN_STATE
    found.push(judgeGate(facts.gate.of, worst))
    state = worst
  }
  if (facts.approval) found.push(judgeApproval(facts.approval))
  if (facts.legs) found.push(judgeLegs(facts.legs))
  if (facts.override) {
    const { compliant, reason } = facts.override
    found.push({ ok: compliant, line: `Overridden to not compliant: ${reason}` })
  }
  const judged = found.filter((f) => f.ok !== undefined)
  const againstFound = judged.filter((f) => f.ok === false)
  const against = againstFound.map((f) => f.line)
  // Missing evidence fails the step whatever fail-on-non-compliant says.
  const always = againstFound.filter((f) => f.always).map((f) => f.line)
  const verdict: Judgement = {
    ...(state !== undefined && { complianceState: state }),
    ...(against.length > 0 && { nonCompliance: against }),
    failures: facts.failOnNonCompliant ? against : always
  }
  // The tests are named before the service, the service before an approval.
  return judged.length === 0 ? verdict : { compliant: against.length === 0, ...verdict }
}

/** `'web.tar.gz' (sha256 1234abcd…)`: an artifact as a reason names it. */
function artifactWords(a: ArtifactFacts): string {
  const digest = a.fingerprint.slice(0, 8)
  return `'${a.name}' (sha256 ${digest}…)`
}

/**
 * The step's own artifacts: not compliant when one of them is not, naming each that is not and
 * its flow; beside tests, a state that says neither decides nothing.
 */
function judgeArtifacts(artifacts: readonly ArtifactFacts[], worst: string): Found {
  const against = artifacts.filter((a) => isCompliantState(a.state) === false)
  if (against.length === 0) return { ok: isCompliantState(worst), line: '' }
  const flows = [...new Set(against.map((a) => a.flow))]
  const states = [...new Set(against.map((a) => a.state))]
  const one = against.length === 1
  const names = namedList(against.map(artifactWords), against.length)
  const line =
    `Not compliant: ${one ? 'artifact' : 'artifacts'} ${names} in ${flows.length === 1 ? 'flow' : 'flows'} ` +
    `${flows.map((f) => `'${f}'`).join(', ')} ${one ? 'is' : 'are'} ${states.join(' or ')}`
  return { ok: false, line }
}

function judgeGate(of: string, state: string): Found {
  return {
    ok: isCompliantState(state) === true,
    line: `'${of}' is not compliant: compliance state ${state}.`
  }
}

function judgeApproval(a: { state: string; fingerprint: string; flow: string }): Found {
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
 * judged is, not when one is not, undefined when none was judged; the worst of their states.
 */
export function judgeTogether(
  parts: readonly { compliant?: boolean; complianceState?: string }[]
): { compliant?: boolean; complianceState?: string } {
  const judged = parts.filter((p) => p.compliant !== undefined)
  const states = parts.flatMap((p) => (p.complianceState === undefined ? [] : [p.complianceState]))
  const worst = worstState(states)
  return {
    ...(judged.length > 0 && { compliant: judged.every((p) => p.compliant) }),
    ...(worst !== undefined && { complianceState: worst })
  }
}

export { UNKNOWN_STATE }
