/**
 * A step is judged by its own evidence (docs/bad-day.md, "A step is judged by its own
 * evidence"; issue 45 item 1, issue 48 item 4), under runner conditions: the emulator, the
 * artifact-service stub speaking @actions/artifact's protocol and GitHub's Checks API (create,
 * update, a commit's check runs by name with their `external_id`), several steps, legs and jobs
 * of one run on one commit. Each shape is run for real with the service up, then again with the
 * service down and one replay: every check run ends with the conclusion its direct run has.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { stepId, type ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  errorMessages,
  runWith,
  samplePartsAround,
  unescapeCommand
} from '../helpers/e2e.js'
import { sha256, type ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'own-evidence-token-7c21d4'
const GH_TOKEN = 'ghs_ownEvidence0123456789abcdef'
const LEGS = ['ubuntu-latest', 'windows-latest', 'macos-latest']
/**
 * A direct run and a deferred one of the same shape, each sealing an outbox per step with
 * scrypt, then a replay: 13–16 s alone at a load of 19 on two cores; room for a busier machine.
 */
const TWICE_AND_REPLAYED_MS = 60_000

const passing = (suite: string): string => `<testsuite name="${suite}" tests="2" failures="0">
  <testcase classname="${suite}.Checks" name="adds"/>
  <testcase classname="${suite}.Checks" name="ships"/>
</testsuite>
`
const failing = (suite: string): string => `<testsuite name="${suite}" tests="2" failures="1">
  <testcase classname="${suite}.Checks" name="adds"/>
  <testcase classname="${suite}.Checks" name="renders header"><failure message="expected h1">at ${suite}</failure></testcase>
</testsuite>
`
const FILES = {
  'web/dist/web.tar.gz': 'the web bundle\n',
  'web/test-results/junit.xml': failing('web'),
  'billing/dist/billing.tar.gz': 'the billing service\n',
  'billing/test-results/junit.xml': passing('billing'),
  ...Object.fromEntries(
    LEGS.map((os) => [`legs/${os}/junit.xml`, os.startsWith('windows') ? failing(os) : passing(os)])
  ),
  'e2e/junit.xml': passing('e2e'),
  'build/app.bin': 'the app\n'
}

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { files: FILES })
artifactStubAround((started) => (stub = started))

/** A records step of job `job` of run `run`, the service at `baseUrl`. */
function step(
  baseUrl: string,
  where: { run: string; job: string; step?: string },
  inputs: Record<string, string>
): Promise<ActionRun> {
  return runWith(
    ws,
    baseUrl,
    TOKEN,
    { 'github-token': GH_TOKEN, 'max-retries': '0', ...inputs },
    { env: { ...stub.jobEnv(where.run, where.job), GITHUB_ACTION: where.step ?? stepId() } }
  )
}

/** The README's monorepo job: step 1 `web` (a failing test), step 2 `billing` (passing). */
async function monorepo(baseUrl: string, run: string): Promise<Record<string, ActionRun>> {
  const project = (name: string, nth: number) =>
    step(
      baseUrl,
      { run, job: 'build', step: stepId(nth) },
      {
        flow: name,
        artifacts: `${name}=${name}/dist/${name}.tar.gz`,
        junit: `${name}/test-results/*.xml`,
        'check-name': `Compliance (${name})`,
        'fail-on-non-compliant': 'true'
      }
    )
  return { web: await project('web', 1), billing: await project('billing', 2) }
}

/**
 * The README's first matrix pattern (one attestation name per leg, one failing) and an `e2e`
 * job after it that reports the app and its own passing tests.
 */
async function matrixAndE2e(baseUrl: string, run: string): Promise<ActionRun[]> {
  const runs: ActionRun[] = []
  for (const os of LEGS) {
    const leg = {
      command: 'attest-junit',
      flow: 'shop',
      junit: `legs/${os}/junit.xml`,
      'attestation-name': `junit-${os}`,
      matrix: JSON.stringify({ os })
    }
    runs.push(await step(baseUrl, { run, job: 'test', step: 'records' }, leg))
  }
  const e2e = { flow: 'shop', artifacts: 'build/app.bin', junit: 'e2e/junit.xml' }
  runs.push(await step(baseUrl, { run, job: 'e2e' }, { ...e2e, 'attestation-name': 'e2e' }))
  return runs
}

/** Each check run's conclusion and title, by name. */
const checks = (): Record<string, { conclusion?: string; title?: string }> =>
  Object.fromEntries(
    stub.checkRuns.map((c) => [c.name, { conclusion: c.conclusion, title: c.title }])
  )

/** A fresh service and a fresh GitHub: no record and no check run of the direct run is left. */
function forget(): void {
  emulator.reset()
  stub.reset()
}

/** Every step of `shape` deferred (nothing listens at the service's address), then one replay. */
async function deferredThenReplayed(
  shape: (baseUrl: string, run: string) => Promise<unknown>
): Promise<ActionRun> {
  await shape(await deadLoopbackUrl(), '7100')
  expect(emulator.requests()).toEqual([])
  const replay = await runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '7100', 'github-token': GH_TOKEN },
    { env: stub.jobEnv('7200', 'replay') }
  )
  expect(replay.code).toBe(0)
  return replay
}

