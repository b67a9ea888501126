/** The one judge of compliance (src/compliance/judge.ts): each fact, and facts together. */
import { describe, expect, it } from '@jest/globals'
import {
  judgeCompliance,
  judgeTogether,
  legsLine,
  testsFailedLine,
  type ArtifactFacts
} from '../../src/compliance/judge.js'

const pass = { failures: 0, errors: 0 }
const red = { failures: 2, errors: 1 }
const FP_WEB = '1234abcd'.repeat(8)
const FP_API = 'feedbeef'.repeat(8)
const web = (state?: string): ArtifactFacts => ({
  name: 'web.tar.gz',
  fingerprint: FP_WEB,
  flow: 'web',
  ...(state !== undefined && { state })
})

describe('the judge', () => {
  it('judges nothing without facts', () => {
    expect(judgeCompliance({ failOnNonCompliant: true })).toEqual({ failures: [] })
  })

  it('tests: failing tests are not compliant, say why, and fail the step only when asked', () => {
    expect(judgeCompliance({ tests: pass, failOnNonCompliant: true })).toEqual({
      compliant: true,
      failures: []
    })
    expect(judgeCompliance({ tests: red, failOnNonCompliant: false })).toEqual({
      compliant: false,
      nonCompliance: ['Tests failed: 2 failed, 1 error'],
      failures: []
    })
    expect(judgeCompliance({ tests: red, failOnNonCompliant: true }).failures).toEqual([
      'Tests failed: 2 failed, 1 error'
    ])
  })

  it('names the first failing tests and counts the rest; else the failing suites', () => {
    const names = ['cart › adds', 'cart › rounds', 'api › pays', 'api › ships']
    expect(testsFailedLine({ failures: 5, errors: 0, failing: names })).toBe(
      'Tests failed: 5 failed — cart › adds, cart › rounds, api › pays and 2 more'
    )
    expect(testsFailedLine({ failures: 0, errors: 1, failing: ['db › connects'] })).toBe(
      'Tests failed: 1 error — db › connects'
    )
    expect(testsFailedLine({ failures: 2, errors: 0, failingSuites: ['unit'] })).toBe(
      'Tests failed: 2 failed — in suite unit'
    )
    expect(testsFailedLine({ failures: 3, errors: 1, failingSuites: ['unit', 'e2e'] })).toBe(
      'Tests failed: 3 failed, 1 error — in suites unit, e2e'
    )
  })

  it("the step's own artifacts: one not compliant in its flow makes it so, named with its flow", () => {
    const judged = judgeCompliance({
      tests: pass,
      artifacts: [web('NON_COMPLIANT')],
      failOnNonCompliant: true
    })
    const line =
      "Not compliant: artifact 'web.tar.gz' (sha256 1234abcd…) in flow 'web' is NON_COMPLIANT"
    expect(judged).toEqual({
      compliant: false,
      complianceState: 'NON_COMPLIANT',
      nonCompliance: [line],
      failures: [line]
    })
    // Several: each named, the state as the service spelled it.
    const two = judgeCompliance({
      artifacts: [
        web('NON-COMPLIANT'),
        { ...web('NON-COMPLIANT'), name: 'api', fingerprint: FP_API }
      ],
      failOnNonCompliant: false
    })
    // A replay's origin could hold artifacts of two flows: each flow is named.
    const flows = judgeCompliance({
      artifacts: [web('NON_COMPLIANT'), { ...web('NON_COMPLIANT'), flow: 'api', name: 'api' }],
      failOnNonCompliant: false
    })
    expect(flows.nonCompliance?.[0]).toMatch(/ in flows 'web', 'api' are NON_COMPLIANT$/)
    expect(two.nonCompliance).toEqual([
      "Not compliant: artifacts 'web.tar.gz' (sha256 1234abcd…), 'api' (sha256 feedbeef…) in flow 'web' are NON-COMPLIANT"
    ])
  })

  it('beside tests, an artifact state that says neither decides nothing, and is the state', () => {
    for (const state of ['INCOMPLETE', undefined]) {
      const judged = judgeCompliance({
        tests: pass,
        artifacts: [web(state)],
        failOnNonCompliant: true
      })
      expect(judged).toEqual({
        compliant: true,
        complianceState: state ?? 'UNKNOWN',
        failures: []
      })
    }
    // The worst of the step's own: a compliant one does not hide an incomplete one.
    const both = judgeCompliance({
      artifacts: [web('COMPLIANT'), { ...web('INCOMPLETE'), fingerprint: FP_API }],
      failOnNonCompliant: false
    })
    expect(both).toEqual({ complianceState: 'INCOMPLETE', failures: [] })
  })

  it('the tests are named before the artifacts when both are against it', () => {
    const both = judgeCompliance({
      tests: { ...red, failing: ['cart › adds'] },
      artifacts: [web('NON_COMPLIANT')],
      failOnNonCompliant: true
    })
    expect(both.failures).toEqual([
      'Tests failed: 2 failed, 1 error — cart › adds and 2 more',
      "Not compliant: artifact 'web.tar.gz' (sha256 1234abcd…) in flow 'web' is NON_COMPLIANT"
    ])
  })

  it('a gate: the worst of what matched; no state, or an unknown one, is not compliant', () => {
    const gate = (...states: (string | undefined)[]) =>
      judgeCompliance({ gate: { of: 'abc', states }, failOnNonCompliant: true })
    expect(gate('COMPLIANT')).toEqual({
      compliant: true,
      complianceState: 'COMPLIANT',
      failures: []
    })
    expect(gate(undefined).failures).toEqual(["'abc' is not compliant: compliance state UNKNOWN."])
    expect(gate().complianceState).toBe('UNKNOWN')
    expect(gate('COMPLIANT', 'INCOMPLETE')).toMatchObject({
      compliant: false,
      complianceState: 'INCOMPLETE'
    })
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
      nonCompliance: [line],
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
      nonCompliance: [legsLine(redLeg)],
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
    const why = 'Overridden to not compliant: 1 of 2 legs reported'
    expect(override(false)).toEqual({ compliant: false, nonCompliance: [why], failures: [why] })
  })

  it('together: compliant when every judged part is, undefined when none was; the worst state', () => {
    expect(judgeTogether([])).toEqual({})
    expect(judgeTogether([{}, { compliant: true }])).toEqual({ compliant: true })
    expect(
      judgeTogether([
        { compliant: true, complianceState: 'COMPLIANT' },
        { compliant: false, complianceState: 'NON_COMPLIANT' },
        {}
      ])
    ).toEqual({ compliant: false, complianceState: 'NON_COMPLIANT' })
  })
})
