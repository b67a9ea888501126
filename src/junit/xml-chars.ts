/**
 * Bytes and characters as the XML scanner (xml.ts) checks them: the byte codes it compares, the
 * tables of bytes that need no further check, the XML character range, the predefined
 * entities, control characters, line breaks. Pure functions of bytes, with no state.
 */

export const LT = 0x3c
export const GT = 0x3e
export const AMP = 0x26
export const SLASH = 0x2f
export const QM = 0x3f
export const BANG = 0x21
export const RB = 0x5d
export const LB = 0x5b
export const DQ = 0x22
export const SQ = 0x27
export const EQ = 0x3d
export const SEMI = 0x3b
export const HASH = 0x23
export const DASH = 0x2d
export const COLON = 0x3a
export const LF = 0x0a
export const CR = 0x0d
export const TAB = 0x09
export const SP = 0x20

/** Bytes of an attribute value that need no check: printable ASCII except < & " '. */
export const ATTR_PLAIN = new Uint8Array(256)
for (let b = SP; b < 0x7f; b++)
  ATTR_PLAIN[b] = b === LT || b === AMP || b === DQ || b === SQ ? 0 : 1

/**
 * Bytes of character data that need no check: printable ASCII except < & ] (text) or ]
 * (CDATA), and LF and TAB. Long runs of them (logs, stack traces) take one look-up a byte.
 */
export const TEXT_PLAIN = new Uint8Array(256)
export const CDATA_PLAIN = new Uint8Array(256)
for (let b = 0; b < 0x80; b++) {
  const plain = (b >= SP || b === LF || b === TAB) && b !== RB
  CDATA_PLAIN[b] = plain ? 1 : 0
  TEXT_PLAIN[b] = plain && b !== LT && b !== AMP ? 1 : 0
}

/** The predefined entities: the only ones (no DTD is read). */
export const ENTITIES: Record<string, number> = {
  lt: 0x3c,
  gt: 0x3e,
  amp: 0x26,
  apos: 0x27,
  quot: 0x22
}

/** XML 1.0 `Char`. */
export function isXmlChar(cp: number): boolean {
  return (
    cp === 0x09 ||
    cp === 0x0a ||
    cp === 0x0d ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  )
}

/** A code point as people read it (`U+001B`). */
export function hexCp(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0')
}

/** XML end-of-line handling: `\r\n` and `\r` read as `\n`. */
export function normalizeNewlines(s: string): string {
  return s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s
}

/** The code point of a predefined entity named by buf[s..e) (no string made), or -1. */
export function predefinedEntity(buf: Buffer, s: number, e: number): number {
  const n = e - s
  const a = buf[s]
  const b = buf[s + 1]
  if (n === 2 && b === 0x74) return a === 0x6c ? LT : a === 0x67 ? GT : -1 // lt gt
  if (n === 3 && a === 0x61 && b === 0x6d && buf[s + 2] === 0x70) return AMP // amp
  if (n === 4 && b === 0x70 && buf[s + 2] === 0x6f && buf[s + 3] === 0x73) {
    return a === 0x61 ? SQ : -1 // apos
  }
  if (n === 4 && a === 0x71 && b === 0x75 && buf[s + 2] === 0x6f && buf[s + 3] === 0x74) {
    return DQ // quot
  }
  return -1
}

/** Whether a control character other than tab, LF and CR is in buf[s..e). */
export function hasControl(buf: Buffer, s: number, e: number): boolean {
  let i = s
  // Four bytes at a time where the buffer's memory is aligned for it: a word has a byte below
  // 0x20 exactly when (w - 0x20202020) & ~w & 0x80808080 is not 0 (bit trick "hasless").
  const first = Math.min(e, s + ((4 - ((buf.byteOffset + s) & 3)) & 3))
  for (; i < first; i++) if (isControl(buf[i])) return true
  const words = (e - i) >> 2
  if (words > 0) {
    const w32 = new Uint32Array(buf.buffer, buf.byteOffset + i, words)
    for (let k = 0; k < words; k++) {
      const w = w32[k]
      if (((w - 0x20202020) & ~w & 0x80808080) === 0) continue
      const at = i + k * 4
      if (isControl(buf[at]) || isControl(buf[at + 1])) return true
      if (isControl(buf[at + 2]) || isControl(buf[at + 3])) return true
    }
    i += words * 4
  }
  for (; i < e; i++) if (isControl(buf[i])) return true
  return false
}

function isControl(b: number): boolean {
  return b < SP && b !== LF && b !== TAB && b !== CR
}

/** Line breaks in buf[start..end). */
export function countLines(buf: Buffer, start: number, end: number): number {
  let n = 0
  let i = buf.indexOf(LF, start)
  while (i >= 0 && i < end) {
    n++
    i = buf.indexOf(LF, i + 1)
  }
  return n
}
