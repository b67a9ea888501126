/**
 * Testcase `time` → nanoseconds exactly as go-junit v1.0.0 does (docs/compatibility.md §4.5):
 * remove `,`; Go strconv.ParseFloat → trunc(x × 1e6) µs (int64, wrapping); else Go
 * time.ParseDuration; else 0. Sums are integer nanoseconds, converted like Duration.Seconds().
 */

const INT64_MIN = -(2 ** 63)
const INT64_LIMIT = 2 ** 63

/** Nanoseconds of one testcase `time` attribute (a Number when exact, else a BigInt). */
export function durationNanos(time: string | undefined): number | bigint {
  if (time === undefined || time === '') return 0
  const t = time.includes(',') ? time.replaceAll(',', '') : time
  // Fast path: plain decimals, what nearly every report writes.
  const f = /^[0-9]+(?:\.[0-9]*)?$/.test(t) ? Number(t) : goParseFloat(t)
  if (f !== undefined) return floatSecondsToNanos(f)
  const d = goParseDuration(t)
  return d === undefined ? 0 : d
}

/** time.Duration(s*1e6) * time.Microsecond, with Go's amd64 conversion and int64 wrap. */
export function floatSecondsToNanos(s: number): number | bigint {
  const micros = s * 1e6
  // Out-of-range float→int64 gives 0x8000000000000000 on amd64; × 1000 wraps to 0.
  if (!(micros > INT64_MIN && micros < INT64_LIMIT)) return 0
  const whole = Math.trunc(micros)
  if (Math.abs(whole) < 9e12) return whole * 1000 || 0
  return BigInt.asIntN(64, BigInt(whole) * 1000n)
}

/** Go strconv.ParseFloat(s, 64): the value, or undefined when Go returns an error. */
export function goParseFloat(s: string): number | undefined {
  if (s === '') return undefined
  const special = /^([+-]?)(inf|infinity)$/i.exec(s)
  if (special) return special[1] === '-' ? -Infinity : Infinity
  if (/^nan$/i.test(s)) return NaN
  let i = 0
  let sign = ''
  if (s[0] === '+' || s[0] === '-') {
    sign = s[0] === '-' ? '-' : ''
    i = 1
  }
  const hex = i + 2 < s.length && s[i] === '0' && (s[i + 1] === 'x' || s[i + 1] === 'X')
  if (hex) i += 2
  const mantissa = scanMantissa(s, i, hex)
  if (mantissa === undefined) return undefined
  const exponent = scanExponent(s, mantissa.end, hex)
  if (exponent === undefined || exponent.end !== s.length) return undefined
  if ((mantissa.underscores || exponent.underscores) && !underscoreOK(s)) return undefined
  const value = hex
    ? hexValue(mantissa, exponent.exp)
    : decimalValue(mantissa.digits, mantissa.fracDigits, exponent.exp)
  if (value === undefined) return undefined
  return sign === '-' ? -value : value
}

interface Mantissa {
  /** Its digits without the dot and underscores. */
  digits: string
  /** How many of them come after the dot. */
  fracDigits: number
  underscores: boolean
  /** Where it ends in the string. */
  end: number
}

