/**
 * Feeds one report file to the strict scanner chunk by chunk: size cap first, then the encoding
 * (decode.ts), then UTF-8 bytes. Only an incomplete token is carried between chunks, and it is
 * capped, so memory stays bounded (a 1 GB attribute is refused, not buffered).
 */
import { open } from 'node:fs/promises'
import { EncodingError, sniffEncoding, type Transcoder } from './decode.js'
import { JUnitError } from './errors.js'
import { formatBytes, type ParseLimits } from './limits.js'
import { XmlScanner, tokenTooLong, type XmlHandler } from './xml.js'

const SNIFF_BYTES = 4096

interface ScanInfo {
  /** Size of the file in bytes. */
  bytes: number
  /** The encoding the file was read in ('utf-8', 'utf-16le', 'windows-1252', …). */
  encoding: string
}

export async function scanFile(
  path: string,
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
    let position = transcoder.bomBytes
    let carry: Buffer = Buffer.alloc(0)
    for (;;) {
      const size = Math.max(limits.chunkBytes, carry.length)
      const raw = Buffer.allocUnsafe(size)
      const { bytesRead } = await fh.read(raw, 0, size, position)
      position += bytesRead
      const final = bytesRead === 0
      let chunk: Buffer
      try {
        chunk = transcoder.transcode(raw.subarray(0, bytesRead), final)
      } catch (err) {
        if (err instanceof EncodingError)
          throw new JUnitError(file, scanner.nextLine(), err.message)
        throw err
      }
      const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk])
      const used = scanner.feed(buf, final)
      if (final) break
      carry = buf.subarray(used)
      const tooLong = tokenTooLong(carry.length, limits)
      if (tooLong) throw new JUnitError(file, scanner.nextLine(), tooLong)
    }
    return { bytes: stat.size, encoding: transcoder?.encoding ?? 'utf-8' }
  } finally {
    await fh.close()
  }
}
