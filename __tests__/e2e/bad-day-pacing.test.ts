/**
 * The rest of the bad day (docs/bad-day.md, docs/delivery.md), through the action's run() under
 * runner conditions: the run-wide stop is checked before every attempt, a service in trouble is
 * probed by one request while the others wait, and a Retry-After longer than a request's retry
 * budget is not slept.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, manyArtifacts, reportWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'pacing-token-5b20c7e1'
const MANY = 30

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: manyArtifacts(MANY)
})
artifactStubAround((started) => (stub = started))

const runner = (): Record<string, string> => stub.jobEnv('4242', 'build')
const posts = (): number => emulator.requests().filter((q) => q.method === 'POST').length

describe('the run-wide stop, checked before every attempt', () => {
  it('a refused token: the writes in flight are all that reach the service', async () => {
    const r = await reportWith(ws, emulator.url, 'wrong-token-00000000', {
      artifacts: 'many/*.bin'
    })
    expect(r.code).toBe(1)
    // The pool holds 12 at first: those went before the first 401 came back; none after it.
    expect(posts()).toBeLessThanOrEqual(12)
    expect(posts()).toBeGreaterThan(0)
    expect(emulator.requests().every((q) => q.method === 'POST')).toBe(true)
    expect(r.stdout).toContain(`Not recorded: artifact a`)
  })

  it('a 503 on every request: one request probes, at most 16 reach the service, nothing after the stop', async () => {
    emulator.addFault({ path: '/api/v2/', status: 503, count: 1000 })
    const started = Date.now()
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: 'many/a0*.bin\nmany/a1*.bin', junit: 'test-results/*.xml' },
      { env: runner() }
    )
    expect(r.code).toBe(0)
    // 20 artifacts and the attestation: the pool's first 12 at once, then only the probe's 3
    // retries (default inputs); the 9 writes still waiting for a place never go.
    expect(emulator.requests()).toHaveLength(12 + 3)
    expect(r.outputs['outbox-count']).toBe('21')
    expect(Date.now() - started).toBeLessThan(20_000)
  }, 30_000)
})

describe('Retry-After', () => {
  it('longer than the retry budget: not slept; the write is deferred at once, saying what was asked', async () => {
    emulator.addFault({ path: '/api/v2/', status: 429, retryAfter: 86400, count: 1000 })
    const started = Date.now()
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: 'many/a00.bin', junit: 'test-results/*.xml' },
      { env: runner() }
    )
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(r.code).toBe(0)
    expect(r.outputs['outbox-count']).toBe('2')
    // Each write's first answer is the service's only one: a 429 that outlasts the budget
    // counts as the service being down, so nothing more is sent (no search either).
    expect(emulator.requests()).toHaveLength(2)
    expect(r.stdout).toMatch(
      /^Stopped: the service is down \(.*429 Too Many Requests.*the service asked to wait 86,400 s before a retry, longer than the 47 s this request may still wait \(its retries may take 67 s in all, waits included\); not waited\)/m
    )
  })

  it('under on-service-down: fail, the step fails with the wait the service asked for', async () => {
    emulator.addFault({ path: '/api/v2/', status: 429, retryAfter: 86400, count: 1000 })
    const r = await reportWith(ws, emulator.url, TOKEN, {
      artifacts: 'many/a00.bin',
      'on-service-down': 'fail'
    })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^::error::The service is down: .*asked to wait 86,400 s/m)
  })
})