/** The digits from i, with at most one dot; undefined when there is no digit. */
function scanMantissa(s: string, i: number, hex: boolean): Mantissa | undefined {
  const isDigit = (c: string): boolean =>
    (c >= '0' && c <= '9') || (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
  let digits = ''
  let sawDot = false
  let underscores = false
  let fracDigits = 0
  for (; i < s.length; i++) {
    const c = s[i]
    if (c === '_') {
      underscores = true
      continue
    }
    if (c === '.') {
      if (sawDot) break
      sawDot = true
      continue
    }
    if (!isDigit(c)) break
    digits += c
    if (sawDot) fracDigits++
  }
  return digits === '' ? undefined : { digits, fracDigits, underscores, end: i }
}

/**
 * The exponent from i (`e` for decimal, `p` for hex, which needs one): its value, capped, and
 * where it ends; undefined when it is malformed.
 */
function scanExponent(
  s: string,
  i: number,
  hex: boolean
): { exp: number; end: number; underscores: boolean } | undefined {
  if (i >= s.length || s[i].toLowerCase() !== (hex ? 'p' : 'e')) {
    return hex ? undefined : { exp: 0, end: i, underscores: false }
  }
  i++
  if (i >= s.length) return undefined
  let esign = 1
  if (s[i] === '+') i++
  else if (s[i] === '-') {
    i++
    esign = -1
  }
  if (i >= s.length || s[i] < '0' || s[i] > '9') return undefined
  let e = 0
  let underscores = false
  for (; i < s.length && ((s[i] >= '0' && s[i] <= '9') || s[i] === '_'); i++) {
    if (s[i] === '_') {
      underscores = true
      continue
    }
    if (e < 10000) e = e * 10 + (s.charCodeAt(i) - 48)
  }
  return { exp: e * esign, end: i, underscores }
}

/** A hex mantissa × 2^exp; undefined on overflow (Go's ErrRange). */
function hexValue(m: Mantissa, exp: number): number | undefined {
  const big = BigInt('0x' + m.digits)
  const value = Number(big) * 2 ** (exp - 4 * m.fracDigits)
  return big !== 0n && !Number.isFinite(value) ? undefined : value
}

/** A decimal mantissa × 10^exp; undefined on overflow (Go's ErrRange). */
function decimalValue(digits: string, fracDigits: number, exp: number): number | undefined {
  const whole = digits.slice(0, digits.length - fracDigits) || '0'
  const value = Number(`${whole}.${digits.slice(digits.length - fracDigits)}e${exp}`)
  return Number.isFinite(value) ? value : undefined
}

function underscoreOK(str: string): boolean {
  let s = str
  let saw = '^'
  let i = 0
  if (s.length >= 1 && (s[0] === '-' || s[0] === '+')) s = s.slice(1)
  let hex = false
  if (s.length >= 2 && s[0] === '0' && 'bBoOxX'.includes(s[1])) {
    i = 2
    saw = '0'
    hex = s[1] === 'x' || s[1] === 'X'
  }
  for (; i < s.length; i++) {
    const c = s[i]
    if ((c >= '0' && c <= '9') || (hex && /[a-fA-F]/.test(c))) {
      saw = '0'
      continue
    }
    if (c === '_') {
      if (saw !== '0') return false
      saw = '_'
      continue
    }
    if (saw === '_') return false
    saw = '!'
  }
  return saw !== '_'
}

const UNITS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n
}
const TWO63 = 1n << 63n

/** Go time.ParseDuration: nanoseconds, or undefined on error. */
function goParseDuration(orig: string): number | bigint | undefined {
  let s = orig
  let neg = false
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-'
    s = s.slice(1)
  }
  if (s === '0') return 0
  if (s === '') return undefined
  let d = 0n
  while (s !== '') {
    if (!(s[0] === '.' || (s[0] >= '0' && s[0] <= '9'))) return undefined
    let i = 0
    let v = 0n
    for (; i < s.length && s[i] >= '0' && s[i] <= '9'; i++) {
      v = v * 10n + BigInt(s.charCodeAt(i) - 48)
      if (v > TWO63) return undefined
    }
    const pre = i > 0
    s = s.slice(i)
    let post = false
    let f = 0n
    let scale = 1
    if (s !== '' && s[0] === '.') {
      s = s.slice(1)
      let j = 0
      let overflow = false
      for (; j < s.length && s[j] >= '0' && s[j] <= '9'; j++) {
        if (overflow) continue
        const y = f * 10n + BigInt(s.charCodeAt(j) - 48)
        if (y > TWO63) {
          overflow = true
          continue
        }
        f = y
        scale *= 10
      }
      post = j > 0
      s = s.slice(j)
    }
    if (!pre && !post) return undefined
    let k = 0
    while (k < s.length && !(s[k] === '.' || (s[k] >= '0' && s[k] <= '9'))) k++
    if (k === 0) return undefined
    const unit = UNITS[s.slice(0, k)]
    s = s.slice(k)
    if (unit === undefined) return undefined
    if (v > TWO63 / unit) return undefined
    v *= unit
    if (f > 0n) {
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)))
      if (v > TWO63) return undefined
    }
    d += v
    if (d > TWO63) return undefined
  }
  if (neg) return BigInt.asIntN(64, -d)
  if (d > TWO63 - 1n) return undefined
  return d
}

/** Integer nanosecond sum with Go's int64 wrap-around. */
export class NanoSum {
  private small = 0
  private big = 0n

  add(n: number | bigint): void {
    if (typeof n === 'number') {
      const s = this.small + n
      if (Number.isSafeInteger(s)) {
        this.small = s
        return
      }
      this.big += BigInt(this.small) + BigInt(n)
      this.small = 0
    } else {
      this.big += n
    }
  }

  nanos(): bigint {
    return BigInt.asIntN(64, this.big + BigInt(this.small))
  }
}

/** Go Duration.Seconds(): whole seconds plus the remaining nanoseconds / 1e9. */
export function goSeconds(ns: bigint): number {
  const sec = ns / 1_000_000_000n
  const rest = ns % 1_000_000_000n
  return Number(sec) + Number(rest) / 1e9
}
