/** The README's inputs/outputs tables say what action.yml says; its YAML examples are valid. */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { inputsTable, outputsTable, readActionYml, tableDefault } from '../script/action-tables.js'
import { COMMAND_NAMES } from '../src/commands/command.js'

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

/** The text under `heading`, up to the next heading of any level. */
function section(text: string, heading: string): string {
  const from = text.indexOf(`\n${heading}\n`)
  expect(from).toBeGreaterThan(-1)
  const body = text.slice(from + heading.length + 2)
  const next = body.search(/^#{1,6} /m)
  return next === -1 ? body : body.slice(0, next)
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  expect(from).toBeGreaterThan(-1)
  expect(to).toBeGreaterThan(from)
  return text.slice(from + start.length, to)
}

/** What a contributor needs and a user does not: npm, the dependencies and their pins. */
const DEVELOPMENT_DETAIL =
  /\bnpm\b|EBADENGINE|`overrides`|package(?:-lock)?\.json|node_modules|install scripts|`content-type`|@actions\/cache/

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

  it('lists every command in the Commands table', () => {
    const table = section(readme, '### Commands')
    const listed = rows(table)
      .slice(1)
      .map((r) => /`([a-z-]+)`/.exec(r[0])?.[1])
    expect([...listed].sort()).toEqual([...COMMAND_NAMES].sort())
  })

  it('shows one install, then the demo and the tests', () => {
    const block = between(readme, '## Try it', '## The emulator')
    expect(block.match(/^npm ci\b/gm)).toHaveLength(1)
    expect(block).toMatch(/^npm ci\b[^]*^npm run demo\b[^]*^npm test\b/m)
  })

  it("reads as a user's guide: no npm or dependency detail before its first workflow", () => {
    // The first workflow: the first `yaml` block with a job's steps or a workflow's jobs.
    const first = readme.search(/^```ya?ml\n(?:(?!```)[^])*^\s*(?:steps|jobs):/m)
    expect(first).toBeGreaterThan(readme.indexOf('## Usage'))
    const before = readme.slice(0, first)
    expect(before.match(DEVELOPMENT_DETAIL)).toBeNull()
    // "Usage" goes from the `uses:` line to the first workflow: those notes are CONTRIBUTING's.
    const contributing = readFileSync(new URL('../CONTRIBUTING.md', import.meta.url), 'utf8')
    expect(contributing).toMatch(/EBADENGINE[^]*`overrides`[^]*install scripts/)
  })

  it('would see development detail before the first workflow', () => {
    for (const line of ['npm ci', 'no `EBADENGINE` warning', '`overrides` keeps `content-type`'])
      expect([line, DEVELOPMENT_DETAIL.test(line)]).toEqual([line, true])
    expect(DEVELOPMENT_DETAIL.test('One `uses:` step replaces installing the Go CLI')).toBe(false)
  })
})

/** How every example names this action: the repository is not published yet (README, Usage). */
const ACTION = 'OWNER/records-action'

type Step = { uses?: string; run?: string; if?: unknown; with?: Record<string, unknown> }
type Fragment = { steps?: Step[]; permissions?: unknown; env?: unknown }
/** A composite action's metadata (`action.yml`): its steps are under `runs`. */
type ActionMetadata = { runs: { steps?: Step[] } }

const isAction = (value: unknown): value is ActionMetadata =>
  typeof value === 'object' && value !== null && 'runs' in value

/**
 * The README's `yaml` blocks with the line of their opening fence, at any indentation: a block
 * inside a list item is indented with it, and its lines are taken without that indentation.
 */
function yamlBlocks(readme: string): Array<{ line: number; text: string }> {
  const lines = readme.split('\n')
  const blocks: Array<{ line: number; text: string }> = []
  for (let i = 0; i < lines.length; i++) {
    const indent = /^([ \t]*)```ya?ml\s*$/.exec(lines[i])?.[1]
    if (indent === undefined) continue
    const body: string[] = []
    let end = i + 1
    for (; end < lines.length && !/^[ \t]*```\s*$/.test(lines[end]); end++) {
      const margin = /^[ \t]*/.exec(lines[end])?.[0].length ?? 0
      body.push(lines[end].slice(Math.min(margin, indent.length)))
    }
    blocks.push({ line: i + 1, text: body.map((l) => `${l}\n`).join('') })
    i = end
  }
  return blocks
}

