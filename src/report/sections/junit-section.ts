/**
 * Tests: totals, one row per report file, the failing tests grouped by report (each at its
 * place, linked to that line at the recorded commit), flaky tests, report files without suites,
 * and the attachment.
 */
import type { CommandResult, FailedTest, JUnitOutcome, SuiteRow, Write } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, link, preText, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { placeOf, suiteLabel, testPath } from '../annotations.js'
import { breakablePath, duration, num, pathCell, size, testCountsLine } from '../format.js'
import { count } from '../../util/english.js'
import { stateMark, stateWords, writeOf } from '../writes.js'

export function junitBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const junit = result.junit
  if (!junit) return []
  // The time the tools reported for their suites where they did, else the sum of the cases.
  const seconds =
    junit.suites.length > 0
      ? junit.suites.reduce((sum, s) => sum + suiteSeconds(s), 0)
      : junit.totals.duration
  const blocks: Block[] = [
    `### Tests\n\n**${testCountsLine(junit.totals)}** · ${duration(seconds)}\n\n`
  ]
  const write = writeOf(result, junit.writeId)
  const status = attestationLine(junit, write, ctx)
  if (status) blocks.push(status)
  // What failed first: in a monorepo the table of reports is long, the failing tests are not.
  blocks.push(...failingTestsBlocks(junit, result.destination.blobUrl, ctx))
  if (junit.suites.length > 0) blocks.push(reportsBlock(junit, ctx))
  if (junit.flakyTests.length > 0) blocks.push(flakyBlock(junit, ctx))
  if (junit.skippedReports.length > 0) blocks.push(skippedReportsBlock(junit, ctx))
  if (junit.attachment) {
    const a = junit.attachment
    const how =
      a.compressed && a.reportBytes !== undefined
        ? `, a gzip tar of ${size(a.reportBytes)} of reports`
        : ''
    // "Attached" only of what the service accepted (docs/bad-day.md).
    const verb = write?.state === 'recorded' ? 'Attached' : 'Not sent: attachment'
    blocks.push(
      `📎 ${verb} ${code(clip(a.filename, SHOWN_CHARS.name))} (${size(a.bytes)}${how})\n\n`
    )
  }
  return blocks
}

/** The time the tool reported for a suite, else the sum of its cases. */
function suiteSeconds(s: SuiteRow): number {
  return s.reportedDuration ?? s.duration
}

/** What became of the attestation: `✓ Attestation `junit` recorded`, or why not. */
function attestationLine(junit: JUnitOutcome, write: Write | undefined, ctx: RenderLimits): string {
  if (!write) return ''
  const name = `Attestation ${code(clip(junit.attestationName ?? 'junit', SHOWN_CHARS.name))}`
  if (write.state === 'recorded') return `✓ ${name} recorded\n\n`
  return `${stateMark(write)} ${name} ${text(clip(stateWords(write), ctx.textCap))}\n\n`
}

/** Failing tests all shown without a click up to this many; past it, the first `FIRST_SHOWN`. */
const ALL_OPEN = 25
/** The failing tests a long list shows open, before the rest fold behind their count. */
const FIRST_SHOWN = 10

/**
 * The failing tests, grouped by report. A long list (a monorepo's) shows its first tests, each
 * under its report, without a click, and folds the rest behind their count (issue 48 item 5).
 */
function failingTestsBlocks(
  junit: JUnitOutcome,
  blobUrl: string | undefined,
  ctx: RenderLimits
): Block[] {
  const tests = junit.failedTests
  const total = tests.length + junit.failedTestsOmitted
  if (total === 0) return []
  const where = junit.attachment
    ? `the JUnit reports (attached as ${code(clip(junit.attachment.filename, SHOWN_CHARS.name))})`
    : 'the JUnit report files'
  const more = (n: number): string =>
    `_… and ${num(n)} more failing test${n === 1 ? '' : 's'} — see ${where}._\n\n`
  const list = (at: number[]): TestList => groupedList(tests, at, blobUrl, ctx)
  if (total <= ALL_OPEN) {
    return [
      {
        head: `<details open><summary><b>${count(total, 'failing test')}</b></summary>\n`,
        tail: '</ul>\n</details>\n\n',
        ...list(tests.map((_, i) => i)),
        alreadyOmitted: junit.failedTestsOmitted,
        priority: 1,
        more
      }
    ]
  }
  const { first, rest } = firstOfEachReport(tests)
  const folded = total - first.length
  const firstBlock: Block = {
    head:
      `**${count(total, 'failing test')}**${projectsLine(junit)}.\n\n` +
      `The first failing tests, ${num(first.length)} of ${num(total)}, by report:\n\n`,
    tail: '</ul>\n\n',
    ...list(first),
    // Nothing more kept to fold (the collector left the rest out): how many, after the list.
    ...(rest.length === 0 && { alreadyOmitted: junit.failedTestsOmitted }),
    priority: 1,
    more
  }
  if (rest.length === 0) return [firstBlock]
  const fold: Block = {
    head: `<details><summary><b>${num(folded)} more failing test${folded === 1 ? '' : 's'}</b></summary>\n`,
    tail: '</ul>\n</details>\n\n',
    ...list(rest),
    alreadyOmitted: junit.failedTestsOmitted,
    priority: 1,
    more
  }
  return [firstBlock, fold]
}

