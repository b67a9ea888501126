/** The order the CLI's walk (Go's filepath.WalkDir) visits files in. */
import path from 'node:path'

const SEPARATORS = path.sep === '\\' ? /[\\/]/ : /\//

/**
 * Compares two paths, byte strings (src/util/byte-strings.ts), as the CLI's walk orders them:
 * component by component, each by its bytes (a byte string's code units are its bytes).
 */
export function compareWalkOrder(a: string, b: string): number {
  const pa = a.split(SEPARATORS)
  const pb = b.split(SEPARATORS)
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1
  }
  return pa.length - pb.length
}
