/**
 * The one artifact a command is about, fingerprinted: the `fingerprint` input, else the single
 * artifact of `artifacts` (the inputs have checked there is at most one: inputs/artifact-inputs.ts).
 */
import { FileError } from '../errors.js'
import type { ArtifactInputs } from '../inputs/artifact-inputs.js'
import { prepareArtifacts } from './artifacts.js'

type SubjectConfig = ArtifactInputs & { workspace: string }

export interface SubjectArtifact {
  fingerprint: string
}

/** The artifact's fingerprint (FileError when it cannot be computed); undefined when none is named. */
export async function resolveSubjectArtifact(
  config: SubjectConfig
): Promise<SubjectArtifact | undefined> {
  const [artifact] = await prepareArtifacts(config)
  if (!artifact) return undefined
  if (artifact.stage === 'unreadable')
    throw new FileError(artifact.path || artifact.name, artifact.error)
  return { fingerprint: artifact.fingerprint }
}

/** resolveSubjectArtifact for a command whose inputs require the artifact (readArtifactInputs). */
export async function requireSubjectArtifact(config: SubjectConfig): Promise<SubjectArtifact> {
  const subject = await resolveSubjectArtifact(config)
  // The inputs were refused without one: reaching this is a bug, not bad input.
  if (!subject) throw new Error('no artifact was read for a command that requires one')
  return subject
}
