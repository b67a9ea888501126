/**
 * Start-up benchmark: `node --import tsx bench/startup.ts` (bench/run.ts runs it).
 * The whole action as a process (bench/action.ts) with `command: fingerprint` of one small
 * file, paired round by round with `node -e 0`. Target: ≤ 2.5× (docs/startup.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { timeAction } from './action.js'
import { emit, pairedRounds, ratioRow } from './stats.js'

function nodeNothing(): number {
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['-e', '0'], { env: { ...process.env, NODE_OPTIONS: '' } })
  if (r.status !== 0) throw new Error('node -e 0 failed')
  return Number(process.hrtime.bigint() - start) / 1e6
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'startup-bench-'))
  try {
    await writeFile(path.join(dir, 'small.txt'), 'hello\n')
    const rounds = await pairedRounds(
      () =>
        timeAction(dir, {
          workspace: dir,
          inputs: { command: 'fingerprint', artifacts: 'small.txt' }
        }),
      nodeNothing
    )
    emit(
      ratioRow(
        'start-up: `command: fingerprint` of one small file, the whole action',
        '`node -e 0`',
        rounds,
        2.5
      )
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
