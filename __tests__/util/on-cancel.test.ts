/**
 * The job's cancellation (src/util/on-cancel.ts) as the runner does it: SIGINT, then SIGTERM
 * 7.5 s later, then the kill 2.5 s after that. Signals come from a stand-in for `process`, and
 * time from a clock the test moves: nothing here waits for real.
 */
import { describe, expect, it } from '@jest/globals'
import {
  Cancellation,
  FINISH_BY_MS,
  IN_FLIGHT_WAIT_MS,
  RUNNER_ALLOWS_MS,
  TOO_LATE,
  type CancelSignal
} from '../../src/util/on-cancel.js'
import { Signals } from '../helpers/signals.js'

/** A clock the test moves: each sleep ends once the clock has moved past its end. */
function manualClock() {
  let now = 0
  const sleeping: Array<{ at: number; wake: () => void }> = []
  return {
    sleep: (ms: number) => new Promise<void>((wake) => sleeping.push({ at: now + ms, wake })),
    async advanceTo(t: number): Promise<void> {
      now = t
      for (const s of sleeping.filter((x) => x.at <= now)) s.wake()
      // Let what the wakes resolve run.
      for (let i = 0; i < 5; i++) await Promise.resolve()
    }
  }
}

/** Whether `promise` has settled by now (after what is already queued runs). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

describe('the deadlines', () => {
  it('fit inside what the runner allows after each signal, the wait first', () => {
    for (const s of ['SIGINT', 'SIGTERM'] as const) {
      expect(IN_FLIGHT_WAIT_MS[s]).toBeLessThan(FINISH_BY_MS[s])
      expect(FINISH_BY_MS[s]).toBeLessThan(RUNNER_ALLOWS_MS[s])
    }
    // The runner's SIGTERM comes 7.5 s after its SIGINT: the wait is over before it.
    expect(IN_FLIGHT_WAIT_MS.SIGINT).toBeLessThan(
      RUNNER_ALLOWS_MS.SIGINT - RUNNER_ALLOWS_MS.SIGTERM
    )
  })
})

describe('a cancellation listened to', () => {
  it('tells the first signal once, ends the wait and the finish at their deadlines, and ends of the signal', async () => {
    const signals = new Signals()
    const clock = manualClock()
    const cancel = new Cancellation(signals, clock.sleep)
    const told: CancelSignal[] = []
    cancel.listen((s) => told.push(s))
    const wait = cancel.inFlightWaitOver()
    const work = new Promise<string>(() => undefined) // a save that never ends
    const finished = cancel.finishBy(work)

    signals.send('SIGINT')
    expect(told).toEqual(['SIGINT'])
    expect(cancel.signal).toBe('SIGINT')
    expect(signals.raised).toEqual([]) // the process did not end of it
    await clock.advanceTo(IN_FLIGHT_WAIT_MS.SIGINT - 1)
    expect(await settled(wait)).toBe(false)
    await clock.advanceTo(IN_FLIGHT_WAIT_MS.SIGINT)
    expect(await settled(wait)).toBe(true)
    expect(await settled(finished)).toBe(false)
    await clock.advanceTo(FINISH_BY_MS.SIGINT)
    expect(await finished).toBe(TOO_LATE)

    cancel.end()
    expect(signals.raised).toEqual(['SIGINT'])
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0)
  })

  it('a SIGTERM brings the deadlines nearer, is not told again, and is the signal raised at the end', async () => {
    const signals = new Signals()
    const clock = manualClock()
    const cancel = new Cancellation(signals, clock.sleep)
    const told: CancelSignal[] = []
    cancel.listen((s) => told.push(s))
    cancel.listen((s) => told.push(s)) // a second listener: both hear, the process listened to once
    expect(signals.listenerCount('SIGINT')).toBe(1)
    const wait = cancel.inFlightWaitOver()
    signals.send('SIGINT')
    await clock.advanceTo(100)
    signals.send('SIGTERM')
    expect(told).toEqual(['SIGINT', 'SIGINT'])
    await clock.advanceTo(100 + IN_FLIGHT_WAIT_MS.SIGTERM)
    expect(await settled(wait)).toBe(true)
    expect(await cancel.finishBy(Promise.resolve('saved'))).toBe('saved')
    cancel.end()
    expect(signals.raised).toEqual(['SIGTERM'])
  })

  it('without a signal: no wait ends, work is awaited, and ending raises nothing', async () => {
    const signals = new Signals()
    const clock = manualClock()
    const cancel = new Cancellation(signals, clock.sleep)
    cancel.listen(() => undefined)
    await clock.advanceTo(60_000)
    expect(await settled(cancel.inFlightWaitOver())).toBe(false)
    expect(await cancel.finishBy(Promise.resolve(7))).toBe(7)
    cancel.end()
    cancel.end()
    expect(signals.raised).toEqual([])
    expect(signals.listenerCount('SIGINT')).toBe(0)
  })

  it('on the real clock too: a signal is told, and the process ends of it (the timers never hold it)', () => {
    const signals = new Signals()
    const cancel = new Cancellation(signals)
    const told: CancelSignal[] = []
    cancel.listen((s) => told.push(s))
    signals.send('SIGTERM')
    cancel.end()
    expect(told).toEqual(['SIGTERM'])
    expect(signals.raised).toEqual(['SIGTERM'])
  })

  it('never listened to: ending it leaves the process alone', () => {
    const signals = new Signals()
    const cancel = new Cancellation(signals)
    cancel.end()
    expect(signals.raised).toEqual([])
    expect(cancel.signal).toBeUndefined()
  })
})
