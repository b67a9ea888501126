/**
 * Every input of action.yml, with its KOSLI_* fallback, read and validated once into one typed
 * Config. Nothing else reads inputs or the environment's KOSLI_* variables.
 */
import type { ArtifactType } from './results.js'
import type { ExternalUrl } from './api/models.js'

export const COMMANDS = [
  'report',
  'fingerprint',
  'attest-junit',
  'override',
  'search',
  'get-deployment',
  'list-environments',
  'list-approvals'
] as const
export type Command = (typeof COMMANDS)[number]

export type RedactField = 'author' | 'message' | 'branch'

export interface Config {
  command: Command
  /** '' only for `fingerprint`; masked with core.setSecret before anything is logged. */
  apiToken: string
  /** Always ends with /api/v2, no trailing slash. */
  baseUrl: string
  org: string
  flow: string
  trail: string
  /** 40-hex commit the action records against ('' if none could be found). */
  commit: string
  repoRoot: string
  buildUrl: string
  commitUrl: string
  /** `artifacts` lines, trimmed, blank lines dropped. */
  artifacts: string[]
  artifactType: 'auto' | ArtifactType
  excludes: string[]
  fingerprint: string
  artifactName: string
  junit: string[]
  /** The `attestation-name` after the CLI's `template.name` split. */
  attestationName: string
  targetArtifacts?: string[]
  attachResults: boolean
  attestationType: string
  compliant?: boolean
  reason: string
  searchValue: string
  environment: string
  page?: number
  perPage?: number
  annotations: Record<string, string>
  externalUrls: Record<string, ExternalUrl>
  userData?: unknown
  description: string
  originUrl: string
  redact: RedactField[]
  failOnNonCompliant: boolean
  checkRun: boolean
  checkName: string
  githubToken: string
  summary: boolean
  maxRetries: number
  timeoutSeconds: number
  dryRun: boolean
  /** GITHUB_WORKSPACE, else the current directory: where relative paths are resolved. */
  workspace: string
}
