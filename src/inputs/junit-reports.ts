/**
 * The `junit` lines resolved on disk: the report files they select, in the CLI's order.
 *
 * Which files: regular files only (symlinks are skipped, as the CLI's walk does), whose names
 * end in `.xml` (case-sensitive, like the CLI). A line without wildcards that names a file keeps
 * that file whatever its suffix: the user asked for it explicitly. A line naming a folder takes
 * the `.xml` files below it, which is exactly the CLI's `--results-dir`. `!` lines exclude, `#`
 * lines are comments. Order: component by component, each compared by bytes (the CLI's WalkDir
 * order). File names are bytes: the reports are found as byte strings (src/util/byte-strings.ts).
 */
import { lstat } from 'node:fs/promises'
import path from 'node:path'
import { InputError } from '../errors.js'
import { compareWalkOrder } from '../fs/walk-order.js'
import { byteStringToBuffer, toByteString } from '../util/byte-strings.js'

const WILDCARD = /[*?[]/

function absolutePattern(line: string, cwd: string): string {
  if (line.startsWith('!')) return '!' + absolutePattern(line.slice(1).trimStart(), cwd)
  if (line.startsWith('~') || path.isAbsolute(line)) return line
  return path.join(cwd, line)
}

async function globFiles(patterns: string[]): Promise<string[]> {
  // Loaded only for a glob or a folder: a report named by its path needs none of it.
  const { globPaths } = await import('../fs/glob.js')
  return globPaths(patterns.join('\n'), {
    followSymbolicLinks: false,
    matchDirectories: false,
    implicitDescendants: true,
    regularFilesOnly: true
  })
}

async function isRegularFile(p: string): Promise<boolean> {
  try {
    return (await lstat(byteStringToBuffer(p))).isFile()
  } catch {
    return false
  }
}

/**
 * The report files the `junit` lines select, as absolute byte-string paths in the CLI's order.
 * Throws InputError naming the line for a line that selects no file.
 */
export async function findReports(patterns: string[], workspace: string): Promise<string[]> {
  const cwd = path.resolve(workspace)
  const lines = patterns.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))
  const includes = lines.filter((l) => !l.startsWith('!'))
  const excludes = lines.filter((l) => l.startsWith('!')).map((l) => absolutePattern(l, cwd))
  if (includes.length === 0) throw new InputError('junit', patterns.join('\n'), 'has no pattern')
  const selected = new Set<string>()
  for (const line of includes) {
    const abs = absolutePattern(line, cwd)
    const explicit = WILDCARD.test(line) ? undefined : toByteString(path.resolve(abs))
    // A file named as it is selects itself, as the glob of its path would.
    // The walk keeps regular files only: symlinks are skipped, as the CLI's walk does.
    const matched =
      explicit !== undefined && (await isRegularFile(explicit))
        ? [explicit]
        : await globFiles([abs])
    const files = matched.filter((f) => f === explicit || path.basename(f).endsWith('.xml'))
    if (files.length === 0) {
      const reason = matched.length === 0 ? 'matches no file' : 'matches no .xml file'
      throw new InputError('junit', line, reason)
    }
    for (const f of files) selected.add(f)
  }
  let result = [...selected]
  if (excludes.length > 0) {
    const kept = new Set(
      await globFiles([...includes.map((l) => absolutePattern(l, cwd)), ...excludes])
    )
    result = result.filter((f) => kept.has(f))
  }
  return result.sort((a, b) => compareWalkOrder(a, b))
}
