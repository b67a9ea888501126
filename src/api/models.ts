/**
 * The records service's wire shapes (docs/compatibility.md §16), each defined once as a valibot
 * schema (docs/schemas.md); the TypeScript types are derived from them. Requests are checked
 * strictly before sending (validate.ts), answers leniently after receiving (answers.ts); the
 * emulator checks what it receives with its own tables, not these schemas. Messages are worded
 * as the service (FastAPI + pydantic v2) words them. A test compares every field and pattern
 * here with the API document.
 */
import * as v from 'valibot'
import {
  APPROVAL_STATES,
  ATTESTATION_TYPES,
  ENVIRONMENT_SORTS,
  ENVIRONMENT_TYPES,
  isAttestationType,
  oneOf,
  PATTERN_TEXT,
  PATTERNS,
  PER_PAGE_MAX,
  PER_PAGE_MIN,
  REVIEW_STATES,
  type AttestationType,
  type PatternName
} from './rules.js'

export * from './rules.js'

// ---- building blocks, with the service's messages --------------------------------------------

export const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

const text = () => v.string('Input should be a valid string')
const matching = (name: PatternName) =>
  v.pipe(
    text(),
    v.regex(PATTERNS[name], `String should match pattern '${PATTERN_TEXT[name]}'`),
    v.metadata({ pattern: name })
  )
const finite = () =>
  v.pipe(v.number('Input should be a valid number'), v.finite('Input should be a valid number'))
const integer = () =>
  v.pipe(
    v.number('Input should be a valid integer'),
    v.finite('Input should be a finite number'),
    v.integer('Input should be a valid integer, got a number with a fractional part')
  )
const count = () => v.pipe(integer(), v.minValue(0, 'Input should be greater than or equal to 0'))
const flag = () => v.boolean('Input should be a valid boolean')
const list = <T extends v.GenericSchema>(item: T) => v.array(item, 'Input should be a valid list')
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(schema)
const nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema))

/** A JSON object (never an array), with a pydantic-style message naming the model. */
function model<E extends v.ObjectEntries>(title: string, entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      isPlainObject,
      `Input should be a valid dictionary or instance of ${title}`
    ),
    v.looseObject(entries)
  )
}

/** A model that refuses unknown keys, each reported on its own. */
function strictModel<E extends v.ObjectEntries>(title: string, entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      isPlainObject,
      `Input should be a valid dictionary or instance of ${title}`
    ),
    v.objectWithRest(entries, v.never('Extra inputs are not permitted'))
  )
}

/** A free-form dictionary: keys (optionally) matching a pattern, each value checked. */
function dict<V extends v.GenericSchema>(values: V, keyPattern?: PatternName) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, 'Input should be a valid dictionary'),
    v.record(keyPattern ? matching(keyPattern) : v.string(), values)
  )
}

/** An http(s) URL, checked as pydantic's HttpUrl words it. */
const httpUrl = () =>
  v.pipe(
    v.string('URL input should be a string or URL'),
    v.nonEmpty('Input should be a valid URL, input is empty'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = urlProblem(dataset.value)
      if (problem) addIssue({ message: problem })
    })
  )

function urlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Input should be a valid URL, relative URL without a base'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return "URL scheme should be 'http' or 'https'"
  }
  return url.hostname === '' ? 'Input should be a valid URL, empty host' : undefined
}

const attestationType = () =>
  v.custom<AttestationType>(
    (x) => typeof x === 'string' && isAttestationType(x),
    `Input should be ${oneOf(ATTESTATION_TYPES)}, or match 'custom:<name>' or 'system:<name>'`
  )

// ---- request shapes (operations 1-3) ---------------------------------------------------------

export const GitCommitSchema = model('GitCommit', {
  sha1: text(),
  message: nullable(text()),
  author: nullable(text()),
  author_username: nullable(text()),
  branch: nullable(text()),
  timestamp: nullable(finite()),
  url: nullable(text()),
  parents: nullable(list(text()))
})

