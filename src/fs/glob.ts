/**
 * The glob walk of the `artifacts` and `junit` inputs (docs/go-glob.md, "The glob walk"): the
 * patterns of @actions/glob 0.7 (glob-pattern.ts), walked by this module because the library's
 * walk cannot serve:
 *
 * - it pushes a folder's children with `stack.push(...children)`, one argument per entry, which
 *   overflows the call stack at about 125,000 entries in one folder (actions/toolkit#1545);
 * - it aborts with a bare ENOENT when an entry vanishes between the readdir that listed it and
 *   the lstat that looks at it (a build still writing its output);
 * - it reads names as UTF-8 text, so a name that is not valid UTF-8 comes back mangled, its stat
 *   fails, and the file is silently missing. File names are bytes: this walk reads folders as
 *   bytes and returns byte strings (src/util/byte-strings.ts), which open the file itself.
 *
 * The order is the library's: depth first, a folder's entries in readdir order. Unlike the
 * library it prints nothing (report/boundary.ts is the one place that prints): a broken link or
 * a cycle is skipped silently.
 */
import { lstat, readdir } from 'node:fs/promises'
import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs'
import {
  bufferToByteString,
  byteStringToBuffer,
  displayByteString,
  goString,
  toByteString
} from '../util/byte-strings.js'
import {
  MATCH_DIRECTORY,
  MATCH_FILE,
  parsePatterns,
  searchPaths,
  type GlobPattern
} from './glob-pattern.js'

export { globEscape } from './glob-pattern.js'

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
   * Default false: files of every kind match. True keeps, of what is not a folder, only regular
   * files (by the stat the walk makes anyway), so a caller needs no second stat per file.
   */
  regularFilesOnly?: boolean
  /**
   * Called after each readdir (the folder and its names as byte strings), before its entries
   * are looked at. A seam for tests (removing an entry here is a file vanishing mid-walk); the
   * action does not set it.
   */
  afterReaddir?: (dir: string, names: string[]) => void | Promise<void>
}

/** A path in the walk: its bytes (a byte string, for fs) and its text (for matching). */
interface Item {
  bytes: string
  text: string
  level: number
}

function matchAll(patterns: GlobPattern[], text: string): number {
  let result = 0
  for (const p of patterns) {
    if (p.negate) result &= ~p.match(text)
    else result |= p.match(text)
  }
  return result
}

const partialMatchAny = (patterns: GlobPattern[], text: string): boolean =>
  patterns.some((p) => !p.negate && p.partialMatch(text))

const vanished = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** The patterns, each followed by its `/**` form when descendants are implied (as the library). */
function withDescendants(parsed: GlobPattern[], implicitDescendants: boolean): GlobPattern[] {
  const all: GlobPattern[] = []
  for (const p of parsed) {
    all.push(p)
    if (
      implicitDescendants &&
      (p.trailingSeparator || p.segments[p.segments.length - 1] !== '**')
    ) {
      all.push(p.descendants())
    }
  }
  return all
}

/** The walk's first stack: the search paths that exist, the first on top. */
async function searchRoots(roots: string[]): Promise<Item[]> {
  const stack: Item[] = []
  for (let i = roots.length - 1; i >= 0; i--) {
    const bytes = toByteString(roots[i])
    try {
      await lstat(byteStringToBuffer(bytes))
    } catch (err) {
      if (vanished(err)) continue
      throw err
    }
    stack.push({ bytes, text: roots[i], level: 1 }) // the first search path is popped first
  }
  return stack
}

const joinName = (dir: string, name: string): string =>
  dir.endsWith('/') ? dir + name : `${dir}/${name}`

/**
 * The paths `patterns` (lines, as @actions/glob takes them: `#` comments, `!` negations) match,
 * in @actions/glob's order, as byte strings (src/util/byte-strings.ts).
 */
export async function globPaths(patterns: string, options: GlobOptions = {}): Promise<string[]> {
  const opts = {
    followSymbolicLinks: options.followSymbolicLinks ?? true,
    implicitDescendants: options.implicitDescendants ?? true,
    matchDirectories: options.matchDirectories ?? true,
    omitBrokenSymbolicLinks: options.omitBrokenSymbolicLinks ?? true,
    excludeHiddenFiles: options.excludeHiddenFiles ?? false,
    regularFilesOnly: options.regularFilesOnly ?? false
  }
  const parsed = parsePatterns(patterns)
  if (parsed.length === 0) return []
  const all = withDescendants(parsed, opts.implicitDescendants)
  const found: string[] = []
  const stack = await searchRoots(searchPaths(all))
  const chain: string[] = [] // real paths of the folders above, to detect symlink cycles
  while (stack.length > 0) {
    const item = stack.pop() as Item
    const match = matchAll(all, item.text)
    const partial = match !== 0 || partialMatchAny(all, item.text)
    if (!partial) continue
    const stats = statItem(item, opts, chain)
    if (!stats) continue
    if (
      opts.excludeHiddenFiles &&
      item.bytes.slice(item.bytes.lastIndexOf('/') + 1).startsWith('.')
    )
      continue
    if (stats.isDirectory()) {
      // A matched folder is listed and still walked, as by the library.
      if (match & MATCH_DIRECTORY && opts.matchDirectories) found.push(item.bytes)
      let names: string[]
      try {
        const raw = await readdir(byteStringToBuffer(item.bytes), { encoding: 'buffer' })
        names = raw.map(bufferToByteString)
      } catch (err) {
        if (vanished(err)) continue
        throw err
      }
      await options.afterReaddir?.(item.bytes, names)
      // Reverse order onto the stack, one push per child: the first child is popped first.
      for (let i = names.length - 1; i >= 0; i--) {
        stack.push({
          bytes: joinName(item.bytes, names[i]),
          text: joinName(item.text, goString(names[i])),
          level: item.level + 1
        })
      }
    } else if (match & MATCH_FILE && (!opts.regularFilesOnly || stats.isFile())) {
      found.push(item.bytes)
    }
  }
  return found
}

/**
 * lstat or stat as @actions/glob does; undefined for what vanished, a broken link or a cycle.
 * Blocking calls: one per entry, answered from the kernel's cache, where a promise per entry cost
 * more than the call (docs/junit-reader.md §4).
 */
function statItem(
  item: Item,
  opts: { followSymbolicLinks: boolean; omitBrokenSymbolicLinks: boolean },
  chain: string[]
): Stats | undefined {
  const fsPath = byteStringToBuffer(item.bytes)
  let stats: Stats
  try {
    stats = opts.followSymbolicLinks ? statSync(fsPath) : lstatSync(fsPath)
  } catch (err) {
    if (!vanished(err)) throw err
    if (!opts.followSymbolicLinks) return undefined
    if (opts.omitBrokenSymbolicLinks) return undefined
    // A dangling link, or an entry that vanished: the library's wording for the former.
    try {
      lstatSync(fsPath)
    } catch {
      return undefined
    }
    throw new Error(
      `No information found for the path '${displayByteString(item.bytes)}'. This may indicate a broken symbolic link.`
    )
  }
  if (stats.isDirectory() && opts.followSymbolicLinks) {
    let real: string
    try {
      real = bufferToByteString(realpathSync.native(fsPath, { encoding: 'buffer' }))
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