const WEB_FP = sha256(Buffer.from(FILES['web/dist/web.tar.gz']))

describe('a monorepo: two flows in one job, each step judged by its own flow', () => {
  it('billing passes though web fails on the same commit; web fails naming its tests and its artifact', async () => {
    const { web, billing } = await monorepo(emulator.url, '7000')

    // The commit holds web's NON_COMPLIANT artifact: billing's search finds it, and shows it.
    const found = JSON.parse(billing.outputs['search-result']) as {
      artifacts: { name: string; flow: string; compliance_state: string }[]
    }
    expect(found.artifacts.map((a) => [a.name, a.flow, a.compliance_state]).sort()).toEqual([
      ['billing.tar.gz', 'billing', 'COMPLIANT'],
      ['web.tar.gz', 'web', 'NON_COMPLIANT']
    ])
    expect(billing.stdout).toContain(
      `web.tar.gz ${WEB_FP.slice(0, 12)} in flow web: NON_COMPLIANT (not this step's: shown, not judged)`
    )
    // Billing is judged by its own artifact in its own flow, and its tests.
    expect([billing.code, errorMessages(billing)]).toEqual([0, ''])
    expect(billing.outputs.compliant).toBe('true')
    expect(billing.outputs['compliance-state']).toBe('COMPLIANT')
    expect(checks()['Compliance (billing)']).toEqual({
      conclusion: 'success',
      title: '2 tests: 2 passed'
    })

    // Web fails, naming its failing test and its own artifact in its own flow.
    const artifactLine =
      `Not compliant: artifact 'web.tar.gz' (sha256 ${WEB_FP.slice(0, 8)}…) in flow 'web' ` +
      'is NON_COMPLIANT'
    const testsLine = 'Tests failed: 1 failed — web.Checks › renders header'
    expect(web.code).toBe(1)
    expect(errorMessages(web)).toBe(`::error::${testsLine}\n${artifactLine}`)
    expect(web.outputs.compliant).toBe('false')
    expect(web.outputs['compliance-state']).toBe('NON_COMPLIANT')
    expect(checks()['Compliance (web)']).toEqual({
      conclusion: 'failure',
      title: `${testsLine}; ${artifactLine}`
    })
  })

  it(
    'deferred, then one replay: each check run ends as its direct run did',
    async () => {
      await monorepo(emulator.url, '7000')
      const direct = checks()
      forget()
      const replay = await deferredThenReplayed(monorepo)
      expect(Object.keys(checks()).sort()).toEqual(Object.keys(direct).sort())
      for (const [name, check] of Object.entries(checks())) {
        expect([name, check.conclusion]).toEqual([name, direct[name].conclusion])
      }
      // Said why, as the build's: the failing test and the artifact, and that it was replayed.
      expect(checks()['Compliance (web)'].title).toBe(
        `${direct['Compliance (web)'].title} · replayed from run 7100`
      )
      expect(checks()['Compliance (billing)'].conclusion).toBe('success')
      // The replay's log names the red origin and why, once.
      expect(unescapeCommand(replay.stdout)).toContain(
        'Why: build, attempt 1: Tests failed: 1 failed — web.Checks › renders header'
      )
    },
    TWICE_AND_REPLAYED_MS
  )
})

describe('a matrix of three legs and an e2e job', () => {
  it(
    'all deferred, then one replay: every check run has the conclusion its direct run has',
    async () => {
      const directRuns = await matrixAndE2e(emulator.url, '7000')
      expect(directRuns.map((r) => r.code)).toEqual([0, 0, 0, 0])
      const direct = checks()
      expect(Object.keys(direct).sort()).toEqual([
        'Compliance',
        'Compliance (os: macos-latest)',
        'Compliance (os: ubuntu-latest)',
        'Compliance (os: windows-latest)'
      ])
      forget()
      await deferredThenReplayed(matrixAndE2e)
      const replayed = checks()
      expect(Object.keys(replayed).sort()).toEqual(Object.keys(direct).sort())
      for (const [name, check] of Object.entries(replayed)) {
        expect([name, check.conclusion]).toEqual([name, direct[name].conclusion])
      }
      // The passing legs stay green though the commit holds a failing leg and a NON_COMPLIANT
      // artifact; the failing leg says which test failed.
      expect(replayed['Compliance (os: ubuntu-latest)']).toEqual({
        conclusion: 'success',
        title: '2 tests: 2 passed · replayed from run 7100 · os: ubuntu-latest'
      })
      expect(replayed['Compliance (os: windows-latest)']).toEqual({
        conclusion: 'failure',
        title:
          'Tests failed: 1 failed — windows-latest.Checks › renders header · ' +
          'replayed from run 7100 · os: windows-latest'
      })
      // The e2e job's artifact is on the trail the failing leg attested to: the service holds it
      // NON_COMPLIANT, and its check run (direct or replayed) says so, naming it.
      expect(replayed.Compliance.title).toMatch(
        /^Not compliant: artifact 'app\.bin' \(sha256 [0-9a-f]{8}…\) in flow 'shop' is NON_COMPLIANT · replayed from run 7100$/
      )
    },
    TWICE_AND_REPLAYED_MS
  )
})
