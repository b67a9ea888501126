/**
 * The Kosli CLI's `dir` fingerprint (internal/digest DirSha256), byte for byte:
 * a Go filepath.WalkDir pre-order walk (entries in raw byte order), one 64-hex record per
 * entry name, plus the content hash of each file (or symlinked file) and the link text of each
 * symlinked directory; the fingerprint is the SHA-256 of the concatenated records. Excludes are
 * Go-style globs (goglob.ts) compared with walk paths as exact strings, quirks included.
 *
 * Paths are handled as byte strings (bytes.ts), so names that are not valid UTF-8 work.
 * Contents are hashed concurrently (bounded) while the walk goes on; records are fed to the
 * outer hash strictly in walk order. Files go in batches of BATCH_FILES to worker threads (one
 * per core, hash-workers.ts), at most two batches per thread in flight, so memory stays
 * bounded. A tree of fewer files is hashed on this thread, where a file under TREE_CHUNK is
 * read whole and digested by WebCrypto on libuv's thread pool (file.ts): no thread to start.
 */
import { createHash } from 'node:crypto'
import { cpus } from 'node:os'
import { lstat, readdir, readlink, stat } from 'node:fs/promises'
import type { Dirent, Stats } from 'node:fs'
import { FileError, InputError } from '../errors.js'
import { byteStringToBuffer, bufferToByteString, displayByteString, toByteString } from './bytes.js'
import { BadPatternError, filepathxGlob, goJoin, type Resolver } from './goglob.js'
import { HashWorkers } from './hash-workers.js'
import { readKosliIgnore } from './ignorefile.js'
import {
  fsReason,
  digestOffThread,
  hashFileContent,
  newBufferPair,
  readSmallFileSync,
  notHashableReason,
  type BufferPair
} from './file.js'

/** Read size per hashing job in a tree (most files are read in one go). */
const TREE_CHUNK = 1024 * 1024
/** Files per message to a hashing thread; a tree with fewer files is hashed on this thread. */
const BATCH_FILES = 32

export interface DirOptions {
  /** Directory that a relative dirPath is relative to (default: process.cwd()). */
  cwd?: string
  /** Contents hashed at once in a small tree (default: 2 × CPUs, at least 4, at most 16). */
  concurrency?: number
  /** Worker threads for a large tree (default: one per CPU, at most 4). */
  threads?: number
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
  const records = new OrderedRecords()
  const failures: Array<{ index: number; error: Error }> = []
  const fail = (index: number, p: string, err: unknown) =>
    failures.push({ index, error: new FileError(show(p), fsReason(err)) })

  // Few files: hashed here (small ones digested on the thread pool), no thread to start.
  let pool: BufferPool | undefined
  const hashHere = async (p: string, index: number) => {
    pool ??= new BufferPool(concurrency, TREE_CHUNK)
    const bufs = await pool.take()
    const path = fsPath(p)
    let job: Promise<string>
    try {
      const n = readSmallFileSync(path, bufs[0])
      job = n >= 0 ? digestOffThread(bufs[0].subarray(0, n)) : hashFileContent(path, bufs)
    } catch (err) {
      job = Promise.reject(err)
    }
    job.then(
      (hex) => records.fill(index, hex),
      (err) => fail(index, p, err)
    )
    // The pool is only drained after the walk: give back once settled.
    job.catch(() => undefined).finally(() => pool?.give(bufs))
  }

  // Many files: batches of BATCH_FILES on worker threads (hash-workers.ts), one per core.
  let workers: HashWorkers | undefined
  const batches: Array<Promise<void>> = []
  let batch: Array<{ p: string; index: number }> = []
  const sendBatch = async () => {
    const items = batch
    batch = []
    workers ??= new HashWorkers(opts.threads ?? Math.min(4, cores))
    const { results } = await workers.submit(items.map((i) => resolve(i.p)))
    batches.push(
      results.then((out) =>
        out.forEach((r, k) => {
          if (typeof r === 'string') records.fill(items[k].index, r)
          else fail(items[k].index, items[k].p, Object.assign(new Error(r.message), r))
        })
      )
    )
  }
  const hashContent = async (p: string) => {
    batch.push({ p, index: records.reserve() })
    if (batch.length >= BATCH_FILES) await sendBatch()
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
    try {
      await walk(root)
      if (workers && batch.length > 0) await sendBatch()
    } catch (err) {
      walkError = err
    }
    if (!walkError) for (const { p, index } of batch) await hashHere(p, index)
    batch = []
    await Promise.all(batches)
    await pool?.drained()
  } catch (err) {
    walkError ??= err // a worker thread failed: its error, unless the walk failed first
  } finally {
    await workers?.close()
  }
  if (failures.length > 0) {
    failures.sort((a, b) => a.index - b.index)
    throw failures[0].error
  }
  if (walkError) throw walkError
  return records.digest()
}
