/**
 * The Kosli CLI's `dir` fingerprint (internal/digest DirSha256), byte for byte:
 * a Go filepath.WalkDir pre-order walk (entries in raw byte order), one 64-hex record per
 * entry name, plus the content hash of each file (or symlinked file) and the link text of each
 * symlinked directory; the fingerprint is the SHA-256 of the concatenated records. Excludes are
 * Go-style globs (goglob.ts) compared with walk paths as exact strings, quirks included.
 *
 * Paths are handled as byte strings (src/util/byte-strings.ts), so names that are not valid UTF-8 work.
 * Contents are hashed concurrently (bounded) while the walk goes on (dir-contents.ts).
 */
import { lstat, readlink, stat } from 'node:fs/promises'
import { readdirSync, type Dirent, type Stats } from 'node:fs'
import { FileError } from '../errors.js'
import { byteStringToBuffer, displayByteString, toByteString } from '../util/byte-strings.js'
import { ContentHasher, sha256Hex, type HashingOptions, type TreePaths } from './dir-contents.js'
import { BadPatternError } from './fingerprint-errors.js'
import { filepathxGlob, goJoin, type Resolver } from './goglob.js'
import { readKosliIgnore } from './ignorefile.js'
import { fsReason, notHashableReason } from './file-digest.js'

export interface DirOptions extends HashingOptions {
  /** Directory that a relative dirPath is relative to (default: process.cwd()). */
  cwd?: string
  /** dirPath is a byte string (src/util/byte-strings.ts): a glob match whose name is not UTF-8. */
  byteString?: boolean
}

/** The walk paths that the excludes and the directory's `.kosli_ignore` match. */
async function excludedPaths(
  dirPath: string,
  root: string,
  excludes: string[],
  paths: TreePaths
): Promise<Set<string>> {
  const { resolve, show } = paths
  const ignorePath = goJoin(root, '.kosli_ignore')
  let ignored: string[]
  try {
    ignored = await readKosliIgnore(resolve(ignorePath))
  } catch (err) {
    throw new FileError(show(ignorePath), fsReason(err))
  }
  const excluded = new Set<string>()
  const patterns = [
    ...excludes.map((p) => ({ p: toByteString(p), from: 'input' })),
    ...ignored.map((p) => ({ p, from: 'file' }))
  ]
  for (const { p, from } of patterns) {
    let found: string[]
    try {
      found = await filepathxGlob(goJoin(root, p), resolve)
    } catch (err) {
      if (!(err instanceof BadPatternError)) throw new FileError(dirPath, fsReason(err))
      // The `exclude` input is checked where it is read (inputs/artifact-inputs.ts); joined to the
      // folder's path, which the CLI reads as part of the pattern, it can still break here.
      if (from === 'input') {
        throw new FileError(dirPath, `syntax error in exclude pattern ${JSON.stringify(show(p))}`)
      }
      throw new FileError(show(ignorePath), `syntax error in pattern ${JSON.stringify(show(p))}`)
    }
    for (const f of found) excluded.add(f)
  }
  return excluded
}

/** The WalkDir pre-order walk: records for every entry, contents handed to the hasher. */
class TreeWalk {
  constructor(
    private readonly paths: TreePaths,
    private readonly excluded: Set<string>,
    private readonly hasher: ContentHasher
  ) {}

