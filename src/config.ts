/**
 * Every input of action.yml, with its KOSLI_* fallback, read and validated once into one typed
 * Config. Nothing else reads inputs or the environment's KOSLI_* variables.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ArtifactType } from './results.js'
import { ATTESTATION_TYPES, PATTERNS, isAttestationType, type ExternalUrl } from './api/models.js'
import { InputError, errorMessage } from './errors.js'
import { registerSecret } from './util/secrets.js'
import {
  read,
  readBool,
  readInt,
  readLines,
  readPairs,
  requireMatch,
  requireUrl,
  type Env
} from './inputs.js'
import {
  defaultBuildUrl,
  defaultCommit,
  defaultCommitUrl,
  readGitHubContext,
  type GitHubContext
} from './context/github.js'
import { resolveCommit, resolveHead } from './context/git.js'

const COMMANDS = [
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

type RedactField = 'author' | 'message' | 'branch'

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
  /** The runner's GitHub context (event, URLs, repository). */
  github: GitHubContext
}

/** `base-url` → the API root, ending with /api/v2 (appended unless already there). */
function apiBaseUrl(raw: string): string {
  requireUrl('base-url', raw)
  const trimmed = raw.replace(/\/+$/, '')
  return trimmed.endsWith('/api/v2') ? trimmed : `${trimmed}/api/v2`
}

/** The CLI's `template.name` split of an attestation name (docs/compatibility.md §2). */
function splitAttestationName(value: string): { name: string; targets?: string[] } {
  const parts = value.split('.')
  if (parts.length === 1) {
    requireMatch('attestation-name', value, 'attestationName')
    return { name: value }
  }
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
    throw new InputError(
      'attestation-name',
      value,
      'has an invalid format (use name or template.name)'
    )
  }
  requireMatch('attestation-name', parts[0], 'attestationName')
  requireMatch('attestation-name', parts[1], 'attestationName')
  return { name: parts[1], targets: [parts[0]] }
}

/** `annotations`: key=value lines, keys as the CLI allows them. */
function readAnnotations(env: Env): Record<string, string> {
  const annotations: Record<string, string> = {}
  for (const [k, v] of readPairs(env, 'annotations')) {
    if (!/^[A-Za-z0-9_]+$/.test(k)) {
      throw new InputError('annotations', k, 'has a key that does not match ^[A-Za-z0-9_]+$')
    }
    annotations[k] = v
  }
  return annotations
}

/** `external-urls`: label=url lines. */
function readExternalUrls(env: Env): Config['externalUrls'] {
  const externalUrls: Config['externalUrls'] = {}
  for (const [label, url] of readPairs(env, 'external-urls')) {
    requireUrl('external-urls', url)
    externalUrls[label] = { href: url }
  }
  return externalUrls
}

/** `user-data`: the JSON file's value, or undefined when the input is empty. */
async function readUserData(env: Env, workspace: string): Promise<unknown> {
  const userDataPath = read(env, 'user-data')
  if (!userDataPath) return undefined
  const file = path.resolve(workspace, userDataPath)
  let text: string
  try {
    // A FIFO or device would block the read forever: only a regular file is read.
    if (!(await stat(file)).isFile()) throw new Error('not a regular file')
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new InputError('user-data', userDataPath, `cannot be read (${errorMessage(err)})`)
  }
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new InputError('user-data', userDataPath, `is not valid JSON (${errorMessage(err)})`)
  }
}

const NEEDS_FLOW: Command[] = ['report', 'attest-junit', 'override', 'list-approvals']
const NEEDS_COMMIT: Command[] = ['report', 'attest-junit']

/**
 * Reads and validates every input. Throws InputError (naming the input and the value) before
 * anything is sent. Only reads git when the command needs a commit.
 */
