/**
 * The README's after-matrix example with `command: legs` runs as written (issue 46, item 8):
 * its jobs' records steps are taken from the README as they are — only what the runner
 * evaluates is filled in (the secret, `matrix`, `strategy`, the job's token) and the service's
 * address comes from KOSLI_HOST — and run as the legs and the job after them, against the
 * emulator and the artifact-service stub, which also answers GitHub's record of the jobs.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { runInProcess } from '../helpers/action.js'
import { artifactStubAround, errorMessages, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const TOKEN = 'readme-legs-token-0123'
const GH_TOKEN = 'ghs_readmeLegs0123456789'

type Step = { uses?: string; if?: string; with?: Record<string, unknown> }
interface Job {
  needs?: string
  if?: string
  permissions?: Record<string, string>
  strategy?: { 'fail-fast'?: boolean; matrix?: Record<string, unknown[]> }
  steps?: Step[]
}

/** The README workflow whose job runs `command: legs`. */
function legsWorkflow(): Record<string, Job> {
  const found = [...README.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)]
    .map((m) => parse(m[1]) as { jobs?: Record<string, Job> })
    .filter((w) =>
      Object.values(w.jobs ?? {}).some((j) => recordsStep(j)?.with?.command === 'legs')
    )
  expect(found).toHaveLength(1)
  return found[0].jobs ?? {}
}

function recordsStep(job: Job): Step | undefined {
  return job.steps?.find((s) => s.uses?.startsWith('OWNER/records-action@'))
}

/** A step's `with:` as the runner passes it: the secret evaluated, every value a string. */
function evaluated(step: Step | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step?.with ?? {}).map(([k, v]) => [
      k,
      String(v).replace('${{ secrets.KOSLI_API_TOKEN }}', TOKEN)
    ])
  )
}

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

describe("the README's after-matrix job with command: legs", () => {
  const jobs = legsWorkflow()
  const [legsJobName, legsJob] =
    Object.entries(jobs).find(([, j]) => recordsStep(j)?.with?.command === 'legs') ?? []
  const matrixJobName = String(legsJob?.needs)
  const matrixJob = jobs[matrixJobName]

  it('waits for the matrix, runs after a red or cancelled leg, and has the permission auto needs', () => {
    expect(legsJobName).toBe('legs')
    expect(legsJob?.if).toBe('${{ !cancelled() }}')
    expect(legsJob?.permissions?.actions).toBe('read')
    expect(recordsStep(legsJob as Job)?.with).toMatchObject({
      'expect-legs': 'auto',
      'legs-job': matrixJobName
    })
    expect(recordsStep(matrixJob)?.if).toBe('${{ !cancelled() }}')
    expect(recordsStep(matrixJob)?.with?.['attestation-name']).toBe(
      recordsStep(legsJob as Job)?.with?.['attestation-name']
    )
  })

  it('runs as written: one leg cancelled, the other red; the override names both, the step fails', async () => {
    const oses = (matrixJob.strategy?.matrix?.os ?? []) as string[]
    expect(oses.length).toBeGreaterThan(1)
    const run = '7070'
    const env = (job: string) => ({
      GITHUB_SHA: ws.head,
      KOSLI_HOST: emulator.url,
      ...stub.jobEnv(run, job)
    })
    // The first leg runs its records step; the others were cancelled by GitHub before it.
    const first = await runInProcess({
      workspace: ws.dir,
      inputs: {
        ...evaluated(recordsStep(matrixJob)),
        matrix: JSON.stringify({ os: oses[0] }),
        strategy: JSON.stringify({
          'fail-fast': false,
          'job-index': 0,
          'job-total': oses.length,
          'max-parallel': oses.length
        }),
        'github-token': GH_TOKEN
      },
      env: env(matrixJobName)
    })
    expect([first.code, errorMessages(first)]).toEqual([0, ''])
    stub.attemptJobs.set(
      `${run}/1`,
      oses.map((os, i) => ({
        id: i + 1,
        name: `${matrixJobName} (${os})`,
        status: 'completed',
        conclusion: i === 0 ? 'failure' : 'cancelled',
        run_attempt: 1,
        started_at: null,
        completed_at: null,
        steps: []
      }))
    )
    const step = await runInProcess({
      workspace: ws.dir,
      inputs: { ...evaluated(recordsStep(legsJob as Job)), 'github-token': GH_TOKEN },
      env: env(String(legsJobName))
    })
    const cancelled = oses
      .slice(1)
      .map((os) => `os: ${os} (cancelled)`)
      .join(', ')
    const line = `1 of ${oses.length} legs reported — missing: ${cancelled}; tests failed in: os: ${oses[0]} (1 failed)`
    expect(step.code).toBe(1)
    expect(errorMessages(step)).toBe(`::error::${line}`)
    expect(step.summary).toContain(`**${line}**`)
    const [override] = emulator.requests().filter((q) => q.path.endsWith('/override'))
    expect(JSON.parse(override.body ?? '{}')).toMatchObject({
      reason: line,
      new_compliance_status: false
    })
    const check = stub.checkRuns.find((c) => c.name === 'Compliance')
    expect([check?.title, check?.conclusion]).toEqual([line, 'failure'])
  }, 60_000)
})
