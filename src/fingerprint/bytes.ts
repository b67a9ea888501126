/**
 * Go strings are byte strings; the CLI's path and pattern logic works on bytes. We mirror that
 * with "byte strings": JS strings holding one char (U+0000–U+00FF) per byte, i.e. the latin1
 * decoding of the raw bytes. Names that are not valid UTF-8 thus survive untouched: fs calls get
 * `Buffer.from(b, 'latin1')`, and messages show the UTF-8 decoding (bad bytes become U+FFFD).
 */

/** A JS string (UTF-16) → its UTF-8 bytes as a byte string. */
export function toByteString(s: string): string {
  return Buffer.from(s, 'utf8').toString('latin1')
}

/** Raw bytes → byte string. */
export function bufferToByteString(b: Buffer): string {
  return b.toString('latin1')
}

/** Byte string → the Buffer fs functions take as a path. */
export function byteStringToBuffer(b: string): Buffer {
  return Buffer.from(b, 'latin1')
}

/** Byte string → readable text for messages (invalid UTF-8 shows as U+FFFD). */
export function displayByteString(b: string): string {
  return Buffer.from(b, 'latin1').toString('utf8')
}

const RUNE_ERROR = 0xfffd

function cont(s: string, i: number, lo = 0x80, hi = 0xbf): boolean {
  if (i >= s.length) return false
  const c = s.charCodeAt(i)
  return c >= lo && c <= hi
}

/**
 * Go utf8.DecodeRuneInString on a byte string from index i: [rune, width]. Invalid or
 * truncated sequences give [U+FFFD, 1]; the empty remainder gives [U+FFFD, 0].
 */
export function decodeRune(s: string, i = 0): [number, number] {
  if (i >= s.length) return [RUNE_ERROR, 0]
  const b0 = s.charCodeAt(i)
  if (b0 < 0x80) return [b0, 1]
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    if (!cont(s, i + 1)) return [RUNE_ERROR, 1]
    return [((b0 & 0x1f) << 6) | (s.charCodeAt(i + 1) & 0x3f), 2]
  }
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const lo = b0 === 0xe0 ? 0xa0 : 0x80
    const hi = b0 === 0xed ? 0x9f : 0xbf
    if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2)) return [RUNE_ERROR, 1]
    return [
      ((b0 & 0x0f) << 12) | ((s.charCodeAt(i + 1) & 0x3f) << 6) | (s.charCodeAt(i + 2) & 0x3f),
      3
    ]
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const lo = b0 === 0xf0 ? 0x90 : 0x80
    const hi = b0 === 0xf4 ? 0x8f : 0xbf
    if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2) || !cont(s, i + 3)) return [RUNE_ERROR, 1]
    return [
      ((b0 & 0x07) << 18) |
        ((s.charCodeAt(i + 1) & 0x3f) << 12) |
        ((s.charCodeAt(i + 2) & 0x3f) << 6) |
        (s.charCodeAt(i + 3) & 0x3f),
      4
    ]
  }
  return [RUNE_ERROR, 1]
}

/** Go utf8.DecodeLastRuneInString on s[0:end]: [rune, width]. */
export function decodeLastRune(s: string, end = s.length): [number, number] {
  if (end === 0) return [RUNE_ERROR, 0]
  let start = end - 1
  const last = s.charCodeAt(start)
  if (last < 0x80) return [last, 1]
  const lim = Math.max(0, end - 4)
  for (start--; start >= lim; start--) {
    if ((s.charCodeAt(start) & 0xc0) !== 0x80) break
  }
  if (start < 0) start = 0
  const [r, size] = decodeRune(s.slice(start, end), 0)
  if (start + size !== end) return [RUNE_ERROR, 1]
  return [r, size]
}
