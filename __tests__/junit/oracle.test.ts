/**
 * Cases found by cross-checking src/junit against an oracle built on Go's real encoding/xml,
 * strconv and time (go-junit v1.0.0's fake-root decoding, kosli attestJunit.go's timestamps;
 * Go 1.19's encoding/xml patched with the Go 1.20–1.26 changes the CLI is built with). Every
 * expected value below is the oracle's output, not this project's: each is a vector.
 *
 * Found and fixed: names outside ASCII are checked against Go's own (XML 1.0 Appendix B) name
 * tables, not the XML 5th-edition classes (`<x㐀>`, `<a😀>`, `ĳ="1"` are errors for the CLI).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { junitResultsJson } from '../../src/junit/results-json.js'
import { parseJUnitFile } from '../../src/junit/parse.js'

let dir: string
let n = 0

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-oracle-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function resultsJson(content: string | Buffer): Promise<string> {
  const p = path.join(dir, `doc${n++}.xml`)
  writeFileSync(p, content)
  const parsed = await parseJUnitFile(p, { reportName: 'r.xml' })
  return junitResultsJson(parsed.suites.map(({ report: _report, ...row }) => row))
}

async function refusal(content: string | Buffer): Promise<JUnitError> {
  const err = await resultsJson(content).then(
    () => undefined,
    (e: unknown) => e
  )
  if (!(err instanceof JUnitError)) throw new Error(`expected a JUnitError, got ${String(err)}`)
  return err
}

describe('XML names: Go name tables (Go: "XML syntax error on line N: invalid XML name")', () => {
  // [document, line Go reports]
  const REFUSED: [string, string, number][] = [
    ['CJK extension A (U+3400)', '<testsuite name="s"><testcase/></testsuite><x\u3400/>', 1],
    [
      'Glagolitic (U+2C00) in an attribute',
      '<testsuite attr\u2c00="v" name="s"><testcase/></testsuite>',
      1
    ],
    ['an emoji (outside the BMP)', '<testsuite name="s"><testcase/><a\u{1f600}/></testsuite>', 1],
    [
      "U+0133 (a gap in Go's Latin table)",
      '<testsuite \u0133="1" name="s"><testcase/></testsuite>',
      1
    ],
    ['superscript zero (U+2070)', '<testsuite name="s"><testcase/></testsuite>\n<x\u2070/>', 2],
    ['a combining mark first', '<testsuite name="s"><\u0300a/></testsuite>', 1]
  ]
  it.each(REFUSED)('%s is refused', async (_what, doc, line) => {
    const err = await refusal(doc)
    expect(err.line).toBe(line)
    expect(err.reason).toMatch(/invalid XML (element|attribute) name/)
  })

  it('accepts the non-ASCII names Go accepts', async () => {
    const doc =
      '<r\u00e9sultats><testsuite na\u00efve="1" name="\u00e9"><\u4e2d\u6587/><a\u00b7b/>' +
      '<testcase/></testsuite></r\u00e9sultats>'
    // Go: [{"name":"é",…}] (encoding/json leaves é as UTF-8)
    expect(await resultsJson(doc)).toBe(
      '[{"name":"\u00e9","failures":0,"errors":0,"skipped":0,"total":1,"duration":0}]'
    )
  })
})

describe('timestamps: Go ≥ 1.20 time.Parse', () => {
  it('a missing seconds field before a fraction gives no timestamp', async () => {
    // Go 1.19's time.Parse accepted "…T0:37:.6+00:00" (golang/go#54569, fixed in Go 1.20, which
    // the CLI is built with); the oracle emulates the fix. The CLI sends no timestamp.
    const doc =
      '<testsuite name="s" timestamp="1970-02-08T0:37:.6+00:00"><testcase time="1"/></testsuite>'
    expect(await resultsJson(doc)).toBe(
      '[{"name":"s","failures":0,"errors":0,"skipped":0,"total":1,"duration":1}]'
    )
  })
})

/** [time attribute, `duration` as Go's encoding/json wrote it]. */
const GO_DURATIONS: [string, string][] = [
  ['1,234.5', '1234.5'],
  ['1e-3', '0.001'],
  ['.5', '0.5'],
  ['1.', '1'],
  ['0x1p-2', '0.25'],
  ['1_000.5', '1000.5'],
  ['1__0', '0'],
  ['inf', '0'],
  ['nan', '0'],
  ['-0.5', '-0.5'],
  ['1m2.5s', '62.5'],
  ['300ms', '0.3'],
  ['1µs', '0.000001'],
  ['1μs', '0.000001'],
  ['abc', '0'],
  [' 1', '0'],
  ['', '0'],
  ['1e309', '0'],
  ['9.3e12', '0'],
  ['0.0000019', '0.000001'],
  ['1.005', '1.004999'],
  ['133.01', '133.009999'],
  ['-1.5s', '-1.5'],
  ['+2s', '2'],
  ['2562048h', '0'],
  ['1_0.5', '10.5'],
  ['0x1.8p1', '3'],
  ['5.s', '5'],
  ['.5s', '0.5']
]

