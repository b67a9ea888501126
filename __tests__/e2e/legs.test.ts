/**
 * Every leg accounted for (docs/matrix-builds.md): six legs of a matrix attest under one shared
 * name, each leaving a presence record in the run (the artifact-service stub, speaking the real
 * @actions/artifact protocol); `command: legs` after the matrix counts them against
 * `expect-legs` — a number, a JSON list, or GitHub's record of the run attempt's jobs — and
 * overrides the attestation to not compliant when a leg is missing. In the run's real shape:
 * the legs share job `test`, the step after them is job `legs`, re-runs are attempts.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  PASSING_JUNIT,
  artifactStubAround,
  errorMessages,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub, StubJob } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { sealPresence } from '../../src/legs/presence.js'
import type { OverrideBody } from '../../src/api/models.js'

const TOKEN = 'legs-token-0a1b2c3d4e'
const GH_TOKEN = 'ghs_legsToken0123456789abcdef'
const RUN = '4242'
/** The six legs of the matrix, in its order. */
const OSES = [
  'ubuntu-22.04',
  'ubuntu-24.04',
  'macos-14',
  'macos-15',
  'windows-2022',
  'windows-2025'
]
/** The legs' one shared attestation name. */
const NAME = 'tests'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'passing/junit.xml': PASSING_JUNIT }
})
artifactStubAround((started) => (stub = started))

interface Where {
  attempt?: number
  /** The service's address: the emulator unless given (a dead one for the bad day). */
  service?: string
  /** The runner's environment over the job's. */
  env?: Record<string, string>
}

/** A records step of job `job` of the run, into the flow `shop` under the shared name. */
function stepIn(job: string, inputs: Record<string, string>, where: Where) {
  return runWith(
    ws,
    where.service ?? emulator.url,
    TOKEN,
    { flow: 'shop', 'attestation-name': NAME, 'max-retries': '0', ...inputs },
    {
      env: {
        ...stub.jobEnv(RUN, job),
        GITHUB_RUN_ATTEMPT: String(where.attempt ?? 1),
        ...where.env
      }
    }
  )
}

/** Leg `i` (0-based) of the matrix: attest-junit under the shared name, as the runner runs it. */
function leg(i: number, where: Where = {}, inputs: Record<string, string> = {}) {
  const strategy = { 'fail-fast': false, 'job-index': i, 'job-total': 6, 'max-parallel': 6 }
  return stepIn(
    'test',
    {
      command: 'attest-junit',
      junit: 'passing/junit.xml',
      matrix: JSON.stringify({ os: OSES[i] }),
      strategy: JSON.stringify(strategy),
      ...inputs
    },
    where
  )
}

/** The legs `indexes`, one after another; each must succeed. */
async function legs(indexes: number[], where: Where = {}): Promise<void> {
  for (const i of indexes) {
    const r = await leg(i, where)
    expect([i, r.code, errorMessages(r)]).toEqual([i, 0, ''])
  }
}

/** The step after the matrix: `command: legs` in job `legs`. */
function legsStep(inputs: Record<string, string>, where: Where = {}) {
  return stepIn('legs', { command: 'legs', 'github-token': GH_TOKEN, ...inputs }, where)
}

/** An override body as sent, with the legs in its user_data. */
type SentOverride = OverrideBody & {
  user_data: { records_action_legs: { missing: unknown[]; reported: Array<{ matrix: unknown }> } }
}

/** The override bodies the emulator received, in order. */
function overridesSent(): SentOverride[] {
  return emulator
    .requests()
    .filter((q) => q.method === 'POST' && q.path.endsWith('/override'))
    .map((q) => JSON.parse(q.body ?? 'null'))
}