interface TestList {
  count: number
  item: (k: number) => string
}

/** The tests at `at` (indexes, in report order) grouped by report: a heading where it changes. */
function groupedList(
  tests: FailedTest[],
  at: number[],
  blobUrl: string | undefined,
  ctx: RenderLimits
): TestList {
  return {
    count: at.length,
    item: (k) => {
      const report = tests[at[k]].report
      const group =
        k === 0 || tests[at[k - 1]].report !== report
          ? `${k === 0 ? '' : '</ul>\n'}<p>📄 ${pathCell(report)}</p>\n<ul>\n`
          : ''
      return group + failedTestItem(tests[at[k]], blobUrl, ctx)
    }
  }
}

/**
 * The failing tests shown first (indexes, in report order): each report's first, then each
 * one's second, … up to `FIRST_SHOWN` — every failing project named before any project's
 * tenth test; and the rest.
 */
function firstOfEachReport(tests: FailedTest[]): { first: number[]; rest: number[] } {
  const byReport = new Map<string, number[]>()
  tests.forEach((t, i) => {
    const list = byReport.get(t.report)
    if (list) list.push(i)
    else byReport.set(t.report, [i])
  })
  const chosen = new Set<number>()
  for (let round = 0; chosen.size < Math.min(FIRST_SHOWN, tests.length); round++) {
    for (const list of byReport.values()) {
      if (round < list.length && chosen.size < FIRST_SHOWN) chosen.add(list[round])
    }
  }
  const all = tests.map((_, i) => i)
  return { first: all.filter((i) => chosen.has(i)), rest: all.filter((i) => !chosen.has(i)) }
}

/** Projects named at most, by their failing tests' count. */
const PROJECTS_SHOWN = 20

/**
 * ` in 15 projects: `go` (12), `java` (9), …` — each failing report's project (the folder
 * holding it, less the tools' output folders) with its count of failing tests, most first.
 */
function projectsLine(junit: JUnitOutcome): string {
  const failing = new Map<string, number>()
  for (const s of junit.suites) {
    const n = s.failures + s.errors
    if (n === 0) continue
    const project = projectOf(s.report)
    failing.set(project, (failing.get(project) ?? 0) + n)
  }
  if (failing.size === 0) return ''
  const sorted = [...failing].sort((a, b) => b[1] - a[1])
  const named = sorted
    .slice(0, PROJECTS_SHOWN)
    .map(([p, n]) => `${code(clip(p, SHOWN_CHARS.name))} (${num(n)})`)
  const more =
    sorted.length > PROJECTS_SHOWN ? `, … and ${num(sorted.length - PROJECTS_SHOWN)} more` : ''
  return ` in ${count(failing.size, 'project')}: ${named.join(', ')}${more}`
}

/** Folders tools write their reports to: not a project's name. */
const OUTPUT_FOLDERS = new Set([
  'build',
  'target',
  'out',
  'reports',
  'report',
  'results',
  'test-results',
  'test-reports',
  'surefire-reports',
  'failsafe-reports',
  'junit',
  'test'
])

/** A report's project: its folder less the tools' output folders (`go/test-results/x.xml` → `go`). */
export function projectOf(report: string): string {
  const parts = report.split('/').slice(0, -1)
  while (parts.length > 0 && OUTPUT_FOLDERS.has(parts[parts.length - 1].toLowerCase())) parts.pop()
  return parts.length > 0 ? parts.join('/') : report
}

/** `path:line`, linked to that line at the commit when git tracks the file. */
function placeHtml(t: FailedTest, blobUrl: string | undefined, ctx: RenderLimits): string {
  const place = placeOf(t)
  if (!place) return ''
  const html = `<code>${breakablePath(clip(`${place.path}:${place.line}`, ctx.textCap))}</code>`
  if (!blobUrl || !t.at?.tracked) return html
  const url = `${blobUrl}/${place.path.split('/').map(encodeURIComponent).join('/')}#L${place.line}`
  return link(html, url)
}

function failedTestItem(t: FailedTest, blobUrl: string | undefined, ctx: RenderLimits): string {
  const icon = t.kind === 'error' ? '💥' : '❌'
  const title = text(clip(testPath(t.suite, t.classname, t.name), ctx.textCap))
  const place = placeHtml(t, blobUrl, ctx)
  const where = place ? ` — ${place}` : ''
  const message = t.message ? `<br>${text(clip(t.message, ctx.textCap))}` : ''
  const details = t.details.trim()
    ? `<details><summary>${t.kind === 'error' ? 'error' : 'failure'} details</summary><pre>${preText(clip(t.details.trim(), ctx.detailsCap))}</pre></details>`
    : ''
  return `<li>${icon} <b>${title}</b>${where}${message}${details}</li>\n`
}

