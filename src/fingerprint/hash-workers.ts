/**
 * SHA-256 of many files on worker threads, in batches: a batch of paths goes to a worker as one
 * message, the worker reads and hashes each file with blocking calls (hash-batch.ts) and
 * answers with one message. Per-file overhead is then a few system calls. The worker's code is
 * the string below (eval), so the bundle stays one file (dist/index.js).
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
parentPort.on('message', ({ id, paths }) => {
  parentPort.postMessage({ id, out: hashBatch(paths, buf, fs, crypto) })
})
`

interface Slot {
  worker: Worker
  busy: number
}

/**
 * Batches in flight per worker: one being hashed and three queued, so a worker never waits
 * while this thread hashes a batch of its own (measured against 2: docs/performance.md).
 */
const PER_WORKER = 4

export class HashWorkers {
  private readonly slots: Slot[] = []
  private readonly pending = new Map<
    number,
    { resolve: (r: HashResult[]) => void; reject: (e: Error) => void; slot: Slot }
  >()
  private nextId = 0
  private failed: Error | undefined

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const memory = alignedSharedMemory(THREAD_BUFFER)
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { memory } })
      const slot: Slot = { worker, busy: 0 }
      worker.on('message', ({ id, out }: { id: number; out: HashResult[] }) => {
        const p = this.pending.get(id)
        if (!p) return
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
    slot.busy++
    const results = new Promise<HashResult[]>((resolve, reject) =>
      this.pending.set(id, { resolve, reject, slot })
    )
    slot.worker.postMessage({ id, paths })
    return results
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
  }
}
