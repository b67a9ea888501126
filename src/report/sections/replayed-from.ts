/**
 * A replay's sources, first in its summary (docs/bad-day.md, "Each origin to its own truth"):
 * when it was replayed; what all its origins share (repository, run, attempt, commit, flow,
 * trail) said once above the table; and a row per origin of what differs — its job and leg,
 * when its outbox was written, its tests' verdict — narrow enough for a 1000 px page
 * (docs/github-limits.md, "The replay's page").
 */
import type { CommandResult, FailedTest, OriginVerdict, ReplayOrigin } from '../../results.js'
import type { Block } from '../budget.js'
import { code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, originNames, short, testCounts } from '../format.js'
import { testPath } from '../annotations.js'
import { count, utcMinute } from '../../util/english.js'

const ORIGINS_SHOWN = 20

const when = utcMinute

/** A fact of an origin: said once above the table when every origin has the same, else a column. */
interface Fact {
  head: string
  value: (o: ReplayOrigin) => string | undefined
  /** Its cell in an origin's row. */
  cell: (o: ReplayOrigin) => string
  /** Said once, of all origins: `commit <code>5f1c0ffee012</code>`. */
  said: (o: ReplayOrigin) => string
}

/** A run's page without its attempt: the shared run's link when attempts differ. */
const runPage = (url: string): string => url.replace(/\/attempts\/\d+$/, '')

const named = (value: string | undefined): string =>
  value ? code(clip(value, SHOWN_CHARS.name)) : '–'

/** Commit and trail: a commit-like value shown short, the whole of it on hover. */
function hashCell(value: string | undefined): string {
  if (!value) return '–'
  const shown = short(value, 12)
  if (shown === value) return named(value)
  return `<code title="${text(clip(value, SHOWN_CHARS.name))}">${text(shown)}</code>`
}

const FACTS: Fact[] = [
  {
    head: 'Repository',
    value: (o) => o.repository,
    cell: (o) => text(clip(o.repository, SHOWN_CHARS.name)),
    said: (o) => `repository ${code(clip(o.repository, SHOWN_CHARS.name))}`
  },
  {
    head: 'Run',
    value: (o) => o.run,
    cell: (o) => (o.runUrl ? link(text(o.run), o.runUrl) : text(o.run)),
    said: (o) => `run ${o.runUrl ? link(text(o.run), runPage(o.runUrl)) : text(o.run)}`
  },
  {
    head: 'Attempt',
    value: (o) => o.attempt,
    cell: (o) => (o.runUrl ? link(text(o.attempt), o.runUrl) : text(o.attempt)),
    said: (o) => `attempt ${o.runUrl ? link(text(o.attempt), o.runUrl) : text(o.attempt)}`
  },
  {
    head: 'Commit',
    value: (o) => o.commit,
    cell: (o) => hashCell(o.commit),
    said: (o) => `commit ${hashCell(o.commit)}`
  },
  {
    head: 'Flow',
    value: (o) => o.flow,
    cell: (o) => named(o.flow),
    said: (o) => `flow ${named(o.flow)}`
  },
  {
    // A trail is a name (often the commit): said whole when shared, short in a cell.
    head: 'Trail',
    value: (o) => o.trail,
    cell: (o) => hashCell(o.trail),
    said: (o) => `trail ${named(o.trail)}`
  }
]

/** The facts every origin shares, and those that differ (columns). */
function splitFacts(origins: ReplayOrigin[]): { shared: Fact[]; differ: Fact[] } {
  const same = (f: Fact): boolean => new Set(origins.map(f.value)).size === 1
  return { shared: FACTS.filter(same), differ: FACTS.filter((f) => !same(f)) }
}

/** `✅ 4 passed, 1 skipped`, `❌ 2 passed, 2 failed`: its tests' verdict, the why of a row. */
function testsCell(v: OriginVerdict | undefined): string {
  if (!v?.tests) return '–'
  const red = v.tests.failures + v.tests.errors > 0
  const mark = red ? '❌ ' : v.tests.total > 0 ? '✅ ' : ''
  return `${mark}${text(testCounts(v.tests))}`
}

/**
 * The table: what differs, the origin first (`test (os: windows-latest)`), when it was written,
 * its tests last. Repository, run, commit, flow or trail are columns only where origins differ.
 */
function table(origins: ReplayOrigin[], verdicts: OriginVerdict[], differ: Fact[]): string {
  const names = originNames(origins)
  const [before, after] = [
    differ.filter((f) => f.head === 'Repository' || f.head === 'Run'),
    differ.filter((f) => f.head !== 'Repository' && f.head !== 'Run')
  ]
  const heads = [...before.map((f) => f.head), 'Job', ...after.map((f) => f.head)]
  heads.push('Written', 'Tests')
  const rows = origins.slice(0, ORIGINS_SHOWN).map((o, i) => {
    const cells = [
      ...before.map((f) => f.cell(o)),
      text(clip(names[i], SHOWN_CHARS.name)),
      ...after.map((f) => f.cell(o)),
      text(when(o.written)),
      testsCell(verdicts[i])
    ]
    return `| ${cells.join(' | ')} |\n`
  })
  return `| ${heads.join(' | ')} |\n|${heads.map(() => '---').join('|')}|\n` + rows.join('') + '\n'
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
  const names = originNames(origins)
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
      `- ❌ Failing in ${text(clip(names[i], SHOWN_CHARS.name))}: ${shown.join(', ')}${more}\n` +
        testLines(verdicts[i], shownTests)
    ]
  })
  return lines.length > 0 ? lines.join('') + '\n' : ''
}

/**
 * `Replayed on 2026-07-02 10:00 UTC, from repository `acme/shop`, run 4242, attempt 1, commit
 * `5f1c0ffee012`, flow `shop`, trail `…`:` — what the rows share, said once.
 */
function sharedLine(result: CommandResult, origins: ReplayOrigin[], shared: Fact[]): string {
  const facts = shared
    .filter((f) => f.value(origins[0]) !== undefined)
    .map((f) => f.said(origins[0]))
  const from = facts.length > 0 ? `from ${facts.join(', ')}` : 'from'
  if (!result.replayedAt) return facts.length > 0 ? `From ${facts.join(', ')}:\n\n` : ''
  // A dry run sent nothing: it is a dry run of a replay, not a replay.
  const done = result.destination.dryRun ? 'Dry run of a replay' : 'Replayed'
  return `${done} on ${text(when(result.replayedAt))}, ${from}:\n\n`
}

export function replayedFromBlocks(result: CommandResult): Block[] {
  const verdicts = result.replayedOrigins ?? []
  const origins = verdicts.map((v) => v.origin)
  if (origins.length === 0) return []
  const { shared, differ } = splitFacts(origins)
  const more =
    origins.length > ORIGINS_SHOWN ? `_… and ${num(origins.length - ORIGINS_SHOWN)} more._\n\n` : ''
  return [
    '### Replayed from\n\n' +
      sharedLine(result, origins, shared) +
      table(origins, verdicts, differ) +
      more +
      failingLines(origins, verdicts)
  ]
}
