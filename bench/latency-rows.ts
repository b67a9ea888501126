/**
 * The rows of bench/latency.ts for the README table, with their targets (README, Performance):
 * round trips added at 100 ms per request (paired round by round with the same action at
 * 0 ms), the wall time at 1,000 artifacts, the most requests in flight at the service, and the
 * day the service answers 503 to everything.
 */
import type { ServiceCounts } from './delaying-service.js'
import { median, type Row } from './stats.js'

/** The mean hold of every delayed run, ms: what one round trip to the service costs. */
export const ROUND_TRIP_MS = 100
/** The most requests in flight at the service a run may reach, at any size: polite to a shared service. */
const IN_FLIGHT_CAP = 64
/** At 100 ms, round trips the run may add to its 0 ms wall (by artifacts). */
const ROUND_TRIPS_ADDED: Record<number, number> = { 1: 2.4, 20: 3.4 }
/** At 100 ms, the wall time a run must end within, in s (by artifacts). */
const WALL_S: Record<number, number> = { 1000: 10 }
/** The service down (503 on every request): at most this many requests and seconds. */
const DOWN_REQUESTS = 16
const DOWN_WALL_S = 20

/** What one run gave: wall time, the action's peak RSS, and what the service saw. */
export interface RunFigures {
  ms: number
  rssMB: number
  counts: ServiceCounts
}

/** One round: the same run at 0 ms, at a fixed hold and with jitter, back to back. */
export interface LatencyRound {
  none: RunFigures
  fixed: RunFigures
  jitter: RunFigures
}

/** The most of each count over `runs`. */
function mostAtService(runs: RunFigures[]): ServiceCounts {
  return {
    requests: Math.max(...runs.map((r) => r.counts.requests)),
    maxInFlight: Math.max(...runs.map((r) => r.counts.maxInFlight)),
    inSeries: Math.max(...runs.map((r) => r.counts.inSeries))
  }
}

const artifactsOf = (size: number): string =>
  `${size.toLocaleString('en')} file artifact${size === 1 ? '' : 's'} and a JUnit report`

/** The row of `size` artifacts at the fixed hold or with jitter, against 0 ms. */
export function latencyRow(size: number, hold: 'fixed' | 'jitter', rounds: LatencyRound[]): Row {
  const values = rounds.map((r) => (r[hold].ms - r.none.ms) / ROUND_TRIP_MS)
  const oursMs = median(rounds.map((r) => r[hold].ms))
  const atService = mostAtService(rounds.map((r) => r[hold]))
  const roundTrips = hold === 'fixed' ? ROUND_TRIPS_ADDED[size] : undefined
  const wallS = hold === 'fixed' ? WALL_S[size] : undefined
  const targets = [
    roundTrips !== undefined ? `≤ ${roundTrips} round trips added` : '',
    wallS !== undefined ? `≤ ${wallS} s` : '',
    `≤ ${IN_FLIGHT_CAP} in flight`
  ]
  const away =
    hold === 'fixed'
      ? `${ROUND_TRIP_MS} ms`
      : `${ROUND_TRIP_MS / 2}–${(ROUND_TRIP_MS * 3) / 2} ms (uniform)`
  return {
    claim: `${artifactsOf(size)} (\`command: report\`), the service ${away} away: the whole action`,
    yardstick: 'the same at 0 ms',
    values,
    unit: 'round trips',
    target: targets.filter((t) => t !== '').join(', '),
    met:
      (roundTrips === undefined || median(values) <= roundTrips) &&
      (wallS === undefined || oursMs <= wallS * 1000) &&
      atService.maxInFlight <= IN_FLIGHT_CAP,
    rssMB: Math.max(...rounds.map((r) => r[hold].rssMB)),
    oursMs,
    refMs: median(rounds.map((r) => r.none.ms)),
    atService
  }
}

/** The row of the service answering 503 to every records request. */
export function serviceDownRow(size: number, runs: RunFigures[]): Row {
  const values = runs.map((r) => r.ms / 1000)
  const atService = mostAtService(runs)
  return {
    claim: `${artifactsOf(size)} (\`command: report\`), every request answered 503, ${ROUND_TRIP_MS} ms away: the whole action, until it ends`,
    yardstick: '—',
    values,
    unit: 's',
    target: `≤ ${DOWN_WALL_S} s, ≤ ${DOWN_REQUESTS} requests`,
    met: median(values) <= DOWN_WALL_S && atService.requests <= DOWN_REQUESTS,
    rssMB: Math.max(...runs.map((r) => r.rssMB)),
    oursMs: median(runs.map((r) => r.ms)),
    atService
  }
}
