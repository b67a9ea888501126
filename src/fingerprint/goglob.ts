/**
 * Exact ports (Unix flavour) of Go's path/filepath Clean, Join, Split, Base, Match and Glob, and
 * of github.com/yargevad/filepathx v1.0.0 Glob (the `**` expansion the Kosli CLI uses for
 * excludes). Everything works on byte strings (src/util/byte-strings.ts), as Go does: paths are
 * compared as strings, never normalised behind the caller's back.
 *
 * Glob and filepathxGlob take a `resolve` function that maps a path string to what fs should
 * open (so a caller can root relative paths at a directory other than process.cwd()).
 */
import { lstat, readdir, stat } from 'node:fs/promises'
import { byteStringToBuffer, bufferToByteString, decodeRune } from '../util/byte-strings.js'
import { BadPatternError } from './fingerprint-errors.js'

/** Go filepath.Clean (Unix). */
export function goClean(path: string): string {
  if (path === '') return '.'
  const rooted = path[0] === '/'
  const n = path.length
  let out = rooted ? '/' : ''
  let r = rooted ? 1 : 0
  let dotdot = rooted ? 1 : 0
  while (r < n) {
    if (path[r] === '/') {
      r++
    } else if (path[r] === '.' && (r + 1 === n || path[r + 1] === '/')) {
      r++
    } else if (path[r] === '.' && path[r + 1] === '.' && (r + 2 === n || path[r + 2] === '/')) {
      r += 2
      if (out.length > dotdot) {
        let w = out.length - 1
        while (w > dotdot && out[w] !== '/') w--
        out = out.slice(0, w)
      } else if (!rooted) {
        out += out.length > 0 ? '/..' : '..'
        dotdot = out.length
      }
    } else {
      if ((rooted && out.length !== 1) || (!rooted && out.length !== 0)) out += '/'
      const start = r
      while (r < n && path[r] !== '/') r++
      out += path.slice(start, r)
    }
  }
  return out === '' ? '.' : out
}

/** Go filepath.Join: joins the elements from the first non-empty one with `/`, then Clean. */
export function goJoin(...elems: string[]): string {
  const i = elems.findIndex((e) => e !== '')
  return i < 0 ? '' : goClean(elems.slice(i).join('/'))
}

/** Go filepath.Split: [dir including its trailing `/`, file]. */
export function goSplit(path: string): [string, string] {
  const i = path.lastIndexOf('/')
  return [path.slice(0, i + 1), path.slice(i + 1)]
}

/** Go filepath.Base: the last element, trailing `/` dropped (the CLI's `filename` of a path). */
export function goBase(path: string): string {
  if (path === '') return '.'
  const trimmed = path.replace(/\/+$/, '')
  if (trimmed === '') return '/'
  return trimmed.slice(trimmed.lastIndexOf('/') + 1)
}

/** Go's hasMeta on Unix: any of `* ? [ \`. */
export function hasMeta(path: string): boolean {
  return /[*?[\\]/.test(path)
}

function scanChunk(pattern: string): [boolean, string, string] {
  let star = false
  while (pattern.length > 0 && pattern[0] === '*') {
    pattern = pattern.slice(1)
    star = true
  }
  let inrange = false
  let i = 0
  scan: for (; i < pattern.length; i++) {
    switch (pattern[i]) {
      case '\\':
        if (i + 1 < pattern.length) i++
        break
      case '[':
        inrange = true
        break
      case ']':
        inrange = false
        break
      case '*':
        if (!inrange) break scan
        break
    }
  }
  return [star, pattern.slice(0, i), pattern.slice(i)]
}

/** getEsc: one (possibly escaped) rune of a character class → [rune, rest]. */
function getEsc(chunk: string): [number, string] {
  if (chunk.length === 0 || chunk[0] === '-' || chunk[0] === ']') throw new BadPatternError()
  if (chunk[0] === '\\') {
    chunk = chunk.slice(1)
    if (chunk.length === 0) throw new BadPatternError()
  }
  const [r, n] = decodeRune(chunk)
  if (r === 0xfffd && n === 1) throw new BadPatternError()
  const rest = chunk.slice(n)
  if (rest.length === 0) throw new BadPatternError()
  return [r, rest]
}

/** matchChunk: [rest of s, ok]; keeps validating the chunk after a mismatch, like Go. */
function matchChunk(chunk: string, s: string): [string, boolean] {
  let failed = false
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true
    const c = chunk[0]
    if (c === '[') {
      let r = 0
      if (!failed) {
        const [rr, n] = decodeRune(s)
        r = rr
        s = s.slice(n)
      }
      chunk = chunk.slice(1)
      let negated = false
      if (chunk.length > 0 && chunk[0] === '^') {
        negated = true
        chunk = chunk.slice(1)
      }
      let match = false
      let nrange = 0
      for (;;) {
        if (chunk.length > 0 && chunk[0] === ']' && nrange > 0) {
          chunk = chunk.slice(1)
          break
        }
        let lo: number
        let hi: number
        ;[lo, chunk] = getEsc(chunk)
        hi = lo
        if (chunk[0] === '-') [hi, chunk] = getEsc(chunk.slice(1))
        if (lo <= r && r <= hi) match = true
        nrange++
      }
      if (match === negated) failed = true
    } else if (c === '?') {
      if (!failed) {
        if (s[0] === '/') failed = true
        const [, n] = decodeRune(s)
        s = s.slice(n)
      }
      chunk = chunk.slice(1)
    } else {
      if (c === '\\') {
        chunk = chunk.slice(1)
        if (chunk.length === 0) throw new BadPatternError()
      }
      if (!failed) {
        if (chunk[0] !== s[0]) failed = true
        s = s.slice(1)
      }
      chunk = chunk.slice(1)
    }
  }
  return failed ? ['', false] : [s, true]
}

