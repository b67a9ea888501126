/**
 * Failing tests as annotations: Checks API annotation objects, and, without a check run,
 * workflow-command annotations (GitHub shows at most 10 per kind per step). Every failing test
 * gets one at the place the command found for it (FailedTest.at: its source line when the file
 * is in the repository, else its `<testcase>` in the report). Suites whose report hides
 * something (src/junit/suite-row.ts, `problems`) get a warning on the report file.
 */
import type { CommandResult, FailedTest, SuiteRow } from '../results.js'
import { GITHUB_LIMITS, SHOWN_CHARS, clip, clipBytes } from './display-limits.js'
import { num } from './format.js'
import type { Output } from './boundary.js'
import { suiteLabel, testPath } from '../junit/test-path.js'

export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'failure' | 'warning'
  title: string
  message: string
  raw_details?: string
}

export { suiteLabel, testPath }

export function testTitle(t: FailedTest): string {
  return clip(testPath(t.suite, t.classname, t.name), GITHUB_LIMITS.annotationTitleChars)
}

function testMessage(t: FailedTest): string {
  if (t.message.trim() !== '') return t.message
  return t.kind === 'error' ? 'The test ended with an error.' : 'The test failed.'
}

/** Where a failing test is annotated and shown: the place the command found, if any. */
export function placeOf(t: FailedTest): { path: string; line: number } | undefined {
  if (!t.at || t.at.path === '') return undefined
  return { path: t.at.path, line: positive(t.at.line) ?? 1 }
}

function positive(n: number | undefined): number | undefined {
  return Number.isInteger(n) && (n ?? 0) > 0 ? n : undefined
}

/** Check-run annotations for the failing tests, in report order, up to `max`, then the warnings
 *  about suites (`suites`) while there is room. */
export function checkAnnotations(
  tests: FailedTest[],
  max: number,
  suites: SuiteRow[] = []
): CheckAnnotation[] {
  const out: CheckAnnotation[] = []
  for (const t of tests) {
    if (out.length >= max) break
    const place = placeOf(t)
    if (!place) continue
    const annotation: CheckAnnotation = {
      path: place.path,
      start_line: place.line,
      end_line: place.line,
      annotation_level: 'failure',
      title: testTitle(t),
      message: clipBytes(testMessage(t), GITHUB_LIMITS.annotationMessageBytes)
    }
    const details = t.details.trim()
    if (details) annotation.raw_details = clipBytes(details, GITHUB_LIMITS.annotationMessageBytes)
    out.push(annotation)
  }
  for (const p of suiteWarnings(suites)) {
    if (out.length >= max) break
    const report = p.reportInRepository
    if (!report) continue
    out.push({
      path: report,
      start_line: 1,
      end_line: 1,
      annotation_level: 'warning',
      title: clip(p.title, GITHUB_LIMITS.annotationTitleChars),
      message: clipBytes(p.message, GITHUB_LIMITS.annotationMessageBytes)
    })
  }
  return out
}

/** One warning per problem a suite's report hides. */
export function suiteWarnings(
  suites: SuiteRow[]
): { report: string; reportInRepository?: string; title: string; message: string }[] {
  return suites.flatMap((s) =>
    (s.problems ?? []).map((p) => ({
      report: s.report,
      reportInRepository: s.reportInRepository,
      title: suiteLabel(s) ? `Suite ${suiteLabel(s)}` : `Suite of ${s.report}`,
      message: p.message
    }))
  )
}

/**
 * The message of a workflow-command annotation: the runner shows it after `Error: `, so a
 * message that starts with `Error: ` (Jest, Node) loses it rather than reading it twice.
 */
function workflowMessage(t: FailedTest): string {
  return testMessage(t).replace(/^Error: (?=\S)/, '')
}

/**
 * Without a check run: `::error` annotations for the first `max` failing tests, titled with the
 * test, at their place (FailedTest.at), then a notice saying how many more the job summary lists.
 */
export function workflowAnnotations(
  result: CommandResult,
  out: Output,
  opts: { max?: number } = {}
): void {
  const junit = result.junit
  if (!junit) return
  const max = opts.max ?? GITHUB_LIMITS.annotationsPerStep
  const tests = junit.failedTests
  for (const t of tests.slice(0, max)) {
    const place = placeOf(t)
    out.error(clip(workflowMessage(t), SHOWN_CHARS.logLine), {
      title: testTitle(t),
      file: place?.path,
      startLine: place?.line
    })
  }
  for (const p of suiteWarnings(junit.suites).slice(0, max)) {
    out.warning(clip(p.message, SHOWN_CHARS.logLine), {
      title: clip(p.title, GITHUB_LIMITS.annotationTitleChars),
      file: p.reportInRepository
    })
  }
  const notice = moreFailingNotice(
    tests.length - Math.min(max, tests.length),
    junit.failedTestsOmitted
  )
  if (notice) out.notice(notice)
}

/**
 * The failing tests not shown where this is said: how many the job summary lists (it keeps a
 * bounded number of them) and how many only the JUnit reports hold.
 */
export function moreFailingNotice(inSummary: number, onlyInReports: number): string | undefined {
  const more = inSummary + onlyInReports
  if (more === 0) return undefined
  const head = `${num(more)} more failing test${more === 1 ? '' : 's'}`
  const are = more === 1 ? 'is' : 'are'
  if (onlyInReports === 0) return `${head} ${are} listed in the job summary.`
  const bounded = '(the job summary keeps a bounded number of them)'
  if (inSummary === 0) return `${head} ${are} only in the JUnit reports ${bounded}.`
  return (
    `${head}: ${num(inSummary)} listed in the job summary, ${num(onlyInReports)} only in the ` +
    `JUnit reports ${bounded}.`
  )
}