export const RepoInfoSchema = model('RepoInfoPostInput', {
  name: text(),
  url: text(),
  id: nullable(text()),
  description: nullable(text()),
  provider: nullable(text())
})

const ExternalUrlSchema = model('ExternalURL', {
  href: text(),
  fingerprint: nullable(matching('fingerprint'))
})

const externalUrls = () => optional(dict(ExternalUrlSchema))

/** Operation 1 body. Unknown keys are tolerated, as by the service. */
export const ArtifactReportSchema = model('CreateArtifact', {
  fingerprint: matching('fingerprint'),
  filename: v.pipe(text(), v.minLength(1, 'String should have at least 1 character')),
  build_url: text(),
  commit_url: text(),
  trail_name: nullable(matching('trailName')),
  template_reference_name: nullable(matching('templateReferenceName')),
  description: nullable(text()),
  git_commit: nullable(matching('gitCommit')),
  git_commit_info: optional(GitCommitSchema),
  repo_info: optional(RepoInfoSchema),
  commits_list: nullable(list(GitCommitSchema)),
  repo_url: optional(text()),
  is_compliant: nullable(flag()),
  template: optional(text()),
  external_urls: externalUrls(),
  annotations: optional(dict(v.unknown())),
  user_data: optional(v.unknown())
})

/**
 * Fields every attestation body shares (docs/compatibility.md §2), none of them null: the JUnit
 * data may not send null for any of them (docs/api.md), and the action never does.
 */
const ATTESTATION_COMMON = {
  artifact_fingerprint: optional(matching('fingerprint')),
  git_commit_info: optional(GitCommitSchema),
  repo_info: optional(RepoInfoSchema),
  attestation_name: matching('attestationName'),
  target_artifacts: optional(list(matching('attestationName'))),
  external_urls: externalUrls(),
  origin_url: optional(httpUrl()),
  user_data: optional(v.unknown()),
  description: optional(text()),
  annotations: optional(dict(text(), 'annotationKey'))
}

type Optional = v.OptionalSchema<v.GenericSchema, undefined>
type OrNull<E extends Record<K, Optional>, K extends keyof E> = {
  [P in K]: v.OptionalSchema<v.NullableSchema<E[P]['wrapped'], undefined>, undefined>
}
/** The named optional fields, each also taking `null`, for a body whose document allows it. */
function orNull<E extends Record<K, Optional>, K extends keyof E & string>(
  entries: E,
  keys: readonly K[]
): OrNull<E, K> {
  return Object.fromEntries(keys.map((k) => [k, nullable(entries[k].wrapped)])) as OrNull<E, K>
}

/** Operation 2 body (strict: unknown keys refused); the document lets four fields be null. */
const OVERRIDE = {
  ...ATTESTATION_COMMON,
  ...orNull(ATTESTATION_COMMON, [
    'artifact_fingerprint',
    'target_artifacts',
    'origin_url',
    'description'
  ] as const),
  reason: text(),
  new_compliance_status: flag(),
  original_attestation_type: attestationType()
}
export const OverrideSchema = strictModel('OverrideAttestationPostInput', OVERRIDE)

/** One item of `junit_results` (docs/compatibility.md §4.4); `timestamp` omitted when 0. */
const JUNIT_RESULT = {
  name: text(),
  failures: count(),
  errors: count(),
  skipped: count(),
  total: count(),
  duration: finite(),
  timestamp: nullable(finite())
}
export const JUnitResultSchema = strictModel('JUnitResult', JUNIT_RESULT)

/** Operation 3 `data_json` (strict, items strict too). */
const JUNIT_DATA = { ...ATTESTATION_COMMON, junit_results: list(JUnitResultSchema) }
export const JUnitDataSchema = strictModel('JUnitAttestationPostInput', JUNIT_DATA)

/** Path parameters and the pattern each must match. */
export const PATH_PATTERNS = {
  org: 'org',
  flow_name: 'flowName',
  trail_name: 'trailName',
  env_name: 'environmentName',
  fingerprint: 'fingerprint',
  search_value: 'searchValue'
} as const satisfies Record<string, PatternName>
export type PathParam = Exclude<keyof typeof PATH_PATTERNS, 'search_value'>

