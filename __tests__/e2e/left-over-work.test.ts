/**
 * One timeout fails one test (helpers/stop-work.ts): an action run its test left going (a jest
 * timeout leaves the test's promise running) ends before the next test starts, so its outbox
 * upload lands before the next test's reset of the shared stubs, not in the next test's stub.
 * The tests of this file run in order: the first ends without waiting for its run.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { artifactStubAround, runWith, samplePartsAround } from '../helpers/e2e.js'

const TOKEN = 'left-over-work-token-5e1b2c'
const RUN = '6200'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

describe('a run its test left going', () => {
  const left = { ended: false, outbox: '' }

  it('is left going by a test that ends (as one that timed out would)', async () => {
    // The service down: the run defers its writes and uploads its outbox.
    await emulator.addFault({ pathRegex: '^/api/', status: 503, retryAfter: 0, count: 10_000 })
    void runWith(
      ws,
      emulator.url,
      TOKEN,
      { flow: 'shop', artifacts: 'build/shop.tar.gz', 'max-retries': '0' },
      { env: stub.jobEnv(RUN, 'build') }
    ).then((run) => {
      left.ended = true
      left.outbox = run.outputs['outbox-artifact'] ?? ''
    })
    expect(left.ended).toBe(false)
  })

  it('has ended, its upload done, before the next test starts and resets the stub', () => {
    expect(left.ended).toBe(true)
    // It did upload an outbox, before this test's reset: the stub holds nothing of it now.
    expect(left.outbox).toMatch(new RegExp(`^records-outbox-${RUN}-`))
    expect(stub.artifacts).toEqual([])
    expect(stub.requests).toEqual([])
  })
})
