/**
 * Go strings are byte strings; the CLI's path and pattern logic works on bytes. We mirror that
 * with "byte strings": JS strings holding one char (U+0000–U+00FF) per byte, i.e. the latin1
 * decoding of the raw bytes. File names that are not valid UTF-8 thus survive untouched (the
 * `dir` fingerprint, the glob walk of `artifacts` and `junit`): fs calls get
 * `Buffer.from(b, 'latin1')`; people see displayByteString (a bad byte as `\xe9`); what Go would
 * send as text (a name in a JSON body) is goString (a bad byte as U+FFFD).
 */
import { isUtf8 } from 'node:buffer'

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

/** Whether the byte string is valid UTF-8 (then its text opens the same file). */
export function isUtf8ByteString(b: string): boolean {
  return isUtf8(Buffer.from(b, 'latin1'))
}

/**
 * Byte string → text, each byte that is not part of valid UTF-8 replaced by `bad(byte)`: one
 * replacement per bad byte, as Go decodes (utf8.DecodeRuneInString), where TextDecoder may
 * replace a whole truncated sequence by one U+FFFD.
 */
function decodeByteString(b: string, bad: (byte: number) => string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(b)) return b
  const buf = Buffer.from(b, 'latin1')
  if (isUtf8(buf)) return buf.toString('utf8')
  let out = ''
  for (let i = 0; i < b.length;) {
    const [rune, width] = decodeRune(b, i)
    out += rune === RUNE_ERROR && width === 1 ? bad(b.charCodeAt(i)) : String.fromCodePoint(rune)
    i += width
  }
  return out
}

/**
 * Byte string → the text people see (logs, summary, errors): a file name as it is when it is
 * UTF-8; each byte that is not, escaped as `\xe9`. The one way a name that cannot be shown is shown.
 */
export function displayByteString(b: string): string {
  return decodeByteString(b, (byte) => `\\x${byte.toString(16).padStart(2, '0')}`)
}

/**
 * Byte string → the text Go makes of it where text is required (encoding/json, a `range` over
 * the string): each byte that is not UTF-8 becomes U+FFFD. What the CLI sends as a file name.
 */
export function goString(b: string): string {
  return decodeByteString(b, () => '\uFFFD')
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