/**
 * Go filepath.Match (Unix): `*` any run of non-`/`, `?` one non-`/` rune, `[a-z]`, `[^a-z]`,
 * `\x`. Throws BadPatternError for malformed patterns (also in the unmatched remainder).
 */
export function goMatch(pattern: string, name: string): boolean {
  pattern: while (pattern.length > 0) {
    let star: boolean
    let chunk: string
    ;[star, chunk, pattern] = scanChunk(pattern)
    if (star && chunk === '') return !name.includes('/')
    const [t, ok] = matchChunk(chunk, name)
    if (ok && (t.length === 0 || pattern.length > 0)) {
      name = t
      continue
    }
    if (star) {
      for (let i = 0; i < name.length && name[i] !== '/'; i++) {
        const [t2, ok2] = matchChunk(chunk, name.slice(i + 1))
        if (ok2) {
          if (pattern.length === 0 && t2.length > 0) continue
          name = t2
          continue pattern
        }
      }
    }
    while (pattern.length > 0) {
      ;[, chunk, pattern] = scanChunk(pattern)
      matchChunk(chunk, '')
    }
    return false
  }
  return name.length === 0
}

/** Maps a Go path string to the path fs should use. */
export type Resolver = (path: string) => string

const processCwdResolver: Resolver = (p) => p

async function lstatOk(p: string, resolve: Resolver): Promise<boolean> {
  try {
    await lstat(byteStringToBuffer(resolve(p)))
    return true
  } catch {
    return false
  }
}

async function readNamesSorted(dir: string, resolve: Resolver): Promise<string[]> {
  const names = await readdir(byteStringToBuffer(resolve(dir)), { encoding: 'buffer' })
  // latin1 byte strings compare like Go's sort.Strings (byte order)
  return names.map(bufferToByteString).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

async function globDir(dir: string, pattern: string, matches: string[], resolve: Resolver) {
  try {
    const st = await stat(byteStringToBuffer(resolve(dir)))
    if (!st.isDirectory()) return
  } catch {
    return // Go ignores I/O errors here
  }
  let names: string[]
  try {
    names = await readNamesSorted(dir, resolve)
  } catch {
    return
  }
  for (const n of names) if (goMatch(pattern, n)) matches.push(goJoin(dir, n))
}

function cleanGlobPath(path: string): string {
  if (path === '') return '.'
  if (path === '/') return path
  return path.slice(0, -1)
}

/** Go filepath.Glob (Unix). A pattern without meta characters comes back unchanged (uncleaned). */
export async function goGlob(pattern: string, resolve: Resolver = processCwdResolver, depth = 0) {
  goMatch(pattern, '') // validates the pattern
  if (depth === 10000) throw new BadPatternError()
  if (!hasMeta(pattern)) return (await lstatOk(pattern, resolve)) ? [pattern] : []
  const [rawDir, file] = goSplit(pattern)
  const dir = cleanGlobPath(rawDir)
  const matches: string[] = []
  if (!hasMeta(dir)) {
    await globDir(dir, file, matches, resolve)
    return matches
  }
  if (dir === pattern) throw new BadPatternError()
  for (const d of await goGlob(dir, resolve, depth + 1)) await globDir(d, file, matches, resolve)
  return matches
}

/**
 * Go filepath.Walk, reporting every path (lstat-based: symlinked dirs are not entered).
 * Errors (an unreadable directory) propagate, as filepathx returns them.
 */
async function goWalk(root: string, visit: (p: string) => void, resolve: Resolver) {
  const st = await lstat(byteStringToBuffer(resolve(root)))
  visit(root)
  if (!st.isDirectory()) return
  for (const name of await readNamesSorted(root, resolve)) {
    const child = goJoin(root, name)
    let childStat
    try {
      childStat = await lstat(byteStringToBuffer(resolve(child)))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw err
    }
    if (childStat.isDirectory()) await goWalk(child, visit, resolve)
    else visit(child)
  }
}

/** filepathx.Glob: plain Glob without `**`; otherwise the segment-by-segment expansion. */
export async function filepathxGlob(pattern: string, resolve: Resolver = processCwdResolver) {
  if (!pattern.includes('**')) return goGlob(pattern, resolve)
  let matches = ['']
  for (const segment of pattern.split('**')) {
    const hits: string[] = []
    const seen = new Set<string>()
    const add = (p: string) => {
      if (!seen.has(p)) {
        seen.add(p)
        hits.push(p)
      }
    }
    for (const m of matches) {
      for (const p of await goGlob(m + segment, resolve)) await goWalk(p, add, resolve)
    }
    matches = hits
  }
  return matches
}
