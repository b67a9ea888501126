/**
 * Every vector of fixtures/fingerprint-vectors.json (copied from the shared fingerprint
 * vectors): trees built in a temp working folder W at W/cases/<tree>, dir vectors run with W
 * (or W/<cwd>) as the current directory, file vectors on W/<path>.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { dirSha256 } from '../../src/fingerprint/dir.js'
import { fileSha256 } from '../../src/fingerprint/file-digest.js'
import { buildVectorTrees, vectors } from '../helpers/fingerprint-trees.js'

let W = ''

beforeAll(() => {
  W = buildVectorTrees()
})

afterAll(() => rmSync(W, { recursive: true, force: true }))

describe('dir vectors', () => {
  it.each(vectors.dir_vectors.map((v) => [v.id, v] as const))('%s', async (_id, v) => {
    const got = await dirSha256(v.dir_path, v.excludes, { cwd: path.join(W, v.cwd ?? '') })
    expect(got).toBe(v.expected)
    if (v.trace) {
      const records = v.trace.map((t) => t[2]).join('')
      expect(createHash('sha256').update(records).digest('hex')).toBe(v.expected)
    }
  })

  it('gives the same digest for every other spelling of the directory (not `.`)', async () => {
    for (const v of vectors.dir_vectors.filter((x) => !x.cwd)) {
      const abs = path.join(W, v.dir_path)
      for (const spelling of [abs, `${abs}/`, `./${v.dir_path}`]) {
        expect(await dirSha256(spelling, v.excludes, { cwd: W })).toBe(v.expected)
      }
    }
  })

  it('reproduces the `.` quirk with the real process cwd', async () => {
    const v = vectors.dir_vectors.find((x) => x.cwd)
    if (!v?.cwd) throw new Error('the `.` vector is missing')
    // No cwd option: dirSha256 resolves `.` against process.cwd(), as the action does.
    const saved = process.cwd()
    process.chdir(path.join(W, v.cwd))
    let out: string
    try {
      out = await dirSha256(v.dir_path, v.excludes)
    } finally {
      process.chdir(saved)
    }
    expect(out).toBe(v.expected)
    const ignoreOnly = vectors.dir_vectors.find((x) => x.id === 'excludes_ignorefile_only')
    expect(out).toBe(ignoreOnly?.expected)
  })
})

describe('file vectors', () => {
  it.each(vectors.file_vectors.map((v) => [v.id, v] as const))('%s', async (_id, v) => {
    expect(await fileSha256(path.join(W, v.path))).toBe(v.expected)
  })
})

describe('the 22 digests asserted by the official CLI tests', () => {
  const upstream = [...vectors.dir_vectors, ...vectors.file_vectors].filter(
    (v) => v.upstream_expected
  )

  it('are all present', () => {
    expect(upstream).toHaveLength(22)
  })

  it.each(upstream.map((v) => [v.id, v] as const))('%s', async (_id, v) => {
    const got =
      'dir_path' in v
        ? await dirSha256(v.dir_path, v.excludes, { cwd: path.join(W, v.cwd ?? '') })
        : await fileSha256(path.join(W, v.path))
    expect(got).toBe(v.upstream_expected)
  })
})
