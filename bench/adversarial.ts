/**
 * Adversarial JUnit text: `node --import tsx bench/adversarial.ts` (part of `npm run bench`).
 * Each shape is a report of 60 failing tests whose message, body and system-out are 16 KiB of
 * one repeated unit that made a regular expression over report text backtrack quadratically
 * (docs/junit-reader.md, "Linear time"); at this size such a pattern takes seconds to minutes
 * (the `@` shape took 31 s on the machine that found it, 94 s on ours). Each report is read as
 * prepareJUnit reads it (collectJUnit: parse, failure text, failure locations, junit_results)
 * at 4 KiB and at 16 KiB per field. Target: 4× the text takes at most 8× the time for every
 * shape (linear: about 4×; quadratic: about 16×). Then bench/regex-scan.ts runs every regular
 * expression of src/junit and src/report over adversarial inputs: target, none grows faster.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectJUnit } from '../src/junit/collect.js'
import { junitResultsJson } from '../src/junit/results-json.js'
import { scanRegexes } from './regex-scan.js'
import { RUNS, median, spread } from './stats.js'
import { findReports } from '../src/inputs/junit-reports.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TESTS = 60
const FIELD = 16 * 1024
/** A linear reader takes about 4× as long for 4× the text; a quadratic one about 16×. */
const SMALL = FIELD / 4
const MAX_GROWTH = 8

/** The repeated unit, and the line it sits on (some patterns only look at certain lines). */
const SHAPES: Array<{ name: string; unit: string; line?: (fill: string) => string }> = [
  { name: '`a` (for reference)', unit: 'a' },
  { name: '`@` (a frame start and a path character)', unit: '@' },
  { name: '`@a`', unit: '@a' },
  { name: '` in ` (.NET frames)', unit: ' in' },
  { name: '`x(` (minitest header)', unit: 'x(' },
  { name: 'Rust panic line', unit: 'panicked at ', line: (f) => `thread 't' panicked at ${f}` },
  {
    name: 'old Rust panic line',
    unit: "panicked at '",
    line: (f) => `thread 't' panicked at '${f}`
  },
  { name: 'blank lines', unit: '\n' },
  { name: '`File "` (Python frames)', unit: 'File "' },
  { name: '`at ` (JVM and Perl frames)', unit: 'at ' }
]

const xmlText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;')

async function writeReport(
  file: string,
  shape: (typeof SHAPES)[number],
  size: number
): Promise<void> {
  const fill = shape.unit.repeat(Math.ceil(size / shape.unit.length)).slice(0, size)
  const text = xmlText(shape.line ? shape.line(fill) : fill)
  const cases = Array.from(
    { length: TESTS },
    (_, i) =>
      `<testcase name="t${i}" classname="c"><failure message="${text}">${text}</failure>` +
      `<system-out>${text}</system-out></testcase>`
  )
  await writeFile(
    file,
    `<testsuite name="s" tests="${TESTS}" failures="${TESTS}">\n${cases.join('\n')}\n</testsuite>\n`
  )
}

async function timeRead(dir: string): Promise<number> {
  const started = performance.now()
  const patterns = ['report.xml']
  const o = await collectJUnit({ reports: await findReports(patterns, dir), patterns, cwd: dir })
  junitResultsJson(o.results)
  if (o.totals.failures !== TESTS) throw new Error(`expected ${TESTS} failures`)
  return performance.now() - started
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'adversarial-bench-'))
  try {
    console.log(
      `adversarial text: ${TESTS} failing tests, message + body + system-out of ${FIELD / 1024} KiB each`
    )
    const file = path.join(dir, 'report.xml')
    const timeAt = async (shape: (typeof SHAPES)[number], size: number): Promise<number> => {
      await writeReport(file, shape, size)
      await timeRead(dir) // warm-up
      const ms: number[] = []
      for (let i = 0; i < RUNS; i++) ms.push(await timeRead(dir))
      return median(ms)
    }
    const growths: number[] = []
    for (const shape of SHAPES) {
      const small = await timeAt(shape, SMALL)
      const big = await timeAt(shape, FIELD)
      growths.push(big / small)
      console.log(
        `  ${shape.name.padEnd(42)} ${big.toFixed(0).padStart(6)} ms; ${(big / small).toFixed(1)}× the time at ${SMALL / 1024} KiB`
      )
    }
    console.log(
      `  4× the text takes ${spread(growths, 1)}× the time over the shapes (target ≤ ${MAX_GROWTH}; quadratic ≈ 16; medians of ${RUNS} rounds)`
    )
    if (Math.max(...growths) > MAX_GROWTH) process.exitCode = 1

    const dirs = ['src/junit', 'src/report'].map((d) => path.join(root, d))
    const scan = scanRegexes(dirs)
    console.log(
      `  regex scan (bench/regex-scan.ts): ${scan.patterns} patterns in src/junit and src/report, ` +
        `${scan.findings.length} growing more than ${MAX_GROWTH}× for 4× the input`
    )
    for (const f of scan.findings) {
      console.log(
        `    ${f.where} ${f.pattern} on ${JSON.stringify(f.unit)}: ${f.growth.toFixed(1)}×`
      )
    }
    if (scan.findings.length > 0) process.exitCode = 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
