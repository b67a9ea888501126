/**
 * Quiet libraries (issue 32.6), under runner conditions: every line another library prints
 * during the step — the artifact client saving an outbox or a receipt; GitHub's client making
 * and updating a check run — lands inside the group of what it is doing (a replay's download
 * is the action's own, outbox/artifact.ts, and prints nothing). The step log is read as the runner shows it (stdout and stderr in
 * the order written, helpers/runner-log.ts): outside every group stand only the action's own
 * lines. Each run also checks that the libraries did print, inside a group: otherwise the test
 * could not fail.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import type { InProcessRun } from '../helpers/action.js'
import { artifactStubAround, reportWith, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { linesOutsideGroups, shownLines } from '../helpers/runner-log.js'

const TOKEN = 'library-lines-token-93ad'
const GH_TOKEN = 'ghs_libraryLinesToken0123456789ab'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))
beforeEach(() => {
  // GitHub retiring the Checks API: its client warns on every answer.
  stub.deprecateChecks = true
})

const runner = (run: string, job: string): Record<string, string> => stub.jobEnv(run, job)

/** The action's own plain lines that stand outside a group (the rest are workflow commands). */
const OURS = [/^Verdict: /, /^Why: /, /^Stopped: /, /^\d+ writes? deferred to the outbox /]

/** Plain lines outside every group that are not the action's. */
function strangers(r: InProcessRun): string[] {
  return linesOutsideGroups(r.log)
    .filter((l) => l.command === undefined && !OURS.some((ours) => ours.test(l.line)))
    .map((l) => l.line)
}

/** The lines shown inside a group that match `what` (a library's words). */
const inGroups = (r: InProcessRun, what: RegExp): string[] =>
  shownLines(r.log)
    .filter((l) => l.inGroup && what.test(l.line))
    .map((l) => l.line)

/** A run of `report` with the service down: the outbox is saved, the check run made. */
const downRun = async (): Promise<InProcessRun> =>
  reportWith(
    ws,
    await deadLoopbackUrl(),
    TOKEN,
    { junit: 'test-results/*.xml', 'max-retries': '0', 'github-token': GH_TOKEN },
    { env: runner('4242', 'build') }
  )

const replay = (run: string): Promise<InProcessRun> =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
    { env: runner(run, 'replay') }
  )

describe('what libraries print stays inside the group of what they do', () => {
  it('the service down: saving the outbox and making the check run', async () => {
    const r = await downRun()
    expect(r.outputs['outbox-artifact']).toBe('records-outbox-4242-build-1-__acme_records-action')
    expect(stub.checkRuns).toHaveLength(1)
    expect(strangers(r)).toEqual([])
    expect(inGroups(r, /^Uploaded bytes \d+$/)).toHaveLength(1)
    expect(inGroups(r, /\[@octokit\/request\] "POST .*check-runs" is deprecated/)).toHaveLength(1)
  })

  it('a replay by run-id: downloading the outbox, saving the receipt, updating the check run', async () => {
    await downRun()
    const r = await replay('5000')
    expect(r.code).toBe(0)
    expect(r.outputs.recorded).toBe('true')
    expect(strangers(r)).toEqual([])
    // The download is the action's own (outbox/artifact.ts, counted): no library prints it.
    expect(inGroups(r, /^Downloading artifact /)).toEqual([])
    expect(inGroups(r, /^Uploaded bytes \d+$/)).toHaveLength(1)
    expect(
      inGroups(r, /\[@octokit\/request\] "PATCH .*check-runs\/\d+" is deprecated/)
    ).toHaveLength(1)
  })

  it('a replay whose token may not read the run: the refusal, and no library line', async () => {
    await downRun()
    stub.refuseRest = 403
    const r = await replay('5001')
    expect(r.code).toBe(1)
    expect(strangers(r)).toEqual([])
    expect(r.log).toMatch(/Resource not accessible by integration/)
  })
})
