/**
 * The whole action as a process, as a runner runs it (demo/runner.ts): wall time from spawn to
 * exit, start-up included, and the process's peak RSS. The bundle is dist/index.js as built
 * (`npm run package` first), or BENCH_ENTRY to measure a bundle built elsewhere.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ACTION_ENTRY, runAction, type ActionRun, type RunActionOptions } from '../demo/runner.js'

export const ENTRY = process.env.BENCH_ENTRY ? path.resolve(process.env.BENCH_ENTRY) : ACTION_ENTRY

/** Preloaded into the action (NODE_OPTIONS=--require): writes its peak RSS when it exits. */
const PROBE = `process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)))`

export interface ActionTiming {
  ms: number
  rssMB: number
  run: ActionRun
}

/** Runs the action once in `scratch` (a temp dir of the benchmark) and checks it succeeded. */
export async function timeAction(
  scratch: string,
  opts: Omit<RunActionOptions, 'entry'>,
  ok: (run: ActionRun) => boolean = (run) => run.code === 0
): Promise<ActionTiming> {
  const probe = path.join(scratch, 'rss-probe.cjs')
  const rssFile = path.join(scratch, 'rss.txt')
  await writeFile(probe, PROBE)
  const env = {
    NODE_OPTIONS: `--require ${probe}`,
    BENCH_RSS_FILE: rssFile,
    ...opts.env
  }
  const start = process.hrtime.bigint()
  const run = await runAction({ timeoutMs: 600_000, ...opts, env, entry: ENTRY })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  await rm(run.runnerTemp, { recursive: true, force: true })
  if (!ok(run)) {
    throw new Error(`the action failed (${run.code}): ${(run.stdout + run.stderr).slice(-600)}`)
  }
  const rssMB = Number(await readFile(rssFile, 'utf8')) / 1024
  return { ms, rssMB, run }
}

/** The inputs of `attest-junit` in dry run without attaching the report (nothing is sent). */
export function dryRunJUnit(junit: string): Record<string, string> {
  return {
    command: 'attest-junit',
    'api-token': 'DRY_RUN',
    org: 'bench',
    flow: 'bench',
    trail: 'bench',
    junit,
    'attach-results': 'false',
    'github-token': ''
  }
}

/** A commit for the runs that need one (no git repository is read for it). */
export const BENCH_ENV = { GITHUB_SHA: '0'.repeat(40) }
