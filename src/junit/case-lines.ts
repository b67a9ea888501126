/**
 * The line where the n-th `<testcase>` start tag of a report begins, for annotating a failing
 * test on the report itself when no source file is known. A second pass over the file, made
 * only for such tests, so the scanner (xml.ts) stays as fast as it is; it skips comments, CDATA
 * and processing instructions as the scanner does and stops after the last tag asked for.
 */
import { open } from 'node:fs/promises'
import { sniffEncoding } from './decode.js'

const CHUNK = 1024 * 1024
const LT = 0x3c
const LF = 0x0a
const CR = 0x0d
const NAME = Buffer.from('testcase')

type Mode = 'text' | 'comment' | 'cdata' | 'pi'
const END_OF: Record<Exclude<Mode, 'text'>, string> = { comment: '-->', cdata: ']]>', pi: '?>' }
/** A scan position that needs more bytes before it can be read. */
const MORE = -1
/** All wanted ordinals were found. */
const DONE = -2

/** The scan's state across chunks: line, ordinal of the next `<testcase>`, and mode. */
class CaseLineScanner {
  readonly found = new Map<number, number>()
  private line = 1
  private ordinal = 0
  private mode: Mode = 'text'
  private prevCR = false
  private readonly wanted: Set<number>
  private readonly last: number

  constructor(ordinals: number[]) {
    this.wanted = new Set(ordinals)
    this.last = Math.max(...ordinals)
  }

  /** Scans `buf`; returns where it stopped for want of bytes (buf.length when it did not), or DONE. */
  scan(buf: Buffer, final: boolean): number {
    let i = 0
    while (i < buf.length) {
      if (this.mode !== 'text') {
        // Jump to the end of the comment, CDATA section or PI (a native search).
        const end = END_OF[this.mode]
        const at = buf.indexOf(end, i, 'latin1')
        if (at < 0) {
          // Keep what could be the start of an end marker cut by the chunk boundary.
          const keep = final ? buf.length : Math.max(i, buf.length - end.length + 1)
          this.countLines(buf, i, keep)
          return keep
        }
        this.countLines(buf, i, at)
        this.mode = 'text'
        i = at + end.length
        continue
      }
      const lt = buf.indexOf(LT, i)
      this.countLines(buf, i, lt < 0 ? buf.length : lt)
      if (lt < 0) return buf.length
      // The markup bytes consumed below (`<!--`, a tag's name) hold no line break.
      const next = this.markup(buf, lt, final)
      if (next === MORE) return lt
      if (next === DONE) return DONE
      i = next
    }
    return buf.length
  }

  /** Counts the line breaks in buf[from, to): LF, CR, and CR LF once (also across calls). */
  private countLines(buf: Buffer, from: number, to: number): void {
    if (from >= to) return
    const part = buf.subarray(from, to)
    if (part.indexOf(CR) < 0) {
      // No CR: count LFs natively, skipping one that ends a CR LF begun before.
      let k = this.prevCR && part[0] === LF ? part.indexOf(LF, 1) : part.indexOf(LF)
      while (k >= 0) {
        this.line++
        k = part.indexOf(LF, k + 1)
      }
      this.prevCR = false
      return
    }
    for (let k = 0; k < part.length; k++) {
      const b = part[k]
      if (b === LF || b === CR) {
        if (b === CR || !this.prevCR) this.line++
        this.prevCR = b === CR
      } else this.prevCR = false
    }
  }

  /** In text: `<!--`, `<![CDATA[`, `<?` change the mode; a `<testcase` start tag is counted. */
  private markup(buf: Buffer, i: number, final: boolean): number {
    if (buf[i] !== LT) return i + 1
    // Enough bytes to tell `<!--`, `<![CDATA[`, `<?` and `<prefix:testcase` apart.
    if (i + 64 > buf.length && !final) return MORE
    const next = buf[i + 1]
    if (next === 0x21 /* ! */) {
      if (buf.toString('latin1', i, i + 4) === '<!--') return this.enter('comment', i + 4)
      if (buf.toString('latin1', i, i + 9) === '<![CDATA[') return this.enter('cdata', i + 9)
      return i + 1
    }
    if (next === 0x3f /* ? */) return this.enter('pi', i + 2)
    // A start tag: its name up to whitespace, `/` or `>`; the local part after any `:`.
    let j = i + 1
    while (j < buf.length && j < i + 64 && !isNameEnd(buf[j])) j++
    const qname = buf.subarray(i + 1, j)
    const colon = qname.lastIndexOf(0x3a)
    if (!(colon >= 0 ? qname.subarray(colon + 1) : qname).equals(NAME)) return j
    if (this.wanted.has(this.ordinal)) this.found.set(this.ordinal, this.line)
    if (this.ordinal >= this.last) return DONE
    this.ordinal++
    return j
  }

  private enter(mode: Mode, at: number): number {
    this.mode = mode
    return at
  }
}

/**
 * Lines (1-based) of the `<testcase>` start tags with the given 0-based ordinals (every start
 * tag whose local name is `testcase` counts, in document order). Missing ordinals are absent.
 */
export async function testcaseLines(
  path: string | Buffer,
  ordinals: number[]
): Promise<Map<number, number>> {
  if (ordinals.length === 0) return new Map()
  const scanner = new CaseLineScanner(ordinals)
  const fh = await open(path, 'r')
  try {
    const head = Buffer.alloc(4096)
    const { bytesRead } = await fh.read(head, 0, head.length, 0)
    const transcoder = sniffEncoding(head.subarray(0, bytesRead))
    let position = transcoder.bomBytes
    let carry = Buffer.alloc(0)
    for (;;) {
      const raw = Buffer.allocUnsafe(CHUNK)
      const { bytesRead: n } = await fh.read(raw, 0, CHUNK, position)
      position += n
      const final = n === 0
      const chunk = transcoder.transcode(raw.subarray(0, n), final)
      const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk])
      const stop = scanner.scan(buf, final)
      if (final || stop === DONE) break
      carry = Buffer.from(buf.subarray(stop))
    }
    return scanner.found
  } finally {
    await fh.close()
  }
}

function isNameEnd(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === LF || b === CR || b === 0x2f || b === 0x3e
}
