/**
 * Our own report fixtures, one per dialect and encoding (fixtures/junit/): counts from the
 * testcases (never the headers), last status child wins, nested suites roll up, the
 * `<properties>` timestamp rule, encodings beyond the CLI, look-alikes without suites, and the
 * failure details kept for people.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { junitResultsJson } from '../../src/junit/results-json.js'
import { parseJUnitFile } from '../../src/junit/parse.js'
import { placeReport, type PlacedReport } from '../../src/junit/place.js'
import { SUITE_ROW_DISPLAY_FIELDS } from '../../src/results.js'

const fixtures = path.join(process.cwd(), '__tests__', 'fixtures', 'junit')
let workspace: string

beforeAll(() => {
  // A workspace holding the sources the failures point at.
  workspace = mkdtempSync(path.join(os.tmpdir(), 'junit-dialects-'))
  cpSync(fixtures, path.join(workspace, 'reports'), { recursive: true })
  for (const f of ['tests/test_math.py', 'tests/test_io.py', 'src/sum.test.ts']) {
    mkdirSync(path.dirname(path.join(workspace, f)), { recursive: true })
    writeFileSync(path.join(workspace, f), '// source\n')
  }
})

afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** A report parsed, then placed in the workspace, as collectJUnit does. */
async function parse(name: string): Promise<PlacedReport> {
  const reportFile = path.join(workspace, 'reports', name)
  const parsed = await parseJUnitFile(reportFile, { reportName: `reports/${name}` })
  return placeReport(parsed, { reportFile, workspace })
}

/** The suites as sent: without the fields that are for people (label, reportedDuration, …). */
function results(p: PlacedReport): unknown[] {
  return p.suites.map((row) => {
    const r: Record<string, unknown> = { ...row }
    for (const key of SUITE_ROW_DISPLAY_FIELDS) delete r[key]
    return r
  })
}

describe('dialects', () => {
  it('Surefire: header counts ignored, flaky and rerun children, properties timestamp', async () => {
    const p = await parse('surefire-flaky.xml')
    expect(results(p)).toEqual([
      {
        name: 'com.acme.CartTest',
        failures: 1,
        errors: 1,
        skipped: 1,
        total: 5,
        duration: 0.105 + 1.5 + 0.25 + 0.01,
        timestamp: Date.UTC(2024, 4, 6, 7, 8, 9) / 1000
      }
    ])
    expect(p.flakyTests).toEqual([
      {
        suite: 'com.acme.CartTest',
        classname: 'com.acme.CartTest',
        name: 'flakyTotal',
        reruns: 2,
        report: 'reports/surefire-flaky.xml'
      }
    ])
    expect(p.failedTests.map((t) => [t.kind, t.name, t.message])).toEqual([
      ['failure', 'alwaysFails', 'expected: <1> but was: <2>'],
      ['error', 'crashes', 'boom']
    ])
    expect(p.failedTests[1].details).toBe(
      'java.lang.IllegalStateException: boom\n\tat com.acme.Cart.total(Cart.java:7)'
    )
  })

  it('Gradle: an empty <properties/> hides the timestamp attribute', async () => {
    const p = await parse('gradle.xml')
    expect(results(p)).toEqual([
      {
        name: 'org.example.LibraryTest',
        failures: 1,
        errors: 0,
        skipped: 1,
        total: 3,
        duration: 0.021
      }
    ])
    expect(p.failedTests[0].details).toMatch(
      /^org\.opentest4j\.AssertionFailedError: expected: <true>/
    )
  })

  it('pytest: locations from the body when they exist in the workspace', async () => {
    const p = await parse('pytest.xml')
    expect(junitResultsJson(p.suites)).toBe(
      '[{"name":"pytest","failures":1,"errors":1,"skipped":1,"total":4,"duration":0.654,"timestamp":1705311000}]'
    )
    expect(p.failedTests.map((t) => [t.kind, t.file, t.line])).toEqual([
      ['failure', 'tests/test_math.py', 14],
      ['error', 'tests/test_io.py', 8]
    ])
    expect(p.failedTests[1].message).toBe('failed on setup with "FileNotFoundError"')
  })

  it('jest-junit: file attribute, absolute stack path made relative for the line', async () => {
    const p = await parse('jest-junit.xml')
    expect(p.suites.map((s) => [s.name, s.total, s.failures])).toEqual([
      ['src/sum.test.ts', 2, 1],
      ['src/empty.test.ts', 1, 0]
    ])
    const [t] = p.failedTests
    expect(t.name).toBe('sum fails <on purpose> | pipe `tick`')
    expect(t.file).toBe('src/sum.test.ts')
    // The stack names /home/runner/work/repo/repo/src/sum.test.ts: not under this workspace,
    // but the same file as the `file` attribute (the runner's checkout), so its line counts.
    expect(t.line).toBe(9)
    expect(t.message).toBe(
      'Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 4\nReceived: 3'
    )
  })

  it('go-junit-report: counts and the failure text', async () => {
    const p = await parse('go-junit-report.xml')
    expect(results(p)).toEqual([
      {
        name: 'example.com/pkg/calc',
        failures: 1,
        errors: 0,
        skipped: 0,
        total: 3,
        duration: 0.012
      }
    ])
    expect(p.failedTests[0]).toMatchObject({
      message: 'calc_test.go:33: got 1, want 2',
      details: 'calc_test.go:33: got 1, want 2'
    })
  })

  it('nested suites roll up; deeper or misplaced elements do not count', async () => {
    const p = await parse('nested.xml')
    expect(results(p)).toEqual([
      {
        name: 'root',
        failures: 1,
        errors: 0,
        skipped: 1,
        total: 3,
        duration: 6,
        timestamp: Date.UTC(2022, 1, 2, 2, 2, 2) / 1000
      }
    ])
  })

  it('several top-level suites, text between them, Go duration strings and commas', async () => {
    const p = await parse('no-root.xml')
    expect(results(p)).toEqual([
      { name: 'one', failures: 0, errors: 0, skipped: 0, total: 1, duration: 0.5 },
      { name: 'two', failures: 0, errors: 0, skipped: 0, total: 2, duration: 60 + 1000.5 }
    ])
  })

  it('suites under unknown wrappers and namespace prefixes; an offset timestamp', async () => {
    const p = await parse('wrapper.xml')
    expect(results(p)).toEqual([
      { name: 'namespaced', failures: 1, errors: 0, skipped: 0, total: 1, duration: 2 },
      {
        name: 'plain',
        failures: 0,
        errors: 0,
        skipped: 0,
        total: 1,
        duration: 0,
        timestamp: Date.UTC(2023, 0, 8, 1, 37, 44) / 1000
      }
    ])
  })

  it('the <properties> timestamp rule and RFC 1123', async () => {
    const p = await parse('properties-timestamp.xml')
    expect(p.suites.map((s) => [s.name, s.timestamp])).toEqual([
      ['hidden-by-properties', undefined],
      ['from-property', Date.UTC(2020, 0, 1) / 1000],
      ['later-block-wins', undefined],
      ['rfc1123', Date.UTC(2022, 11, 3, 23, 10, 7) / 1000]
    ])
  })
})

