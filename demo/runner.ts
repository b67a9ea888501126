/**
 * Runs the bundled action (dist/index.js) as GitHub's runner does for a JavaScript action:
 * a child process with INPUT_* variables, GITHUB_* context, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files and an event payload. Used by the demo and the e2e tests.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const ACTION_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
  'index.js'
)

export interface RunActionOptions {
  /** Inputs by their action.yml names (kebab-case). */
  inputs: Record<string, string>
  /** The checkout: GITHUB_WORKSPACE and the child's cwd. */
  workspace: string
  /** GITHUB_EVENT_NAME, default 'push'. */
  eventName?: string
  /** The event payload written to GITHUB_EVENT_PATH. */
  event?: unknown
  /** Extra or overriding environment variables (undefined removes one). */
  env?: Record<string, string | undefined>
  /** Kill the action after this many ms (default 120 s). */
  timeoutMs?: number
  /** The bundle to run, default ACTION_ENTRY (dist/index.js). */
  entry?: string
  /** The Node binary that runs it, default the one running this process. */
  node?: string
}

export interface ActionRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The runner's temp folder of this run (RUNNER_TEMP). */
  runnerTemp: string
}

const ACTION_YML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'action.yml')
let defaults: Record<string, string> | undefined

/**
 * The `default:` of every input of action.yml, as the runner sets them. An expression such as
 * `${{ github.token }}` evaluates to '' here: there is no GitHub behind these runs (a test that
 * wants a GitHub token gives one).
 */
export function actionDefaults(): Record<string, string> {
  if (!defaults) {
    const yml = parse(readFileSync(ACTION_YML, 'utf8')) as {
      inputs: Record<string, { default?: unknown }>
    }
    defaults = {}
    for (const [name, input] of Object.entries(yml.inputs)) {
      if (input.default === undefined) continue
      defaults[name] = String(input.default).replace(/\$\{\{[^}]*\}\}/g, '')
    }
  }
  return defaults
}

/**
 * GITHUB_ACTION of the `nth` step of a job that uses the action `acme/records-action` without an
 * `id:`, as the runner names it: `__<owner>_<repo>`, and `_2`, `_3`… for a later use in the same
 * job. A step with an `id:` has that id instead. Matrix legs run the same steps: they share it.
 */
export const stepId = (nth = 1): string => `__acme_records-action${nth > 1 ? `_${nth}` : ''}`

/**
 * The environment a runner gives a JavaScript action, for a repository `acme/shop`: the first
 * records step of job `build` (give GITHUB_ACTION `stepId(2)` to a second one in the job).
 */
export function runnerEnv(
  runnerTemp: string,
  opts: RunActionOptions
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: process.env.LANG,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_EVENT_NAME: opts.eventName ?? 'push',
    GITHUB_EVENT_PATH: path.join(runnerTemp, 'event.json'),
    GITHUB_OUTPUT: path.join(runnerTemp, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(runnerTemp, 'summary.md'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '123456789',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'build',
    GITHUB_ACTION: stepId(),
    GITHUB_ACTOR: 'octocat',
    GITHUB_REF: 'refs/heads/main',
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux'
  }
  // As the runner does: every `default:` of action.yml, then the step's `with:` over it.
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...opts.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(opts.env ?? {})) env[name] = value
  return env
}

/** Parses the GITHUB_OUTPUT file format (`name<<delimiter` blocks) written by the action (@actions/core's setOutput, behind report/boundary.ts). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const body: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) body.push(lines[i])
    outputs[m[1]] = body.join('\n')
  }
  return outputs
}

async function readOr(file: string, dflt: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => dflt)
}

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'runner-'))
  const env = runnerEnv(runnerTemp, opts)
  await writeFile(path.join(runnerTemp, 'event.json'), JSON.stringify(opts.event ?? {}))
  await writeFile(path.join(runnerTemp, 'output.txt'), '')
  await writeFile(path.join(runnerTemp, 'summary.md'), '')
  const child = spawn(opts.node ?? process.execPath, [opts.entry ?? ACTION_ENTRY], {
    cwd: opts.workspace,
    env: Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 120_000)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearTimeout(timer)
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readOr(env.GITHUB_OUTPUT as string, '')),
    summary: await readOr(env.GITHUB_STEP_SUMMARY as string, ''),
    runnerTemp
  }
}
