/**
 * Feeds one report file to the strict scanner chunk by chunk: size cap first, then the encoding
 * (decode.ts), then UTF-8 bytes. Only an incomplete token is carried between chunks, and it is
 * capped, so memory stays bounded (a 1 GB attribute is refused, not buffered).
 */
import { readSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { sniffEncoding, type Transcoder } from './decode.js'
import { EncodingError, JUnitError } from './errors.js'
import { formatBytes, type ParseLimits } from './limits.js'
import { XmlScanner, tokenTooLong, type XmlHandler } from './xml.js'

const SNIFF_BYTES = 4096

interface ScanInfo {
  /** Size of the file in bytes. */
  bytes: number
  /** The encoding the file was read in ('utf-8', 'utf-16le', 'windows-1252', …). */
  encoding: string
}

/** UTF-8 needs no transcoding: read straight into one buffer, after the carried tail. */
function scanUtf8(
  fd: number,
  position: number,
  scanner: XmlScanner,
  file: string,
  limits: ParseLimits
): void {
  let buf = Buffer.allocUnsafe(limits.chunkBytes)
  let carried = 0
  for (;;) {
    if (buf.length - carried < limits.chunkBytes) {
      const bigger = Buffer.allocUnsafe(carried + limits.chunkBytes)
      buf.copy(bigger, 0, 0, carried)
      buf = bigger
    }
    // A blocking read: the parse waits for the data anyway, and a round trip through
    // libuv's thread pool costs more than the read itself on a busy machine.
    const bytesRead = readSync(fd, buf, carried, buf.length - carried, position)
    position += bytesRead
    const final = bytesRead === 0
    const end = carried + bytesRead
    const used = scanner.feed(buf.subarray(0, end), final)
    if (final) return
    carried = end - used
    const tooLong = tokenTooLong(carried, limits)
    if (tooLong) throw new JUnitError(file, scanner.nextLine(), tooLong)
    buf.copy(buf, 0, used, end)
  }
}

/** Another encoding: each chunk transcoded to UTF-8 before the scanner sees it. */
function scanTranscoded(
  fd: number,
  position: number,
  transcoder: Transcoder,
  scanner: XmlScanner,
  file: string,
  limits: ParseLimits
): void {
  let carry: Buffer = Buffer.alloc(0)
  for (;;) {
    const size = Math.max(limits.chunkBytes, carry.length)
    const raw = Buffer.allocUnsafe(size)
    const bytesRead = readSync(fd, raw, 0, size, position)
    position += bytesRead
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

export async function scanFile(
  path: string | Buffer,
  file: string,
  handler: XmlHandler,
  limits: ParseLimits
): Promise<ScanInfo> {
  let fh
  try {
    fh = await open(path, 'r')
  } catch (err) {
    throw new JUnitError(file, undefined, `cannot open: ${(err as Error).message}`)
  }
  try {
    const stat = await fh.stat()
    if (!stat.isFile()) throw new JUnitError(file, undefined, 'not a regular file')
    if (stat.size > limits.maxFileBytes) {
      throw new JUnitError(
        file,
        undefined,
        `the file is ${formatBytes(stat.size)}, over the ${formatBytes(limits.maxFileBytes)} limit for a JUnit report; narrow the 'junit' globs`
      )
    }
    const scanner = new XmlScanner(handler, file, limits)
    // The byte-order mark and the XML declaration decide the encoding.
    const head = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead: headBytes } = await fh.read(head, 0, SNIFF_BYTES, 0)
    let transcoder: Transcoder
    try {
      transcoder = sniffEncoding(head.subarray(0, headBytes))
    } catch (err) {
      if (err instanceof EncodingError) throw new JUnitError(file, 1, err.message)
      throw err
    }
    if (transcoder.encoding === 'utf-8') {
      scanUtf8(fh.fd, transcoder.bomBytes, scanner, file, limits)
    } else {
      scanTranscoded(fh.fd, transcoder.bomBytes, transcoder, scanner, file, limits)
    }
    return { bytes: stat.size, encoding: transcoder.encoding }
  } finally {
    await fh.close()
  }
}
