/**
 * collectJUnit on real files in a temp workspace (which files the lines select is in
 * __tests__/inputs/junit-reports.test.ts): errors (no tests, broken file), the failing-test
 * cap, flaky tests and locations; buildEvidence: one raw file, several as evidence.tgz, the limit.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { x as extractTar } from 'tar'
import { AttachmentTooLargeError, JUnitError } from '../../src/junit/junit-errors.js'
import { buildEvidence } from '../../src/junit/evidence.js'
import { collectFrom } from '../helpers/junit-collect.js'

let ws: string

function put(rel: string, content: string): void {
  const p = path.join(ws, rel)
  mkdirSync(path.dirname(p), { recursive: true })
  writeFileSync(p, content)
}

function suite(name: string, cases = '<testcase name="t"/>'): string {
  return `<testsuite name="${name}">${cases}</testsuite>\n`
}

beforeEach(() => {
  ws = mkdtempSync(path.join(os.tmpdir(), 'junit-collect-'))
})
afterEach(() => rmSync(ws, { recursive: true, force: true }))

describe('the outcome', () => {
  it('totals, skipped look-alikes and exact summed durations', async () => {
    put('r/a.xml', suite('a', '<testcase time="0.1"/><testcase time="0.2"><skipped/></testcase>'))
    put('r/b.xml', suite('b', '<testcase time="0.3"><error/></testcase>'))
    put('r/pom.xml', '<project><modelVersion>4.0.0</modelVersion></project>')
    const o = await collectFrom({ patterns: ['r'], cwd: ws })
    expect(o.totals).toEqual({ total: 3, failures: 0, errors: 1, skipped: 1, duration: 0.6 })
    expect(o.skippedReports).toEqual([{ path: 'r/pom.xml', looksLike: 'Maven POM' }])
    expect(o.suites.map((s) => s.report)).toEqual(['r/a.xml', 'r/b.xml'])
  })

  it('no suite anywhere: "no tests found" listing what each file looks like', async () => {
    put('r/empty.xml', '')
    put('r/run.trx.xml', '<TestRun/>')
    const err = await collectFrom({ patterns: ['r/*.xml'], cwd: ws }).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect(err.message).toBe(
      'no tests found in r/*.xml: no <testsuite> in r/empty.xml (empty file), r/run.trx.xml (TRX (MSTest))'
    )
  })

  it('a broken report aborts, naming the file and line, even after good ones', async () => {
    put('r/a.xml', suite('a'))
    put('r/b.xml', '<testsuite>\n<testcase>\n')
    const err = await collectFrom({ patterns: ['r/*.xml'], cwd: ws }).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect([err.file, err.line]).toEqual(['r/b.xml', 3])
  })

  it('keeps at most maxFailedTests failures across files and counts the rest', async () => {
    const failing = (n: number): string =>
      Array.from(
        { length: n },
        (_, i) => `<testcase name="f${i}"><failure message="m${i}"/></testcase>`
      ).join('')
    put('r/a.xml', suite('a', failing(3)))
    put('r/b.xml', suite('b', failing(4)))
    const o = await collectFrom({ patterns: ['r/*.xml'], cwd: ws, maxFailedTests: 5 })
    expect(o.failedTests.map((t) => `${t.report}:${t.name}`)).toEqual([
      'r/a.xml:f0',
      'r/a.xml:f1',
      'r/a.xml:f2',
      'r/b.xml:f0',
      'r/b.xml:f1'
    ])
    expect(o.failedTestsOmitted).toBe(2)
    expect(o.totals.failures).toBe(7)
  })

  it('locates failures from attributes or stack frames that exist in the workspace', async () => {
    put('src/app.test.ts', 'test\n')
    put('pkg/calc_test.go', 'package calc\n')
    put('pkg/calc/calc_test.go', 'package calc\n')
    put('src/test/java/com/acme/CartTest.java', 'class CartTest {}\n')
    put(
      'r/a.xml',
      suite(
        's',
        '<testcase name="attr" file="src/app.test.ts" line="7"><failure/></testcase>' +
          `<testcase name="abs"><failure>Error\n    at Object.x (${ws}/src/app.test.ts:12:3)</failure></testcase>` +
          '<testcase name="go"><failure>    pkg/calc_test.go:33: got 1</failure></testcase>' +
          '<testcase name="missing"><failure>at y (src/nope.ts:1:1)</failure></testcase>' +
          '<testcase name="attr-missing" file="gone/x.py"><error/></testcase>' +
          '<testcase name="java" classname="com.acme.CartTest"><failure>java.lang.AssertionError\n' +
          '\tat org.junit.Assert.fail(Assert.java:89)\n\tat com.acme.CartTest.total(CartTest.java:42)</failure></testcase>' +
          '<testcase name="go-pkg" classname="example.com/mod/pkg/calc"><failure>    calc_test.go:9: bad</failure></testcase>'
      )
    )
    const o = await collectFrom({ patterns: ['r/a.xml'], cwd: ws })
    expect(o.failedTests.map((t) => [t.name, t.file, t.line])).toEqual([
      ['attr', 'src/app.test.ts', 7],
      ['abs', 'src/app.test.ts', 12],
      ['go', 'pkg/calc_test.go', 33],
      ['missing', undefined, undefined],
      ['attr-missing', 'gone/x.py', undefined],
      ['java', 'src/test/java/com/acme/CartTest.java', 42],
      ['go-pkg', 'pkg/calc/calc_test.go', 9]
    ])
  })
})

describe('buildEvidence', () => {
  it('one file: its raw bytes under its base name', async () => {
    put('r/report.xml', suite('a'))
    const a = await buildEvidence(['r/report.xml'], ws)
    expect(a.filename).toBe('report.xml')
    expect(a.contentType).toBe('application/octet-stream')
    expect(Buffer.from(a.data).toString()).toBe(readFileSync(path.join(ws, 'r/report.xml'), 'utf8'))
  })

  it('several files: evidence.tgz with entries named by their workspace paths', async () => {
    put('r/a.xml', suite('a'))
    put('r/deep/b.xml', suite('b'))
    const a = await buildEvidence(['r/a.xml', 'r/deep/b.xml'], ws)
    expect(a.filename).toBe('evidence.tgz')
    const out = path.join(ws, 'untar')
    mkdirSync(out)
    writeFileSync(path.join(ws, 'evidence.tgz'), a.data)
    const entries: string[] = []
    await extractTar({
      file: path.join(ws, 'evidence.tgz'),
      cwd: out,
      onReadEntry: (e) => entries.push(e.path)
    })
    expect(entries).toEqual(['r/a.xml', 'r/deep/b.xml'])
    expect(readFileSync(path.join(out, 'r/deep/b.xml'), 'utf8')).toBe(suite('b'))
  })

  it('over the limit even compressed: a clear error saying how big, the limit and what to do', async () => {
    put('r/big.xml', suite(randomBytes(3750).toString('base64')))
    const err = await buildEvidence(['r/big.xml'], ws, 1024).catch((e) => e)
    expect(err).toBeInstanceOf(AttachmentTooLargeError)
    expect(err.message).toMatch(
      /big\.xml: the JUnit report is 4\.9 KiB .*1\.0 KiB limit.*'junit'.*attach-results: false/
    )
    put('r/big2.xml', 'y'.repeat(200_000))
    const tgz = await buildEvidence(['r/big.xml', 'r/big2.xml'], ws, 100).catch((e) => e)
    expect(tgz).toBeInstanceOf(AttachmentTooLargeError)
    expect(tgz.message).toContain('more than 100 bytes even as a gzip tar')
  })
})
