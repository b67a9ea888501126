/**
 * Glob walking that survives large and changing trees.
 *
 * @actions/glob 0.7 walks with one stack, but pushes a folder's children with
 * `stack.push(...children)`: a single call with one argument per entry, which overflows the
 * call stack at about 125,000 entries in one folder (actions/toolkit#1545, still open). It also
 * aborts the whole walk with a bare ENOENT when a file or folder vanishes between the readdir
 * that listed it and the lstat that looks at it (a build still writing its output).
 *
 * This module keeps @actions/glob's own pattern parsing and matching (the Pattern objects of a
 * globber from glob.create, so the matching semantics are exactly the library's) and replaces
 * only the walk: the same depth-first order, children pushed one at a time, and entries that
 * vanish mid-walk skipped. If a future @actions/glob no longer exposes its patterns, the
 * library's own walk is used instead.
 */
import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import * as path from 'node:path'
import * as glob from '@actions/glob'

export interface GlobOptions {
  /** Default true, as in @actions/glob. */
  followSymbolicLinks?: boolean
  /** Default true: a pattern also matches everything under what it matches. */
  implicitDescendants?: boolean
  /** Default true. */
  matchDirectories?: boolean
  /** Default true. */
  omitBrokenSymbolicLinks?: boolean
  /** Default false. */
  excludeHiddenFiles?: boolean
  /**
   * Called after each readdir, before its entries are looked at. A seam for tests (removing an
   * entry here is a file vanishing mid-walk); the action does not set it.
   */
  afterReaddir?: (dir: string, names: string[]) => void | Promise<void>
}

/** @actions/glob's MatchKind bits. */
const MATCH_DIRECTORY = 1
const MATCH_FILE = 2

/** The part of @actions/glob's Pattern this walk uses. */
interface LibPattern {
  negate: boolean
  segments: string[]
  trailingSeparator: boolean
  match(itemPath: string): number
  partialMatch(itemPath: string): boolean
}

type PatternConstructor = new (
  negate: boolean,
  isImplicitPattern: boolean,
  segments: string[]
) => LibPattern

function isLibPattern(p: unknown): p is LibPattern {
  if (typeof p !== 'object' || p === null) return false
  const o = p as Record<string, unknown>
  return (
    typeof o.negate === 'boolean' &&
    Array.isArray(o.segments) &&
    typeof o.match === 'function' &&
    typeof o.partialMatch === 'function'
  )
}

function matchAll(patterns: LibPattern[], itemPath: string): number {
  let result = 0
  for (const p of patterns) {
    if (p.negate) result &= ~p.match(itemPath)
    else result |= p.match(itemPath)
  }
  return result
}

const partialMatchAny = (patterns: LibPattern[], itemPath: string): boolean =>
  patterns.some((p) => !p.negate && p.partialMatch(itemPath))

const vanished = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** The patterns, each followed by its `/**` form when descendants are implied (as the library). */
function withDescendants(parsed: LibPattern[], implicitDescendants: boolean): LibPattern[] {
  const all: LibPattern[] = []
  const Ctor = (parsed[0] as object).constructor as PatternConstructor
  for (const p of parsed) {
    all.push(p)
    if (
      implicitDescendants &&
      (p.trailingSeparator || p.segments[p.segments.length - 1] !== '**')
    ) {
      all.push(new Ctor(p.negate, true, p.segments.concat('**')))
    }
  }
  return all
}

/** The walk's first stack: the search paths that exist, the first on top. */
async function searchRoots(roots: string[]): Promise<Array<{ path: string; level: number }>> {
  const stack: Array<{ path: string; level: number }> = []
  for (let i = roots.length - 1; i >= 0; i--) {
    try {
      await lstat(roots[i])
    } catch (err) {
      if (vanished(err)) continue
      throw err
    }
    stack.push({ path: roots[i], level: 1 }) // the first search path is popped first
  }
  return stack
}

/**
 * The paths `patterns` (lines, as @actions/glob takes them: `#` comments, `!` negations) match,
 * in @actions/glob's order.
 */
export async function globPaths(patterns: string, options: GlobOptions = {}): Promise<string[]> {
  const opts = {
    followSymbolicLinks: options.followSymbolicLinks ?? true,
    implicitDescendants: options.implicitDescendants ?? true,
    matchDirectories: options.matchDirectories ?? true,
    omitBrokenSymbolicLinks: options.omitBrokenSymbolicLinks ?? true,
    excludeHiddenFiles: options.excludeHiddenFiles ?? false
  }
  const globber = await glob.create(patterns, opts)
  const parsed: unknown = (globber as unknown as { patterns?: unknown }).patterns
  if (!Array.isArray(parsed) || !parsed.every(isLibPattern)) return globber.glob()
  if (parsed.length === 0) return []

  const all = withDescendants(parsed, opts.implicitDescendants)
  const found: string[] = []
  const stack = await searchRoots(globber.getSearchPaths())
  const chain: string[] = [] // real paths of the folders above, to detect symlink cycles
  while (stack.length > 0) {
    const item = stack.pop() as { path: string; level: number }
    const match = matchAll(all, item.path)
    const partial = match !== 0 || partialMatchAny(all, item.path)
    if (!partial) continue
    const stats = await statItem(item, opts, chain)
    if (!stats) continue
    if (opts.excludeHiddenFiles && path.basename(item.path).startsWith('.')) continue
    if (stats.isDirectory()) {
      // A matched folder is listed and still walked, as by the library.
      if (match & MATCH_DIRECTORY && opts.matchDirectories) found.push(item.path)
      let names: string[]
      try {
        names = await readdir(item.path)
      } catch (err) {
        if (vanished(err)) continue
        throw err
      }
      await options.afterReaddir?.(item.path, names)
      // Reverse order onto the stack, one push per child: the first child is popped first.
      for (let i = names.length - 1; i >= 0; i--) {
        stack.push({ path: path.join(item.path, names[i]), level: item.level + 1 })
      }
    } else if (match & MATCH_FILE) {
      found.push(item.path)
    }
  }
  return found
}

/** lstat or stat as @actions/glob does; undefined for what vanished, a broken link or a cycle. */
async function statItem(
  item: { path: string; level: number },
  opts: { followSymbolicLinks: boolean; omitBrokenSymbolicLinks: boolean },
  chain: string[]
): Promise<Stats | undefined> {
  let stats: Stats
  try {
    stats = opts.followSymbolicLinks ? await stat(item.path) : await lstat(item.path)
  } catch (err) {
    if (!vanished(err)) throw err
    if (!opts.followSymbolicLinks || opts.omitBrokenSymbolicLinks) return undefined
    // A dangling link, or an entry that vanished: the library's wording for the former.
    const stillThere = await lstat(item.path).then(
      () => true,
      () => false
    )
    if (!stillThere) return undefined
    throw new Error(
      `No information found for the path '${item.path}'. This may indicate a broken symbolic link.`
    )
  }
  if (stats.isDirectory() && opts.followSymbolicLinks) {
    let real: string
    try {
      real = await realpath(item.path)
    } catch (err) {
      if (vanished(err)) return undefined
      throw err
    }
    while (chain.length >= item.level) chain.pop()
    if (chain.includes(real)) return undefined
    chain.push(real)
  }
  return stats
}
