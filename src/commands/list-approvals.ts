/**
 * `list-approvals`: the approvals of one artifact in `flow` (operation 7), oldest first; the
 * last one's state is the artifact's approval state, as the CLI's `assert approval` read it.
 */
import type { Config } from '../config.js'
import type { Approval } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { listApprovals } from '../api/operations.js'
import type { CommandResult } from '../results.js'
import { requireInput, requireSubjectArtifact } from './attestation-common.js'
import { newResult } from './result.js'

const NO_APPROVAL_STATE = 'NONE'

function latestApprovalState(list: Approval[]): string {
  const last = list[list.length - 1]
  return last && typeof last.state === 'string' ? last.state : NO_APPROVAL_STATE
}

export async function runListApprovals(
  config: Config,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(config)
  const flow = requireInput('flow', config.flow, 'list-approvals')
  const { fingerprint } = await requireSubjectArtifact(config)
  const outcome: NonNullable<CommandResult['approvals']> = {
    flow,
    fingerprint,
    list: [],
    state: NO_APPROVAL_STATE
  }
  result.approvals = outcome

  try {
    const list = await listApprovals(client, config.org, flow, fingerprint)
    if (list === undefined) {
      result.notices.push(
        `Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`
      )
      return result
    }
    if (!Array.isArray(list)) {
      outcome.error = 'the service did not answer a list'
      result.failures.push(`The approvals of ${fingerprint} in flow '${flow}' are not a list.`)
      return result
    }
    outcome.list = list
    outcome.state = latestApprovalState(list)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    outcome.error = err.message
    result.failures.push(
      `Listing the approvals of ${fingerprint} in flow '${flow}' failed: ${err.status === 404 && err.serverMessage ? err.serverMessage : err.message}`
    )
    return result
  }

  result.compliant = outcome.state === 'APPROVED'
  if (config.failOnNonCompliant && !result.compliant) {
    result.failures.push(
      outcome.state === NO_APPROVAL_STATE
        ? `Artifact ${fingerprint} has no approvals in flow '${flow}'.`
        : `Artifact ${fingerprint} is not approved in flow '${flow}': approval state ${outcome.state}.`
    )
  }
  return result
}
