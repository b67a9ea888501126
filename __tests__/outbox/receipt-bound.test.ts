/**
 * How many receipts one replay reads across all its origin runs is bounded
 * (src/outbox/receipt-store.ts `MAX_RECEIPTS_READ`), newest first: against the artifact-service
 * stub speaking GitHub's REST routes, with receipts planted as any job of the repository can.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ListedArtifact } from '../../src/outbox/artifact.js'
import type { Origin } from '../../src/outbox/document.js'
import {
  MAX_RECEIPTS_READ,
  findReceipts,
  newestFirst,
  runOf
} from '../../src/outbox/receipt-store.js'
import {
  MAX_RECEIPT_BYTES,
  receiptName,
  workflowReceiptsName,
  writeFolderReceipt,
  type Delivered
} from '../../src/outbox/receipts.js'
import { startArtifactStub, type ArtifactStub } from '../helpers/artifact-stub.js'
import { deflatedEntry, zipOf } from '../helpers/zip.js'

const TOKEN = 'receipt-bound-token-5c21'
const GH_TOKEN = 'ghs_receiptBound0123456789abcdef'

/** One origin run per job of run 4242. */
const originOf = (job: string): Origin => ({
  repository: 'acme/shop',
  run: '4242',
  job,
  attempt: '1',
  written: '2026-11-27T10:00:00.000Z',
  org: 'acme'
})

/** A replay that recorded, and what its receipt says of one write. */
const BY = { repository: 'acme/shop', run: '6001', job: 'replay', attempt: '1' }
const delivered = (id: string): Delivered => ({ id, at: '2026-11-27T10:01:00.000Z', by: BY })

let stub: ArtifactStub
let saved: NodeJS.ProcessEnv
beforeAll(async () => {
  stub = await startArtifactStub()
  saved = { ...process.env }
  // @actions/github reads its API address when first loaded: the stub's, before any lookup.
  process.env.GITHUB_API_URL = stub.url
})
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
  await stub.close()
})

