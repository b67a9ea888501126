/**
 * The JUnit report shapes the bench measures (bench/junit.ts) and the instruction counts compare
 * (bench/junit-count.ts). Each is deterministic: the same arguments write the same bytes.
 *
 * - `cdata`: the filler in one CDATA `<system-out>` block per suite, which a scanner skips in a
 *   few native passes; testcases are mostly self-closing.
 * - `output`: what Surefire, pytest and others write: every testcase has its own plain-text
 *   `<system-out>` (~150 characters with entities and a line break), some a `<system-err>`.
 * - `properties`: every testcase has a dozen attributes and a `<properties>` block of six.
 * - `failing` (issue 46): a big failing suite in 20 suites of 10,000 testcases, each with plain
 *   `<system-out>` filler, every 20th failing with a message and one stack frame
 *   (`at pkg/Suite3.java:250`), each of which the action names in its record; the bench
 *   attests it from a git checkout that holds `pkg/Suite3.java`.
 *
 * Every shape has nested suites and 5 % failing testcases with a stack trace, and reaches about
 * `targetBytes` with the number of testcases its row names.
 *
 * `node --import tsx bench/junit-shapes.ts <shape> <testcases> <bytes> <file>` writes one.
 */
import { createWriteStream } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const SHAPES = ['cdata', 'output', 'properties', 'failing'] as const
export type Shape = (typeof SHAPES)[number]

/**
 * What the bench says of each shape, its testcases at 50 MB (× 6 at 300 MB), and its suites'
 * testcases (default 1,000).
 */
export const SHAPE_INFO: Record<Shape, { words: string; testcases: number; perSuite?: number }> = {
  cdata: { words: 'output in one CDATA block per suite', testcases: 200_000 },
  output: { words: 'plain-text output per testcase, with entities', testcases: 200_000 },
  properties: { words: '12 attributes and 6 properties per testcase', testcases: 80_000 },
  failing: {
    words: 'plain output per testcase, 20 suites, 5% failing with a stack frame, each named',
    testcases: 200_000,
    perSuite: 10_000
  }
}

/** The source file the `failing` shape's stack frames name (a git checkout holds it). */
export const FAILING_SOURCE = 'pkg/Suite3.java'

const TRACE = Array.from(
  { length: 8 },
  (_, i) => `    at Object.&lt;anonymous&gt; (src/module${i}/service.test.ts:${10 + i}:5)`
).join('\n')

const FAILURE = `<failure message="expected 1 to equal 2 &amp; more" type="AssertionError">AssertionError: expected 1 to equal 2\n${TRACE}</failure>`

const caseName = (n: number): string => `test_case_${String(n).padStart(7, '0')}_does_something`
const time = (n: number): string => `0.${String(n % 1000).padStart(3, '0')}`

/** One testcase of the `output` shape (~250 bytes on average, its output ~130 characters). */
function outputCase(n: number, s: number): string {
  const attrs = `name="test_${String(n).padStart(7, '0')}_works" classname="com.example.m${s}.Service" time="${time(n)}"`
  const out = `<system-out>GET /items?id=${n % 97}&amp;page=2 &lt;200&gt; in ${n % 50} ms\n[DEBUG] cache &quot;items&quot; hit, it&apos;s warm</system-out>`
  const fail = n % 20 === 7 ? FAILURE : ''
  const err =
    n % 10 === 7 ? `<system-err>WARN &lt;Legacy.${n % 13}()&gt; is deprecated</system-err>` : ''
  return `  <testcase ${attrs}>${fail}${out}${err}</testcase>\n`
}

