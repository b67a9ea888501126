/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted.
 */
import { FileError, InputError } from '../errors.js'
import type { ArtifactInputs } from '../inputs/artifacts.js'
import { prepareArtifacts } from './artifacts.js'

type SubjectConfig = ArtifactInputs & { workspace: string; command: string }

export interface SubjectArtifact {
  fingerprint: string
  /** The artifact's name when it was fingerprinted from `artifacts`. */
  name?: string
}

/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted. Several artifacts is an error naming the input; none gives
 * undefined (the caller decides whether that is an error).
 */
export async function resolveSubjectArtifact(
  config: SubjectConfig
): Promise<SubjectArtifact | undefined> {
  if (config.fingerprint) return { fingerprint: config.fingerprint }
  if (config.artifacts.length === 0) return undefined
  const outcomes = await prepareArtifacts(config)
  if (outcomes.length !== 1) {
    throw new InputError(
      'artifacts',
      config.artifacts.join('\n'),
      `must name exactly one artifact for '${config.command}' (it matched ${outcomes.length})`
    )
  }
  const [artifact] = outcomes
  if (artifact.error || !artifact.fingerprint) {
    throw new FileError(artifact.path || artifact.name, artifact.error ?? 'no fingerprint')
  }
  return { fingerprint: artifact.fingerprint, name: artifact.name }
}

/** resolveSubjectArtifact, refusing "none" with an error that names both inputs. */
export async function requireSubjectArtifact(config: SubjectConfig): Promise<SubjectArtifact> {
  const subject = await resolveSubjectArtifact(config)
  if (!subject) {
    throw new InputError(
      'fingerprint',
      '',
      `is required for '${config.command}' (or give exactly one artifact in 'artifacts')`
    )
  }
  return subject
}
