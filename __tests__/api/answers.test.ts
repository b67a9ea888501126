/** The lenient use of the schemas: what answers.ts keeps, leaves out and says. */
import { describe, expect, it } from '@jest/globals'
import {
  checkApprovals,
  checkEnvironments,
  checkSearchResult,
  MAX_ANSWER_DEPTH
} from '../../src/api/answers.js'

const nested = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels))

describe('answers, checked leniently', () => {
  it('keeps an approval state only when it is one of the enum', () => {
    const { value, warnings } = checkApprovals([
      { release_number: 1, state: 'APPROVED', approvals: [{ state: 'MAYBE', approved_by: 'a' }] },
      { release_number: 2, state: 'approved' }
    ])
    expect(value.map((a) => a.state)).toEqual(['APPROVED', undefined])
    expect(value[0].approvals?.[0]).toEqual({ approved_by: 'a' })
    expect(warnings).toEqual([
      `Ignored 'state' of review #1 of approval #1 (release_number 1).approvals: expected one of APPROVED, UNAPPROVED, got a string "MAYBE".`,
      `Ignored 'state' of approval #2 (release_number 2): expected one of APPROVED, UNAPPROVED, PENDING, got a string "approved".`
    ])
  })

  it('keeps tags only as a map of strings', () => {
    const { value, warnings } = checkEnvironments([
      { name: 'a', tags: { team: 'x' } },
      { name: 'b', tags: { n: 1 } }
    ])
    expect(value).toEqual([{ name: 'a', tags: { team: 'x' } }, { name: 'b' }])
    expect(warnings).toEqual([
      `Ignored 'tags' of environment #2 (name "b"): expected an object of strings, got an object.`
    ])
  })

  it('keeps unknown fields up to MAX_ANSWER_DEPTH levels, and __proto__ as a key', () => {
    const body = JSON.parse(
      `{"artifacts":[{"fingerprint":"f","__proto__":{"x":1},"ok":${JSON.stringify(nested(MAX_ANSWER_DEPTH))},` +
        `"deep":${JSON.stringify(nested(MAX_ANSWER_DEPTH + 1))}}]}`
    ) as Record<string, unknown>
    const { value, warnings } = checkSearchResult(body)
    const [item] = value.artifacts
    expect(Object.keys(item)).toEqual(['fingerprint', '__proto__', 'ok'])
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype)
    expect(warnings).toEqual([
      `Ignored 'deep' of search artifact #1 (fingerprint "f"): nested deeper than ${MAX_ANSWER_DEPTH} levels.`
    ])
  })

  it('keeps strings, booleans, lists of strings and finite numbers only of their type', () => {
    const good = {
      fingerprint: 'f',
      name: 'app',
      has_provenance: false,
      running_in: ['prod', 'staging'],
      exited_from: [],
      history: [{ event: 'created', timestamp: 1.5 }]
    }
    const bad = {
      fingerprint: 'g',
      name: 7,
      has_provenance: 'yes',
      running_in: ['prod', 1],
      exited_from: 'prod',
      history: [{ event: true, timestamp: '1.5' }]
    }
    const { value, warnings } = checkSearchResult({ artifacts: [good, bad] })
    expect(value.artifacts).toEqual([good, { fingerprint: 'g', history: [{}] }])
    const of = `of search artifact #2 (fingerprint "g")`
    expect(warnings).toEqual([
      `Ignored 'name' ${of}: expected a string, got number 7.`,
      `Ignored 'has_provenance' ${of}: expected a boolean, got a string "yes".`,
      `Ignored 'running_in' ${of}: expected a list of strings, got an array.`,
      `Ignored 'exited_from' ${of}: expected a list of strings, got a string "prod".`,
      `Ignored 'event' of history event #1 ${of}.history: expected a string, got boolean true.`,
      `Ignored 'timestamp' of history event #1 ${of}.history: expected a number, got a string "1.5".`
    ])
  })

  it('skips an item without its key, and counts it as unknown', () => {
    const { value, skipped, warnings } = checkSearchResult({
      artifacts: [{ name: 'no fingerprint' }, null]
    })
    expect(value.artifacts).toEqual([])
    expect(skipped).toBe(2)
    expect(warnings).toEqual([
      `Skipped search artifact #1: 'fingerprint' should be a string, got nothing.`,
      'Skipped search artifact #2: expected an object, got null.'
    ])
  })
})
