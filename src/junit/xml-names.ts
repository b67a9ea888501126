/**
 * XML names as Go's encoding/xml reads them: a run of ASCII name bytes (letters, digits,
 * `_ : . -`) and any non-ASCII bytes, which must then form a valid name by Go's own character
 * tables (xml-name-tables.ts: XML 1.0 Appendix B, BMP only), not by the 5th-edition classes.
 */
import { GO_NAME_FIRST, GO_NAME_SECOND } from './xml-name-tables.js'

export const NAME_BYTE = new Uint8Array(256)
for (let b = 0; b < 256; b++) {
  const c = String.fromCharCode(b)
  NAME_BYTE[b] = b >= 0x80 || /[A-Za-z0-9_:.-]/.test(c) ? 1 : 0
}

/** Name bytes that are ASCII and not a colon: such a name needs only its first byte checked. */
export const NAME_PLAIN = NAME_BYTE.map((v, b) => (v === 1 && b < 0x80 && b !== 0x3a ? 1 : 0))

const FIRST = 1
const SECOND = 2
let classes: Uint8Array | undefined

/** Per BMP code point: FIRST and/or SECOND bits (built on first use; names are rarely non-ASCII). */
function nameClasses(): Uint8Array {
  if (classes) return classes
  const c = new Uint8Array(0x10000)
  const mark = (table: readonly number[], bit: number): void => {
    for (let k = 0; k < table.length; k += 3) {
      for (let cp = table[k]; cp <= table[k + 1]; cp += table[k + 2]) c[cp] |= bit
    }
  }
  mark(GO_NAME_FIRST, FIRST)
  mark(GO_NAME_SECOND, SECOND)
  classes = c
  return c
}

/** Whether a decoded name is an XML name (Go's isName; U+FFFD from invalid UTF-8 never is). */
export function isXmlName(name: string): boolean {
  if (name === '') return false
  const c = nameClasses()
  let first = true
  for (const ch of name) {
    const cp = ch.codePointAt(0) as number
    const cls = cp < 0x10000 ? c[cp] : 0
    if (first ? (cls & FIRST) === 0 : cls === 0) return false
    first = false
  }
  return true
}

/** Go nsname(): the local part of `prefix:local`; names with an empty side keep the colon. */
export function localName(qname: string): string {
  const i = qname.indexOf(':')
  if (i <= 0 || i === qname.length - 1) return qname
  return qname.slice(i + 1)
}

/** Go procInst(): the value of `param="…"` in an XML declaration, or ''. */
export function procInst(param: string, s: string): string {
  const p = param + '='
  let i = 0
  let sep = ''
  while (i < s.length) {
    const sub = s.slice(i)
    const k = sub.indexOf(p)
    if (k < 0 || p.length + k >= sub.length) return ''
    i += p.length + k + 1
    const c = sub[p.length + k]
    if (c === "'" || c === '"') {
      sep = c
      break
    }
  }
  if (sep === '') return ''
  const j = s.indexOf(sep, i)
  if (j < 0) return ''
  return s.slice(i, j)
}
