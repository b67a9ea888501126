/**
 * One line of a glob input, read as @actions/glob 0.7 reads it (docs/go-glob.md, "The glob walk
 * of `artifacts` and `junit`"): trimmed; `!` negates; a relative pattern is rooted at the
 * process's working directory and `~` at the home folder; `.` and `..` segments are refused; a
 * trailing `/` matches folders only; the literal segments before the first wildcard are where
 * the walk starts. Matching is minimatch's, with the library's options (`*` and `?` match a
 * leading dot, no braces, no extglobs).
 *
 * The paths matched are text: a name that is not valid UTF-8 is matched in Go's decoding (one
 * U+FFFD per bad byte, src/util/byte-strings.ts), so `*` and `?` match it as bash and Go do.
 */
import { homedir } from 'node:os'
import path from 'node:path'
import { Minimatch } from 'minimatch'

export const MATCH_DIRECTORY = 1
export const MATCH_FILE = 2
const MATCH_ALL = MATCH_DIRECTORY | MATCH_FILE

const IS_WINDOWS = process.platform === 'win32'
const MINIMATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  nocase: IS_WINDOWS,
  nocomment: true,
  noext: true,
  nonegate: true
}

/** Escapes a literal path so that a pattern matches it and nothing else (as the library does). */
export function globEscape(s: string): string {
  return (IS_WINDOWS ? s : s.replace(/\\/g, '\\\\'))
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]')
}

/** Collapses repeated separators; `/` on Linux and macOS, `\` on Windows. */
function normalizeSeparators(p: string): string {
  return IS_WINDOWS ? p.replace(/\//g, '\\').replace(/\\\\+/g, '\\') : p.replace(/\/\/+/g, '/')
}

/** Drops a trailing separator, except from a root (`/`, `C:\`). */
function trimTrailingSeparator(p: string): string {
  const n = normalizeSeparators(p)
  return n.endsWith(path.sep) && path.dirname(n) !== n ? n.slice(0, -1) : n
}

/** The root (`/`) if there is one, then one entry per name. */
function splitSegments(p: string): string[] {
  const trimmed = trimTrailingSeparator(p)
  const root = path.parse(trimmed).root
  const names = trimmed.slice(root.length)
  if (root === '') return names.split(path.sep)
  return names === '' ? [root] : [root, ...names.split(path.sep)]
}

function joinSegments(segments: string[]): string {
  const [root, ...rest] = segments
  return root + rest.join(path.sep)
}

/**
 * The segment as a literal name (escapes and one-character classes `[x]` resolved), or '' when
 * it holds a wildcard.
 */
function literal(segment: string): string {
  let out = ''
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]
    if (c === '\\' && !IS_WINDOWS && i + 1 < segment.length) {
      out += segment[++i]
      continue
    }
    if (c === '*' || c === '?') return ''
    if (c === '[' && i + 1 < segment.length) {
      let set = ''
      let closed = -1
      for (let j = i + 1; j < segment.length; j++) {
        if (segment[j] === '\\' && !IS_WINDOWS && j + 1 < segment.length) set += segment[++j]
        else if (segment[j] === ']') {
          closed = j
          break
        } else set += segment[j]
      }
      if (closed >= 0) {
        if (set.length > 1) return ''
        if (set) {
          out += set
          i = closed
          continue
        }
      }
    }
    out += c
  }
  return out
}

/** Roots a pattern (relative → the working directory, `~` → home) with one separator style. */
function absolute(pattern: string, home: string): string {
  const segments = splitSegments(pattern).map(literal)
  if (segments.some((s, i) => (s === '.' && i > 0) || s === '..'))
    throw new Error(`Invalid pattern '${pattern}'. Relative pathing '.' and '..' is not allowed.`)
  let p = normalizeSeparators(pattern)
  if (p === '.' || p.startsWith(`.${path.sep}`)) p = globEscape(process.cwd()) + p.slice(1)
  else if (p === '~' || p.startsWith(`~${path.sep}`)) p = globEscape(home) + p.slice(1)
  else if (!path.isAbsolute(p)) {
    const cwd = globEscape(process.cwd())
    p = (cwd.endsWith(path.sep) ? cwd : cwd + path.sep) + p
  }
  return normalizeSeparators(p)
}

