/**
 * Many artifacts: `node --import tsx bench/artifacts.ts` (bench/run.ts runs it). The emulator
 * (emulator/server.ts) on loopback in this process, a workspace of 1,000 small files (quick:
 * 200) in a temp dir (removed afterwards), and the whole action as a process (`command:
 * report`, one file artifact per matched file, start-up included; bench/action.ts), paired
 * round by round with the same action reporting one of the files.
 * Target: 1,000 artifacts ≤ 6× one.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmulator } from '../emulator/server.js'
import { BENCH_ENV, timeAction } from './action.js'
import { QUICK, emit, pairedRounds, ratioRow } from './stats.js'

const ARTIFACTS = QUICK ? 200 : 1000
const TOKEN = 'bench-token-0123456789'

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'artifacts-bench-'))
  const emulator = await startEmulator({ port: 0, tokens: [{ token: TOKEN, org: 'bench' }] })
  try {
    mkdirSync(path.join(scratch, 'build'))
    for (let i = 0; i < ARTIFACTS; i++) {
      writeFileSync(path.join(scratch, 'build', `app-${String(i).padStart(4, '0')}.bin`), `${i}\n`)
    }
    console.log(`artifacts: ${ARTIFACTS} file artifacts reported to the emulator on loopback`)
    const report = (artifacts: string, expected: number) => async () => {
      emulator.reset()
      const t = await timeAction(scratch, {
        workspace: scratch,
        inputs: {
          command: 'report',
          'api-token': TOKEN,
          'base-url': emulator.url,
          org: 'bench',
          flow: 'bench',
          trail: 'bench',
          artifacts,
          'github-token': ''
        },
        env: BENCH_ENV
      })
      const sent = emulator.requests().filter((r) => r.method === 'POST').length
      if (sent !== expected) throw new Error(`${sent} artifacts reported, expected ${expected}`)
      return t
    }
    const rounds = await pairedRounds(report('build/*.bin', ARTIFACTS), async () => {
      return (await report('build/app-0000.bin', 1)()).ms
    })
    emit(
      ratioRow(
        `${ARTIFACTS.toLocaleString('en')} file artifacts reported (\`command: report\`): the whole action`,
        'the same reporting one artifact',
        rounds,
        6
      )
    )
  } finally {
    await emulator.close()
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
