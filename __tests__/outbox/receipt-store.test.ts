/**
 * Receipts kept as writes land (src/outbox/receipt-keeper.ts), never removed before their
 * successor is stored, and found at any depth (src/outbox/receipt-store.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Origin } from '../../src/outbox/document.js'
import { RECEIPT_BATCH, ReceiptKeeper, UPLOAD_EVERY_MS } from '../../src/outbox/receipt-keeper.js'
import { findReceipts, runOf } from '../../src/outbox/receipt-store.js'
import { Receipts, openReceipt, receiptName } from '../../src/outbox/receipts.js'
import { extractCounted } from '../../src/outbox/unzip.js'
import { startArtifactStub, type ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'receipt-store-token-90ab'
const origin: Origin = {
  repository: 'acme/shop',
  run: '4242',
  job: 'build',
  attempt: '1',
  written: '2026-11-27T10:00:00.000Z',
  org: 'acme'
}
const by = { repository: 'acme/shop', run: '5000', job: 'replay', attempt: '1' }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-store-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const fileOf = (folder: string) => path.join(folder, `${receiptName(runOf(origin))}.json`)

/** `work` with the artifact stub as this run's (5000) artifact service, its lines kept out. */
async function withStub(work: (stub: ArtifactStub) => Promise<void>): Promise<void> {
  const stub = await startArtifactStub()
  const saved = { ...process.env }
  const write = process.stdout.write
  Object.assign(process.env, stub.envFor('5000'))
  // The artifact client's progress lines are not the test's output.
  process.stdout.write = (() => true) as typeof process.stdout.write
  try {
    await work(stub)
  } finally {
    process.stdout.write = write
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
    await stub.close()
  }
}

/** A keeper that uploads to this run, on the clock `now`. */
const uploadingKeeper = (now: () => number): ReceiptKeeper =>
  new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, upload: { base: dir }, now })

/** CreateArtifact requests the stub has seen. */
const creates = (stub: ArtifactStub): number =>
  stub.requests.filter((r) => r.endsWith('/CreateArtifact')).length

/** The ids the run's one receipt artifact names. */
async function uploadedIds(stub: ArtifactStub): Promise<string[]> {
  expect(stub.artifacts).toHaveLength(1)
  const zip = path.join(dir, 'receipt.zip')
  const out = path.join(dir, 'receipt')
  await writeFile(zip, stub.artifacts[0].bytes as Buffer)
  await rm(out, { recursive: true, force: true })
  await mkdir(out)
  await extractCounted(zip, out, 1024 * 1024)
  const text = await readFile(path.join(out, `${receiptName(runOf(origin))}.json`), 'utf8')
  return openReceipt(text, TOKEN).map((d) => d.id)
}

