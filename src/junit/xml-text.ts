/**
 * Character data as the XML scanner (xml.ts) reads it: text between tags, CDATA sections and
 * comments, each checked byte by byte as Go does (or in a few native passes when a CDATA
 * section is plainly fine), and handed to the handler only when it wants it.
 */
import { isUtf8 } from 'node:buffer'
import {
  AMP,
  CDATA_PLAIN,
  CR,
  DASH,
  GT,
  LF,
  LT,
  RB,
  SP,
  TAB,
  TEXT_PLAIN,
  hasControl,
  hexCp,
  normalizeNewlines
} from './xml-chars.js'
import { XmlCursor } from './xml-cursor.js'
import type { XmlHandler } from './xml-attrs.js'

export const MODE_TEXT = 0
export const MODE_CDATA = 1
export const MODE_COMMENT = 2

const DASH_DASH = Buffer.from('--')
const CDATA_CLOSE = Buffer.from(']]>')

export class XmlText extends XmlCursor {
  /** What the bytes at the start of the next feed are: text, or inside a CDATA section or a comment. */
  protected mode = MODE_TEXT

  constructor(
    protected readonly handler: XmlHandler,
    file: string
  ) {
    super(file)
  }

  protected text(pos: number): number {
    const buf = this.buf
    const len = this.len
    const want = this.handler.wantText()
    let out = ''
    let seg = pos
    let i = pos
    while (i < len) {
      if (TEXT_PLAIN[buf[i]] === 1) {
        i++
        continue
      }
      const b = buf[i]
      if (b >= SP && b < 0x80) {
        if (b === LT) break
        if (b === AMP) {
          const r = this.ref(i)
          if (r < 0) {
            this.incomplete = true
            break
          }
          if (want) {
            out +=
              normalizeNewlines(buf.toString('utf8', seg, i)) + String.fromCodePoint(this.refCp)
            seg = r
          }
          i = r
          continue
        }
        if (b === RB) {
          if (i + 2 >= len && !this.final && (i + 1 >= len || buf[i + 1] === RB)) {
            this.incomplete = true
            break
          }
          if (buf[i + 1] === RB && buf[i + 2] === GT) {
            this.fail(i, 'unescaped "]]>" in text (allowed only to end a CDATA section)')
          }
        }
        i++
      } else if (b < SP) {
        if (b !== LF && b !== TAB && b !== CR) this.fail(i, `illegal character ${hexCp(b)} in text`)
        if (b === CR && i + 1 >= len && !this.final) {
          this.incomplete = true // keep \r\n together
          break
        }
        i++
      } else {
        const n = this.utf8(i, 'text')
        if (n < 0) {
          this.incomplete = true
          break
        }
        i += n
      }
    }
    if (want && (i > seg || out !== '')) {
      this.handler.text(out + normalizeNewlines(buf.toString('utf8', seg, i)))
    }
    return i
  }

  /**
   * Whether buf[s..e) is character data that needs no byte-by-byte check: valid UTF-8 (native,
   * vectorised), no control character, no U+FFFE/U+FFFF. Big CDATA sections (logs) go through
   * here in a few native passes; on any doubt the byte loop decides and names the place.
   */
  protected plainChars(s: number, e: number): boolean {
    const buf = this.buf
    if (!isUtf8(buf.subarray(s, e)) || hasControl(buf, s, e)) return false
    for (let k = buf.indexOf(0xef, s); k >= 0 && k < e; k = buf.indexOf(0xef, k + 1)) {
      if (buf[k + 1] === 0xbf && (buf[k + 2] === 0xbe || buf[k + 2] === 0xbf)) return false
    }
    return true
  }

  protected cdata(pos: number): number {
    const buf = this.buf
    const len = this.len
    const close = buf.indexOf(CDATA_CLOSE, pos)
    if (close >= 0 && close < len && this.plainChars(pos, close)) {
      this.emitRaw(pos, close)
      this.mode = MODE_TEXT
      return close + 3
    }
    let i = pos
    while (i < len) {
      if (CDATA_PLAIN[buf[i]] === 1) {
        i++
        continue
      }
      const b = buf[i]
      if (b === RB) {
        if (i + 2 >= len && !this.final) {
          this.incomplete = true
          break
        }
        if (buf[i + 1] === RB && buf[i + 2] === GT) {
          this.emitRaw(pos, i)
          this.mode = MODE_TEXT
          return i + 3
        }
        i++
      } else if (b < SP) {
        if (b !== LF && b !== TAB && b !== CR) {
          this.fail(i, `illegal character ${hexCp(b)} in a CDATA section`)
        }
        if (b === CR && i + 1 >= len && !this.final) {
          this.incomplete = true // keep \r\n together
          break
        }
        i++
      } else if (b < 0x80) {
        i++
      } else {
        const n = this.utf8(i, 'a CDATA section')
        if (n < 0) {
          this.incomplete = true
          break
        }
        i += n
      }
    }
    if (i >= len && this.final) this.fail(len, 'unexpected end of file inside a CDATA section')
    this.emitRaw(pos, i)
    return i
  }

  protected emitRaw(start: number, end: number): void {
    if (end > start && this.handler.wantText()) {
      this.handler.text(normalizeNewlines(this.buf.toString('utf8', start, end)))
    }
  }

  protected comment(pos: number): number {
    const idx = this.buf.indexOf(DASH_DASH, pos)
    if (idx < 0) {
      if (this.final) this.fail(this.len, 'unexpected end of file inside a comment')
      if (this.buf[this.len - 1] === DASH) {
        this.incomplete = true
        return this.len - 1
      }
      return this.len
    }
    if (idx + 2 >= this.len) {
      if (this.final) this.fail(this.len, 'unexpected end of file inside a comment')
      this.incomplete = true
      return idx
    }
    if (this.buf[idx + 2] !== GT) this.fail(idx, '"--" is not allowed inside a comment')
    this.mode = MODE_TEXT
    return idx + 3
  }
}
