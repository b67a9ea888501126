/**
 * A replay's sources, first in its summary (docs/bad-day.md, "Each origin to its own truth"):
 * when it was replayed, and for each origin the run it came from (a link to its attempt), its
 * job, leg and step, when its outbox was written, what it records about and its tests.
 */
import type { CommandResult, FailedTest, OriginVerdict, ReplayOrigin } from '../../results.js'
import type { Block } from '../budget.js'
import { code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, originWords, short, testCounts } from '../format.js'
import { testPath } from '../annotations.js'
import { count, utcMinute } from '../../util/english.js'

const ORIGINS_SHOWN = 20

const when = utcMinute

function jobCell(o: ReplayOrigin): string {
  return text(clip(originWords(o), SHOWN_CHARS.name))
}

function row(o: ReplayOrigin, v: OriginVerdict | undefined): string {
  const cell = (value: string | undefined, long = false): string =>
    value ? code(long ? short(value, 12) : clip(value, SHOWN_CHARS.name)) : '–'
  const run = o.runUrl ? link(text(o.run), o.runUrl) : text(o.run)
  const tests = v?.tests ? text(testCounts(v.tests)) : '–'
  return (
    `| ${text(clip(o.repository, SHOWN_CHARS.name))} | ${run} | ${jobCell(o)} | ` +
    `${text(when(o.written))} | ${cell(o.commit, true)} | ${cell(o.flow)} | ${cell(o.trail)} | ` +
    `${tests} |\n`
  )
}

const SUITES_SHOWN = 10
/** Failing tests named per origin: a few beside others, all that were kept of a lone one. */
const TESTS_SHOWN = { many: 5, one: 25 }

/** Where a failing test is, as its report writes it: `src/cart.ts:17`. */
function placeText(t: FailedTest): string | undefined {
  if (t.at) return `${t.at.path}:${t.at.line}`
  if (t.file) return t.line === undefined ? t.file : `${t.file}:${t.line}`
  return undefined
}

/** "  - ❌ cart › Total › rounds — `src/cart.ts:17`: expected 3 got 2", then how many more. */
function testLines(v: OriginVerdict | undefined, shown: number): string {
  const tests = v?.failedTests ?? []
  const lines = tests.slice(0, shown).map((t) => {
    const place = placeText(t)
    const where = place ? ` — ${code(clip(place, SHOWN_CHARS.name))}` : ''
    const message = t.message ? `: ${text(clip(t.message, SHOWN_CHARS.message))}` : ''
    const icon = t.kind === 'error' ? '💥' : '❌'
    return `  - ${icon} ${text(clip(testPath(t.suite, t.classname, t.name), SHOWN_CHARS.name))}${where}${message}\n`
  })
  const more = tests.length - lines.length + (v?.failedTestsOmitted ?? 0)
  if (more > 0) {
    lines.push(`  - _… and ${num(more)} more, in the reports attached to the attestation._\n`)
  }
  return lines.join('')
}

/**
 * "Failing in build, attempt 1: `unit` (1 failed), `api` (2 errors)", then the failing tests
 * and where they are: what the build's said.
 */
function failingLines(origins: ReplayOrigin[], verdicts: OriginVerdict[]): string {
  const shownTests = origins.length === 1 ? TESTS_SHOWN.one : TESTS_SHOWN.many
  const lines = origins.slice(0, ORIGINS_SHOWN).flatMap((o, i) => {
    const suites = verdicts[i]?.failingSuites ?? []
    if (suites.length === 0) return []
    const shown = suites.slice(0, SUITES_SHOWN).map((f) => {
      const what = [
        ...(f.failures > 0 ? [`${num(f.failures)} failed`] : []),
        ...(f.errors > 0 ? [count(f.errors, 'error')] : [])
      ]
      return `${code(clip(f.suite, SHOWN_CHARS.name))} (${what.join(', ')})`
    })
    const more =
      suites.length > SUITES_SHOWN ? `, … and ${num(suites.length - SUITES_SHOWN)} more` : ''
    return [
      `- ❌ Failing in ${jobCell(o)}: ${shown.join(', ')}${more}\n` +
        testLines(verdicts[i], shownTests)
    ]
  })
  return lines.length > 0 ? lines.join('') + '\n' : ''
}

export function replayedFromBlocks(result: CommandResult): Block[] {
  const verdicts = result.replayedOrigins ?? []
  const origins = verdicts.map((v) => v.origin)
  if (origins.length === 0) return []
  const rows = origins.slice(0, ORIGINS_SHOWN).map((o, i) => row(o, verdicts[i]))
  const more =
    origins.length > ORIGINS_SHOWN ? `_… and ${num(origins.length - ORIGINS_SHOWN)} more._\n\n` : ''
  const at = result.replayedAt ? `Replayed on ${text(when(result.replayedAt))}, from:\n\n` : ''
  return [
    '### Replayed from\n\n' +
      at +
      '| Repository | Run | Job | Written | Commit | Flow | Trail | Tests |\n' +
      '|---|---|---|---|---|---|---|---|\n' +
      rows.join('') +
      '\n' +
      more +
      failingLines(origins, verdicts)
  ]
}
