/**
 * The exact `junit_results` JSON text the CLI sends (Go encoding/json of its JUnitResults
 * struct): keys in the order name, failures, errors, skipped, total, duration, timestamp;
 * timestamp left out when 0 or absent; Go's float formatting; Go's string escaping.
 */
import type { JUnitResult } from '../api/models.js'

export function junitResultsJson(results: JUnitResult[]): string {
  return '[' + results.map(resultJson).join(',') + ']'
}

function resultJson(r: JUnitResult): string {
  let s =
    `{"name":${goJsonString(r.name)},"failures":${goInt(r.failures)},"errors":${goInt(r.errors)}` +
    `,"skipped":${goInt(r.skipped)},"total":${goInt(r.total)},"duration":${goFloat(r.duration)}`
  if (r.timestamp !== undefined && r.timestamp !== 0) s += `,"timestamp":${goInt(r.timestamp)}`
  return s + '}'
}

function goInt(n: number): string {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${n}`)
  return String(n)
}

/**
 * Go's encoding/json float64: shortest round-trip digits, plain notation for 1e-6 ≤ |x| < 1e21,
 * else exponent form with the exponent unpadded (`1e-7`, `1e+21`), which is also what
 * ECMAScript's Number→String produces. NaN and ±Inf cannot be encoded (Go fails too).
 */
export function goFloat(x: number): string {
  if (!Number.isFinite(x)) throw new TypeError(`cannot encode ${x} as JSON`)
  if (Object.is(x, -0)) return '-0'
  return String(x)
}

/** Go's encoding/json string escaping (HTML-safe: <, >, & and U+2028/2029 escaped). */
export function goJsonString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => {
    return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')
  })
}
