/**
 * Which encoding a report is in (docs/compatibility.md §15.1) and a transcoder to UTF-8 bytes, so the
 * strict scanner only ever sees UTF-8. Decision: BOM, else the XML declaration at the start,
 * else UTF-8. Supported: UTF-8, UTF-16 LE/BE with a BOM, windows-1252 (which WHATWG uses for
 * ISO-8859-1/latin1/ASCII labels) and ISO-8859-15.
 */
import { EncodingError } from './junit-errors.js'

export interface Transcoder {
  /** The encoding's WHATWG name, e.g. 'utf-8', 'utf-16le', 'windows-1252'. */
  encoding: string
  /** Bytes of a byte-order mark to drop from the start of the file. */
  bomBytes: number
  /** Raw bytes → UTF-8 bytes (identity for UTF-8). `final` flushes. Throws on invalid input. */
  transcode(chunk: Buffer, final: boolean): Buffer
}

const SUPPORTED = new Set(['utf-8', 'windows-1252', 'iso-8859-15'])

/** Decide the encoding from the first bytes of the file. */
export function sniffEncoding(head: Buffer): Transcoder {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return utf8(3)
  }
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return decoding('utf-16le', 2)
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return decoding('utf-16be', 2)
  const label = declaredEncoding(head)
  if (label === undefined) return utf8(0)
  let encoding: string
  try {
    encoding = new TextDecoder(label).encoding
  } catch {
    throw new EncodingError(`unsupported encoding ${JSON.stringify(label)} declared`)
  }
  if (encoding === 'utf-8') return utf8(0)
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    throw new EncodingError(
      `encoding ${JSON.stringify(label)} declared but the file has no UTF-16 byte-order mark`
    )
  }
  if (!SUPPORTED.has(encoding)) {
    throw new EncodingError(
      `unsupported encoding ${JSON.stringify(label)} declared (supported: UTF-8, UTF-16 with a byte-order mark, ISO-8859-1/windows-1252, ISO-8859-15)`
    )
  }
  return decoding(encoding, 0)
}

/** The `encoding` of an XML declaration at the very start (after optional whitespace). */
function declaredEncoding(head: Buffer): string | undefined {
  const text = head.toString('latin1', 0, Math.min(head.length, 4096))
  const decl = /^[ \t\r\n]*<\?xml[ \t\r\n]([^]*?)\?>/.exec(text)
  if (!decl) return undefined
  const enc = /(?:^|[ \t\r\n])encoding[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/.exec(decl[1])
  if (!enc) return undefined
  return enc[1] ?? enc[2]
}

function utf8(bomBytes: number): Transcoder {
  return { encoding: 'utf-8', bomBytes, transcode: (chunk) => chunk }
}

function decoding(encoding: string, bomBytes: number): Transcoder {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true })
  return {
    encoding,
    bomBytes,
    transcode(chunk, final) {
      try {
        return Buffer.from(decoder.decode(chunk, { stream: !final }), 'utf8')
      } catch {
        throw new EncodingError(`invalid ${encoding.toUpperCase()} data`)
      }
    }
  }
}