/** One row per report file, in the order read: what its suites hold, and their problems. */
function reportsBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  // Grouped in one pass: a filter of all suites per file is quadratic in 10,000 reports.
  const byReport = new Map<string, SuiteRow[]>()
  for (const s of junit.suites) {
    const list = byReport.get(s.report)
    if (list) list.push(s)
    else byReport.set(s.report, [s])
  }
  const reports = junit.files.map((file) => ({ file, suites: byReport.get(file) ?? [] }))
  const table =
    '| | Report | Suite | Tests | Passed | Failed | Errors | Skipped | Time |\n' +
    '|---|---|---|--:|--:|--:|--:|--:|--:|\n'
  const heading = count(reports.length, 'report file')
  // Past a handful of rows the table folds (a monorepo's would push everything else down).
  const folded = reports.length > REPORTS_OPEN
  const failing = reports.filter(({ suites }) => suites.some((s) => s.failures + s.errors > 0))
  const summary = `<b>${heading}</b>${failing.length > 0 ? `, ${num(failing.length)} with failing tests` : ''}`
  return {
    head: folded
      ? `<details><summary>${summary}</summary>\n\n${table}`
      : `<b>${heading}</b>\n\n${table}`,
    tail: folded ? '\n</details>\n\n' : '\n',
    count: reports.length,
    priority: 3,
    item: (i) => reportRow(reports[i].file, reports[i].suites, ctx),
    more: (n) => `_… and ${count(n, 'more report file')} — see the \`junit-results\` output._\n\n`
  }
}

/** Report rows shown without a click; more fold into a `<details>`. */
const REPORTS_OPEN = 5

/** ❌ failing, ⚠️ a suite's problem, ➖ no tests at all (nothing passed), ✅ passed. */
function reportIcon(total: number, failed: number, problems: number): string {
  if (failed > 0) return '❌'
  if (problems > 0) return '⚠️'
  return total === 0 ? '➖' : '✅'
}

function reportRow(file: string, suites: SuiteRow[], ctx: RenderLimits): string {
  const sum = (key: 'total' | 'failures' | 'errors' | 'skipped'): number =>
    suites.reduce((n, s) => n + s[key], 0)
  const [total, failures, errors, skipped] = [
    sum('total'),
    sum('failures'),
    sum('errors'),
    sum('skipped')
  ]
  const problems = suites.flatMap((s) =>
    (s.problems ?? []).map((p) => ({ suite: suiteLabel(s) || '–', message: p.message }))
  )
  const icon = reportIcon(total, failures + errors, problems.length)
  const name =
    suites.length === 1
      ? text(clip(suiteLabel(suites[0]) || '–', ctx.textCap))
      : count(suites.length, 'suite')
  const notes = problems
    .map(
      (p) =>
        `<br>⚠️ ${suites.length === 1 ? '' : `${text(clip(p.suite, SHOWN_CHARS.name))}: `}${text(clip(p.message, ctx.textCap))}`
    )
    .join('')
  const seconds = suites.reduce((n, s) => n + suiteSeconds(s), 0)
  return (
    `| ${icon} | ${pathCell(file)} | ${name}${notes} | ${num(total)} ` +
    `| ${num(total - failures - errors - skipped)} | ${num(failures)} | ${num(errors)} ` +
    `| ${num(skipped)} | ${duration(seconds)} |\n`
  )
}

function flakyBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const flaky = junit.flakyTests
  return {
    head: `**${count(flaky.length, 'flaky test')}** (passed after reruns)\n\n`,
    tail: '\n',
    count: flaky.length,
    priority: 4,
    item: (i) => {
      const f = flaky[i]
      return (
        `- 🔁 ${text(clip(testPath(f.suite, f.classname, f.name), ctx.textCap))} — ` +
        `${count(f.reruns, 'rerun')} (${code(clip(f.report, ctx.textCap))})\n`
      )
    },
    more: (n) => `_… and ${count(n, 'more flaky test')}._\n\n`
  }
}

function skippedReportsBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const skipped = junit.skippedReports
  return {
    head: `**${count(skipped.length, 'report file')} without test suites** (not counted)\n\n`,
    tail: '\n',
    count: skipped.length,
    priority: 5,
    item: (i) =>
      `- ${code(clip(skipped[i].path, ctx.textCap))} — looks like ${text(clip(skipped[i].looksLike, SHOWN_CHARS.name))}\n`,
    more: (n) => `_… and ${count(n, 'more file')} without suites._\n\n`
  }
}