const leggedJob = (i: number, job: Partial<StubJob> = {}): StubJob => ({
  id: 100 + i,
  name: `test (${OSES[i]})`,
  status: 'completed',
  conclusion: 'success',
  run_attempt: 1,
  started_at: '2026-11-01T10:00:00Z',
  completed_at: '2026-11-01T10:04:00Z',
  steps: [
    { name: 'Set up job', number: 1, status: 'completed', conclusion: 'success' },
    { name: 'Run tests', number: 2, status: 'completed', conclusion: 'success' }
  ],
  ...job
})

describe('a matrix leg leaves a presence record', () => {
  it('sealed, named by its run, job, attempt and place; none outside a matrix or in a dry run', async () => {
    await legs([2])
    expect(stub.artifacts.map((a) => [a.name, a.runId])).toEqual([
      [`records-leg-${RUN}-test-1-2-__acme_records-action`, RUN]
    ])
    // Outside a matrix, and in a dry run, nothing is left.
    expect((await leg(3, {}, { matrix: 'null' })).code).toBe(0)
    expect((await leg(4, {}, { 'dry-run': 'true' })).code).toBe(0)
    expect(stub.artifacts).toHaveLength(1)
  }, 60_000)
})

describe('command: legs counts the legs of a shared attestation', () => {
  it('legs 4 and 6 never ran: expect-legs 6, a JSON list and auto each override naming both, and fail', async () => {
    await legs([0, 1, 2, 4])
    const six = await legsStep({ 'expect-legs': '6' })
    expect(six.code).toBe(1)
    expect(six.outputs['legs-expected']).toBe('6')
    expect(six.outputs['legs-reported']).toBe('4')
    expect(JSON.parse(six.outputs['legs-missing'])).toEqual([
      { index: 3, leg: 'leg 4 of 6', why: 'no report' },
      { index: 5, leg: 'leg 6 of 6', why: 'no report' }
    ])
    const [override] = overridesSent()
    expect(override).toMatchObject({
      attestation_name: NAME,
      new_compliance_status: false,
      original_attestation_type: 'junit',
      reason: '4 of 6 legs reported — missing: leg 4 of 6 (no report), leg 6 of 6 (no report)'
    })
    const data = override.user_data.records_action_legs
    expect(data.missing).toEqual([
      { index: 3, why: 'no report' },
      { index: 5, why: 'no report' }
    ])
    expect(data.reported.map((l) => l.matrix)).toEqual([0, 1, 2, 4].map((i) => ({ os: OSES[i] })))
    // The latest of the name on the trail is the override: not compliant.
    const latest = emulator.state().attestations.at(-1)
    expect([latest?.attestation_name, latest?.is_compliant]).toEqual([NAME, false])
    expect(six.summary).toContain(
      '**4 of 6 legs reported — missing: leg 4 of 6 (no report), leg 6 of 6 (no report)**'
    )

    emulator.reset()
    const list = await legsStep({ 'expect-legs': JSON.stringify(OSES.map((os) => ({ os }))) })
    expect(list.code).toBe(1)
    expect(overridesSent().map((o) => o.reason)).toEqual([
      '4 of 6 legs reported — missing: os: macos-15 (no report), os: windows-2025 (no report)'
    ])
    expect(JSON.parse(list.outputs['legs-missing'])).toEqual([
      { matrix: { os: 'macos-15' }, leg: 'os: macos-15', why: 'no report' },
      { matrix: { os: 'windows-2025' }, leg: 'os: windows-2025', why: 'no report' }
    ])

    emulator.reset()
    stub.attemptJobs.set(`${RUN}/1`, [
      ...[0, 1, 2, 4].map((i) => leggedJob(i)),
      leggedJob(3, { conclusion: 'cancelled', steps: [] }),
      leggedJob(5, {
        conclusion: 'failure',
        steps: [{ name: 'Set up job', number: 1, status: 'completed', conclusion: 'failure' }]
      }),
      { ...leggedJob(0), id: 99, name: 'build' }
    ])
    const auto = await legsStep({ 'expect-legs': 'auto', 'legs-job': 'test' })
    expect(auto.code).toBe(1)
    const line =
      '4 of 6 legs reported — missing: os: macos-15 (cancelled), os: windows-2025 (failed in Set up job)'
    expect(overridesSent().map((o) => o.reason)).toEqual([line])
    expect(auto.summary).toContain(`**${line}**`)
    expect(errorMessages(auto)).toContain(line)
  }, 120_000)

  it('6 of 6: no override, exit 0; 0 of 6: the override and a failure', async () => {
    await legs([0, 1, 2, 3, 4, 5])
    const all = await legsStep({ 'expect-legs': '6' })
    expect([all.code, errorMessages(all)]).toEqual([0, ''])
    expect(all.outputs['legs-reported']).toBe('6')
    expect(JSON.parse(all.outputs['legs-missing'])).toEqual([])
    expect(overridesSent()).toEqual([])
    expect(all.summary).toContain('**6 of 6 legs reported**')

    stub.reset()
    emulator.reset()
    const none = await legsStep({ 'expect-legs': '6' })
    expect(none.code).toBe(1)
    expect(none.outputs['legs-reported']).toBe('0')
    expect(overridesSent()).toHaveLength(1)
    expect(overridesSent()[0].reason).toMatch(
      /^0 of 6 legs reported — missing: leg 1 of 6 \(no report\)/
    )
    expect(none.summary).not.toMatch(/no files|nothing recorded/i)
  }, 120_000)

  it('a planted record, a record of another token or of another attestation counts for nothing', async () => {
    await legs([0, 1, 2, 3, 4])
    const forged = sealPresence(
      {
        run: { repository: 'acme/shop', run: RUN, job: 'test', attempt: '1' },
        leg: { index: 5, total: 6, matrix: { os: OSES[5] } },
        org: 'acme',
        flow: 'shop',
        trail: ws.head,
        commit: ws.head,
        attestation: NAME,
        write: 'recorded',
        counts: { total: 2, failures: 0, errors: 0, skipped: 0 },
        reports: [],
        reportsOmitted: 0
      },
      'not-the-token-0123456789',
      new Date().toISOString()
    )
    await stub.plant(RUN, `records-leg-${RUN}-test-1-5-x`, { 'records-leg.json': forged })
    await stub.plant(RUN, `records-leg-${RUN}-test-1-5-y`, { 'records-leg.json': '{"leg":5}' })
    await stub.plant(RUN, `records-leg-${RUN}-test-1-5-z`, { 'a.json': forged, 'b.json': forged })
    const r = await legsStep({ 'expect-legs': '6' })
    expect(r.code).toBe(1)
    expect(r.outputs['legs-reported']).toBe('5')
    expect(overridesSent().map((o) => o.reason)).toEqual([
      '5 of 6 legs reported — missing: leg 6 of 6 (no report)'
    ])
    const warnings = r.stdout.split('\n').filter((l) => l.startsWith('::warning'))
    expect(warnings.join('\n')).toMatch(
      /records-leg-4242-test-1-5-x: it was sealed with another api-token/
    )
    expect(warnings.join('\n')).toMatch(
      /records-leg-4242-test-1-5-y: it is not a records-action-leg document/
    )
    expect(warnings.join('\n')).toMatch(
      /records-leg-4242-test-1-5-z: it holds 2 entries, not one file/
    )
    // A leg of another attestation is not a leg of this one.
    const other = await legsStep({ 'expect-legs': '5', 'attestation-name': 'other' })
    expect(other.outputs['legs-reported']).toBe('0')
  }, 120_000)
})

