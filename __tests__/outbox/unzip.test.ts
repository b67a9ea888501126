/**
 * The counted unzip (src/outbox/unzip.ts) against zips made byte by byte, as an attacker makes
 * them: what it extracts, that no byte past the bound is ever written whatever the headers say,
 * and each zip it will not read.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { MAX_ZIP_ENTRIES, UnzipError, extractCounted } from '../../src/outbox/unzip.js'
import { rejection } from '../api/helpers.js'
import {
  deflatedEntry,
  deflatedZeros,
  emptyDeflateBlocks,
  sharedStreamZip,
  zipOf,
  type ZipEntry
} from '../helpers/zip.js'
import { tempFolder } from './helpers.js'

const MiB = 1024 * 1024
let dir: string
let remove: () => Promise<void>
beforeEach(async () => ({ dir, remove } = await tempFolder()))
afterEach(() => remove())

/** Writes `zip` and extracts it into `dir/out` within `bound`. */
async function extract(zip: Buffer, bound = MiB): Promise<number> {
  const file = path.join(dir, 'a.zip')
  await writeFile(file, zip)
  return extractCounted(file, path.join(dir, 'out'), bound)
}

/** The bytes of every file under `dir/out`. */
async function extracted(): Promise<number> {
  const entries = await readdir(path.join(dir, 'out'), {
    recursive: true,
    withFileTypes: true
  }).catch(() => [])
  let total = 0
  for (const e of entries)
    if (e.isFile()) total += (await stat(path.join(e.parentPath, e.name))).size
  return total
}

const refusal = async (zip: Buffer, bound = MiB): Promise<string> =>
  (await rejection(extract(zip, bound), UnzipError)).message

describe('extracting', () => {
  it('writes each entry, deflated or stored, folders made, and says how many bytes', async () => {
    const stored: ZipEntry = {
      ...deflatedEntry('x', ''),
      name: 'plain.txt',
      data: Buffer.from('kept as is'),
      size: 10,
      method: 0
    }
    const zip = zipOf([
      deflatedEntry('records-outbox.json', '{"format":"x"}'),
      deflatedEntry('sub/', ''),
      deflatedEntry('sub/deeper/b.json', 'b'.repeat(5000)),
      stored
    ])
    expect(await extract(zip)).toBe(14 + 5000 + 10)
    expect(await readFile(path.join(dir, 'out/records-outbox.json'), 'utf8')).toBe('{"format":"x"}')
    expect((await readFile(path.join(dir, 'out/sub/deeper/b.json'))).length).toBe(5000)
    expect(await readFile(path.join(dir, 'out/plain.txt'), 'utf8')).toBe('kept as is')
  })

  it('an empty entry is an empty file', async () => {
    expect(await extract(zipOf([deflatedEntry('empty', '')]))).toBe(0)
    expect((await stat(path.join(dir, 'out/empty'))).size).toBe(0)
  })
})

describe('the bound: no byte past it is written', () => {
  it('a bomb (16 MiB of zeros in ≈ 16 KB) stops at 1 MiB', async () => {
    const { data, crc } = await deflatedZeros(16 * MiB)
    const message = await refusal(zipOf([{ name: 'r.json', data, size: 16 * MiB, crc }]))
    expect(message).toBe('it expands past the bound of 1,048,576 bytes')
    expect(await extracted()).toBeLessThanOrEqual(MiB)
  })

  it('whatever the headers say: a bomb that declares 10 bytes stops at the bound too', async () => {
    const { data, crc } = await deflatedZeros(4 * MiB)
    await refusal(zipOf([{ name: 'r.json', data, size: 10, crc }]))
    expect(await extracted()).toBeLessThanOrEqual(MiB)
  })

  it('counts across entries: two of 600 KB each pass 1 MiB together', async () => {
    const part = 'x'.repeat(600 * 1024)
    await refusal(zipOf([deflatedEntry('a', part), deflatedEntry('b', part)]))
    expect(await extracted()).toBeLessThanOrEqual(MiB)
  })

  it('exactly at the bound is accepted', async () => {
    expect(await extract(zipOf([deflatedEntry('a', 'y'.repeat(MiB))]))).toBe(MiB)
  })
})