/** [timestamp attribute, `timestamp` as Go wrote it, or undefined when omitted]. */
const GO_TIMESTAMPS: [string, string | undefined][] = [
  ['2023-01-08T3:37:44', '1673149064'],
  ['2023-01-08T03:37:44,5', '1673149064'],
  ['2023-01-08T03:37:44.5+00:00', '1673149064'],
  ['2023-01-08T03:37:44.123456789Z', '1673149064'],
  ['2023-01-08T03:37:44.1234567890123Z', '1673149064'],
  ['2024-02-29T00:00:00', '1709164800'],
  ['2023-02-29T00:00:00', undefined],
  ['1969-12-31T23:59:59.5', '-1'],
  ['0001-01-01T00:00:00', '-62135596800'],
  ['1970-01-01T00:00:00Z', undefined],
  ['2023-01-08T03:37:44Z+00:00', undefined],
  ['2023-01-08T03:37:44.Z', undefined],
  ['2023-01-08T24:00:00', undefined]
]

describe('numbers and dates exactly as Go writes them (oracle vectors)', () => {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

  it.each(GO_DURATIONS)('time="%s" → duration %s', async (time, duration) => {
    const doc = `<testsuite name="t"><testcase time="${esc(time)}"/></testsuite>`
    expect(await resultsJson(doc)).toBe(
      `[{"name":"t","failures":0,"errors":0,"skipped":0,"total":1,"duration":${duration}}]`
    )
  })

  it.each(GO_TIMESTAMPS)('timestamp="%s" → %s', async (stamp, timestamp) => {
    const doc = `<testsuite name="t" timestamp="${esc(stamp)}"/>`
    const tail = timestamp === undefined ? '' : `,"timestamp":${timestamp}`
    expect(await resultsJson(doc)).toBe(
      `[{"name":"t","failures":0,"errors":0,"skipped":0,"total":0,"duration":0${tail}}]`
    )
  })
})

describe('error lines: where Go reports later, we keep the line of the problem', () => {
  // Go reports a syntax error where its reader stands: after the whole text run, attribute value
  // or tag. These documents are refused by both; the comments give Go's line.
  it('invalid UTF-8 in text: the line of the bad byte (Go: line 2, at the next tag)', async () => {
    const doc = Buffer.concat([
      Buffer.from('<testsuite name="s">'),
      Buffer.from([0xff]),
      Buffer.from('\n<testcase/></testsuite>')
    ])
    const err = await refusal(doc)
    expect(err.line).toBe(1)
    expect(err.reason).toMatch(/invalid UTF-8/)
  })

  it('a mismatched end tag: the line where it starts (Go: line 2, after its ">")', async () => {
    const err = await refusal('<testsuite><testcase></testsuite\n>')
    expect(err.line).toBe(1)
    expect(err.reason).toMatch(/<testcase> is closed by <\/testsuite>/)
  })
})
