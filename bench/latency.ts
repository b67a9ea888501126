/**
 * A records service 100 ms away: `node --import tsx bench/latency.ts` (bench/run.ts runs it).
 * The emulator (emulator/server.ts) on loopback in this process, behind a front that holds every
 * records request before answering it and counts what reaches it (bench/delaying-service.ts);
 * a workspace of one JUnit report and N small files in a temp dir (removed afterwards); the
 * whole action as a process (`command: report`, one file artifact per file, default inputs:
 * retries, timeouts; bench/action.ts).
 *
 * Per N (1, 20, 100, 1,000; quick: 1, 20, 100), each round runs the action at 0 ms, at 100 ms
 * and at 50–150 ms (uniform, a mean of 100 ms) per request, back to back: "round trips added" is
 * (wall at D − wall at 0 ms of the same round) / 100 ms. Then the bad day: every records request
 * answered 503 (after 100 ms) with 20 artifacts: the requests that reached the service, and the
 * wall time until the step ends.
 * Targets (README, Performance): at 100 ms, N = 1 adds ≤ 2.4 round trips, N = 20 ≤ 3.4,
 * N = 1,000 ends within 10 s; never more than 64 requests in flight at the service; the 503 day
 * ≤ 16 requests and ≤ 20 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmulator, type Emulator } from '../emulator/server.js'
import { BENCH_ENV, timeAction } from './action.js'
import { startDelayingService, type DelayingService } from './delaying-service.js'
import {
  ROUND_TRIP_MS,
  latencyRow,
  serviceDownRow,
  type LatencyRound,
  type RunFigures
} from './latency-rows.js'
import { QUICK, RUNS, emit } from './stats.js'

const SIZES = QUICK ? [1, 20, 100] : [1, 20, 100, 1000]
const HOLDS = {
  none: () => 0,
  fixed: () => ROUND_TRIP_MS,
  jitter: () => ROUND_TRIP_MS / 2 + Math.random() * ROUND_TRIP_MS
}
const DOWN_ARTIFACTS = 20
const TOKEN = 'bench-token-0123456789'
const JUNIT = `<?xml version="1.0"?>
<testsuite name="cart" tests="2" failures="0" errors="0" skipped="0" time="0.2">
  <testcase classname="cart.Total" name="adds" time="0.1"/>
  <testcase classname="cart.Total" name="rounds" time="0.1"/>
</testsuite>
`

interface Setup {
  scratch: string
  emulator: Emulator
  service: DelayingService
}

/** One run of `report` with the files of `n<size>/` and the JUnit report, held by `hold`. */
async function report(
  s: Setup,
  size: number,
  hold: () => number,
  down = false
): Promise<RunFigures> {
  s.emulator.reset()
  // Every records request, however many (reset() above forgets faults).
  if (down) s.emulator.addFault({ path: '/api/v2/', status: 503, count: Number.MAX_SAFE_INTEGER })
  s.service.reset()
  s.service.setHold(hold)
  const t = await timeAction(
    s.scratch,
    {
      workspace: s.scratch,
      inputs: {
        command: 'report',
        'api-token': TOKEN,
        'base-url': s.service.url,
        org: 'bench',
        flow: 'bench',
        trail: 'bench',
        artifacts: `n${size}/*.bin`,
        junit: 'reports/junit.xml',
        'github-token': ''
      },
      env: BENCH_ENV
    },
    // The service down, the step may fail (no artifact service here for its outbox): it only
    // has to end by itself.
    down ? (run) => run.code !== null : undefined
  )
  return { ms: t.ms, rssMB: t.rssMB, counts: s.service.counts() }
}

/** Checks that a run at a given hold recorded every artifact and the JUnit attestation. */
function checkRecorded(s: Setup, size: number): void {
  const state = s.emulator.state()
  const artifacts = state.artifacts.length
  const attestations = state.attestations.length
  if (artifacts !== size || attestations !== 1) {
    throw new Error(`${artifacts} artifacts and ${attestations} attestations recorded of ${size}`)
  }
}

/** Warm-up at 0 ms, then RUNS rounds of 0 ms, 100 ms and jitter back to back. */
async function roundsOf(s: Setup, size: number): Promise<LatencyRound[]> {
  await report(s, size, HOLDS.none)
  const recorded = async (hold: () => number): Promise<RunFigures> => {
    const figures = await report(s, size, hold)
    checkRecorded(s, size)
    return figures
  }
  const rounds: LatencyRound[] = []
  for (let i = 0; i < RUNS; i++) {
    // In this order, one after the other (an object literal's values are evaluated in order).
    rounds.push({
      none: await recorded(HOLDS.none),
      fixed: await recorded(HOLDS.fixed),
      jitter: await recorded(HOLDS.jitter)
    })
  }
  return rounds
}

/** The service down: every records request answered 503, after the usual 100 ms. */
async function downRuns(s: Setup): Promise<RunFigures[]> {
  const runs: RunFigures[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await report(s, DOWN_ARTIFACTS, HOLDS.fixed, true))
  return runs
}

function writeWorkspace(scratch: string): void {
  mkdirSync(path.join(scratch, 'reports'))
  writeFileSync(path.join(scratch, 'reports', 'junit.xml'), JUNIT)
  for (const size of new Set([...SIZES, DOWN_ARTIFACTS])) {
    const dir = path.join(scratch, `n${size}`)
    mkdirSync(dir)
    for (let i = 0; i < size; i++) {
      writeFileSync(path.join(dir, `app-${String(i).padStart(4, '0')}.bin`), `${size}:${i}\n`)
    }
  }
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'latency-bench-'))
  const emulator = await startEmulator({ port: 0, tokens: [{ token: TOKEN, org: 'bench' }] })
  const service = await startDelayingService(emulator.origin)
  const s: Setup = { scratch, emulator, service }
  try {
    writeWorkspace(scratch)
    console.log(
      `latency: report of N file artifacts and one JUnit report, every records request held 0, ${ROUND_TRIP_MS} and ${ROUND_TRIP_MS / 2}–${(ROUND_TRIP_MS * 3) / 2} ms`
    )
    for (const size of SIZES) {
      const rounds = await roundsOf(s, size)
      emit(latencyRow(size, 'fixed', rounds))
      emit(latencyRow(size, 'jitter', rounds))
    }
    emit(serviceDownRow(DOWN_ARTIFACTS, await downRuns(s)))
  } finally {
    await service.close()
    await emulator.close()
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