export class GlobPattern {
  readonly negate: boolean
  readonly segments: string[]
  /** A trailing `/`: folders only. */
  readonly trailingSeparator: boolean
  /** The literal folder before the first wildcard: where the walk starts. */
  readonly searchPath: string
  private readonly matcher: Minimatch
  private readonly endsInGlobstar: boolean

  /** `implicit`: the `/**` form added for descendants (matches the folder itself too). */
  constructor(
    line: string,
    private readonly implicit = false
  ) {
    let p = line.trim()
    let negate = false
    while (p.startsWith('!')) {
      negate = !negate
      p = p.slice(1).trim()
    }
    if (p === '') throw new Error(`Invalid pattern '${line}': nothing after '!'`)
    p = absolute(p, homedir())
    this.negate = negate
    this.segments = splitSegments(p)
    this.trailingSeparator = p.endsWith(path.sep)
    const search: string[] = []
    for (const s of this.segments.map(literal)) {
      if (s === '') break
      search.push(s)
    }
    this.searchPath = joinSegments(search)
    this.endsInGlobstar = this.segments[this.segments.length - 1] === '**'
    const forMatch = trimTrailingSeparator(p)
    this.matcher = new Minimatch(IS_WINDOWS ? forMatch.replace(/\\/g, '/') : forMatch, {
      ...MINIMATCH_OPTIONS
    })
  }

  /** The same pattern with `/**` appended: everything below what it matches. */
  descendants(): GlobPattern {
    const p = joinSegments([...this.segments, '**'])
    return new GlobPattern(this.negate ? `!${p}` : p, true)
  }

  /** MATCH_* bits: which kinds of item at itemPath this pattern matches. */
  match(itemPath: string): number {
    let p = normalizeSeparators(itemPath)
    // minimatch matches `/a/**` against `/a/` but not `/a`: the folder itself needs the slash.
    if (this.endsInGlobstar) {
      if (!p.endsWith(path.sep) && !this.implicit) p += path.sep
    } else p = trimTrailingSeparator(p)
    if (!this.matcher.match(p)) return 0
    return this.trailingSeparator ? MATCH_DIRECTORY : MATCH_ALL
  }

  /** Whether something below itemPath could match. */
  partialMatch(itemPath: string): boolean {
    const p = trimTrailingSeparator(itemPath)
    if (path.dirname(p) === p) return p === this.segments[0] || this.segments[0] === p + path.sep
    return this.matcher.matchOne(p.split(IS_WINDOWS ? /\\+/ : /\/+/), this.matcher.set[0], true)
  }
}

/** The patterns of a glob input (one per line; blank lines and `#` comments skipped). */
export function parsePatterns(text: string): GlobPattern[] {
  return (IS_WINDOWS ? text.replace(/\r\n?/g, '\n') : text)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => new GlobPattern(l))
}

/** The folders to walk: each included pattern's search path, minus those inside another. */
export function searchPaths(patterns: GlobPattern[]): string[] {
  const included = patterns.filter((p) => !p.negate).map((p) => p.searchPath)
  const key = (p: string): string => (IS_WINDOWS ? p.toUpperCase() : p)
  const candidates = new Set(included.map(key))
  const out: string[] = []
  const taken = new Set<string>()
  for (const p of included) {
    if (taken.has(key(p))) continue
    let child = key(p)
    let parent = path.dirname(child)
    let nested = false
    while (parent !== child) {
      if (candidates.has(parent)) {
        nested = true
        break
      }
      child = parent
      parent = path.dirname(child)
    }
    if (nested) continue
    out.push(p)
    taken.add(key(p))
  }
  return out
}
