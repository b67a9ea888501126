/**
 * The parts attestation and query commands share: the common JSON fields of docs/compatibility.md §2,
 * "the one artifact this command is about", and a guard for required inputs.
 */
import type { Config } from '../config.js'
import { FileError, InputError } from '../errors.js'
import type { AttestationCommon, ExternalUrl, GitCommit, RepoInfo } from '../api/models.js'
import { prepareArtifacts } from './artifacts.js'

interface CommonAttestationOptions {
  gitCommitInfo?: GitCommit
  repoInfo?: RepoInfo
  fingerprint?: string
}

/** Go's json.Marshal writes map keys sorted; we do the same so payloads diff cleanly. */
function sortedKeys<T>(map: Record<string, T>): Record<string, T> | undefined {
  const keys = Object.keys(map).sort()
  if (keys.length === 0) return undefined
  const out: Record<string, T> = {}
  for (const key of keys) out[key] = map[key]
  return out
}

function externalUrls(map: Record<string, ExternalUrl>): Record<string, ExternalUrl> | undefined {
  const sorted = sortedKeys(map)
  if (!sorted) return undefined
  // Rebuild each value so the keys come out in the CLI's order: href, fingerprint.
  for (const [label, url] of Object.entries(sorted)) {
    sorted[label] = url.fingerprint
      ? { href: url.href, fingerprint: url.fingerprint }
      : { href: url.href }
  }
  return sorted
}

/**
 * The common attestation fields, in the CLI's key order, with empty values left out as the CLI
 * does. `user_data` is `{}` when not given. (config.ts already defaults `origin-url` to the
 * build URL, as the CLI does in CI.)
 */
export function buildCommonAttestation(
  config: Config,
  opts: CommonAttestationOptions
): AttestationCommon {
  if (!config.attestationName) {
    throw new InputError('attestation-name', config.attestationName, 'is required')
  }
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

interface SubjectArtifact {
  fingerprint: string
  /** The artifact's name when it was fingerprinted from `artifacts`. */
  name?: string
}

/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted. Several artifacts is an error naming the input; none gives
 * undefined (the caller decides whether that is an error).
 */
export async function resolveSubjectArtifact(config: Config): Promise<SubjectArtifact | undefined> {
  if (config.fingerprint) return { fingerprint: config.fingerprint }
  if (config.artifacts.length === 0) return undefined
  const outcomes = await prepareArtifacts(config)
  if (outcomes.length !== 1) {
    throw new InputError(
      'artifacts',
      config.artifacts.join('\n'),
      `must name exactly one artifact for '${config.command}' (it matched ${outcomes.length})`
    )
  }
  const [artifact] = outcomes
  if (artifact.error || !artifact.fingerprint) {
    throw new FileError(artifact.path || artifact.name, artifact.error ?? 'no fingerprint')
  }
  return { fingerprint: artifact.fingerprint, name: artifact.name }
}

/** resolveSubjectArtifact, refusing "none" with an error that names both inputs. */
export async function requireSubjectArtifact(config: Config): Promise<SubjectArtifact> {
  const subject = await resolveSubjectArtifact(config)
  if (!subject) {
    throw new InputError(
      'fingerprint',
      '',
      `is required for '${config.command}' (or give exactly one artifact in 'artifacts')`
    )
  }
  return subject
}

/** Guard for inputs config.ts should already have refused when empty. */
export function requireInput(input: string, value: string, command: string): string {
  if (!value.trim()) throw new InputError(input, value, `is required for '${command}'`)
  return value
}