export async function readConfig(env: Env = process.env): Promise<Config> {
  // Mask secrets before anything else can print them.
  const apiToken = read(env, 'api-token', 'KOSLI_API_TOKEN')
  registerSecret(apiToken)
  const githubToken = read(env, 'github-token')
  registerSecret(githubToken)

  const commandRaw = read(env, 'command') || 'report'
  if (!(COMMANDS as readonly string[]).includes(commandRaw)) {
    throw new InputError('command', commandRaw, `must be one of ${COMMANDS.join(', ')}`)
  }
  const command = commandRaw as Command
  const offline = command === 'fingerprint'

  const dryRun = readBool(env, 'dry-run', false, 'KOSLI_DRY_RUN') || apiToken === 'DRY_RUN'
  if (!offline && !apiToken && !dryRun) {
    throw new InputError('api-token', '', 'is required (or set KOSLI_API_TOKEN)')
  }
  const baseUrl = apiBaseUrl(read(env, 'base-url', 'KOSLI_HOST') || 'https://app.kosli.com')

  const org = read(env, 'org', 'KOSLI_ORG')
  if (!offline) {
    if (!org) throw new InputError('org', '', 'is required (or set KOSLI_ORG)')
    requireMatch('org', org, 'org')
  }
  const flow = read(env, 'flow', 'KOSLI_FLOW')
  if (flow) requireMatch('flow', flow, 'flowName')
  else if (NEEDS_FLOW.includes(command)) {
    throw new InputError('flow', '', `is required for command ${command} (or set KOSLI_FLOW)`)
  }

  const artifactTypeRaw = read(env, 'artifact-type') || 'auto'
  if (!['auto', 'file', 'dir', 'docker', 'oci'].includes(artifactTypeRaw)) {
    throw new InputError('artifact-type', artifactTypeRaw, 'must be auto, file, dir, docker or oci')
  }
  const fingerprint = read(env, 'fingerprint', 'KOSLI_FINGERPRINT')
  if (fingerprint) requireMatch('fingerprint', fingerprint, 'fingerprint')
  const artifacts = readLines(env, 'artifacts')
  const junit = readLines(env, 'junit')

  const workspace = env.GITHUB_WORKSPACE || process.cwd()
  const repoRootRaw = read(env, 'repo-root')
  const repoRoot = path.resolve(workspace, repoRootRaw || '.')
  if (repoRootRaw && !(await stat(repoRoot).catch(() => undefined))?.isDirectory()) {
    throw new InputError('repo-root', repoRootRaw, 'is not an existing directory')
  }
  const github = readGitHubContext(env)

  // The commit: explicit input, else the PR head / GITHUB_SHA, else local HEAD.
  let commit = read(env, 'commit', 'KOSLI_COMMIT') || defaultCommit(github) || ''
  if (commit && !PATTERNS.gitCommit.test(commit)) {
    commit = await resolveCommit(repoRoot, commit).catch((err: unknown) => {
      throw new InputError(
        'commit',
        commit,
        `is not a commit of ${repoRoot} (${errorMessage(err)})`
      )
    })
  }
  if (!commit && !offline) commit = await resolveHead(repoRoot).catch(() => '')
  if (!commit && NEEDS_COMMIT.includes(command) && !read(env, 'trail', 'KOSLI_TRAIL')) {
    throw new InputError(
      'commit',
      '',
      'could not be found: give commit (or trail), or run in a git checkout'
    )
  }

  const trail = read(env, 'trail', 'KOSLI_TRAIL') || commit
  if (trail) requireMatch('trail', trail, 'trailName')
  else if (command === 'override') throw new InputError('trail', '', 'is required for override')

  const buildUrl = read(env, 'build-url') || defaultBuildUrl(github) || ''
  if (buildUrl) requireUrl('build-url', buildUrl)
  const commitUrl =
    read(env, 'commit-url') || (commit ? defaultCommitUrl(github, commit) : '') || ''
  if (commitUrl) requireUrl('commit-url', commitUrl)
  const originUrl = read(env, 'origin-url') || buildUrl
  if (originUrl) requireUrl('origin-url', originUrl)

  const { name: attestationName, targets: targetArtifacts } = splitAttestationName(
    read(env, 'attestation-name') || 'junit'
  )

  const attestationType = read(env, 'attestation-type')
  const compliantRaw = read(env, 'compliant')
  let compliant: boolean | undefined
  if (compliantRaw) {
    if (!/^(true|false)$/.test(compliantRaw)) {
      throw new InputError('compliant', compliantRaw, 'must be true or false')
    }
    compliant = compliantRaw === 'true'
  }
  const reason = read(env, 'reason')
  if (command === 'override') {
    if (!attestationType) throw new InputError('attestation-type', '', 'is required for override')
    if (!isAttestationType(attestationType)) {
      throw new InputError(
        'attestation-type',
        attestationType,
        `must be one of ${ATTESTATION_TYPES.join(', ')}, or custom:<name>`
      )
    }
    if (compliant === undefined)
      throw new InputError('compliant', '', 'is required for override (true or false)')
    if (!reason) throw new InputError('reason', '', 'is required for override')
  }

  const searchValue = read(env, 'search-value') || (command === 'search' ? commit : '')
  if (command === 'search') {
    if (!searchValue) throw new InputError('search-value', '', 'is required (no commit was found)')
    requireMatch('search-value', searchValue, 'searchValue')
  }

  const environment = read(env, 'environment')
  if (environment) requireMatch('environment', environment, 'environmentName')
  else if (command === 'get-deployment') {
    throw new InputError('environment', '', 'is required for get-deployment')
  }
  if (
    (command === 'get-deployment' || command === 'list-approvals') &&
    !fingerprint &&
    artifacts.length === 0
  ) {
    throw new InputError('fingerprint', '', `or artifacts is required for ${command}`)
  }
  if (
    (command === 'fingerprint' || command === 'report') &&
    !fingerprint &&
    artifacts.length === 0
  ) {
    if (command === 'fingerprint' || junit.length === 0) {
      throw new InputError(
        'artifacts',
        '',
        `is required for ${command} (or give fingerprint${command === 'report' ? ' or junit' : ''})`
      )
    }
  }
  if (command === 'attest-junit' && junit.length === 0) {
    throw new InputError('junit', '', 'is required for attest-junit')
  }
  if (command === 'report' && artifacts.length + (fingerprint ? 1 : 0) > 0) {
    if (!buildUrl) throw new InputError('build-url', '', 'is required outside GitHub Actions')
    if (!commitUrl) throw new InputError('commit-url', '', 'is required outside GitHub Actions')
  }

  const annotations = readAnnotations(env)
  const externalUrls = readExternalUrls(env)
  const userData = await readUserData(env, workspace)

  const redact = read(env, 'redact-commit-info')
    .split(/[\s,]+/)
    .filter((s) => s !== '')
  for (const r of redact) {
    if (!['author', 'message', 'branch'].includes(r)) {
      throw new InputError('redact-commit-info', r, 'must be author, message or branch')
    }
  }

  const page = readInt(env, 'page', 1, 1_000_000)
  const perPage = readInt(env, 'per-page', 1, 50)

  return {
    command,
    apiToken,
    baseUrl,
    org,
    flow,
    trail,
    commit,
    repoRoot,
    buildUrl,
    commitUrl,
    artifacts,
    artifactType: artifactTypeRaw as Config['artifactType'],
    excludes: readLines(env, 'exclude'),
    fingerprint,
    artifactName: read(env, 'artifact-name'),
    junit,
    attestationName,
    targetArtifacts,
    attachResults: readBool(env, 'attach-results', true),
    attestationType,
    compliant,
    reason,
    searchValue,
    environment,
    page,
    perPage,
    annotations,
    externalUrls,
    userData,
    description: read(env, 'description'),
    originUrl,
    redact: redact as RedactField[],
    failOnNonCompliant: readBool(env, 'fail-on-non-compliant', false),
    checkRun: readBool(env, 'check-run', true),
    checkName: read(env, 'check-name') || 'Compliance',
    githubToken,
    summary: readBool(env, 'summary', true),
    maxRetries: readInt(env, 'max-retries', 0, 10) ?? 3,
    timeoutSeconds: readInt(env, 'timeout-seconds', 1, 3600) ?? 60,
    dryRun,
    workspace,
    github
  }
}
