/**
 * Shared helpers of the benchmarks: how many rounds, medians with their spread, timed shell
 * commands, and the rows every benchmark hands to bench/run.ts for the README table.
 */
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import type { ServiceCounts } from './delaying-service.js'

/** Quick mode (`npm run bench -- --quick` or BENCH_QUICK=1): smaller fixtures, fewer rounds. */
export const QUICK = process.env.BENCH_QUICK === '1'

/** The machine every figure was measured on, printed beside each: `2 × AMD EPYC`. */
export const CPU = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`

/** Rounds per figure (BENCH_RUNS, at least 3): medians are reported with min–max. */
export const RUNS = Math.max(3, Number(process.env.BENCH_RUNS) || (QUICK ? 3 : 5))

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** `median (min–max)` with `digits` decimals. */
export function spread(xs: number[], digits = 2): string {
  const f = (x: number) => x.toFixed(digits)
  return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`
}

export function timeShell(cmd: string): { ms: number; out: string } {
  const start = process.hrtime.bigint()
  const r = spawnSync('bash', ['-c', cmd], { encoding: 'utf8', maxBuffer: 64 << 20 })
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`)
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, out: r.stdout }
}

/** Whether a command is on PATH. */
export function have(command: string): boolean {
  return spawnSync('bash', ['-c', `command -v ${command}`]).status === 0
}

/** Quotes for bash. */
export const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

/** One line of the README's performance table. */
export interface Row {
  /** What the action does, e.g. "50 MB JUnit report, attest-junit dry run". */
  claim: string
  /** What it is measured against, e.g. "`xmllint --stream --noout`". */
  yardstick: string
  /**
   * Median ours / yardstick per round (or ours in seconds when `unit` is 's'; or, for
   * 'round trips', (ours − yardstick) / one round trip: what a service far away adds).
   */
  values: number[]
  unit: '×' | 's' | 'faster' | 'round trips'
  /** The target as written, e.g. "≤ 2.5×"; '' for none. */
  target: string
  met?: boolean
  /** Peak RSS of the action, MB (largest of the rounds). */
  rssMB?: number
  /** Median wall times, for the log (and the cells of the latency rows). */
  oursMs?: number
  refMs?: number
  /** What the records service saw (the most over the rounds), for the latency rows. */
  atService?: ServiceCounts
  /** The CPU it was measured on (CPU). */
  cpu?: string
}

export interface Round {
  ours: number
  ref: number
  rss: number
}

/** One warm-up round, then RUNS rounds of ours and the yardstick back to back. */
export async function pairedRounds(
  ours: () => Promise<{ ms: number; rssMB: number }>,
  ref: () => Promise<number> | number
): Promise<Round[]> {
  // The fixtures just written go to disk first, or the kernel's writeback of them runs during
  // the first rounds (a tree of 666 MB took seconds), on the cores both sides need.
  spawnSync('sync')
  await ours()
  await ref()
  const out: Round[] = []
  for (let i = 0; i < RUNS; i++) {
    const o = await ours()
    const r = await ref()
    out.push({ ours: o.ms, ref: r, rss: o.rssMB })
  }
  return out
}

/** A ratio row (ours / yardstick per round) from paired rounds, checked against `limit`. */
export function ratioRow(
  claim: string,
  yardstick: string,
  rounds: Round[],
  limit: number,
  rssLimitMB?: number
): Row {
  const values = rounds.map((r) => r.ours / r.ref)
  const rssMB = Math.max(...rounds.map((r) => r.rss))
  const rssOk = rssLimitMB === undefined || rssMB < rssLimitMB
  return {
    claim,
    yardstick,
    values,
    unit: '×',
    target: `≤ ${limit}×${rssLimitMB === undefined ? '' : `, peak RSS < ${rssLimitMB} MB`}`,
    met: median(values) <= limit && rssOk,
    rssMB,
    oursMs: median(rounds.map((r) => r.ours)),
    refMs: median(rounds.map((r) => r.ref))
  }
}

/** What the service saw, in words: `1,002 requests, at most 4 in flight, 252 in series`. */
export function atServiceCell(c: ServiceCounts): string {
  return `${c.requests.toLocaleString('en')} requests, at most ${c.maxInFlight} in flight, ${c.inSeries.toLocaleString('en')} in series`
}

/** Prints a row for the log, and the JSON line bench/run.ts collects. */
export function emit(row: Row): void {
  const value = row.unit === '×' ? `${spread(row.values)}×` : `${spread(row.values)} ${row.unit}`
  const times =
    row.oursMs !== undefined
      ? `  (ours ${row.oursMs.toFixed(0)} ms${row.refMs !== undefined ? `, yardstick ${row.refMs.toFixed(0)} ms` : ''})`
      : ''
  const rss = row.rssMB !== undefined ? `  peak RSS ${row.rssMB.toFixed(0)} MB` : ''
  const service = row.atService ? `  service: ${atServiceCell(row.atService)}` : ''
  const verdict = row.met === undefined ? '' : row.met ? '  met' : '  NOT MET'
  console.log(
    `  ${row.claim} vs ${row.yardstick}: ${value} (target ${row.target})${rss}${service}${times} on ${CPU}${verdict}`
  )
  console.log(`BENCH-ROW ${JSON.stringify({ ...row, cpu: CPU })}`)
}

/** A line saying why a figure was skipped (also collected into the table's notes). */
export function skip(why: string): void {
  console.log(`  skipped: ${why}`)
  console.log(`BENCH-SKIP ${JSON.stringify(why)}`)
}
