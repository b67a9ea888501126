/**
 * `npm run bench [-- --quick] [startup|junit|many-files|fingerprint|artifacts|latency|replay|replay-plan|adversarial …]`: each
 * benchmark runs in its own process and measures the whole action as a process (start-up
 * included) against a yardstick in the same run, round by round (bench/stats.ts). At the end it
 * prints the README's performance table, with the machine and its load.
 * Quick mode (smaller fixtures, 3 rounds) takes a minute or two; the full run a few minutes.
 */
import { spawn } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ENTRY } from './action.js'
import { atServiceCell, spread, type Row } from './stats.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const BENCHES = [
  'startup',
  'junit',
  'many-files',
  'fingerprint',
  'artifacts',
  'latency',
  'replay',
  'replay-plan',
  'adversarial'
]
const args = process.argv.slice(2)
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1'
const only = args.filter((a) => !a.startsWith('--'))

/** Runs one benchmark, passing its output through; returns its rows and skip notes. */
function runOne(name: string): Promise<{ rows: Row[]; skips: string[]; ok: boolean }> {
  const rows: Row[] = []
  const skips: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, `${name}.ts`)], {
    env: { ...process.env, NODE_OPTIONS: '', BENCH_QUICK: quick ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  let pending = ''
  child.stdout.on('data', (d: Buffer) => {
    const lines = (pending + d.toString()).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (line.startsWith('BENCH-ROW ')) rows.push(JSON.parse(line.slice(10)) as Row)
      else if (line.startsWith('BENCH-SKIP ')) skips.push(JSON.parse(line.slice(11)) as string)
      else console.log(line)
    }
  })
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ rows, skips, ok: code === 0 }))
  )
}

const seconds = (ms: number | undefined): string => `${((ms ?? NaN) / 1000).toFixed(2)} s`

function cell(row: Row): string {
  if (row.unit === 'faster') return `${spread(row.values, 1)}× faster`
  if (row.unit === 'round trips') {
    return `${spread(row.values, 1)} round trips added (${seconds(row.oursMs)} against ${seconds(row.refMs)})`
  }
  if (row.unit === 's') return `${spread(row.values)} s`
  return `${spread(row.values)}×`
}

function table(rows: Row[], started: string, load: number[][]): string {
  const lines = [
    `Measured by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${started}: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${load.map((l) => l[0].toFixed(1)).join(' → ')} (1 min, at start and end); ${path.relative(process.cwd(), ENTRY) || ENTRY} as built. Each figure is the whole action as a process, start-up included, paired round by round with its yardstick: median (min–max) of ${rows[0]?.values.length ?? 0} rounds after a warm-up.`,
    '',
    '| the action | yardstick | ours against the yardstick | target | met | peak RSS | at the service | CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |'
  ]
  for (const r of rows) {
    const met = r.met === undefined ? '—' : r.met ? 'yes' : '**no**'
    const rss = r.rssMB === undefined ? '—' : `${r.rssMB.toFixed(0)} MB`
    const service = r.atService ? atServiceCell(r.atService) : '—'
    lines.push(
      `| ${r.claim} | ${r.yardstick} | ${cell(r)} | ${r.target} | ${met} | ${rss} | ${service} | ${r.cpu ?? '—'} |`
    )
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const started = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
  const load = [loadavg()]
  const rows: Row[] = []
  const skips: string[] = []
  for (const name of BENCHES) {
    if (only.length > 0 && !only.includes(name)) continue
    const r = await runOne(name)
    rows.push(...r.rows)
    skips.push(...r.skips)
    if (!r.ok) process.exitCode = 1
  }
  load.push(loadavg())
  console.log('\n' + table(rows, started, load))
  for (const s of skips) console.log(`\nSkipped: ${s}`)
  if (rows.some((r) => r.met === false)) process.exitCode = 1
}

await main()
