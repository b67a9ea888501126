/**
 * The one rule for showing a path to people and to GitHub: relative to a base folder with `/`
 * when it lies inside it, else absolute.
 */
import path from 'node:path'

/** `abs` relative to `base` with `/` (`''` for base itself), or undefined when outside it. */
export function relativeInside(base: string, abs: string): string | undefined {
  const rel = path.relative(path.resolve(base), path.resolve(abs))
  if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined
  return rel.split(path.sep).join('/')
}

/** `abs` relative to `base` with `/` when inside it (`.` for base itself), else as given. */
export function displayPath(abs: string, base: string): string {
  const rel = relativeInside(base, abs)
  if (rel === undefined) return abs
  return rel === '' ? '.' : rel
}
