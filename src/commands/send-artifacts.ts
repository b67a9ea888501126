/** Sending fingerprinted artifacts (operation 1): the CLI's body, up to four in flight. */
import type { ArtifactOutcome } from '../results.js'
import type { ArtifactReportBody } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { reportArtifact } from '../api/operations.js'
import type { CommitContext } from '../context/commit.js'
import { failedWrite } from '../outbox/delivery.js'
import type { AttestationInputs } from '../inputs/attestation.js'
import type { CommitInputs } from '../inputs/commit.js'
import type { ServiceInputs } from '../inputs/service.js'
import { mapLimit } from '../util/pool.js'

type SendConfig = Pick<ServiceInputs, 'org' | 'dryRun'> &
  CommitInputs &
  AttestationInputs & { flow: string }

/** Report requests in flight at once. */
const SEND_CONCURRENCY = 4

/** The operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
export function artifactBody(
  config: SendConfig,
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

/**
 * Sends every fingerprinted artifact: the outcomes again, in order, each with whether it was
 * accepted or its error (an artifact that failed earlier is not sent).
 */
export async function sendArtifacts(
  config: SendConfig,
  client: RecordsClient,
  artifacts: ArtifactOutcome[],
  ctx: CommitContext
): Promise<ArtifactOutcome[]> {
  return mapLimit(artifacts, SEND_CONCURRENCY, async (artifact) => {
    if (artifact.error || !artifact.fingerprint) return artifact
    try {
      await client.labelled(`artifact ${artifact.name}`, () =>
        reportArtifact(client, config.org, config.flow, artifactBody(config, artifact, ctx))
      )
      // A dry run sent nothing: `reported` stays unset.
      return config.dryRun ? artifact : { ...artifact, reported: true }
    } catch (err) {
      return { ...artifact, reported: false, ...failedWrite(err) }
    }
  })
}
