/**
 * The Kosli CLI's `dir` fingerprint (internal/digest DirSha256), byte for byte:
 * a Go filepath.WalkDir pre-order walk (entries in raw byte order), one 64-hex record per
 * entry name, plus the content hash of each file (or symlinked file) and the link text of each
 * symlinked directory; the fingerprint is the SHA-256 of the concatenated records. Excludes are
 * Go-style globs (goglob.ts) compared with walk paths as exact strings, quirks included.
 *
 * Paths are handled as byte strings (bytes.ts), so names that are not valid UTF-8 work.
 * Contents are hashed concurrently (bounded) while the walk goes on; records are fed to the
 * outer hash strictly in walk order.
 */
import { createHash } from 'node:crypto'
import { cpus } from 'node:os'
import { lstat, readdir, readlink, stat } from 'node:fs/promises'
import type { Dirent, Stats } from 'node:fs'
import { FileError, InputError } from '../errors.js'
import { byteStringToBuffer, bufferToByteString, displayByteString, toByteString } from './bytes.js'
import { BadPatternError, filepathxGlob, goJoin, type Resolver } from './goglob.js'
import { readKosliIgnore } from './ignorefile.js'
import {
  fsReason,
  hashFileContent,
  newBufferPair,
  notHashableReason,
  type BufferPair
} from './file.js'

/** Read size per hashing job in a tree (most files are read in one go). */
const TREE_CHUNK = 1024 * 1024

interface DirOptions {
  /** Directory that a relative dirPath is relative to (default: process.cwd()). */
  cwd?: string
  /** Contents hashed at once (default: 2 × CPUs, at least 4, at most 16). */
  concurrency?: number
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Fixed pool of buffer pairs: at most `size` contents in flight, constant memory. */
class BufferPool {
  private readonly free: BufferPair[] = []
  private readonly waiters: Array<(b: BufferPair) => void> = []
  private inUse = 0
  private idle?: () => void

  constructor(size: number, chunk: number) {
    for (let i = 0; i < size; i++) this.free.push(newBufferPair(chunk))
  }

  take(): Promise<BufferPair> {
    this.inUse++
    const b = this.free.pop()
    if (b) return Promise.resolve(b)
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  give(b: BufferPair): void {
    this.inUse--
    const w = this.waiters.shift()
    if (w) return w(b)
    this.free.push(b)
    if (this.inUse === 0 && this.idle) this.idle()
  }

  drained(): Promise<void> {
    if (this.inUse === 0) return Promise.resolve()
    return new Promise((resolve) => (this.idle = resolve))
  }
}

/** Records in walk order; contents arrive out of order and are flushed as soon as they can be. */
class OrderedRecords {
  private readonly outer = createHash('sha256')
  private readonly slots: Array<string | undefined> = []
  private base = 0 // walk index of slots[0]
  private next = 0 // walk index of the next record

  add(record: string): void {
    this.slots.push(record)
    this.next++
    this.flush()
  }

  /** Reserves a slot for a content hash still to come; returns its index. */
  reserve(): number {
    this.slots.push(undefined)
    return this.next++
  }

  fill(index: number, record: string): void {
    this.slots[index - this.base] = record
    this.flush()
  }

  private flush(): void {
    let i = 0
    while (i < this.slots.length && this.slots[i] !== undefined) {
      this.outer.update(this.slots[i] as string)
      i++
    }
    if (i > 0) {
      this.slots.splice(0, i)
      this.base += i
    }
  }

  digest(): string {
    return this.outer.digest('hex')
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
  const root = toByteString(dirPath)
  const cwdPrefix = opts.cwd ? toByteString(opts.cwd).replace(/\/*$/, '/') : ''
  // Go resolves relative paths against the process's cwd; we may root them elsewhere.
  const resolve: Resolver = (p) => (cwdPrefix && p !== '' && p[0] !== '/' ? cwdPrefix + p : p)
  const fsPath = (p: string) => byteStringToBuffer(resolve(p))
  const show = displayByteString

  let rootStat: Stats
  try {
    rootStat = await stat(fsPath(root))
  } catch (err) {
    throw new FileError(dirPath, fsReason(err))
  }
  if (!rootStat.isDirectory()) throw new FileError(dirPath, 'is not a directory')

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
      if (from === 'input') throw new InputError('exclude', show(p), 'syntax error in pattern')
      throw new FileError(show(ignorePath), `syntax error in pattern ${JSON.stringify(show(p))}`)
    }
    for (const f of found) excluded.add(f)
  }

  // WalkDir lstat-s the root: a symlinked root spelled without a trailing `/` is not entered.
  try {
    if (!(await lstat(fsPath(root))).isDirectory()) return sha256Hex('')
  } catch (err) {
    throw new FileError(dirPath, fsReason(err))
  }

  const cores = cpus().length || 2
  const concurrency = opts.concurrency ?? Math.min(16, Math.max(4, 2 * cores))
  const pool = new BufferPool(concurrency, TREE_CHUNK)
  const records = new OrderedRecords()
  const failures: Array<{ index: number; error: Error }> = []

  const hashContent = async (p: string) => {
    const bufs = await pool.take()
    const index = records.reserve()
    hashFileContent(fsPath(p), bufs)
      .then(
        (hex) => records.fill(index, hex),
        (err) => failures.push({ index, error: new FileError(show(p), fsReason(err)) })
      )
      .finally(() => pool.give(bufs))
  }

  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent<Buffer>[]
    try {
      entries = await readdir(fsPath(dir), { encoding: 'buffer', withFileTypes: true })
    } catch (err) {
      throw new FileError(show(dir), `cannot list directory: ${fsReason(err)}`)
    }
    entries.sort((a, b) => Buffer.compare(a.name, b.name))
    for (const e of entries) {
      if (failures.length > 0) return
      const p = goJoin(dir, bufferToByteString(e.name))
      if (excluded.has(p)) continue // a real directory is skipped with its whole subtree
      if (e.isDirectory()) {
        records.add(sha256Hex(e.name))
        await walk(p)
      } else if (e.isSymbolicLink()) {
        let target: Stats
        try {
          target = await stat(fsPath(p))
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code
          const why =
            code === 'ENOENT'
              ? 'is a broken symbolic link (its target does not exist)'
              : fsReason(err)
          throw new FileError(show(p), why)
        }
        records.add(sha256Hex(e.name))
        if (target.isDirectory()) {
          const text = await readlink(fsPath(p), { encoding: 'buffer' }).catch((err: unknown) => {
            throw new FileError(show(p), `cannot read the symbolic link: ${fsReason(err)}`)
          })
          records.add(sha256Hex(text)) // the raw link text, not resolved
        } else {
          const reason = notHashableReason(target)
          if (reason) throw new FileError(show(p), `is a symbolic link to something that ${reason}`)
          await hashContent(p)
        }
      } else if (e.isFile()) {
        records.add(sha256Hex(e.name))
        await hashContent(p)
      } else {
        const what = e.isFIFO() ? 'a FIFO (named pipe)' : e.isSocket() ? 'a socket' : 'a device'
        throw new FileError(show(p), `is ${what}, not a regular file or directory`)
      }
    }
  }

  let walkError: unknown
  try {
    await walk(root)
  } catch (err) {
    walkError = err
  }
  await pool.drained()
  if (failures.length > 0) {
    failures.sort((a, b) => a.index - b.index)
    throw failures[0].error
  }
  if (walkError) throw walkError
  return records.digest()
}
