/** Numbers and counts as English: `1,000`, `1 error`, `3 errors`. */

/**
 * A number with thousands separators, as `toLocaleString('en-US')` writes it (without the cost
 * of loading the locale data on first use, which is most of a short run's formatting time).
 */
export function thousands(n: number): string {
  // At most three decimals, as toLocaleString rounds them.
  const [whole, fraction] = String(Number.isInteger(n) ? n : Math.round(n * 1000) / 1000).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

export function count(n: number, one: string, many = one + 's'): string {
  return `${thousands(n)} ${n === 1 ? one : many}`
}

/**
 * An ISO 8601 instant (`2026-11-27T10:01:30.123Z`) to the minute in words:
 * `2026-11-27 10:01 UTC`. The one place a time is worded; anything else is shown as it is.
 */
export function utcMinute(iso: string): string {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/.exec(iso)
  return m ? `${m[1]} ${m[2]} UTC` : iso
}
