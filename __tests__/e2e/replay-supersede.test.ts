/**
 * Supersession believes only what cannot be forged or confused (issue 45 items 2, 3;
 * docs/bad-day.md, "Never stale"), under runner conditions: the emulator, the artifact-service
 * stub that is also GitHub's API (check runs with their `external_id`, `completed_at`, `app`
 * and `output.text`; GitHub's record of runs, their attempts and their jobs).
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { checkMarkId, readCheckMark } from '../../src/context/check-mark.js'
import {
  artifactStubAround,
  errorMessages,
  runWith,
  samplePartsAround,
  unescapeCommand
} from '../helpers/e2e.js'
import type { ArtifactStub, StoredCheckRun } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'replay-supersede-token-41d9e2'
const GH_TOKEN = 'ghs_replaySupersede0123456789abcdef'
const PASSING = `<testsuite name="unit" tests="2" failures="0" errors="0">
  <testcase classname="app.Core" name="adds"/>
  <testcase classname="app.Core" name="sums"/>
</testsuite>
`
const FAILING = `<testsuite name="unit" tests="2" failures="1" errors="0">
  <testcase classname="app.Core" name="adds"/>
  <testcase classname="app.Core" name="sums"><failure message="expected 3 got 2"/></testcase>
</testsuite>
`
/** Later than any outbox a test writes: a check run completed after it. */
const LATER = '2099-01-01T00:00:00Z'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'passing/junit.xml': PASSING, 'failing/junit.xml': FAILING }
})
artifactStubAround((started) => (stub = started))

interface Step {
  run?: string
  attempt?: string
  dir?: 'passing' | 'failing'
  name?: string
  /** The matrix leg's values (the `matrix` input). */
  matrix?: Record<string, string>
  /** GitHub's name for the job: its check run, whose id the runner gives as job.check_run_id. */
  jobName?: string
  checkRun?: boolean
}

/** The records step of job `build` attesting `dir`'s tests as `name`. */
async function step(baseUrl: string, s: Step = {}) {
  const inputs: Record<string, string> = {
    command: 'attest-junit',
    flow: 'shop',
    junit: `${s.dir ?? 'passing'}/junit.xml`,
    'attestation-name': s.name ?? 'unit-tests',
    'github-token': GH_TOKEN,
    'max-retries': '0',
    'fail-on-non-compliant': 'false',
    ...(s.matrix && { matrix: JSON.stringify(s.matrix) }),
    ...(s.jobName && { 'job-check-run-id': String(stub.jobCheckRun(s.jobName, ws.head)) }),
    ...(s.checkRun === false && { 'check-run': 'false' })
  }
  const env = { ...stub.jobEnv(s.run ?? '4242', 'build'), GITHUB_RUN_ATTEMPT: s.attempt ?? '1' }
  const r = await runWith(ws, baseUrl, TOKEN, inputs, { env })
  // Without a check run, a failing test is a workflow annotation (`::error`): the step succeeds.
  expect(r.code).toBe(0)
  return r
}

const replay = (inputs: Record<string, string> = {}) =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN, ...inputs },
    { env: stub.jobEnv('5000', 'replay') }
  )

const posts = () => emulator.requests().filter((q) => q.method === 'POST')
const compliance = () => stub.checkRuns.filter((c) => c.name.startsWith('Compliance'))
const warnings = (r: { stdout: string }) =>
  unescapeCommand(
    r.stdout
      .split('\n')
      .filter((l) => l.startsWith('::warning'))
      .join('\n')
  )

/** A check run as another maker would plant it: the origin's own, claiming `attempt`. */
function planted(own: StoredCheckRun, change: Partial<StoredCheckRun> & { attempt: string }) {
  const mark = readCheckMark(own.external_id)
  if (!mark) throw new Error('the origin made no marked check run')
  const { attempt, ...rest } = change
  const run: StoredCheckRun = {
    ...own,
    id: 90_000 + stub.checkRuns.length,
    external_id: checkMarkId({ ...mark, attempt }),
    conclusion: 'success',
    completed_at: LATER,
    ...rest
  }
  stub.checkRuns.push(run)
  return run
}

