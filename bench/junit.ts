/**
 * JUnit benchmark: `node --import tsx bench/junit.ts [--big]` (`npm run bench` passes --big).
 * Generates in a temp dir (removed afterwards) a ~50 MB report with 200,000 testcases (5%
 * failing with stack traces, nested suites, CDATA system-out), then runs each contender in its
 * own child process, RUNS rounds (bench/stats.ts) back to back, and prints medians:
 *   ours    the action's JUnit path: collectJUnit (strict validation, parse, summary, failure
 *           details) and the junit_results JSON, as prepareJUnit does (src/commands/junit.ts)
 *   xml2js  bare parseString of the file
 *   xml-js  bare xml2js of the file (one round, for reference)
 * and the whole action (dist/index.js as built: `npm run package` first) against a bare
 * xml2js parse, both as whole Node processes, start-up included.
 * Each child times its work after its modules are loaded, so tsx's compiling does not count.
 * Targets: xml2js / ours ≥ 5; with --big, ours on a ~300 MB report (1.2 M testcases) with the
 * default heap (no NODE_OPTIONS): peak RSS < 150 MB.
 */
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnSync } from 'node:child_process'
import { runAction } from '../demo/runner.js'
import { RUNS, median, runJsonChild, spread } from './stats.js'

const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')

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

interface ChildResult {
  ms: number
  rss: number
  summary: string
}

async function child(kind: string, file: string): Promise<void> {
  let work: () => Promise<string>
  if (kind === 'ours') {
    const { collectJUnit, junitResultsJson } = await import('../src/junit/index.js')
    work = async () => {
      const o = await collectJUnit({ patterns: [path.basename(file)], cwd: path.dirname(file) })
      const json = junitResultsJson(o.results)
      return `${o.totals.total} tests, ${o.totals.failures} failures, ${o.failedTests.length} kept, ${json.length} B of results`
    }
  } else if (kind === 'xml2js') {
    // xml2js ships no types; only parseString is used.
    const xml2jsName = 'xml2js'
    const { parseString } = (await import(xml2jsName)) as {
      parseString: (xml: string, cb: (err: Error | null, r: unknown) => void) => void
    }
    work = async () => {
      const text = await readFile(file, 'utf8')
      const tree = await new Promise<unknown>((resolve, reject) =>
        parseString(text, (err: Error | null, r: unknown) => (err ? reject(err) : resolve(r)))
      )
      return tree ? 'tree' : 'none'
    }
  } else {
    const xmljs = await import('xml-js')
    work = async () => {
      const text = await readFile(file, 'utf8')
      return xmljs.xml2js(text, { compact: false }) ? 'tree' : 'none'
    }
  }
  const started = performance.now()
  const summary = await work()
  const ms = performance.now() - started
  const rss = process.resourceUsage().maxRSS / 1024
  process.stdout.write(JSON.stringify({ ms, rss, summary }) + '\n')
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

/**
 * Wall time of the whole action (dist/index.js as built) on the report: `attest-junit` in
 * dry-run (nothing sent), without attaching the report, as a runner runs it (demo/runner.ts).
 */
async function actionProcess(file: string): Promise<number> {
  const start = process.hrtime.bigint()
  const run = await runAction({
    workspace: path.dirname(file),
    inputs: {
      command: 'attest-junit',
      'api-token': 'DRY_RUN',
      org: 'bench',
      flow: 'bench',
      trail: 'bench',
      junit: path.basename(file),
      'attach-results': 'false',
      'github-token': ''
    },
    env: { GITHUB_SHA: '0'.repeat(40), NODE_OPTIONS: '' }
  })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  await rm(run.runnerTemp, { recursive: true, force: true })
  if (run.code !== 0) throw new Error(`the action failed (${run.code}): ${run.stdout.slice(-400)}`)
  return ms
}

const run = (kind: string, file: string): ChildResult & { wallMs: number } =>
  runJsonChild<ChildResult>(self, ['--child', kind, file])

async function main(): Promise<void> {
  if (process.argv[2] === '--child') return child(process.argv[3], process.argv[4])
  const dir = await mkdtemp(path.join(os.tmpdir(), 'junit-bench-'))
  try {
    const file = path.join(dir, 'report.xml')
    await generate(file, 200_000, 50 * 1000 * 1000)
    const size = (await stat(file)).size
    console.log(
      `junit: ${(size / 1e6).toFixed(1)} MB report, 200,000 testcases (5% failing, nested suites)`
    )
    const ours: Array<ChildResult & { wallMs: number }> = []
    const ref: Array<ChildResult & { wallMs: number }> = []
    for (let i = 0; i < RUNS; i++) {
      ours.push(run('ours', file))
      ref.push(run('xml2js', file))
    }
    const action: number[] = []
    const bare: number[] = []
    for (let i = 0; i < RUNS; i++) {
      action.push(await actionProcess(file))
      bare.push(xml2jsProcess(file))
    }
    const xmljs = run('xml-js', file)
    const ms = (rs: ChildResult[]) => median(rs.map((r) => r.ms)).toFixed(0)
    const rss = (rs: ChildResult[]) => Math.max(...rs.map((r) => r.rss)).toFixed(0)
    console.log(`  ours    ${ms(ours)} ms  peak RSS ${rss(ours)} MB  (${ours[0].summary})`)
    console.log(`  xml2js  ${ms(ref)} ms  peak RSS ${rss(ref)} MB`)
    console.log(
      `  xml-js  ${xmljs.ms.toFixed(0)} ms  peak RSS ${xmljs.rss.toFixed(0)} MB  (1 round)`
    )
    const speedups = ours.map((o, i) => ref[i].ms / o.ms)
    console.log(`  xml2js / ours: ${spread(speedups, 1)}× (target ≥ 5)`)
    // For comparison with figures that counted loading: whole child processes, Node and tsx
    // start-up and module loading included (tsx compiles our sources; the bundle would not).
    const walls = ours.map((o, i) => ref[i].wallMs / o.wallMs)
    console.log(
      `  whole child processes: ours ${median(ours.map((o) => o.wallMs)).toFixed(0)} ms, xml2js ${median(ref.map((r) => r.wallMs)).toFixed(0)} ms: xml2js / ours ${spread(walls, 1)}×`
    )
    console.log(
      `  whole action (node dist/index.js, attest-junit dry run, as built) ${median(action).toFixed(0)} ms vs \`node -e\` bare xml2js parse ${median(bare).toFixed(0)} ms: ${spread(
        action.map((a, i) => bare[i] / a),
        1
      )}× faster (target ≥ 5)`
    )
    if (median(speedups) < 5) process.exitCode = 1
    if (process.argv.includes('--big')) {
      const big = path.join(dir, 'big.xml')
      await rm(file)
      await generate(big, 1_200_000, 300 * 1000 * 1000)
      const mb = ((await stat(big)).size / 1e6).toFixed(0)
      const rs = Array.from({ length: RUNS }, () => run('ours', big))
      const rssAll = rs.map((r) => r.rss)
      console.log(
        `  ours on ${mb} MB (1.2 M testcases, default heap): ${spread(
          rs.map((r) => r.ms / 1000)
        )} s, peak RSS ${spread(rssAll, 0)} MB (target < 150 MB)`
      )
      if (Math.max(...rssAll) >= 150) process.exitCode = 1
    }
    console.log(`  (median (min–max) of ${RUNS} rounds; times after modules are loaded)`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
