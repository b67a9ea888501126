/**
 * The one text cutter: at most `max` characters, ending in `…` when cut, never splitting a
 * surrogate pair. report/limits.ts names the sizes for what people see; other layers cut their
 * own messages with the same rule.
 */
export const ELLIPSIS = '…'

export function clip(s: string, max: number): string {
  if (s.length <= max) return s
  let end = Math.max(0, max - ELLIPSIS.length)
  const last = s.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return s.slice(0, end) + ELLIPSIS
}