describe('the receipt keeper', () => {
  it('saves every batch as writes land, and the rest on flush', async () => {
    const keeper = new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, folder: dir })
    const ids = Array.from({ length: RECEIPT_BATCH + 20 }, () => randomUUID())
    for (const id of ids.slice(0, RECEIPT_BATCH)) await keeper.recorded(origin, id)
    // One batch in: its receipt is on disk before the replay ends.
    expect(keeper.saves).toBe(1)
    expect(openReceipt(await readFile(fileOf(dir), 'utf8'), TOKEN)).toHaveLength(RECEIPT_BATCH)
    for (const id of ids.slice(RECEIPT_BATCH)) await keeper.recorded(origin, id)
    expect(keeper.saves).toBe(1)
    await keeper.flush()
    await keeper.flush()
    expect(keeper.saves).toBe(2)
    const kept = openReceipt(await readFile(fileOf(dir), 'utf8'), TOKEN)
    expect(kept.map((d) => d.id)).toEqual(ids)
    expect(kept[0].by).toEqual(by)
    expect(keeper.soFar().error).toBeUndefined()
  })

  it('uploads the receipt artifact at most every few seconds while writes land, and in full at the end', async () => {
    await withStub(async (stub) => {
      let now = 0
      const keeper = uploadingKeeper(() => now)
      const ids = Array.from({ length: 3 * RECEIPT_BATCH + 50 }, () => randomUUID())
      for (const id of ids.slice(0, 2 * RECEIPT_BATCH)) await keeper.recorded(origin, id)
      // The first batch went up at once; the second came within UPLOAD_EVERY_MS: it waits.
      expect(creates(stub)).toBe(1)
      now = UPLOAD_EVERY_MS
      for (const id of ids.slice(2 * RECEIPT_BATCH, 3 * RECEIPT_BATCH)) {
        await keeper.recorded(origin, id)
      }
      expect(creates(stub)).toBe(2)
      for (const id of ids.slice(3 * RECEIPT_BATCH)) await keeper.recorded(origin, id)
      expect(creates(stub)).toBe(2)
      await keeper.flush()
      expect(creates(stub)).toBe(3)
      expect(keeper.soFar().error).toBeUndefined()
      // One receipt of the origin in the run at the end, under one of its two names, holding all.
      expect(stub.artifacts.map((a) => a.name)).toEqual([receiptName(runOf(origin))])
      expect(await uploadedIds(stub)).toEqual(ids)
    })
  })

  it('never removes a receipt before its successor is stored: each goes up under the other name, then the earlier is deleted', async () => {
    await withStub(async (stub) => {
      const keeper = uploadingKeeper(() => 0)
      const [a, b] = [receiptName(runOf(origin)), `${receiptName(runOf(origin))}-next`]
      const seen: string[][] = []
      for (let save = 0; save < 3; save++) {
        await keeper.recorded(origin, randomUUID())
        await keeper.flush()
        seen.push(stub.artifacts.map((x) => x.name))
      }
      expect(seen).toEqual([[a], [b], [a]])
      // Each upload came before the deletion of the one it replaced.
      const order = stub.requests
        .filter((r) => /\/(CreateArtifact|DeleteArtifact)$/.test(r))
        .map((r) => r.split('/').pop())
      expect(order.slice(1)).toEqual([
        'CreateArtifact',
        'DeleteArtifact',
        'CreateArtifact',
        'DeleteArtifact'
      ])
      expect(keeper.soFar().error).toBeUndefined()
    })
  })

  it('a final save refused by the artifact service (500) keeps the earlier receipt', async () => {
    await withStub(async (stub) => {
      const keeper = uploadingKeeper(() => 0)
      const ids = Array.from({ length: RECEIPT_BATCH + 50 }, () => randomUUID())
      for (const id of ids) await keeper.recorded(origin, id)
      // The batch of 100 is stored; the final save's upload is refused.
      stub.refuseCreateWith = () => ({ status: 500, msg: 'insufficient usage to create artifact' })
      await keeper.flush()
      expect(keeper.soFar().error).toMatch(/storage quota/)
      expect(stub.artifacts.map((a) => a.name)).toEqual([receiptName(runOf(origin))])
      expect(await uploadedIds(stub)).toEqual(ids.slice(0, RECEIPT_BATCH))
      // The next save tries again, and stores everything.
      stub.refuseCreateWith = undefined
      await keeper.flush()
      expect(await uploadedIds(stub)).toEqual(ids)
    })
  })

  it('a name an earlier step of the run holds is left standing until the successor is stored under the other', async () => {
    await withStub(async (stub) => {
      const [a, b] = [receiptName(runOf(origin)), `${receiptName(runOf(origin))}-next`]
      await stub.plant('5000', a, { [`${a}.json`]: 'an earlier step' })
      const keeper = uploadingKeeper(() => 0)
      await keeper.recorded(origin, randomUUID())
      await keeper.flush()
      expect(stub.artifacts.map((x) => x.name)).toEqual([b])
      // Both held (a deletion failed, or two earlier steps): the one not the latest goes first.
      await stub.plant('5000', a, { [`${a}.json`]: 'left over' })
      await keeper.recorded(origin, randomUUID())
      await keeper.flush()
      expect(stub.artifacts.map((x) => x.name)).toEqual([a])
      expect(await uploadedIds(stub)).toHaveLength(2)
      expect(keeper.soFar().error).toBeUndefined()
    })
  })

  it('takes no more writes once closed: what was recorded after is not in the receipt', async () => {
    const keeper = new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, folder: dir })
    const before = randomUUID()
    await keeper.recorded(origin, before)
    keeper.close()
    await keeper.recorded(origin, randomUUID())
    await keeper.flush()
    const kept = openReceipt(await readFile(fileOf(dir), 'utf8'), TOKEN)
    expect(kept.map((d) => d.id)).toEqual([before])
    // Written whole, then renamed over the earlier: nothing half-written is left beside it.
    expect(await readdir(dir)).toEqual([path.basename(fileOf(dir))])
  })

  it('saves only the origin runs that recorded writes since their receipt was last kept (each save seals)', async () => {
    const keeper = new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, folder: dir })
    const other: Origin = { ...origin, job: 'test' }
    const otherFile = path.join(dir, `${receiptName(runOf(other))}.json`)
    for (let i = 0; i < RECEIPT_BATCH; i++) await keeper.recorded(origin, randomUUID())
    await rm(fileOf(dir))
    for (let i = 0; i < RECEIPT_BATCH; i++) await keeper.recorded(other, randomUUID())
    await keeper.flush()
    // The second batch, and the flush, kept only `other`'s: `origin`'s was not sealed again.
    expect(keeper.saves).toBe(2)
    expect(openReceipt(await readFile(otherFile, 'utf8'), TOKEN)).toHaveLength(RECEIPT_BATCH)
    await expect(readFile(fileOf(dir), 'utf8')).rejects.toThrow(/ENOENT/)
    // A write of `origin` again: its receipt is kept whole, the earlier batch included.
    await keeper.recorded(origin, randomUUID())
    await keeper.flush()
    expect(openReceipt(await readFile(fileOf(dir), 'utf8'), TOKEN)).toHaveLength(RECEIPT_BATCH + 1)
    expect(keeper.soFar().error).toBeUndefined()
  })

  it('keeps the first failure to save in words', async () => {
    const keeper = new ReceiptKeeper({
      receipts: new Receipts(),
      token: TOKEN,
      by,
      folder: path.join(dir, 'gone')
    })
    await keeper.recorded(origin, randomUUID())
    await keeper.flush()
    expect(keeper.soFar().error).toMatch(/ENOENT/)
  })
})

