/**
 * The one text cutter: at most `max` characters, ending in `…` when cut, never splitting a
 * surrogate pair. report/display-limits.ts names the sizes for what people see; other layers cut their
 * own messages with the same rule.
 */
export const ELLIPSIS = '…'

/**
 * `s` cut to `max` characters. `sayLength`: keep `max` characters and say how long the text
 * was (`… [cut: 20000 characters in all]`), for error messages a person may want to chase.
 */
export function clip(s: string, max: number, opts: { sayLength?: boolean } = {}): string {
  if (s.length <= max) return s
  let end = Math.max(0, opts.sayLength ? max : max - ELLIPSIS.length)
  const last = s.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  const head = s.slice(0, end) + ELLIPSIS
  return opts.sayLength ? `${head} [cut: ${s.length} characters in all]` : head
}
