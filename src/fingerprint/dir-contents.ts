/**
 * The content hashes of a directory fingerprint, computed concurrently while the walk goes on
 * and fed to the outer hash strictly in walk order (dir.ts). Files go in batches of
 * BATCH_FILES to worker threads (one per core but this one, hash-workers.ts), a few batches
 * per thread in flight, so memory stays bounded; a batch that finds every thread busy is
 * hashed here, between two steps of the walk, so this core hashes too. A tree of fewer
 * files is hashed on this thread, where a file under FILE_CHUNK is read whole and digested by
 * WebCrypto on libuv's thread pool (file.ts): no thread to start.
 */
import * as crypto from 'node:crypto'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { cpus } from 'node:os'
import { FileError } from '../errors.js'
import { alignedBuffer } from '../fs/aligned-buffer.js'
import { hashBatch, type HashResult } from './hash-batch.js'
import { HashWorkers, THREAD_BUFFER } from './hash-workers.js'
import {
  fsReason,
  digestOffThread,
  giveBufferPair,
  hashFileContent,
  readSmallFileSync,
  takeBufferPair,
  type BufferPair
} from './file-digest.js'

/** Files per message to a hashing thread; a tree with fewer files is hashed on this thread. */
const BATCH_FILES = 64

export interface HashingOptions {
  /** Contents hashed at once in a small tree (default: 2 × CPUs, at least 4, at most 16). */
  concurrency?: number
  /** Worker threads for a large tree, besides this one (default: one per CPU but one, at most 4). */
  threads?: number
}

/** How walk paths (byte strings) become file-system paths, and how they are shown. */
export interface TreePaths {
  resolve: (p: string) => string
  fsPath: (p: string) => Buffer
  show: (p: string) => string
}

/** crypto.hash (Node 20.12+): a one-shot digest, no Hash object per entry name. */
const oneShot = (crypto as Partial<typeof crypto>).hash

/** SHA-256 (hex) of bytes, or of a byte string (src/util/byte-strings.ts: one char per byte). */
export function sha256Hex(data: Buffer | string): string {
  // An ASCII byte string (as long in UTF-8 as in chars) is its own UTF-8: only other names
  // need their bytes as a Buffer.
  const ascii = typeof data !== 'string' || Buffer.byteLength(data) === data.length
  const bytes = ascii ? data : Buffer.from(data, 'latin1')
  return oneShot
    ? oneShot('sha256', bytes, 'hex')
    : createHash('sha256').update(bytes).digest('hex')
}

/** At most `size` buffer pairs (file.ts) in use at once: contents in flight, bounded memory. */
class BufferPool {
  private readonly waiters: Array<(b: BufferPair) => void> = []
  private inUse = 0
  private idle?: () => void

  constructor(private readonly size: number) {}

  take(): Promise<BufferPair> {
    if (this.inUse++ < this.size) return Promise.resolve(takeBufferPair())
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  give(b: BufferPair): void {
    this.inUse--
    const w = this.waiters.shift()
    if (w) return w(b)
    giveBufferPair(b)
    if (this.inUse === 0 && this.idle) this.idle()
  }

  drained(): Promise<void> {
    if (this.inUse === 0) return Promise.resolve()
    return new Promise((resolve) => (this.idle = resolve))
  }
}

/** Records in walk order; contents arrive out of order and are flushed as soon as they can be. */
export class OrderedRecords {
  private readonly outer = createHash('sha256')
  private readonly slots: Array<string | undefined> = []
  private base = 0 // walk index of slots[0]
  private head = 0 // slots before this one are hashed already (dropped in bulk, not one by one)
  private next = 0 // walk index of the next record

  add(record: string): void {
    this.next++
    if (this.slots.length > 0) this.slots.push(record)
    else {
      this.outer.update(record) // nothing waits before it
      this.base++
    }
  }

  /** Reserves a slot for a content hash still to come; returns its index. */
  reserve(): number {
    this.slots.push(undefined)
    return this.next++
  }

  /** Fills a reserved slot; flush() hashes what has become ready. */
  fill(index: number, record: string): void {
    this.slots[index - this.base] = record
  }

  /** Hashes the records that no empty slot holds back any more, in one update. */
  flush(): void {
    let i = this.head
    while (i < this.slots.length && this.slots[i] !== undefined) i++
    if (i > this.head) this.outer.update(this.slots.slice(this.head, i).join(''))
    this.head = i
    if (i === this.slots.length || i >= 1024) {
      this.slots.splice(0, i)
      this.base += i
      this.head = 0
    }
  }

