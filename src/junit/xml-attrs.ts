/**
 * The attributes of one start tag as the scanner (xml.ts) hands them to its handler: spans of
 * the bytes it has already checked, turned into strings only when asked. A handler that needs
 * them after start() returns keeps the tag (keep()); the kept tag's bytes are copied out of the
 * read buffer only if the chunk ends before the next keep, once per chunk at most. So a report
 * of a million passing testcases makes no string of their names. The handler's own interface
 * (XmlHandler) is here too, beside what it is handed.
 */
import { HASH, SEMI, normalizeNewlines, predefinedEntity } from './xml-chars.js'

export interface AttrReader {
  /** Value of the last attribute with this local name (decoded, `\r\n` → `\n`), if any. */
  get(local: string): string | undefined
  /**
   * The same value as a number when it is a plain decimal (`[0-9]+(\.[0-9]*)?`, at most 15
   * digits), exactly Number(get(local)); undefined otherwise (then read it with get()). Saves
   * making a string of the `time` of every testcase.
   */
  decimal(local: string): number | undefined
  /** The 1-based line where the current tag's `<` is. */
  line(): number
  /**
   * This tag's attributes, readable after start() returns until the next keep() (of any tag).
   * Costs no copy unless the read buffer moves on first.
   */
  keep(): AttrReader
}

/** What the scanner calls as it reads. */
export interface XmlHandler {
  /**
   * A start tag; `empty` when self-closing (end() follows at once, with nothing inside).
   * `attrs` is valid only during the call.
   */
  start(local: string, attrs: AttrReader, empty: boolean): void
  end(): void
  /** Whether the handler wants the character data of the current position. */
  wantText(): boolean
  text(s: string): void
}

/** What a tag asks of the scanner that read it. */
export interface TagOwner {
  /** The line of the tag being handed to the handler. */
  line(): number
  /** Makes `tag` (the current one) the kept tag; returns it. */
  keepTag(tag: TagAttrs): TagAttrs
}

const EMPTY = Buffer.alloc(0)

export class TagAttrs implements AttrReader {
  buf: Buffer = EMPTY
  /** Per attribute: localNameStart, nameEnd, valueStart, valueEnd, needsDecode (reused, never shrunk). */
  readonly spans: number[] = []
  /** Numbers in spans that belong to this tag. */
  used = 0
  /** The tag's bytes in buf: from its `<` to after its `>`. */
  start = 0
  end = 0
  /** Set while the tag is kept: its line, known when it was kept. */
  keptLine = 0

  constructor(private readonly owner: TagOwner) {}

  /** Index in spans of the last attribute with this local name, or -1. */
  private find(local: string): number {
    const buf = this.buf
    const spans = this.spans
    search: for (let k = this.used - 5; k >= 0; k -= 5) {
      const s = spans[k]
      if (spans[k + 1] - s !== local.length) continue
      for (let c = 0; c < local.length; c++) {
        if (buf[s + c] !== local.charCodeAt(c)) continue search
      }
      return k
    }
    return -1
  }

  get(local: string): string | undefined {
    const k = this.find(local)
    if (k < 0) return undefined
    const spans = this.spans
    return spans[k + 4]
      ? decodeValue(this.buf, spans[k + 2], spans[k + 3])
      : this.buf.toString('utf8', spans[k + 2], spans[k + 3])
  }

  decimal(local: string): number | undefined {
    const k = this.find(local)
    if (k < 0) return undefined
    const buf = this.buf
    const e = this.spans[k + 3]
    let n = 0
    let digits = 0
    let scale = 1
    let dot = false
    for (let i = this.spans[k + 2]; i < e; i++) {
      const b = buf[i]
      if (b >= 0x30 && b <= 0x39) {
        n = n * 10 + (b - 0x30)
        digits++
        if (dot) scale *= 10
      } else if (b === 0x2e && !dot && digits > 0) dot = true
      else return undefined
    }
    // Both exact below 2^53, so the one rounding of the division is Number()'s rounding.
    if (digits === 0 || digits > 15) return undefined
    return n / scale
  }

  line(): number {
    return this.keptLine > 0 ? this.keptLine : this.owner.line()
  }

  keep(): AttrReader {
    return this.owner.keepTag(this)
  }

  /** Copies the tag's bytes out of a read buffer that is about to be reused. */
  detach(): void {
    const from = this.start
    this.buf = Buffer.from(this.buf.subarray(from, this.end))
    for (let k = 0; k < this.used; k += 5) {
      this.spans[k] -= from
      this.spans[k + 1] -= from
      this.spans[k + 2] -= from
      this.spans[k + 3] -= from
    }
    this.start = 0
    this.end = this.buf.length
  }
}

/**
 * An attribute value the scanner has checked, with its references replaced: only the five
 * predefined entities and character references can be there, each well formed.
 */
function decodeValue(buf: Buffer, s: number, e: number): string {
  let out = ''
  let seg = s
  for (let i = buf.indexOf(0x26, s); i >= 0 && i < e; i = buf.indexOf(0x26, seg)) {
    const semi = buf.indexOf(SEMI, i)
    out +=
      normalizeNewlines(buf.toString('utf8', seg, i)) + String.fromCodePoint(refCp(buf, i, semi))
    seg = semi + 1
  }
  return out + normalizeNewlines(buf.toString('utf8', seg, e))
}

/** The code point of the checked reference buf[amp..semi]. */
function refCp(buf: Buffer, amp: number, semi: number): number {
  if (buf[amp + 1] !== HASH) return predefinedEntity(buf, amp + 1, semi)
  const hex = buf[amp + 2] === 0x78
  let cp = 0
  for (let j = amp + (hex ? 3 : 2); j < semi; j++) {
    const c = buf[j]
    const d = c <= 0x39 ? c - 0x30 : c >= 0x61 ? c - 0x57 : c - 0x37
    cp = Math.min(cp * (hex ? 16 : 10) + d, 0x110000)
  }
  return cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp // Go's string(rune(n))
}
