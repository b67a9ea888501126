/** `fingerprint`: compute fingerprints only. No token, no network. */
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifact-inputs.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import { commandResult, type OfflineCommand, type RunConfig } from './command.js'
import { artifactRow, prepareArtifacts, unreadableArtifacts } from './artifacts.js'

async function readInputs(env: Env, run: RunConfig): Promise<ArtifactInputs> {
  return readArtifactInputs(env, run.workspace, { command: run.command, required: true })
}

export async function runFingerprint(config: RunConfig & ArtifactInputs): Promise<CommandResult> {
  const read = await prepareArtifacts(config)
  return commandResult(fingerprintCommand, config, {
    artifacts: read.map((a) => artifactRow(a)),
    failures: unreadableArtifacts(read)
  })
}

export const fingerprintCommand: OfflineCommand<ArtifactInputs> = {
  name: 'fingerprint',
  title: 'fingerprints',
  verdict: false,
  online: false,
  readInputs,
  run: runFingerprint
}
