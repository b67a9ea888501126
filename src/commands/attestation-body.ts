/** The common JSON fields of every attestation (docs/compatibility.md §2), in the CLI's order. */
import type { AttestationCommon, ExternalUrl, GitCommit, RepoInfo } from '../api/models.js'
import type { AttestationInputs } from '../inputs/attestation.js'
import type { JUnitInputs } from '../inputs/junit-inputs.js'

export interface CommonAttestationOptions {
  gitCommitInfo?: GitCommit
  repoInfo?: RepoInfo
  fingerprint?: string
}

/**
 * The attestation's `user_data`: the user's own keys (the `user-data` file) as they are, and the
 * action's record of the tests (src/junit/tests-record.ts) beside them under its one key. The
 * inputs refused a file that holds that key; a file whose value is not an object is sent as it
 * is, without the record (prepareJUnit warns so).
 */
export function userDataWith(userData: unknown, record?: { key: string; value: unknown }): unknown {
  const user = userData ?? {}
  if (!record || !isPlainObject(user)) return user
  // Keys are data: a null prototype keeps `__proto__` a key (src/inputs/attestation.ts).
  const out = Object.assign(Object.create(null) as Record<string, unknown>, user)
  out[record.key] = record.value
  return out
}

/** A JSON object (not an array, not null): what the action's key can go beside. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Go's json.Marshal writes map keys sorted; we do the same so payloads diff cleanly. */
function sortedKeys<T>(map: Record<string, T>): Record<string, T> | undefined {
  const keys = Object.keys(map).sort()
  if (keys.length === 0) return undefined
  // Keys are data: a null prototype keeps `__proto__` a key (src/inputs/attestation.ts).
  const out = Object.create(null) as Record<string, T>
  for (const key of keys) out[key] = map[key]
  return out
}

function externalUrls(map: Record<string, ExternalUrl>): Record<string, ExternalUrl> | undefined {
  const sorted = sortedKeys(map)
  if (!sorted) return undefined
  // Each value rebuilt so the keys come out in the CLI's order: href, fingerprint.
  return Object.fromEntries(
    Object.entries(sorted).map(([label, url]) => [
      label,
      url.fingerprint ? { href: url.href, fingerprint: url.fingerprint } : { href: url.href }
    ])
  )
}

/**
 * The common attestation fields, in the CLI's key order, with empty values left out as the CLI
 * does. `user_data` is `{}` when not given. (`origin-url` already defaults to the build URL,
 * as the CLI does in CI.)
 */
export function buildCommonAttestation(
  config: AttestationInputs & Pick<JUnitInputs, 'attestationName' | 'targetArtifacts'>,
  opts: CommonAttestationOptions
): AttestationCommon {
  const body: Partial<AttestationCommon> = {}
  if (opts.fingerprint) body.artifact_fingerprint = opts.fingerprint
  if (opts.gitCommitInfo) body.git_commit_info = opts.gitCommitInfo
  if (opts.repoInfo) body.repo_info = opts.repoInfo
  body.attestation_name = config.attestationName
  if (config.targetArtifacts && config.targetArtifacts.length > 0) {
    body.target_artifacts = [...config.targetArtifacts]
  }
  const urls = externalUrls(config.externalUrls)
  if (urls) body.external_urls = urls
  if (config.originUrl) body.origin_url = config.originUrl
  body.user_data = config.userData ?? {}
  if (config.description) body.description = config.description
  const annotations = sortedKeys(config.annotations)
  if (annotations) body.annotations = annotations
  return body as AttestationCommon
}
