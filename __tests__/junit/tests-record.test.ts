/**
 * The failing tests in the attestation itself (issue 46 items 1, 2): `records_action_tests` in
 * the JUnit attestation's user_data, from the one list the annotations and the summary use, cut
 * to the service's data_json limit with the cut counted and the full list hashed.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { attestationData } from '../../src/commands/junit.js'
import { collectJUnit } from '../../src/junit/collect.js'
import { parseJUnitFile } from '../../src/junit/parse.js'
import { digestOnThread } from '../../src/junit/digest-thread.js'
import { TESTS_RECORD_KEY, type TestsRecord } from '../../src/junit/tests-record.js'
import { checkAnnotations } from '../../src/report/annotations.js'
import { registerSecret } from '../../src/util/secrets.js'
import type { JUnitOutcome } from '../../src/results.js'

const repo = mkdtempSync(path.join(os.tmpdir(), 'records-tests-record-'))
const fixtures = path.join(repo, '__tests__', 'fixtures', 'junit')
cpSync(path.join(process.cwd(), '__tests__', 'fixtures', 'junit'), fixtures, { recursive: true })
afterAll(() => rmSync(repo, { recursive: true, force: true }))

const sha256 = (s: string | Buffer): string => createHash('sha256').update(s).digest('hex')

type SendConfig = Parameters<typeof attestationData>[0]
const config = (over: Partial<SendConfig> = {}): SendConfig => ({
  org: 'acme',
  flow: 'shop',
  trail: 'main',
  attestationName: 'junit',
  targetArtifacts: undefined,
  matrixLeg: undefined,
  testMessages: 'first-line',
  annotations: {},
  externalUrls: {},
  userData: undefined,
  description: '',
  originUrl: 'https://github.com/acme/shop/actions/runs/1',
  ...over
})

function collect(file: string): Promise<JUnitOutcome> {
  return collectJUnit({ reports: [file], patterns: [file], cwd: repo })
}

function recordOf(data: { user_data?: unknown }): TestsRecord {
  return (data.user_data as Record<string, TestsRecord>)[TESTS_RECORD_KEY]
}

const toolReports = readdirSync(path.join(fixtures, 'tools'))
  .filter((f) => f.endsWith('.xml'))
  .map((f) => path.join('tools', f))
const corpusReports = readdirSync(fixtures).filter((f) => f.endsWith('.xml'))
const expected = JSON.parse(
  readFileSync(path.join(fixtures, 'tools', 'expected-failure-text.json'), 'utf8')
) as Record<string, [string, string][]>

describe('records_action_tests of the real tools’ reports and the corpus fixtures', () => {
  const readable: string[] = []
  it.each([...toolReports, ...corpusReports])('%s', async (name) => {
    const file = path.join(fixtures, name)
    let outcome: JUnitOutcome
    try {
      outcome = await collect(file)
    } catch {
      return // a fixture the CLI refuses (truncated, no suite): nothing is attested
    }
    readable.push(name)
    const data = attestationData(config(), outcome, {})
    const record = recordOf(data)
    // junit_results exactly as before: the same objects, the same bytes as the output's.
    expect(data.junit_results).toBe(outcome.results)
    expect(JSON.stringify(data.junit_results)).toBe(JSON.stringify(outcome.results))
    // Every failing and erroring test, nothing else, in report order.
    const failing = outcome.totals.failures + outcome.totals.errors
    expect(record.failures).toHaveLength(failing)
    expect(record.omitted).toBe(0)
    expect(record.failures.map((f) => f.id)).toEqual(
      outcome.failedTests.map((t) => `${t.classname === '' ? t.suite : t.classname}#${t.name}`)
    )
    const names = expected[path.basename(name)]
    if (name.startsWith('tools') && names) {
      expect(record.failures.map((f) => f.id.slice(f.id.indexOf('#') + 1))).toEqual(
        names.map(([n]) => n)
      )
    }
    // The same file and line as the check run's annotation of each test that has one.
    const annotated = checkAnnotations(outcome.failedTests, 10_000).filter(
      (a) => a.annotation_level === 'failure'
    )
    const placedOnes = record.failures.filter((_, i) => outcome.failedTests[i].at !== undefined)
    expect(placedOnes.map((f) => [f.file, f.line])).toEqual(
      annotated.map((a) => [a.path, a.start_line])
    )
    expect(record.list_sha256).toBe(sha256(record.failures.map((f) => `${f.id}\n`).join('')))
    expect(record.reports).toEqual([{ path: outcome.files[0], sha256: sha256(readFileSync(file)) }])
  })

  it('reads most of them', () => {
    expect(readable.length).toBeGreaterThan(25)
  })
})

describe('a report of 100,000 failing tests', () => {
  const file = path.join(repo, 'many.xml')
  const parts = ['<testsuites><testsuite name="many" tests="100000" failures="100000">']
  for (let i = 0; i < 100_000; i++) {
    parts.push(
      `<testcase classname="pkg.Suite${i % 20}" name="test${i}" time="0.001">` +
        `<failure message="expected ${i} but was ${i + 1}">at pkg/Suite${i % 20}.java:250</failure></testcase>`
    )
  }
  parts.push('</testsuite></testsuites>')
  writeFileSync(file, parts.join('\n'))
  const userDataFile = JSON.parse(
    '{"team":"cart","__proto__":"kept","nested":{"list":[1,"two",null]}}'
  ) as Record<string, unknown>

  it('fits in data_json, counts the cut, hashes the full list; the user’s keys unchanged', async () => {
    const outcome = await collect(file)
    const data = attestationData(config({ userData: userDataFile }), outcome, {})
    expect(Buffer.byteLength(JSON.stringify(data))).toBeLessThanOrEqual(1_048_576)
    const record = recordOf(data)
    const kept = record.failures.length
    expect(kept).toBeGreaterThan(1000)
    expect(record.omitted).toBe(100_000 - kept)
    expect(record.counts).toEqual({
      total: 100_000,
      passed: 0,
      failed: 100_000,
      errors: 0,
      skipped: 0,
      flaky: 0
    })
    // In report order, the first ones with details and the rest as written alike.
    expect(record.failures.map((f) => f.id)).toEqual(
      Array.from({ length: kept }, (_, i) => `pkg.Suite${i % 20}#test${i}`)
    )
    expect(record.failures[kept - 1].message).toBe(`expected ${kept - 1} but was ${kept}`)
    const full = Array.from({ length: 100_000 }, (_, i) => `pkg.Suite${i % 20}#test${i}\n`)
    expect(record.list_sha256).toBe(sha256(full.join('')))
    expect(outcome.named?.ids).toHaveLength(100_000)
    // Failures come first: the report's digest did not fit after them, and is counted.
    expect(outcome.reportDigests).toEqual([
      { path: 'many.xml', sha256: sha256(readFileSync(file)) }
    ])
    expect(record.reports).toEqual([])
    expect(record.reports_omitted).toBe(1)
    // The user's keys arrive as they were, beside the action's one.
    const sent = JSON.parse(JSON.stringify(data.user_data)) as Record<string, unknown>
    expect(Object.keys(sent)).toEqual(['team', '__proto__', 'nested', TESTS_RECORD_KEY])
    expect(Object.getOwnPropertyDescriptor(sent, '__proto__')?.value).toBe('kept')
    expect(sent.nested).toEqual({ list: [1, 'two', null] })
  })

  it('leaves the record out, not the attestation, when not even its counts fit', async () => {
    const outcome = await collect(path.join(fixtures, 'tools', 'gotestsum.xml'))
    // A user_data that is not an object gets no record: the size of the rest, measured.
    const rest = Buffer.byteLength(
      JSON.stringify(attestationData(config({ userData: [] }), outcome, {}))
    )
    const base = rest - 2 + '{"blob":""}'.length
    const big = { blob: 'x'.repeat(1_048_576 - 10 - base) }
    const data = attestationData(config({ userData: big }), outcome, {})
    expect(data.user_data === big).toBe(true)
    expect(Buffer.byteLength(JSON.stringify(data))).toBe(1_048_576 - 10)
  })
})

describe('test-messages', () => {
  const report = path.join(fixtures, 'tools', 'gotestsum.xml')

  it('first-line: the first line, masked, at most 200 characters', async () => {
    const outcome = await collect(report)
    const secret = 'tok-records-secret-5150'
    outcome.failedTests[0].message = `${'a'.repeat(10)} ${secret} ${'b'.repeat(300)}\nsecond line`
    registerSecret(secret)
    const record = recordOf(attestationData(config(), outcome, {}))
    const first = record.failures[0].message ?? ''
    expect(first).toHaveLength(200)
    expect(first.startsWith(`${'a'.repeat(10)} *** b`)).toBe(true)
    expect(JSON.stringify(record)).not.toContain(secret)
    expect(JSON.stringify(record)).not.toContain('second line')
  })

  it('none: no message text at all', async () => {
    const outcome = await collect(report)
    const record = recordOf(attestationData(config({ testMessages: 'none' }), outcome, {}))
    expect(record.failures.length).toBeGreaterThan(0)
    for (const f of record.failures) {
      expect(Object.keys(f).sort()).toEqual(
        ['id', 'kind', ...(f.file ? ['file'] : []), ...(f.line ? ['line'] : [])].sort()
      )
    }
    for (const t of outcome.failedTests) {
      expect(JSON.stringify(record)).not.toContain(t.message.split('\n')[0])
    }
  })

  it('hash: only the digest of the first line', async () => {
    const outcome = await collect(report)
    const record = recordOf(attestationData(config({ testMessages: 'hash' }), outcome, {}))
    for (const [i, f] of record.failures.entries()) {
      expect(f.message).toBeUndefined()
      const line = outcome.failedTests[i].message.split(/\r?\n/)[0].trim()
      expect(f.message_sha256).toBe(sha256(line))
    }
  })

  it('the leg on each failure, from the matrix input', async () => {
    const outcome = await collect(report)
    const leg = { os: 'windows-latest', node: 24 }
    const record = recordOf(attestationData(config({ matrixLeg: leg }), outcome, {}))
    expect(record.failures.every((f) => JSON.stringify(f.leg) === JSON.stringify(leg))).toBe(true)
  })
})

describe("a report's digest, taken as it is read", () => {
  it('a big one on a worker thread while it is parsed', async () => {
    const file = path.join(fixtures, 'tools', 'jest-junit.xml')
    await expect(digestOnThread(Buffer.from(file))).resolves.toBe(sha256(readFileSync(file)))
    await expect(digestOnThread(Buffer.from(path.join(repo, 'gone.xml')))).rejects.toThrow()
  })

  it.each(['utf8-bom.xml', 'utf16le-bom.xml', 'windows-1252.xml', 'jest-junit.xml'])(
    '%s, in chunks smaller than the sniffing window',
    async (name) => {
      const file = path.join(fixtures, name)
      const parsed = await parseJUnitFile(file, { digest: true, limits: { chunkBytes: 64 } })
      expect(parsed.sha256).toBe(sha256(readFileSync(file)))
    }
  )
})
