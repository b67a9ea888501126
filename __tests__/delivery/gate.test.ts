/**
 * The gate (src/delivery/gate.ts) through a real Delivery and RecordsClient against the
 * emulator on loopback: the pool's limit counted at the service, its growth, the probe while
 * the service is in trouble, and the run-wide stop checked before every attempt — a cancelled
 * job's too (`listenForCancel`: signals from a stand-in for `process`, no deadline passing).
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { search } from '../../src/api/operations.js'
import {
  INITIAL_IN_FLIGHT,
  MAX_IN_FLIGHT,
  PROMPT_MS,
  StoppedError
} from '../../src/delivery/gate.js'
import { Cancellation, IN_FLIGHT_WAIT_MS } from '../../src/util/on-cancel.js'
import type { Write } from '../../src/results.js'
import { emulatorAround } from '../emulator/helpers.js'
import { rejection } from '../api/helpers.js'
import { Signals } from '../helpers/signals.js'
import {
  ORG,
  TOKEN,
  artifactWrite,
  artifactWrites,
  fingerprintOf,
  latch,
  service,
  startFront,
  until,
  type Front
} from './helpers.js'

let emu: Emulator

emulatorAround({ tokens: [{ token: TOKEN, org: ORG }] }, (started) => (emu = started))
beforeEach(() => emu.reset())

const ARTIFACTS = `/api/v2/artifacts/${ORG}/`
const statesOf = (writes: Write[]): string[] => writes.map((w) => w.state)

describe('the pool', () => {
  it(`has ${INITIAL_IN_FLIGHT} in flight at first, and no more`, async () => {
    const held = latch()
    const front = await startFront(emu, held.wait)
    try {
      const { delivery } = service({ baseUrl: front.url })
      const writes = Promise.all(artifactWrites(30).map((w) => delivery.write(w)))
      // Every write has its place in the pool or waits for one: a 13th would have been let go.
      await until(() => delivery.gate.waiting === 30 - INITIAL_IN_FLIGHT)
      await until(() => front.inFlight === INITIAL_IN_FLIGHT)
      expect(delivery.gate.underWay).toBe(INITIAL_IN_FLIGHT)
      expect(front.received).toBe(INITIAL_IN_FLIGHT)
      held.open()
      expect(statesOf(await writes)).toEqual(new Array(30).fill('recorded'))
      expect(emu.state().artifacts).toHaveLength(30)
      expect(front.peak).toBeLessThanOrEqual(delivery.gate.peak)
    } finally {
      held.open()
      await front.close()
    }
  })

  it('grows by one with each prompt success, up to its cap', async () => {
    const { delivery } = service({ baseUrl: emu.url })
    await Promise.all(artifactWrites(20).map((w) => delivery.write(w)))
    expect(delivery.gate.limit).toBe(INITIAL_IN_FLIGHT + 20)
    await Promise.all(artifactWrites(60, 'more').map((w) => delivery.write(w)))
    expect(delivery.gate.limit).toBe(MAX_IN_FLIGHT)
    expect(emu.state().artifacts).toHaveLength(80)
  })

  // The gate times each attempt by its own clock (here one that moves PROMPT_MS + 1 at every
  // reading), not by the machine's: a busy machine does not change how the pool grows.
  it('does not grow with answers slower than PROMPT_MS by its clock', async () => {
    let now = 0
    const { delivery } = service({ baseUrl: emu.url, clock: () => (now += PROMPT_MS + 1) })
    await Promise.all(artifactWrites(20).map((w) => delivery.write(w)))
    expect(delivery.gate.limit).toBe(INITIAL_IN_FLIGHT)
    expect(emu.state().artifacts).toHaveLength(20)
  })

  // A place that the limit's growth frees wakes a queued request too (it once woke only one
  // per answer, so writes started together never had more than INITIAL_IN_FLIGHT at once).
  it('lets more go at once as it grows, never more than its limit', async () => {
    // The first round goes at once; every later request is held at the service until more
    // than the first round's size are in flight at once (a gate that never lets them go
    // together times the test out), so that overlap is the test's, not the machine's speed.
    let arrived = 0
    const front: Front = await startFront(emu, async () => {
      if (++arrived <= INITIAL_IN_FLIGHT) return
      await until(() => front.peak > INITIAL_IN_FLIGHT)
    })
    try {
      const { delivery } = service({ baseUrl: front.url })
      const writes = await Promise.all(artifactWrites(60).map((w) => delivery.write(w)))
      expect(writes.every((w) => w.state === 'recorded')).toBe(true)
      expect(front.peak).toBeGreaterThan(INITIAL_IN_FLIGHT)
      expect(front.peak).toBeLessThanOrEqual(delivery.gate.peak)
      expect(delivery.gate.peak).toBeLessThanOrEqual(MAX_IN_FLIGHT)
    } finally {
      await front.close()
    }
  })
})

describe('a service in trouble', () => {
  it.each([
    ['defer', 'deferred', true],
    ['no defer', 'stopped', false]
  ])(
    'a 503 on every request, 21 writes (%s): at most 16 reach the service, each write %s',
    async (_name, state, defer) => {
      await emu.addFault({ path: ARTIFACTS, status: 503, delayMs: 20, count: 1000 })
      const { delivery, told } = service({ baseUrl: emu.url, defer })
      const writes = await Promise.all(artifactWrites(21).map((w) => delivery.write(w)))
      // At most the first round (12) and the probe's 3 retries; the 9 queued never go.
      expect(emu.requests().length).toBeLessThanOrEqual(16)
      expect(emu.requests().length).toBeLessThanOrEqual(INITIAL_IN_FLIGHT + 3)
      expect(statesOf(writes)).toEqual(new Array(21).fill(state))
      expect(delivery.stop).toEqual({ kind: 'down', status: 503 })
      expect(told.stops).toHaveLength(1)
      expect(told.stops[0].cause).toContain('failed after 4 attempts: 503 Service Unavailable')
      expect(told.retries.filter((r) => r.role === 'probe')).toHaveLength(3)
      expect(delivery.outcome().deferred).toHaveLength(defer ? 21 : 0)
    }
  )

  it('the probe alone retries; its success lets the waiting writes go, and they are recorded', async () => {
    // The first round is held at a front of the service until it is all in flight (no delay
    // a busy machine could outlast); then each of it is answered 503.
    await emu.addFault({ path: ARTIFACTS, status: 503, count: INITIAL_IN_FLIGHT })
    const front: Front = await startFront(emu, () =>
      until(() => front.received >= INITIAL_IN_FLIGHT)
    )
    // The probe's backoff lasts until every first attempt has been answered (and told).
    const firstRoundTold = (): boolean => svc.told.retries.length === INITIAL_IN_FLIGHT
    const svc = service({ baseUrl: front.url, sleep: () => until(firstRoundTold) })
    const { delivery, told, waits } = svc
    const writes = Promise.all(artifactWrites(INITIAL_IN_FLIGHT).map((w) => delivery.write(w)))
    expect(statesOf(await writes)).toEqual(new Array(INITIAL_IN_FLIGHT).fill('recorded'))
    await front.close()
    const roles = told.retries.map((r) => r.role).sort()
    expect(roles).toEqual(['probe', ...new Array(INITIAL_IN_FLIGHT - 1).fill('wait')])
    // One backoff, the probe's; the others waited for its outcome instead of their own.
    expect(waits).toHaveLength(1)
    const requests = emu.requests()
    expect(requests).toHaveLength(2 * INITIAL_IN_FLIGHT)
    // Between the first round and the others' retries, only the probe reached the service.
    const probe = told.retries.find((r) => r.role === 'probe')?.label ?? ''
    const probed = fingerprintOf(Number(probe.replace('artifact ', '')))
    expect(JSON.parse(requests[INITIAL_IN_FLIGHT].body ?? '{}').fingerprint).toBe(probed)
    expect(requests.slice(0, INITIAL_IN_FLIGHT).every((r) => r.fault === 'status')).toBe(true)
    expect(requests.slice(INITIAL_IN_FLIGHT).every((r) => r.fault === null)).toBe(true)
    expect(delivery.stop).toBeUndefined()
    expect(emu.state().artifacts).toHaveLength(INITIAL_IN_FLIGHT)
  })

  it('a 500 for one write is retried by that write alone while the others are recorded', async () => {
    await emu.addFault({ path: `${ARTIFACTS}broken`, status: 500, count: 100 })
    const backoff = latch()
    const { delivery, told, waits } = service({ baseUrl: emu.url, sleep: backoff.wait })
    const broken = delivery.write(artifactWrite(99, 'broken'))
    await until(() => waits.length === 1)
    // The others go and are recorded while the broken write sits in its first backoff.
    const others = await Promise.all(artifactWrites(10).map((w) => delivery.write(w)))
    expect(statesOf(others)).toEqual(new Array(10).fill('recorded'))
    backoff.open()
    const write = await broken
    expect(write.state).toBe('failed')
    expect(write.detail).toContain('failed after 4 attempts: 500 Internal Server Error')
    expect(told.retries.map((r) => [r.label, r.role])).toEqual([
      ['artifact 99', 'alone'],
      ['artifact 99', 'alone'],
      ['artifact 99', 'alone']
    ])
    expect(emu.requests()).toHaveLength(10 + 4)
    expect(delivery.stop).toBeUndefined()
    expect(delivery.gate.limit).toBe(INITIAL_IN_FLIGHT + 10)
  })
})

describe('the stop', () => {
  it('after a 401 no request starts: not those queued behind the pool, not those built later', async () => {
    // The whole first round is held at a front of the service until it is all in flight (the
    // rest queued); then the first request goes on and is refused, and the others go on, and
    // are stored, only once the run is stopped. No timing: the order is the test's.
    await emu.addFault({ path: ARTIFACTS, status: 401, message: 'token revoked', count: 1 })
    let arrived = 0
    const front: Front = await startFront(emu, async () => {
      const firstToArrive = arrived++ === 0
      await until(() => front.inFlight === INITIAL_IN_FLIGHT)
      if (!firstToArrive) await until(() => delivery.stop !== undefined)
    })
    const { delivery, told } = service({ baseUrl: front.url, defer: true })
    const first = await Promise.all(artifactWrites(20).map((w) => delivery.write(w)))
    await front.close()
    const labels = (state: string): string[] =>
      first.filter((w) => w.state === state).map((w) => w.label)
    expect(labels('recorded')).toHaveLength(INITIAL_IN_FLIGHT - 1)
    expect(labels('stopped')).toHaveLength(20 - (INITIAL_IN_FLIGHT - 1))
    const requests = emu.requests()
    expect(requests).toHaveLength(INITIAL_IN_FLIGHT)
    // What reached the service: the recorded writes and the one refused, none of the rest.
    const refused = requests.find((r) => r.fault === 'status')
    const sent = requests.map((r) => JSON.parse(r.body ?? '{}').filename as string).sort()
    const expected = [
      ...labels('recorded').map((l) => `a${l.replace('artifact ', '')}.tar`),
      JSON.parse(refused?.body ?? '{}').filename as string
    ].sort()
    expect(sent).toEqual(expected)
    expect(emu.state().artifacts).toHaveLength(INITIAL_IN_FLIGHT - 1)

    // A write whose request is built after the stop, and a read: nothing is sent.
    let built = false
    const later = await delivery.write({
      ...artifactWrite(50),
      request: () => {
        built = true
        return artifactWrite(50).request()
      }
    })
    expect(built).toBe(true)
    expect(later).toEqual(
      expect.objectContaining({ state: 'stopped', detail: 'the service refused the token' })
    )
    await rejection(search(delivery, ORG, fingerprintOf(0)), StoppedError)
    expect(emu.requests()).toHaveLength(INITIAL_IN_FLIGHT)

    // A refused token is no reason to keep a write for later.
    expect(delivery.outcome().deferred).toEqual([])
    expect(delivery.stop).toEqual({ kind: 'auth', status: 401 })
    expect(told.stops).toHaveLength(1)
    expect(told.stops[0].cause).toContain('failed with 401 Unauthorized: token revoked')
    expect(delivery.outcome().stopped?.cause).toBe(told.stops[0].cause)
  })

  it.each([
    ['a 401', { status: 401, count: 1 }, { kind: 'auth', status: 401 }, 1],
    ['the service down', { status: 503, count: 4 }, { kind: 'down', status: 503 }, 4]
  ])(
    'a request waking from its backoff after %s sends nothing',
    async (_name, fault, stop, sent) => {
      await emu.addFault({ path: `${ARTIFACTS}broken`, status: 500, count: 100 })
      await emu.addFault({ path: `${ARTIFACTS}stopping`, ...fault })
      // The first backoff (the broken write's) lasts until the test lets it end.
      const backoff = latch()
      let first = true
      const { delivery, waits } = service({
        baseUrl: emu.url,
        sleep: () => {
          if (!first) return Promise.resolve()
          first = false
          return backoff.wait()
        }
      })
      const broken = delivery.write(artifactWrite(1, 'broken'))
      await until(() => waits.length === 1)
      const stopping = await delivery.write(artifactWrite(2, 'stopping'))
      expect(stopping.state).toBe('stopped')
      expect(delivery.stop).toEqual(stop)
      backoff.open()
      expect((await broken).state).toBe('stopped')
      const paths = emu.requests().map((r) => r.path.split('/')[5])
      expect(paths).toEqual(['broken', ...new Array(sent).fill('stopping')])
    }
  )
})

/** A delivery listening to a cancellation the test signals; no deadline ever passes. */
function cancellable(options: Parameters<typeof service>[0]) {
  const signals = new Signals()
  const cancellation = new Cancellation(signals, () => new Promise(() => undefined))
  const made = service({ ...options, cancellation })
  made.delivery.listenForCancel()
  return { ...made, signals }
}

