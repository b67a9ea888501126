/** The inputs that name artifacts: `artifacts` lines, their type and excludes, or a fingerprint. */
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
