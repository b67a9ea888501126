/**
 * A counted unzip (docs/bad-day.md, "What is downloaded is counted"): a downloaded artifact may
 * have been planted, and a zip of 254 KB can expand to 256 MiB. The entries are found through
 * the central directory (so a streamed zip's data descriptors need no guessing), and each is
 * inflated as a stream with Node's zlib, every byte counted before it is written: past the bound
 * nothing more is written and the whole artifact is refused. The sizes a zip declares are never
 * trusted; only what inflating produces counts. What is read counts too: entries whose data
 * overlap are refused before any is inflated (64 directory records sharing one stream of empty
 * deflate blocks would inflate it 64 times and write nothing), and the compressed bytes read are
 * counted against the same bound as what is written. Only files are made (no links), only under
 * the folder given.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createInflateRaw } from 'node:zlib'
import { count } from '../util/english.js'

/** The most entries one artifact may hold (an outbox or a receipt artifact holds one file). */
export const MAX_ZIP_ENTRIES = 64

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const STORED = 0
const DEFLATED = 8

/** An artifact past its bound, or not a zip this action reads. */
export class UnzipError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnzipError'
  }
}

interface ZipEntry {
  name: string
  method: number
  compressed: number
  /** Where its local header starts in the file. */
  local: number
  /** Where its data starts in the file. */
  offset: number
}

/**
 * Extracts the zip `file` into `dir`, writing at most `bound` bytes in all; returns how many it
 * wrote. Throws UnzipError when the entries would expand past the bound (having written no byte
 * past it), or when the file is not a plain zip (encrypted, zip64, another method, a name that
 * leaves the folder).
 */
export async function extractCounted(
  file: string,
  dir: string,
  bound: number,
  /** Counts each chunk before it is written, against more than this zip; may throw. */
  spend?: (bytes: number) => void
): Promise<number> {
  const entries = await entriesOf(file)
  const root = path.resolve(dir)
  let written = 0
  let read = 0
  // The compressed bytes, counted as they are read, against the same bound.
  const reader = (): Transform =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length
        if (read > bound) {
          done(new UnzipError(`it reads past the bound of ${count(bound, 'byte')}`))
          return
        }
        done(null, chunk)
      }
    })
  const counter = (): Transform =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (written + chunk.length > bound) {
          done(new UnzipError(`it expands past the bound of ${count(bound, 'byte')}`))
          return
        }
        try {
          spend?.(chunk.length)
        } catch (err) {
          done(err as Error)
          return
        }
        written += chunk.length
        done(null, chunk)
      }
    })
  for (const entry of entries) {
    const target = path.resolve(root, entry.name)
    if (target !== root && !target.startsWith(root + path.sep)) {
      throw new UnzipError(`its entry ${JSON.stringify(entry.name)} leaves the folder`)
    }
    if (entry.name.endsWith('/')) {
      await mkdir(target, { recursive: true })
      continue
    }
    await mkdir(path.dirname(target), { recursive: true })
    const raw =
      entry.compressed === 0
        ? PassThrough.from(Buffer.alloc(0))
        : createReadStream(file, { start: entry.offset, end: entry.offset + entry.compressed - 1 })
    const inflate = entry.method === DEFLATED ? createInflateRaw() : new PassThrough()
    await pipeline(raw, reader(), inflate, counter(), createWriteStream(target, { flags: 'wx' }))
  }
  return written
}

/** The entries the central directory lists, each checked against its local header. */
async function entriesOf(file: string): Promise<ZipEntry[]> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    const end = await endOfDirectory(handle, size)
    const total = end.readUInt16LE(10)
    if (total > MAX_ZIP_ENTRIES) {
      throw new UnzipError(`it holds ${total} entries, more than ${MAX_ZIP_ENTRIES}`)
    }
    const dirSize = end.readUInt32LE(12)
    const dirOffset = end.readUInt32LE(16)
    if (dirOffset + dirSize > size) throw notAZip('its directory lies outside the file')
    const directory = await readAt(handle, dirOffset, dirSize)
    const entries: ZipEntry[] = []
    let at = 0
    for (let i = 0; i < total; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_HEADER) {
        throw notAZip('its directory is cut short')
      }
      const entry = await entryAt(handle, directory, at, size)
      entries.push(entry)
      at +=
        46 +
        directory.readUInt16LE(at + 28) +
        directory.readUInt16LE(at + 30) +
        directory.readUInt16LE(at + 32)
    }
    refuseOverlaps(entries, dirOffset)
    return entries
  } finally {
    await handle.close()
  }
}

async function entryAt(
  handle: FileHandle,
  directory: Buffer,
  at: number,
  size: number
): Promise<ZipEntry> {
  const flags = directory.readUInt16LE(at + 8)
  const method = directory.readUInt16LE(at + 10)
  const compressed = directory.readUInt32LE(at + 20)
  const local = directory.readUInt32LE(at + 42)
  const nameLength = directory.readUInt16LE(at + 28)
  const name = directory.toString('utf8', at + 46, at + 46 + nameLength)
  if (flags & 1) throw notAZip(`its entry ${JSON.stringify(name)} is encrypted`)
  if (method !== STORED && method !== DEFLATED) {
    throw notAZip(`its entry ${JSON.stringify(name)} uses compression method ${method}`)
  }
  // A zip64 size (0xFFFFFFFF) is past every bound this action has.
  if (compressed === 0xffffffff || local === 0xffffffff) throw notAZip('it is a zip64 archive')
  if (local + 30 > size) throw notAZip(`its entry ${JSON.stringify(name)} lies outside the file`)
  const header = await readAt(handle, local, 30)
  if (header.readUInt32LE(0) !== LOCAL_HEADER) throw notAZip('a local header is missing')
  const offset = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28)
  if (offset + compressed > size) {
    throw notAZip(`its entry ${JSON.stringify(name)} lies outside the file`)
  }
  return { name, method, compressed, local, offset }
}

/**
 * Each entry's bytes (local header to the end of its data) are its own and lie before the
 * directory: an entry that shares bytes with another would have them read, and inflated, again.
 */
function refuseOverlaps(entries: ZipEntry[], dirOffset: number): void {
  const spans = [...entries].sort((a, b) => a.local - b.local)
  for (let i = 0; i < spans.length; i++) {
    const entry = spans[i]
    const end = entry.offset + entry.compressed
    const next = spans[i + 1]
    if (next !== undefined && next.local < end) {
      throw notAZip(
        `its entries ${JSON.stringify(entry.name)} and ${JSON.stringify(next.name)} overlap`
      )
    }
    if (end > dirOffset) {
      throw notAZip(`its entry ${JSON.stringify(entry.name)} overlaps its directory`)
    }
  }
}

/** The end-of-central-directory record: within the last 64 KiB + 22 bytes (its comment). */
async function endOfDirectory(handle: FileHandle, size: number): Promise<Buffer> {
  const length = Math.min(size, 22 + 0xffff)
  const tail = await readAt(handle, size - length, length)
  for (let i = length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) return tail.subarray(i, i + 22)
  }
  throw notAZip('it has no central directory')
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  if (bytesRead !== length) throw notAZip('it is cut short')
  return buffer
}

const notAZip = (why: string): UnzipError =>
  new UnzipError(`it is not a zip this action reads: ${why}`)
