/**
 * JUnit benchmark: `node --import tsx bench/junit.ts [--big]`.
 * Generates in a temp dir (removed afterwards) a ~50 MB report with 200,000 testcases (5%
 * failing with stack traces, nested suites, CDATA system-out), then runs each contender in its
 * own child process and prints wall time and peak RSS:
 *   ours    collectJUnit (strict validation, parse, summary, failure details)
 *   xml2js  bare parseString of the file
 *   xml-js  bare xml2js of the file
 * Targets: ours ≥ 1.5× faster than xml2js, peak RSS ≤ 400 MB. `--big` also runs ours on a
 * ~300 MB report (1.2 M testcases) with the default heap (no NODE_OPTIONS).
 */
import { spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const self = fileURLToPath(import.meta.url)

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

async function child(kind: string, file: string): Promise<void> {
  const started = performance.now()
  let summary: string
  if (kind === 'ours') {
    const { collectJUnit } = await import('../src/junit/index.js')
    const o = await collectJUnit({ patterns: [path.basename(file)], cwd: path.dirname(file) })
    summary = `${o.totals.total} tests, ${o.totals.failures} failures, ${o.failedTests.length} kept`
  } else if (kind === 'xml2js') {
    // xml2js ships no types; only parseString is used.
    const xml2jsName = 'xml2js'
    const { parseString } = (await import(xml2jsName)) as {
      parseString: (xml: string, cb: (err: Error | null, r: unknown) => void) => void
    }
    const text = await readFile(file, 'utf8')
    const tree = await new Promise<unknown>((resolve, reject) =>
      parseString(text, (err: Error | null, r: unknown) => (err ? reject(err) : resolve(r)))
    )
    summary = tree ? 'tree' : 'none'
  } else {
    const xmljs = await import('xml-js')
    const text = await readFile(file, 'utf8')
    const tree = xmljs.xml2js(text, { compact: false })
    summary = tree ? 'tree' : 'none'
  }
  const ms = performance.now() - started
  const rss = process.resourceUsage().maxRSS / 1024
  process.stdout.write(JSON.stringify({ ms, rss, summary }) + '\n')
}

function run(kind: string, file: string): { ms: number; rss: number; summary: string } | string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', kind, file], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 1 << 20
  })
  const line = r.stdout.trim().split('\n').pop() ?? ''
  if (r.status !== 0 || !line.startsWith('{'))
    return `failed: ${(r.stderr || r.stdout).slice(-400)}`
  return JSON.parse(line)
}

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
    const rows: Record<string, ReturnType<typeof run>> = {}
    for (const kind of ['ours', 'xml2js', 'xml-js']) {
      const r = run(kind, file)
      rows[kind] = r
      console.log(
        typeof r === 'string'
          ? `  ${kind.padEnd(7)} ${r}`
          : `  ${kind.padEnd(7)} ${(r.ms / 1000).toFixed(2)} s  peak RSS ${r.rss.toFixed(0)} MB  (${r.summary})`
      )
    }
    const ours = rows.ours
    const xml2js = rows.xml2js
    if (typeof ours !== 'string' && typeof xml2js !== 'string') {
      const speedup = xml2js.ms / ours.ms
      console.log(
        `  ours vs xml2js: ${speedup.toFixed(1)}× faster (target ≥ 1.5×); peak RSS ${ours.rss.toFixed(0)} MB (target ≤ 400 MB)`
      )
      if (speedup < 1.5 || ours.rss > 400) process.exitCode = 1
    } else process.exitCode = 1
    if (process.argv.includes('--big')) {
      const big = path.join(dir, 'big.xml')
      await rm(file)
      await generate(big, 1_200_000, 300 * 1000 * 1000)
      const r = run('ours', big)
      const mb = ((await stat(big)).size / 1e6).toFixed(0)
      console.log(
        typeof r === 'string'
          ? `  ours on ${mb} MB: ${r}`
          : `  ours on ${mb} MB (1.2 M testcases, default heap): ${(r.ms / 1000).toFixed(2)} s  peak RSS ${r.rss.toFixed(0)} MB`
      )
      if (typeof r === 'string') process.exitCode = 1
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
