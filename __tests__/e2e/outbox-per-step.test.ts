/**
 * Every deferring step keeps its outbox (docs/bad-day.md), in a run's real shape: matrix legs
 * share GITHUB_JOB, the steps of one job share the run, the job and the attempt, and an
 * artifact name is unique in a run (the artifact-service stub answers a taken name with the
 * results service's 409). Under runner conditions — the emulator answering 503 to everything,
 * the stub speaking @actions/artifact's protocol — each step exits 0 under `defer`, the run's
 * outbox artifacts hold every deferred write, and one replay by run id sends each once.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { stepId, type ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  binariesIn,
  errorLines,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'outbox-per-step-token-93a1f0'
const GH_TOKEN = 'ghs_outboxPerStep0123456789abcdef'
const RUN = '6100'
const LEGS = ['ubuntu-latest', 'windows-latest', 'macos-latest']

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

// One artifact of its own per step, so that each write sent can be told from the others.
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: binariesIn('build/legs', [...LEGS, 'build-report', 'build-second', 'anon-1', 'anon-2'])
})
artifactStubAround((started) => (stub = started))

/** The service in trouble: every /api/ request answers 503. */
const serviceDown = (): void =>
  emulator.addFault({ pathRegex: '^/api/', status: 503, retryAfter: 0, count: 10_000 })

/** A step of job `job` of run RUN, `stepId` its GITHUB_ACTION (none when undefined). */
function step(
  job: string,
  stepId: string | undefined,
  inputs: Record<string, string>
): Promise<ActionRun> {
  return runWith(
    ws,
    emulator.url,
    TOKEN,
    { flow: 'shop', 'max-retries': '0', ...inputs },
    {
      env: { ...stub.jobEnv(RUN, job), GITHUB_ACTION: stepId }
    }
  )
}

/** The step's own errors (the sample's failing test is an annotation: `::error title=…`). */
const stepErrors = (r: ActionRun): string[] =>
  errorLines(r).filter((l) => l.startsWith('::error::'))

/** Each step deferred under `defer`: exit 0, no error, its writes counted in its own outbox. */
function expectDeferred(runs: ActionRun[]): number {
  let writes = 0
  for (const r of runs) {
    expect([stepErrors(r), r.code]).toEqual([[], 0])
    expect(r.outputs['outbox-artifact']).toMatch(new RegExp(`^records-outbox-${RUN}-`))
    writes += Number(r.outputs['outbox-count'])
  }
  // Every outbox is its own artifact of the run, finalized (beside a leg's presence record).
  const names = runs.map((r) => r.outputs['outbox-artifact'])
  expect(new Set(names).size).toBe(runs.length)
  const outboxes = stub.artifacts.filter((a) => a.finalized && a.name.startsWith('records-outbox-'))
  expect(outboxes.map((a) => a.name)).toEqual(names)
  return writes
}

/** A replay of run RUN by its id; the POSTs it made, as `path body-or-data_json`. */
async function replay(): Promise<{ run: ActionRun; posts: string[] }> {
  emulator.clearFaults()
  emulator.reset()
  const run = await runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': RUN, 'github-token': GH_TOKEN },
    { env: stub.jobEnv('6200', 'replay') }
  )
  const posts = emulator
    .requests()
    .filter((q) => q.method === 'POST')
    .map((q) => `${q.path} ${q.body ?? JSON.stringify(q.parts?.data_json)}`)
  return { run, posts }
}

describe('every deferring step keeps its outbox', () => {
  it('the stub refuses a second artifact of one name in a run, as the results service does', async () => {
    await stub.plant(RUN, 'records-outbox-6100-x', { 'a.txt': 'one' })
    await expect(stub.plant(RUN, 'records-outbox-6100-x', { 'a.txt': 'two' })).rejects.toThrow(
      /\(409\).*an artifact with this name already exists on the workflow run/
    )
    // Another run may use the name.
    await stub.plant('6101', 'records-outbox-6100-x', { 'a.txt': 'three' })
    expect(stub.artifacts.map((a) => [a.name, a.runId])).toEqual([
      ['records-outbox-6100-x', RUN],
      ['records-outbox-6100-x', '6101']
    ])
  })

  it('a 3-leg matrix job and a job of two steps (report, then attest-junit): all kept, replayed once each', async () => {
    serviceDown()
    const runs: ActionRun[] = []
    for (const os of LEGS) {
      runs.push(
        await step('test', 'records', {
          artifacts: `build/legs/${os}.bin`,
          junit: 'test-results/*.xml',
          'attestation-name': `junit-${os}`,
          matrix: JSON.stringify({ os, node: 20 })
        })
      )
    }
    runs.push(await step('build', stepId(), { artifacts: 'build/legs/build-report.bin' }))
    runs.push(
      await step('build', stepId(2), {
        command: 'attest-junit',
        junit: 'test-results/*.xml',
        'attestation-name': 'junit-build'
      })
    )
    expect(expectDeferred(runs)).toBe(3 * 2 + 1 + 1)
    expect(runs.map((r) => r.outputs['outbox-artifact'])).toEqual([
      ...LEGS.map((os) => `records-outbox-${RUN}-test-1-os_${os},_node_20-records`),
      `records-outbox-${RUN}-build-1-__acme_records-action`,
      `records-outbox-${RUN}-build-1-__acme_records-action_2`
    ])

    const first = await replay()
    expect([stepErrors(first.run), first.run.code]).toEqual([[], 0])
    const expected = [
      ...LEGS.map((os) => `/artifacts/ ${os}.bin`),
      ...LEGS.map((os) => `/junit "junit-${os}"`),
      '/artifacts/ build-report.bin',
      '/junit "junit-build"'
    ]
    expect(first.posts).toHaveLength(expected.length)
    for (const e of expected) {
      const [where, what] = e.split(' ')
      expect([e, first.posts.filter((p) => p.includes(where) && p.includes(what)).length]).toEqual([
        e,
        1
      ])
    }
    // And a second replay finds every write recorded.
    const second = await replay()
    expect([second.run.code, second.posts]).toEqual([0, []])
    // Seven steps, two replays, and each leg's presence record sealed and saved.
  }, 60_000)

  it('a runner that gives no step id: the second step takes the next name, and keeps its writes', async () => {
    serviceDown()
    const runs = [
      await step('build', undefined, { artifacts: 'build/legs/anon-1.bin' }),
      await step('build', undefined, { artifacts: 'build/legs/anon-2.bin' })
    ]
    expect(expectDeferred(runs)).toBe(2)
    expect(runs.map((r) => r.outputs['outbox-artifact'])).toEqual([
      `records-outbox-${RUN}-build-1`,
      `records-outbox-${RUN}-build-1-2`
    ])
    const { run, posts } = await replay()
    expect(run.code).toBe(0)
    expect(posts.sort()).toEqual([
      expect.stringContaining('anon-1.bin'),
      expect.stringContaining('anon-2.bin')
    ])
  })
})
