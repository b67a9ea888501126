/**
 * A strict, streaming XML scanner with the acceptance rules of Go's encoding/xml as the CLI uses
 * it (docs/compatibility.md §4.3), minus the encoding check (decode.ts handles encodings) and with
 * DOCTYPE/ENTITY refused (§15.5). It reads UTF-8 bytes chunk by chunk and calls a handler for
 * start tags, end tags and (only when asked) character data, so memory stays bounded whatever
 * the size of the report and nothing is materialised that nobody reads.
 *
 * Accepted like Go: several top-level elements, top-level text, an empty document, `<?xml?>`
 * anywhere (version must be 1.0), duplicate attributes, no space between attributes, `]]>` in
 * attribute values. Refused like Go: mismatched/extra/unclosed tags, unclosed comments and CDATA,
 * raw `<` in attribute values, unquoted values, entities other than the five predefined ones and
 * character references, invalid UTF-8 and characters outside the XML range in text, attribute
 * values and CDATA, `]]>` in text, `--` in comments, invalid names.
 */
import { isUtf8 } from 'node:buffer'
import { JUnitError } from './errors.js'
import { formatBytes, type ParseLimits } from './limits.js'
import {
  LT,
  GT,
  AMP,
  SLASH,
  QM,
  BANG,
  RB,
  LB,
  DQ,
  SQ,
  EQ,
  SEMI,
  HASH,
  DASH,
  COLON,
  LF,
  CR,
  TAB,
  SP,
  ATTR_PLAIN,
  TEXT_PLAIN,
  CDATA_PLAIN,
  ENTITIES,
  isXmlChar,
  hexCp,
  normalizeNewlines,
  predefinedEntity,
  hasControl,
  countLines
} from './xml-chars.js'
import { NAME_BYTE, NAME_PLAIN, isXmlName, localName, procInst } from './xml-names.js'

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
}

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

const MODE_TEXT = 0
const MODE_CDATA = 1
const MODE_COMMENT = 2

/** Distinct element names whose strings are reused. */
const MAX_INTERNED = 32

const DASH_DASH = Buffer.from('--')
const QM_GT = Buffer.from('?>')
const CDATA_OPEN = Buffer.from('<![CDATA[')
const CDATA_CLOSE = Buffer.from(']]>')

export class XmlScanner implements AttrReader {
  private buf: Buffer = Buffer.alloc(0)
  private len = 0
  private final = false
  private incomplete = false
  private mode = MODE_TEXT
  private linesBefore = 0
  /** line(): line breaks counted up to `lineCursor` of the current buffer, so each is counted once. */
  private linesAtCursor = 0
  private lineCursor = 0
  /** Where the `<` of the tag being handed to the handler is. */
  private tagStart = 0
  private readonly stack: string[] = []
  /** Attribute spans of the current tag: localNameStart, nameEnd, valueStart, valueEnd, needsDecode. */
  private attrs: number[] = []
  /** Numbers in attrs that belong to the current tag (the array is reused, never shrunk). */
  private attrsUsed = 0
  private refCp = 0
  /** Whether the last name nameEnd() found is ASCII without a colon. */
  private nameSimple = false
  /** Element names seen so far (see elementName). */
  private readonly names: string[] = []

  constructor(
    private readonly handler: XmlHandler,
    private readonly file: string,
    private readonly limits: ParseLimits
  ) {}

  /** Depth of open elements (for tests and diagnostics). */
  get depth(): number {
    return this.stack.length
  }

  /**
   * Scans `buf`; returns how many bytes were consumed. The rest (an incomplete tag, reference or
   * multi-byte character) must be passed again, followed by more data. `final` marks the end.
   */
  feed(buf: Buffer, final: boolean): number {
    this.buf = buf
    this.len = buf.length
    this.final = final
    this.incomplete = false
    this.linesAtCursor = this.linesBefore
    this.lineCursor = 0
    let pos = 0
    while (pos < this.len) {
      let next: number
      if (this.mode === MODE_CDATA) next = this.cdata(pos)
      else if (this.mode === MODE_COMMENT) next = this.comment(pos)
      else if (buf[pos] !== LT) next = this.text(pos)
      else next = this.markup(pos)
      pos = next
      if (this.incomplete) break
    }
    if (final && !this.incomplete) this.finish()
    this.linesBefore = this.linesAtCursor + countLines(buf, this.lineCursor, pos)
    return pos
  }

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