export const pathSchema = (kind: keyof typeof PATH_PATTERNS) => matching(PATH_PATTERNS[kind])

/** A query integer: a number, or decimal text as query strings arrive. */
function queryInteger(min: number, max?: number) {
  const bounded = v.pipe(
    integer(),
    v.minValue(min, `Input should be greater than or equal to ${min}`),
    v.maxValue(max ?? Infinity, `Input should be less than or equal to ${max}`)
  )
  return v.pipe(
    v.union([v.number(), v.string()], 'Input should be a valid integer'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value === 'number') return dataset.value
      if (/^\s*[-+]?\d+\s*$/.test(dataset.value)) return Number(dataset.value)
      addIssue({ message: 'Input should be a valid integer, unable to parse string as an integer' })
      return NEVER
    }),
    bounded
  )
}

const choice = <T extends readonly string[]>(values: T) =>
  v.picklist(values, `Input should be ${oneOf(values)}`)

/** Operation 6 query (the emulator also reads `sort`, `sort_direction` and `type`). */
export const EnvironmentQuerySchema = v.object({
  page: v.nullish(queryInteger(1)),
  per_page: v.nullish(queryInteger(PER_PAGE_MIN, PER_PAGE_MAX)),
  sort: optional(choice(ENVIRONMENT_SORTS)),
  sort_direction: optional(choice(['asc', 'desc'] as const)),
  type: optional(v.array(choice(ENVIRONMENT_TYPES)))
})

// ---- answer shapes (operations 4-7): every field optional but the item's key --------------------

/** A field of an answer: its absence, or `null` (the service's "none"), is accepted. */
const answer = <T extends v.GenericSchema>(schema: T) => v.nullish(schema)
const strings = () => answer(v.array(v.string()))
const object = () => answer(v.custom<Record<string, unknown>>(isPlainObject))

const GitCommitInfoAnswer = v.object({
  sha1: answer(v.string()),
  message: answer(v.string()),
  author: answer(v.string()),
  branch: answer(v.string()),
  timestamp: answer(finite()),
  url: answer(v.string())
})

export const DeploymentArtifactSchema = v.object({
  flow_name: answer(v.string()),
  trail_name: answer(v.string()),
  template_reference_name: answer(v.string()),
  git_commit: answer(v.string()),
  git_commit_info: answer(GitCommitInfoAnswer),
  repo_info: object()
})

/** Operation 4 response. */
export const DeploymentSchema = v.object({
  fingerprint: answer(v.string()),
  deployed_at: answer(finite()),
  artifact_name: answer(v.string()),
  env_name: answer(v.string()),
  snapshot_index: answer(integer()),
  artifact: answer(DeploymentArtifactSchema),
  replaced_artifact: answer(
    v.object({
      fingerprint: answer(v.string()),
      artifact_name: answer(v.string()),
      snapshot_index: answer(integer()),
      artifact: answer(DeploymentArtifactSchema)
    })
  ),
  diff_url: answer(v.string()),
  _links: object()
})

export const SearchArtifactSchema = v.object({
  fingerprint: v.string(),
  name: answer(v.string()),
  has_provenance: answer(v.boolean()),
  git_commit: answer(v.string()),
  pipeline: answer(v.string()),
  flow: answer(v.string()),
  trail: answer(v.string()),
  template_reference_name: answer(v.string()),
  build_url: answer(v.string()),
  commit_url: answer(v.string()),
  compliance_state: answer(v.string()),
  html_url: answer(v.string()),
  api_url: answer(v.string()),
  running_in: strings(),
  exited_from: strings(),
  history: answer(v.array(v.object({ event: answer(v.string()), timestamp: answer(finite()) })))
})

const SearchMatchesSchema = v.object({
  type: answer(v.string()),
  count: answer(integer()),
  matches: strings()
})

