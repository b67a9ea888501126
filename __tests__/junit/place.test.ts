/**
 * Parsing and placing are two steps (src/junit/parse.ts, then src/junit/place.ts): the parser
 * yields each failing test with the report's hints of where its source is and looks nothing up;
 * placing turns the hints into a file and line of the repository, else the report's own line.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseJUnitFile, type ParsedReport } from '../../src/junit/parse.js'
import { placeReport } from '../../src/junit/place.js'

let workspace: string
let reportFile: string

/** A pytest-like failure whose traceback names a line of the test file, and one with no source. */
function report(ws: string): string {
  return [
    `<testsuite name="${ws}/tests" tests="3">`,
    `  <testcase classname="tests.test_cart" name="test_total" file="tests/test_cart.py" line="3">`,
    '    <failure message="assert 1 == 2">Traceback (most recent call last):',
    '  File "tests/test_cart.py", line 7, in test_total',
    'AssertionError</failure>',
    '    <system-out>printed</system-out>',
    '  </testcase>',
    '  <testcase classname="cart" name="no_source">',
    '    <error message="boom">at f (src/missing.ts:4:2)</error>',
    '  </testcase>',
    '</testsuite>'
  ].join('\n')
}

beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'junit-place-'))
  mkdirSync(path.join(workspace, 'tests'))
  mkdirSync(path.join(workspace, 'reports'))
  writeFileSync(path.join(workspace, 'tests', 'test_cart.py'), 'def test_total():\n'.repeat(10))
  reportFile = path.join(workspace, 'reports', 'r.xml')
  writeFileSync(reportFile, report(workspace))
})

afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const parse = (): Promise<ParsedReport> => parseJUnitFile(reportFile, { reportName: 'r.xml' })

describe('parsing', () => {
  it("yields the failing tests with the report's hints, and no place", async () => {
    const [first, second] = (await parse()).reportedFailures
    expect(first.test).toEqual({
      kind: 'failure',
      suite: `${workspace}/tests`,
      classname: 'tests.test_cart',
      name: 'test_total',
      message: 'assert 1 == 2',
      details: expect.stringContaining('line 7, in test_total'),
      report: 'r.xml'
    })
    expect(first.hints).toEqual({
      file: 'tests/test_cart.py',
      line: '3',
      texts: ['assert 1 == 2', expect.stringContaining('Traceback'), 'printed', '']
    })
    expect(first.reportLine).toBe(2)
    expect(second.hints.file).toBeUndefined()
    expect(second.hints.texts[1]).toBe('at f (src/missing.ts:4:2)')
    expect(second.reportLine).toBe(8)
  })

  it('reaches no module that looks outside the report', () => {
    const reached = importsFrom(path.join(process.cwd(), 'src', 'junit', 'parse.ts'))
    expect(reached.has('src/junit/collector.ts')).toBe(true)
    for (const placing of ['src/junit/place.ts', 'src/junit/locate.ts', 'src/junit/resolve.ts']) {
      expect(reached.has(placing)).toBe(false)
    }
    expect([...reached].filter((f) => f.startsWith('src/context/'))).toEqual([])
  })
})

describe('placing', () => {
  it('finds the source line, else the report line, and names the suite for people', async () => {
    const placed = await placeReport(await parse(), { reportFile, workspace })
    const [first, second] = placed.failedTests
    // The traceback's frame in the test file wins over the `line` attribute (the `def`).
    expect(first).toMatchObject({ file: 'tests/test_cart.py', line: 7, reportLine: 2 })
    expect(first.at).toEqual({ path: 'tests/test_cart.py', line: 7 })
    expect(second.file).toBeUndefined()
    expect(second.at).toEqual({ path: 'reports/r.xml', line: 8 })
    const [suite] = placed.suites
    expect(suite.name).toBe(`${workspace}/tests`)
    expect(suite.label).toBe('tests')
    // Its header counts 3 tests and it lists 2: annotated on the report.
    expect(suite.problems?.map((p) => p.kind)).toEqual(['unlisted-tests'])
    expect(suite.reportInRepository).toBe('reports/r.xml')
  })

  it('without a workspace reads the hints alone: the paths as written, no place', async () => {
    const placed = await placeReport(await parse(), { reportFile })
    expect(placed.failedTests.map((t) => [t.file, t.line, t.at])).toEqual([
      ['tests/test_cart.py', 7, undefined],
      [undefined, undefined, undefined]
    ])
    expect(placed.suites[0].label).toBeUndefined()
    expect(placed.suites[0].reportInRepository).toBeUndefined()
  })
})

/** The repository files a source file reaches through its relative imports, type-only included. */
function importsFrom(file: string, seen = new Set<string>()): Set<string> {
  const name = path.relative(process.cwd(), file).split(path.sep).join('/')
  if (seen.has(name)) return seen
  seen.add(name)
  const text = readFileSync(file, 'utf8')
  for (const m of text.matchAll(
    /\bfrom '(\.{1,2}\/[^']+)\.js'|import\('(\.{1,2}\/[^']+)\.js'\)/g
  )) {
    importsFrom(path.resolve(path.dirname(file), `${m[1] ?? m[2]}.ts`), seen)
  }
  return seen
}
