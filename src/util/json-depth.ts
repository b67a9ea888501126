/**
 * How deeply a JSON value nests, measured without recursion: values from outside (a service
 * answer, a user-data file) may nest far deeper than the call stack allows a recursive walk.
 */

/** Nesting depth of `value` (a scalar is 0, `[]` and `{}` are 1), counted up to `limit + 1`. */
export function nestingDepth(value: unknown, limit = Infinity): number {
  // Most values asked about are scalars (every field of every item of a long answer).
  if (typeof value !== 'object' || value === null) return 0
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (typeof item !== 'object' || item === null) continue
    if (depth + 1 > deepest) deepest = depth + 1
    if (deepest > limit) return deepest
    for (const child of Object.values(item)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1])
    }
  }
  return deepest
}
