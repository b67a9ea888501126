/**
 * Reports written by real test tools (__tests__/fixtures/junit/tools/, see the README there):
 * the failure text people see, where annotations point, and what the reports hide.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { skippedReportNotices } from '../../src/junit/collect.js'
import { junitResultsJson } from '../../src/junit/results-json.js'
import { parseJUnitFile } from '../../src/junit/parse.js'
import { placeReport, type PlacedReport } from '../../src/junit/place.js'
import { failureText } from '../../src/junit/failure-text.js'
import { testsFailedLine } from '../../src/compliance/judge.js'
import { checkAnnotations, testPath } from '../../src/report/annotations.js'
import { collectFrom } from '../helpers/junit-collect.js'

/**
 * A checkout holding only the reports, as in a job whose sources are elsewhere: this repository
 * tracks other projects' sources (the monorepo fixture) that paths in these reports would name.
 */
const repo = mkdtempSync(path.join(os.tmpdir(), 'records-tools-'))
const dir = path.join(repo, '__tests__', 'fixtures', 'junit', 'tools')
cpSync(path.join(process.cwd(), '__tests__', 'fixtures', 'junit'), path.dirname(dir), {
  recursive: true
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))
/** Where the tools ran (README.md): absolute paths in the reports start with it. */
const runnerWorkspace = '/home/runner/work/cart/cart'
const expected = JSON.parse(
  readFileSync(path.join(dir, 'expected-failure-text.json'), 'utf8')
) as Record<string, [string, string][]>
const reports = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .sort()

function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** A report parsed, then placed in `workspace`, as collectJUnit does. */
async function parse(file: string, workspace = repo): Promise<PlacedReport> {
  const reportFile = path.join(dir, file)
  const reportName = path.relative(workspace, reportFile).split(path.sep).join('/')
  return placeReport(await parseJUnitFile(reportFile, { reportName }), { reportFile, workspace })
}

describe('real tools: every failing test is annotated with what went wrong', () => {
  it('has a report from at least 10 tools, each listed in the README and in the expectations', () => {
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8')
    expect(reports.length).toBeGreaterThanOrEqual(10)
    for (const f of reports) {
      expect(readme).toContain(`\`${f}\``)
      expect(Object.keys(expected)).toContain(f)
    }
  })

  it.each(reports)('%s', async (file) => {
    const p = await parse(file)
    const want = expected[file]
    expect(p.failedTests.map((t) => t.name).sort()).toEqual(want.map(([name]) => name).sort())
    const annotations = checkAnnotations(p.failedTests, 1000)
    expect(annotations).toHaveLength(p.failedTests.length)
    const xmlLines = readFileSync(path.join(dir, file), 'utf8').split(/\r\n?|\n/)
    const left = [...want]
    p.failedTests.forEach((t, i) => {
      const k = left.findIndex(([name]) => name === t.name)
      const [, text] = left.splice(k, 1)[0]
      const a = annotations[i]
      expect(a.message).toContain(text)
      expect(a.annotation_level).toBe('failure')
      // No source file in this repository: on the report, where its <testcase> starts.
      expect(a.path).toBe(path.relative(repo, path.join(dir, file)).split(path.sep).join('/'))
      expect(xmlLines[a.start_line - 1]).toMatch(/<testcase[\s>]/)
      expect(xmlLines[a.start_line - 1]).toContain(`"${xmlEscape(t.name)}"`)
    })
  })
})

