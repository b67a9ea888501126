/** The text of any value shown: what escaping (escape.ts) and cutting (limits.ts) both start from. */

/** Any value as a display string ('' for null/undefined, JSON for objects). */
export function toStr(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return String(value)
  }
}
