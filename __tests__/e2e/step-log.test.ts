/**
 * What the step log says without debug: the phases of `report` in groups, what each query
 * found, and data that can never start a workflow command (a dry run, as fork PRs use, with a
 * file name a contributor controls).
 */
import { describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { SAMPLE_ORG, reportWith, runWith, samplePartsAround } from '../helpers/e2e.js'

const TOKEN = 'step-log-token-6a1c9e'

let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { each: true })

/** The log as a person reads it: no debug or mask lines. */
function log(r: ActionRun): string[] {
  return r.stdout.split('\n').filter((l) => !/^::(debug|add-mask)::/.test(l))
}

/** The lines of a `::group::title` … `::endgroup::` block. */
function group(r: ActionRun, title: RegExp): string[] {
  const lines = log(r)
  const start = lines.findIndex((l) => l.startsWith('::group::') && title.test(l))
  if (start < 0) return []
  const end = lines.indexOf('::endgroup::', start)
  return lines.slice(start + 1, end)
}

describe('the step log of report', () => {
  it('tells each phase: artifacts, tests, attestation, search, verdict', async () => {
    const r = await reportWith(ws, emulator.url, TOKEN, {
      artifacts: 'shop=build/shop.tar.gz',
      junit: 'test-results/*.xml'
    })
    expect(r.code).toBe(0)
    const fingerprint = r.outputs.fingerprint
    expect(group(r, /Artifacts \(1\)/)).toEqual([
      `shop (shop.tar.gz) [file] at build/shop.tar.gz: ${fingerprint} reported`
    ])
    const tests = group(r, /Tests/)
    expect(tests[0]).toBe('3 passed, 1 failed, 1 skipped (5 tests in 2 files)')
    expect(tests.some((l) => l.startsWith('✗ ') && l.includes('expected 90 but got 100'))).toBe(
      true
    )
    expect(tests.at(-1)).toMatch(/^Attestation 'junit' recorded with/)
    const search = group(r, /Search/)
    expect(search[0]).toMatch(
      new RegExp(
        `^Search for ${ws.head}: 1 artifact; this step's artifacts in flow shop: NON_COMPLIANT$`
      )
    )
    expect(search[1]).toBe(`shop.tar.gz ${fingerprint.slice(0, 12)} in flow shop: NON_COMPLIANT`)
    // Outside any group, one line: the verdict and its reason (what was recorded, the counts).
    expect(log(r)).toContain(
      'Verdict: ❌ Not compliant — 2 writes recorded; tests: 3 passed, 1 failed, 1 skipped; service: NON_COMPLIANT'
    )
  })
})

describe('the step log of the queries', () => {
  it('search prints the artifacts with their compliance state', async () => {
    await reportWith(ws, emulator.url, TOKEN, { artifacts: 'build/shop.tar.gz' })
    const r = await runWith(ws, emulator.url, TOKEN, { command: 'search' })
    expect(r.code).toBe(0)
    expect(group(r, /Search/)[0]).toMatch(/: 1 artifact, compliance /)
  })

  it('list-environments prints the count and the names', async () => {
    const seeded = await startEmulator({
      port: 0,
      tokens: [{ token: TOKEN, org: SAMPLE_ORG }],
      seed: {
        environments: [
          { org: SAMPLE_ORG, name: 'prod', type: 'K8S' },
          { org: SAMPLE_ORG, name: 'staging', type: 'ECS' }
        ]
      }
    })
    try {
      const r = await runWith(ws, seeded.url, TOKEN, { command: 'list-environments' })
      expect(r.code).toBe(0)
      expect(log(r)).toContain('2 environments in 1 page: prod, staging')
    } finally {
      await seeded.close()
    }
  })
})

describe('data never starts a workflow command', () => {
  it('in a dry run, a file name with a newline and ::error:: stays data', async () => {
    const hostile = 'a\n::error::pwned\n::set-output name=x::y.txt'
    await writeFile(path.join(ws.dir, hostile), 'x')
    const r = await reportWith(ws, emulator.url, 'DRY_RUN', {
      artifacts: '*.txt',
      'dry-run': 'true'
    })
    expect(r.code).toBe(0)
    expect(emulator.requests()).toEqual([])
    expect(r.stdout).toContain('THIS IS A DRY-RUN')
    // Outside a stop-commands fence, no line may be a command the data put there.
    let fenced: string | undefined
    for (const line of r.stdout.split('\n')) {
      if (fenced !== undefined) {
        if (line === `::${fenced}::`) fenced = undefined
        continue
      }
      const stop = /^::stop-commands::(.+)$/.exec(line)
      if (stop) fenced = stop[1]
      expect(line).not.toMatch(/^\s*::(error|set-output)::?/)
      expect(line).not.toMatch(/^\s*::error::pwned/)
    }
  })
})
