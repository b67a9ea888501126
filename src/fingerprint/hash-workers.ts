/**
 * SHA-256 of many files on worker threads, in batches: a batch of paths goes to a worker as one
 * message, the worker reads and hashes each file with blocking calls and answers with one
 * message. Per-file overhead is then a few system calls, and every core hashes. The worker's
 * code is the string below (eval), so the bundle stays one file (dist/index.js).
 */
import { Worker } from 'node:worker_threads'

/** A hex digest, or the fs error (code and message) that stopped the file. */
export type HashResult = string | { code?: string; message: string }

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const fs = require('node:fs')
const { createHash, hash: oneShot } = require('node:crypto')
const FLAGS = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK
// 256 KiB, not 1 MiB: the bytes are still in the core's cache when they are hashed (a 1 MiB
// buffer made a 20,000-file tree 25 % slower; docs/performance.md).
const buf = Buffer.allocUnsafe(${256 * 1024})
parentPort.on('message', ({ id, paths }) => {
  const out = []
  for (const p of paths) {
    let fd = -1
    try {
      fd = fs.openSync(Buffer.from(p, 'latin1'), FLAGS)
      // Fill the buffer until the end of the file: most files fit, and take a one-shot digest
      // (crypto.hash, Node 20.12+) instead of a Hash object.
      let n = 0
      for (let r = 1; r > 0 && n < buf.length; n += r) r = fs.readSync(fd, buf, n, buf.length - n, null)
      if (n < buf.length && oneShot) {
        out.push(oneShot('sha256', buf.subarray(0, n), 'hex'))
        continue
      }
      const hash = createHash('sha256')
      while (n > 0) {
        hash.update(n === buf.length ? buf : buf.subarray(0, n))
        n = fs.readSync(fd, buf, 0, buf.length, null)
      }
      out.push(hash.digest('hex'))
    } catch (err) {
      out.push({ code: err.code, message: String(err.message) })
    } finally {
      if (fd >= 0) try { fs.closeSync(fd) } catch {}
    }
  }
  parentPort.postMessage({ id, out })
})
`

interface Slot {
  worker: Worker
  busy: number
}

/** Batches in flight per worker: one being hashed, one queued, so a worker never waits. */
const PER_WORKER = 2

export class HashWorkers {
  private readonly slots: Slot[] = []
  private readonly pending = new Map<
    number,
    { resolve: (r: HashResult[]) => void; reject: (e: Error) => void; slot: Slot }
  >()
  private readonly waiters: Array<() => void> = []
  private nextId = 0
  private failed: Error | undefined

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true })
      const slot: Slot = { worker, busy: 0 }
      worker.on('message', ({ id, out }: { id: number; out: HashResult[] }) => {
        const p = this.pending.get(id)
        if (!p) return
        this.pending.delete(id)
        slot.busy--
        this.waiters.shift()?.()
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
    for (const w of this.waiters.splice(0)) w()
  }

  /**
   * Waits until a worker can take a batch, sends it, and returns (wrapped, so that awaiting
   * this call waits only for the room) the promise of the results, in the order of `paths`
   * (byte strings: latin1, one char per byte).
   */
  async submit(paths: string[]): Promise<{ results: Promise<HashResult[]> }> {
    for (;;) {
      if (this.failed) throw this.failed
      let best: Slot | undefined
      for (const s of this.slots) if (!best || s.busy < best.busy) best = s
      if (best && best.busy < PER_WORKER) {
        const slot = best
        const id = this.nextId++
        slot.busy++
        const results = new Promise<HashResult[]>((resolve, reject) =>
          this.pending.set(id, { resolve, reject, slot })
        )
        slot.worker.postMessage({ id, paths })
        return { results }
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()))
  }
}