describe('receipts in a folder', () => {
  it('are found at any depth, as gh run download nests each round', async () => {
    const first = randomUUID()
    const second = randomUUID()
    const keeper = new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, folder: dir })
    await keeper.recorded(origin, first)
    await keeper.flush()
    // Round 2 downloaded round 1's folder one level deeper, round 3 one more.
    const deep = path.join(dir, 'records-outbox-replayed-6002', 'records-outbox-replayed-6001')
    await mkdir(deep, { recursive: true })
    await rename(fileOf(dir), fileOf(deep))
    const top = new ReceiptKeeper({ receipts: new Receipts(), token: TOKEN, by, folder: dir })
    await top.recorded(origin, second)
    await top.flush()
    const found = await findReceipts({ origins: [origin], token: TOKEN, base: dir, folder: dir })
    expect(found.warnings).toEqual([])
    expect(found.receipts.find(runOf(origin), first)?.by).toEqual(by)
    expect(found.receipts.find(runOf(origin), second)?.by).toEqual(by)
  })

  it('a receipt sealed with another token is ignored, with a warning naming it', async () => {
    const keeper = new ReceiptKeeper({ receipts: new Receipts(), token: 'other', by, folder: dir })
    const id = randomUUID()
    await keeper.recorded(origin, id)
    await keeper.flush()
    const found = await findReceipts({ origins: [origin], token: TOKEN, base: dir, folder: dir })
    expect(found.receipts.find(runOf(origin), id)).toBeUndefined()
    expect(found.warnings).toEqual([expect.stringContaining(fileOf(dir))])
  })
})