  /** `clean`: `dir` came from a Join, not as the root was spelled (the `.` quirk). */
  async walk(dir: string, clean = false): Promise<void> {
    const { fsPath, show } = this.paths
    let entries: Dirent[]
    try {
      // Names as byte strings (latin1: one char per byte), which sort in byte order.
      entries = readdirSync(fsPath(dir), { encoding: 'latin1', withFileTypes: true })
    } catch (err) {
      throw new FileError(show(dir), `cannot list directory: ${fsReason(err)}`)
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1))
    const records = this.hasher.records
    // Go's Join of a clean path and an entry's name is the two with a `/` between.
    const join = clean ? (name: string) => `${dir}/${name}` : (name: string) => goJoin(dir, name)
    for (const e of entries) {
      if (this.hasher.failed) return
      const p = join(e.name)
      if (this.excluded.has(p)) continue // a real directory is skipped with its whole subtree
      if (e.isDirectory()) {
        records.add(sha256Hex(e.name))
        await this.walk(p, true)
      } else if (e.isSymbolicLink()) {
        await this.symlink(p, e.name)
      } else if (e.isFile()) {
        records.add(sha256Hex(e.name))
        await this.hasher.add(p)
      } else {
        const what = e.isFIFO() ? 'a FIFO (named pipe)' : e.isSocket() ? 'a socket' : 'a device'
        throw new FileError(show(p), `is ${what}, not a regular file or directory`)
      }
    }
  }

  /** A symlink: its name, then the link text of a directory, or the content of a file. */
  private async symlink(p: string, name: string): Promise<void> {
    const { fsPath, show } = this.paths
    let target: Stats
    try {
      target = await stat(fsPath(p))
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      const why =
        code === 'ENOENT' ? 'is a broken symbolic link (its target does not exist)' : fsReason(err)
      throw new FileError(show(p), why)
    }
    this.hasher.records.add(sha256Hex(name))
    if (target.isDirectory()) {
      const text = await readlink(fsPath(p), { encoding: 'buffer' }).catch((err: unknown) => {
        throw new FileError(show(p), `cannot read the symbolic link: ${fsReason(err)}`)
      })
      this.hasher.records.add(sha256Hex(text)) // the raw link text, not resolved
      return
    }
    const reason = notHashableReason(target)
    if (reason) throw new FileError(show(p), `is a symbolic link to something that ${reason}`)
    await this.hasher.add(p)
  }
}

/**
 * Fingerprint of the directory `dirPath` (spelled as given: the spelling matters for the `.`
 * quirk), excluding `excludes` (Go globs, relative to the directory) and the patterns in its
 * `.kosli_ignore`. Errors name the path: missing, not a directory, broken symlink, symlink
 * loop, FIFO/socket/device, unreadable; a malformed pattern says `syntax error in pattern`.
 */
export async function dirSha256(
  dirPath: string,
  excludes: string[],
  opts: DirOptions = {}
): Promise<string> {
  const root = opts.byteString ? dirPath : toByteString(dirPath)
  if (opts.byteString) dirPath = displayByteString(dirPath) // how errors name it
  const cwdPrefix = opts.cwd ? toByteString(opts.cwd).replace(/\/*$/, '/') : ''
  // Go resolves relative paths against the process's cwd; we may root them elsewhere.
  const resolve: Resolver = (p) => (cwdPrefix && p !== '' && p[0] !== '/' ? cwdPrefix + p : p)
  const paths: TreePaths = {
    resolve,
    fsPath: (p) => byteStringToBuffer(resolve(p)),
    show: displayByteString
  }

  let rootStat: Stats
  try {
    rootStat = await stat(paths.fsPath(root))
  } catch (err) {
    throw new FileError(dirPath, fsReason(err))
  }
  if (!rootStat.isDirectory()) throw new FileError(dirPath, 'is not a directory')
  const excluded = await excludedPaths(dirPath, root, excludes, paths)

  // WalkDir lstat-s the root: a symlinked root spelled without a trailing `/` is not entered.
  try {
    if (!(await lstat(paths.fsPath(root))).isDirectory()) return sha256Hex('')
  } catch (err) {
    throw new FileError(dirPath, fsReason(err))
  }

  const hasher = new ContentHasher(paths, opts)
  let walkError: unknown
  try {
    await new TreeWalk(paths, excluded, hasher).walk(root)
  } catch (err) {
    walkError = err
  }
  return hasher.finish(walkError)
}
