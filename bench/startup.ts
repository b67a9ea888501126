/**
 * Start-up benchmark: `node --import tsx bench/startup.ts [bundle]`.
 * The bundled action (dist/index.js as built, or the bundle given: build the current sources
 * to a temp folder with ncc to measure them) with `command: fingerprint` of one small file, run
 * as a runner would (demo/runner.ts), against `node -e 0`: RUNS rounds back to back, the ratio
 * of each round, median with min–max. Target: the median at most TARGET (docs/startup.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ACTION_ENTRY, runAction } from '../demo/runner.js'
import { RUNS, median, spread } from './stats.js'

/** Start-up of the action at most this many times `node -e 0`. */
const TARGET = 2.5
const entry = process.argv[2] ? path.resolve(process.argv[2]) : ACTION_ENTRY

function nodeNothing(): number {
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['-e', '0'])
  if (r.status !== 0) throw new Error('node -e 0 failed')
  return Number(process.hrtime.bigint() - start) / 1e6
}

async function actionFingerprint(workspace: string): Promise<number> {
  const start = process.hrtime.bigint()
  const run = await runAction({
    workspace,
    entry,
    inputs: { command: 'fingerprint', artifacts: 'small.txt' }
  })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  await rm(run.runnerTemp, { recursive: true, force: true })
  if (run.code !== 0 || !run.outputs.fingerprint) {
    throw new Error(`the action failed (${run.code}): ${run.stdout.slice(-400)}`)
  }
  return ms
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'startup-bench-'))
  try {
    await writeFile(path.join(dir, 'small.txt'), 'hello\n')
    nodeNothing()
    await actionFingerprint(dir) // warm-up
    const base: number[] = []
    const ours: number[] = []
    for (let i = 0; i < RUNS; i++) {
      base.push(nodeNothing())
      ours.push(await actionFingerprint(dir))
    }
    const ratios = ours.map((o, i) => o / base[i])
    const bundle = path.relative(process.cwd(), entry)
    console.log(
      `start-up: \`command: fingerprint\` of one small file ${median(ours).toFixed(0)} ms vs \`node -e 0\` ${median(base).toFixed(0)} ms: ratio ${spread(ratios)} (median (min–max) of ${RUNS} rounds; ${bundle}; target ≤ ${TARGET})`
    )
    if (median(ratios) > TARGET) process.exitCode = 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