/** A replay of the run's outboxes, in a job of another run, against the emulator; it succeeds. */
async function replayRun() {
  const replay = await runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': RUN, 'github-token': GH_TOKEN },
    { env: stub.jobEnv('5000', 'replay') }
  )
  expect([replay.code, errorMessages(replay)]).toEqual([0, ''])
  return replay
}

describe('the bad day', () => {
  it('the service down for the whole run: attestations then the override in outboxes; one replay sends each once, in that order', async () => {
    const down = await deadLoopbackUrl()
    await legs([0, 1, 2, 4], { service: down })
    const step = await legsStep({ 'expect-legs': '6' }, { service: down })
    expect([step.code, step.outputs['legs-reported']]).toEqual([1, '4'])
    expect(step.outputs['outbox-count']).toBe('1')
    expect(stub.artifacts.filter((a) => a.name.startsWith('records-outbox-'))).toHaveLength(5)

    await replayRun()
    const posts = emulator.requests().filter((q) => q.method === 'POST')
    expect(posts.map((q) => q.path.split('/').at(-1))).toEqual([
      'junit',
      'junit',
      'junit',
      'junit',
      'override'
    ])
    const latest = emulator.state().attestations.at(-1)
    expect([latest?.attestation_name, latest?.is_compliant]).toEqual([NAME, false])
    // The step's check run, brought to its own truth, still says why: the override stands.
    const own = stub.checkRuns.find((c) => c.external_id?.includes('job=legs'))
    expect([own?.conclusion, own?.title]).toEqual([
      'failure',
      'Overridden to not compliant: 4 of 6 legs reported — missing: leg 4 of 6 (no report), leg 6 of 6 (no report) · replayed from run 4242'
    ])
  }, 120_000)

  it("a replay of attempt 1's override after attempt 2's complete attestation does not send it", async () => {
    const down = await deadLoopbackUrl()
    await legs([0, 1, 2, 4], { service: down })
    expect((await legsStep({ 'expect-legs': '6' }, { service: down })).code).toBe(1)
    // Attempt 2 re-runs the legs that never reported, and the step after them: 6 of 6.
    await legs([3, 5], { service: down, attempt: 2 })
    const second = await legsStep({ 'expect-legs': '6' }, { service: down, attempt: 2 })
    expect([second.code, second.outputs['legs-reported']]).toEqual([0, '6'])

    const replay = await replayRun()
    const posts = emulator.requests().filter((q) => q.method === 'POST')
    expect(posts.map((q) => q.path.split('/').at(-1))).toEqual(Array(6).fill('junit'))
    expect(replay.stdout).toMatch(
      /override of attestation 'tests'.*superseded by attempt 2 of run 4242 \(job test\)/
    )
    const latest = emulator.state().attestations.at(-1)
    expect([latest?.attestation_name, latest?.is_compliant]).toEqual([NAME, true])
  }, 120_000)
})

