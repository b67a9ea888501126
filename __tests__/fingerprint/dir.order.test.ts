/**
 * Directory order does not depend on the platform's listing order. On Linux and macOS,
 * fs.readdir comes back sorted by bytes (libuv sorts scandir results), so no test on a real
 * listing here can tell whether dir.ts sorts; on Windows runners it comes back in NTFS order.
 * This file gives src/fingerprint the real node:fs with one change — every listing, by
 * readdir or readdirSync, reversed — and expects every dir vector unchanged: the code must
 * sort names by their bytes itself, as Go's os.ReadDir does (docs/compatibility.md §1.2).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import * as realFs from 'node:fs'
import path from 'node:path'
import { buildVectorTrees, vectors } from '../helpers/fingerprint-trees.js'

const reversedSync = (...args: Parameters<typeof realFs.readdirSync>) =>
  (realFs.readdirSync(...args) as unknown[]).slice().reverse()
const reversed = async (...args: Parameters<typeof realFs.promises.readdir>) =>
  ((await realFs.promises.readdir(...args)) as unknown[]).slice().reverse()
const promises = { ...realFs.promises, readdir: reversed }
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  default: { ...realFs, readdirSync: reversedSync, promises },
  readdirSync: reversedSync,
  promises
}))
jest.unstable_mockModule('node:fs/promises', () => ({ ...promises, default: promises }))
const { dirSha256 } = await import('../../src/fingerprint/dir.js')
const { readdirSync } = await import('node:fs')

let W = ''
beforeAll(() => {
  W = buildVectorTrees()
})
afterAll(() => realFs.rmSync(W, { recursive: true, force: true }))

describe('dir vectors with every directory listed in reverse', () => {
  it('the listing really is reversed here', async () => {
    const { readdir } = await import('node:fs/promises')
    for (const names of [
      await readdir(path.join(W, 'cases')),
      readdirSync(path.join(W, 'cases'))
    ]) {
      expect(names.length).toBeGreaterThan(1)
      expect(names).toEqual([...names].sort().reverse())
    }
  })

  it.each(vectors.dir_vectors.map((v) => [v.id, v] as const))('%s', async (_id, v) => {
    const got = await dirSha256(v.dir_path, v.excludes, { cwd: path.join(W, v.cwd ?? '') })
    expect(got).toBe(v.expected)
  })
})
