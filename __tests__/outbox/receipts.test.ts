/**
 * Receipts (src/outbox/receipts.ts): what a replay keeps of what it recorded, sealed like the
 * outbox; round trips through text and a folder, what stays in clear, the first word kept, and
 * a receipt that cannot be opened only ever a warning naming it (it can only make replay send
 * less). A receipt of the previous release (version 1) still opens.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { readFile, truncate, writeFile } from 'node:fs/promises'
import {
  MAX_RECEIPT_BYTES,
  RECEIPT_FORMAT,
  Receipts,
  addReceipt,
  openReceipt,
  readFolderReceipt,
  receiptFile,
  receiptName,
  sealReceipt,
  writeFolderReceipt,
  type Delivered,
  type RunRef
} from '../../src/outbox/receipts.js'
import { SealError } from '../../src/outbox/seal.js'
import { thrown } from '../api/helpers.js'
import { legacy, tempFolder } from './helpers.js'

const TOKEN = 'kosli_receipt-unit-0123456789'
const ORIGIN: RunRef = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }
const BY: RunRef = { repository: 'acme/shop', run: '5000', job: 'replay', attempt: '2' }
const delivered = (n: number): Delivered[] =>
  Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    at: `2026-11-28T12:0${i}:00.000Z`,
    by: BY
  }))

describe('a receipt', () => {
  it('round-trips: the ids recorded, when, and by which run', () => {
    const made = delivered(3)
    expect(openReceipt(sealReceipt(ORIGIN, made, TOKEN), TOKEN)).toEqual(made)
  })

  it('keeps in clear only its format, version, when, and the origin run it is about', () => {
    const made = delivered(2)
    const text = sealReceipt(ORIGIN, made, TOKEN)
    const doc = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(doc).sort()).toEqual([
      'format',
      'origin',
      'seal',
      'sealed',
      'version',
      'written'
    ])
    expect(doc.origin).toEqual(ORIGIN)
    for (const d of made) expect(text).not.toContain(d.id)
    expect(text).not.toContain('replay')
  })

  it('is named after its origin run, without what artifact names refuse', () => {
    expect(receiptName(ORIGIN)).toBe('records-receipt-4242-build-1')
    expect(receiptName({ ...ORIGIN, job: 'test: linux/x64' })).toBe(
      'records-receipt-4242-test_linux_x64-1'
    )
  })

  it('of the previous release (version 1, HKDF, its count in clear) still opens', () => {
    const made = delivered(2)
    const clear = { format: RECEIPT_FORMAT, version: 1, written: 'then', origin: ORIGIN, writes: 2 }
    expect(openReceipt(legacy(clear, { delivered: made }, TOKEN), TOKEN)).toEqual(made)
  })

  it('that holds no list of writes is not ours; entries without an id, a time or a run are dropped', () => {
    const clear = { format: RECEIPT_FORMAT, version: 1, written: 'then', origin: ORIGIN }
    expect(
      thrown(() => openReceipt(legacy(clear, { nothing: 1 }, TOKEN), TOKEN), SealError).problem
    ).toBe('not-ours')
    const [good] = delivered(1)
    const mixed = { delivered: [good, { id: 'x' }, { at: 'now', by: BY }, null] }
    expect(openReceipt(legacy(clear, mixed, TOKEN), TOKEN)).toEqual([good])
  })
})

describe('what every receipt found says', () => {
  it('adds a receipt’s writes under its origin; the first word on a write is kept', () => {
    const receipts = new Receipts()
    const [a, b] = delivered(2)
    expect(
      addReceipt(receipts, ORIGIN, sealReceipt(ORIGIN, [a, b], TOKEN), 'r1', TOKEN)
    ).toBeUndefined()
    const later = { ...a, at: '2026-12-01T00:00:00.000Z' }
    addReceipt(receipts, ORIGIN, sealReceipt(ORIGIN, [later], TOKEN), 'r2', TOKEN)
    expect(receipts.find(ORIGIN, a.id)).toEqual(a)
    expect(receipts.all(ORIGIN)).toEqual([a, b])
    // Another origin (another attempt) knows nothing of these.
    expect(receipts.find({ ...ORIGIN, attempt: '2' }, a.id)).toBeUndefined()
  })

  it.each([
    [
      'sealed with another token',
      () => sealReceipt(ORIGIN, delivered(1), 'kosli_another-token-0123'),
      /sealed with another api-token/
    ],
    ['planted, not JSON', () => 'PK\u0003\u0004', /it is not JSON/],
    [
      'an outbox, not a receipt',
      () => JSON.stringify({ format: 'records-action-outbox' }),
      /not a records-action-receipt/
    ]
  ])('one %s is ignored with a warning naming it', (_, text, why) => {
    const receipts = new Receipts()
    const warning = addReceipt(receipts, ORIGIN, text(), 'the receipt over there', TOKEN)
    expect(warning).toMatch(/^The receipt the receipt over there was ignored: /)
    expect(warning).toMatch(why)
    expect(receipts.all(ORIGIN)).toEqual([])
  })
})

describe('a receipt beside an outbox folder', () => {
  let dir: string
  let remove: () => Promise<void>
  beforeEach(async () => ({ dir, remove } = await tempFolder()))
  afterEach(() => remove())

  it('is written and read back under its name', async () => {
    const made = delivered(2)
    const file = await writeFolderReceipt(dir, ORIGIN, made, TOKEN)
    expect(file).toBe(receiptFile(dir, ORIGIN))
    expect(file.endsWith('records-receipt-4242-build-1.json')).toBe(true)
    const receipts = new Receipts()
    expect(await readFolderReceipt(receipts, dir, ORIGIN, TOKEN)).toBeUndefined()
    expect(receipts.all(ORIGIN)).toEqual(made)
  })

  it('missing: nothing is known, and nothing said', async () => {
    const receipts = new Receipts()
    expect(await readFolderReceipt(receipts, dir, ORIGIN, TOKEN)).toBeUndefined()
    expect(receipts.all(ORIGIN)).toEqual([])
  })

  it('over 1 MiB: ignored unread, with a warning naming it and the bound', async () => {
    const file = receiptFile(dir, ORIGIN)
    await writeFile(file, '')
    await truncate(file, MAX_RECEIPT_BYTES + 1) // sparse: nothing is written
    const receipts = new Receipts()
    expect(await readFolderReceipt(receipts, dir, ORIGIN, TOKEN)).toBe(
      `The receipt ${file} was ignored: it is 1,048,577 bytes, over the bound of 1,048,576 bytes.`
    )
    expect(receipts.all(ORIGIN)).toEqual([])
  })

  it('altered: a warning naming the file', async () => {
    const file = await writeFolderReceipt(dir, ORIGIN, delivered(1), TOKEN)
    const doc = JSON.parse(await readFile(file, 'utf8')) as { written: string }
    doc.written = 'another time'
    await writeFile(file, JSON.stringify(doc))
    const warning = await readFolderReceipt(new Receipts(), dir, ORIGIN, TOKEN)
    expect(warning).toBe(
      `The receipt ${file} was ignored: it was altered after it was sealed (its seal does not match).`
    )
  })
})
