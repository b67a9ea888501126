/**
 * Artifacts for every command that names some: resolve the `artifacts` input and fingerprint
 * every one (a failure is kept on its outcome, the others go on). Sending is in
 * send-artifacts.ts, so that `fingerprint` loads no network code.
 */
import type { ArtifactOutcome } from '../results.js'
import type { ArtifactInputs } from '../inputs/artifacts.js'
import { fingerprintArtifacts, resolveArtifacts } from '../fingerprint/artifacts.js'

/** Resolves and fingerprints; throws InputError for a line that matches nothing. */
export async function prepareArtifacts(
  config: ArtifactInputs & { workspace: string }
): Promise<ArtifactOutcome[]> {
  const list = await resolveArtifacts({
    lines: config.artifacts,
    type: config.artifactType,
    cwd: config.workspace,
    fingerprint: config.fingerprint || undefined,
    artifactName: config.artifactName || undefined
  })
  return fingerprintArtifacts(list, { excludes: config.excludes, cwd: config.workspace })
}

/** The failure line of each artifact that could not be resolved or fingerprinted. */
export function unreadableArtifacts(artifacts: ArtifactOutcome[]): string[] {
  return artifacts.filter((a) => a.error).map((a) => `Artifact ${a.path || a.name}: ${a.error}`)
}
