/**
 * One outermost suite's row: the CLI's fields from what its testcases say (the header's counts
 * are never used for them), and for people the header's own time and what the header and the
 * suite's own `<error>`/`<failure>` say that its testcases do not (`problems`).
 */
import type { SuiteProblem, SuiteRow } from '../results.js'
import { clip } from '../util/clip.js'
import { goSeconds, type NanoSum } from './duration.js'
import { parseTimestamp } from './timestamp.js'

/** What the collector gathers of one outermost suite, nested suites included. */
export interface SuiteTally {
  name: string
  timestampAttr?: string
  hasProperties: boolean
  propertiesTimestamp?: string
  total: number
  failures: number
  errors: number
  skipped: number
  nanos: NanoSum
  /** Rerun children of its testcases (Surefire counts each rerun in the header). */
  reruns: number
  /** The header's `tests` and `time` attributes, as written. */
  testsAttr?: string
  timeAttr?: string
  /** Its own `<error>`/`<failure>` children: the message attribute and pieces of the text. */
  suiteErrors: { kind: 'error' | 'failure'; message: string; text: string[]; chars: number }[]
}

/** The suite's own `time` attribute in seconds, when it is a plain non-negative number. */
function reportedSeconds(attr: string | undefined): number | undefined {
  if (attr === undefined || !/^\s*\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*$/.test(attr)) return undefined
  const n = Number(attr)
  return Number.isFinite(n) ? n : undefined
}

/** What the suite's header and its own `<error>`/`<failure>` say that its testcases do not. */
function suiteProblems(s: SuiteTally): SuiteProblem[] {
  const problems: SuiteProblem[] = []
  const counted =
    s.testsAttr !== undefined && /^\s*\d+\s*$/.test(s.testsAttr) ? Number(s.testsAttr) : NaN
  if (Number.isSafeInteger(counted) && counted > s.total + s.reruns) {
    const missing = counted - s.total
    problems.push({
      kind: 'unlisted-tests',
      message:
        `The suite's header counts ${counted} test${counted === 1 ? '' : 's'} but it lists ` +
        `${s.total}: ${missing} test${missing === 1 ? ' was' : 's were'} not reported ` +
        `(a crash, or tests counted but never run).`
    })
  }
  for (const e of s.suiteErrors) {
    const text = e.text.join('').replace(/\r\n?/g, '\n').trim()
    const said = e.message.trim() || text.split('\n', 1)[0].trim()
    problems.push({
      kind: e.kind === 'error' ? 'suite-error' : 'suite-failure',
      message:
        `The suite itself reports ${e.kind === 'error' ? 'an error' : 'a failure'} that no ` +
        `test carries${said ? `: ${clip(said, 501)}` : '.'}`
    })
  }
  return problems
}

/**
 * The row of one outermost suite (the CLI's fields, plus display-only ones). Its `label` and
 * `reportInRepository` depend on the workspace: placing the report adds them (place.ts).
 */
export function suiteRow(s: SuiteTally, nanos: bigint, report: string): SuiteRow {
  const timestamp = parseTimestamp(s.hasProperties ? s.propertiesTimestamp : s.timestampAttr)
  const row: SuiteRow = {
    name: s.name,
    failures: s.failures,
    errors: s.errors,
    skipped: s.skipped,
    total: s.total,
    duration: goSeconds(nanos),
    report
  }
  if (timestamp !== undefined) row.timestamp = timestamp
  const reported = reportedSeconds(s.timeAttr)
  // CTest writes time="0" on a suite whose tests took time: that is no report of its time.
  if (reported !== undefined && (reported > 0 || nanos === 0n)) row.reportedDuration = reported
  const problems = suiteProblems(s)
  if (problems.length > 0) row.problems = problems
  return row
}
