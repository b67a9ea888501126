/**
 * Replay in the run's real shape (docs/bad-day.md, "Never stale", "Each origin to its own
 * truth", "Once, even when replays race"), under runner conditions: the emulator, the artifact
 * service stub speaking @actions/artifact's protocol and GitHub's Checks API (create, update,
 * a commit's check runs by name with their `external_id`), several jobs and attempts of run 4242.
 */
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'yaml'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, errorLines, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'replay-shape-token-5e0b17'
const GH_TOKEN = 'ghs_replayShape0123456789abcdef'
const PASSING = `<testsuite name="e2e" tests="2" failures="0" errors="0">
  <testcase classname="e2e.Checkout" name="pays"/>
  <testcase classname="e2e.Checkout" name="ships"/>
</testsuite>
`
const FAILING = `<testsuite name="unit" tests="3" failures="1" errors="0">
  <testcase classname="cart.Total" name="adds"/>
  <testcase classname="cart.Total" name="rounds" file="src/cart.ts" line="17"><failure message="expected 3 got 2">at cart.Total</failure></testcase>
  <testcase classname="cart.Total" name="sums"/>
</testsuite>
`

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'passing/junit.xml': PASSING, 'failing/junit.xml': FAILING }
})
artifactStubAround((started) => (stub = started))

/** GitHub's record of run 4242: `attempts` attempts; in each later one, `reRan` jobs ran. */
function recordRun(attempts: number, reRan: Record<number, string[]> = {}): void {
  stub.runs.set('4242', { attempts })
  for (const [n, jobs] of Object.entries(reRan)) {
    stub.attemptJobs.set(
      `4242/${n}`,
      jobs.map((name, i) => ({
        id: 9000 + i,
        name,
        status: 'completed',
        conclusion: 'failure',
        run_attempt: Number(n),
        started_at: null,
        completed_at: null,
        steps: []
      }))
    )
  }
}

const runner = (run: string, job: string, attempt = '1'): Record<string, string> => ({
  ...stub.jobEnv(run, job),
  GITHUB_RUN_ATTEMPT: attempt
})

/** A job of run 4242 that attests its tests (`dir/junit.xml`) under `checkName`. */
async function attest(baseUrl: string, job: string, dir: string, checkName: string, attempt = '1') {
  const inputs = {
    command: 'attest-junit',
    flow: 'shop',
    junit: `${dir}/junit.xml`,
    'attestation-name': `${job}-tests`,
    'check-name': checkName,
    'github-token': GH_TOKEN,
    'max-retries': '0',
    'fail-on-non-compliant': 'false'
  }
  const r = await runWith(ws, baseUrl, TOKEN, inputs, { env: runner('4242', job, attempt) })
  expect(errorLines(r)).toEqual([])
  return r
}

const replayRun = (run: string) =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
    { env: runner(run, 'replay') }
  )

const posts = () => emulator.requests().filter((q) => q.method === 'POST')

interface ReplayWorkflow {
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean }
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>
}

/** The records step of a replay workflow. */
function replayStep(w: ReplayWorkflow) {
  const steps = Object.values(w.jobs).flatMap((j) => j.steps)
  const step = steps.find((s) => s.with?.command === 'replay')
  return step?.with ? { with: step.with } : undefined
}

