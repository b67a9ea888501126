/**
 * Tags as the XML scanner (xml.ts) reads them: names checked with Go's rules, start tags with
 * their attributes (spans handed over as xml-attrs.ts's TagAttrs), end tags matched against the
 * open elements.
 */
import type { ParseLimits } from './parse-limits.js'
import { TagAttrs, type TagOwner } from './xml-attrs.js'
import {
  AMP,
  COLON,
  CR,
  DASH,
  DQ,
  EQ,
  GT,
  LF,
  LT,
  SLASH,
  SP,
  SQ,
  TAB,
  ATTR_PLAIN,
  hexCp
} from './xml-chars.js'
import { NAME_BYTE, NAME_PLAIN, isXmlName, localName } from './xml-names.js'
import { XmlText } from './xml-text.js'
import type { XmlHandler } from './xml-attrs.js'

/** Distinct element names whose strings are reused. */
const MAX_INTERNED = 32

export class XmlTags extends XmlText implements TagOwner {
  protected readonly stack: string[] = []
  /** The attributes of the tag being handed to the handler, and of the tag it kept last. */
  private tag = new TagAttrs(this)
  protected kept = new TagAttrs(this)
  /** Whether the last name nameEnd() found is ASCII without a colon. */
  private nameSimple = false
  /** Element names seen so far (see elementName). */
  private readonly names: string[] = []
  /** Set by attrValueEnd: 1 when the value needs decoding (a reference or a CR in it). */
  private valueDecode = 0

  constructor(
    handler: XmlHandler,
    file: string,
    protected readonly limits: ParseLimits
  ) {
    super(handler, file)
  }

  keepTag(tag: TagAttrs): TagAttrs {
    const line = this.line()
    this.tag = this.kept
    this.tag.keptLine = 0
    this.kept = tag
    tag.keptLine = line
    return tag
  }

  /** End of the name at i; sets nameSimple when it is ASCII without a colon (for checkName). */
  protected nameEnd(i: number): number {
    const buf = this.buf
    const len = this.len
    while (i < len && NAME_PLAIN[buf[i]] === 1) i++
    this.nameSimple = !(i < len && NAME_BYTE[buf[i]] === 1)
    while (i < len && NAME_BYTE[buf[i]] === 1) i++
    return i
  }

  protected skipSpace(i: number): number {
    const buf = this.buf
    while (i < this.len) {
      const b = buf[i]
      if (b !== SP && b !== LF && b !== TAB && b !== CR) break
      i++
    }
    return i
  }

  protected name(s: number, e: number): string {
    for (let k = s; k < e; k++) {
      if (this.buf[k] >= 0x80) return this.buf.toString('utf8', s, e)
    }
    return this.buf.toString('latin1', s, e)
  }

  /**
   * An element name, reusing the string of an earlier tag with the same bytes: a report names
   * a handful of elements a million times, and a new string per tag is mostly garbage.
   */
  protected elementName(s: number, e: number): string {
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
  protected checkName(s: number, e: number, kind: string, qualified: boolean): void {
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

  protected startTag(pos: number): number {
    const buf = this.buf
    const ns = pos + 1
    let i = this.nameEnd(ns)
    if (i >= this.len) return this.need(pos, 'a tag')
    if (i === ns) this.fail(pos, `expected an element name after "<", found ${this.found(ns)}`)
    const ne = i
    this.checkName(ns, ne, 'element', true)
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
      i = this.attribute(i, ns, ne, used)
      if (i < 0) return this.need(pos, `the tag <${this.name(ns, ne)}>`)
      used += 5
    }
    this.open(pos, ns, ne, i, used, empty)
    return i
  }

  /**
   * One attribute of the start tag named at ns..ne, from its name at i: its spans go to the
   * tag's at `used`. Returns the index after its closing quote, or -1 when the data ends first.
   */
  private attribute(i: number, ns: number, ne: number, used: number): number {
    const buf = this.buf
    const as = i
    i = this.nameEnd(i)
    if (i >= this.len) return -1
    if (i === as) this.badAttribute(i, ns, ne, 'name')
    const ae = i
    const simple = this.nameSimple // ASCII without a colon: its local part is all of it
    this.checkName(as, ae, 'attribute', true)
    i = this.skipSpace(i)
    if (i >= this.len) return -1
    if (buf[i] !== EQ) this.badAttribute(i, ns, ne, 'value', as, ae)
    i = this.skipSpace(i + 1)
    if (i >= this.len) return -1
    const q = buf[i]
    if (q !== DQ && q !== SQ) this.badAttribute(i, ns, ne, 'quote', as, ae)
    const vs = i + 1
    i = this.attrValueEnd(vs, q, as, ae)
    if (i < 0) return -1
    // The local part: after a single colon with non-empty sides (Go nsname), found once.
    let ls = as
    for (let c = as + 1; !simple && c < ae - 1; c++) {
      if (buf[c] === COLON) {
        ls = c + 1
        break
      }
    }
    const spans = this.tag.spans
    spans[used] = ls
    spans[used + 1] = ae
    spans[used + 2] = vs
    spans[used + 3] = i
    spans[used + 4] = this.valueDecode
    return i + 1
  }

  /** Hands the start tag at pos..end (named at ns..ne) to the handler, and opens its element. */
  private open(pos: number, ns: number, ne: number, end: number, used: number, empty: boolean) {
    if (this.stack.length >= this.limits.maxDepth) {
      this.fail(pos, `elements are nested more than ${this.limits.maxDepth} deep`)
    }
    const qname = this.elementName(ns, ne)
    const tag = this.tag
    this.tagStart = pos
    tag.buf = this.buf
    tag.used = used
    tag.start = pos
    tag.end = end
    this.handler.start(localName(qname), tag, empty)
    if (empty) this.handler.end()
    else this.stack.push(qname)
  }

  /**
   * Fails on an attribute of the start tag named at ns..ne: at i, where its name, its `=` or the
   * quote of its value should be (its name at as..ae). The wording is kept out of startTag,
   * the hottest code of the reader, so that startTag stays small.
   */
  protected badAttribute(
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

  /**
   * The index of the quote `q` that ends the attribute value starting at `i` (attribute name
   * at as..ae), checking every byte as Go does; -1 when the buffer ends first.
   */
  protected attrValueEnd(i: number, q: number, as: number, ae: number): number {
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

  protected endTag(pos: number): number {
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

  protected sameName(name: string, s: number, e: number): boolean {
    if (name.length === e - s) {
      for (let k = 0; k < name.length; k++) {
        if (name.charCodeAt(k) !== this.buf[s + k]) return this.name(s, e) === name
      }
      return true
    }
    return this.name(s, e) === name
  }
}
