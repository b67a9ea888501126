/**
 * What a reviewer sees first (issue 48 items 3 and 5): a replay's "Replayed from" table fits a
 * 1000 px page with each origin's tests verdict in view, what the origins share said once above
 * it, each write's origin named; a monorepo's failing projects and first failing tests named
 * without a click, the rest folded behind their count.
 */
import { describe, expect, it } from '@jest/globals'
import type { CommandResult } from '../../src/results.js'
import { renderSummary } from '../../src/report/summary.js'
import { projectOf } from '../../src/report/sections/junit-section.js'
import { HOSTILE } from './fixtures.js'
import { VIEWS } from './view-fixtures.js'

/** The lines of the Markdown table that follows `header` (a line starting with it). */
function tableAfter(md: string, header: string): string[][] {
  const lines = md.split('\n')
  const start = lines.findIndex((l) => l.startsWith(header))
  expect(start).toBeGreaterThanOrEqual(0)
  const rows: string[][] = []
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim())
    )
  }
  return rows.filter((_, i) => i !== 1)
}

/** What a cell shows: its tags dropped, its entities one character each. */
const shown = (cell: string): string =>
  cell.replace(/<[^>]*>/g, '').replace(/&#?[A-Za-z0-9]+;/g, '_')

/**
 * The width GitHub gives a table at 1000 px, estimated: 14 px text is at most ~8 px a
 * character, each cell has 13 px of padding each side; the page's text column is ~950 px.
 */
function estimatedWidth(rows: string[][]): number {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => shown(r[c] ?? '').length)))
  return widths.reduce((sum, w) => sum + w * 8 + 26, 0)
}

const matrix = (): CommandResult => VIEWS['replay-matrix-and-e2e'].result

describe("the replay's page", () => {
  it('fits 1000 px: shared facts above the table, each row its job, when written, its tests', () => {
    const md = renderSummary(matrix())
    const rows = tableAfter(md, '| Job |')
    expect(rows[0]).toEqual(['Job', 'Written', 'Tests'])
    expect(rows.map((r) => r[0])).toEqual([
      'Job',
      'test (os: ubuntu-latest)',
      'test (os: windows-latest)',
      'test (os: macos-latest)',
      'e2e'
    ])
    expect(rows[2][2]).toBe('❌ 2 passed, 2 failed, 1 skipped')
    expect(estimatedWidth(rows)).toBeLessThan(950)
    // The repository, run, attempt, commit, flow and trail: once, above the table.
    const shared = md.slice(md.indexOf('Replayed on'), md.indexOf('| Job |'))
    for (const fact of ['repository ', 'run ', 'attempt ', 'commit ', 'flow ', 'trail ']) {
      expect(shared).toContain(`, ${fact}`.replace(', repository', 'from repository'))
    }
    expect(md.split('acme/shop/actions/runs/4242/attempts/1').length - 1).toBe(1)
  })

  it('makes a column of what differs between origins, and names origins by it', () => {
    const result = matrix()
    const verdicts = (result.replayedOrigins ?? []).map((v, i) => ({
      ...v,
      origin: i === 3 ? { ...v.origin, repository: 'acme/e2e', run: '4300' } : v.origin
    }))
    const md = renderSummary({ ...result, replayedOrigins: verdicts })
    const rows = tableAfter(md, '| Repository |')
    expect(rows[0]).toEqual(['Repository', 'Run', 'Job', 'Written', 'Tests'])
    expect(rows[4].slice(0, 3)).toEqual([
      'acme/e2e',
      '<a href="https://github.com/acme/shop/actions/runs/4242/attempts/1">4300</a>',
      'run 4300, e2e'
    ])
    expect(md).toContain('Replayed on 2026-07-02 10:00 UTC, from attempt ')
    expect(tableAfter(md, '| Origin |')[4][0]).toBe('run 4300, e2e')
  })

  it("names each write's origin", () => {
    const rows = tableAfter(renderSummary(matrix()), '| Origin |')
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['Origin', 'Write'],
      ['test (os: ubuntu-latest)', 'JUnit attestation &#39;junit-ubuntu-latest&#39;'],
      ['test (os: windows-latest)', 'JUnit attestation &#39;junit-windows-latest&#39;'],
      ['test (os: macos-latest)', 'JUnit attestation &#39;junit-macos-latest&#39;'],
      ['e2e', 'JUnit attestation &#39;e2e&#39;']
    ])
  })

  it('escapes what an origin says of itself, in every table', () => {
    const result = matrix()
    const verdicts = (result.replayedOrigins ?? []).map((v) => ({
      ...v,
      origin: { ...v.origin, leg: HOSTILE }
    }))
    const md = renderSummary({ ...result, replayedOrigins: verdicts })
    expect(md).not.toContain('<img')
    expect(md).not.toContain('[x](javascript')
    // A `|` in a leg splits no cell.
    for (const header of ['| Job |', '| Origin |']) {
      for (const row of tableAfter(md, header)) expect(row).toHaveLength(3)
    }
  })
})

describe('the monorepo first screen', () => {
  const md = renderSummary(VIEWS['monorepo-first-screen'].result)
  const before = md.slice(0, md.indexOf('<details><summary><b>43 more failing tests</b>'))

  it('names the failing projects and the first failing test of each, without a click', () => {
    expect(before).toContain(
      '**53 failing tests** in 9 projects: <code>services/billing</code> (12), <code>services/cart</code> (9)'
    )
    const failing = ['services/billing', 'services/cart', 'apps/web', 'libs/money']
    failing.push('services/search', 'apps/admin', 'libs/auth', 'tools/migrate', 'services/mail')
    for (const project of failing) {
      const name = project.split('/')[1]
      expect(before).toContain(`<b>${project} › ${name}.Handler › case 1</b>`)
    }
    expect(before.split('<li>').length - 1).toBe(10)
    // No failing test is left out of the page's two lists, nor shown twice.
    expect(md.split('<li>❌').length - 1).toBe(53)
  })

  it('keeps a short list open, as it was', () => {
    const small = renderSummary(VIEWS.monorepo.result)
    expect(small).toContain('<details open><summary><b>3 failing tests</b></summary>')
    expect(small).not.toContain('failing tests</b> in ')
  })

  it("a report's project: its folder less the tools' output folders", () => {
    expect(projectOf('go/test-results/junit.xml')).toBe('go')
    expect(projectOf('services/billing/target/surefire-reports/TEST-a.xml')).toBe(
      'services/billing'
    )
    expect(projectOf('build/test-results/test/TEST-a.xml')).toBe(
      'build/test-results/test/TEST-a.xml'
    )
    expect(projectOf('junit.xml')).toBe('junit.xml')
  })

  it('cut to a small budget, still names the first failing tests', () => {
    const cut = renderSummary(VIEWS['monorepo-first-screen'].result, { maxBytes: 8000 })
    expect(cut).toContain('<b>services/billing › billing.Handler › case 1</b>')
    expect(cut).toContain('more failing test')
  })
})
