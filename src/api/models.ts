/**
 * The records service's request and response models (docs/compatibility.md §16) and the
 * patterns and ranges it enforces. The client validates with these before sending, and the
 * emulator validates with the same table, so both sides enforce one definition.
 */

export const PATTERNS = {
  fingerprint: /^[a-f0-9]{64}$/,
  gitCommit: /^[a-f0-9]{40}$/,
  flowName: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
  trailName: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/,
  templateReferenceName: /^[a-zA-Z0-9\-_]+$/,
  attestationName: /^[a-zA-Z0-9\-_,]+$/,
  environmentName: /^[a-zA-Z0-9][a-zA-Z0-9.\-_]*$/,
  /** Search values: a lowercase hex prefix of a commit or fingerprint, at least 5 long. */
  searchValue: /^[a-f0-9]{5,64}$/,
  /** Organisation names are not constrained by the spec; this keeps them path-safe. */
  org: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
  annotationKey: /^[A-Za-z0-9_-]+$/
} as const

/** Source text of each pattern, as the service quotes it in its 400 messages. */
export const PATTERN_TEXT: Record<keyof typeof PATTERNS, string> = {
  fingerprint: '^[a-f0-9]{64}$',
  gitCommit: '^[a-f0-9]{40}$',
  flowName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
  trailName: '^[a-zA-Z0-9][a-zA-Z0-9\\-_.~]*$',
  templateReferenceName: '^[a-zA-Z0-9\\-_]+$',
  attestationName: '^[a-zA-Z0-9\\-_,]+$',
  environmentName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_]*$',
  searchValue: '^[a-f0-9]{5,64}$',
  org: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
  annotationKey: '^[A-Za-z0-9_-]+$'
}

export const ATTESTATION_TYPES = [
  'generic',
  'junit',
  'snyk',
  'pull_request',
  'jira',
  'sonar'
] as const
export type AttestationType =
  (typeof ATTESTATION_TYPES)[number] | `custom:${string}` | `system:${string}`

/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
export function isAttestationType(value: string): value is AttestationType {
  return (
    (ATTESTATION_TYPES as readonly string[]).includes(value) || /^(custom|system):\S+$/.test(value)
  )
}

export const APPROVAL_STATES = ['APPROVED', 'UNAPPROVED', 'PENDING'] as const
type ApprovalState = (typeof APPROVAL_STATES)[number]

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
export const PER_PAGE_MIN = 1
export const PER_PAGE_MAX = 50

export interface GitCommit {
  sha1: string
  message?: string
  author?: string
  author_username?: string
  branch?: string
  timestamp?: number
  url?: string
  parents?: string[]
}

export interface RepoInfo {
  url: string
  name: string
  id?: string
  description?: string
  provider?: string
}

export interface ExternalUrl {
  href: string
  fingerprint?: string
}

/** Operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
export interface ArtifactReportBody {
  fingerprint: string
  filename: string
  git_commit?: string | null
  git_commit_info?: GitCommit
  repo_info?: RepoInfo
  build_url: string
  commit_url: string
  repo_url?: string
  template_reference_name?: string | null
  trail_name?: string | null
  external_urls?: Record<string, ExternalUrl>
  annotations?: Record<string, string>
  description?: string | null
  user_data?: unknown
  commits_list?: GitCommit[] | null
  is_compliant?: boolean | null
  template?: string
}

/** Common attestation fields, in the CLI's order (docs/compatibility.md §2). */
export interface AttestationCommon {
  artifact_fingerprint?: string
  git_commit_info?: GitCommit
  repo_info?: RepoInfo
  attestation_name: string
  target_artifacts?: string[]
  external_urls?: Record<string, ExternalUrl>
  origin_url?: string
  user_data?: unknown
  description?: string
  annotations?: Record<string, string>
}

/** Operation 2 body. */
export interface OverrideBody extends AttestationCommon {
  reason: string
  new_compliance_status: boolean
  original_attestation_type: AttestationType
}

/** One item of `junit_results` (docs/compatibility.md §4.4); `timestamp` omitted when 0. */
export interface JUnitResult {
  name: string
  failures: number
  errors: number
  skipped: number
  total: number
  duration: number
  timestamp?: number
}

/** Operation 3 `data_json`. */
export interface JUnitAttestationData extends AttestationCommon {
  junit_results: JUnitResult[]
}

/** The optional `attachment_file` part of operation 3. */
export interface Attachment {
  filename: string
  data: Uint8Array
  contentType?: string
}

export interface DeploymentArtifact {
  flow_name?: string
  trail_name?: string
  template_reference_name?: string
  git_commit?: string
  git_commit_info?: Partial<GitCommit>
  repo_info?: { name?: string; repo_id?: string }
}

/** Operation 4 response. */
export interface Deployment {
  fingerprint: string
  deployed_at: number
  artifact_name?: string | null
  env_name?: string | null
  snapshot_index?: number | null
  artifact?: DeploymentArtifact
  replaced_artifact?: {
    fingerprint?: string
    artifact_name?: string
    snapshot_index?: number
    artifact?: DeploymentArtifact
  } | null
  diff_url?: string | null
  _links?: Record<string, unknown>
  [key: string]: unknown
}

export interface SearchFoundArtifact {
  fingerprint: string
  name: string
  has_provenance?: boolean
  git_commit?: string
  pipeline?: string
  flow?: string
  trail?: string
  template_reference_name?: string
  build_url?: string
  commit_url?: string
  compliance_state?: string
  html_url?: string
  api_url?: string
  running_in?: string[]
  exited_from?: string[]
  history?: Array<{ event?: string; timestamp?: number; [key: string]: unknown }>
  [key: string]: unknown
}

interface SearchMatches {
  type: string
  count: number
  matches: string[]
}

/** Operation 5 response. */
export interface SearchResult {
  artifacts: SearchFoundArtifact[]
  resolved_to?: {
    type: string
    full_match: string
    fingerprints?: SearchMatches
    commits?: SearchMatches
  }
}

export interface Environment {
  org: string
  name: string
  type: string
  description: string
  last_modified_at: number
  last_reported_at: number | null
  include_scaling: boolean
  tags: Record<string, string>
  state: boolean | null
  policies: string[] | null
  included_environments: string[] | null
  [key: string]: unknown
}

/** Operation 6 response (the envelope; the real service sends a plain array without paging). */
export interface EnvironmentPage {
  page: number
  per_page: number
  total_pages: number
  total_count: number
  environments: Environment[]
  _links?: Record<string, unknown>
}

export interface ApprovalReview {
  comment: string
  approved_by: string
  approval_url: string
  timestamp: number
  state?: 'APPROVED' | 'UNAPPROVED'
}

/** Items of the operation 7 response, oldest first. */
export interface Approval {
  release_number: number
  base_artifact: string
  artifact_name: string
  target_artifact: string
  description: string
  src_commit_list: string[]
  created_at: number
  last_modified_at: number
  state: ApprovalState
  approvals: ApprovalReview[]
  environment?: string | null
  user_data?: unknown
}
