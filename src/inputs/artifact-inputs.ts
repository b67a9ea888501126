/**
 * The inputs that name artifacts — `artifacts` lines, `artifact-type`, `exclude`, a given
 * `fingerprint` and `artifact-name` — with all their rules: read, checked and resolved on disk
 * here, so that fingerprinting (src/fingerprint/) is handed artifacts that exist.
 */
import { InputError } from '../errors.js'
import { goMatch } from '../fingerprint/goglob.js'
import type { NamedArtifact } from '../results.js'
import { LINE_TYPES } from './artifact-lines.js'
import { resolveArtifactLines, type InputArtifactType } from './artifact-paths.js'
import { missing, read, readChoice, readLines, requireMatch, type Env } from './read.js'

export interface ArtifactInputs {
  /**
   * The artifacts named, in order, each once, not yet read — but for one given by the
   * `fingerprint` input, which carries it. Empty when none is named.
   */
  artifacts: NamedArtifact[]
  /** `exclude`: patterns left out of every `dir` artifact (with its `.kosli_ignore`). */
  excludes: string[]
}

/** `artifact-type`: `auto` (told by what is on disk, or by each line's `type:`), or one type. */
export const ARTIFACT_TYPES = ['auto', ...LINE_TYPES] as const

/** How a command uses the artifacts it is given. */
export interface ArtifactUse {
  /** The command, as errors name it. */
  command: string
  /**
   * The one artifact the command is about (get-deployment, list-approvals, override,
   * attest-junit): a given `fingerprint` stands for it, else `artifacts` must name exactly one.
   */
  one?: boolean
  /** Refuse when none is named (else there are none). */
  required?: boolean
}

/** `exclude`: each a Go pattern (as the CLI reads it), checked before any folder is walked. */
function readExcludes(env: Env): string[] {
  const excludes = readLines(env, 'exclude')
  for (const pattern of excludes) {
    try {
      goMatch(pattern, '')
    } catch {
      throw new InputError('exclude', pattern, 'has a syntax error in pattern')
    }
  }
  return excludes
}

/** `fingerprint` and `artifact-name`; '' for each one not given. */
interface Given {
  fingerprint: string
  name: string
}

function readGiven(env: Env): Given {
  const fingerprint = read(env, 'fingerprint')
  if (fingerprint) requireMatch('fingerprint', fingerprint, 'fingerprint')
  return { fingerprint, name: read(env, 'artifact-name') }
}

/** The artifact a bare `fingerprint` stands for: no path, so nothing to fingerprint. */
function givenArtifact(fingerprint: string, name: string, type: InputArtifactType): NamedArtifact {
  return { name, path: '', type: type === 'auto' ? 'file' : type, givenFingerprint: fingerprint }
}

/** `fingerprint` and `artifact-name` apply to the single artifact the lines name. */
function applyGiven(found: NamedArtifact[], given: Given): NamedArtifact[] {
  if (!given.fingerprint && !given.name) return found
  if (found.length !== 1) {
    const [input, value] = given.fingerprint
      ? ['fingerprint', given.fingerprint]
      : ['artifact-name', given.name]
    throw new InputError(
      input,
      value,
      `applies to a single artifact, but artifacts gives ${found.length}`
    )
  }
  const [one] = found
  return [
    {
      ...one,
      ...(given.name && { name: given.name }),
      ...(given.fingerprint && { givenFingerprint: given.fingerprint })
    }
  ]
}

/** The artifacts of a command that reports or fingerprints every one it is given. */
async function listArtifacts(
  lines: string[],
  type: InputArtifactType,
  given: Given,
  workspace: string
): Promise<NamedArtifact[]> {
  if (lines.length === 0) {
    if (!given.fingerprint) return []
    if (!given.name) throw missing('artifact-name', { for: 'a fingerprint without artifacts' })
    return [givenArtifact(given.fingerprint, given.name, type)]
  }
  return applyGiven(await resolveArtifactLines(lines, type, workspace), given)
}

/** The one artifact a command is about: the given fingerprint, else the one line's artifact. */
async function oneArtifact(
  lines: string[],
  type: InputArtifactType,
  given: Given,
  command: string,
  workspace: string
): Promise<NamedArtifact[]> {
  if (given.fingerprint) return [givenArtifact(given.fingerprint, given.name, type)]
  if (lines.length === 0) return []
  const found = await resolveArtifactLines(lines, type, workspace)
  if (found.length > 1) {
    throw new InputError(
      'artifacts',
      lines.join('\n'),
      `must name exactly one artifact for '${command}' (it matched ${found.length})`
    )
  }
  return applyGiven(found, { fingerprint: '', name: given.name })
}

/**
 * Every rule of the artifact inputs for `use.command`: reads and checks them, resolves each
 * `artifacts` line on disk (InputError naming the line for one that names nothing), applies a
 * given `fingerprint` and `artifact-name`, and refuses what the command cannot use.
 */
export async function readArtifactInputs(
  env: Env,
  workspace: string,
  use: ArtifactUse
): Promise<ArtifactInputs> {
  const type = readChoice(env, 'artifact-type', ARTIFACT_TYPES)
  const excludes = readExcludes(env)
  const given = readGiven(env)
  const lines = readLines(env, 'artifacts')
  if (lines.length === 0 && !given.fingerprint && use.required) {
    throw use.one
      ? missing('fingerprint', { for: use.command, orGive: 'one artifact in artifacts' })
      : missing('artifacts', { for: use.command, orGive: 'fingerprint' })
  }
  const artifacts = use.one
    ? await oneArtifact(lines, type, given, use.command, workspace)
    : await listArtifacts(lines, type, given, workspace)
  return { artifacts, excludes }
}

/** true when the inputs name at least one artifact. */
export function namesArtifacts(inputs: ArtifactInputs): boolean {
  return inputs.artifacts.length > 0
}
