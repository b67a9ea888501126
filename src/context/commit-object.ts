/**
 * Parses a raw commit object (`git cat-file commit`) the way go-git reads it, so message, author
 * and time come out exactly as the CLI reports them, whatever the characters.
 */

interface ParsedCommit {
  /** The message after the header, untouched (trim it with trimSpaceLikeGo). */
  message: string
  authorName: string
  authorEmail: string
  /** Author time in Unix seconds. */
  authorTime: number
}

export function parseCommitObject(raw: Buffer): ParsedCommit {
  const end = headerEnd(raw)
  const header = raw.subarray(0, end).toString('utf8')
  const body = end < raw.length ? raw.subarray(end + 1) : Buffer.alloc(0)
  let author = ''
  let encoding = ''
  for (const line of header.split('\n')) {
    if (line.startsWith('author ')) author = line.slice('author '.length).trim()
    else if (line.startsWith('encoding ')) encoding = line.slice('encoding '.length).trim()
  }
  return { message: decode(body, encoding), ...parseSignature(author) }
}

/** Index of the blank line that ends the header (or the end of the object). */
function headerEnd(raw: Buffer): number {
  if (raw[0] === 0x0a) return 0
  const at = raw.indexOf('\n\n')
  return at < 0 ? raw.length : at + 1
}

/** go-git Signature.Decode: name before the last '<', email up to the last '>', then time. */
function parseSignature(line: string): Omit<ParsedCommit, 'message'> {
  const open = line.lastIndexOf('<')
  const close = line.lastIndexOf('>')
  if (open < 0 || close < 0 || close < open)
    return { authorName: '', authorEmail: '', authorTime: 0 }
  const time = /^[+-]?\d+(?= |$)/.exec(line.slice(close + 2))
  return {
    authorName: line.slice(0, open).replace(/^ +| +$/g, ''),
    authorEmail: line.slice(open + 1, close),
    authorTime: time ? Number(time[0]) : 0
  }
}

/**
 * The message text. Go keeps the bytes and JSON turns invalid UTF-8 into U+FFFD, as Node's
 * UTF-8 decoding does; a declared legacy encoding (rare) is decoded properly instead.
 */
function decode(bytes: Buffer, encoding: string): string {
  if (encoding && !/^utf-?8$/i.test(encoding)) {
    try {
      return new TextDecoder(encoding).decode(bytes)
    } catch {
      // An unknown label: fall back to UTF-8 like the CLI.
    }
  }
  return bytes.toString('utf8')
}

/** Go's strings.TrimSpace: Unicode White_Space only (JS trim() also strips U+FEFF, not U+0085). */
export function trimSpaceLikeGo(text: string): string {
  const space =
    '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]'
  return text.replace(new RegExp(`^${space}+|${space}+$`, 'g'), '')
}