/** One testcase of the `properties` shape (~500 bytes). */
function propertiesCase(n: number, s: number): string {
  const attrs = [
    `name="${caseName(n)}"`,
    `classname="com.example.m${s}.ServiceTest"`,
    `time="${time(n)}"`,
    `file="src/m${s}/service.test.ts"`,
    `line="${10 + (n % 400)}"`,
    `assertions="${n % 7}"`,
    `timestamp="2024-03-04T05:06:${String(n % 60).padStart(2, '0')}"`,
    `hostname="runner-${n % 4}"`,
    `id="${n}"`,
    `status="run"`,
    `result="completed"`,
    `owner="team &amp; platform"`
  ].join(' ')
  const props = [
    ['browser', 'chromium'],
    ['retries', String(n % 3)],
    ['tag', `smoke,m${s}`],
    ['seed', String((n * 7919) % 100000)],
    ['ticket', `PRJ-${n % 5000}`],
    ['note', 'a &lt;b&gt; c']
  ]
    .map(([k, v]) => `<property name="${k}" value="${v}"/>`)
    .join('')
  const fail = n % 20 === 7 ? FAILURE : ''
  return `  <testcase ${attrs}><properties>${props}</properties>${fail}</testcase>\n`
}

/** One testcase of the `cdata` shape: self-closing unless failing. */
function cdataCase(n: number, s: number): string {
  const attrs = `name="${caseName(n)}_useful" classname="com.example.module${s}.ServiceTest" time="${time(n)}"`
  return n % 20 === 7 ? `  <testcase ${attrs}>${FAILURE}</testcase>\n` : `  <testcase ${attrs}/>\n`
}

/** One testcase of the `failing` shape: plain output; every 20th fails at one frame. */
function failingCase(n: number, s: number): string {
  const attrs = `name="test_${String(n).padStart(7, '0')}" classname="pkg.Suite${s}" time="${time(n)}"`
  const fail =
    n % 20 === 7
      ? `<failure message="expected ${n % 1000} but was ${(n % 1000) + 1}">at ${FAILING_SOURCE}:250</failure>`
      : ''
  return `  <testcase ${attrs}>${fail}<system-out>request ${n} served in ${n % 50} ms from cache shard ${n % 16}, nothing to report here</system-out></testcase>\n`
}

const CASE: Record<Shape, (n: number, s: number) => string> = {
  cdata: cdataCase,
  output: outputCase,
  properties: propertiesCase,
  failing: failingCase
}

/**
 * Writes a report of `shape`: suites of 1,000 testcases (or the shape's own), each with a nested suite half way;
 * then filler (a CDATA block per suite, or for the other shapes `<system-out>` text at the
 * suite's end) to bring the file to about `targetBytes`.
 */
export async function generate(
  shape: Shape,
  file: string,
  testcases: number,
  targetBytes: number
): Promise<void> {
  const suites = Math.max(1, Math.round(testcases / (SHAPE_INFO[shape].perSuite ?? 1000)))
  const perSuite = Math.ceil(testcases / suites)
  const out = createWriteStream(file)
  const write = (s: string): Promise<void> =>
    new Promise((resolve) => (out.write(s) ? resolve() : out.once('drain', resolve)))
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="bench">\n')
  let n = 0
  for (let s = 0; s < suites && n < testcases; s++) {
    let chunk = `<testsuite name="com.example.module${s}.ServiceTest" timestamp="2024-03-04T05:06:07" tests="${perSuite}">\n`
    for (let c = 0; c < perSuite && n < testcases; c++, n++) {
      if (c === perSuite >> 1) chunk += `  <testsuite name="nested${s}">\n`
      chunk += CASE[shape](n, s)
    }
    const filler = Math.max(0, Math.floor((targetBytes / suites - chunk.length - 60) / 22))
    const line = 'log line of the suite\n'
    chunk +=
      shape === 'cdata'
        ? `  </testsuite>\n  <system-out><![CDATA[${line.repeat(filler)}]]></system-out>\n</testsuite>\n`
        : `  </testsuite>\n  <system-out>${line.repeat(filler)}</system-out>\n</testsuite>\n`
    await write(chunk)
  }
  await write('</testsuites>\n')
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve()))
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [shape, testcases, bytes, file] = process.argv.slice(2)
  if (!SHAPES.includes(shape as Shape) || !file) {
    throw new Error(`usage: junit-shapes.ts <${SHAPES.join('|')}> <testcases> <bytes> <file>`)
  }
  await generate(shape as Shape, file, Number(testcases), Number(bytes))
}
