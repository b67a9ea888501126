/** Operation 4: GET /deployments/{org}/{env_name}/{fingerprint}. */
import type { DeploymentArtifact } from '../../src/api/models.js'
import { assertValid, notFound, ok, type Reply } from '../http.js'
import type { Store } from '../store.js'
import type { SeedDeployment } from '../types.js'
import type { RouteContext } from './context.js'
import { pathProblems } from '../request-checks.js'
import { envDeployments } from './deployment-history.js'

type Obj = Record<string, unknown>
const asObj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {})

/** The `artifact` object of a deployment, from the latest report of that fingerprint. */
function artifactOf(
  store: Store,
  org: string,
  fingerprint: string
): DeploymentArtifact | undefined {
  const record = store.latestArtifactAnyFlow(org, fingerprint)
  if (!record) return undefined
  const body = record.body
  const info = asObj(body.git_commit_info)
  const repo = asObj(body.repo_info)
  return {
    flow_name: record.flow,
    trail_name: (body.trail_name as string | undefined) ?? undefined,
    template_reference_name: (body.template_reference_name as string | undefined) ?? undefined,
    git_commit: ((body.git_commit ?? info.sha1) as string | undefined) ?? undefined,
    git_commit_info: {
      sha1: info.sha1 as string | undefined,
      message: info.message as string | undefined,
      author: info.author as string | undefined,
      branch: info.branch as string | undefined,
      timestamp: info.timestamp as number | undefined,
      url: info.url as string | undefined
    },
    repo_info: { name: repo.name as string | undefined, repo_id: repo.id as string | undefined }
  }
}

function repoUrlOf(store: Store, org: string, fingerprint: string): string | undefined {
  const body = store.latestArtifactAnyFlow(org, fingerprint)?.body
  const url = asObj(body?.repo_info).url ?? body?.repo_url
  return typeof url === 'string' ? url : undefined
}

export function getDeployment(ctx: RouteContext): Reply {
  const { org, env_name: env, fingerprint } = ctx.params
  assertValid([...pathProblems('env_name', env), ...pathProblems('fingerprint', fingerprint)])
  const { store } = ctx
  if (!store.seed.environments.some((e) => e.org === org && e.name === env)) {
    throw notFound(`Environment named '${env}' does not exist for organization '${org}'`)
  }
  const list = envDeployments(store, org, env)
  const index = list.map((d) => d.fingerprint).lastIndexOf(fingerprint)
  if (index < 0) {
    throw notFound(
      `Deployment of artifact with fingerprint '${fingerprint}' does not exist in environment '${env}' for organization '${org}'`
    )
  }
  const deployment = list[index]
  const previous: SeedDeployment | undefined = list[index - 1]
  const artifact = artifactOf(store, org, fingerprint)
  const created = store.latestArtifactAnyFlow(org, fingerprint)?.created_at
  const newCommit = artifact?.git_commit
  const oldCommit = previous ? artifactOf(store, org, previous.fingerprint)?.git_commit : undefined
  const repoUrl = repoUrlOf(store, org, fingerprint)
  const { org: _org, ...seeded } = deployment
  return ok(200, {
    ...seeded,
    fingerprint,
    deployed_at: deployment.deployed_at,
    artifact_name: deployment.artifact_name ?? null,
    env_name: env,
    snapshot_index: deployment.snapshot_index ?? index + 1,
    ...(artifact ? { artifact } : {}),
    replaced_artifact: previous
      ? {
          fingerprint: previous.fingerprint,
          artifact_name: previous.artifact_name ?? null,
          snapshot_index: previous.snapshot_index ?? index,
          ...(artifactOf(store, org, previous.fingerprint)
            ? { artifact: artifactOf(store, org, previous.fingerprint) }
            : {})
        }
      : null,
    diff_url:
      repoUrl && newCommit && oldCommit && newCommit !== oldCommit
        ? `${repoUrl}/compare/${oldCommit}...${newCommit}`
        : null,
    lead_time_seconds: created !== undefined ? Math.max(0, deployment.deployed_at - created) : null,
    _links: { self: { href: `${ctx.origin}${ctx.url}` } }
  })
}
