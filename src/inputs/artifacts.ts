/** The inputs that name artifacts: `artifacts` lines, their type and excludes, or a fingerprint. */
import { PATTERNS } from '../api/rules.js'
import type { ArtifactType } from '../results.js'
import { InputError } from '../errors.js'
import { read, readChoice, readLines, requireMatch, type Env } from './read.js'

export interface ArtifactInputs {
  /** `artifacts` lines, trimmed, blank lines dropped. */
  artifacts: string[]
  artifactType: 'auto' | ArtifactType
  excludes: string[]
  fingerprint: string
  artifactName: string
}

export const ARTIFACT_TYPES = ['auto', 'file', 'dir', 'docker', 'oci'] as const

export function readArtifactInputs(env: Env): ArtifactInputs {
  const fingerprint = read(env, 'fingerprint')
  if (fingerprint) requireMatch('fingerprint', fingerprint, 'fingerprint')
  return {
    artifacts: readLines(env, 'artifacts'),
    artifactType: readChoice(env, 'artifact-type', ARTIFACT_TYPES),
    excludes: readLines(env, 'exclude'),
    fingerprint,
    artifactName: read(env, 'artifact-name')
  }
}

/** true when the inputs name at least one artifact. */
export function namesArtifacts(inputs: ArtifactInputs): boolean {
  return inputs.artifacts.length > 0 || inputs.fingerprint !== ''
}

/** For commands about one artifact: refuses when none is named. */
export function requireArtifact(inputs: ArtifactInputs, command: string): void {
  if (!namesArtifacts(inputs)) {
    throw new InputError('fingerprint', '', `or artifacts is required for ${command}`)
  }
}

/** One `artifacts` line: `[template-name=]path-or-glob` (or an image reference). */
export interface ArtifactLine {
  line: string
  templateName?: string
  spec: string
}

/**
 * The template name a line starts with, and the rest. `name=path`, blanks allowed around the
 * `=` (`shop = dist/x.tgz` is `shop` and `dist/x.tgz`): a template name (the service's pattern)
 * has no blanks, so a word, blanks and `=` at the start of a line can only be meant as
 * `name =`. A path whose first part looks like `name=` (a file `a=b.tgz` in the workspace) is
 * written `./a=b.tgz`; an `=` later in a path (`out/a=b.tgz`) needs nothing.
 */
function templatePrefix(line: string): { name: string; rest: string } | undefined {
  const eq = line.indexOf('=')
  if (eq < 0) return undefined
  const name = line.slice(0, eq).replace(/[ \t]+$/, '')
  return PATTERNS.templateReferenceName.test(name) ? { name, rest: line.slice(eq + 1) } : undefined
}

/** Splits each non-blank line into its optional `template-name=` prefix and the path/glob. */
export function parseArtifactLines(lines: string[]): ArtifactLine[] {
  const out: ArtifactLine[] = []
  for (const raw of lines) {
    const line = raw.trim()
    if (line === '') continue
    const prefix = templatePrefix(line)
    if (!prefix) {
      out.push({ line, spec: line })
      continue
    }
    const spec = prefix.rest.trim()
    if (spec === '') {
      throw new InputError(
        'artifacts',
        line,
        'has no path after the template name (write name=path, or ./path for a path with =)'
      )
    }
    out.push({ line, templateName: prefix.name, spec })
  }
  return out
}
