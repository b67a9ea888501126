/**
 * src/fingerprint/hash-workers.ts: batches sent to a worker thread, and batches taken back
 * (steal) before the worker begins them, which the worker must then skip. Real threads, real
 * files in a temp folder, removed after.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import * as crypto from 'node:crypto'
import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hashBatch, type HashResult } from '../../src/fingerprint/hash-batch.js'
import { HashWorkers } from '../../src/fingerprint/hash-workers.js'

let dir = ''
const batches: string[][] = []
const sha = (s: string) => createHash('sha256').update(s).digest('hex')

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hash-workers-'))
  for (let b = 0; b < 4; b++) {
    batches.push([])
    for (let i = 0; i < 3; i++) {
      const p = path.join(dir, `b${b}-f${i}`)
      writeFileSync(p, `batch ${b} file ${i}`)
      batches[b].push(p)
    }
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const want = (b: number) => batches[b].map((_, i) => sha(`batch ${b} file ${i}`))

describe('HashWorkers', () => {
  it('takes back the newest batches the worker has not begun; the worker skips them', async () => {
    const workers = new HashWorkers(1)
    try {
      // Sent while the thread is still starting (none is begun yet), until it is full.
      const sent: Array<{ b: number; results: Promise<HashResult[]> }> = []
      for (let b = 0; ; b = (b + 1) % batches.length) {
        const results = workers.trySubmit(batches[b])
        if (!results) break
        sent.push({ b, results })
      }
      expect(sent.length).toBeGreaterThanOrEqual(3)

      const stolen = [workers.steal(), workers.steal()]
      const newest = sent.slice(-2).reverse()
      expect(stolen.map((s) => s?.paths)).toEqual(newest.map((n) => batches[n.b]))
      const buf = Buffer.alloc(64 * 1024)
      for (const s of stolen) s?.resolve(hashBatch(s.paths, buf, fs, crypto))

      const got = await Promise.all(sent.map((s) => s.results))
      expect(got).toEqual(sent.map((s) => want(s.b)))
      // Room again: the stolen ones no longer count.
      expect(await workers.trySubmit(batches[1])).toEqual(want(1))
      expect(workers.steal()).toBeUndefined()
    } finally {
      await workers.close()
    }
  })

  it('with no thread, takes nothing and steals nothing', async () => {
    const workers = new HashWorkers(0)
    expect(workers.trySubmit(batches[0])).toBeUndefined()
    expect(workers.steal()).toBeUndefined()
    await workers.close()
  })
})