describe('what stops the count, and what a leg says', () => {
  it('refuses before any request where legs cannot be counted, naming the input', async () => {
    const refusals = [
      [
        { 'expect-legs': '2' },
        { GITHUB_SERVER_URL: 'https://ghes.example.com' },
        /Input 'command' cannot count legs on GitHub Enterprise Server/
      ],
      [{ 'expect-legs': '2', 'github-token': '' }, {}, /Input 'github-token' is required for legs/],
      [{ 'expect-legs': 'auto' }, {}, /Input 'legs-job' is required for expect-legs: auto/],
      [
        { 'expect-legs': '2' },
        { GITHUB_RUN_ID: '' },
        /Input 'command' counts the legs of its own run/
      ]
    ] as const
    for (const [inputs, env, says] of refusals) {
      const r = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'legs', flow: 'shop', 'github-token': GH_TOKEN, ...inputs },
        { env: { ...stub.jobEnv(RUN, 'legs'), ...env } }
      )
      expect([r.code, errorMessages(r)]).toEqual([1, expect.stringMatching(says)])
    }
    expect(emulator.requests()).toEqual([])
    expect(stub.requests).toEqual([])
  })

  it('fails, naming the permission, when GitHub refuses; sends nothing', async () => {
    await legs([0])
    stub.refuseRest = 403
    const refused = await legsStep({ 'expect-legs': '1' })
    expect(refused.code).toBe(1)
    expect(errorMessages(refused)).toMatch(
      /The legs' presence records could not be read: .*permissions: actions: read.*No leg was counted and nothing was sent/
    )
    stub.refuseRest = 502
    const sick = await legsStep({ 'expect-legs': '1' })
    expect(errorMessages(sick)).toMatch(
      /could not be read: .*\. No leg was counted and nothing was sent/
    )
    expect(errorMessages(sick)).not.toMatch(/actions: read/)
    stub.refuseRest = undefined
    // The records are read, but GitHub has no record of this attempt's jobs for this token.
    const auto = await legsStep({ 'expect-legs': 'auto', 'legs-job': 'test' })
    expect(errorMessages(auto)).toMatch(
      /expect-legs: auto could not read the run's jobs: .*actions: read/
    )
    stub.attemptJobs.set(`${RUN}/1`, [{ ...leggedJob(0), name: 'build' }])
    const misnamed = await legsStep({ 'expect-legs': 'auto', 'legs-job': 'tests' })
    expect(errorMessages(misnamed)).toMatch(
      /found no job named 'tests' \(nor 'tests \(…\)'\) in attempt 1 of run 4242: legs-job must name .*The jobs are: build\. Nothing was sent\./
    )
    expect(overridesSent()).toEqual([])
  }, 60_000)

  it("a fork's preview counts nothing and sends nothing", async () => {
    const event = {
      pull_request: {
        number: 12,
        head: { sha: ws.head, ref: 'fix', repo: { full_name: 'contributor/shop' } },
        base: { ref: 'main', repo: { full_name: 'acme/shop' } }
      }
    }
    const r = await runWith(
      ws,
      emulator.url,
      '',
      { command: 'legs', flow: 'shop', 'expect-legs': '2', 'github-token': GH_TOKEN },
      { eventName: 'pull_request', event, env: stub.jobEnv(RUN, 'legs') }
    )
    expect([r.code, errorMessages(r)]).toEqual([0, ''])
    expect(r.stdout).toMatch(
      /The legs were not counted: their presence records are sealed with the api-token/
    )
    expect(emulator.requests()).toEqual([])
  })

  it('a red leg: every leg reported, the override names it; the step fails only with fail-on-non-compliant', async () => {
    await legs([0])
    expect((await leg(1, {}, { junit: 'test-results/*.xml' })).code).toBe(0)
    const r = await legsStep({ 'expect-legs': '[{"os":"ubuntu-22.04"},{"os":"ubuntu-24.04"}]' })
    expect([r.code, errorMessages(r)]).toEqual([0, ''])
    expect(overridesSent().map((o) => o.reason)).toEqual([
      '2 of 2 legs reported — tests failed in: os: ubuntu-24.04 (1 failed)'
    ])
    const strict = await legsStep({ 'expect-legs': '2', 'fail-on-non-compliant': 'true' })
    expect(strict.code).toBe(1)
  }, 60_000)

  it('a leg whose record cannot be saved warns that it will be missing; one whose name is taken takes the next', async () => {
    const r = await leg(0, { env: { ACTIONS_RUNTIME_TOKEN: 'not-a-runtime-token' } })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /::warning::This leg's presence record could not be saved as the workflow artifact records-leg-4242-test-1-0-__acme_records-action: .*will count this leg as missing/
    )
    expect(r.summary).toMatch(/will count this leg as missing/)
    // Two calls of one reusable workflow share the job's and the step's names: the second takes -2.
    await stub.plant(RUN, `records-leg-${RUN}-test-1-1-__acme_records-action`, { 'x.json': '{}' })
    const second = await leg(1)
    expect(second.stdout).toMatch(
      /presence record: saved as the workflow artifact records-leg-4242-test-1-1-__acme_records-action-2 /
    )
    await legs([2])
    const asked = await legsStep({ 'expect-legs': '[{"os":"ubuntu-24.04"}]' })
    expect([asked.code, asked.outputs['legs-reported']]).toEqual([0, '1'])
    expect(asked.stdout).toMatch(/::notice::A leg that was not asked for reported: os: macos-14\./)
  }, 60_000)
})
