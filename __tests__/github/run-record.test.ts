/**
 * GitHub's record of a run attempt's jobs (src/github/run-record.ts), against the artifact
 * stub's GitHub routes: every page read, the fields kept typed, a refusal kept with its status.
 */
import { describe, expect, it } from '@jest/globals'
import { listAttemptJobs, RunRecordError } from '../../src/github/run-record.js'
import { artifactStubAround } from '../helpers/e2e.js'
import type { ArtifactStub, StubJob } from '../helpers/artifact-stub.js'

let stub: ArtifactStub
artifactStubAround((started) => (stub = started))

const access = () => ({
  repository: 'acme/shop',
  token: 'ghs_runRecord0123456789',
  apiUrl: stub.url
})

const job = (i: number): StubJob => ({
  id: i,
  name: `test (leg ${i})`,
  status: 'completed',
  conclusion: i % 2 ? 'success' : 'cancelled',
  run_attempt: 1,
  started_at: '2026-11-01T10:00:00Z',
  completed_at: null,
  steps: [{ name: 'Set up job', number: 1, status: 'completed', conclusion: 'success' }]
})

describe('listAttemptJobs', () => {
  it('reads every page of the attempt, and only its own', async () => {
    stub.attemptJobs.set(
      '77/2',
      Array.from({ length: 230 }, (_, i) => job(i))
    )
    stub.attemptJobs.set('77/1', [job(1)])
    const jobs = await listAttemptJobs(access(), 77, 2)
    expect(jobs).toHaveLength(230)
    expect(jobs[229]).toEqual(job(229))
    const pages = stub.requests.filter((r) => r.includes('/attempts/2/jobs'))
    expect(pages).toHaveLength(3)
    expect(await listAttemptJobs(access(), 77, 1)).toEqual([job(1)])
  })

  it('keeps each field of its type: what is missing or of another type reads as nothing', async () => {
    const odd = { id: 7, steps: [null, { name: 3 }], run_attempt: '2' } as unknown as StubJob
    stub.attemptJobs.set('78/1', [odd])
    expect(await listAttemptJobs(access(), 78, 1)).toEqual([
      {
        id: 7,
        name: '',
        status: '',
        conclusion: null,
        run_attempt: 2,
        started_at: null,
        completed_at: null,
        steps: [
          { name: '', number: 0, status: '', conclusion: null },
          { name: '', number: 0, status: '', conclusion: null }
        ]
      }
    ])
  })

  it('keeps a refusal with its status, and names the run and attempt', async () => {
    stub.refuseRest = 403
    const err = await listAttemptJobs(access(), 77, 2).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RunRecordError)
    expect((err as RunRecordError).status).toBe(403)
    expect((err as Error).message).toMatch(/^GitHub did not list the jobs of run 77, attempt 2: /)
    // The permission, named once (github/policy.ts).
    expect((err as Error).message.split('lacks `actions: read`')).toHaveLength(2)
  })

  it('retries a GitHub 502 on the jobs of a run, then reads them', async () => {
    stub.attemptJobs.set('79/1', [job(1)])
    let faltered = 0
    stub.restTrouble = (_method, path) =>
      path.endsWith('/runs/79/attempts/1/jobs') && faltered++ === 0 ? 502 : undefined
    const sleep = async () => undefined
    expect(await listAttemptJobs({ ...access(), sleep }, 79, 1)).toEqual([job(1)])
    expect(stub.requests.filter((r) => r.includes('/runs/79/attempts/1/jobs'))).toHaveLength(2)
  })
})
