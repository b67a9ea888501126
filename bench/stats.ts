/**
 * Shared helpers of the benchmarks: how many rounds, medians with their spread, timed shell
 * commands and child processes that report their own figures as one JSON line.
 */
import { spawnSync } from 'node:child_process'

/** Rounds per figure (BENCH_RUNS, at least 3): medians are reported with min–max. */
export const RUNS = Math.max(3, Number(process.env.BENCH_RUNS) || 3)

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

/** Runs `node --import tsx script args…` (empty NODE_OPTIONS) and parses its last stdout line. */
export function runJsonChild<T>(script: string, args: string[]): T & { wallMs: number } {
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 1 << 20
  })
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6
  const line = r.stdout.trim().split('\n').pop() ?? ''
  if (r.status !== 0 || !line.startsWith('{')) {
    throw new Error(`${script} ${args.join(' ')} failed: ${(r.stderr || r.stdout).slice(-400)}`)
  }
  return { ...(JSON.parse(line) as T), wallMs }
}

/** Quotes for bash. */
export const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`
