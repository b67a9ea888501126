/**
 * Two calls of one reusable workflow in one run (issue 48, item 2; docs/workflow-shapes.md §2):
 * the job `build` of the called workflow runs once for the calling job `web` and once for
 * `billing`, so both calls have GITHUB_JOB `build` and the step id `records`, and, with the
 * default check name, both make a check run `Compliance` on the commit. What tells them apart
 * is the job as GitHub records it, `web / build` and `billing / build`: the name of the check
 * run GitHub keeps for each job, read by `job.check_run_id`. Under runner conditions (the
 * emulator, the artifact-service stub that is also GitHub's API), both deferring: two outboxes,
 * two check runs, and one replay that sends each write once and brings each check run to its
 * own verdict; a re-run of one call supersedes that call's writes, never the other's.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, errorLines, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { readCheckMark } from '../../src/context/check-mark.js'

const TOKEN = 'reusable-workflow-token-8c2f41'
const GH_TOKEN = 'ghs_reusableWorkflow0123456789abcdef'
const RUN = '4242'
const PASSING = `<testsuite name="billing" tests="2" failures="0" errors="0">
  <testcase classname="billing.Invoice" name="totals"/>
  <testcase classname="billing.Invoice" name="rounds"/>
</testsuite>
`
const FAILING = `<testsuite name="web" tests="2" failures="1" errors="0">
  <testcase classname="web.Cart" name="adds"/>
  <testcase classname="web.Cart" name="discounts"><failure message="expected 90 got 100"/></testcase>
</testsuite>
`

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'web/junit.xml': FAILING, 'billing/junit.xml': PASSING }
})
artifactStubAround((started) => (stub = started))

/** The two calling jobs, each with its project's tests. */
type Call = 'web' | 'billing'

/**
 * The records step of the called workflow's job `build`, for the call `call`, in `attempt`: its
 * job's check run made as GitHub makes it, named `<call> / build`, and its id given as the
 * runner gives `job.check_run_id`.
 */
async function recordsStep(baseUrl: string, call: Call, attempt = '1') {
  const jobCheckRunId = stub.jobCheckRun(`${call} / build`, ws.head)
  const inputs = {
    command: 'attest-junit',
    flow: call,
    junit: `${call}/junit.xml`,
    'attestation-name': 'junit',
    'github-token': GH_TOKEN,
    'job-check-run-id': String(jobCheckRunId),
    'max-retries': '0'
  }
  const env = {
    ...stub.jobEnv(RUN, 'build'),
    GITHUB_ACTION: 'records',
    GITHUB_RUN_ATTEMPT: attempt
  }
  const run = await runWith(ws, baseUrl, TOKEN, inputs, { env })
  expect([run.code, run.stdout.split('\n').filter((l) => l.startsWith('::error::'))]).toEqual([
    0,
    []
  ])
  return run
}

/** The check runs this action made (GitHub's own job check runs aside), as [conclusion, title]. */
const compliance = () => stub.checkRuns.filter((c) => c.name === 'Compliance')

const replay = () =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': RUN, 'github-token': GH_TOKEN },
    { env: stub.jobEnv('5000', 'replay') }
  )

/** The records POSTed to the service, as `flow: path`. */
const posts = () =>
  emulator
    .requests()
    .filter((q) => q.method === 'POST')
    .map((q) => q.path)

describe('two calls of one reusable workflow in one run', () => {
  it('both deferring: two outboxes, two check runs; one replay sends each write once and brings each check run to its own verdict', async () => {
    const down = await deadLoopbackUrl()
    const web = await recordsStep(down, 'web')
    const billing = await recordsStep(down, 'billing')

    // Two outboxes: the second call's name is taken by the first (same run, job, attempt, step).
    expect([web, billing].map((r) => r.outputs['outbox-artifact'])).toEqual([
      `records-outbox-${RUN}-build-1-records`,
      `records-outbox-${RUN}-build-1-records-2`
    ])
    // Two check runs of the one default name, each marked with its own job's key.
    const [webCheck, billingCheck] = compliance()
    expect(compliance().map((c) => c.conclusion)).toEqual(['failure', 'failure'])
    const marks = [webCheck, billingCheck].map((c) => readCheckMark(c.external_id))
    expect(marks.map((m) => [m?.job, m?.step])).toEqual([
      ['build', 'records'],
      ['build', 'records']
    ])
    expect(marks[0]?.jobKey).toMatch(/^[0-9a-f]{16}$/)
    expect(marks[1]?.jobKey).toMatch(/^[0-9a-f]{16}$/)
    expect(marks[0]?.jobKey).not.toBe(marks[1]?.jobKey)

    const replayed = await replay()
    expect(errorLines(replayed)).toEqual([])
    expect(replayed.code).toBe(0)
    // Each write once.
    expect(posts().sort()).toEqual([
      `/api/v2/attestations/acme/billing/trail/${ws.head}/junit`,
      `/api/v2/attestations/acme/web/trail/${ws.head}/junit`
    ])
    // Each check run brought to its own verdict, none added.
    expect(compliance().map((c) => [c.id, c.conclusion, c.title])).toEqual([
      [
        webCheck.id,
        'failure',
        'Tests failed: 1 failed — web.Cart › discounts · replayed from run 4242'
      ],
      [billingCheck.id, 'success', '2 tests: 2 passed · replayed from run 4242']
    ])
    expect(webCheck.summary).toContain('discounts')
    expect(billingCheck.summary).not.toContain('discounts')

    // And a second replay finds both recorded.
    emulator.reset()
    const again = await replay()
    expect([again.code, posts()]).toEqual([0, []])
  }, 120_000)

  it("a re-run of one call supersedes that call's deferred writes, and sends the other's", async () => {
    const down = await deadLoopbackUrl()
    await recordsStep(down, 'web')
    await recordsStep(down, 'billing')
    // "Re-run failed jobs": attempt 2 runs billing's call again, and the service is back.
    await recordsStep(emulator.url, 'billing', '2')
    // GitHub's record of the run holds that attempt (the check run's mark is believed by it).
    stub.runs.set('4242', { attempts: 2 })
    emulator.reset()

    const replayed = await replay()
    expect(errorLines(replayed)).toEqual([])
    expect(posts()).toEqual([`/api/v2/attestations/acme/web/trail/${ws.head}/junit`])
    expect(replayed.stdout).toMatch(
      /not sent: superseded by the check run 'Compliance' of run 4242 \(job build, attempt 2\)/
    )
    // web's check run brought to its verdict; billing's attempt 1 says its write was superseded
    // (no longer asking for a replay), attempt 2's is left as it was.
    expect(compliance().map((c) => [c.conclusion, c.title?.replace(/:.*/, '')])).toEqual([
      ['failure', 'Tests failed'],
      ['neutral', 'Nothing to send'],
      ['success', '2 tests']
    ])
  }, 120_000)

  it('a job check run GitHub does not show (404): the check run is still made, marked without a key', async () => {
    const run = await runWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      {
        command: 'attest-junit',
        flow: 'web',
        junit: 'web/junit.xml',
        'github-token': GH_TOKEN,
        'job-check-run-id': '999999',
        'max-retries': '0'
      },
      { env: { ...stub.jobEnv(RUN, 'build'), GITHUB_ACTION: 'records' } }
    )
    expect(run.code).toBe(0)
    expect(stub.requests).toContain('GET /repos/acme/shop/check-runs/999999')
    expect(run.stdout).not.toMatch(/name could not be read/)
    expect(compliance().map((c) => readCheckMark(c.external_id))).toEqual([
      { run: RUN, job: 'build', attempt: '1', step: 'records' }
    ])
  })
})