describe('a check run is believed only when it cannot be forged or confused', () => {
  it("another app's check run with a forged mark of attempt 2 supersedes nothing: every write is sent, and why it was not believed is said", async () => {
    await step(await deadLoopbackUrl(), { dir: 'failing' })
    const [own] = compliance()
    // A coverage app with checks: write: no push access, no api-token.
    planted(own, { attempt: '2', app: { id: 777, slug: 'coverage-insights' } })
    stub.runs.set('4242', { attempts: 2 })
    stub.attemptJobs.set('4242/2', [])

    const r = await replay()
    expect(r.code).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(JSON.stringify(posts()[0])).toContain('unit-tests')
    expect(warnings(r)).toContain('because it was made by coverage-insights, not by github-actions')
    // The origin's own check run brought to its verdict (the failing test), not left alone.
    expect(own.title).toMatch(/^Tests failed/)
    expect(r.stdout).not.toMatch(/superseded/)
  })

  it('a mark naming an attempt GitHub has no record of supersedes nothing', async () => {
    await step(await deadLoopbackUrl())
    const [own] = compliance()
    // Made with the job's own token by another workflow of the repository: the right app.
    planted(own, { attempt: '3' })

    const r = await replay()
    expect(r.code).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(warnings(r)).toContain('because GitHub has no record of that run and attempt')
    expect(own.conclusion).toBe('success')
  })

  it("another workflow's check run of the same job id, step and check name supersedes nothing", async () => {
    await step(await deadLoopbackUrl())
    // release.yml on a tag of the same commit: job `build`, a step without `id`, the same
    // attestation, recorded directly.
    stub.runs.set('5100', { attempts: 1, workflowId: 222, path: '.github/workflows/release.yml' })
    await step(emulator.url, { run: '5100', dir: 'failing' })
    emulator.reset()

    const r = await replay()
    expect(r.code).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(warnings(r)).toContain(
      'because it is of another workflow (.github/workflows/release.yml, not .github/workflows/ci.yml)'
    )
  })

  it('a later run of the same workflow that recorded another subject supersedes nothing of this one', async () => {
    await step(await deadLoopbackUrl(), { name: 'unit-tests' })
    stub.runs.set('4300', { attempts: 1 })
    await step(emulator.url, { run: '4300', name: 'release-tests' })
    emulator.reset()

    const r = await replay()
    expect(r.code).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(JSON.stringify(posts()[0])).toContain('unit-tests')
    expect(warnings(r)).not.toContain('Not believed')
  })

  it('a re-run of one of two legs whose values differ after 100 characters supersedes only that leg', async () => {
    const long = 'x'.repeat(120)
    const legA = { target: `${long}-a` }
    const legB = { target: `${long}-b` }
    // GitHub names both legs' jobs alike here too: only the legs' whole values tell them apart.
    const jobName = `build (${long.slice(0, 90)}…)`
    const down = await deadLoopbackUrl()
    await step(down, { matrix: legA, jobName })
    await step(down, { matrix: legB, jobName })
    // One check name for both: the leg's words are cut to 100 characters.
    expect(new Set(compliance().map((c) => c.name)).size).toBe(1)
    // "Re-run failed jobs" re-ran leg A only, with the service up.
    stub.runs.set('4242', { attempts: 2 })
    await step(emulator.url, { matrix: legA, jobName, attempt: '2', dir: 'failing' })
    stub.attemptJobs.set('4242/2', [
      {
        id: 9001,
        name: jobName,
        status: 'completed',
        conclusion: 'failure',
        run_attempt: 2,
        started_at: null,
        completed_at: null,
        steps: []
      }
    ])
    emulator.reset()

    const r = await replay()
    expect(errorMessages(r)).toBe('')
    // Leg B's attestation goes; leg A's attempt 1 does not.
    expect(posts()).toHaveLength(1)
    expect(r.stdout).toMatch(/1 write not sent, because newer evidence of the same subject/)
    const [a1, b1, a2] = compliance()
    expect([a1.conclusion, b1.conclusion, a2.conclusion]).toEqual(['failure', 'success', 'failure'])
  })
})

describe('check-run: false is not blind', () => {
  const jobName = 'build (os: windows-latest)'
  const leg = { os: 'windows-latest' }
  /** GitHub's record: attempt 2 re-ran the leg's job, which ran to its end. */
  function reRun(conclusion: string): void {
    stub.runs.set('4242', { attempts: 2 })
    stub.attemptJobs.set('4242/2', [
      {
        id: 9002,
        name: jobName,
        status: 'completed',
        conclusion,
        run_attempt: 2,
        started_at: null,
        completed_at: null,
        steps: []
      }
    ])
  }

  it('attempt 1 passing deferred, attempt 2 failing recorded directly: the replay holds, creates no check run, and says why and how to send', async () => {
    await step(await deadLoopbackUrl(), { matrix: leg, jobName, checkRun: false })
    await step(emulator.url, {
      matrix: leg,
      jobName,
      checkRun: false,
      attempt: '2',
      dir: 'failing'
    })
    reRun('failure')
    emulator.reset()

    const r = await replay()
    // Nothing sent: the trail keeps attempt 2's failing attestation (NON_COMPLIANT).
    expect(posts()).toEqual([])
    expect(compliance()).toEqual([])
    expect(r.code).not.toBe(0)
    const error = errorMessages(r)
    expect(error).toContain('1 write held, not sent as the latest, because attempt 2 of run 4242')
    expect(error).toContain('`send-superseded: true`')
    expect(r.summary).toContain('held, not sent as the latest')
    expect(r.outputs.recorded).toBe('false')
  })

  it('the reverse: attempt 1 failing deferred, attempt 2 passing recorded directly: the failing one is held too', async () => {
    await step(await deadLoopbackUrl(), { matrix: leg, jobName, checkRun: false, dir: 'failing' })
    await step(emulator.url, { matrix: leg, jobName, checkRun: false, attempt: '2' })
    reRun('success')
    emulator.reset()

    const r = await replay()
    expect(posts()).toEqual([])
    expect(compliance()).toEqual([])
    expect(r.code).not.toBe(0)
    expect(errorMessages(r)).toContain('re-ran job build')
  })

  it('send-superseded: true sends the held write, and still makes no check run for the origin', async () => {
    await step(await deadLoopbackUrl(), { matrix: leg, jobName, checkRun: false })
    reRun('failure')

    const r = await replay({ 'send-superseded': 'true' })
    expect(errorMessages(r)).toBe('')
    expect(posts()).toHaveLength(1)
    expect(compliance()).toEqual([])
    expect(r.stdout).toContain(
      '1 write sent although newer evidence was known or could not be seen'
    )
  })
})
