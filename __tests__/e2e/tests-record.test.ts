/**
 * The failing tests in the attestation itself (issue 46 items 1, 3, 4), whole runs against the
 * emulator: the user's user-data keys beside the action's, the `failed-tests` output, a clash
 * refused before anything is sent, and a replay that names each origin's failing tests from the
 * stored attestation's user_data, with no report attached to read them from.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, errorLines, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'tests-record-token-7c41d2'
const GH_TOKEN = 'ghs_testsRecord0123456789abcdef'
const FAILING = `<testsuite name="unit" tests="4" failures="1" errors="1">
  <testcase classname="cart.Total" name="adds"/>
  <testcase classname="cart.Total" name="rounds" file="src/cart.ts" line="17"><failure message="expected 3 got 2&#10;second line">at cart.Total</failure></testcase>
  <testcase name="boots"><error message="no database" type="IOError"/></testcase>
  <testcase classname="cart.Total" name="sums"/>
</testsuite>
`

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'failing/junit.xml': FAILING }
})
artifactStubAround((started) => (stub = started))

const attestInputs = {
  command: 'attest-junit',
  flow: 'shop',
  junit: 'failing/junit.xml',
  'attestation-name': 'unit-tests',
  'github-token': GH_TOKEN,
  'max-retries': '0',
  'fail-on-non-compliant': 'false'
}

/** A job of run 4100 on the stubbed runner (GitHub's API and the artifact service on loopback). */
const job = (): { env: Record<string, string> } => ({ env: stub.jobEnv('4100', 'unit') })

function sentUserData(): Record<string, unknown> {
  const junit = emulator.requests().find((q) => q.path.endsWith('/junit'))
  const data = junit?.parts?.data_json as { user_data: Record<string, unknown> }
  return data.user_data
}

describe('the failing tests in the attestation', () => {
  it("sends the record beside the user's own keys, and sets failed-tests", async () => {
    await writeFile(path.join(ws.dir, 'ud.json'), '{"team":"cart","ticket":{"id":42}}')
    const r = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { ...attestInputs, 'user-data': 'ud.json' },
      job()
    )
    expect(r.code).toBe(0)
    const userData = sentUserData()
    expect(Object.keys(userData)).toEqual(['team', 'ticket', 'records_action_tests'])
    expect(userData.ticket).toEqual({ id: 42 })
    const record = userData.records_action_tests as Record<string, unknown>
    expect(record.counts).toEqual({
      total: 4,
      passed: 2,
      failed: 1,
      errors: 1,
      skipped: 0,
      flaky: 0
    })
    expect(record.failures).toEqual([
      {
        id: 'cart.Total#rounds',
        kind: 'failure',
        file: expect.any(String),
        line: expect.any(Number),
        message: 'expected 3 got 2'
      },
      {
        id: 'unit#boots',
        kind: 'error',
        file: 'failing/junit.xml',
        line: 4,
        message: 'no database'
      }
    ])
    expect(JSON.parse(r.outputs['failed-tests'])).toEqual(['cart.Total#rounds', 'unit#boots'])
  })

  it('refuses a user-data file that holds the action’s key, before anything is sent', async () => {
    await writeFile(path.join(ws.dir, 'clash.json'), '{"records_action_tests":1}')
    const r = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { ...attestInputs, 'user-data': 'clash.json' },
      job()
    )
    expect(r.code).toBe(1)
    expect(r.stdout).toContain("Input 'user-data' has a key records_action_tests")
    expect(emulator.requests().filter((q) => q.method === 'POST')).toEqual([])
  })

  it('sends a user-data that is not an object as it is, and says so', async () => {
    await writeFile(path.join(ws.dir, 'list.json'), '["a","b"]')
    const r = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { ...attestInputs, 'user-data': 'list.json' },
      job()
    )
    expect(sentUserData()).toEqual(['a', 'b'])
    expect(r.stdout).toContain('The user-data file holds an array, not a JSON object')
  })
})

describe('a replay names the failing tests from the stored attestation', () => {
  it('with no report attached, the replay summary still names them', async () => {
    const down = await deadLoopbackUrl()
    const env = { ...stub.jobEnv('4242', 'build'), GITHUB_RUN_ATTEMPT: '1' }
    const inputs = { ...attestInputs, 'attach-results': 'false', 'check-name': 'Build' }
    const build = await runWith(ws, down, TOKEN, inputs, { env })
    expect(errorLines(build)).toEqual([])

    const replay = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
      { env: { ...stub.jobEnv('5000', 'replay'), GITHUB_RUN_ATTEMPT: '1' } }
    )
    expect(errorLines(replay)).toEqual([])
    const junit = emulator.requests().find((q) => q.path.endsWith('/junit'))
    expect(junit?.parts?.attachment_file).toBeUndefined()
    expect(replay.summary).toContain('cart.Total › rounds')
    expect(replay.summary).toContain('expected 3 got 2')
    expect(replay.summary).toContain('boots')
    const [check] = stub.checkRuns
    expect(check.summary).toContain('cart.Total › rounds')
  })
})