describe('a cancelled job', () => {
  it('starts no new write: those in flight are answered and recorded, those waiting for their place are not sent', async () => {
    const held = latch()
    const front = await startFront(emu, held.wait)
    try {
      const { delivery, told, signals } = cancellable({ baseUrl: front.url })
      const writes = Promise.all(artifactWrites(30).map((w) => delivery.write(w)))
      await until(() => front.inFlight === INITIAL_IN_FLIGHT)
      signals.send('SIGINT')
      expect(told.cancels).toEqual([
        {
          signal: 'SIGINT',
          recorded: 0,
          inFlight: INITIAL_IN_FLIGHT,
          waitMs: IN_FLIGHT_WAIT_MS.SIGINT
        }
      ])
      held.open()
      const done = await writes
      const states = done.map((w) => w.state)
      expect(states.filter((s) => s === 'recorded')).toHaveLength(INITIAL_IN_FLIGHT)
      expect(states.filter((s) => s === 'stopped')).toHaveLength(30 - INITIAL_IN_FLIGHT)
      expect(done.find((w) => w.state === 'stopped')?.detail).toBe('the job was cancelled (SIGINT)')
      // Nothing reached the service after the signal but what was in flight at it.
      expect(front.received).toBe(INITIAL_IN_FLIGHT)
      expect(emu.state().artifacts).toHaveLength(INITIAL_IN_FLIGHT)
      expect(delivery.stop).toEqual({ kind: 'cancelled', signal: 'SIGINT' })
      // Not a reason to keep a write for later: the outbox it came from still holds it.
      expect(delivery.outcome().deferred).toEqual([])
    } finally {
      held.open()
      await front.close()
    }
  })

  it('a write waiting out its backoff wakes at the signal and is not sent again; no retry is told', async () => {
    await emu.addFault({ path: `${ARTIFACTS}broken`, status: 500, count: 100 })
    const backoff = latch()
    const { delivery, told, signals, waits } = cancellable({
      baseUrl: emu.url,
      defer: true,
      sleep: () => backoff.wait() // never opened: only the signal ends this wait
    })
    const broken = delivery.write(artifactWrite(1, 'broken'))
    await until(() => waits.length === 1)
    const retriesBefore = told.retries.length
    signals.send('SIGTERM')
    const write = await broken
    // Its one attempt was answered (500): it is not recorded, and nothing more was sent.
    expect(write).toEqual(
      expect.objectContaining({ state: 'stopped', detail: 'the job was cancelled (SIGTERM)' })
    )
    expect(emu.requests()).toHaveLength(1)
    expect(told.retries).toHaveLength(retriesBefore)
    expect(delivery.outcome().deferred).toEqual([])
  })

  it('a write whose attempt went unanswered is in flight: the service may have recorded it', async () => {
    // The service takes the write and answers after the client's timeout.
    await emu.addFault({ path: ARTIFACTS, delayMs: 3000, count: 1 })
    const backoff = latch()
    const { delivery, signals, waits } = cancellable({
      baseUrl: emu.url,
      timeoutSeconds: 1,
      sleep: () => backoff.wait()
    })
    const pending = delivery.write(artifactWrite(1))
    await until(() => waits.length === 1)
    signals.send('SIGINT')
    expect(await pending).toEqual(
      expect.objectContaining({ state: 'in-flight', detail: 'the job was cancelled (SIGINT)' })
    )
    expect(emu.requests()).toHaveLength(1)
  })
})
