/**
 * What a replay downloads is counted (docs/bad-day.md, "What is downloaded is counted"), under
 * runner conditions: the emulator, the artifact-service stub speaking the real protocol, and
 * zips planted as an attacker makes them — a receipt-named zip of ≈ 254 KB whose one entry
 * expands to 256 MiB, the same as an outbox, and outboxes and receipts uploaded by a fork's run.
 * Each case measures what the step wrote (the process's `wchar`, /proc/self/io), its peak RSS
 * growth and the requests made, and asserts the bound.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  errorOf,
  outageReport,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deflatedEntry, deflatedZeros, zipOf } from '../helpers/zip.js'
import { MAX_OUTBOX_BYTES } from '../../src/outbox/document.js'
import { MAX_RECEIPT_BYTES } from '../../src/outbox/receipts.js'

const TOKEN = 'planted-downloads-token-7a41c0e9'
const GH_TOKEN = 'ghs_plantedDownloads0123456789abcd'
const MiB = 1024 * 1024
/** What the planted entry expands to, as in the issue. */
const EXPANDS_TO = 256 * MiB

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
/** The sealed outbox a real outage run of run 4242 left. */
let genuine: string
/** 256 MiB of zeros, deflated (≈ 254 KB), and their CRC-32. */
let bomb: { data: Buffer; crc: number }

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

const runner = (run: string, job = 'build'): Record<string, string> => stub.jobEnv(run, job)

beforeAll(async () => {
  bomb = await deflatedZeros(EXPANDS_TO)
  const outage = await outageReport(
    ws,
    TOKEN,
    { junit: 'test-results/*.xml' },
    { env: runner('4242') }
  )
  genuine = outage.text
})

/** A zip whose one entry `name` is the bomb. */
const bombNamed = (name: string): Buffer =>
  zipOf([{ name, data: bomb.data, size: EXPANDS_TO, crc: bomb.crc }])

/** Bytes this process handed to write(2) so far (files, sockets, pipes): Linux's `wchar`. */
function written(): number {
  return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1])
}

interface Measured {
  run: ActionRun
  /** Bytes written during the step, and the peak RSS it added. */
  wrote: number
  rssGrowth: number
}

/** Replays run `runId` from run 5000 and measures it. */
async function measuredReplay(runId: string): Promise<Measured> {
  const wroteBefore = written()
  const peakBefore = process.resourceUsage().maxRSS * 1024
  const run = await runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': runId, 'github-token': GH_TOKEN },
    { env: runner('5000', 'replay'), keepRunnerTemp: true }
  )
  const measured = {
    run,
    wrote: written() - wroteBefore,
    rssGrowth: process.resourceUsage().maxRSS * 1024 - peakBefore
  }
  // Nothing downloaded is left behind: every download's folder was removed.
  expect(await readdir(run.runnerTemp)).not.toContainEqual(
    expect.stringMatching(/^records-download-/)
  )
  await rm(run.runnerTemp, { recursive: true, force: true })
  return measured
}

