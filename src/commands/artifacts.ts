/**
 * Artifacts for every command that names some: read every one the inputs resolved (a failure
 * makes that one unreadable, the others go on), and the row each becomes in the result.
 * Sending is in send-artifacts.ts, so that `fingerprint` loads no network code.
 */
import type { ArtifactRow, ReadArtifact } from '../results.js'
import type { ArtifactInputs } from '../inputs/artifact-inputs.js'
import { fingerprintArtifacts } from '../fingerprint/fingerprint-artifacts.js'

/**
 * Reads the artifacts the inputs name (a given fingerprint is kept). A command with
 * `timeout-seconds` gives each registry request that deadline in all.
 */
export async function prepareArtifacts(
  config: ArtifactInputs & { workspace: string; timeoutSeconds?: number }
): Promise<ReadArtifact[]> {
  return fingerprintArtifacts(config.artifacts, {
    excludes: config.excludes,
    cwd: config.workspace,
    ...(config.timeoutSeconds !== undefined && {
      oci: { timeoutMs: config.timeoutSeconds * 1000 }
    })
  })
}

/**
 * The artifact's row in the result, pointing to its write when one was made: what is shown of
 * it, without what was opened (byte-string paths) nor why it could not be read (its write's).
 */
export function artifactRow(a: ReadArtifact, writeId?: string): ArtifactRow {
  const row: ArtifactRow =
    a.stage === 'fingerprinted'
      ? { name: a.name, path: a.path, type: a.type, stage: a.stage, fingerprint: a.fingerprint }
      : { name: a.name, path: a.path, type: a.type, stage: a.stage }
  if (a.templateName !== undefined) row.templateName = a.templateName
  if (writeId !== undefined) row.writeId = writeId
  return row
}

/** Where nothing is sent (`fingerprint`): the failure line of each artifact that could not be read. */
export function unreadableArtifacts(artifacts: ReadArtifact[]): string[] {
  return artifacts.flatMap((a) =>
    a.stage === 'unreadable' ? [`Artifact ${a.path || a.name}: ${a.error}`] : []
  )
}
