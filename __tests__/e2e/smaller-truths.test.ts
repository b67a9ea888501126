/**
 * The smaller truths of issue 32.7, under runner conditions: a refused token said once, each
 * sentence with its full stop and no state said twice; a release gate on a commit that holds
 * only attestations says that an artifact must be reported to gate on; CTest's nameless suite
 * is not shown as "(empty)" (and is sent as CTest wrote it); the outbox says how long it lives.
 */
import { describe, expect, it } from '@jest/globals'
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  errorOf,
  printedBy,
  reportWith,
  runWith,
  samplePartsAround,
  artifactStubAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'smaller-truths-token-6f20'
const CTEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/junit/tools/ctest.xml'
)

let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))

describe('a refused token', () => {
  it.each([
    ['search', { command: 'search' }],
    ['list-environments', { command: 'list-environments' }],
    ['report', { flow: 'shop', artifacts: 'build/shop.tar.gz' }]
  ])(
    '%s: one error, its cause once, every sentence ended, no state said twice',
    async (_, inputs) => {
      const r = await runWith(ws, emulator.url, 'wrong-token-0000', inputs)
      expect(r.code).toBe(1)
      const error = errorOf(r)
      expect(error.split('401 Unauthorized')).toHaveLength(2)
      expect(error).toMatch(
        /\(the token is wrong, expired or revoked: [^)]+\)\. Nothing more was sent with this token\.( Not recorded: .+\.)?$/
      )
      expect(printedBy(r)).not.toMatch(/(not recorded|not sent): (not recorded|not sent)/i)
    }
  )
})

describe('a release gate', () => {
  it('on a commit with attestations alone: says that an artifact must be reported to gate on', async () => {
    const attested = await runWith(ws, emulator.url, TOKEN, {
      command: 'attest-junit',
      flow: 'shop',
      junit: 'test-results/*.xml',
      'attestation-name': 'junit-ubuntu-latest'
    })
    expect(attested.outputs.recorded).toBe('true')
    const gate = await runWith(ws, emulator.url, TOKEN, {
      command: 'search',
      'fail-on-non-compliant': 'true'
    })
    expect(gate.code).toBe(1)
    const error = errorOf(gate)
    expect(error).toContain(`No artifact matches '${ws.head}'`)
    expect(error).toContain(
      'an artifact must be reported (command report with artifacts) to gate on'
    )
  })
})

describe("CTest's nameless suite", () => {
  it('is shown without a name, and sent as CTest wrote it', async () => {
    await mkdir(path.join(ws.dir, 'out'), { recursive: true })
    await copyFile(CTEST, path.join(ws.dir, 'out/ctest.xml'))
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'attest-junit',
      flow: 'shop',
      junit: 'out/ctest.xml'
    })
    expect(r.outputs.recorded).toBe('true')
    expect(printedBy(r)).not.toContain('(empty)')
    expect(r.stdout).toMatch(/^✗ applies_discount \(out\/ctest\.xml:\d+\): /m)
    const sent = emulator.requests().find((q) => q.path.endsWith('/junit'))
    const data = sent?.parts?.data_json as { junit_results: Array<{ name: string }> }
    expect(data.junit_results.map((s) => s.name)).toEqual(['(empty)'])
  })
})

describe('an outbox', () => {
  let stub: ArtifactStub
  artifactStubAround((started) => (stub = started))

  it('says in the log and the summary how long it is kept', async () => {
    const r = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { 'max-retries': '0' },
      { env: stub.envFor('4242') }
    )
    expect(r.outputs['outbox-artifact']).toBeDefined()
    const kept = "kept 30 days (or the repository's artifact retention, if shorter)"
    expect(r.stdout).toMatch(
      new RegExp(`^1 write deferred to the outbox .*${kept.replace(/[()]/g, '\\$&')}; `, 'm')
    )
    expect(r.summary.replace(/&#39;/g, "'")).toContain(kept)
  })
})
