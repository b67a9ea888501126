/**
 * Missing = asked − reported (src/legs/count.ts): each way `expect-legs` asks, the newest record
 * of a leg, the attempt GitHub says a leg's job ran in, and why a leg without a record is missing.
 */
import { describe, expect, it } from '@jest/globals'
import type { AttemptJob } from '../../src/github/run-record.js'
import { matrixLegWords } from '../../src/inputs/matrix.js'
import { countLegs, jobValues, matrixKey, valuesInName, whyMissing } from '../../src/legs/count.js'
import type { OpenedPresence } from '../../src/legs/presence.js'

const counts = { total: 3, failures: 0, errors: 0, skipped: 0 }

/** The record of leg `index` with `matrix`, of `attempt`, written at `written`. */
function record(
  index: number,
  matrix: Record<string, unknown>,
  attempt = 1,
  written = '2026-11-01T10:00:00Z'
): OpenedPresence {
  return {
    name: `records-leg-1-test-${attempt}-${index}`,
    written,
    record: {
      run: { repository: 'acme/shop', run: '1', job: 'test', attempt: String(attempt) },
      leg: { index, total: 3, matrix },
      org: 'acme',
      flow: 'shop',
      trail: 't',
      attestation: 'tests',
      write: 'recorded',
      counts,
      reports: [],
      reportsOmitted: 0
    }
  }
}

function job(name: string, more: Partial<AttemptJob> = {}): AttemptJob {
  return {
    id: 1,
    name,
    status: 'completed',
    conclusion: 'success',
    run_attempt: 1,
    started_at: null,
    completed_at: null,
    steps: [],
    ...more
  }
}

describe('countLegs', () => {
  it('a number: legs 0 … N−1 by job-index; a record past N was not asked for', () => {
    const found = countLegs(
      { kind: 'count', legs: 3 },
      [record(0, { os: 'a' }), record(2, { os: 'c' }), record(4, { os: 'e' })],
      [],
      matrixLegWords
    )
    expect(found.expected).toBe(3)
    expect(found.reported.map((l) => [l.index, l.words])).toEqual([
      [0, 'os: a'],
      [2, 'os: c']
    ])
    expect(found.missing).toEqual([{ index: 1, words: 'leg 2 of 3', why: 'no report' }])
    expect(found.unasked).toEqual(['os: e'])
  })

  it('a list: legs by their values, whatever the key order; the newest record of a leg is read', () => {
    const older = record(0, { node: 20, os: 'a' }, 1)
    older.record.counts = { ...counts, failures: 1 }
    const newer = record(0, { node: 20, os: 'a' }, 2)
    const found = countLegs(
      {
        kind: 'list',
        legs: [
          { os: 'a', node: 20 },
          { os: 'b', node: 20 }
        ]
      },
      [older, newer],
      [],
      matrixLegWords
    )
    expect(found.reported).toEqual([
      expect.objectContaining({ words: 'node: 20, os: a', attempt: 2, tests: counts })
    ])
    expect(found.missing).toEqual([
      { matrix: { os: 'b', node: 20 }, words: 'os: b, node: 20', why: 'no report' }
    ])
  })

  it('auto: the jobs of legs-job, each matched by the values in its name, of the attempt it ran in', () => {
    const jobs = [
      job('test (a, 20)', { run_attempt: 1 }),
      job('test (b, 20)', { run_attempt: 2, conclusion: 'cancelled' }),
      job('test (c, 20)', {
        run_attempt: 2,
        conclusion: 'failure',
        steps: [
          { name: 'Set up job', number: 1, status: 'completed', conclusion: 'success' },
          { name: 'Run tests', number: 2, status: 'completed', conclusion: 'failure' }
        ]
      }),
      job('build')
    ]
    // Leg b's record is of attempt 1, but GitHub says its job ran (and was cancelled) in attempt 2.
    const records = [record(0, { os: 'a', node: 20 }), record(1, { os: 'b', node: 20 }, 1)]
    const found = countLegs({ kind: 'auto', job: 'test' }, records, jobs, matrixLegWords)
    expect(found.expected).toBe(3)
    expect(found.reported.map((l) => [l.job, l.words, l.attempt])).toEqual([
      ['test (a, 20)', 'os: a, node: 20', 1]
    ])
    expect(found.missing).toEqual([
      { job: 'test (b, 20)', words: 'os: b, node: 20', why: 'cancelled' },
      { job: 'test (c, 20)', words: 'os: c, node: 20', why: 'failed in Run tests' }
    ])
  })

  it('auto without any record: a leg is named by the values in its job name; a job without a matrix by its name', () => {
    const found = countLegs(
      { kind: 'auto', job: 'test' },
      [],
      [job('test (a, 20)'), job('test')],
      matrixLegWords
    )
    expect(found.missing.map((l) => l.words)).toEqual(['a, 20', 'test'])
  })
})

describe('the parts', () => {
  it('whyMissing: from how GitHub says the job ended', () => {
    const failedIn = (steps: AttemptJob['steps']) =>
      whyMissing(job('x', { conclusion: 'failure', steps }))
    expect(whyMissing(job('x', { status: 'in_progress', conclusion: null }))).toBe('still running')
    expect(whyMissing(job('x', { conclusion: 'cancelled' }))).toBe('cancelled')
    expect(whyMissing(job('x', { conclusion: 'skipped' }))).toBe('skipped')
    expect(whyMissing(job('x', { conclusion: 'timed_out' }))).toBe('timed out')
    expect(
      failedIn([{ name: 'Set up job', number: 1, status: 'completed', conclusion: 'failure' }])
    ).toBe('failed in Set up job')
    expect(failedIn([])).toBe('failed before its first step')
    expect(whyMissing(job('x'))).toBe('no report')
  })

  it('names and keys: values as GitHub writes them in a job name; one key whatever the order', () => {
    expect(jobValues({ os: 'a', node: 20, cfg: { arch: 'arm' } })).toBe('a, 20, {"arch":"arm"}')
    expect(valuesInName('test (a, 20)', 'test')).toBe('a, 20')
    expect(valuesInName('test', 'test')).toBe('')
    expect(valuesInName('testing (a)', 'test')).toBeUndefined()
    expect(valuesInName('build', 'test')).toBeUndefined()
    expect(matrixKey({ b: [{ y: 1, x: 2 }], a: 1 })).toBe(matrixKey({ a: 1, b: [{ x: 2, y: 1 }] }))
    expect(matrixKey({ a: 1 })).not.toBe(matrixKey({ a: '1' }))
  })
})
