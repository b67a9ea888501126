/**
 * Suite timestamps → integer epoch seconds (docs/compatibility.md §4.6 and §15.2). Every value the
 * CLI accepts gives the CLI's number; offsets, `t`/space separators, lowercase `z` and RFC 1123
 * are extra. Integer arithmetic on the fields (no Date.parse). 0 and no match → undefined.
 */

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/
const RFC1123 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2}) (GMT|UTC|[+-]\d{4})$/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function parseTimestamp(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  let m = ISO.exec(value)
  if (m) {
    const offset = zoneOffsetSeconds(m[7])
    if (offset === undefined) return undefined
    return epoch(+m[1], +m[2], +m[3], +m[4], +m[5], +m[6], offset)
  }
  m = RFC1123.exec(value)
  if (m) {
    const offset = m[8] === 'GMT' || m[8] === 'UTC' ? 0 : zoneOffsetSeconds(m[8])
    if (offset === undefined) return undefined
    return epoch(+m[4], MONTHS.indexOf(m[3]) + 1, +m[2], +m[5], +m[6], +m[7], offset)
  }
  return undefined
}

/** Seconds east of UTC; undefined when out of range. */
function zoneOffsetSeconds(zone: string | undefined): number | undefined {
  if (zone === undefined || zone === 'Z' || zone === 'z') return 0
  const digits = zone.slice(1).replace(':', '')
  const hh = +digits.slice(0, 2)
  const mm = digits.length > 2 ? +digits.slice(2, 4) : 0
  if (hh > 23 || mm > 59) return undefined
  return (zone[0] === '-' ? -1 : 1) * (hh * 3600 + mm * 60)
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function epoch(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  offset: number
): number | undefined {
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59 || d < 1) return undefined
  const dim = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1]
  if (d > dim) return undefined
  const t = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset
  return t === 0 ? undefined : t
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
function daysFromCivil(y0: number, m: number, d: number): number {
  const y = m <= 2 ? y0 - 1 : y0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}
