/**
 * Replay at the pool's pace: `node --import tsx bench/replay.ts` (bench/run.ts runs it). An
 * outbox of 1,000 deferred artifact reports (sealed with the bench's token, as a build whose
 * service was down leaves it; written here with the action's own outbox code, in a temp dir
 * removed afterwards), replayed by the whole action as a process (`command: replay`, `outbox:`
 * a fresh copy each run, so no receipt of an earlier run stands in) against the emulator behind
 * bench/delaying-service.ts, which holds every records request 100 ms.
 * Per round: the replay at 0 ms and at 100 ms back to back; the row is the wall time at 100 ms.
 * Target (issue 41, README Performance): 1,000 writes at 100 ms end within 10 s, never more than
 * 64 requests in flight at the service.
 */
import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmulator } from '../emulator/server.js'
import { reportArtifactRequest } from '../src/api/operations.js'
import { outboxContent, type OutboxEntry } from '../src/outbox/document.js'
import { writeOutboxFile } from '../src/outbox/outbox-file.js'
import { BENCH_ENV, timeAction } from './action.js'
import { startDelayingService, type ServiceCounts } from './delaying-service.js'
import { ROUND_TRIP_MS } from './latency-rows.js'
import { QUICK, RUNS, emit, median } from './stats.js'

const WRITES = QUICK ? 200 : 1000
const TOKEN = 'bench-token-0123456789'
const WALL_S = 10
const MAX_IN_FLIGHT = 64
const SOURCE = { repository: 'bench/bench', run: '1', job: 'build', attempt: '1' }

/** The sealed outbox of `WRITES` artifact reports, at `dir/records-outbox.json`. */
async function writeOutbox(dir: string): Promise<string> {
  const entries: OutboxEntry[] = Array.from({ length: WRITES }, (_, i) => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${i}.bin`,
    request: reportArtifactRequest('bench', 'bench', {
      fingerprint: (i + 1).toString(16).padStart(64, '0'),
      filename: `app-${i}.bin`,
      build_url: 'https://github.com/bench/bench/actions/runs/1',
      commit_url: `https://github.com/bench/bench/commit/${'0'.repeat(40)}`,
      git_commit: '0'.repeat(40),
      trail_name: 'bench'
    }),
    reason: 'the service was down'
  }))
  const origin = {
    ...SOURCE,
    written: new Date().toISOString(),
    org: 'bench',
    flow: 'bench',
    trail: 'bench',
    commit: '0'.repeat(40)
  }
  return writeOutboxFile(dir, outboxContent(entries, origin), SOURCE, TOKEN)
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>
type Service = Awaited<ReturnType<typeof startDelayingService>>

/**
 * One replay of a fresh copy of `outbox` with every records request held `hold` ms, checked to
 * have recorded every write: its wall time, the process's peak memory, the service's counts.
 */
function replayer(
  scratch: string,
  outbox: string,
  emulator: Emulator,
  service: Service
): (hold: number) => Promise<{ ms: number; rssMB: number; counts: ServiceCounts }> {
  let n = 0
  return async (hold) => {
    emulator.reset()
    service.reset()
    service.setHold(() => hold)
    const folder = path.join(scratch, `outbox-${n++}`)
    await mkdir(folder)
    await copyFile(outbox, path.join(folder, 'records-outbox.json'))
    const t = await timeAction(scratch, {
      workspace: scratch,
      inputs: {
        command: 'replay',
        outbox: path.basename(folder),
        'api-token': TOKEN,
        'base-url': service.url,
        org: 'bench',
        'github-token': ''
      },
      env: BENCH_ENV
    })
    const recorded = emulator.state().artifacts.length
    if (recorded !== WRITES) throw new Error(`${recorded} of ${WRITES} writes recorded`)
    await rm(folder, { recursive: true, force: true })
    return { ms: t.ms, rssMB: t.rssMB, counts: service.counts() }
  }
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'replay-bench-'))
  const emulator = await startEmulator({ port: 0, tokens: [{ token: TOKEN, org: 'bench' }] })
  const service = await startDelayingService(emulator.origin)
  try {
    const outbox = await writeOutbox(path.join(scratch, 'outbox-source'))
    const replay = replayer(scratch, outbox, emulator, service)
    console.log(
      `replay: an outbox of ${WRITES} artifact reports, every records request held 0 and ${ROUND_TRIP_MS} ms`
    )
    await replay(0)
    const rounds: { none: number; held: number; rss: number; counts: ServiceCounts }[] = []
    for (let i = 0; i < RUNS; i++) {
      const none = await replay(0)
      const held = await replay(ROUND_TRIP_MS)
      rounds.push({ none: none.ms, held: held.ms, rss: held.rssMB, counts: held.counts })
    }
    const values = rounds.map((r) => r.held / 1000)
    const atService = rounds
      .map((r) => r.counts)
      .reduce((a, b) => (b.maxInFlight > a.maxInFlight ? b : a))
    emit({
      claim: `replay of an outbox of ${WRITES.toLocaleString('en')} deferred artifact reports (\`command: replay\`), the service ${ROUND_TRIP_MS} ms away: the whole action`,
      yardstick: 'the same replay at 0 ms',
      values,
      unit: 's',
      target: `≤ ${WALL_S} s, ≤ ${MAX_IN_FLIGHT} in flight`,
      met: median(values) <= WALL_S && atService.maxInFlight <= MAX_IN_FLIGHT,
      rssMB: Math.max(...rounds.map((r) => r.rss)),
      oursMs: median(rounds.map((r) => r.held)),
      refMs: median(rounds.map((r) => r.none)),
      atService
    })
  } finally {
    await service.close()
    await emulator.close()
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
