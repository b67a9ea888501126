/**
 * A replay cancelled half way (docs/bad-day.md, "A cancelled replay sends once"): the action
 * runs as its own process, as the runner runs it (from source, through tsx), against a service
 * that records a write the moment its body arrives and answers later (bench/delaying-service.ts
 * in front of the emulator), and is cancelled as the runner cancels a job: SIGINT, SIGTERM 7.5 s
 * later, the kill 2.5 s after that. No write starts after the signal; the writes in flight are
 * waited for, and those answered go into the receipt before the process dies of the signal; the
 * log and the summary say what was recorded, in flight and not sent; the next replay sends the
 * rest. Timing is the service's and the runner's: the assertions count, they do not time.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startDelayingService, type DelayingService } from '../../bench/delaying-service.js'
import type { Emulator } from '../../emulator/server.js'
import { runnerEnv } from '../../demo/runner.js'
import { reportArtifactRequest } from '../../src/api/operations.js'
import { outboxContent, type OutboxEntry } from '../../src/outbox/document.js'
import { writeOutboxFile } from '../../src/outbox/outbox-file.js'
import { runInProcess } from '../helpers/action.js'
import { sampleEmulatorAround, tempDirAround } from '../helpers/e2e.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOKEN = 'replay-cancel-token-2f9e61'
const SOURCE = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }
/** The runner's schedule when a job is cancelled. */
const SIGTERM_AFTER_MS = 7500
const KILL_AFTER_MS = 2500

let emulator: Emulator
let root: string
/** This test's workspace: its outbox folder, and the runner's temp folder of its replay. */
let dir: string
let service: DelayingService

sampleEmulatorAround(TOKEN, (started) => (emulator = started))
tempDirAround('replay-cancel-', (made) => (root = made))
beforeEach(async () => {
  emulator.reset()
  dir = await mkdtemp(path.join(root, 'case-'))
  service = await startDelayingService(emulator.origin)
})
afterEach(() => service.close())

const fingerprintOf = (i: number): string => (i + 1).toString(16).padStart(64, '0')

