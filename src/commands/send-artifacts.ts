/** Sending fingerprinted artifacts (operation 1): the CLI's body, each report a write. */
import type { ArtifactRow, ReadArtifact, Write } from '../results.js'
import type { ArtifactReportBody } from '../api/models.js'
import { artifactReportRequests } from '../api/operations.js'
import type { CommitContext } from '../context/commit.js'
import type { Delivery } from '../delivery/delivery.js'
import type { AttestationInputs } from '../inputs/attestation.js'
import type { CommitInputs } from '../inputs/commit-inputs.js'
import type { ServiceInputs } from '../inputs/service.js'
import { artifactRow } from './artifacts.js'

type SendConfig = Pick<ServiceInputs, 'org'> & CommitInputs & AttestationInputs & { flow: string }

/** The operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
export function artifactBody(
  config: SendConfig,
  artifact: ReadArtifact & { stage: 'fingerprinted' },
  ctx: CommitContext
): ArtifactReportBody {
  const body: ArtifactReportBody = {
    fingerprint: artifact.fingerprint,
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
 * Reports every fingerprinted artifact, all at once (the delivery layer paces them): each
 * artifact's row, in order, with the id of its write, and the writes in the same order.
 * An artifact that could not be read is not sent, but it is a write of the build that is not in
 * the service: a failed one, which the verdict counts, and the one place its failure is kept.
 */
export async function sendArtifacts(
  config: SendConfig,
  delivery: Delivery,
  artifacts: ReadArtifact[],
  ctx: CommitContext
): Promise<{ artifacts: ArtifactRow[]; writes: Write[] }> {
  const request = artifactReportRequests(config.org, config.flow)
  const writes = await Promise.all(
    artifacts.map(async (artifact): Promise<Write> => {
      const label = `artifact ${artifact.name}`
      switch (artifact.stage) {
        case 'unreadable':
          return delivery.unmade('artifact', label, artifact.error)
        case 'fingerprinted':
          return delivery.write({
            kind: 'artifact',
            label,
            request: () => request(artifactBody(config, artifact, ctx))
          })
      }
    })
  )
  return { artifacts: artifacts.map((a, i) => artifactRow(a, writes[i].id)), writes }
}
