/**
 * Every shared fingerprint vector through the action's run() (in process) (`command: fingerprint`), as a
 * runner would run it: no token, no network, the fingerprints in the outputs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { runInProcess } from '../helpers/action.js'
import { buildVectorTrees, vectors, type DirVector } from '../helpers/fingerprint-trees.js'

let W = ''
beforeAll(() => {
  W = buildVectorTrees()
})
afterAll(() => rmSync(W, { recursive: true, force: true }))

interface Fingerprint {
  name: string
  path: string
  type: string
  fingerprint: string
}

async function fingerprint(workspace: string, inputs: Record<string, string>) {
  const run = await runInProcess({ workspace, inputs: { command: 'fingerprint', ...inputs } })
  expect(run.stdout).not.toMatch(/::error::/)
  expect(run.code).toBe(0)
  return JSON.parse(run.outputs.fingerprints) as Fingerprint[]
}

/**
 * Dir vectors grouped so that one run serves many: same excludes and cwd, and each directory
 * at most once per run (a repeated path is reported once).
 */
function batches(list: DirVector[]): DirVector[][] {
  const out: DirVector[][] = []
  for (const v of list) {
    const key = JSON.stringify([v.excludes, v.cwd ?? ''])
    const batch = out.find(
      (b) =>
        JSON.stringify([b[0].excludes, b[0].cwd ?? '']) === key &&
        !b.some((x) => x.dir_path === v.dir_path)
    )
    if (batch) batch.push(v)
    else out.push([v])
  }
  return out
}

describe('command: fingerprint through run()', () => {
  it.each(batches(vectors.dir_vectors).map((b) => [b.map((v) => v.id).join(', '), b] as const))(
    'dir vectors %s',
    async (_ids, batch) => {
      const got = await fingerprint(path.join(W, batch[0].cwd ?? ''), {
        'artifact-type': 'dir',
        artifacts: batch.map((v) => v.dir_path).join('\n'),
        exclude: batch[0].excludes.join('\n')
      })
      expect(got.map((g) => g.fingerprint)).toEqual(batch.map((v) => v.expected))
      for (const v of batch.filter((x) => x.upstream_expected)) {
        expect(got[batch.indexOf(v)].fingerprint).toBe(v.upstream_expected)
      }
    }
  )

  it('file vectors', async () => {
    const got = await fingerprint(W, {
      'artifact-type': 'file',
      artifacts: vectors.file_vectors.map((v) => v.path).join('\n')
    })
    expect(got.map((g) => g.fingerprint)).toEqual(vectors.file_vectors.map((v) => v.expected))
  })

  it('sets `fingerprint` when there is exactly one artifact, and writes a summary table', async () => {
    const v = vectors.file_vectors[0]
    const run = await runInProcess({
      workspace: W,
      inputs: { command: 'fingerprint', artifacts: v.path }
    })
    expect(run.code).toBe(0)
    expect(run.outputs.fingerprint).toBe(v.expected)
    expect(run.summary).toContain(v.expected.slice(0, 12))
  })
})
