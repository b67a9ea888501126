/**
 * Every case of fixtures/junit-vectors (a copy of the shared vectors, produced by the CLI's real
 * parser): the exact `junit_results` JSON text, the attached files in order, and the errors.
 * The two documented differences (latin1 decodes, three more timestamps) are asserted as such.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { InputError } from '../../src/errors.js'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { junitResultsJson } from '../../src/junit/results-json.js'
import { collectFrom } from '../helpers/junit-collect.js'

interface VectorCase {
  results_dir: string
  junit_results_json?: string
  attached_files?: string[]
  error?: string
}

const source = path.join(process.cwd(), '__tests__', 'fixtures', 'junit-vectors')
const vectors = JSON.parse(readFileSync(path.join(source, 'vectors.json'), 'utf8')) as {
  cases: VectorCase[]
}
let root: string

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'junit-vectors-'))
  cpSync(source, root, { recursive: true })
  // git may not keep the symlink: recreate it as the README describes.
  rmSync(path.join(root, 'cases/mixed/symlinked.xml'), { force: true })
  symlinkSync('../pytest/report.xml', path.join(root, 'cases/mixed/symlinked.xml'))
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Where this project deliberately differs from the CLI (vectors README). */
const TIMESTAMPS_ADDED: Record<string, number> = {
  'offset-plus-two-unparseable': 1673141864,
  'space-separated-unparseable': 1673149064,
  'lowercase-z-unparseable': 1673149064
}

function expectedJson(c: VectorCase): string | undefined {
  if (c.results_dir === 'cases/latin1') {
    return '[{"name":"café","failures":0,"errors":0,"skipped":0,"total":1,"duration":0}]'
  }
  if (c.results_dir === 'cases/timestamps') {
    const items = JSON.parse(c.junit_results_json as string) as { name: string }[]
    const patched = items.map((item) =>
      TIMESTAMPS_ADDED[item.name] === undefined
        ? JSON.stringify(item)
        : JSON.stringify({ ...item, timestamp: TIMESTAMPS_ADDED[item.name] })
    )
    // Re-serialising keeps key order; Go writes 0.000001 as JS does.
    return '[' + patched.join(',') + ']'
  }
  return c.junit_results_json
}

describe('shared JUnit vectors', () => {
  const successes = vectors.cases.filter(
    (c) => c.error === undefined || c.results_dir === 'cases/latin1'
  )
  it.each(successes.map((c) => [c.results_dir, c] as const))(
    '%s gives the CLI JSON text',
    async (_dir, c) => {
      const outcome = await collectFrom({ patterns: [c.results_dir], cwd: root })
      expect(junitResultsJson(outcome.results)).toBe(expectedJson(c))
      const attached =
        c.results_dir === 'cases/latin1' ? ['cases/latin1/results.xml'] : c.attached_files
      expect(outcome.files).toEqual(attached)
    }
  )

  it('the timestamps case differs from the CLI in exactly three suites', () => {
    const c = vectors.cases.find((v) => v.results_dir === 'cases/timestamps') as VectorCase
    const cli = JSON.parse(c.junit_results_json as string) as { timestamp?: number }[]
    const ours = JSON.parse(expectedJson(c) as string) as { timestamp?: number }[]
    const changed = ours.filter((o, i) => o.timestamp !== cli[i].timestamp)
    expect(changed).toHaveLength(3)
  })

  it('cases/broken fails naming cases/broken/bad.xml and line 1', async () => {
    const err = await collectFrom({ patterns: ['cases/broken'], cwd: root }).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect((err as JUnitError).file).toBe('cases/broken/bad.xml')
    expect((err as JUnitError).line).toBe(1)
    expect((err as JUnitError).reason).toMatch(/<testcase>.*<\/testsuite>/)
  })

  it('cases/no-tests fails with "no tests found" and says what the file looks like', async () => {
    const err = await collectFrom({ patterns: ['cases/no-tests'], cwd: root }).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect((err as Error).message).toMatch(/^no tests found in cases\/no-tests/)
    expect((err as Error).message).toContain('cases/no-tests/pom.xml (Maven POM)')
  })

  it('cases/mixed skips the symlink, UPPER.XML and notes.txt, and reports the look-alikes', async () => {
    const outcome = await collectFrom({ patterns: ['cases/mixed'], cwd: root })
    expect(outcome.skippedReports).toEqual([
      { path: 'cases/mixed/empty.xml', looksLike: 'empty file' },
      { path: 'cases/mixed/pom.xml', looksLike: 'Maven POM' }
    ])
    expect(outcome.totals).toEqual({
      total: 6,
      failures: 0,
      errors: 0,
      skipped: 0,
      duration: 1.5 + 0 - 0.5 + 0.001
    })
  })

  it('a glob line matching nothing is an InputError naming the line', async () => {
    const err = await collectFrom({ patterns: ['cases/nope/**/*.xml'], cwd: root }).catch((e) => e)
    expect(err).toBeInstanceOf(InputError)
    expect((err as Error).message).toContain('cases/nope/**/*.xml')
    expect((err as Error).message).toContain('matches no file')
  })
})