const downloads = (): string[] => stub.requests.filter((r) => /^GET \/blob\//.test(r))
const zipRoutes = (): string[] => stub.requests.filter((r) => /\/zip$/.test(r))

const linux = existsSync('/proc/self/io')

describe('a planted zip bomb is cut off at its bound, and refused naming it', () => {
  ;(linux ? it : it.skip)(
    'a receipt-named zip that expands to 256 MiB: at most 1 MiB extracted, ignored with a warning, the writes still go',
    async () => {
      expect(bomb.data.length).toBeLessThan(MAX_RECEIPT_BYTES)
      await stub.plant('4242', 'records-outbox-4242-build-1', { 'records-outbox.json': genuine })
      await stub.plantZip(
        '6001',
        'records-receipt-4242-build-1',
        bombNamed('records-receipt-4242-build-1.json')
      )
      const { run, wrote, rssGrowth } = await measuredReplay('4242')
      expect(run.code).toBe(0)
      expect(run.outputs.recorded).toBe('true')
      expect(emulator.requests().length).toBeGreaterThan(0)
      expect(run.stdout).toMatch(
        /The receipt records-receipt-4242-build-1 of run 6001 could not be read: the artifact records-receipt-4242-build-1 of run 6001 is refused: it expands past the bound of 1,048,576 bytes/
      )
      // The zip (≈ 254 KB), ≤ 1 MiB extracted, the outbox and the step's own files and sockets.
      expect(wrote).toBeLessThan(8 * MiB)
      expect(rssGrowth).toBeLessThan(96 * MiB)
      expect(downloads()).toHaveLength(2) // the outbox and the receipt, once each
    }
  )

  ;(linux ? it : it.skip)(
    'an outbox-named zip that expands to 256 MiB: at most the outbox bound extracted, refused naming it, nothing sent',
    async () => {
      await stub.plantZip('6002', 'records-outbox-6002-build-1', bombNamed('records-outbox.json'))
      const { run, wrote, rssGrowth } = await measuredReplay('6002')
      expect(run.code).toBe(1)
      expect(emulator.requests()).toEqual([])
      expect(errorOf(run)).toMatch(
        /the artifact records-outbox-6002-build-1 of run 6002 is refused: it expands past the bound of 67,108,864 bytes/
      )
      expect(wrote).toBeLessThan(MAX_OUTBOX_BYTES + 8 * MiB)
      expect(rssGrowth).toBeLessThan(96 * MiB)
    }
  )
})

describe('a fork’s run’s artifacts are never downloaded', () => {
  it('a replay of a fork’s run refuses its outbox, naming it, before downloading anything', async () => {
    stub.fromFork('6003')
    await stub.plant('6003', 'records-outbox-6003-build-1', { 'records-outbox.json': genuine })
    const { run } = await measuredReplay('6003')
    expect(run.code).toBe(1)
    expect(emulator.requests()).toEqual([])
    expect(errorOf(run)).toMatch(
      /the artifact records-outbox-6003-build-1 of run 6003 was not downloaded: that run's head repository is not acme\/shop \(a fork's run\)/
    )
    expect(zipRoutes()).toEqual([])
    expect(downloads()).toEqual([])
  })

  it('a receipt uploaded by a fork’s run is not read: the writes it would hide are sent', async () => {
    stub.fromFork('6004')
    await stub.plant('4242', 'records-outbox-4242-build-1', { 'records-outbox.json': genuine })
    await stub.plantZip(
      '6004',
      'records-receipt-4242-build-1',
      bombNamed('records-receipt-4242-build-1.json')
    )
    const { run } = await measuredReplay('4242')
    expect(run.code).toBe(0)
    expect(run.outputs.recorded).toBe('true')
    expect(emulator.requests().length).toBeGreaterThan(0)
    expect(run.stdout).not.toMatch(/records-receipt-4242-build-1 of run 6004/)
    expect(downloads()).toHaveLength(1) // the outbox only
  })
})

describe('how many receipts one replay reads is bounded', () => {
  it('of 12 receipts of one origin, only the newest 10 are downloaded', async () => {
    await stub.plant('4242', 'records-outbox-4242-build-1', { 'records-outbox.json': genuine })
    const name = 'records-receipt-4242-build-1'
    for (let run = 6100; run < 6112; run++) {
      await stub.plantZip(String(run), name, zipOf([deflatedEntry(`${name}.json`, 'not sealed')]))
    }
    const { run } = await measuredReplay('4242')
    expect(run.code).toBe(0)
    expect(run.outputs.recorded).toBe('true')
    expect(downloads()).toHaveLength(1 + 10)
    const ignored = [
      ...run.stdout.matchAll(/The receipt records-receipt-4242-build-1 of run (\d+) was ignored/g)
    ]
    expect(ignored.map((m) => Number(m[1])).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => 6102 + i)
    )
  })
})

describe('what one replay downloads together is budgeted', () => {
  it('a run whose outboxes are listed over the budget together: refused in one line, nothing downloaded or sent', async () => {
    // Loaded here, not at the top: its GitHub client would fix its API address before the stub's.
    const { MAX_REPLAY_DOWNLOAD_BYTES } = await import('../../src/outbox/artifact.js')
    // Each within its own bound, listed at it (as GitHub lists a big outbox: the test holds
    // none of those bytes), and one more than the budget holds.
    const legs = Math.floor(MAX_REPLAY_DOWNLOAD_BYTES / MAX_OUTBOX_BYTES) + 1
    for (let leg = 1; leg <= legs; leg++) {
      const name = `records-outbox-4242-build-1-leg${leg}`
      await stub.plant('4242', name, { 'records-outbox.json': genuine })
    }
    for (const a of stub.artifacts) a.size = String(MAX_OUTBOX_BYTES)
    const { run } = await measuredReplay('4242')
    expect(run.code).toBe(1)
    expect(emulator.requests()).toEqual([])
    expect(errorOf(run)).toContain(
      `the outboxes of run 4242 are listed at ${(legs * MAX_OUTBOX_BYTES).toLocaleString('en-US')} ` +
        `bytes together, over the ${MAX_REPLAY_DOWNLOAD_BYTES.toLocaleString('en-US')} bytes a ` +
        'replay downloads (MAX_REPLAY_DOWNLOAD_BYTES); nothing was downloaded, nothing was sent'
    )
    expect(zipRoutes()).toEqual([])
    expect(downloads()).toEqual([])
  })
})
