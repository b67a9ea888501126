/**
 * A presence record (src/legs/presence.ts, docs/matrix-builds.md "Threat model"): sealed and
 * opened with the api-token, refused when not sealed with it or not a record, named by its run,
 * job, attempt, place and step within an artifact name's bounds; and which records count for a
 * step (src/legs/read.ts `notAbout`).
 */
import { describe, expect, it } from '@jest/globals'
import { MAX_OUTBOX_NAME_BYTES } from '../../src/outbox/receipts.js'
import { SealError, seal } from '../../src/outbox/seal.js'
import {
  PRESENCE_FORMAT,
  openPresence,
  presenceName,
  sealPresence,
  type PresenceRecord
} from '../../src/legs/presence.js'
import { notAbout, type PresenceSubject } from '../../src/legs/read.js'
import { thrown } from '../api/helpers.js'

const TOKEN = 'presence-unit-0123456789'
const RECORD: PresenceRecord = {
  run: { repository: 'acme/shop', run: '4242', job: 'test', attempt: '2' },
  step: 'records',
  leg: { index: 3, total: 6, matrix: { os: 'windows-latest', node: 20 } },
  org: 'acme',
  flow: 'shop',
  trail: 'main',
  commit: 'a'.repeat(40),
  attestation: 'tests',
  write: 'deferred',
  counts: { total: 5, failures: 1, errors: 0, skipped: 1 },
  reports: [{ path: 'test-results/unit.xml', sha256: 'b'.repeat(64) }],
  reportsOmitted: 0
}
const WRITTEN = '2026-11-01T10:00:00.000Z'

/** The SealError `open` throws, with its problem. */
const refused = (open: () => unknown): SealError => thrown(open, SealError)

describe('a presence record', () => {
  it('opens with the token it was sealed with, as it was; only the run is in clear', () => {
    const text = sealPresence(RECORD, TOKEN, WRITTEN)
    expect(openPresence(text, TOKEN, 'n')).toEqual({ record: RECORD, written: WRITTEN, name: 'n' })
    const clear = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(clear).sort()).toEqual([
      'format',
      'run',
      'seal',
      'sealed',
      'version',
      'written'
    ])
    expect(text).not.toContain('windows-latest')
  })

  it('is refused sealed with another token, altered, unsealed, or holding something else', () => {
    const text = sealPresence(RECORD, TOKEN, WRITTEN)
    expect(refused(() => openPresence(text, 'another-token-0123456789', 'n')).problem).toBe(
      'other-token'
    )
    const doc = JSON.parse(text) as Record<string, unknown>
    const altered = JSON.stringify({ ...doc, run: { ...RECORD.run, attempt: '1' } })
    expect(refused(() => openPresence(altered, TOKEN, 'n')).problem).toBe('altered')
    expect(refused(() => openPresence('{"leg":5}', TOKEN, 'n')).message).toMatch(
      /not a records-action-leg document/
    )
    const other = seal({ format: PRESENCE_FORMAT, version: 1 }, { leg: 5 }, TOKEN)
    expect(refused(() => openPresence(other, TOKEN, 'n')).message).toMatch(
      /it is not a presence record \(run:/
    )
  })

  it('is named by its run, job, attempt, place and step, within an artifact name’s bound', () => {
    expect(presenceName(RECORD)).toBe('records-leg-4242-test-2-3-records')
    const { index: _index, ...placeless } = RECORD.leg
    expect(presenceName({ ...RECORD, leg: placeless, step: undefined })).toBe(
      'records-leg-4242-test-2'
    )
    const long = presenceName({ ...RECORD, run: { ...RECORD.run, job: 'j/'.repeat(200) } })
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(MAX_OUTBOX_NAME_BYTES)
    expect(long).toMatch(/^records-leg-4242-j_/)
    expect(long).not.toMatch(/[":<>|*?\\/\r\n]/)
  })
})

describe('which records count for a step', () => {
  const subject: PresenceSubject = {
    repository: 'acme/shop',
    run: '4242',
    attempt: 2,
    org: 'acme',
    flow: 'shop',
    trail: 'main',
    commit: 'a'.repeat(40),
    attestation: 'tests'
  }
  const about = (change: Partial<PresenceRecord>, of: Partial<PresenceSubject> = {}) =>
    notAbout(
      { record: { ...RECORD, ...change }, written: WRITTEN, name: 'n' },
      { ...subject, ...of }
    )

  it('those of this run, of an attempt up to this one, about the same attestation and commit', () => {
    expect(about({})).toBeUndefined()
    expect(about({}, { attempt: 3 })).toBeUndefined()
    expect(about({ run: { ...RECORD.run, run: '1' } })).toMatch(
      /written by run 1 of acme\/shop, not by this run/
    )
    expect(about({ run: { ...RECORD.run, repository: 'fork/shop' } })).toMatch(/of fork\/shop/)
    expect(about({}, { attempt: 1 })).toMatch(/says attempt 2, after this one \(1\)/)
    expect(about({ attestation: 'junit' })).toMatch(/about the attestation 'junit'/)
    expect(about({ trail: 'other' })).toMatch(/of trail 'other'/)
    expect(about({ flow: 'other' })).toMatch(/in flow 'other'/)
    expect(about({ commit: 'c'.repeat(40) })).toMatch(/about the commit c+, not a+/)
    expect(about({ commit: undefined })).toMatch(/about the commit none/)
    expect(about({}, { commit: undefined })).toBeUndefined()
  })
})
