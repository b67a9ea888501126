/**
 * The check run's mark and its list of subjects (src/context/check-mark.ts): what a replay
 * reads to tell whether a check run supersedes a write (docs/bad-day.md, "Never stale").
 */
import { describe, expect, it } from '@jest/globals'
import {
  MAX_LISTED_SUBJECTS,
  checkMarkId,
  checkSubjectsText,
  readCheckMark,
  readCheckSubjects
} from '../../src/context/check-mark.js'
import { subjectDigest, subjectKey } from '../../src/outbox/subject.js'

describe('the mark', () => {
  it("carries the leg's digest beside its words, and reads back", () => {
    const mark = {
      run: '4242',
      job: 'build',
      attempt: '2',
      leg: 'os: linux',
      legSha: 'ab'.repeat(16)
    }
    expect(readCheckMark(checkMarkId(mark))).toEqual(mark)
  })
})

describe('the subjects a check run lists', () => {
  const digest = (name: string) =>
    subjectDigest(
      subjectKey('junit', ['attestations', 'acme', 'shop', 'trail', 't1'], {
        attestation_name: name
      })
    )

  it('reads back what was listed, each once, whole', () => {
    const text = checkSubjectsText([digest('unit'), digest('e2e'), digest('unit')])
    expect(readCheckSubjects(`Some text\n${text}\n`)).toEqual({
      digests: new Set([digest('unit'), digest('e2e')]),
      complete: true
    })
  })

  it('says when the list was cut', () => {
    const many = Array.from({ length: MAX_LISTED_SUBJECTS + 1 }, (_, i) => digest(`t${i}`))
    const read = readCheckSubjects(checkSubjectsText(many))
    expect([read?.complete, read?.digests.size]).toEqual([false, MAX_LISTED_SUBJECTS])
    expect(checkSubjectsText(many).length).toBeLessThan(65_535)
  })

  it('reads nothing from a text without the list, or with a list of another shape', () => {
    expect(readCheckSubjects(null)).toBeUndefined()
    expect(readCheckSubjects('5 tests passed')).toBeUndefined()
    expect(readCheckSubjects('<!-- records-action/subjects maybe abc -->')).toBeUndefined()
  })

  it('tells an artifact from an attestation, and a flow from another', () => {
    const art = subjectKey('artifact', ['artifacts', 'acme', 'shop'], {
      fingerprint: 'f'.repeat(64)
    })
    const other = subjectKey('artifact', ['artifacts', 'acme', 'web'], {
      fingerprint: 'f'.repeat(64)
    })
    expect(art).not.toBe(other)
    expect(subjectDigest(art)).not.toBe(subjectDigest(other))
  })
})