describe('each origin to its own truth', () => {
  it('two jobs with their own check names, both deferred: after one replay each check run shows its own verdict', async () => {
    recordRun(1)
    const down = await deadLoopbackUrl()
    await attest(down, 'build', 'failing', 'Build')
    await attest(down, 'e2e', 'passing', 'E2E')
    expect(stub.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([
      ['Build', 'failure'],
      ['E2E', 'failure']
    ])

    const replay = await replayRun('5000')
    expect(errorLines(replay)).toEqual([])
    expect(posts()).toHaveLength(2)
    // Brought up to date, not added: still one check run per job, each with its own verdict.
    expect(stub.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([
      ['Build', 'failure'],
      ['E2E', 'success']
    ])
    const [build, e2e] = stub.checkRuns
    // One output that names both, not the last one made.
    expect(replay.outputs['check-run-url'].split('\n')).toEqual(
      [build, e2e].map((c) => `${stub.url}/runs/${c.id}`)
    )
    // Why the build's check is red (its failing test, by name), that it was replayed, and from
    // which run; the green one what its tests said.
    expect(build.title).toBe(
      'Tests failed: 1 failed — unit › cart.Total › rounds · replayed from run 4242'
    )
    expect(e2e.title).toBe('2 tests: 2 passed · replayed from run 4242')
    expect(e2e.summary).toContain('/acme/shop/actions/runs/4242/attempts/1')
    // Which suite failed, in Build's own summary only.
    expect(build.summary).toContain('Failing in build: <code>unit</code> (1 failed)')
    expect(e2e.summary).not.toContain('Failing in')
    // Which test, where, and why: read back from the reports the attestation attached.
    expect(build.summary).toContain(
      '  - ❌ unit › cart.Total › rounds — <code>src/cart.ts:17</code>: expected 3 got 2\n'
    )
    expect(replay.summary).toContain('cart.Total › rounds')
    expect(e2e.summary).not.toContain('rounds')
  })
})

describe('never stale', () => {
  it('attempt 1 deferred passing tests, attempt 2 recorded a failing one: the replay sends nothing as the latest, the check stays failure', async () => {
    recordRun(2, { 2: ['build'] })
    await attest(await deadLoopbackUrl(), 'build', 'passing', 'Compliance', '1')
    await attest(emulator.url, 'build', 'failing', 'Compliance', '2')
    expect(stub.checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'failure'])
    emulator.reset()

    const replay = await replayRun('5000')
    expect(errorLines(replay)).toEqual([])
    expect(replay.code).toBe(0)
    expect(posts()).toEqual([])
    // Attempt 2's check run is not moved; attempt 1's says its write was superseded, and no
    // longer asks for a replay (neutral: attempt 2's, the latest of the name, decides).
    expect(stub.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      [
        'neutral',
        expect.stringMatching(
          /^Nothing to send: the write was superseded by the check run 'Compliance' of run 4242 \(job build, attempt 2\), .* UTC · replayed from run 4242$/
        )
      ],
      ['failure', 'Tests failed: 1 failed — unit › cart.Total › rounds']
    ])
    expect(stub.checkRuns[0].summary).not.toMatch(/run the replay workflow/)
    expect(replay.stdout).toMatch(
      /build-tests'?: not sent: superseded by the check run 'Compliance' of run 4242 \(job build, attempt 2\)/
    )
    expect(replay.summary).toMatch(/superseded by the check run &#39;Compliance&#39; of run 4242/)
    expect(replay.stdout).toMatch(
      /1 write not sent, because newer evidence of the same subject is known/
    )
  })

  it('a "Re-run failed jobs" attempt that re-ran only build supersedes only build\'s writes', async () => {
    recordRun(2, { 2: ['build'] })
    const down = await deadLoopbackUrl()
    await attest(down, 'build', 'passing', 'Compliance', '1')
    await attest(down, 'e2e', 'passing', 'Compliance', '1')
    await attest(emulator.url, 'build', 'failing', 'Compliance', '2')
    emulator.reset()

    const replay = await replayRun('5000')
    expect(errorLines(replay)).toEqual([])
    // e2e's attestation goes; build's attempt-1 attestation does not.
    const sent = posts().map((q) => q.path)
    expect(sent).toHaveLength(1)
    expect(JSON.stringify(posts()[0])).toContain('e2e-tests')
    // build's attempt 1 superseded (neutral: attempt 2's decides), e2e's brought to success.
    expect(stub.checkRuns.map((c) => c.conclusion)).toEqual(['neutral', 'success', 'failure'])
  })
})

describe('once', () => {
  it("two replays of one run, serialised as the README's concurrency group runs them, send each write once", async () => {
    // Every README workflow that replays by run id queues on a group keyed by that run id.
    const readme = await readFile(path.resolve('README.md'), 'utf8')
    const workflows = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .filter((y) => /command: replay/.test(y) && /^on:/m.test(y))
      .map((y) => parse(y) as ReplayWorkflow)
    const byRunId = workflows.filter((w) => replayStep(w)?.with['run-id'] !== undefined)
    expect(byRunId.length).toBeGreaterThanOrEqual(2)
    for (const w of byRunId) {
      const runId = String(replayStep(w)?.with['run-id'])
      expect(w.concurrency?.group).toBe(`records-replay-${runId}`)
      expect(w.concurrency?.['cancel-in-progress']).toBe(false)
    }
    recordRun(1)
    const down = await deadLoopbackUrl()
    await attest(down, 'build', 'passing', 'Build')
    const first = await replayRun('5000')
    const second = await replayRun('5001')
    expect(errorLines(first)).toEqual([])
    expect(errorLines(second)).toEqual([])
    expect(posts()).toHaveLength(1)
    expect(second.stdout).toMatch(/Nothing was sent: the write was recorded earlier, by run 5000/)
  })
})
