/**
 * One line of the `artifacts` input: `[type:][template-name=]path-or-glob-or-image`.
 *
 * - `template-name=`: the artifact's name in the flow's template. Blanks are allowed around the
 *   `=` (`shop = dist/x.tgz`): a template name (the service's pattern) has no blanks, so a word,
 *   blanks and `=` at the start of a line can only be meant as `name =`. A path whose first
 *   part looks like `name=` (a file `a=b.tgz` in the workspace) is written `./a=b.tgz`; an `=`
 *   later in a path (`out/a=b.tgz`) needs nothing.
 * - `type:` (`file:`, `dir:`, `docker:`, `oci:`), read only under `artifact-type: auto`: this
 *   line's type, so that one step can name an image and a tarball. Under any other
 *   `artifact-type` every line is of that type and read as before (`docker:24` is then the image
 *   `docker` at tag `24`). A line that names an existing file or folder as written keeps naming
 *   it (artifact-paths.ts): every line that worked before means what it meant.
 */
import { PATTERNS } from '../api/rules.js'
import { InputError } from '../errors.js'
import type { ArtifactType } from '../results.js'

export interface ArtifactLine {
  /** The line as written (trimmed): how errors name it. */
  line: string
  /** The type its `type:` prefix gives; unset for a line of the `artifact-type` input's type. */
  type?: ArtifactType
  templateName?: string
  /** The path, glob or image reference. */
  spec: string
}

/** The artifact types: what a line may start with, as `type:`. */
export const LINE_TYPES = [
  'file',
  'dir',
  'docker',
  'oci'
] as const satisfies readonly ArtifactType[]

/** The template name a line starts with, and the rest. */
function templatePrefix(line: string): { name: string; rest: string } | undefined {
  const eq = line.indexOf('=')
  if (eq < 0) return undefined
  const name = line.slice(0, eq).replace(/[ \t]+$/, '')
  return PATTERNS.templateReferenceName.test(name) ? { name, rest: line.slice(eq + 1) } : undefined
}

/** The type a line starts with (`docker:`…), and the rest. */
function typePrefix(line: string): { type: ArtifactType; rest: string } | undefined {
  const colon = line.indexOf(':')
  const type = LINE_TYPES.find((t) => t === line.slice(0, colon))
  return type && { type, rest: line.slice(colon + 1).trim() }
}

/**
 * One trimmed, non-blank line. `typed`: the `type:` prefix is read (under `artifact-type: auto`).
 */
export function parseArtifactLine(line: string, typed: boolean): ArtifactLine {
  const typedLine = typed ? typePrefix(line) : undefined
  const rest = typedLine ? typedLine.rest : line
  const type = typedLine ? { type: typedLine.type } : {}
  const prefix = templatePrefix(rest)
  const spec = prefix ? prefix.rest.trim() : rest
  if (spec === '' && typedLine && !prefix) {
    const t = typedLine.type
    throw new InputError(
      'artifacts',
      line,
      `has nothing after ${t}: (write ${t}:path or ${t}:name=path)`
    )
  }
  if (spec === '') {
    throw new InputError(
      'artifacts',
      line,
      'has no path after the template name (write name=path, or ./path for a path with =)'
    )
  }
  return { line, ...type, ...(prefix && { templateName: prefix.name }), spec }
}
