/**
 * `list-approvals`: the approvals of one artifact in `flow` (operation 7), oldest first; the
 * last one's state is the artifact's approval state, as the CLI's `assert approval` read it.
 */
import type { Approval } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { listApprovals } from '../api/operations.js'
import { readArtifactInputs, requireArtifact, type ArtifactInputs } from '../inputs/artifacts.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { newResult, type CommandSpec, type FlowInputs, type RunConfig } from './command.js'
import { readFlowInputs } from './flow.js'
import { requireSubjectArtifact } from './subject.js'

type ListApprovalsInputs = ArtifactInputs & FlowInputs

async function readInputs(env: Env): Promise<ListApprovalsInputs> {
  const flow = readFlowInputs(env, 'list-approvals')
  const artifacts = readArtifactInputs(env)
  requireArtifact(artifacts, 'list-approvals')
  return { ...flow, ...artifacts }
}

export const NO_APPROVAL_STATE = 'NONE'
/** The latest approval could not be read (the service's last item was skipped). */
export const UNKNOWN_APPROVAL_STATE = 'UNKNOWN'

export function latestApprovalState(list: Approval[]): string {
  const last = list[list.length - 1]
  return last && typeof last.state === 'string' ? last.state : NO_APPROVAL_STATE
}

export async function runListApprovals(
  config: RunConfig & ServiceInputs & ListApprovalsInputs,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(listApprovalsCommand, config)
  const { flow } = config
  const { fingerprint } = await requireSubjectArtifact(config)
  const outcome: NonNullable<CommandResult['approvals']> = {
    flow,
    fingerprint,
    list: [],
    state: NO_APPROVAL_STATE
  }
  result.approvals = outcome

  try {
    const checked = await listApprovals(client, config.org, flow, fingerprint)
    if (checked === undefined) {
      result.notices.push(
        `Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`
      )
      return result
    }
    // operations.ts has checked it is a list, and skipped the items that are not approvals.
    const list = checked.value
    result.warnings.push(...checked.warnings)
    outcome.list = list
    // The latest approval decides; when it was unreadable, an older one must not stand in.
    outcome.state = checked.lastSkipped ? UNKNOWN_APPROVAL_STATE : latestApprovalState(list)
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

export const listApprovalsCommand: CommandSpec<ListApprovalsInputs> = {
  name: 'list-approvals',
  title: 'approvals',
  verdict: false,
  online: true,
  readInputs,
  run: runListApprovals
}