  private fail(pos: number, reason: string): never {
    throw new JUnitError(this.file, this.lineAt(pos), reason)
  }

  /** An incomplete token at the end of the data: wait for more, or fail at the end of file. */
  private need(pos: number, what: string): number {
    if (this.final) this.fail(this.len, `unexpected end of file inside ${what}`)
    this.incomplete = true
    return pos
  }

  private finish(): void {
    if (this.mode === MODE_CDATA)
      this.fail(this.len, 'unexpected end of file inside a CDATA section')
    if (this.mode === MODE_COMMENT) this.fail(this.len, 'unexpected end of file inside a comment')
    if (this.stack.length > 0) {
      this.fail(
        this.len,
        `unexpected end of file: element <${this.stack[this.stack.length - 1]}> is not closed`
      )
    }
  }

  /** The byte at i, for messages (always available where it is used). */
  private found(i: number): string {
    const b = this.buf[i]
    if (b === SP) return 'a space'
    if (b === LF || b === CR) return 'a line break'
    if (b === TAB) return 'a tab'
    if (b > SP && b < 0x7f) return `"${String.fromCharCode(b)}"`
    return `byte 0x${b.toString(16).toUpperCase().padStart(2, '0')}`
  }

  // ---- character data -------------------------------------------------------------------

  private text(pos: number): number {
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
  private plainChars(s: number, e: number): boolean {
    const buf = this.buf
    if (!isUtf8(buf.subarray(s, e)) || hasControl(buf, s, e)) return false
    for (let k = buf.indexOf(0xef, s); k >= 0 && k < e; k = buf.indexOf(0xef, k + 1)) {
      if (buf[k + 1] === 0xbf && (buf[k + 2] === 0xbe || buf[k + 2] === 0xbf)) return false
    }
    return true
  }

  private cdata(pos: number): number {
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

  private emitRaw(start: number, end: number): void {
    if (end > start && this.handler.wantText()) {
      this.handler.text(normalizeNewlines(this.buf.toString('utf8', start, end)))
    }
  }

  private comment(pos: number): number {
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

  /**
   * A validated UTF-8 sequence at i (first byte ≥ 0x80) in the XML character range: its length,
   * or -1 when it is cut by the end of the data (more is coming).
   */
  private utf8(i: number, where: string): number {
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
  private ref(i: number): number {
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

  private refCut(i: number): number {
    if (this.final) this.fail(i, 'unexpected end of file inside an entity reference')
    return -1
  }

  // ---- markup ------------------------------------------------------------------------------

  private markup(pos: number): number {
    if (pos + 1 >= this.len) return this.need(pos, 'a tag')
    const c = this.buf[pos + 1]
    if (c === SLASH) return this.endTag(pos)
    if (c === QM) return this.procInst(pos)
    if (c === BANG) return this.bang(pos)
    return this.startTag(pos)
  }

  /** End of the name at i; sets nameSimple when it is ASCII without a colon (for checkName). */
  private nameEnd(i: number): number {
    const buf = this.buf
    const len = this.len
    while (i < len && NAME_PLAIN[buf[i]] === 1) i++
    this.nameSimple = !(i < len && NAME_BYTE[buf[i]] === 1)
    while (i < len && NAME_BYTE[buf[i]] === 1) i++
    return i
  }

  private skipSpace(i: number): number {
    const buf = this.buf
    while (i < this.len) {
      const b = buf[i]
      if (b !== SP && b !== LF && b !== TAB && b !== CR) break
      i++
    }
    return i
  }

  private name(s: number, e: number): string {
    for (let k = s; k < e; k++) {
      if (this.buf[k] >= 0x80) return this.buf.toString('utf8', s, e)
    }
    return this.buf.toString('latin1', s, e)
  }

  /**
   * An element name, reusing the string of an earlier tag with the same bytes: a report names
   * a handful of elements a million times, and a new string per tag is mostly garbage.
   */
  private elementName(s: number, e: number): string {
    const buf = this.buf
    const seen = this.names
    const len = e - s
    search: for (let k = 0; k < seen.length; k++) {
      const name = seen[k]
      if (name.length !== len) continue
      for (let c = 0; c < len; c++) if (name.charCodeAt(c) !== buf[s + c]) continue search
      return name
    }
    const name = this.name(s, e)
    // Only ASCII names: their bytes are their characters, so the comparison above is exact.
    if (seen.length < MAX_INTERNED && name.length === len) seen.push(name)
    return name
  }

  /** Go isName() (Go's name tables) plus nsname()'s one-colon rule (qualified: element/attribute). */
  private checkName(s: number, e: number, kind: string, qualified: boolean): void {
    const first = this.buf[s]
    if (this.nameSimple) {
      // Set by the nameEnd() that found this name: ASCII, no colon; only its first byte matters.
      if ((first >= 0x30 && first <= 0x39) || first === DASH || first === 0x2e) {
        this.fail(s, `invalid XML ${kind} name "${this.name(s, e)}"`)
      }
      return
    }
    let ascii = true
    let colons = 0
    for (let k = s; k < e; k++) {
      const b = this.buf[k]
      if (b >= 0x80) ascii = false
      else if (b === COLON) colons++
    }
    const bad = ascii
      ? (first >= 0x30 && first <= 0x39) || first === DASH || first === 0x2e
      : !isXmlName(this.buf.toString('utf8', s, e))
    if (bad) this.fail(s, `invalid XML ${kind} name "${this.name(s, e)}"`)
    if (qualified && colons > 1) {
      this.fail(s, `invalid ${kind} name "${this.name(s, e)}" (more than one ":")`)
    }
  }

  private startTag(pos: number): number {
    const buf = this.buf
    const ns = pos + 1
    let i = this.nameEnd(ns)
    if (i >= this.len) return this.need(pos, 'a tag')
    if (i === ns) this.fail(pos, `expected an element name after "<", found ${this.found(ns)}`)
    const ne = i
    this.checkName(ns, ne, 'element', true)
    const attrs = this.attrs
    let used = 0
    let empty = false
    for (;;) {
      i = this.skipSpace(i)
      if (i >= this.len) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      const b = buf[i]
      if (b === SLASH) {
        if (i + 1 >= this.len) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
        if (buf[i + 1] !== GT) this.fail(i, `expected "/>" in <${this.name(ns, ne)}>`)
        empty = true
        i += 2
        break
      }
      if (b === GT) {
        i++
        break
      }
      const as = i
      i = this.nameEnd(i)
      if (i >= this.len) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      if (i === as) this.badAttribute(i, ns, ne, 'name')
      const ae = i
      const simple = this.nameSimple // ASCII without a colon: its local part is all of it
      this.checkName(as, ae, 'attribute', true)
      i = this.skipSpace(i)
      if (i >= this.len) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      if (buf[i] !== EQ) this.badAttribute(i, ns, ne, 'value', as, ae)
      i = this.skipSpace(i + 1)
      if (i >= this.len) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      const q = buf[i]
      if (q !== DQ && q !== SQ) this.badAttribute(i, ns, ne, 'quote', as, ae)
      const vs = i + 1
      i = this.attrValueEnd(vs, q, as, ae)
      if (i < 0) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      // The local part: after a single colon with non-empty sides (Go nsname), found once.
      let ls = as
      for (let c = as + 1; !simple && c < ae - 1; c++) {
        if (buf[c] === COLON) {
          ls = c + 1
          break
        }
      }
      attrs[used] = ls
      attrs[used + 1] = ae
      attrs[used + 2] = vs
      attrs[used + 3] = i
      attrs[used + 4] = this.valueDecode
      used += 5
      i++
    }
    this.attrsUsed = used
    if (this.stack.length >= this.limits.maxDepth) {
      this.fail(pos, `elements are nested more than ${this.limits.maxDepth} deep`)
    }
    const qname = this.elementName(ns, ne)
    this.tagStart = pos
    this.handler.start(localName(qname), this, empty)
    if (empty) this.handler.end()
    else this.stack.push(qname)
    return i
  }

  /**
   * Fails on an attribute of the start tag named at ns..ne: at i, where its name, its `=` or the
   * quote of its value should be (its name at as..ae). The wording is kept out of startTag,
   * the hottest code of the reader, so that startTag stays small.
   */
  private badAttribute(
    i: number,
    ns: number,
    ne: number,
    missing: 'name' | 'value' | 'quote',
    as = 0,
    ae = 0
  ): never {
    const tag = this.name(ns, ne)
    if (missing === 'name') {
      this.fail(i, `expected an attribute name or ">" in <${tag}>, found ${this.found(i)}`)
    }
    const attr = `attribute "${this.name(as, ae)}"`
    if (missing === 'value') this.fail(i, `${attr} of <${tag}> has no value`)
    return this.fail(i, `the value of ${attr} in <${tag}> is not quoted`)
  }

  /** Set by attrValueEnd: 1 when the value needs decoding (a reference or a CR in it). */
  private valueDecode = 0

  /**
   * The index of the quote `q` that ends the attribute value starting at `i` (attribute name
   * at as..ae), checking every byte as Go does; -1 when the buffer ends first.
   */
  private attrValueEnd(i: number, q: number, as: number, ae: number): number {
    const buf = this.buf
    let decode = 0
    // Plain bytes first, one table look-up each; the loop below checks the others.
    while (i < this.len && ATTR_PLAIN[buf[i]] === 1) i++
    for (;;) {
      if (i >= this.len) return -1
      const c = buf[i]
      if (c === q) break
      if (c >= SP && c < 0x80) {
        if (c === LT) {
          this.fail(
            i,
            `unescaped "<" in the value of attribute "${this.name(as, ae)}" (write &lt;)`
          )
        }
        if (c === AMP) {
          const r = this.ref(i)
          if (r < 0) return -1
          decode = 1
          i = r
          continue
        }
        i++
      } else if (c < SP) {
        if (c === CR) decode = 1
        else if (c !== LF && c !== TAB) {
          this.fail(
            i,
            `illegal character ${hexCp(c)} in the value of attribute "${this.name(as, ae)}"`
          )
        }
        i++
      } else {
        const n = this.utf8(i, `the value of attribute "${this.name(as, ae)}"`)
        if (n < 0) return -1
        i += n
      }
    }
    this.valueDecode = decode
    return i
  }

  /** Index in attrs of the last attribute with this local name, or -1. */
  private findAttr(local: string): number {
    const buf = this.buf
    const attrs = this.attrs
    search: for (let k = this.attrsUsed - 5; k >= 0; k -= 5) {
      const s = attrs[k]
      if (attrs[k + 1] - s !== local.length) continue
      for (let c = 0; c < local.length; c++) {
        if (buf[s + c] !== local.charCodeAt(c)) continue search
      }
      return k
    }
    return -1
  }

  /** AttrReader over the spans of the tag being reported. */
  get(local: string): string | undefined {
    const k = this.findAttr(local)
    if (k < 0) return undefined
    const attrs = this.attrs
    return attrs[k + 4]
      ? this.decodeValue(attrs[k + 2], attrs[k + 3])
      : this.buf.toString('utf8', attrs[k + 2], attrs[k + 3])
  }

  decimal(local: string): number | undefined {
    const k = this.findAttr(local)
    if (k < 0) return undefined
    const buf = this.buf
    const e = this.attrs[k + 3]
    let i = this.attrs[k + 2]
    let n = 0
    let digits = 0
    let scale = 1
    let dot = false
    for (; i < e; i++) {
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

  private decodeValue(s: number, e: number): string {
    let out = ''
    let seg = s
    let i = s
    while (i < e) {
      if (this.buf[i] === AMP) {
        const r = this.ref(i)
        out +=
          normalizeNewlines(this.buf.toString('utf8', seg, i)) + String.fromCodePoint(this.refCp)
        seg = i = r
      } else i++
    }
    return out + normalizeNewlines(this.buf.toString('utf8', seg, e))
  }

  private endTag(pos: number): number {
    const ns = pos + 2
    let i = this.nameEnd(ns)
    if (i >= this.len) return this.need(pos, 'an end tag')
    if (i === ns) this.fail(pos, `expected an element name after "</", found ${this.found(ns)}`)
    const ne = i
    this.checkName(ns, ne, 'element', true)
    i = this.skipSpace(i)
    if (i >= this.len) return this.need(pos, 'an end tag')
    if (this.buf[i] !== GT) this.fail(i, `expected ">" after </${this.name(ns, ne)}`)
    const top = this.stack[this.stack.length - 1]
    if (top === undefined) {
      this.fail(pos, `unexpected end tag </${this.name(ns, ne)}>: no element is open`)
    }
    if (!this.sameName(top, ns, ne)) {
      this.fail(pos, `element <${top}> is closed by </${this.name(ns, ne)}>`)
    }
    this.stack.pop()
    this.handler.end()
    return i + 1
  }

  private sameName(name: string, s: number, e: number): boolean {
    if (name.length === e - s) {
      for (let k = 0; k < name.length; k++) {
        if (name.charCodeAt(k) !== this.buf[s + k]) return this.name(s, e) === name
      }
      return true
    }
    return this.name(s, e) === name
  }

  private procInst(pos: number): number {
    const ns = pos + 2
    let i = this.nameEnd(ns)
    if (i >= this.len) return this.need(pos, 'a processing instruction')
    if (i === ns) this.fail(pos, 'expected a target name after "<?"')
    const ne = i
    this.checkName(ns, ne, 'processing instruction target', false)
    i = this.skipSpace(i)
    const end = this.buf.indexOf(QM_GT, i)
    if (end < 0) return this.need(pos, 'a processing instruction (no closing "?>")')
    if (this.name(ns, ne) === 'xml') {
      const version = procInst('version', this.buf.toString('latin1', i, end))
      if (version !== '' && version !== '1.0') {
        this.fail(pos, `XML version ${JSON.stringify(version)} is not supported (only 1.0)`)
      }
    }
    return end + 2
  }

  private bang(pos: number): number {
    const buf = this.buf
    if (pos + 2 >= this.len) return this.need(pos, 'a comment or declaration')
    const c = buf[pos + 2]
    if (c === DASH) {
      if (pos + 3 >= this.len) return this.need(pos, 'a comment')
      if (buf[pos + 3] !== DASH) this.fail(pos, 'invalid "<!-" (a comment starts with "<!--")')
      this.mode = MODE_COMMENT
      return pos + 4
    }
    if (c === LB) {
      for (let k = 3; k < CDATA_OPEN.length; k++) {
        if (pos + k >= this.len) return this.need(pos, 'a CDATA section')
        if (buf[pos + k] !== CDATA_OPEN[k])
          this.fail(pos, 'invalid "<![" (only "<![CDATA[" is allowed)')
      }
      this.mode = MODE_CDATA
      return pos + CDATA_OPEN.length
    }
    return this.fail(
      pos,
      'declarations such as <!DOCTYPE …> and <!ENTITY …> are refused: JUnit reports need no DTD, and entities are never expanded'
    )
  }
}

/** Whether a byte count is over the token limit (used by the file driver). */
export function tokenTooLong(bytes: number, limits: ParseLimits): string | undefined {
  return bytes > limits.maxTokenBytes
    ? `a single tag, reference or processing instruction is longer than ${formatBytes(limits.maxTokenBytes)}; refusing to read further`
    : undefined
}
