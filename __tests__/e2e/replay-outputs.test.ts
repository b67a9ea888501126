/**
 * A step's outputs as the runner reads them from GITHUB_OUTPUT, in the run's real shape: two
 * jobs of run 4242 defer their tests' attestations under their own check names, and one replay
 * brings both check runs up to date. Each output is written once per step (the runner keeps
 * only the last value of one written twice), and the replay's `check-run-url` names every
 * check run it brought up to date, one a line, not just the last.
 */
import { describe, expect, it } from '@jest/globals'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, errorLines, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'

const TOKEN = 'replay-outputs-token-7c41d2'
const GH_TOKEN = 'ghs_replayOutputs0123456789abcdef'
const suite = (failures: number) => `<testsuite name="t" tests="2" failures="${failures}">
  <testcase classname="c" name="one"/>
  <testcase classname="c" name="two">${failures ? '<failure message="no"/>' : ''}</testcase>
</testsuite>
`

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'failing/junit.xml': suite(1), 'passing/junit.xml': suite(0) }
})
artifactStubAround((started) => (stub = started))

/** The output names in the order a step wrote them to GITHUB_OUTPUT, repeats kept. */
const NAME_LINE = /^([A-Za-z0-9_-]+)<<ghadelimiter_[0-9a-f-]+$/gm

/** One step of run `run`'s job `job`; its outputs as written, and as the runner reads them. */
async function step(baseUrl: string, run: string, job: string, inputs: Record<string, string>) {
  const r = await runWith(
    ws,
    baseUrl,
    TOKEN,
    { 'github-token': GH_TOKEN, 'max-retries': '0', ...inputs },
    {
      env: stub.jobEnv(run, job),
      keepRunnerTemp: true
    }
  )
  try {
    expect(errorLines(r)).toEqual([])
    const written = await readFile(path.join(r.runnerTemp, 'output.txt'), 'utf8')
    return { names: [...written.matchAll(NAME_LINE)].map((m) => m[1]), outputs: r.outputs }
  } finally {
    await rm(r.runnerTemp, { recursive: true, force: true })
  }
}

const attest = (baseUrl: string, job: string, dir: string, checkName: string) =>
  step(baseUrl, '4242', job, {
    command: 'attest-junit',
    flow: 'shop',
    junit: `${dir}/junit.xml`,
    'attestation-name': `${job}-tests`,
    'check-name': checkName,
    'fail-on-non-compliant': 'false'
  })

describe('outputs of a replay of two jobs', () => {
  it('are each written once; check-run-url lists both check runs, in the order of the origins', async () => {
    const down = await deadLoopbackUrl()
    const build = await attest(down, 'build', 'failing', 'Build')
    const e2e = await attest(down, 'e2e', 'passing', 'E2E')
    for (const leg of [build, e2e]) {
      expect(leg.names).toContain('check-run-url')
      expect(leg.names).toEqual([...new Set(leg.names)])
    }

    const replay = await step(emulator.url, '5000', 'replay', {
      command: 'replay',
      'run-id': '4242'
    })
    expect(replay.names).toContain('check-run-url')
    expect(replay.names).toEqual([...new Set(replay.names)])
    // Brought up to date, not added: the two check runs the jobs made, each named once.
    expect(stub.checkRuns.map((c) => c.name)).toEqual(['Build', 'E2E'])
    expect(replay.outputs['check-run-url'].split('\n')).toEqual([
      build.outputs['check-run-url'],
      e2e.outputs['check-run-url']
    ])
  })
})
