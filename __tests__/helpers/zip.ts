/**
 * Zips made byte by byte, as an attacker would make them (a real archiver would not make a
 * bomb, a climbing name or a lying header): local headers, the data, the central directory and
 * its end record (PKWARE APPNOTE 4.3). `deflatedZeros` makes the classic bomb's data: `bytes`
 * zero bytes deflated as a stream, so the test never holds them.
 */
import { once } from 'node:events'
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  /** The entry's data as stored (deflated unless `method` is 0). */
  data: Buffer
  /** What the entry expands to, and its CRC-32 (what the headers say). */
  size: number
  crc: number
  method?: number
  /** General-purpose flags (bit 0: encrypted). */
  flags?: number
}

/** An entry holding `text`, deflated. */
export function deflatedEntry(name: string, text: string | Buffer): ZipEntry {
  const bytes = Buffer.from(text)
  return { name, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) }
}

/** `bytes` zero bytes deflated, and their CRC-32, made 1 MiB at a time. */
export async function deflatedZeros(bytes: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024)
  const deflate = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (c: Buffer) => out.push(c))
  let crc = 0
  for (let left = bytes; left > 0; left -= chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, left))
    crc = crc32(part, crc)
    if (!deflate.write(part)) await once(deflate, 'drain')
  }
  deflate.end()
  await once(deflate, 'end')
  return { data: Buffer.concat(out), crc }
}

/** A zip of `entries`. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(e.flags ?? 0, 6)
    local.writeUInt16LE(e.method ?? 8, 8)
    local.writeUInt32LE(e.crc >>> 0, 14)
    local.writeUInt32LE(e.data.length, 18)
    local.writeUInt32LE(e.size, 22)
    local.writeUInt16LE(name.length, 26)
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt16LE(e.flags ?? 0, 8)
    dir.writeUInt16LE(e.method ?? 8, 10)
    dir.writeUInt32LE(e.crc >>> 0, 16)
    dir.writeUInt32LE(e.data.length, 20)
    dir.writeUInt32LE(e.size, 24)
    dir.writeUInt16LE(name.length, 28)
    dir.writeUInt32LE(offset, 42)
    locals.push(local, name, e.data)
    central.push(dir, name)
    offset += local.length + name.length + e.data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * `bytes` of a deflate stream that expands to nothing: empty stored blocks (5 bytes each: a
 * block header, LEN 0 and its complement), the last one final. Inflating it costs CPU and
 * writes no byte.
 */
export function emptyDeflateBlocks(bytes: number): Buffer {
  const blocks = Math.max(1, Math.floor(bytes / 5))
  const data = Buffer.alloc(blocks * 5)
  for (let at = 0; at < data.length; at += 5) data.writeUInt16LE(0xffff, at + 3)
  data[data.length - 5] = 1
  return data
}

/**
 * A zip of one local entry holding `data`, listed `records` times by the central directory
 * (every record names its own file, all at the one local header): each would be inflated in
 * turn from the same bytes.
 */
export function sharedStreamZip(data: Buffer, records: number): Buffer {
  const one = zipOf([{ name: 'r0', data, size: 0, crc: 0 }])
  const dirAt = one.readUInt32LE(one.length - 22 + 16)
  const record = one.subarray(dirAt, one.length - 22)
  const central = Array.from({ length: records }, (_, i) => {
    const name = Buffer.from(`r${i}`)
    const dir = Buffer.from(record.subarray(0, 46))
    dir.writeUInt16LE(name.length, 28)
    return Buffer.concat([dir, name])
  })
  const directory = Buffer.concat(central)
  const end = Buffer.from(one.subarray(one.length - 22))
  end.writeUInt16LE(records, 8)
  end.writeUInt16LE(records, 10)
  end.writeUInt32LE(directory.length, 12)
  return Buffer.concat([one.subarray(0, dirAt), directory, end])
}
