/**
 * The summary answers "what failed, where" (issue 22): a row per report, the failing tests
 * grouped by report at their one place (linked at the commit when git tracks the file), the
 * pull request line, columns that would always be empty left out, and a refused run's summary.
 */
import { describe, expect, it } from '@jest/globals'
import { renderRefusal, renderSummary } from '../../src/report/summary.js'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { InputError } from '../../src/errors.js'
import { shortPath, testCounts, testCountsLine } from '../../src/report/format.js'
import { baseResult, failedTest, FP, junitOutcome, reportedArtifacts } from './fixtures.js'

const BLOB = 'https://github.com/acme/app/blob/c0ffee0123456789c0ffee0123456789c0ffee01'

describe('failing tests in the summary', () => {
  it('groups them by report, each at its place, linked only when git tracks the file', () => {
    const tests = [
      failedTest(0, { report: 'py/test-results/report.xml' }),
      failedTest(1, { report: 'py/test-results/report.xml', at: undefined }),
      failedTest(2, {
        report: 'go/test-results/junit.xml',
        at: { path: 'go/stock_test.go', line: 7, tracked: true }
      }),
      failedTest(3, {
        report: 'go/test-results/junit.xml',
        at: { path: 'go/test-results/junit.xml', line: 12, tracked: true }
      })
    ]
    const junit = junitOutcome(tests, {
      files: ['py/test-results/report.xml', 'go/test-results/junit.xml']
    })
    const md = renderSummary(
      baseResult({ junit, destination: { ...baseResult().destination, blobUrl: BLOB } })
    )
    const py = md.indexOf('<p>📄 <code>py/<wbr>test-results/<wbr>report.xml</code></p>')
    const go = md.indexOf('<p>📄 <code>go/<wbr>test-results/<wbr>junit.xml</code></p>')
    expect(py).toBeGreaterThan(0)
    expect(go).toBeGreaterThan(py)
    // Not tracked (the fixture's default place): shown, not linked.
    expect(md).toContain(
      '<b>Suite0 › pkg.Class0 › test number 0</b> — <code>src/<wbr>file0.ts:10</code>'
    )
    // No place at all: no location.
    expect(md).toContain('<b>Suite1 › pkg.Class1 › test number 1</b><br>')
    expect(md).toContain(
      `<b>Suite2 › pkg.Class2 › test number 2</b> — <a href="${BLOB}/go/stock_test.go#L7">` +
        '<code>go/<wbr>stock&#95;test.go:7</code></a>'
    )
    expect(md).toContain(`${BLOB}/go/test-results/junit.xml#L12`)
    // Each group's list is closed before the next opens.
    expect(md.slice(py, go)).toMatch(/<\/ul>\n$/)
  })

  it('opens the Tests section with the failing tests, then one row per report file', () => {
    const tests = [failedTest(0, { report: 'a.xml' }), failedTest(1, { report: 'b.xml' })]
    const junit = junitOutcome(tests, {
      files: ['a.xml', 'b.xml'],
      suites: [
        { name: 'A1', failures: 1, errors: 0, skipped: 1, total: 4, duration: 1, report: 'a.xml' },
        { name: 'A2', failures: 0, errors: 0, skipped: 0, total: 2, duration: 2, report: 'a.xml' },
        { name: 'B', failures: 0, errors: 1, skipped: 0, total: 1, duration: 0.5, report: 'b.xml' }
      ]
    })
    const md = renderSummary(baseResult({ junit }))
    expect(md).toContain('| ❌ | <code>a.xml</code> | 2 suites | 6 | 4 | 1 | 0 | 1 | 3.00 s |')
    expect(md).toContain('| ❌ | <code>b.xml</code> | B | 1 | 0 | 0 | 1 | 0 | 500 ms |')
    expect(md.indexOf('failing tests')).toBeLessThan(md.indexOf('| Report |'))
    // A handful of reports: the table is open.
    expect(md).not.toMatch(/<details><summary><b>2 report files/)
  })

  it('folds the table past five reports (a monorepo), naming how many have failing tests', () => {
    const files = Array.from({ length: 8 }, (_, i) => `p${i}/junit.xml`)
    const junit = junitOutcome([failedTest(0, { report: files[0] })], {
      files,
      suites: files.map((report, i) => ({
        name: `S${i}`,
        failures: i < 3 ? 1 : 0,
        errors: 0,
        skipped: 0,
        total: i === 7 ? 0 : 2,
        duration: 1,
        report
      }))
    })
    const md = renderSummary(baseResult({ junit }))
    const open = md.indexOf(
      '<details><summary><b>8 report files</b>, 3 with failing tests</summary>'
    )
    expect(open).toBeGreaterThan(md.indexOf('failing test</b>'))
    expect(md.indexOf('| Report |')).toBeGreaterThan(open)
    expect(md.indexOf('</details>', open)).toBeGreaterThan(md.indexOf('p7/<wbr>junit.xml'))
    // A report of no tests is not a pass.
    expect(md).toContain('| ➖ | <code>p7/<wbr>junit.xml</code> | S7 | 0 |')
    expect(md).toContain('| ✅ | <code>p6/<wbr>junit.xml</code> | S6 | 2 |')
  })

  it('cuts a long path in the middle, keeping the file name, so the table stays narrow', () => {
    const long = 'services/' + 'very-long-folder-name/'.repeat(8) + 'test-results/TEST-report.xml'
    expect(shortPath(long)).toHaveLength(60)
    expect(shortPath(long)).toMatch(/^services\/.*….*\/TEST-report\.xml$/)
    expect(shortPath('a/b.xml')).toBe('a/b.xml')
    const junit = junitOutcome([failedTest(0, { report: long })], {
      files: [long],
      suites: [
        { name: 'S', failures: 1, errors: 0, skipped: 0, total: 1, duration: 1, report: long }
      ]
    })
    const md = renderSummary(baseResult({ junit }))
    const row = md.split('\n').find((l) => l.startsWith('| ❌ |')) ?? ''
    expect(row).toContain(`title="${long}"`)
    expect(row).not.toContain(`>${long}<`)
  })
})

