/**
 * The README's monorepo advice (issue 39, item 7): it says how to lay out flows, and every
 * workflow it shows with several records steps in one job gives each step a check name of its
 * own (two check runs of one name on a commit cannot be told apart, nor replayed apart).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { actionDefaults } from '../demo/runner.js'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

type Step = { uses?: string; with?: Record<string, unknown> }
type Workflow = { jobs?: Record<string, { steps?: Step[] }> }

/** The README's top-level `yaml` blocks that are whole workflows (they have `jobs:`). */
function workflows(): Workflow[] {
  return [...README.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)]
    .map((m) => parse(m[1]) as unknown)
    .filter((w): w is Workflow => typeof w === 'object' && w !== null && 'jobs' in w)
}

/** The check name of each records step of a job that makes a check run. */
function checkNames(steps: Step[]): string[] {
  return steps
    .filter((s) => s.uses?.startsWith('OWNER/records-action@'))
    .filter((s) => String(s.with?.['check-run'] ?? 'true') !== 'false')
    .map((s) => String(s.with?.['check-name'] ?? actionDefaults()['check-name']))
}

describe("the README's monorepo section", () => {
  const section = README.slice(
    README.indexOf('### Monorepos'),
    README.indexOf('\n## ', README.indexOf('### Monorepos'))
  )

  it('says when a project gets its own flow, and that several steps need their own check names', () => {
    expect(section).toMatch(/One flow per project that ships on its own/)
    expect(section).toMatch(/Several records steps in one job: give each its own `check-name`/)
  })

  it('shows a job with several records steps, and no job of any example shares a check name', () => {
    const jobs = workflows().flatMap((w) => Object.values(w.jobs ?? {}))
    const several = jobs.filter((j) => checkNames(j.steps ?? []).length > 1)
    expect(several.length).toBeGreaterThan(0)
    for (const job of jobs) {
      const names = checkNames(job.steps ?? [])
      expect(names).toEqual([...new Set(names)])
    }
  })

  it('would fail on two records steps of one job left at the default check name', () => {
    const step = { uses: 'OWNER/records-action@v1', with: { flow: 'web' } }
    const names = checkNames([step, { ...step, with: { flow: 'billing' } }])
    expect(names).not.toEqual([...new Set(names)])
  })
})
