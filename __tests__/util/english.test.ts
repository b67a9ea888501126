/** English words for numbers and times (src/util/english.ts). */
import { describe, expect, it } from '@jest/globals'
import { count, thousands, utcMinute } from '../../src/util/english.js'

describe('utcMinute: the one wording of a time', () => {
  it('words an ISO instant to the minute, with or without seconds and their fraction', () => {
    expect(utcMinute('2026-11-27T10:01:30.123Z')).toBe('2026-11-27 10:01 UTC')
    expect(utcMinute('2026-11-27T10:01:30Z')).toBe('2026-11-27 10:01 UTC')
    expect(utcMinute('2026-11-27T10:01Z')).toBe('2026-11-27 10:01 UTC')
  })

  it('shows anything else as it is', () => {
    expect(utcMinute('2026-11-27T10:01:30+02:00')).toBe('2026-11-27T10:01:30+02:00')
    expect(utcMinute('yesterday')).toBe('yesterday')
  })
})

describe('counts', () => {
  it('groups thousands and says one or many', () => {
    expect(thousands(50000)).toBe('50,000')
    expect(count(1, 'origin')).toBe('1 origin')
    expect(count(1024, 'outbox', 'outboxes')).toBe('1,024 outboxes')
  })
})
