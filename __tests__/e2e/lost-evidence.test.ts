/**
 * Lost evidence is never silent (issue 45 item 5; docs/bad-day.md, "Lost evidence"). Under
 * runner conditions — the emulator, and the artifact-service stub speaking the real
 * @actions/artifact protocol and listing an artifact as GitHub lists one whose retention passed
 * (`expired: true`, `expires_at`; its zip answers 410) — a replay of a run whose outbox expired
 * fails, naming the outbox, the run and when it expired, and still sends what the run's other
 * outboxes hold.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  errorOf,
  outageReport,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'lost-evidence-token-7c1e2a'
const GH_TOKEN = 'ghs_lostEvidence0123456789abcdef'
const EXPIRED_AT = '2026-08-01T10:00:00Z'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

/** Run `run`'s job `job` reports while the service is down: its writes go to its outbox. */
const outage = (run: string, job: string) =>
  outageReport(ws, TOKEN, { junit: 'test-results/*.xml' }, { env: stub.jobEnv(run, job) })

const replayOf = (runId: string): Promise<ActionRun> =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': runId, 'github-token': GH_TOKEN },
    { env: stub.jobEnv('5000', 'replay') }
  )

/** Lists the outbox of `job` in run `run` as GitHub lists an expired artifact; its name. */
function expire(run: string, job: string): string {
  const outbox = stub.artifacts.find((a) => a.name.startsWith(`records-outbox-${run}-${job}-`))
  if (!outbox) throw new Error(`no outbox of ${job} in run ${run}`)
  Object.assign(outbox, { expired: true, expiresAt: EXPIRED_AT })
  return outbox.name
}

describe('a replay of a run whose outbox expired', () => {
  it('fails naming the expired outbox, its run and when it expired; sends nothing', async () => {
    await outage('4242', 'build')
    const name = expire('4242', 'build')
    const r = await replayOf('4242')
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toContain(
      `Lost evidence: an outbox of run 4242 expired before any replay sent it: ${name} (made `
    )
    expect(error).toContain('expired 2026-08-01 10:00 UTC)')
    expect(error).toContain('cannot be replayed')
    expect(r.stdout).not.toContain('Nothing to replay')
    expect(emulator.requests()).toEqual([])
    // Never downloaded: GitHub answers 410 for an expired artifact's zip.
    expect(stub.requests.some((q) => q.includes(`/artifacts/`) && q.endsWith('/zip'))).toBe(false)
  })

  it("still sends the run's other outboxes, and fails naming the one that expired", async () => {
    await outage('4343', 'build')
    await outage('4343', 'e2e')
    const name = expire('4343', 'build')
    const r = await replayOf('4343')
    expect(r.code).toBe(1)
    expect(errorOf(r)).toContain(`expired before any replay sent it: ${name}`)
    // The e2e job's artifact report and attestation were recorded.
    expect(emulator.state().artifacts).toHaveLength(1)
    expect(emulator.state().attestations).toHaveLength(1)
  })

  it('a run with no outbox at all is nothing to replay, saying it may have been deleted', async () => {
    const r = await replayOf('4444')
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(
      '::notice::Run 4444 has no outbox (GitHub lists no records-outbox- artifact of it: nothing was deferred, or it was deleted). Nothing to replay.'
    )
  })
})
