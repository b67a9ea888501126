/** The one judge of compliance (src/compliance/judge.ts): each fact, and facts together. */
import { describe, expect, it } from '@jest/globals'
import { judgeCompliance, judgeTogether, legsLine } from '../../src/compliance/judge.js'

const pass = { failures: 0, errors: 0 }
const red = { failures: 2, errors: 1 }

describe('the judge', () => {
  it('judges nothing without facts', () => {
    expect(judgeCompliance({ failOnNonCompliant: true })).toEqual({ failures: [] })
  })

  it('tests: failing tests are not compliant, and fail the step only when asked', () => {
    expect(judgeCompliance({ tests: pass, failOnNonCompliant: true })).toEqual({
      compliant: true,
      failures: []
    })
    expect(judgeCompliance({ tests: red, failOnNonCompliant: false })).toEqual({
      compliant: false,
      failures: []
    })
    expect(judgeCompliance({ tests: red, failOnNonCompliant: true }).failures).toEqual([
      'Tests failed: 2 failed, 1 error'
    ])
  })

  it('beside tests, an unknown service state decides nothing; a non-compliant one does', () => {
    const unknown = { tests: pass, service: { state: 'INCOMPLETE' }, failOnNonCompliant: true }
    expect(judgeCompliance(unknown)).toEqual({ compliant: true, failures: [] })
    const against = { tests: pass, service: { state: 'NON-COMPLIANT' }, failOnNonCompliant: true }
    expect(judgeCompliance(against)).toEqual({
      compliant: false,
      failures: ['Not compliant: NON-COMPLIANT']
    })
    // The tests are named first when both are against it.
    const both = { ...against, tests: red }
    expect(judgeCompliance(both).failures).toEqual(['Tests failed: 2 failed, 1 error'])
  })

  it('a gate: no state, or an unknown one, is not compliant', () => {
    const gate = (state?: string) =>
      judgeCompliance({ service: { state, of: 'abc' }, failOnNonCompliant: true })
    expect(gate('COMPLIANT')).toEqual({ compliant: true, failures: [] })
    expect(gate(undefined)).toEqual({
      compliant: false,
      failures: ["'abc' is not compliant: compliance state UNKNOWN."]
    })
    expect(gate('INCOMPLETE').compliant).toBe(false)
  })

  it('approvals: only APPROVED is compliant, and none is worded as none', () => {
    const approval = (state: string) =>
      judgeCompliance({
        approval: { state, fingerprint: 'f', flow: 'x' },
        failOnNonCompliant: true
      })
    expect(approval('APPROVED')).toEqual({ compliant: true, failures: [] })
    expect(approval('NONE').failures).toEqual(["Artifact f has no approvals in flow 'x'."])
    expect(approval('PENDING').failures).toEqual([
      "Artifact f is not approved in flow 'x': approval state PENDING."
    ])
  })

  it('legs: a missing one fails the step whatever fail-on-non-compliant says; a red leg as tests do', () => {
    const reported = (words: string, tests = pass) => ({ words, tests })
    const all = { expected: 2, reported: [reported('os: a'), reported('os: b')], missing: [] }
    expect(judgeCompliance({ legs: all, failOnNonCompliant: true })).toEqual({
      compliant: true,
      failures: []
    })
    expect(legsLine(all)).toBe('2 of 2 legs reported')
    const gone = {
      expected: 3,
      reported: [reported('os: a')],
      missing: [
        { words: 'os: b', why: 'cancelled' },
        { words: 'os: c', why: 'failed in Set up job' }
      ]
    }
    const line = '1 of 3 legs reported — missing: os: b (cancelled), os: c (failed in Set up job)'
    expect(judgeCompliance({ legs: gone, failOnNonCompliant: false })).toEqual({
      compliant: false,
      failures: [line]
    })
    const redLeg = {
      ...all,
      reported: [reported('os: a', red), reported('os: b', { failures: 0, errors: 3 })]
    }
    expect(legsLine(redLeg)).toBe(
      '2 of 2 legs reported — tests failed in: os: a (2 failed, 1 error), os: b (3 errors)'
    )
    expect(judgeCompliance({ legs: redLeg, failOnNonCompliant: false })).toEqual({
      compliant: false,
      failures: []
    })
    expect(judgeCompliance({ legs: redLeg, failOnNonCompliant: true }).failures).toEqual([
      legsLine(redLeg)
    ])
    expect(legsLine({ ...gone, reported: [reported('os: a', red)] })).toBe(
      `${line}; tests failed in: os: a (2 failed, 1 error)`
    )
  })

  it('an override of its own that the service recorded stands for a replayed origin', () => {
    const override = (compliant: boolean) =>
      judgeCompliance({
        override: { compliant, reason: '1 of 2 legs reported' },
        failOnNonCompliant: true
      })
    expect(override(true)).toEqual({ compliant: true, failures: [] })
    expect(override(false)).toEqual({
      compliant: false,
      failures: ['Overridden to not compliant: 1 of 2 legs reported']
    })
  })

  it('together: compliant when every judged part is, undefined when none was judged', () => {
    expect(judgeTogether([])).toBeUndefined()
    expect(judgeTogether([undefined, true])).toBe(true)
    expect(judgeTogether([true, false, undefined])).toBe(false)
  })
})