/** Every `uses:` written in the README's YAML examples, as written, with its line. */
function usesIn(readme: string): Array<{ line: number; uses: string }> {
  return yamlBlocks(readme).flatMap((block) =>
    block.text.split('\n').flatMap((text, i) => {
      const uses = /^\s*(?:-\s+)?uses:\s*['"]?([^\s'"#]+)/.exec(text)?.[1]
      return uses ? [{ line: block.line + 1 + i, uses }] : []
    })
  )
}

/**
 * The versions GitHub Enterprise Server's runners support, in the README's GitHub Enterprise
 * Server section: not the README's one version of the action (v4 and later do not work there).
 */
const GHES_VERSIONS = new Set(['actions/upload-artifact@v3', 'actions/download-artifact@v3'])

/**
 * What breaks the README's promise of one spelling: this action named otherwise than
 * `OWNER/records-action@…`, and another action used at two versions (GHES_VERSIONS aside).
 */
function spellingProblems(readme: string): string[] {
  const problems: string[] = []
  const versions = new Map<string, string[]>()
  for (const { line, uses } of usesIn(readme)) {
    const [name, ref = ''] = uses.split('@')
    if (name === ACTION || GHES_VERSIONS.has(uses)) continue
    if (/records-action$/.test(name)) {
      problems.push(`README.md line ${line}: ${uses} is not spelled ${ACTION}@…`)
      continue
    }
    versions.set(name, [...(versions.get(name) ?? []), `@${ref} (line ${line})`])
  }
  for (const [name, seen] of versions) {
    const refs = new Set(seen.map((s) => s.split(' ')[0]))
    if (refs.size > 1) problems.push(`${name}: ${seen.join(', ')}; one version everywhere`)
  }
  return problems
}

/**
 * A whole workflow (or a composite action's metadata) as it is; a step, a list of steps or a
 * job's `steps:` inside a one-job workflow.
 */
function asWorkflow(value: unknown): { workflow: string; steps: Step[]; action?: boolean } {
  if (isAction(value))
    return { workflow: stringify(value), steps: value.runs.steps ?? [], action: true }
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

/** The steps of each job of a parsed block: a workflow's jobs, or a fragment's (or an action's) one list. */
function jobsOf(value: unknown): Step[][] {
  if (value && typeof value === 'object' && 'jobs' in value) {
    return Object.values((value as { jobs: Record<string, Fragment> }).jobs).map(
      (j) => j.steps ?? []
    )
  }
  return [asWorkflow(value).steps]
}

/** Steps that only set the job up: they do not build or test, so a red build is not theirs. */
const SETUP = /^actions\/(checkout|download-artifact|setup-[a-z]+)@/

/**
 * An `if:` that runs the step on a red build: `!cancelled()` (the README's choice: not when a
 * person cancels the run), or `failure()` / `always()` in it (`success() || failure()`).
 */
const RUNS_ON_RED = /!\s*cancelled\(\)|\bfailure\(\)|\balways\(\)/

/**
 * Records steps that attest tests (`junit`, or `command: attest-junit`) after a step that
 * builds or tests, without an `if:` that runs them when that step failed: on the first failing
 * test GitHub would skip them, and the red build would never be recorded (issue 37.8).
 */
function redBuildProblems(blocks: Array<{ line: number; value: unknown }>): string[] {
  const problems: string[] = []
  for (const { line, value } of blocks) {
    for (const steps of jobsOf(value)) {
      steps.forEach((step, i) => {
        if (!new RegExp(`^${ACTION}@`).test(step.uses ?? '')) return
        const attests = step.with?.junit !== undefined || step.with?.command === 'attest-junit'
        const built = steps
          .slice(0, i)
          .some((s) => s.run !== undefined || !SETUP.test(s.uses ?? ''))
        if (attests && built && !RUNS_ON_RED.test(String(step.if ?? ''))) {
          problems.push(
            `README.md line ${line}: the records step ${i + 1} attests tests after a build step ` +
              `without an if: that runs on a red build (if: \${{ !cancelled() }})`
          )
        }
      })
    }
  }
  return problems
}

/** GitHub's parser's problems with each workflow or action (script/check-workflows.ts, one process). */
function parserProblems(workflows: Array<{ name: string; content: string; action?: boolean }>) {
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

  it('are there: the pinned SHA, the three matrix patterns', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    expect(readme).toMatch(new RegExp(`uses: ${ACTION}@[0-9a-f]{40} # v\\d+\\.\\d+\\.\\d+`))
    const matrix = blocks.filter((b) => /^jobs:/m.test(b.text) && /matrix:/.test(b.text))
    expect(
      matrix.map((b) => [
        /attestation-name: junit-\$\{\{ matrix\.os }}/.test(b.text),
        /command: legs/.test(b.text)
      ])
    ).toEqual([
      [true, false],
      [false, false],
      [false, true]
    ])
  })

  it("each parses as a workflow (or a workflow's steps, or an action) for GitHub's parser", () => {
    const problems = parserProblems(
      blocks.map((b) => ({
        name: `README.md line ${b.line}`,
        content: b.workflow,
        action: b.action
      }))
    )
    expect(blocks.filter((b) => b.action).length).toBeGreaterThanOrEqual(1)
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

  it('spell this action OWNER/records-action and every other action at one version', () => {
    expect(usesIn(readme).length).toBeGreaterThanOrEqual(blocks.length)
    expect(spellingProblems(readme)).toEqual([])
  })

  it('are found at any indentation, and a misspelt action in an indented one fails the check', () => {
    const sample = [
      '1. A list item with its example:',
      '',
      '   ```yaml',
      '   - uses: actions/checkout@v4',
      '   - uses: acme/records-action@v1',
      '   ```',
      '',
      '```yaml',
      '- uses: actions/checkout@v5',
      '- uses: OWNER/records-action@v1',
      '```',
      ''
    ].join('\n')
    expect(yamlBlocks(sample)).toEqual([
      { line: 3, text: '- uses: actions/checkout@v4\n- uses: acme/records-action@v1\n' },
      { line: 8, text: '- uses: actions/checkout@v5\n- uses: OWNER/records-action@v1\n' }
    ])
    expect(spellingProblems(sample)).toEqual([
      'README.md line 5: acme/records-action@v1 is not spelled OWNER/records-action@…',
      'actions/checkout: @v4 (line 4), @v5 (line 9); one version everywhere'
    ])
    const fixed = sample.replace('acme/', 'OWNER/').replace('checkout@v4', 'checkout@v5')
    expect(spellingProblems(fixed)).toEqual([])
  })

  it('record a red build: a records step that attests tests after a build step runs on failure', () => {
    const parsed = yamlBlocks(readme).map((b) => ({ line: b.line, value: parse(b.text) }))
    expect(redBuildProblems(parsed)).toEqual([])
    // Every example that builds and attests was looked at (the first, the fork, GHES, matrix).
    const attesting = parsed.filter((b) =>
      jobsOf(b.value).some((steps) => steps.some((s) => s.run !== undefined))
    )
    expect(attesting.length).toBeGreaterThanOrEqual(4)
  })

  it('refuse a records step that attests tests after a build step and would be skipped on a red build', () => {
    const steps = (condition: string) =>
      parse(
        [
          '- uses: actions/checkout@v5',
          '- run: make build test',
          '- uses: OWNER/records-action@v1',
          ...(condition ? [`  if: ${condition}`] : []),
          '  with:',
          '    junit: test-results/*.xml',
          '- uses: OWNER/records-action@v1',
          '  with:',
          '    command: attest-junit',
          '    junit: more/*.xml',
          '  if: ${{ !cancelled() }}'
        ].join('\n')
      )
    const problems = (condition: string) => redBuildProblems([{ line: 7, value: steps(condition) }])
    for (const bad of ['', 'success()', "${{ github.event_name == 'push' }}"]) {
      expect([bad, problems(bad)]).toEqual([
        bad,
        [
          expect.stringMatching(
            /^README\.md line 7: the records step 3 attests tests after a build/
          )
        ]
      ])
    }
    for (const good of ['${{ !cancelled() }}', 'success() || failure()', 'always()'])
      expect([good, problems(good)]).toEqual([good, []])
    // Without a build step before it, or attesting nothing, no condition is asked for.
    const first = parse('- uses: OWNER/records-action@v1\n  with:\n    junit: t/*.xml\n')
    const noTests = parse(
      '- run: make\n- uses: OWNER/records-action@v1\n  with:\n    artifacts: a\n'
    )
    expect(
      redBuildProblems([
        { line: 1, value: first },
        { line: 2, value: noTests }
      ])
    ).toEqual([])
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
    // An action's metadata is read as one: a composite that spells its steps wrong is refused.
    const action = asWorkflow(
      parse('name: a\ndescription: b\nruns:\n  using: composite\n  stepz: []\n')
    )
    expect(action.action).toBe(true)
    const [refused] = Object.values(
      parserProblems([{ name: 'action', content: action.workflow, action: true }])
    )
    expect(refused.join('\n')).toMatch(/Unexpected value 'stepz'/)
  })
})