describe('failureText on what the tools write', () => {
  async function headline(file: string, name: string): Promise<string> {
    const p = await parse(file)
    const t = p.failedTests.find((x) => x.name === name)
    if (!t) throw new Error(`${name} not in ${file}`)
    return t.message
  }

  it('PHPUnit: the assertion, not the exception class or the test name', async () => {
    expect(await headline('phpunit.xml', 'testAppliesDiscount')).toBe(
      'Failed asserting that 90 is identical to 80.'
    )
    expect(await headline('phpunit.xml', 'testParsesQuantity')).toBe(
      'InvalidArgumentException: not a quantity: two'
    )
  })

  it('gotestsum: the t.Errorf lines instead of "Failed", and a panic', async () => {
    expect(await headline('gotestsum.xml', 'TestAppliesDiscount')).toBe(
      'cart_test.go:14: expected 80 got 90'
    )
    expect(await headline('gotestsum.xml', 'TestListsItems')).toBe(
      'cart_test.go:19: listing 3 items\ncart_test.go:20: expected 3 items\n    got 4 items'
    )
    expect(await headline('gotestsum.xml', 'TestParsesQuantity')).toBe(
      'panic: strconv.Atoi: parsing "two": invalid syntax [recovered]'
    )
  })

  it('libtest: the panic message from <system-out>, without the thread line', async () => {
    expect(await headline('cargo-libtest.xml', 'applies_discount')).toBe(
      'assertion `left == right` failed\n  left: 90\n right: 80'
    )
    expect(await headline('cargo-libtest.xml', 'prints_receipt')).toBe('receipt was empty: 0 items')
  })

  it('CTest: the output of the test when the message is empty', async () => {
    expect(await headline('ctest.xml', 'applies_discount')).toBe(
      'cart_test.c:13: expected 80, got 90'
    )
  })

  it('Jest without a message: the lines before the stack, and a JSON failure', async () => {
    expect(await headline('jest-junit.xml', 'cart applies discount')).toBe(
      'Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 80\nReceived: 90'
    )
    const p = await parse('jest-junit.xml')
    const broken = p.failedTests.filter((t) => t.name === 'tests/broken.test.js')
    expect(broken.map((t) => t.message)).toEqual([
      "● Test suite failed to run\n\n    Cannot find module '../src/checkout.js' from 'tests/broken.test.js'",
      "Cannot find module '../src/checkout.js' from 'tests/broken.test.js'"
    ])
  })

  it('minitest: a message cut with "..." is taken whole from the body', async () => {
    expect(await headline('minitest-reporters.xml', 'test_applies_discount')).toBe(
      'Expected: 80\n  Actual: 90'
    )
  })

  it('TAP: the # diagnostics instead of "not ok N - name"', async () => {
    expect(await headline('tap-formatter-junit.xml', '2 - applies discount')).toBe(
      "Failed test 'applies discount'\nat t/cart.t line 8.\n       got: '90'\n  expected: '80'"
    )
  })

  it('pytest: a vague "collection failure" gives way to the E lines', async () => {
    expect(await headline('pytest-collection-error.xml', 'tests.test_cart')).toBe(
      "ModuleNotFoundError: No module named 'cart'"
    )
  })

  it('a message that says something is kept as written', async () => {
    expect(await headline('pytest-xunit1.xml', 'test_applies_discount')).toBe(
      'assert 90 == 80\n +  where 90 = total([(10, 9)])'
    )
    expect(await headline('junit5-console.xml', 'appliesDiscount()')).toBe(
      'discounted total ==> expected: <80> but was: <90>'
    )
  })

  it('says nothing when the report says nothing', () => {
    expect(failureText({ name: 't', classname: 'c', message: 'Failed', body: '' })).toBe('')
    expect(failureText({ name: 't', classname: 'c', type: 'E', message: 'E', body: ' \n' })).toBe(
      ''
    )
  })
})

describe('where the failure happened', () => {
  it('pytest xunit1 and unittest: the failing line in the test file, not the def line', async () => {
    const py = await parse('pytest-xunit1.xml', path.join(runnerWorkspace, 'py'))
    expect(py.failedTests.map((t) => [t.name, t.file, t.line])).toEqual([
      ['test_applies_discount', 'tests/test_cart.py', 14],
      ['test_lists_items', 'tests/test_cart.py', 19],
      ['test_parses_quantity', 'tests/test_cart.py', 23],
      ['test_prints_receipt', 'tests/test_cart.py', 29],
      ['test_saves_order', 'tests/test_cart.py', 39]
    ])
    const ut = await parse('unittest-xmlrunner.xml', path.join(runnerWorkspace, 'py'))
    expect(ut.failedTests.map((t) => t.line)).toEqual([12, 15])
  })

  it('PHPUnit: the assertion line, and names relative to the workspace', async () => {
    const p = await parse('phpunit.xml', runnerWorkspace)
    expect(p.failedTests.map((t) => [t.suite, t.line])).toEqual([
      ['php/tests', 18],
      ['php/tests', 23],
      ['php/tests', 28]
    ])
    expect(p.suites.map((s) => [s.name, s.label])).toEqual([
      [`${runnerWorkspace}/php/tests`, 'php/tests']
    ])
  })

  it('titles do not repeat the suite or class the name already holds', () => {
    expect(testPath('cart', 'cart applies discount', 'cart applies discount')).toBe(
      'cart applies discount'
    )
    expect(testPath('cart', 'applies discount', 'cart applies discount')).toBe(
      'cart applies discount'
    )
    expect(testPath('php/tests', 'CartTest', 'testSumsPrices')).toBe(
      'php/tests › CartTest › testSumsPrices'
    )
    expect(testPath('', 'CartTest', 'CartTest')).toBe('CartTest')
  })
})

