/**
 * The README's worst case as a bound (README, "When the service is down"; docs/bad-day.md):
 * whatever the service does — hangs, answers 503 for ever, answers 429 for ever — the run's
 * requests to it end within one request's attempts and the waits between them:
 *
 *   (max-retries + 1) × timeout-seconds + Σ_{i < max-retries} min(2^i, 30) s
 *
 * because every wait (backoff or Retry-After) is taken from the request's retry budget, and the
 * probe's giving up stops the run. Through the action's run() under runner conditions, with
 * small inputs so that the bound is seconds, not minutes.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { artifactStubAround, reportWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'bound-token-93d1f0a7'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

const runner = (): Record<string, string> => stub.jobEnv('4242', 'build')

/** The README's formula, written out here rather than taken from the code it checks. */
function boundSeconds(maxRetries: number, timeoutSeconds: number): number {
  let backoff = 0
  for (let i = 0; i < maxRetries; i++) backoff += Math.min(2 ** i, 30)
  return (maxRetries + 1) * timeoutSeconds + backoff
}

/** Timers on a loaded 2-core machine may be late by a little; never by a wait (1 s or more). */
const LATE_MS = 1500

/**
 * The time the service was held: from the first request's arrival to the last one's end (an
 * answer at once, or `heldMs` later when the service hangs).
 */
function serviceWindowMs(heldMs: number): number {
  // received_at is in seconds (the emulator's JSON speaks the service's epoch seconds).
  const arrivals = emulator.requests().map((q) => q.received_at * 1000)
  return Math.max(...arrivals) + heldMs - Math.min(...arrivals)
}

async function runAgainst(maxRetries: number, timeoutSeconds: number) {
  const started = Date.now()
  const r = await reportWith(
    ws,
    emulator.url,
    TOKEN,
    {
      junit: 'test-results/*.xml',
      'max-retries': String(maxRetries),
      'timeout-seconds': String(timeoutSeconds)
    },
    { env: runner() }
  )
  return { r, elapsedMs: Date.now() - started }
}

describe('the worst case is a bound', () => {
  it('the formula with the default inputs is the README’s 87 s', () => {
    expect(boundSeconds(3, 20)).toBe(87)
  })

  it('a service that hangs: the attempts and backoffs of one probe, then the stop', async () => {
    emulator.addFault({ path: '/api/v2/', delayMs: 60_000, count: 1000 })
    const { r, elapsedMs } = await runAgainst(2, 1)
    const bound = boundSeconds(2, 1) * 1000
    expect(r.outputs['outbox-count']).toBe('2')
    // The two writes' first attempts together, then the probe's 2 retries; no search.
    expect(emulator.requests()).toHaveLength(2 + 2)
    expect(serviceWindowMs(1000)).toBeLessThanOrEqual(bound + LATE_MS)
    // …and it is a bound, not a guess: the hanging service holds nearly all of it.
    expect(serviceWindowMs(1000)).toBeGreaterThan(bound - 2000)
    // The whole step is longer by what is not the service's (git, fingerprints, the outbox
    // sealed and saved): 8.1 s alone, 13.2 s under the full suite on 2 loaded cores.
    expect(elapsedMs).toBeGreaterThanOrEqual(serviceWindowMs(1000) - LATE_MS)
  }, 30_000)

  it('a service that answers 503 for ever', async () => {
    emulator.addFault({ path: '/api/v2/', status: 503, count: 1000 })
    const { r } = await runAgainst(2, 1)
    expect(r.outputs['outbox-count']).toBe('2')
    expect(emulator.requests()).toHaveLength(2 + 2)
    expect(serviceWindowMs(0)).toBeLessThanOrEqual(boundSeconds(2, 1) * 1000 + LATE_MS)
  }, 30_000)

  it('a service that answers 429 for ever, asking each time for a wait that fits once', async () => {
    // 5 s fits what 3 retries of 1 s attempts may take (10 s) once; compared each time with
    // what the retries left could take, as if nothing had been waited, it was slept 3 times
    // (15 s, over the 11 s bound).
    emulator.addFault({ path: '/api/v2/', status: 429, retryAfter: 5, count: 1000 })
    const { r } = await runAgainst(3, 1)
    expect(r.outputs['outbox-count']).toBe('2')
    expect(emulator.requests()).toHaveLength(2 + 1)
    expect(serviceWindowMs(0)).toBeLessThanOrEqual(boundSeconds(3, 1) * 1000 + LATE_MS)
    expect(r.stdout).toMatch(/asked to wait 5 s before a retry, longer than the 3 s/)
  }, 30_000)
})

describe('everything slept counts', () => {
  it('429 with Retry-After 10, 8, 5 then 201, 1 s attempts, 3 retries: deferred at once, not after 23 s', async () => {
    for (const retryAfter of [10, 8, 5]) {
      emulator.addFault({ path: '/api/v2/artifacts/', status: 429, retryAfter, count: 1 })
    }
    const started = Date.now()
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { 'max-retries': '3', 'timeout-seconds': '1' },
      { env: runner() }
    )
    expect(r.code).toBe(0)
    expect(r.outputs['outbox-count']).toBe('1')
    expect(emulator.requests()).toHaveLength(1)
    // The log gives the wait the service asked for, and what was left of the budget.
    expect(r.stdout).toMatch(
      /the service asked to wait 10 s before a retry, longer than the 9 s this request may still wait \(its retries may take 10 s in all, waits included\); not waited/
    )
    expect(Date.now() - started).toBeLessThan(8000)
  })
})
