/** Operation 5: GET /search/{org}/sha/{search_value}: prefix search over fingerprints and commits. */
import type { SearchFoundArtifact } from '../../src/api/models.js'
import { formatProblems } from '../problems.js'
import { ApiError, notFound, ok, type Reply } from '../http.js'
import type { ArtifactRecord, SeedDeployment } from '../types.js'
import type { Store } from '../store.js'
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

/** The latest and the first report of one (flow, fingerprint). */
interface Reported {
  latest: ArtifactRecord
  first: ArtifactRecord
}

/** Latest and first report of each (flow, fingerprint) of the organisation. */
function reportedArtifacts(records: ArtifactRecord[]): Reported[] {
  const byKey = new Map<string, Reported>()
  for (const r of records) {
    const key = `${r.flow}\n${r.fingerprint}`
    const seen = byKey.get(key)
    byKey.set(key, { first: seen?.first ?? r, latest: r })
  }
  return [...byKey.values()]
}

const distinct = (values: Array<string | undefined>): string[] =>
  [...new Set(values.filter((v): v is string => v !== undefined))].sort()

const byTime = (a: { timestamp: number }, b: { timestamp: number }): number =>
  a.timestamp - b.timestamp

/** The real service words this 400 its own way (docs/compatibility.md §13.2, operation 5). */
function checkSearchValue(value: string): void {
  const problems = pathProblems('search_value', value)
  if (problems.length > 0) {
    throw new ApiError(
      400,
      'Invalid input: non-hex characters or value too short',
      formatProblems(problems)
    )
  }
}

/** What a search value matches in an organisation, and what it was matched against. */
interface Matches {
  reported: Reported[]
  /** Seeded deployments of artifacts the organisation never reported. */
  deployedOnly: SeedDeployment[]
  /** The fingerprints and commits that start with the value, sorted, each once. */
  fingerprints: string[]
  commits: string[]
}

function matchesOf(store: Store, org: string, value: string): Matches {
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
  return { reported, deployedOnly, fingerprints, commits }
}

/** A reported artifact, when its fingerprint or its commit matched. */
function isMatched({ latest }: Reported, { fingerprints, commits }: Matches): boolean {
  const commit = commitOf(latest)
  return fingerprints.includes(latest.fingerprint) || Boolean(commit && commits.includes(commit))
}

/** Created, committed (when the report gives the commit's time), deployed; oldest first. */
function reportedHistory(
  store: Store,
  org: string,
  { latest, first }: Reported
): Array<{ event: string; timestamp: number }> {
  const commit = commitOf(latest)
  const info = asObj(latest.body.git_commit_info)
  const history = [{ event: 'Artifact created', timestamp: first.created_at }]
  if (commit && typeof info.timestamp === 'number') {
    history.push({ event: `Commit ${commit.slice(0, 7)}`, timestamp: info.timestamp })
  }
  history.push(...deploymentEvents(store, org, latest.fingerprint))
  return history.sort(byTime)
}

/** A reported artifact as found: its provenance from its latest report. */
function reportedFound(
  store: Store,
  org: string,
  origin: string,
  reported: Reported
): SearchFoundArtifact {
  const { flow, fingerprint, body } = reported.latest
  const history = reportedHistory(store, org, reported)
  return {
    name: body.filename as string,
    fingerprint,
    has_provenance: true,
    git_commit: commitOf(reported.latest) ?? '',
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
    history
  }
}

/** The matched artifacts known only from deployments: no provenance, their deployments. */
function deployedOnlyFound(
  store: Store,
  org: string,
  { deployedOnly, fingerprints }: Matches
): SearchFoundArtifact[] {
  return distinct(deployedOnly.map((d) => d.fingerprint))
    .filter((fingerprint) => fingerprints.includes(fingerprint))
    .map((fingerprint) => ({
      name: deployedOnly.find((d) => d.fingerprint === fingerprint)?.artifact_name ?? '',
      fingerprint,
      has_provenance: false,
      ...placesOf(store, org, fingerprint),
      history: deploymentEvents(store, org, fingerprint).sort(byTime)
    }))
}

/** How the value resolved: to one fingerprint, one commit, or several matches. */
function resolvedTo({ fingerprints, commits }: Matches): Record<string, unknown> {
  const unique =
    fingerprints.length + commits.length === 1
      ? fingerprints.length === 1
        ? 'fingerprint'
        : 'commit'
      : 'multiple'
  return {
    type: unique,
    full_match: fingerprints[0] ?? commits[0],
    fingerprints: { type: 'fingerprint', count: fingerprints.length, matches: fingerprints },
    commits: { type: 'commit', count: commits.length, matches: commits }
  }
}

export function search(ctx: RouteContext): Reply {
  const { org, search_value: value } = ctx.params
  checkSearchValue(value)
  const { store, origin } = ctx
  const matches = matchesOf(store, org, value)
  if (matches.fingerprints.length === 0 && matches.commits.length === 0) {
    throw notFound(`No matches for '${value}'.`)
  }
  const artifacts: SearchFoundArtifact[] = [
    ...matches.reported
      .filter((r) => isMatched(r, matches))
      .map((r) => reportedFound(store, org, origin, r)),
    ...deployedOnlyFound(store, org, matches)
  ]
  return ok(200, { artifacts, resolved_to: resolvedTo(matches) })
}
