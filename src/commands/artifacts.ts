/**
 * Artifacts for every command that names some: fingerprint every one the inputs resolved (a
 * failure is kept on its outcome, the others go on). Sending is in send-artifacts.ts, so that
 * `fingerprint` loads no network code.
 */
import type { ArtifactOutcome } from '../results.js'
import type { ArtifactInputs } from '../inputs/artifacts.js'
import { fingerprintArtifacts } from '../fingerprint/artifacts.js'

/**
 * Fingerprints the artifacts the inputs name (a given fingerprint is kept). A command with
 * `timeout-seconds` gives each registry request that deadline in all.
 */
export async function prepareArtifacts(
  config: ArtifactInputs & { workspace: string; timeoutSeconds?: number }
): Promise<ArtifactOutcome[]> {
  return fingerprintArtifacts(config.artifacts, {
    excludes: config.excludes,
    cwd: config.workspace,
    ...(config.timeoutSeconds !== undefined && {
      oci: { timeoutMs: config.timeoutSeconds * 1000 }
    })
  })
}

/** The failure line of each artifact that could not be fingerprinted. */
export function unreadableArtifacts(artifacts: ArtifactOutcome[]): string[] {
  return artifacts.filter((a) => a.error).map((a) => `Artifact ${a.path || a.name}: ${a.error}`)
}