/** Operation 5 response. */
export const SearchResultSchema = v.object({
  artifacts: v.array(SearchArtifactSchema),
  resolved_to: answer(
    v.object({
      type: answer(v.string()),
      full_match: answer(v.string()),
      fingerprints: answer(SearchMatchesSchema),
      commits: answer(SearchMatchesSchema)
    })
  )
})

export const EnvironmentSchema = v.object({
  name: v.string(),
  org: answer(v.string()),
  type: answer(v.string()),
  description: answer(v.string()),
  last_modified_at: answer(finite()),
  last_reported_at: answer(finite()),
  include_scaling: answer(v.boolean()),
  tags: answer(v.record(v.string(), v.string())),
  state: answer(v.boolean()),
  policies: strings(),
  included_environments: strings()
})

/** Operation 6 response (the envelope; the real service sends a plain array without paging). */
export const EnvironmentPageSchema = v.object({
  page: answer(integer()),
  per_page: answer(integer()),
  total_pages: answer(integer()),
  total_count: answer(integer()),
  environments: v.array(EnvironmentSchema),
  _links: object()
})

export const ApprovalReviewSchema = v.object({
  comment: answer(v.string()),
  approved_by: answer(v.string()),
  approval_url: answer(v.string()),
  timestamp: answer(finite()),
  state: answer(v.picklist(REVIEW_STATES))
})

/** Items of the operation 7 response, oldest first. */
export const ApprovalSchema = v.object({
  release_number: answer(integer()),
  base_artifact: answer(v.string()),
  artifact_name: answer(v.string()),
  target_artifact: answer(v.string()),
  description: answer(v.string()),
  src_commit_list: strings(),
  created_at: answer(finite()),
  last_modified_at: answer(finite()),
  state: answer(v.picklist(APPROVAL_STATES)),
  approvals: answer(v.array(ApprovalReviewSchema)),
  environment: answer(v.string()),
  user_data: v.optional(v.unknown())
})

// ---- the types, derived -----------------------------------------------------------------------

/** Checked answers keep the fields the schema does not name (bounded in depth, answers.ts). */
type Open<T> = T & { [key: string]: unknown }

export type GitCommit = v.InferOutput<typeof GitCommitSchema>
export type RepoInfo = v.InferOutput<typeof RepoInfoSchema>
export type ExternalUrl = v.InferOutput<typeof ExternalUrlSchema>
export type ArtifactReportBody = v.InferOutput<typeof ArtifactReportSchema>
/** The fields of a model (a strict model's type leaves out valibot's "no other key" index). */
type Shape<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>
export type AttestationCommon = Shape<typeof ATTESTATION_COMMON>
export type OverrideBody = Shape<typeof OVERRIDE>
/** The service takes a null `timestamp`; the action leaves it out when 0 and never sends null. */
export type JUnitResult = Omit<Shape<typeof JUNIT_RESULT>, 'timestamp'> & { timestamp?: number }
export type JUnitAttestationData = Omit<Shape<typeof JUNIT_DATA>, 'junit_results'> & {
  junit_results: JUnitResult[]
}
export type ApprovalState = (typeof APPROVAL_STATES)[number]
export type DeploymentArtifact = v.InferOutput<typeof DeploymentArtifactSchema>
export type Deployment = Open<v.InferOutput<typeof DeploymentSchema>>
export type SearchFoundArtifact = Open<v.InferOutput<typeof SearchArtifactSchema>>
export type SearchResult = Omit<v.InferOutput<typeof SearchResultSchema>, 'artifacts'> & {
  artifacts: SearchFoundArtifact[]
}
export type Environment = Open<v.InferOutput<typeof EnvironmentSchema>>
export type EnvironmentPage = Omit<v.InferOutput<typeof EnvironmentPageSchema>, 'environments'> & {
  environments: Environment[]
}
export type ApprovalReview = v.InferOutput<typeof ApprovalReviewSchema>
export type Approval = v.InferOutput<typeof ApprovalSchema>

/** The optional `attachment_file` part of operation 3 (not JSON: never checked by a schema). */
export interface Attachment {
  filename: string
  data: Uint8Array
  contentType?: string
}
