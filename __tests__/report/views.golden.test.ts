/**
 * A golden file for every view of every shape (issue 39, item 8): from a fixed result, through
 * the one output boundary (report/publish.ts) as a runner sees it — the step log on stdout, the
 * outputs in GITHUB_OUTPUT, the job summary in GITHUB_STEP_SUMMARY, and the check run as a
 * GitHub API stub on loopback receives it. `UPDATE_GOLDEN=1` rewrites __tests__/golden/views/.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Output } from '../../src/report/boundary.js'
import { publish } from '../../src/report/publish.js'
import { expectGolden } from '../helpers/golden.js'
import { startGitHubStub } from '../helpers/github-stub.js'
import { restoreEnv } from './fixtures.js'
import { VIEWS, type ViewCase } from './view-fixtures.js'

/** What a person or a later step sees of one result. */
export interface Views {
  log: string
  outputs: Array<[string, string]>
  /** The check-run request's body, or undefined when none was made. */
  check?: CheckBody
  /** A replay's further check runs: one per origin, each its own (the first is `check`). */
  more?: CheckBody[]
  summary: string
}

interface CheckBody {
  name: string
  head_sha: string
  conclusion: string
  details_url?: string
  output: { title: string; summary: string; annotations: unknown[] }
}

const RUNNER = ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'RUNNER_TEMP', 'GITHUB_STATE']
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'records-views-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The outputs @actions/core wrote to GITHUB_OUTPUT (`name<<delimiter … delimiter`), in order. */
function parseOutputs(file: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const re = /^([^\n<]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm
  for (const m of file.matchAll(re)) out.push([m[1], m[3]])
  return out
}

/** Publishes `c` as a runner step would, and collects every view of it. */
async function viewsOf(name: string, c: ViewCase): Promise<Views> {
  const saved = Object.fromEntries(RUNNER.map((k) => [k, process.env[k]]))
  const files = { output: path.join(dir, `${name}.output`), summary: path.join(dir, `${name}.md`) }
  await writeFile(files.output, '')
  await writeFile(files.summary, '')
  Object.assign(process.env, {
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir
  })
  const stub = await startGitHubStub()
  const write = process.stdout.write
  let log = ''
  process.stdout.write = ((chunk: string | Uint8Array) => {
    log += chunk.toString()
    return true
  }) as typeof process.stdout.write
  try {
    const problems = await publish(
      c.result,
      {
        summary: true,
        checkRun: true,
        checkName: c.result.checkName ?? 'Compliance',
        ...(c.checkLeg !== undefined && { checkLeg: c.checkLeg }),
        githubToken: 'ghs_views0000000000000000000000000000',
        repository: 'acme/shop',
        apiUrl: stub.url,
        runner: { temp: dir, summaryFile: files.summary }
      },
      new Output()
    )
    expect(problems).toEqual([])
  } finally {
    process.stdout.write = write
    restoreEnv(saved)
    await stub.close()
  }
  // A request without a name is an update that appends the next 50 annotations (past the
  // first 50): they are the check run's, the one made before it.
  const check: CheckBody[] = []
  for (const r of stub.requests().filter((q) => q.path.startsWith('/repos/acme/shop/check-runs'))) {
    const body = r.body as CheckBody
    const last = check[check.length - 1]
    if (body.name === undefined && last) {
      check[check.length - 1] = {
        ...last,
        output: {
          ...last.output,
          annotations: [...last.output.annotations, ...body.output.annotations]
        }
      }
    } else check.push(body)
  }
  // One check run, or a replay's one per origin: never two for the same name.
  expect(new Set(check.map((c) => c.name)).size).toBe(check.length)
  return {
    log: steady(log),
    outputs: parseOutputs(steady(await readFile(files.output, 'utf8'))),
    check: check[0],
    ...(check.length > 1 && { more: check.slice(1) }),
    summary: await readFile(files.summary, 'utf8')
  }
}

/**
 * What varies between runs, and only that, replaced: the runner's temp folder and the random
 * names made in it, and the random token of a `stop-commands` fence. (Every fact of the
 * fixtures is fixed, so nothing else is normalised: a change anywhere else shows.)
 */
function steady(text: string): string {
  return text
    .split(dir)
    .join('<runner-temp>')
    .replace(/(<runner-temp>\/[a-z-]+-)[A-Za-z0-9]{6}\//g, '$1XXXXXX/')
    .replace(/::stop-commands::[0-9a-f-]{36}/g, '::stop-commands::<token>')
    .replace(/^::[0-9a-f-]{36}::$/gm, '::<token>::')
}

const FENCE = '`````'

function outputsText(outputs: Array<[string, string]>): string {
  return outputs
    .map(([k, v]) => (v.includes('\n') ? `${k}: |\n  ${v.split('\n').join('\n  ')}` : `${k}: ${v}`))
    .join('\n')
}

function checkText(check: CheckBody | undefined, summary: string): string {
  if (!check) return 'No check run.'
  const lines = [
    `name: ${check.name}`,
    `head_sha: ${check.head_sha}`,
    `conclusion: ${check.conclusion}`,
    `details_url: ${check.details_url ?? '–'}`,
    `title: ${check.output.title}`,
    `annotations (${check.output.annotations.length}):`,
    ...check.output.annotations.map((a) => `  ${JSON.stringify(a)}`)
  ]
  const same = check.output.summary === summary
  return (
    `${FENCE}text\n${lines.join('\n')}\n${FENCE}\n\n` +
    (same
      ? 'Summary: the job summary below, byte for byte.'
      : `Summary:\n\n${FENCE}markdown\n${check.output.summary}\n${FENCE}`)
  )
}

/** The golden file of one shape: each view under its heading, verbatim. */
export function composed(v: Views): string {
  return (
    `# Step log\n\n${FENCE}text\n${v.log}${FENCE}\n\n` +
    `# Outputs\n\n${FENCE}text\n${outputsText(v.outputs)}\n${FENCE}\n\n` +
    `# Check run\n\n${checkText(v.check, v.summary)}\n\n` +
    (v.more ?? [])
      .map((c) => `# Check run '${c.name}'\n\n${checkText(c, v.summary)}\n\n`)
      .join('') +
    `# Job summary\n\n${v.summary}`
  )
}

describe('golden views, from result fixtures', () => {
  const seen = new Map<string, Views>()

  it.each(Object.keys(VIEWS))('%s', async (name) => {
    const views = await viewsOf(name, VIEWS[name])
    seen.set(name, views)
    await expectGolden(`views/${name}`, composed(views))
  })

  it('a golden file fails on a one-character change of any view', async () => {
    const name = 'failing'
    const views = seen.get(name) ?? (await viewsOf(name, VIEWS[name]))
    const flip = (s: string, i: number): string =>
      s.slice(0, i) + (s.charAt(i) === 'x' ? 'y' : 'x') + s.slice(i + 1)
    const changes: Array<[string, Views]> = []
    for (const at of [0, 0.5, 1]) {
      const i = (s: string): number => Math.min(Math.floor(s.length * at), s.length - 1)
      const [k, v] = views.outputs[Math.floor((views.outputs.length - 1) * at)]
      const check = views.check as CheckBody
      const out = check.output
      changes.push(
        ['log', { ...views, log: flip(views.log, i(views.log)) }],
        ['summary', { ...views, summary: flip(views.summary, i(views.summary)) }],
        [
          `output ${k}`,
          { ...views, outputs: views.outputs.map(([n, x]) => [n, n === k ? flip(v, i(v)) : x]) }
        ],
        [
          'check title',
          {
            ...views,
            check: { ...check, output: { ...out, title: flip(out.title, i(out.title)) } }
          }
        ],
        [
          'check summary',
          {
            ...views,
            check: { ...check, output: { ...out, summary: flip(out.summary, i(out.summary)) } }
          }
        ],
        [
          'check annotation',
          {
            ...views,
            check: {
              ...check,
              output: { ...out, annotations: [{ changed: at }, ...out.annotations.slice(1)] }
            }
          }
        ],
        [
          'check conclusion',
          { ...views, check: { ...check, conclusion: flip(check.conclusion, 0) } }
        ]
      )
    }
    for (const [what, changed] of changes) {
      const failure = await expectGolden(`views/${name}`, composed(changed), false).catch(
        (err: unknown) => err
      )
      expect({ what, failed: failure instanceof Error }).toEqual({ what, failed: true })
    }
  })
})
