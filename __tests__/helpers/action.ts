/**
 * The action's `run()` (src/main.ts) in the test process, as demo/runner.ts `runAction` runs
 * the bundle in a child: same options, same result. The runner temp folder and its files
 * (event, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) are created as the runner does; for the run,
 * process.env is exactly the runner's environment, the cwd is the workspace and what the
 * action writes to stdout and stderr (console.* included) is captured instead of printed, and
 * `log` has both in the order written. Everything is restored
 * afterwards and the runner temp folder is removed unless `keepRunnerTemp` is set.
 *
 * Runs are serialised: process.env, the cwd and the streams are one per process, so
 * concurrent callers (it.concurrent) wait their turn, and the next starts only once run() has
 * ended, even past `timeoutMs`. A run still going when its test ends (a jest timeout) is waited
 * for before the next test starts, its servers refusing it meanwhile (helpers/stop-work.ts).
 */
import { Console } from 'node:console'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { run } from '../../src/main.js'
import { stopWhenTestEnds } from './stop-work.js'
import {
  parseOutputFile,
  runnerEnv,
  type ActionRun,
  type RunActionOptions
} from '../../demo/runner.js'

export interface InProcessOptions extends RunActionOptions {
  /** Leave RUNNER_TEMP in place (the caller removes `runnerTemp`). */
  keepRunnerTemp?: boolean
}

export interface InProcessRun extends ActionRun {
  /**
   * stdout and stderr in the order they were written, as the runner shows them in one step
   * log (what a library prints to either lands between the action's lines).
   */
  log: string
}

let queue: Promise<unknown> = Promise.resolve()

export function runInProcess(opts: InProcessOptions): Promise<InProcessRun> {
  let ended = (): void => {}
  const over = new Promise<void>((resolve) => (ended = resolve))
  const next = queue.then(() => runNow(opts, ended))
  // The next run waits for this one's run() to end, not only for its result.
  const done = Promise.all([over, next.catch(ended)]).then(() => undefined)
  queue = done
  const forget = stopWhenTestEnds(() => done)
  void done.then(forget)
  return next
}

type Write = typeof process.stdout.write

/** Replaces `stream.write` with one that appends to each of `sinks`; returns the restorer. */
function capture(stream: NodeJS.WriteStream, ...sinks: string[][]): () => void {
  const original = stream.write
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    for (const sink of sinks) sink.push(text)
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (cb) queueMicrotask(cb)
    return true
  }) as Write
  return () => {
    stream.write = original
  }
}

/** Runs the action; `ended` is called once run() has settled, even past the timeout. */
async function runNow(opts: InProcessOptions, ended: () => void): Promise<InProcessRun> {
  const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'runner-'))
  try {
    const env = runnerEnv(runnerTemp, opts)
    await writeFile(path.join(runnerTemp, 'event.json'), JSON.stringify(opts.event ?? {}))
    await writeFile(path.join(runnerTemp, 'output.txt'), '')
    await writeFile(path.join(runnerTemp, 'summary.md'), '')

    const savedEnv = { ...process.env }
    const savedCwd = process.cwd()
    const savedConsole = globalThis.console
    const stdout: string[] = []
    const stderr: string[] = []
    const log: string[] = []
    let code: number | null = 0
    let restoreOut = (): void => {}
    let restoreErr = (): void => {}
    let timer: NodeJS.Timeout | undefined
    try {
      process.chdir(opts.workspace)
      for (const name of Object.keys(process.env)) delete process.env[name]
      for (const [name, value] of Object.entries(env))
        if (value !== undefined) process.env[name] = value
      process.exitCode = undefined
      restoreOut = capture(process.stdout, stdout, log)
      restoreErr = capture(process.stderr, stderr, log)
      // What a library prints with console.* goes to the process's streams, as under the
      // runner (the test framework's console would keep it out of the log).
      globalThis.console = new Console({ stdout: process.stdout, stderr: process.stderr })
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), opts.timeoutMs ?? 120_000)
      })
      const running = run()
      void running.then(ended, ended)
      // A run that outlives its time is reported as killed (code null), as runAction does.
      if ((await Promise.race([running, timedOut])) === 'timeout') code = null
      else code = Number(process.exitCode ?? 0)
    } finally {
      clearTimeout(timer)
      globalThis.console = savedConsole
      restoreErr()
      restoreOut()
      process.chdir(savedCwd)
      for (const name of Object.keys(process.env)) delete process.env[name]
      Object.assign(process.env, savedEnv)
      process.exitCode = undefined
    }
    return {
      code,
      stdout: stdout.join(''),
      stderr: stderr.join(''),
      log: log.join(''),
      outputs: parseOutputFile(await readFile(env.GITHUB_OUTPUT as string, 'utf8').catch(() => '')),
      summary: await readFile(env.GITHUB_STEP_SUMMARY as string, 'utf8').catch(() => ''),
      runnerTemp
    }
  } finally {
    if (!opts.keepRunnerTemp) await rm(runnerTemp, { recursive: true, force: true })
  }
}
