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
import { formatBytes, type ParseLimits } from './parse-limits.js'
import { BANG, DASH, LB, LT, QM, SLASH, countLines } from './xml-chars.js'
import { procInst } from './xml-names.js'
import { MODE_CDATA, MODE_COMMENT } from './xml-text.js'
import { XmlTags } from './xml-tags.js'

export type { AttrReader, XmlHandler } from './xml-attrs.js'

const QM_GT = Buffer.from('?>')
const CDATA_OPEN = Buffer.from('<![CDATA[')

/**
 * The scanner, in layers that each add one kind of content: XmlCursor (bytes, lines, errors,
 * UTF-8, references) → XmlText (text, CDATA, comments) → XmlTags (names, tags, attributes) →
 * this one (the feed loop, processing instructions, declarations, the end of the file).
 */
export class XmlScanner extends XmlTags {
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
    if (this.kept.buf === buf) this.kept.detach()
    this.linesBefore = this.linesAtCursor + countLines(buf, this.lineCursor, pos)
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

  private markup(pos: number): number {
    if (pos + 1 >= this.len) return this.need(pos, 'a tag')
    const c = this.buf[pos + 1]
    if (c === SLASH) return this.endTag(pos)
    if (c === QM) return this.procInst(pos)
    if (c === BANG) return this.bang(pos)
    return this.startTag(pos)
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
