/**
 * The state every part of the XML scanner shares (xml.ts): the buffer being scanned, where the
 * lines are, errors that name the line, and the two checks every kind of content makes: UTF-8
 * sequences and references (`&amp;`, `&#65;`).
 */
import { JUnitError } from './junit-errors.js'
import {
  CR,
  ENTITIES,
  HASH,
  LF,
  SEMI,
  SP,
  TAB,
  countLines,
  hexCp,
  isXmlChar,
  predefinedEntity
} from './xml-chars.js'
import { NAME_BYTE } from './xml-names.js'

export class XmlCursor {
  protected buf: Buffer = Buffer.alloc(0)
  protected len = 0
  protected final = false
  protected incomplete = false
  protected linesBefore = 0
  /** line(): line breaks counted up to `lineCursor` of the current buffer, so each is counted once. */
  protected linesAtCursor = 0
  protected lineCursor = 0
  /** Where the `<` of the tag being handed to the handler is. */
  protected tagStart = 0
  /** The code point of the reference ref() read last. */
  protected refCp = 0

  constructor(protected readonly file: string) {}

  /** 1-based line where the data not yet consumed starts. */
  nextLine(): number {
    return this.linesBefore + 1
  }

  line(): number {
    this.linesAtCursor += countLines(this.buf, this.lineCursor, this.tagStart)
    this.lineCursor = this.tagStart
    return this.linesAtCursor + 1
  }

  /** 1-based line of a byte of the current buffer (during feed). */
  lineAt(pos: number): number {
    return this.linesBefore + countLines(this.buf, 0, Math.min(pos, this.len)) + 1
  }

  protected fail(pos: number, reason: string): never {
    throw new JUnitError(this.file, this.lineAt(pos), reason)
  }

  /** An incomplete token at the end of the data: wait for more, or fail at the end of file. */
  protected need(pos: number, what: string): number {
    if (this.final) this.fail(this.len, `unexpected end of file inside ${what}`)
    this.incomplete = true
    return pos
  }

  /** The byte at i, for messages (always available where it is used). */
  protected found(i: number): string {
    const b = this.buf[i]
    if (b === SP) return 'a space'
    if (b === LF || b === CR) return 'a line break'
    if (b === TAB) return 'a tab'
    if (b > SP && b < 0x7f) return `"${String.fromCharCode(b)}"`
    return `byte 0x${b.toString(16).toUpperCase().padStart(2, '0')}`
  }

  /**
   * A validated UTF-8 sequence at i (first byte ≥ 0x80) in the XML character range: its length,
   * or -1 when it is cut by the end of the data (more is coming).
   */
  protected utf8(i: number, where: string): number {
    const buf = this.buf
    const b = buf[i]
    let need: number
    let lo = 0x80
    let hi = 0xbf
    if (b >= 0xc2 && b <= 0xdf) need = 2
    else if (b >= 0xe0 && b <= 0xef) {
      need = 3
      if (b === 0xe0) lo = 0xa0
      else if (b === 0xed) hi = 0x9f
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 4
      if (b === 0xf0) lo = 0x90
      else if (b === 0xf4) hi = 0x8f
    } else return this.fail(i, `invalid UTF-8 in ${where}`)
    for (let k = 1; k < need; k++) {
      if (i + k >= this.len) {
        if (this.final) this.fail(i, `invalid UTF-8 in ${where}`)
        return -1
      }
      const c = buf[i + k]
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf)
        this.fail(i, `invalid UTF-8 in ${where}`)
    }
    if (need === 3) {
      const cp = ((b & 0x0f) << 12) | ((buf[i + 1] & 0x3f) << 6) | (buf[i + 2] & 0x3f)
      if (cp === 0xfffe || cp === 0xffff) this.fail(i, `illegal character ${hexCp(cp)} in ${where}`)
    }
    return need
  }

  /**
   * An entity or character reference at i (`&`): the index after it, its code point in refCp;
   * -1 when cut by the end of the data. Only the five predefined entities exist (no DTD).
   */
  protected ref(i: number): number {
    const buf = this.buf
    const len = this.len
    let j = i + 1
    if (j >= len) return this.refCut(i)
    if (buf[j] === HASH) {
      j++
      if (j >= len) return this.refCut(i)
      const hex = buf[j] === 0x78
      if (hex) j++
      const start = j
      let cp = 0
      for (; j < len; j++) {
        const c = buf[j]
        let d: number
        if (c >= 0x30 && c <= 0x39) d = c - 0x30
        else if (hex && c >= 0x61 && c <= 0x66) d = c - 0x57
        else if (hex && c >= 0x41 && c <= 0x46) d = c - 0x37
        else break
        cp = Math.min(cp * (hex ? 16 : 10) + d, 0x110000)
      }
      if (j >= len) return this.refCut(i)
      if (buf[j] !== SEMI || j === start || cp > 0x10ffff) {
        this.fail(i, `invalid character reference "${this.buf.toString('latin1', i, j + 1)}"`)
      }
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd // Go's string(rune(n))
      if (!isXmlChar(cp)) this.fail(i, `illegal character ${hexCp(cp)} (written as a reference)`)
      this.refCp = cp
      return j + 1
    }
    while (j < len && NAME_BYTE[buf[j]] === 1) j++
    if (j >= len) return this.refCut(i)
    const known = buf[j] === SEMI ? predefinedEntity(buf, i + 1, j) : -1
    if (known >= 0) {
      this.refCp = known
      return j + 1
    }
    const name = buf.toString('utf8', i + 1, j)
    if (buf[j] !== SEMI) {
      this.fail(i, `"&${name}" is not an entity reference (write a literal & as &amp;)`)
    }
    const cp = ENTITIES[name]
    if (cp === undefined) {
      this.fail(
        i,
        `unknown entity "&${name};" (only &lt; &gt; &amp; &apos; &quot; and character references are allowed)`
      )
    }
    this.refCp = cp
    return j + 1
  }

  protected refCut(i: number): number {
    if (this.final) this.fail(i, 'unexpected end of file inside an entity reference')
    return -1
  }
}