/** A sealed outbox of `count` artifact reports (`artifact app-<i>.bin`) in `dir/outbox/`. */
async function writeOutbox(count: number): Promise<void> {
  const entries: OutboxEntry[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${i}.bin`,
    request: reportArtifactRequest('acme', 'shop', {
      fingerprint: fingerprintOf(i),
      filename: `app-${i}.bin`,
      build_url: 'https://github.com/acme/shop/actions/runs/4242',
      commit_url: 'https://github.com/acme/shop/commit/abc'
    }),
    reason: 'the service was down'
  }))
  const origin = { ...SOURCE, written: new Date().toISOString(), org: 'acme', flow: 'shop' }
  await writeOutboxFile(path.join(dir, 'outbox'), outboxContent(entries, origin), SOURCE, TOKEN)
}

const inputs = (baseUrl: string) => ({
  command: 'replay',
  outbox: 'outbox',
  'api-token': TOKEN,
  'base-url': baseUrl,
  org: 'acme',
  'github-token': ''
})

/** The replay as its own process, as run 5000's step; what it printed, and its summary. */
async function startReplay() {
  const runnerTemp = await mkdtemp(path.join(dir, 'runner-'))
  await writeFile(path.join(runnerTemp, 'event.json'), '{}')
  await writeFile(path.join(runnerTemp, 'summary.md'), '')
  await writeFile(path.join(runnerTemp, 'output.txt'), '')
  const env = runnerEnv(runnerTemp, {
    inputs: inputs(service.url),
    workspace: dir,
    env: { GITHUB_RUN_ID: '5000' }
  })
  // tsx by its path: the child runs in the temp checkout, where no node_modules is.
  const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
  const child = spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'src/index.ts')], {
    cwd: dir,
    env: { ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output = { printed: '' }
  child.stdout.on('data', (d: Buffer) => (output.printed += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output.printed += d.toString()))
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal))
  )
  /** Cancels it as the runner does; the signal it died of. */
  const cancel = async (first: 'SIGINT' | 'SIGTERM' = 'SIGINT'): Promise<NodeJS.Signals | null> => {
    const timers: NodeJS.Timeout[] = []
    const later = (ms: number, signal: NodeJS.Signals) =>
      timers.push(setTimeout(() => child.kill(signal), ms))
    child.kill(first)
    if (first === 'SIGINT') later(SIGTERM_AFTER_MS, 'SIGTERM')
    later(first === 'SIGINT' ? SIGTERM_AFTER_MS + KILL_AFTER_MS : KILL_AFTER_MS, 'SIGKILL')
    try {
      return await ended
    } finally {
      timers.forEach(clearTimeout)
    }
  }
  return {
    output,
    cancel,
    stop: () => child.kill('SIGKILL'),
    summary: () => readFile(path.join(runnerTemp, 'summary.md'), 'utf8')
  }
}

/** Resolves once `condition` holds (checked every 20 ms), or after a minute. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !condition(); i++) await new Promise((r) => setTimeout(r, 20))
}

const posts = () => emulator.requests().filter((q) => q.method === 'POST')

/** How many times each fingerprint reached the service. */
function timesRecorded(): Map<string, number> {
  const times = new Map<string, number>()
  for (const q of posts()) {
    const { fingerprint } = JSON.parse(q.body ?? '{}') as { fingerprint: string }
    times.set(fingerprint, (times.get(fingerprint) ?? 0) + 1)
  }
  return times
}

/** The numbers of the cancelled replay's log: at the signal, and at the end. */
function cancelledCounts(printed: string) {
  const atSignal =
    /Cancelled \((SIG\w+)\) after (\d+) writes? recorded: no new write starts; (?:waiting up to [\d.]+s for the answers of the (\d+) writes? in flight|no write is in flight)/.exec(
      printed
    )
  const atEnd =
    /Replay cancelled: (\d+) recorded, (\d+) in flight \(may be recorded\), (\d+) not sent/.exec(
      printed
    )
  expect([atSignal !== null, atEnd !== null, printed]).toEqual([true, true, printed])
  const [, signal, recorded, inFlight = '0'] = atSignal as RegExpExecArray
  const [, endRecorded, endInFlight, notSent] = (atEnd as RegExpExecArray).map(Number)
  return {
    signal,
    atSignal: { recorded: Number(recorded), inFlight: Number(inFlight) },
    atEnd: { recorded: endRecorded, inFlight: endInFlight, notSent }
  }
}

/** The labels the log says were in flight when the replay was cancelled. */
const inFlightLabels = (printed: string): string[] =>
  [...printed.matchAll(/^(artifact app-\d+\.bin): in flight when the job was cancelled/gm)].map(
    (m) => m[1]
  )

describe('a replay cancelled as the runner cancels a job', () => {
  it('61 writes answered after 1 s each, SIGINT then SIGTERM: nothing starts after the signal, what was answered is in the receipt, and the next replay records each write once', async () => {
    const WRITES = 61
    await writeOutbox(WRITES)
    service.setHold(() => 1000)
    const replay = await startReplay()
    let died: NodeJS.Signals | null
    try {
      // About a third of the writes have reached the service (and it has recorded them).
      await until(() => posts().length >= 20)
      died = await replay.cancel('SIGINT')
    } finally {
      replay.stop()
    }
    // It ended of the cancellation before the runner had to kill it.
    expect(['SIGINT', 'SIGTERM']).toContain(died)
    const { printed } = replay.output
    const { signal, atSignal, atEnd } = cancelledCounts(printed)
    expect(signal).toBe('SIGINT')
    expect(atSignal.inFlight).toBeGreaterThan(0)
    // No write started after the signal: what reached the service is what was recorded or in
    // flight then, and every one of those ended recorded or in flight; the rest were not sent.
    expect(posts()).toHaveLength(atSignal.recorded + atSignal.inFlight)
    expect(atEnd.recorded + atEnd.inFlight).toBe(atSignal.recorded + atSignal.inFlight)
    expect(atEnd.recorded + atEnd.inFlight + atEnd.notSent).toBe(WRITES)
    expect(await replay.summary()).toContain(
      `Replay cancelled: ${atEnd.recorded} recorded, ${atEnd.inFlight} in flight (may be recorded), ${atEnd.notSent} not sent`
    )
    expect(await readdir(path.join(dir, 'outbox'))).toContain('records-receipt-4242-build-1.json')
    expect(replay.output.printed).not.toMatch(/::warning::/)

    const next = await runInProcess({
      workspace: dir,
      inputs: inputs(service.url),
      env: { GITHUB_RUN_ID: '5001' }
    })
    expect(next.code).toBe(0)
    expect(next.stdout.match(/: recorded earlier \(by run 5000 /g)).toHaveLength(atEnd.recorded)
    // None lost; none recorded twice but those the log said were in flight (none, when every
    // answer came within the wait, as a 1 s answer does).
    const times = timesRecorded()
    expect(times.size).toBe(WRITES)
    const twice = [...times].filter(([, n]) => n > 1).map(([f]) => f)
    const mayBe = inFlightLabels(printed).map((l) => fingerprintOf(Number(/\d+/.exec(l)?.[0])))
    expect(twice.filter((f) => !mayBe.includes(f))).toEqual([])
    expect(twice.length).toBeLessThanOrEqual(atEnd.inFlight)
  }, 120_000)

  it('a write still unanswered when the wait is over is in flight: the log names it, and the next replay sends it again', async () => {
    const WRITES = 40
    const ANSWERED = 20
    await writeOutbox(WRITES)
    // Every write is recorded as it arrives; after the first 20, no answer ever comes.
    let arrived = 0
    service.setHold(() => (++arrived > ANSWERED ? 1e9 : 0))
    const replay = await startReplay()
    let died: NodeJS.Signals | null
    try {
      await until(() => posts().length > ANSWERED)
      died = await replay.cancel('SIGINT')
    } finally {
      replay.stop()
    }
    expect(['SIGINT', 'SIGTERM']).toContain(died)
    const { printed } = replay.output
    const { atEnd } = cancelledCounts(printed)
    expect(atEnd.recorded).toBe(ANSWERED)
    expect(atEnd.inFlight).toBe(posts().length - ANSWERED)
    expect(inFlightLabels(printed)).toHaveLength(atEnd.inFlight)
    expect(printed).toContain('if the service recorded one in flight, it records it twice')

    service.setHold(() => 0)
    const next = await runInProcess({
      workspace: dir,
      inputs: inputs(service.url),
      env: { GITHUB_RUN_ID: '5001' }
    })
    expect(next.code).toBe(0)
    // The writes in flight are sent again — the service had recorded them: the same record
    // twice — and every other write once.
    const times = timesRecorded()
    expect(times.size).toBe(WRITES)
    const twice = [...times].filter(([, n]) => n > 1).map(([f]) => f)
    const inFlight = inFlightLabels(printed).map((l) => fingerprintOf(Number(/\d+/.exec(l)?.[0])))
    expect(twice.sort()).toEqual(inFlight.sort())
  }, 120_000)
})
