/**
 * `list-approvals`: the approvals of one artifact in `flow` (operation 7), oldest first; the
 * last one's state is the artifact's approval state, as the CLI's `assert approval` read it.
 */
import type { Approval } from '../api/models.js'
import type { Delivery } from '../delivery/delivery.js'
import { ApiError, isRouteNotFound, isServiceNotFound, statusLine } from '../api/api-errors.js'
import { listApprovals } from '../api/operations.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifact-inputs.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import { NO_APPROVAL_STATE, UNKNOWN_APPROVAL_STATE, judgeCompliance } from '../compliance/judge.js'
import {
  commandResult,
  type OnlineCommand,
  type RunConfig,
  type ServiceRunConfig
} from './command.js'
import { requireSubjectArtifact } from './subject.js'

type ListApprovalsInputs = ArtifactInputs & FlowInputs

async function readInputs(env: Env, run: RunConfig): Promise<ListApprovalsInputs> {
  const { command, workspace } = run
  const flow = readFlowInputs(env, command)
  const use = { command, one: true, required: true }
  return { ...flow, ...(await readArtifactInputs(env, workspace, use)) }
}

export function latestApprovalState(list: Approval[]): string {
  const last = list[list.length - 1]
  return last && typeof last.state === 'string' ? last.state : NO_APPROVAL_STATE
}

export async function runListApprovals(
  config: ServiceRunConfig & ListApprovalsInputs,
  delivery: Delivery
): Promise<CommandResult> {
  const { flow } = config
  const { fingerprint } = await requireSubjectArtifact(config)
  const asked = { flow, fingerprint, list: [], state: NO_APPROVAL_STATE }
  let checked: Awaited<ReturnType<typeof listApprovals>>
  try {
    checked = await listApprovals(delivery, config.org, flow, fingerprint)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // A retired API is said once, by the failure; the section says only what it means.
    const error = isRetired(err)
      ? `this service does not serve them (its approvals API was retired on ${APPROVALS_RETIRED})`
      : err.message
    return commandResult(listApprovalsCommand, config, {
      approvals: { ...asked, error },
      failures: [approvalsFailure(err, fingerprint, flow)]
    })
  }
  if (checked === undefined) {
    const notice = `Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`
    return commandResult(listApprovalsCommand, config, { approvals: asked, notices: [notice] })
  }
  // operations.ts has checked it is a list, and skipped the items that are not approvals.
  const list = checked.value
  // The latest approval decides; when it was unreadable, an older one must not stand in.
  const state = checked.lastSkipped ? UNKNOWN_APPROVAL_STATE : latestApprovalState(list)
  const judged = judgeCompliance({
    approval: { state, fingerprint, flow },
    failOnNonCompliant: config.failOnNonCompliant
  })
  return commandResult(listApprovalsCommand, config, {
    approvals: { ...asked, list, state },
    ...judged,
    warnings: checked.warnings
  })
}

/** What a service answers for an API it retired. */
const GONE = 410

/** The service has no approvals route (404 Not Found, as for any unknown path) or says 410 Gone. */
const isRetired = (err: ApiError): boolean => isRouteNotFound(err) || err.status === GONE

/** The day the records service stopped serving approvals (operation 7; docs/compatibility.md). */
const APPROVALS_RETIRED = '2026-07-28'

/**
 * Why the approvals could not be listed, in one line. A service that has no approvals route
 * answers as for any unknown path (or base-url points elsewhere), or `410 Gone`: it retired them.
 */
function approvalsFailure(err: ApiError, fingerprint: string, flow: string): string {
  if (isRetired(err)) {
    return (
      `The service does not serve approvals (GET ${err.url} answered ${statusLine(err.status ?? GONE)}): the ` +
      `records service retired its approvals API on ${APPROVALS_RETIRED}; if this service ` +
      'should still serve them, check base-url.'
    )
  }
  const why = isServiceNotFound(err) ? err.serverMessage : err.message
  return `Listing the approvals of ${fingerprint} in flow '${flow}' failed: ${why}`
}

export const listApprovalsCommand: OnlineCommand<ListApprovalsInputs> = {
  name: 'list-approvals',
  title: 'approvals',
  verdict: false,
  online: true,
  readInputs,
  run: runListApprovals
}
