/**
 * Artifacts for report and fingerprint: resolve the `artifacts` input, fingerprint every one
 * (a failure is kept on its outcome, the others go on), then send each report.
 */
import type { Config } from '../config.js'
import type { ArtifactOutcome } from '../results.js'
import type { ArtifactReportBody } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { reportArtifact } from '../api/operations.js'
import { fingerprintArtifacts, resolveArtifacts } from '../fingerprint/artifacts.js'
import { errorMessage } from '../errors.js'
import { mapLimit } from '../util/pool.js'
import type { CommitContext } from './commit-context.js'

/** Report requests in flight at once. */
const SEND_CONCURRENCY = 4

/** Resolves and fingerprints; throws InputError for a line that matches nothing. */
export async function prepareArtifacts(config: Config): Promise<ArtifactOutcome[]> {
  const list = await resolveArtifacts({
    lines: config.artifacts,
    type: config.artifactType,
    cwd: config.workspace,
    fingerprint: config.fingerprint || undefined,
    artifactName: config.artifactName || undefined
  })
  return fingerprintArtifacts(list, { excludes: config.excludes, cwd: config.workspace })
}

/** The operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
export function artifactBody(
  config: Config,
  artifact: ArtifactOutcome,
  ctx: CommitContext
): ArtifactReportBody {
  const body: ArtifactReportBody = {
    fingerprint: artifact.fingerprint ?? '',
    filename: artifact.name,
    git_commit: config.commit || undefined,
    git_commit_info: ctx.gitCommitInfo,
    repo_info: ctx.repoInfo,
    build_url: config.buildUrl,
    commit_url: config.commitUrl,
    repo_url: ctx.repoUrl,
    template_reference_name: artifact.templateName,
    trail_name: config.trail || undefined
  }
  if (Object.keys(config.externalUrls).length > 0) body.external_urls = config.externalUrls
  if (Object.keys(config.annotations).length > 0) body.annotations = config.annotations
  if (config.description) body.description = config.description
  if (config.userData !== undefined) body.user_data = config.userData
  return body
}

/** Sends every fingerprinted artifact; each outcome records its own success or error. */
export async function sendArtifacts(
  config: Config,
  client: RecordsClient,
  artifacts: ArtifactOutcome[],
  ctx: CommitContext
): Promise<void> {
  await mapLimit(artifacts, SEND_CONCURRENCY, async (artifact) => {
    if (artifact.error || !artifact.fingerprint) return
    try {
      await reportArtifact(client, config.org, config.flow, artifactBody(config, artifact, ctx))
      artifact.reported = config.dryRun ? undefined : true
    } catch (err) {
      artifact.reported = false
      artifact.error = errorMessage(err)
    }
  })
}
