/**
 * XML names as Go's encoding/xml reads them: a run of ASCII name bytes (letters, digits,
 * `_ : . -`) and any non-ASCII bytes, which must then form a valid name. Non-ASCII names are
 * checked against the XML 1.0 (5th edition) name classes, a close stand-in for Go's older
 * tables; element and attribute names outside ASCII are rare in test reports.
 */

export const NAME_BYTE = new Uint8Array(256)
for (let b = 0; b < 256; b++) {
  const c = String.fromCharCode(b)
  NAME_BYTE[b] = b >= 0x80 || /[A-Za-z0-9_:.-]/.test(c) ? 1 : 0
}

const START =
  '[:A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}]'
const REST = START.slice(0, -1) + '\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]'
// eslint-disable-next-line no-misleading-character-class -- name classes include combining marks
const NAME = new RegExp(`^${START}${REST}*$`, 'u')

/** Whether a decoded name is an XML name (Go's isName). */
export function isXmlName(name: string): boolean {
  return NAME.test(name)
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
