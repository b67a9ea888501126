/**
 * Durations (Go ParseFloat / ParseDuration, µs truncation, integer sums), timestamps (every CLI
 * format plus ours) and the exact JSON text (Go's number and string encoding).
 */
import { describe, expect, it } from '@jest/globals'
import { NanoSum, durationNanos, goParseFloat, goSeconds } from '../../src/junit/duration.js'
import { goFloat, goJsonString, junitResultsJson } from '../../src/junit/results-json.js'
import { parseTimestamp } from '../../src/junit/timestamp.js'

function seconds(...times: string[]): number {
  const sum = new NanoSum()
  for (const t of times) sum.add(durationNanos(t))
  return goSeconds(sum.nanos())
}

describe('durations like go-junit', () => {
  it.each([
    ['1.005', 1.004999],
    ['133.01', 133.009999],
    ['0.0000019', 0.000001],
    ['1,234.5', 1234.5],
    ['1e-3', 0.001],
    ['1.', 1],
    ['.5', 0.5],
    ['-0.5', -0.5],
    ['1_000', 1000],
    ['0x1p-2', 0.25],
    ['1m2.5s', 62.5],
    ['300ms', 0.3],
    ['1.5s', 1.5],
    ['2h', 7200],
    ['3ns', 3e-9],
    ['1us', 0.000001],
    ['1µs', 0.000001],
    ['-1.5h', -5400],
    ['', 0],
    ['abc', 0],
    [' 1', 0],
    ['1 ', 0],
    ['inf', 0],
    ['NaN', 0],
    ['1e400', 0],
    ['9.3e12', 0],
    ['1__0', 0],
    ['_1', 0],
    ['0x1', 0],
    ['1s2', 0]
  ])('time="%s" → %p s', (time, expected) => {
    expect(seconds(time)).toBeCloseTo(expected, 12)
  })

  it('sums integer nanoseconds, not floats (0.1 + 0.2)', () => {
    expect(seconds('0.1', '0.2')).toBe(0.3)
    expect(0.1 + 0.2).not.toBe(0.3)
  })

  it('goParseFloat refuses what Go refuses', () => {
    for (const bad of ['', '+', '.', 'e5', '1e', '1e+', '0x', '0x1.8', '1_', '1._5', '١']) {
      expect(goParseFloat(bad)).toBeUndefined()
    }
    expect(goParseFloat('1_0.5')).toBe(10.5)
    expect(goParseFloat('0X1.8P1')).toBe(3)
    expect(goParseFloat('-Infinity')).toBe(-Infinity)
  })

  it('large sums stay exact and wrap like int64', () => {
    const sum = new NanoSum()
    for (let i = 0; i < 2; i++) sum.add(durationNanos('2562047h'))
    // 2 × 2562047 h overflows int64 nanoseconds (about 292 years) and wraps negative.
    expect(sum.nanos()).toBe(BigInt.asIntN(64, 2n * 2562047n * 3_600_000_000_000n))
    expect(sum.nanos() < 0n).toBe(true)
  })
})

describe('timestamps', () => {
  const base = Date.UTC(2023, 0, 8, 3, 37, 44) / 1000
  it.each([
    ['2023-01-08T03:37:44', base],
    ['2023-01-08T03:37:44.123456789', base],
    ['2023-01-08T03:37:44,5', base],
    ['2023-01-08T03:37:44+00:00', base],
    ['2023-01-08T03:37:44.5+00:00', base],
    ['2023-01-08T03:37:44Z', base],
    ['2023-01-08T03:37:44.090Z', base],
    ['2023-01-08T3:37:44', base - 0],
    ['2023-01-08T03:37:44+02:00', base - 7200],
    ['2023-01-08T03:37:44-0130', base + 5400],
    ['2023-01-08T03:37:44+02', base - 7200],
    ['2023-01-08 03:37:44', base],
    ['2023-01-08t03:37:44z', base],
    ['Sun, 08 Jan 2023 03:37:44 GMT', base],
    ['Sat, 8 Jan 2023 03:37:44 +0100', base - 3600],
    ['1969-12-31T23:59:59.5', -1],
    ['2024-02-29T00:00:00', Date.UTC(2024, 1, 29) / 1000]
  ])('%s → %p', (value, expected) => {
    expect(parseTimestamp(value)).toBe(expected)
  })

  it.each([
    '1970-01-01T00:00:00',
    '2023-02-29T00:00:00',
    '2023-13-01T00:00:00',
    '2023-01-08T24:00:00',
    '2023-01-08T03:60:00',
    '2023-01-08T03:37:60',
    '2023-01-08',
    ' 2023-01-08T03:37:44',
    '2023-01-08T03:37:44 ',
    '2023-01-08T03:37:44+24:00',
    '23-01-08T03:37:44',
    '1700000000',
    ''
  ])('%p gives no timestamp', (value) => {
    expect(parseTimestamp(value)).toBeUndefined()
  })
})

describe('JSON text like Go encoding/json', () => {
  it('numbers: shortest form, exponent outside [1e-6, 1e21)', () => {
    expect(
      [1, 0, 0.000001, 1e-7, 1.5e-7, 123456.789, 1e21, 1.5e22, 1e20, -0.5].map(goFloat)
    ).toEqual([
      '1',
      '0',
      '0.000001',
      '1e-7',
      '1.5e-7',
      '123456.789',
      '1e+21',
      '1.5e+22',
      '100000000000000000000',
      '-0.5'
    ])
  })

  it('strings: HTML-safe escapes, control characters, non-ASCII kept', () => {
    expect(goJsonString('a<b>&"\\\n\t\u0001\u2028é✓')).toBe(
      '"a\\u003cb\\u003e\\u0026\\"\\\\\\n\\t\\u0001\\u2028é✓"'
    )
  })

  it('key order, timestamp omitted when absent or 0', () => {
    const text = junitResultsJson([
      { name: 'a', failures: 1, errors: 2, skipped: 3, total: 9, duration: 1.5, timestamp: 17 },
      { name: 'b', failures: 0, errors: 0, skipped: 0, total: 0, duration: 0, timestamp: 0 },
      { name: 'c', failures: 0, errors: 0, skipped: 0, total: 1, duration: 1e-7 }
    ])
    expect(text).toBe(
      '[{"name":"a","failures":1,"errors":2,"skipped":3,"total":9,"duration":1.5,"timestamp":17},' +
        '{"name":"b","failures":0,"errors":0,"skipped":0,"total":0,"duration":0},' +
        '{"name":"c","failures":0,"errors":0,"skipped":0,"total":1,"duration":1e-7}]'
    )
    expect(JSON.parse(text)).toHaveLength(3)
  })
})
