/** `fingerprint`: compute fingerprints only. No token, no network. */
import { InputError } from '../errors.js'
import { namesArtifacts, readArtifactInputs, type ArtifactInputs } from '../inputs/artifacts.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import { newResult, type CommandSpec, type RunConfig } from './command.js'
import { prepareArtifacts } from './artifacts.js'

async function readInputs(env: Env): Promise<ArtifactInputs> {
  const inputs = readArtifactInputs(env)
  if (!namesArtifacts(inputs)) {
    throw new InputError('artifacts', '', 'is required for fingerprint (or give fingerprint)')
  }
  return inputs
}

export async function runFingerprint(config: RunConfig & ArtifactInputs): Promise<CommandResult> {
  const result = newResult(fingerprintCommand, config)
  result.artifacts = await prepareArtifacts(config)
  for (const a of result.artifacts) {
    if (a.error) result.failures.push(`Artifact ${a.path || a.name}: ${a.error}`)
  }
  return result
}

export const fingerprintCommand: CommandSpec<ArtifactInputs> = {
  name: 'fingerprint',
  title: 'fingerprints',
  verdict: false,
  online: false,
  readInputs,
  run: runFingerprint
}
