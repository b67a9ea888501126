/**
 * Tests: totals, the failing tests (first, since they matter most), the per-suite table, flaky
 * tests, report files without suites, and the attachment.
 */
import type { CommandResult, FailedTest, JUnitOutcome } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, preText, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { testPath } from '../annotations.js'
import { duration, num, plural, size } from '../format.js'

/** "3 passed, 4 failed, 1 error, 1 skipped": what opens the summary, before the verdict. */
export function testCounts(junit: JUnitOutcome): string {
  const t = junit.totals
  if (t.total === 0) return 'no tests'
  const parts = [`${num(t.total - t.failures - t.errors - t.skipped)} passed`]
  if (t.failures > 0) parts.push(`${num(t.failures)} failed`)
  if (t.errors > 0) parts.push(plural(t.errors, 'error'))
  if (t.skipped > 0) parts.push(`${num(t.skipped)} skipped`)
  return parts.join(', ')
}

/** "12 tests: 2 failed, 1 error, 3 skipped" (also the check run's title). */
export function testCountsLine(junit: JUnitOutcome): string {
  const t = junit.totals
  const parts: string[] = []
  if (t.failures > 0) parts.push(`${num(t.failures)} failed`)
  if (t.errors > 0) parts.push(`${plural(t.errors, 'error')}`)
  if (t.skipped > 0) parts.push(`${num(t.skipped)} skipped`)
  const passed = t.total - t.failures - t.errors - t.skipped
  if (parts.length === 0) return `${plural(t.total, 'test')}: all passed`
  if (passed > 0) parts.unshift(`${num(passed)} passed`)
  return `${plural(t.total, 'test')}: ${parts.join(', ')}`
}

export function junitBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const junit = result.junit
  if (!junit) return []
  // The time the tools reported for their suites where they did, else the sum of the cases.
  const seconds =
    junit.suites.length > 0
      ? junit.suites.reduce((sum, s) => sum + (s.reportedDuration ?? s.duration), 0)
      : junit.totals.duration
  const blocks: Block[] = [`### Tests\n\n**${testCountsLine(junit)}** · ${duration(seconds)}\n\n`]
  const status = attestationLine(junit, result.destination.dryRun, ctx)
  if (status) blocks.push(status)
  blocks.push(failingTestsBlock(junit, ctx))
  if (junit.suites.length > 0) blocks.push(suitesBlock(junit, ctx))
  if (junit.flakyTests.length > 0) blocks.push(flakyBlock(junit, ctx))
  if (junit.skippedReports.length > 0) blocks.push(skippedReportsBlock(junit, ctx))
  if (junit.attachment) {
    const a = junit.attachment
    const how =
      a.compressed && a.reportBytes !== undefined
        ? `, a gzip tar of ${size(a.reportBytes)} of reports`
        : ''
    blocks.push(
      `📎 Attached ${code(clip(a.filename, SHOWN_CHARS.name))} (${size(a.bytes)}${how})\n\n`
    )
  }
  return blocks
}

function attestationLine(junit: JUnitOutcome, dryRun: boolean, ctx: RenderLimits): string {
  const name = junit.attestationName
    ? `Attestation ${code(clip(junit.attestationName, SHOWN_CHARS.name))}`
    : ''
  let line = ''
  if (junit.attested === true) line = `✓ ${name || 'Attestation'} recorded`
  else if (junit.attested === false) line = `✗ ${name || 'Attestation'} not recorded`
  else if (name) line = `${name} ${dryRun ? 'not sent (dry run)' : 'not sent'}`
  if (junit.error) line += `${line ? ': ' : '❌ '}${text(clip(junit.error, ctx.textCap))}`
  return line ? `${line}\n\n` : ''
}

function failingTestsBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const tests = junit.failedTests
  const total = tests.length + junit.failedTestsOmitted
  if (total === 0) return ''
  const open = total <= 25 ? ' open' : ''
  const where = junit.attachment
    ? `the JUnit reports (attached as ${code(clip(junit.attachment.filename, SHOWN_CHARS.name))})`
    : 'the JUnit report files'
  return {
    head: `<details${open}><summary><b>${plural(total, 'failing test')}</b></summary>\n<ul>\n`,
    tail: '</ul>\n</details>\n\n',
    count: tests.length,
    alreadyOmitted: junit.failedTestsOmitted,
    priority: 1,
    item: (i) => failedTestItem(tests[i], ctx),
    more: (n) => `_… and ${num(n)} more failing test${n === 1 ? '' : 's'} — see ${where}._\n\n`
  }
}

function failedTestItem(t: FailedTest, ctx: RenderLimits): string {
  const icon = t.kind === 'error' ? '💥' : '❌'
  const title = text(clip(testPath(t.suite, t.classname, t.name), ctx.textCap))
  const at = t.file
    ? t.line
      ? `${t.file}:${t.line}`
      : t.file
    : t.reportLine
      ? `${t.report}:${t.reportLine}`
      : ''
  const where = at ? ` — ${code(clip(at, ctx.textCap))}` : ''
  const message = t.message ? `<br>${text(clip(t.message, ctx.textCap))}` : ''
  const details = t.details.trim()
    ? `<details><summary>${t.kind === 'error' ? 'error' : 'failure'} details</summary><pre>${preText(clip(t.details.trim(), ctx.detailsCap))}</pre></details>`
    : ''
  return `<li>${icon} <b>${title}</b>${where}${message}${details}</li>\n`
}

function suitesBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const suites = junit.suites
  return {
    head:
      `<b>${plural(suites.length, 'suite')}</b> from ${plural(junit.files.length, 'report file')}\n\n` +
      '| | Suite | Report | Tests | Failed | Errors | Skipped | Duration |\n' +
      '|---|---|---|--:|--:|--:|--:|--:|\n',
    tail: '\n',
    count: suites.length,
    priority: 3,
    item: (i) => {
      const s = suites[i]
      const problems = s.problems ?? []
      const icon = s.failures > 0 || s.errors > 0 ? '❌' : problems.length > 0 ? '⚠️' : '✅'
      const name =
        text(clip(s.label ?? s.name, ctx.textCap)) +
        problems.map((p) => `<br>⚠️ ${text(clip(p.message, ctx.textCap))}`).join('')
      // The time the tool reported for the suite, else the sum of its cases.
      return (
        `| ${icon} | ${name} | ${code(clip(s.report, ctx.textCap))} ` +
        `| ${num(s.total)} | ${num(s.failures)} | ${num(s.errors)} | ${num(s.skipped)} ` +
        `| ${duration(s.reportedDuration ?? s.duration)} |\n`
      )
    },
    more: (n) => `_… and ${plural(n, 'more suite')} — see the \`junit-results\` output._\n\n`
  }
}

function flakyBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const flaky = junit.flakyTests
  return {
    head: `**${plural(flaky.length, 'flaky test')}** (passed after reruns)\n\n`,
    tail: '\n',
    count: flaky.length,
    priority: 4,
    item: (i) => {
      const f = flaky[i]
      return (
        `- 🔁 ${text(clip(testPath(f.suite, f.classname, f.name), ctx.textCap))} — ` +
        `${plural(f.reruns, 'rerun')} (${code(clip(f.report, ctx.textCap))})\n`
      )
    },
    more: (n) => `_… and ${plural(n, 'more flaky test')}._\n\n`
  }
}

function skippedReportsBlock(junit: JUnitOutcome, ctx: RenderLimits): Block {
  const skipped = junit.skippedReports
  return {
    head: `**${plural(skipped.length, 'report file')} without test suites** (not counted)\n\n`,
    tail: '\n',
    count: skipped.length,
    priority: 5,
    item: (i) =>
      `- ${code(clip(skipped[i].path, ctx.textCap))} — looks like ${text(clip(skipped[i].looksLike, SHOWN_CHARS.name))}\n`,
    more: (n) => `_… and ${plural(n, 'more file')} without suites._\n\n`
  }
}
