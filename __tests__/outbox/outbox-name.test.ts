/**
 * An outbox's artifact name (outbox/receipts.ts): its own per step and leg, within what GitHub
 * accepts (none of `":<>|*?\/` CR LF) and a bounded length, and found again by replay's prefix.
 */
import { describe, expect, it } from '@jest/globals'
import { MAX_OUTBOX_NAME_BYTES, outboxName } from '../../src/outbox/receipts.js'

const RUN = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '2' }
const REFUSED = /[":<>|*?\\/\r\n]/

describe('outboxName', () => {
  it('names the run, job, attempt, leg and step; outside a matrix and without a step id, the three', () => {
    expect(outboxName(RUN)).toBe('records-outbox-4242-build-2')
    expect(outboxName({ ...RUN, leg: 'os: windows-latest, node: 20', step: 'records' })).toBe(
      'records-outbox-4242-build-2-os_windows-latest,_node_20-records'
    )
    expect(outboxName({ ...RUN, step: '__acme_records-action_2' }, 3)).toBe(
      'records-outbox-4242-build-2-__acme_records-action_2-3'
    )
  })

  it('keeps no character GitHub refuses in a name', () => {
    const name = outboxName({
      ...RUN,
      job: 'a"b:c<d>e|f*g?h\\i/j\r\nk',
      leg: 'path: C:\\x/y, when: "now"'
    })
    expect(name).not.toMatch(REFUSED)
    expect(name.startsWith('records-outbox-4242-')).toBe(true)
  })

  it('is bounded in UTF-8 bytes, and names cut alike still differ', () => {
    const long = (tail: string) => ({ ...RUN, leg: `${'ü'.repeat(150)}${tail}`, step: 'records' })
    const a = outboxName(long('a'))
    const b = outboxName(long('b'))
    for (const name of [a, b, outboxName(long('a'), 10)]) {
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_OUTBOX_NAME_BYTES)
      expect(name.startsWith('records-outbox-4242-build-2-ü')).toBe(true)
      expect(name).not.toContain('\ufffd')
    }
    expect(a).not.toBe(b)
    expect(outboxName(long('a'), 10).endsWith('-10')).toBe(true)
  })
})
