/**
 * SHA-256 of many files on worker threads, in batches: a batch of paths goes to a worker as one
 * message, the worker reads and hashes each file with blocking calls (hash-batch.ts) and
 * answers with one message, so per-file overhead is a few system calls. The calling thread
 * hashes too: a batch whenever every worker has PER_WORKER in hand, and after the walk the
 * batches no worker has begun (steal()). A worker runs hashBatch's own source text, given as a
 * string (eval): a worker started from a file would need that file shipped beside the bundle.
 */
import { Worker } from 'node:worker_threads'
import { alignedSharedMemory } from '../fs/aligned-buffer.js'
import { hashBatch, type HashResult } from './hash-batch.js'

/** Read buffer per hashing thread: a whole small file, and the bytes still in the core's cache
 * when they are hashed (a 1 MiB buffer made a 20,000-file tree 25 % slower; docs/performance.md). */
export const THREAD_BUFFER = 256 * 1024

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const crypto = require('node:crypto')
const hashBatch = ${hashBatch.toString()}
const buf = Buffer.from(workerData.memory)
const claims = new Int32Array(workerData.claims)
parentPort.on('message', ({ id, paths, claim }) => {
  // A batch the sending thread took back (steal()) is answered empty.
  if (Atomics.compareExchange(claims, claim, 0, 1) !== 0) return parentPort.postMessage({ id })
  parentPort.postMessage({ id, out: hashBatch(paths, buf, fs, crypto) })
})
`

/**
 * Claim flags of the batches in flight, one Int32 each at `id % CLAIM_SLOTS`: 0 while queued,
 * 1 once a worker or this thread took it. More slots than batches can ever be in flight.
 */
const CLAIM_SLOTS = 64

interface Slot {
  worker: Worker
  busy: number
}

interface Pending {
  paths: string[]
  resolve: (r: HashResult[]) => void
  reject: (e: Error) => void
  slot: Slot
}

/**
 * Batches in flight per worker: one being hashed and the rest queued, so a worker never waits
 * while this thread hashes a batch of its own; what is still queued when the walk ends, this
 * thread takes back (steal()). 8 measured a little better than 4, 2 and 16: docs/performance.md.
 */
const PER_WORKER = 8

export class HashWorkers {
  private readonly slots: Slot[] = []
  private readonly pending = new Map<number, Pending>()
  private readonly claims = new Int32Array(new SharedArrayBuffer(CLAIM_SLOTS * 4))
  private nextId = 0
  private failed: Error | undefined

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const memory = alignedSharedMemory(THREAD_BUFFER)
      const workerData = { memory, claims: this.claims.buffer }
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData })
      const slot: Slot = { worker, busy: 0 }
      worker.on('message', ({ id, out }: { id: number; out?: HashResult[] }) => {
        const p = this.pending.get(id)
        if (!p || !out) return // taken back by steal()
        this.pending.delete(id)
        slot.busy--
        p.resolve(out)
      })
      worker.on('error', (err) => this.fail(err))
      // An exit with batches still out (killed, out of memory) must not leave them hanging.
      worker.on('exit', (code) => {
        if (slot.busy > 0) this.fail(new Error(`a hashing thread exited (code ${code})`))
      })
      this.slots.push(slot)
    }
  }

  private fail(err: Error): void {
    this.failed ??= err
    for (const p of this.pending.values()) p.reject(err)
    this.pending.clear()
  }

  /**
   * Sends the batch to the least busy worker and returns the promise of its results, in the
   * order of `paths` (byte strings: latin1, one char per byte); undefined when every worker
   * has PER_WORKER batches already (the caller hashes it itself). Throws once a thread failed.
   */
  trySubmit(paths: string[]): Promise<HashResult[]> | undefined {
    if (this.failed) throw this.failed
    let best: Slot | undefined
    for (const s of this.slots) if (!best || s.busy < best.busy) best = s
    if (!best || best.busy >= PER_WORKER) return undefined
    const slot = best
    const id = this.nextId++
    const claim = id % CLAIM_SLOTS
    slot.busy++
    const results = new Promise<HashResult[]>((resolve, reject) =>
      this.pending.set(id, { paths, resolve, reject, slot })
    )
    Atomics.store(this.claims, claim, 0)
    slot.worker.postMessage({ id, paths, claim })
    return results
  }

  /**
   * Takes back the newest batch that no worker has started, for this thread to hash when it has
   * nothing else to do (after the walk: no batch is sent any more, so no claim slot is reused
   * while a taken-back batch still waits in a worker's queue). Its `resolve` gives the results.
   */
  steal(): { paths: string[]; resolve: (r: HashResult[]) => void } | undefined {
    const ids = [...this.pending.keys()]
    for (let k = ids.length - 1; k >= 0; k--) {
      const p = this.pending.get(ids[k]) as Pending
      if (Atomics.compareExchange(this.claims, ids[k] % CLAIM_SLOTS, 0, 1) !== 0) continue
      this.pending.delete(ids[k])
      p.slot.busy--
      return p
    }
    return undefined
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
  }
}
