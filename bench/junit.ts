/**
 * JUnit benchmark: `node --import tsx bench/junit.ts` (bench/run.ts runs it).
 * Generates in a temp dir (removed afterwards) a ~50 MB report with 200,000 testcases (5%
 * failing with stack traces, nested suites, CDATA system-out) and, unless quick, a ~300 MB one
 * with 1.2 M testcases. Every figure is the whole action as a process (`attest-junit` dry run,
 * no attachment; bench/action.ts), start-up included, paired round by round with:
 *   xmllint --stream --noout   libxml2's streaming reader, the native yardstick
 *   a bare xml2js parse        `node -e` reading and parsing the file, start-up included
 * Targets: ≤ 2.5× xmllint on 50 MB, ≤ 1.5× on 300 MB with peak RSS < 150 MB.
 */
import { spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BENCH_ENV, dryRunJUnit, timeAction } from './action.js'
import { QUICK, emit, have, pairedRounds, q, ratioRow, skip, timeShell } from './stats.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const XMLLINT_HINT =
  'xmllint not found: install it (`apt-get install -y libxml2-utils` on Debian/Ubuntu, `brew install libxml2` on macOS) to measure the native-parser yardstick'

/** Deterministic report: `suites` top-level suites, each with a nested suite, `perSuite` cases each. */
async function generate(file: string, testcases: number, targetBytes: number): Promise<void> {
  const suites = Math.max(1, Math.round(testcases / 1000))
  const perSuite = Math.ceil(testcases / suites)
  const trace = Array.from(
    { length: 8 },
    (_, i) => `    at Object.&lt;anonymous&gt; (src/module${i}/service.test.ts:${10 + i}:5)`
  ).join('\n')
  const out = createWriteStream(file)
  const write = (s: string): Promise<void> =>
    new Promise((resolve) => (out.write(s) ? resolve() : out.once('drain', resolve)))
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n')
  let n = 0
  for (let s = 0; s < suites && n < testcases; s++) {
    let chunk = `<testsuite name="com.example.module${s}.ServiceTest" timestamp="2024-03-04T05:06:07" tests="${perSuite}">\n`
    for (let c = 0; c < perSuite && n < testcases; c++, n++) {
      if (c === perSuite >> 1) chunk += `  <testsuite name="nested${s}">\n`
      const attrs = `name="test_case_${String(n).padStart(7, '0')}_does_something_useful" classname="com.example.module${s}.ServiceTest" time="0.${String(n % 1000).padStart(3, '0')}"`
      if (n % 20 === 7) {
        chunk += `  <testcase ${attrs}><failure message="expected 1 to equal 2 &amp; more" type="AssertionError">AssertionError: expected 1 to equal 2\n${trace}</failure></testcase>\n`
      } else chunk += `  <testcase ${attrs}/>\n`
    }
    // Fill with system-out so the file reaches the target size.
    const filler = Math.max(0, Math.floor((targetBytes / suites - chunk.length - 60) / 22))
    chunk += `  </testsuite>\n  <system-out><![CDATA[${'log line of the suite\n'.repeat(filler)}]]></system-out>\n</testsuite>\n`
    await write(chunk)
  }
  await write('</testsuites>\n')
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve()))
  )
}

/** Wall time of a bare xml2js parse in a plain Node process (start-up included, no tsx). */
function xml2jsProcess(file: string): number {
  const code = `require('xml2js').parseString(require('fs').readFileSync(process.argv[1], 'utf8'), (e) => { if (e) throw e })`
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['-e', code, file], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' }
  })
  if (r.status !== 0) throw new Error(`xml2js failed: ${r.stderr}`)
  return Number(process.hrtime.bigint() - start) / 1e6
}

/** The whole action on `file`: attest-junit, dry run, no attachment. */
const action = (scratch: string, file: string) => () =>
  timeAction(scratch, {
    workspace: path.dirname(file),
    inputs: dryRunJUnit(path.basename(file)),
    env: BENCH_ENV
  })

const xmllint = (file: string) => () => timeShell(`xmllint --stream --noout ${q(file)}`).ms

async function report(scratch: string, testcases: number, bytes: number): Promise<string> {
  const file = path.join(scratch, `report-${testcases}.xml`)
  await generate(file, testcases, bytes)
  return file
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'junit-bench-'))
  try {
    const file = await report(scratch, 200_000, 50 * 1000 * 1000)
    const mb = ((await stat(file)).size / 1e6).toFixed(0)
    console.log(`junit: ${mb} MB report, 200,000 testcases (5% failing, nested suites)`)
    const claim = `${mb} MB JUnit report, 200,000 testcases: the whole action (attest-junit dry run, no attachment)`
    if (have('xmllint')) {
      const rounds = await pairedRounds(action(scratch, file), xmllint(file))
      emit(ratioRow(claim, '`xmllint --stream --noout`', rounds, 2.5))
    } else skip(XMLLINT_HINT)
    const bare = await pairedRounds(action(scratch, file), () => xml2jsProcess(file))
    const faster = bare.map((r) => r.ref / r.ours)
    const row = ratioRow(claim, 'bare `xml2js` parse (`node -e`)', bare, Infinity)
    emit({ ...row, values: faster, unit: 'faster', target: '—', met: undefined })
    if (QUICK) return skip('the 300 MB report (quick mode)')
    await rm(file)
    const big = await report(scratch, 1_200_000, 300 * 1000 * 1000)
    const bigMb = ((await stat(big)).size / 1e6).toFixed(0)
    const bigClaim = `${bigMb} MB JUnit report, 1.2 M testcases, default heap: the whole action`
    if (have('xmllint')) {
      const rounds = await pairedRounds(action(scratch, big), xmllint(big))
      emit(ratioRow(bigClaim, '`xmllint --stream --noout`', rounds, 1.5, 150))
    } else {
      skip(XMLLINT_HINT)
      const alone = await pairedRounds(action(scratch, big), () => 1)
      const rssMB = Math.max(...alone.map((r) => r.rss))
      const values = alone.map((r) => r.ours / 1000)
      const target = 'peak RSS < 150 MB'
      emit({ claim: bigClaim, yardstick: '—', values, unit: 's', target, met: rssMB < 150, rssMB })
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
