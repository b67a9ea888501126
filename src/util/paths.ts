/**
 * The one rule for showing a path to people and to GitHub: relative to a base folder with `/`
 * when it lies inside it, else absolute.
 */
import path from 'node:path'

/** An empty component, `.` or `..`, or a trailing `/`: what path.resolve would change. */
const NOT_NORMALIZED = /\/\.{0,2}(?:\/|$)/
let lastBase: { base: string; resolved: string } | undefined

/** path.resolve(base), remembered for the last base: a run asks with the same base thousands of times. */
function resolvedBase(base: string): string {
  if (!path.isAbsolute(base)) return path.resolve(base) // depends on the working directory
  if (lastBase?.base !== base) lastBase = { base, resolved: path.resolve(base) }
  return lastBase.resolved
}

/** `abs` relative to `base` with `/` (`''` for base itself), or undefined when outside it. */
export function relativeInside(base: string, abs: string): string | undefined {
  const root = resolvedBase(base)
  // A normalized absolute path below the base is its own answer: the suffix (no resolve).
  if (path.sep === '/' && abs.startsWith(root) && !NOT_NORMALIZED.test(abs)) {
    if (root === '/') return abs.slice(1)
    if (abs.length === root.length) return ''
    if (abs[root.length] === '/') return abs.slice(root.length + 1)
  }
  const rel = path.relative(root, path.resolve(abs))
  if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined
  return rel.split(path.sep).join('/')
}

/** `abs` relative to `base` with `/` when inside it (`.` for base itself), else as given. */
export function displayPath(abs: string, base: string): string {
  const rel = relativeInside(base, abs)
  if (rel === undefined) return abs
  return rel === '' ? '.' : rel
}
