/**
 * Feeds one report file to the strict scanner chunk by chunk: size cap first, then the encoding
 * (decode.ts), then UTF-8 bytes. Only an incomplete token is carried between chunks, and it is
 * capped, so memory stays bounded (a 1 GB attribute is refused, not buffered).
 */
import type { Hash } from 'node:crypto'
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { sniffEncoding, type Transcoder } from './decode.js'
import { EncodingError, JUnitError } from './junit-errors.js'
import { formatBytes, type ParseLimits } from './parse-limits.js'
import { alignedBuffer } from '../fs/aligned-buffer.js'
import { XmlScanner, tokenTooLong, type XmlHandler } from './xml.js'

const SNIFF_BYTES = 4096
/** Non-blocking open: a FIFO named as a report is refused below instead of hanging the run. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)
/**
 * Room kept before the read position for the unfinished token carried from one chunk to the
 * next: reads then always land at the same page-aligned offset (src/fs/aligned-buffer.ts).
 */
const CARRY_ROOM = 64 * 1024

/**
 * Read buffers shared by every report of the run. A scan is synchronous from open to close, so
 * two scans never use them at once; reusing them keeps thousands of small reports from costing
 * a fresh 4 MiB allocation (and its garbage collection) each (docs/junit-reader.md).
 */
const sniffBuffer = Buffer.allocUnsafe(SNIFF_BYTES)
let chunkBuffer: Buffer | undefined

/** The shared buffer: CARRY_ROOM, then room for one chunk. */
function sharedChunk(chunkBytes: number): Buffer {
  const bytes = CARRY_ROOM + chunkBytes
  if (chunkBuffer?.length !== bytes) chunkBuffer = alignedBuffer(bytes)
  return chunkBuffer
}

interface ScanInfo {
  /** Size of the file in bytes. */
  bytes: number
  /** The encoding the file was read in ('utf-8', 'utf-16le', 'windows-1252', …). */
  encoding: string
}

/**
 * UTF-8 needs no transcoding: each chunk is read into the buffer at `room`, right after the
 * tail carried from the chunk before. The first `filled` bytes at CARRY_ROOM of the shared
 * buffer may already hold the start (the sniffing read).
 */
function scanUtf8(
  fd: number,
  position: number,
  scanner: XmlScanner,
  file: string,
  limits: ParseLimits,
  filled = 0,
  hash?: Hash
): void {
  let buf = sharedChunk(limits.chunkBytes)
  let room = CARRY_ROOM
  let carried = 0
  let pending = filled
  for (;;) {
    // A blocking read: the parse waits for the data anyway, and a round trip through
    // libuv's thread pool costs more than the read itself on a busy machine.
    const bytesRead = pending || readSync(fd, buf, room, limits.chunkBytes, position)
    if (pending === 0) {
      position += bytesRead
      hash?.update(buf.subarray(room, room + bytesRead))
    }
    pending = 0
    const final = bytesRead === 0
    const start = room - carried
    const end = room + bytesRead
    const used = scanner.feed(buf.subarray(start, end), final)
    if (final) return
    carried = end - start - used
    const tooLong = tokenTooLong(carried, limits)
    if (tooLong) throw new JUnitError(file, scanner.nextLine(), tooLong)
    let to = buf
    if (carried > room) {
      // A long token: more room, in whole CARRY_ROOMs so that reads stay aligned.
      room = Math.ceil(carried / CARRY_ROOM) * CARRY_ROOM
      to = alignedBuffer(room + limits.chunkBytes)
    }
    buf.copy(to, room - carried, start + used, end)
    buf = to
  }
}

/** Another encoding: each chunk transcoded to UTF-8 before the scanner sees it. */
function scanTranscoded(
  fd: number,
  position: number,
  transcoder: Transcoder,
  scanner: XmlScanner,
  file: string,
  limits: ParseLimits,
  hash?: Hash
): void {
  let carry: Buffer = Buffer.alloc(0)
  const raw = sharedChunk(limits.chunkBytes).subarray(CARRY_ROOM)
  for (;;) {
    const bytesRead = readSync(fd, raw, 0, raw.length, position)
    position += bytesRead
    hash?.update(raw.subarray(0, bytesRead))
    const final = bytesRead === 0
    let chunk: Buffer
    try {
      chunk = transcoder.transcode(raw.subarray(0, bytesRead), final)
    } catch (err) {
      if (err instanceof EncodingError) throw new JUnitError(file, scanner.nextLine(), err.message)
      throw err
    }
    const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk])
    const used = scanner.feed(buf, final)
    if (final) return
    carry = buf.subarray(used)
    const tooLong = tokenTooLong(carry.length, limits)
    if (tooLong) throw new JUnitError(file, scanner.nextLine(), tooLong)
  }
}

/**
 * Scans one report. Everything from open to close is a blocking call: the parse waits for the
 * data anyway, a round trip through libuv's thread pool per call costs more than the call on a
 * busy machine, and it is what lets the read buffers be shared.
 */
export async function scanFile(
  path: string | Buffer,
  file: string,
  handler: XmlHandler,
  limits: ParseLimits,
  /** Updated with every byte of the file, as read. */
  hash?: Hash
): Promise<ScanInfo> {
  let fd: number
  try {
    fd = openSync(path, OPEN_FLAGS)
  } catch (err) {
    throw new JUnitError(file, undefined, `cannot open: ${(err as Error).message}`)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new JUnitError(file, undefined, 'not a regular file')
    if (stat.size > limits.maxFileBytes) {
      throw new JUnitError(
        file,
        undefined,
        `the file is ${formatBytes(stat.size)}, over the ${formatBytes(limits.maxFileBytes)} limit for a JUnit report; narrow the 'junit' globs`
      )
    }
    const scanner = new XmlScanner(handler, file, limits)
    // The byte-order mark and the XML declaration decide the encoding. With chunks at least
    // as big as the sniffing window, that first read is the first chunk too (one read fewer
    // per report: it counts when there are thousands).
    const head =
      limits.chunkBytes >= SNIFF_BYTES
        ? sharedChunk(limits.chunkBytes).subarray(CARRY_ROOM)
        : sniffBuffer
    const headBytes = readSync(fd, head, 0, head === sniffBuffer ? SNIFF_BYTES : head.length, 0)
    let transcoder: Transcoder
    try {
      transcoder = sniffEncoding(head.subarray(0, Math.min(headBytes, SNIFF_BYTES)))
    } catch (err) {
      if (err instanceof EncodingError) throw new JUnitError(file, 1, err.message)
      throw err
    }
    const { bomBytes } = transcoder
    if (transcoder.encoding === 'utf-8' && head !== sniffBuffer && headBytes > bomBytes) {
      hash?.update(head.subarray(0, headBytes))
      head.copy(head, 0, bomBytes, headBytes)
      scanUtf8(fd, headBytes, scanner, file, limits, headBytes - bomBytes, hash)
      return { bytes: stat.size, encoding: transcoder.encoding }
    }
    // Read again after the byte-order mark, each read hashed: the mark is hashed here.
    hash?.update(head.subarray(0, bomBytes))
    if (transcoder.encoding === 'utf-8') {
      scanUtf8(fd, bomBytes, scanner, file, limits, 0, hash)
    } else {
      scanTranscoded(fd, bomBytes, transcoder, scanner, file, limits, hash)
    }
    return { bytes: stat.size, encoding: transcoder.encoding }
  } finally {
    closeSync(fd)
  }
}
