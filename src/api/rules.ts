/**
 * The records service's rules that hold without a schema library: its patterns (each once, as
 * the API document writes them), enums, limits. Kept apart from the schemas (models.ts) so that
 * what reads inputs or fingerprints files does not load the schema library at start-up.
 */
/** Each pattern once, as the API document and the service's 400 messages write it. */
export const PATTERN_TEXT = {
  fingerprint: '^[a-f0-9]{64}$',
  gitCommit: '^[a-f0-9]{40}$',
  flowName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
  trailName: '^[a-zA-Z0-9][a-zA-Z0-9\\-_.~]*$',
  templateReferenceName: '^[a-zA-Z0-9\\-_]+$',
  attestationName: '^[a-zA-Z0-9\\-_,]+$',
  environmentName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_]*$',
  /** Search values: a lowercase hex prefix of a commit or fingerprint, at least 5 long. */
  searchValue: '^[a-f0-9]{5,64}$',
  /** Organisation names are not constrained by the spec; this keeps them path-safe. */
  org: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
  /** Annotation keys, as the CLI and the service take them (docs/compatibility.md §2, item 10). */
  annotationKey: '^[A-Za-z0-9_]+$'
} as const

export type PatternName = keyof typeof PATTERN_TEXT

/** The patterns compiled (no flags: `\.` and `\-` in a class mean what the service means). */
export const PATTERNS = Object.fromEntries(
  Object.entries(PATTERN_TEXT).map(([name, text]) => [name, new RegExp(text)])
) as Record<PatternName, RegExp>

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

const CUSTOM_TYPE = /^(custom|system):\S+$/

/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
export function isAttestationType(value: string): value is AttestationType {
  return (ATTESTATION_TYPES as readonly string[]).includes(value) || CUSTOM_TYPE.test(value)
}

export const APPROVAL_STATES = ['APPROVED', 'UNAPPROVED', 'PENDING'] as const
export const REVIEW_STATES = ['APPROVED', 'UNAPPROVED'] as const

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
/**
 * The most bytes the real service takes in one multipart part that is not a file (a JUnit
 * attestation's `data_json`): 1024 KB; a larger one is refused with a 400 (docs/compatibility.md §13.4).
 */
export const MAX_FORM_FIELD_BYTES = 1024 * 1024
export const PER_PAGE_MIN = 1
export const PER_PAGE_MAX = 50

export const ENVIRONMENT_TYPES = [
  'K8S',
  'ECS',
  'S3',
  'lambda',
  'server',
  'docker',
  'azure-apps',
  'cloud-run',
  'logical'
] as const
export const ENVIRONMENT_SORTS = ['name', 'last_modified_at', 'last_changed_at'] as const

/** `'a', 'b' or 'c'`, as pydantic lists the values of an enum. */
export const oneOf = (values: readonly string[]): string =>
  values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((x) => `'${x}'`)
        .join(', ')} or '${values[values.length - 1]}'`

/** The token that means a dry run, as the CLI reads it (KOSLI_API_TOKEN=DRY_RUN). */
export const DRY_RUN_TOKEN = 'DRY_RUN'
