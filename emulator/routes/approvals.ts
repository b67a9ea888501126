/** Operation 7: GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals, oldest first. */
import { assertValid, notFound, ok, type Reply } from '../http.js'
import type { SeedApproval } from '../types.js'
import type { RouteContext } from './context.js'
import { pathProblems } from '../request-checks.js'

/** The approval object of the spec: seed bookkeeping keys dropped, defaults filled. */
function view(a: SeedApproval): Record<string, unknown> {
  const { org: _org, flow_name: _flow, fingerprint, ...fields } = a
  const created = (fields.created_at as number | undefined) ?? 0
  return {
    base_artifact: fingerprint,
    artifact_name: '',
    target_artifact: fingerprint,
    environment: null,
    description: '',
    src_commit_list: [],
    approvals: [],
    user_data: {},
    ...fields,
    created_at: created,
    last_modified_at: (fields.last_modified_at as number | undefined) ?? created
  }
}

export function listApprovals(ctx: RouteContext): Reply {
  const { org, flow_name: flow, fingerprint } = ctx.params
  assertValid([...pathProblems('flow_name', flow), ...pathProblems('fingerprint', fingerprint)])
  const { store } = ctx
  const seeded = store.seed.approvals.filter((a) => a.org === org && a.flow_name === flow)
  if (!store.flowExists(org, flow) && seeded.length === 0) {
    throw notFound(`Flow named '${flow}' does not exist for organization '${org}'`)
  }
  const mine = seeded.filter((a) => a.fingerprint === fingerprint)
  if (!store.latestArtifact(org, flow, fingerprint) && mine.length === 0) {
    throw notFound(
      `Artifact with fingerprint '${fingerprint}' does not exist in flow '${flow}' belonging to organization '${org}'`
    )
  }
  const list = mine
    .map(view)
    .sort(
      (a, b) =>
        (a.created_at as number) - (b.created_at as number) ||
        (a.release_number as number) - (b.release_number as number)
    )
  return ok(200, list)
}