describe('what is read counts too', () => {
  // 64 directory records sharing one 8 MiB stream of empty deflate blocks: inflated record by
  // record it was 512 MiB of inflating (3-8 s of CPU) that wrote nothing. Refused before any is
  // inflated (a few ms here; the time is noted in docs/bad-day.md, not asserted).
  it('an 8 MiB zip of 64 entries sharing one stream is refused: the entries overlap', async () => {
    const zip = sharedStreamZip(emptyDeflateBlocks(8 * MiB), MAX_ZIP_ENTRIES)
    expect(zip.length).toBeGreaterThan(8 * MiB)
    expect(await refusal(zip, 64 * MiB)).toBe(
      'it is not a zip this action reads: its entries "r0" and "r1" overlap'
    )
    expect(await extracted()).toBe(0)
  })

  it('entries whose data overlap by a byte are refused', async () => {
    const zip = zipOf([deflatedEntry('a', 'x'.repeat(1000)), deflatedEntry('b', 'y')])
    // The first entry's compressed size, one byte longer: it reaches into b's local header.
    const at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    zip.writeUInt32LE(zip.readUInt32LE(at + 20) + 1, at + 20)
    expect(await refusal(zip)).toMatch(/its entries "a" and "b" overlap/)
  })

  it('an entry that reaches into the directory is refused', async () => {
    const zip = zipOf([deflatedEntry('a', 'x'.repeat(1000))])
    const at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    zip.writeUInt32LE(zip.readUInt32LE(at + 20) + 1, at + 20)
    expect(await refusal(zip)).toMatch(/its entry "a" overlaps its directory/)
  })

  it('compressed bytes read count against the bound though nothing is written', async () => {
    const zip = zipOf([{ name: 'r.json', data: emptyDeflateBlocks(2 * MiB), size: 0, crc: 0 }])
    expect(await refusal(zip)).toBe('it reads past the bound of 1,048,576 bytes')
    expect(await extracted()).toBe(0)
  })
})

describe('zips it will not read', () => {
  it.each([
    [
      'a name that climbs out',
      () => zipOf([deflatedEntry('../escaped.json', 'x')]),
      /its entry "\.\.\/escaped\.json" leaves the folder/
    ],
    ['an absolute name', () => zipOf([deflatedEntry('/tmp/abs.json', 'x')]), /leaves the folder/],
    ['an encrypted entry', () => zipOf([{ ...deflatedEntry('a', 'x'), flags: 1 }]), /is encrypted/],
    [
      'another compression method (bzip2)',
      () => zipOf([{ ...deflatedEntry('a', 'x'), method: 12 }]),
      /uses compression method 12/
    ],
    [
      `more than ${MAX_ZIP_ENTRIES} entries`,
      () =>
        zipOf(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => deflatedEntry(`f${i}`, 'x'))),
      /it holds 65 entries, more than 64/
    ],
    [
      'not a zip',
      () => Buffer.from('PK but not a zip at all'),
      /it is not a zip this action reads: it has no central directory/
    ],
    [
      'cut short',
      () => zipOf([deflatedEntry('a', 'x'.repeat(1000))]).subarray(0, 40),
      /not a zip this action reads/
    ]
  ])('%s', async (_, zip, why) => {
    expect(await refusal(zip())).toMatch(why)
    await expect(stat(path.join(dir, 'escaped.json'))).rejects.toThrow()
  })

  it('an entry whose data lies outside the file', async () => {
    const zip = zipOf([deflatedEntry('a', 'x'.repeat(1000))])
    // The central directory's compressed size of the one entry, made larger than the file.
    const at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    zip.writeUInt32LE(1_000_000, at + 20)
    expect(await refusal(zip)).toMatch(/its entry "a" lies outside the file/)
  })
})
