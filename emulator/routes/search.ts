/** Operation 5: GET /search/{org}/sha/{search_value}: prefix search over fingerprints and commits. */
import type { SearchFoundArtifact } from '../../src/api/models.js'
import { formatProblems } from '../problems.js'
import { ApiError, notFound, ok, type Reply } from '../http.js'
import type { ArtifactRecord } from '../types.js'
import type { RouteContext } from './context.js'
import { pathProblems } from '../request-checks.js'
import { deploymentEvents, placesOf } from './deployment-history.js'

type Obj = Record<string, unknown>
const asObj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {})

/** The commit an artifact report names: `git_commit`, else `git_commit_info.sha1`. */
const commitOf = (r: ArtifactRecord): string | undefined => {
  const sha = r.body.git_commit ?? asObj(r.body.git_commit_info).sha1
  return typeof sha === 'string' ? sha : undefined
}

/** Latest and first report of each (flow, fingerprint) of the organisation. */
function reportedArtifacts(
  records: ArtifactRecord[]
): Array<{ latest: ArtifactRecord; first: ArtifactRecord }> {
  const byKey = new Map<string, { latest: ArtifactRecord; first: ArtifactRecord }>()
  for (const r of records) {
    const key = `${r.flow}\n${r.fingerprint}`
    const seen = byKey.get(key)
    byKey.set(key, { first: seen?.first ?? r, latest: r })
  }
  return [...byKey.values()]
}

const distinct = (values: Array<string | undefined>): string[] =>
  [...new Set(values.filter((v): v is string => v !== undefined))].sort()

export function search(ctx: RouteContext): Reply {
  const { org, search_value: value } = ctx.params
  // The real service words this 400 its own way (docs/compatibility.md §13.2, operation 5).
  const problems = pathProblems('search_value', value)
  if (problems.length > 0) {
    throw new ApiError(
      400,
      'Invalid input: non-hex characters or value too short',
      formatProblems(problems)
    )
  }
  const { store, origin } = ctx
  const reported = reportedArtifacts(store.artifactRecords(org))
  const deployedOnly = store.seed.deployments.filter(
    (d) => d.org === org && !reported.some((r) => r.latest.fingerprint === d.fingerprint)
  )
  const fingerprints = distinct(
    [
      ...reported.map((r) => r.latest.fingerprint),
      ...deployedOnly.map((d) => d.fingerprint)
    ].filter((fp) => fp.startsWith(value))
  )
  const commits = distinct(reported.map((r) => commitOf(r.latest))).filter((c) =>
    c.startsWith(value)
  )
  if (fingerprints.length === 0 && commits.length === 0) {
    throw notFound(`No matches for '${value}'.`)
  }

  const artifacts: SearchFoundArtifact[] = []
  for (const { latest, first } of reported) {
    const commit = commitOf(latest)
    if (!fingerprints.includes(latest.fingerprint) && !(commit && commits.includes(commit)))
      continue
    const { flow, fingerprint } = latest
    const body = latest.body
    const info = asObj(body.git_commit_info)
    const history = [{ event: 'Artifact created', timestamp: first.created_at }]
    if (commit && typeof info.timestamp === 'number') {
      history.push({ event: `Commit ${commit.slice(0, 7)}`, timestamp: info.timestamp })
    }
    history.push(...deploymentEvents(store, org, fingerprint))
    artifacts.push({
      name: body.filename as string,
      fingerprint,
      has_provenance: true,
      git_commit: commit ?? '',
      pipeline: flow,
      flow,
      trail: (body.trail_name as string | undefined) ?? '',
      template_reference_name: (body.template_reference_name as string | undefined) ?? '',
      build_url: body.build_url as string,
      commit_url: body.commit_url as string,
      compliance_state: store.compliance(org, flow, fingerprint),
      html_url: `${origin}/${org}/flows/${flow}/artifacts/${fingerprint}`,
      api_url: `${origin}/api/v2/artifacts/${org}/${flow}/fingerprint/${fingerprint}`,
      ...placesOf(store, org, fingerprint),
      history: history.sort((a, b) => a.timestamp - b.timestamp)
    })
  }
  for (const fingerprint of distinct(deployedOnly.map((d) => d.fingerprint))) {
    if (!fingerprints.includes(fingerprint)) continue
    const name = deployedOnly.find((d) => d.fingerprint === fingerprint)?.artifact_name
    artifacts.push({
      name: name ?? '',
      fingerprint,
      has_provenance: false,
      ...placesOf(store, org, fingerprint),
      history: deploymentEvents(store, org, fingerprint).sort((a, b) => a.timestamp - b.timestamp)
    })
  }

  const unique =
    fingerprints.length + commits.length === 1
      ? fingerprints.length === 1
        ? 'fingerprint'
        : 'commit'
      : 'multiple'
  return ok(200, {
    artifacts,
    resolved_to: {
      type: unique,
      full_match: fingerprints[0] ?? commits[0],
      fingerprints: { type: 'fingerprint', count: fingerprints.length, matches: fingerprints },
      commits: { type: 'commit', count: commits.length, matches: commits }
    }
  })
}
