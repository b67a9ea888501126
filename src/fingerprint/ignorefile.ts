/**
 * `.kosli_ignore` parsing as the CLI does it (excludePathsFromFile + removeComments): Go
 * bufio.Scanner lines, text before the first `#`, trailing spaces, then Go strings.TrimSpace
 * (Unicode White_Space, decoded as UTF-8; U+FEFF is not trimmed). Works on byte strings.
 */
import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import {
  byteStringToBuffer,
  bufferToByteString,
  decodeLastRune,
  decodeRune
} from '../util/byte-strings.js'

/** Go bufio.MaxScanTokenSize: a line this long silently ends the scan (the CLI ignores the error). */
const MAX_TOKEN = 64 * 1024

/** Go unicode.IsSpace. */
export function isGoSpace(r: number): boolean {
  if (r <= 0xff) return r === 0x20 || (r >= 0x09 && r <= 0x0d) || r === 0x85 || r === 0xa0
  return (
    r === 0x1680 ||
    (r >= 0x2000 && r <= 0x200a) ||
    r === 0x2028 ||
    r === 0x2029 ||
    r === 0x202f ||
    r === 0x205f ||
    r === 0x3000
  )
}

/** Go strings.TrimSpace on a byte string. */
export function goTrimSpace(s: string): string {
  let start = 0
  while (start < s.length) {
    const [r, n] = decodeRune(s, start)
    if (!isGoSpace(r)) break
    start += n
  }
  s = s.slice(start)
  // TrimRightFunc: scan back rune by rune, then keep the whole (forward-decoded) last rune
  let i = s.length
  let last = -1
  while (i > 0) {
    const [r, n] = decodeLastRune(s, i)
    i -= n
    if (!isGoSpace(r)) {
      last = i
      break
    }
  }
  if (last < 0) return ''
  const width = s.charCodeAt(last) >= 0x80 ? decodeRune(s, last)[1] : 1
  return s.slice(0, last + width)
}

/** Go bufio.ScanLines over raw bytes (as a byte string). */
function scanLines(data: string): string[] {
  const lines: string[] = []
  let pos = 0
  while (pos < data.length) {
    const nl = data.indexOf('\n', pos)
    const end = nl < 0 ? data.length : nl
    // The scanner's buffer holds at most MAX_TOKEN bytes: a line of MAX_TOKEN bytes or more
    // (`\r` included, `\n` not) never fits with its terminator or its EOF, so the scan stops,
    // even for a last line without `\n` (Go only sees EOF on a read after the buffer is full).
    if (end - pos >= MAX_TOKEN) break
    let line = data.slice(pos, end)
    if (line.endsWith('\r')) line = line.slice(0, -1)
    lines.push(line)
    pos = nl < 0 ? data.length : nl + 1
  }
  return lines
}

/** The patterns in the content of a `.kosli_ignore` (raw bytes), as byte strings. */
export function parseKosliIgnore(content: Buffer): string[] {
  const patterns: string[] = []
  for (const line of scanLines(bufferToByteString(content))) {
    const hash = line.indexOf('#')
    const beforeComment = (hash < 0 ? line : line.slice(0, hash)).replace(/ +$/, '')
    const p = goTrimSpace(beforeComment)
    if (p.length > 0) patterns.push(p)
  }
  return patterns
}

/**
 * Reads the patterns of the ignore file at `path` (byte string, already resolved for fs).
 * Missing → none; a directory → none (Go opens it and the scan's read error is ignored);
 * a FIFO/socket/device or any other error is thrown (the caller names the file).
 */
export async function readKosliIgnore(path: string): Promise<string[]> {
  let fh
  try {
    // O_NONBLOCK: a FIFO in place of the file must not hang the action
    fh = await open(byteStringToBuffer(path), constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
  try {
    const st = await fh.stat()
    if (st.isDirectory()) return []
    if (!st.isFile()) throw new Error('is not a regular file')
    return parseKosliIgnore(await fh.readFile())
  } finally {
    await fh.close()
  }
}