describe('encodings', () => {
  it.each([
    ['utf16le-bom.xml', 'utf-16le', 'utf16 ünïcödé', 'ok ✓', '€'],
    ['utf16be-bom.xml', 'utf-16be', 'utf16be ✓', 'big endian', 'ß'],
    ['utf8-bom.xml', 'utf-8', 'bom wins: café', 'c', 'm'],
    ['iso-8859-1.xml', 'windows-1252', 'café', 'naïve', '½'],
    ['iso-8859-15.xml', 'iso-8859-15', 'prix €', 'œuvre', 'Ž'],
    ['windows-1252.xml', 'windows-1252', 'quotes “curly”', 'dash –', '€']
  ])('%s decodes', async (file, encoding, suite, test, message) => {
    const p = await parse(file)
    expect(p.encoding).toBe(encoding)
    expect(p.suites.map((s) => s.name)).toEqual([suite])
    expect(p.failedTests.map((t) => [t.name, t.message])).toEqual([[test, message]])
  })

  it.each([
    ['shift-jis.xml', 1, /unsupported encoding "Shift_JIS"/],
    ['utf16-no-bom.xml', 1, /no UTF-16 byte-order mark/],
    ['invalid-utf8.xml', 2, /invalid UTF-8/]
  ])('%s is refused with file and line', async (file, line, reason) => {
    const err = await parse(file).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect(err.file).toBe(`reports/${file}`)
    expect(err.line).toBe(line)
    expect(err.reason).toMatch(reason)
  })
})

describe('broken and look-alike files', () => {
  it('a truncated report fails at its end, naming the open tag', async () => {
    const err = await parse('truncated.xml').catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect(err.line).toBe(4)
    expect(err.message).toMatch(
      /reports\/truncated\.xml.*line 4.*unexpected end of file.*<skipped>/
    )
  })

  it('a DOCTYPE (entity bomb) is refused before anything expands', async () => {
    const err = await parse('doctype.xml').catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect(err.line).toBe(2)
    expect(err.reason).toMatch(/DOCTYPE.*refused/)
  })

  it.each([
    ['empty.xml', 'empty file'],
    ['pom.xml', 'Maven POM'],
    ['results.trx.xml', 'TRX (MSTest)'],
    ['nunit.xml', 'NUnit'],
    ['robot.xml', 'Robot Framework']
  ])('%s has no suites and looks like %s', async (file, what) => {
    const p = await parse(file)
    expect(p.suites).toEqual([])
    expect(p.looksLike).toBe(what)
  })
})