describe('the receipts one replay reads across its origin runs', () => {
  it('are at most MAX_RECEIPTS_READ, the newest of every origin run first, and the rest are named', async () => {
    // One more origin run than the bound holds ten receipts of each: the bound falls in the
    // oldest round, so every origin run's newest receipt is still read.
    const runs = Math.floor(MAX_RECEIPTS_READ / 10) + 1
    const origins = Array.from({ length: runs }, (_, j) => originOf(`job-${j}`))
    const plantedBy = new Map<string, number>() // "<name> of run <run>" -> the round, 0 oldest
    for (let round = 0; round < 10; round++) {
      for (const [j, origin] of origins.entries()) {
        const name = receiptName(runOf(origin))
        const run = String(6000 + round * 100 + j)
        await stub.plantZip(run, name, zipOf([deflatedEntry(`${name}.json`, 'not sealed')]))
        plantedBy.set(`${name} of run ${run}`, round)
      }
    }
    stub.requests.length = 0
    const base = await mkdtemp(path.join(os.tmpdir(), 'receipt-bound-'))
    try {
      const found = await findReceipts({
        origins,
        token: TOKEN,
        base,
        access: { repository: 'acme/shop', token: GH_TOKEN, apiUrl: stub.url }
      })
      expect(await readdir(base)).toEqual([]) // every download's folder was removed
      const blobs = stub.requests.filter((r) => /^GET \/blob\//.test(r))
      expect(blobs).toHaveLength(MAX_RECEIPTS_READ)
      const read = found.warnings.flatMap((w) => {
        const m = /^The receipt (.+ of run \d+) was ignored/.exec(w)
        return m ? [m[1]] : []
      })
      expect(read).toHaveLength(MAX_RECEIPTS_READ)
      // The newest nine rounds whole, then the oldest round of the first origin run only.
      const rounds = read.map((r) => plantedBy.get(r))
      expect(rounds.filter((r) => r === 0)).toHaveLength(MAX_RECEIPTS_READ - 9 * runs)
      for (const origin of origins) {
        const name = receiptName(runOf(origin))
        expect(
          read.filter((r) => r.startsWith(`${name} of`) && plantedBy.get(r) === 9)
        ).toHaveLength(1)
      }
      const unread = 10 * runs - MAX_RECEIPTS_READ
      expect(found.warnings).toContain(
        `${unread} receipts of earlier replays were not read (${unread} origin runs): a replay ` +
          `reads at most ${MAX_RECEIPTS_READ} receipts, the newest of each origin run first. ` +
          'A write that only those receipts name is sent again (the same record again: ' +
          'harmless for compliance, visible in the trail’s history).'
      )
    } finally {
      await rm(base, { recursive: true, force: true })
    }
  })
})

describe('the receipts one replay reads under its folder', () => {
  it('are at most MAX_RECEIPTS_READ, the shallowest first, and count against those downloaded', async () => {
    // The README's loop nests each earlier round one level deeper: two rounds too many.
    const origin = originOf('build')
    const name = `${receiptName(runOf(origin))}.json`
    const folder = await mkdtemp(path.join(os.tmpdir(), 'receipt-bound-'))
    try {
      let dir = folder
      for (let round = 0; round < MAX_RECEIPTS_READ + 2; round++) {
        await writeFile(path.join(dir, name), 'not sealed')
        dir = path.join(dir, 'r')
        await mkdir(dir)
      }
      stub.reset()
      const planted = receiptName(runOf(origin))
      await stub.plantZip('6000', planted, zipOf([deflatedEntry(name, 'not sealed')]))
      stub.requests.length = 0
      const found = await findReceipts({
        origins: [origin],
        token: TOKEN,
        base: folder,
        folder,
        access: { repository: 'acme/shop', token: GH_TOKEN, apiUrl: stub.url }
      })
      const ignored = found.warnings.filter((w) => /^The receipt .* was ignored/.test(w))
      expect(ignored).toHaveLength(MAX_RECEIPTS_READ)
      // The deepest two, the oldest rounds, were left out.
      const deepest = path.join(folder, ...Array<string>(MAX_RECEIPTS_READ).fill('r'), name)
      expect(ignored.some((w) => w.includes(deepest))).toBe(false)
      expect(found.warnings).toContain(
        `2 receipt files under ${folder} were not read: a replay reads at most ` +
          `${MAX_RECEIPTS_READ} receipts, the shallowest first. A write that only those ` +
          'receipts name is sent again (the same record again: harmless for compliance, ' +
          'visible in the trail’s history).'
      )
      // The folder used the whole bound: the receipt artifact was listed, not downloaded.
      expect(stub.requests.filter((r) => /^GET \/blob\//.test(r))).toEqual([])
      expect(found.warnings).toContain(
        '1 receipt of earlier replays was not read (1 origin run, 1 origin run with none read): ' +
          `a replay reads at most ${MAX_RECEIPTS_READ} receipts, the newest of each origin run ` +
          'first. A write that only those receipts name is sent again (the same record again: ' +
          'harmless for compliance, visible in the trail’s history).'
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('the receipts a workflow keeps where the step cannot upload (GitHub Enterprise Server)', () => {
  it('are read from every artifact of the build run’s name: each origin’s file if it is there, a file not sealed with the token ignored, naming it', async () => {
    stub.reset()
    const [build, test] = [originOf('build'), originOf('test')]
    const name = workflowReceiptsName(runOf(build))
    const folder = await mkdtemp(path.join(os.tmpdir(), 'receipt-kept-'))
    try {
      // One replay recorded writes of `build` only; a later one's file of `test` is planted.
      await writeFolderReceipt(folder, runOf(build), [delivered('b-1')], TOKEN)
      const genuine = await readFile(path.join(folder, `${receiptName(runOf(build))}.json`))
      await stub.plantZip(
        '6001',
        name,
        zipOf([deflatedEntry(`${receiptName(runOf(build))}.json`, genuine)])
      )
      await stub.plantZip(
        '6002',
        name,
        zipOf([deflatedEntry(`${receiptName(runOf(test))}.json`, 'not sealed')])
      )
      // Within the artifact's bound (1 MiB for each origin read), over a receipt's own.
      const big = Buffer.alloc(MAX_RECEIPT_BYTES + 1, 0x20)
      await stub.plantZip(
        '6003',
        name,
        zipOf([deflatedEntry(`${receiptName(runOf(test))}.json`, big)])
      )
      const found = await findReceipts({
        origins: [build, test],
        token: TOKEN,
        base: folder,
        access: { repository: 'acme/shop', token: GH_TOKEN, apiUrl: stub.url },
        keptByWorkflow: true
      })
      expect(found.receipts.find(runOf(build), 'b-1')?.by).toEqual(BY)
      expect(found.warnings.sort()).toEqual([
        expect.stringMatching(/^The receipt records-receipts-4242 of run 6002 was ignored: /),
        'The receipt records-receipts-4242 of run 6003 was ignored: its records-receipt-4242-test-1.json is 1,048,577 bytes, over the bound of 1,048,576 bytes.'
      ])
      // Looked up once for the build run, not per origin, and never under the replays' names.
      const lists = stub.requests.filter((r) => /\/actions\/artifacts$/.test(r))
      expect(lists).toHaveLength(1)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('newestFirst', () => {
  const listed = (name: string, n: number): ListedArtifact[] =>
    Array.from({ length: n }, (_, i) => ({ id: i, name: `${name}#${i}`, runId: i, size: 1 }))
  const runs = ['a', 'b', 'c'].map((job) => runOf(originOf(job)))

  it('takes round by round, so that past the bound whole origin runs go unread only when there are more runs than reads', () => {
    const found = runs.map((run, i) => ({
      runs: [run],
      listed: listed(run.job, 3 - i),
      holdsAll: true
    }))
    const five = newestFirst(found, 5)
    expect(five.read.map((r) => r.artifact.name)).toEqual(['a#0', 'b#0', 'c#0', 'a#1', 'b#1'])
    expect(five.unread.map((r) => r.artifact.name)).toEqual(['a#2'])
    const two = newestFirst(found, 2)
    expect(two.unread.map((r) => r.artifact.name)).toEqual(['c#0', 'a#1', 'b#1', 'a#2'])
    expect(newestFirst([], 5)).toEqual({ read: [], unread: [] })
  })
})
