/** The README's inputs/outputs tables say what action.yml says; its YAML examples are valid. */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { inputsTable, outputsTable, readActionYml, tableDefault } from '../script/action-tables.js'

/** Table rows as trimmed cells, whatever the column padding (prettier aligns tables). */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\s+/g, ' '))
    )
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  expect(from).toBeGreaterThan(-1)
  expect(to).toBeGreaterThan(from)
  return text.slice(from + start.length, to)
}

describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

  it('lists every input of action.yml with its default and description', () => {
    const documented = rows(between(readme, '<!-- inputs:start -->', '<!-- inputs:end -->'))
    expect(documented).toEqual(rows(inputsTable()))
    expect(documented.length - 1).toBe(Object.keys(readActionYml().inputs).length)
  })

  it("gives every input the default of the code's table", () => {
    const documented = rows(between(readme, '<!-- inputs:start -->', '<!-- inputs:end -->'))
    const defaults = Object.fromEntries(documented.slice(1).map((r) => [r[0], r[2]]))
    for (const input of Object.keys(readActionYml().inputs)) {
      const value = tableDefault(input)
      expect([input, defaults[`\`${input}\``]]).toEqual([
        input,
        value === undefined ? '' : `\`${value}\``
      ])
    }
  })

  it('lists every output of action.yml', () => {
    const documented = rows(between(readme, '<!-- outputs:start -->', '<!-- outputs:end -->'))
    expect(documented).toEqual(rows(outputsTable()))
  })

  it('shows one install, then the demo and the tests', () => {
    const block = between(readme, '## Try it', '## Usage')
    expect(block.match(/^npm ci\b/gm)).toHaveLength(1)
    expect(block).toMatch(/^npm ci\b[^]*^npm run demo\b[^]*^npm test\b/m)
  })
})

/** How every example names this action: the repository is not published yet (README, Usage). */
const ACTION = 'OWNER/records-action'

type Step = { uses?: string; with?: Record<string, unknown> }
type Fragment = { steps?: Step[]; permissions?: unknown; env?: unknown }

/** The README's `yaml` blocks with the line each starts on. */
function yamlBlocks(readme: string): Array<{ line: number; text: string }> {
  const blocks: Array<{ line: number; text: string }> = []
  for (const m of readme.matchAll(/^```yaml\n([^]*?)^```$/gm)) {
    blocks.push({ line: readme.slice(0, m.index).split('\n').length, text: m[1] })
  }
  return blocks
}

/** A whole workflow as it is; a step, a list of steps or a job's `steps:` inside a one-job workflow. */
function asWorkflow(value: unknown): { workflow: string; steps: Step[] } {
  if (value && typeof value === 'object' && 'jobs' in value) {
    const jobs = Object.values((value as { jobs: Record<string, Fragment> }).jobs)
    return { workflow: stringify(value), steps: jobs.flatMap((j) => j.steps ?? []) }
  }
  const fragment: Fragment = Array.isArray(value) ? { steps: value } : (value as Fragment)
  const steps = fragment.steps ?? [value as Step]
  const job = { 'runs-on': 'ubuntu-latest', ...(fragment.env ? { env: fragment.env } : {}), steps }
  const workflow = { on: 'push', permissions: fragment.permissions, jobs: { example: job } }
  if (!fragment.permissions) delete workflow.permissions
  return { workflow: stringify(workflow), steps }
}

/** GitHub's workflow parser's problems with each workflow (script/check-workflows.ts, one process). */
function parserProblems(workflows: Array<{ name: string; content: string }>) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'script/check-workflows.ts', '--stdin'],
    {
      cwd: new URL('..', import.meta.url),
      input: JSON.stringify(workflows),
      encoding: 'utf8',
      // tsx would keep its compile cache in the temp folder, which tests leave as they found it.
      env: { ...process.env, TSX_DISABLE_CACHE: '1' }
    }
  )
  return JSON.parse(out) as Record<string, string[]>
}

describe("the README's YAML examples", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const inputs = Object.keys(readActionYml().inputs)
  const blocks = yamlBlocks(readme).map((b) => ({ ...b, ...asWorkflow(parse(b.text)) }))

  it('are there: the pinned SHA, both matrix patterns', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    expect(readme).toMatch(new RegExp(`uses: ${ACTION}@[0-9a-f]{40} # v\\d+\\.\\d+\\.\\d+`))
    const matrix = blocks.filter((b) => /^jobs:/m.test(b.text) && /matrix:/.test(b.text))
    expect(matrix.map((b) => /attestation-name: junit-\$\{\{ matrix\.os }}/.test(b.text))).toEqual([
      true,
      false
    ])
  })

  it("each parses as a workflow (or a workflow's steps) for GitHub's parser", () => {
    const problems = parserProblems(
      blocks.map((b) => ({ name: `README.md line ${b.line}`, content: b.workflow }))
    )
    expect(Object.keys(problems)).toHaveLength(blocks.length)
    for (const [name, list] of Object.entries(problems)) expect([name, list]).toEqual([name, []])
  })

  it('each step of this action names it as OWNER/records-action and gives only its inputs', () => {
    const ours = blocks.flatMap((b) =>
      b.steps
        .filter((s) => /records-action@/.test(s.uses ?? ''))
        .map((s) => ({ ...s, line: b.line }))
    )
    expect(ours.length).toBeGreaterThanOrEqual(6)
    for (const step of ours) {
      expect([step.line, step.uses]).toEqual([
        step.line,
        expect.stringMatching(new RegExp(`^${ACTION}@`))
      ])
      for (const key of Object.keys(step.with ?? {}))
        expect([step.line, key, inputs.includes(key)]).toEqual([step.line, key, true])
    }
  })

  it("refuses what GitHub's parser refuses: the check can fail", () => {
    const bad = asWorkflow(
      parse(
        '- uses: actions/checkout@v5\n  wiht: { fetch-depth: 0 }\n- run: echo ${{ matrx.os }}\n'
      )
    )
    const [problems] = Object.values(parserProblems([{ name: 'bad', content: bad.workflow }]))
    expect(problems.join('\n')).toMatch(
      /Unexpected value 'wiht'[^]*Unrecognized named-value: 'matrx'/
    )
  })
})
