/**
 * A big report's sha256 (the record's `reports`, issue 46) taken on a worker thread while this
 * thread parses it: hashing 50 MB costs about as much as a quarter of the parse, and the runner
 * has a second core. Small reports are hashed as they are scanned (scan-file.ts): a thread's
 * start-up would cost more. The worker runs source text given as a string (eval), so that the
 * bundle needs no file beside it (as src/fingerprint/hash-workers.ts).
 */
import { Worker } from 'node:worker_threads'

/** Reports at least this big are hashed on a worker thread. */
export const DIGEST_THREAD_BYTES = 16 * 1024 * 1024

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const crypto = require('node:crypto')
const fd = fs.openSync(Buffer.from(workerData.path), 'r')
const buf = Buffer.allocUnsafe(1024 * 1024)
const hash = crypto.createHash('sha256')
try {
  for (;;) {
    const n = fs.readSync(fd, buf, 0, buf.length, null)
    if (n === 0) break
    hash.update(buf.subarray(0, n))
  }
} finally {
  fs.closeSync(fd)
}
parentPort.postMessage(hash.digest('hex'))
`

/** The sha256 (hex) of the file at `path` (a byte-string path's bytes), read on a worker. */
export function digestOnThread(path: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { path } })
    worker.once('message', (hex: string) => {
      resolve(hex)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the hashing thread ended (${code})`)))
  })
}