  digest(): string {
    this.flush()
    return this.outer.digest('hex')
  }
}

/** Hashes file contents into their reserved slots: on this thread for few files, else on workers. */
export class ContentHasher {
  readonly records = new OrderedRecords()
  private readonly failures: Array<{ index: number; error: Error }> = []
  private readonly cores = cpus().length || 2
  private pool: BufferPool | undefined
  private workers: HashWorkers | undefined
  private batchBuffer: Buffer | undefined
  private readonly batches: Array<Promise<void>> = []
  private batch: Array<{ p: string; index: number }> = []

  constructor(
    private readonly paths: TreePaths,
    private readonly opts: HashingOptions
  ) {}

  /** true once a content could not be hashed: the walk may stop. */
  get failed(): boolean {
    return this.failures.length > 0
  }

  /** Reserves the record of `p`'s content; it is hashed in a batch or at the end. */
  async add(p: string): Promise<void> {
    this.batch.push({ p, index: this.records.reserve() })
    if (this.batch.length >= BATCH_FILES) await this.sendBatch()
  }

  /**
   * After the walk (walkError set when it failed): hashes what is left, waits for every job and
   * stops the threads; throws the first failure in walk order, else the walk's error.
   */
  async finish(walkError: unknown): Promise<string> {
    try {
      if (!walkError && this.workers && this.batch.length > 0) await this.sendBatch()
      if (!walkError) for (const { p, index } of this.batch) await this.hashHere(p, index)
      this.batch = []
      // The walk is over: rather than wait, take back the batches the workers have not begun.
      for (let b = this.workers?.steal(); b && !walkError; b = this.workers?.steal()) {
        b.resolve(this.hashBatchHere(b.paths))
        await new Promise(setImmediate)
      }
      await Promise.all(this.batches)
      await this.pool?.drained()
    } catch (err) {
      walkError ??= err // a worker thread failed: its error, unless the walk failed first
    } finally {
      // Not awaited: the threads stop while the result is printed (docs/performance.md).
      this.workers?.close().catch(() => undefined)
    }
    if (this.failures.length > 0) {
      this.failures.sort((a, b) => a.index - b.index)
      throw this.failures[0].error
    }
    if (walkError) throw walkError
    return this.records.digest()
  }

  private fail(index: number, p: string, err: unknown): void {
    this.failures.push({ index, error: new FileError(this.paths.show(p), fsReason(err)) })
  }

  /**
   * Many files: a batch of BATCH_FILES goes to a worker thread (hash-workers.ts), or, when
   * every thread has enough to do, is hashed here with the same blocking loop.
   */
  private async sendBatch(): Promise<void> {
    const items = this.batch
    this.batch = []
    this.workers ??= new HashWorkers(this.opts.threads ?? Math.min(4, this.cores - 1))
    const paths = items.map((i) => this.paths.resolve(i.p))
    const record = (out: HashResult[]) => {
      out.forEach((r, k) => {
        if (typeof r === 'string') this.records.fill(items[k].index, r)
        else this.fail(items[k].index, items[k].p, Object.assign(new Error(r.message), r))
      })
      this.records.flush()
    }
    const sent = this.workers.trySubmit(paths)
    if (sent) return void this.batches.push(sent.then(record))
    record(this.hashBatchHere(paths))
    // Let the threads' answers in, so they get their next batches (a flat folder never waits
    // for a listing that would).
    await new Promise(setImmediate)
  }

  private hashBatchHere(paths: string[]): HashResult[] {
    return hashBatch(paths, (this.batchBuffer ??= alignedBuffer(THREAD_BUFFER)), fs, crypto)
  }

  /** Few files: hashed here (small ones digested on the thread pool), no thread to start. */
  private async hashHere(p: string, index: number): Promise<void> {
    const concurrency = this.opts.concurrency ?? Math.min(16, Math.max(4, 2 * this.cores))
    this.pool ??= new BufferPool(concurrency)
    const pool = this.pool
    const bufs = await pool.take()
    const path = this.paths.fsPath(p)
    let job: Promise<string>
    try {
      const n = readSmallFileSync(path, bufs[0])
      job = n >= 0 ? digestOffThread(bufs[0].subarray(0, n)) : hashFileContent(path, bufs)
    } catch (err) {
      job = Promise.reject(err)
    }
    job.then(
      (hex) => {
        this.records.fill(index, hex)
        this.records.flush()
      },
      (err) => this.fail(index, p, err)
    )
    // The pool is only drained after the walk: give back once settled.
    job.catch(() => undefined).finally(() => pool.give(bufs))
  }
}