describe('what the reports hide', () => {
  it('a header counting tests the suite does not list (Mocha pending, libtest ignored)', async () => {
    const mocha = await parse('mocha-junit-reporter.xml')
    const cart = mocha.suites.find((s) => s.name === 'cart')
    expect(cart?.problems?.map((x) => x.kind)).toEqual(['unlisted-tests'])
    expect(cart?.problems?.[0].message).toContain('counts 5 tests but it lists 4')
    const cargo = await parse('cargo-libtest.xml')
    expect(cargo.suites[0].problems?.map((x) => x.kind)).toEqual(['unlisted-tests'])
  })

  it('a suite-level <error> no testcase carries (TAP "Dubious")', async () => {
    const p = await parse('tap-formatter-junit.xml')
    expect(p.suites.map((s) => s.problems?.map((x) => [x.kind, x.message]))).toEqual([
      [
        [
          'suite-error',
          'The suite itself reports an error that no test carries: Dubious, test returned 2 (wstat 512, 0x200)'
        ]
      ],
      [
        [
          'suite-error',
          'The suite itself reports an error that no test carries: Dubious, test returned 255 (wstat 65280, 0xff00)'
        ]
      ]
    ])
    const warnings = checkAnnotations([], 50, p.suites)
    expect(warnings.map((a) => [a.annotation_level, a.title])).toEqual([
      ['warning', 'Suite cart_t'],
      ['warning', 'Suite crash_t']
    ])
  })

  it('suites that list what they count have no problems', async () => {
    for (const f of ['phpunit.xml', 'vitest.xml', 'pytest-xunit1.xml', 'ctest.xml']) {
      const p = await parse(f)
      expect(p.suites.map((s) => s.problems)).toEqual(p.suites.map(() => undefined))
    }
  })

  it("the suite's own time is kept apart from the sum of its cases", async () => {
    const p = await parse('pytest-xunit1.xml')
    expect(p.suites[0].duration).toBe(0)
    expect(p.suites[0].reportedDuration).toBe(0.036)
    // CTest's suite says time="0" though its tests took 40 ms: not taken as the suite's time.
    const ctest = await parse('ctest.xml')
    expect(ctest.suites[0].duration).toBeGreaterThan(0.03)
    expect(ctest.suites[0].reportedDuration).toBeUndefined()
  })

  it('what is sent leaves all of it out', async () => {
    const outcome = await collectFrom({
      patterns: ['tap-formatter-junit.xml', 'rspec.xml'],
      cwd: dir
    })
    expect(outcome.suites.map((s) => [s.problems?.length, s.reportedDuration])).toEqual([
      [undefined, 0.042122],
      [1, undefined],
      [1, undefined]
    ])
    expect(junitResultsJson(outcome.results)).toBe(
      '[{"name":"rspec","failures":2,"errors":0,"skipped":2,"total":5,"duration":0.041015},' +
        '{"name":"cart_t","failures":2,"errors":0,"skipped":0,"total":5,"duration":0},' +
        '{"name":"crash_t","failures":0,"errors":0,"skipped":0,"total":1,"duration":0}]'
    )
  })

  it('an XML file that is not JUnit becomes a notice', async () => {
    const outcome = await collectFrom({
      patterns: ['tools/phpunit.xml', 'pom.xml'],
      cwd: path.dirname(dir)
    })
    expect(skippedReportNotices(outcome)).toEqual([
      `pom.xml was skipped: it has no <testsuite> (it looks like ${outcome.skippedReports[0].looksLike}).`
    ])
    expect(outcome.skippedReports[0].looksLike).toMatch(/Maven/)
  })

  it('counts read as English in the step failure', async () => {
    const php = await collectFrom({ patterns: ['phpunit.xml'], cwd: dir })
    expect(testsFailedLine(php.totals)).toBe('Tests failed: 2 failed, 1 error')
    const py = await collectFrom({ patterns: ['pytest-xunit1.xml'], cwd: dir })
    expect(testsFailedLine(py.totals)).toBe('Tests failed: 4 failed, 1 error')
    const js = await collectFrom({ patterns: ['jest-junit.xml'], cwd: dir })
    expect(testsFailedLine(js.totals)).toBe('Tests failed: 4 failed, 1 error')
    const go = await collectFrom({ patterns: ['gotestsum.xml'], cwd: dir })
    expect(testsFailedLine(go.totals)).toBe('Tests failed: 3 failed')
  })
})