describe('a report of tests alone', () => {
  const sha = baseResult().destination.commit ?? ''
  const searched = { value: sha, notFound: true }

  it('says the service knows no artifact of the commit, and that this is expected', () => {
    const md = renderSummary(baseResult({ junit: junitOutcome([]), search: searched }))
    expect(md).toContain(
      `The records service knows no artifact of commit <code>${sha.slice(0, 7)}</code>: ` +
        'expected when only tests were attested'
    )
    expect(md).not.toContain('No matches for')
  })

  it('a search (or a build that reported artifacts) still says "No matches"', () => {
    const search = baseResult({ command: 'search', search: searched })
    expect(renderSummary(search)).toContain(`No matches for '${sha}'.`)
    const { artifacts, writes } = reportedArtifacts([
      { name: 'app', path: 'app', type: 'file', fingerprint: FP }
    ])
    const built = baseResult({ junit: junitOutcome([]), artifacts, writes, search: searched })
    expect(renderSummary(built)).toContain('No matches for')
  })
})

describe('context and columns', () => {
  it('on a pull request: which one, and that the head commit is recorded, not the merge', () => {
    const md = renderSummary(
      baseResult({
        destination: {
          ...baseResult().destination,
          pullRequest: {
            number: 7,
            htmlUrl: 'https://github.com/acme/app/pull/7',
            mergeSha: 'ab'.repeat(20)
          }
        }
      })
    )
    expect(md).toContain(
      '🔀 Pull request <a href="https://github.com/acme/app/pull/7">#7</a>: recorded its head ' +
        "commit <code>c0ffee0</code>, not GitHub's merge commit <code>abababa</code>."
    )
    expect(renderSummary(baseResult())).not.toContain('Pull request')
  })

  it('leaves out Reported when nothing was sent, and Running in/Exited from when empty', () => {
    const artifact = {
      name: 'app',
      path: 'dist/app',
      type: 'file' as const,
      stage: 'fingerprinted' as const,
      fingerprint: FP
    }
    const fingerprinted = renderSummary(
      baseResult({ command: 'fingerprint', artifacts: [artifact] })
    )
    expect(fingerprinted).toContain('| Artifact | Type | Fingerprint |\n')
    const reported = renderSummary(baseResult(reportedArtifacts([artifact])))
    expect(reported).toContain('| Artifact | Type | Fingerprint | Reported |\n')

    const search = (running: string[]) =>
      renderSummary(
        baseResult({
          command: 'search',
          search: {
            value: FP,
            result: {
              resolved_to: { type: 'fingerprint', full_match: FP },
              artifacts: [{ fingerprint: FP, name: 'app', running_in: running, exited_from: [] }]
            }
          }
        })
      )
    expect(search([])).toContain('| Artifact | Flow | Trail | Compliance | Links |\n')
    expect(search(['prod'])).toContain('| Running in | Exited from |')
    // The value searched is the full match: said once, not repeated.
    expect(search([])).not.toContain(`fingerprint <code>${FP}</code>`)
    expect(search([])).toContain(
      'Resolved to the artifact with fingerprint <code>aaaaaaaaaaaa</code>.'
    )
  })

  it('one test-count phrase everywhere', () => {
    const t = { total: 12, failures: 9, errors: 1, skipped: 0 }
    expect(testCounts(t)).toBe('2 passed, 9 failed, 1 error')
    expect(testCountsLine(t)).toBe('12 tests: 2 passed, 9 failed, 1 error')
    expect(testCounts({ total: 0, failures: 0, errors: 0, skipped: 0 })).toBe('no tests')
    expect(testCounts({ total: 3, failures: 3, errors: 0, skipped: 0 })).toBe('3 failed')
  })
})

describe('a refused run', () => {
  it('has a job summary holding the one error, escaped', () => {
    expect(renderRefusal(new InputError('junit', 'x*<y>', 'matches no file'))).toBe(
      '## Records: refused\n\n❌ Input &#39;junit&#39; matches no file: &quot;x&#42;&lt;y&gt;&quot;\n'
    )
    expect(renderRefusal(new JUnitError('r.xml', 3, 'end of file'))).toContain(
      'cannot parse JUnit report r.xml (line 3): end of file'
    )
  })
})
