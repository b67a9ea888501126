/**
 * What a command is: the inputs it reads (declared and validated in its own module), whether
 * its result is a verdict on the commit, and its `run`, which returns a CommandResult and
 * prints nothing. The table of commands is in index.ts.
 */
import type { RecordsClient } from '../api/client.js'
import type { AttestationType } from '../api/models.js'
import type { GitHubContext } from '../context/github.js'
import type { ArtifactInputs } from '../inputs/artifacts.js'
import type { AttestationInputs } from '../inputs/attestation.js'
import type { CommitInputs } from '../inputs/commit.js'
import type { JUnitInputs } from '../inputs/junit.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult, Destination } from '../results.js'

export const COMMAND_NAMES = [
  'report',
  'fingerprint',
  'attest-junit',
  'override',
  'search',
  'get-deployment',
  'list-environments',
  'list-approvals'
] as const
export type CommandName = (typeof COMMAND_NAMES)[number]

/** What every command shares: the run it is part of and where its results are shown. */
export interface RunConfig {
  command: CommandName
  /** GITHUB_WORKSPACE, else the current directory: where relative paths are resolved. */
  workspace: string
  /** The runner's GitHub context (event, URLs, repository). */
  github: GitHubContext
  summary: boolean
  checkRun: boolean
  checkName: string
  /** Masked before anything is logged. */
  githubToken: string
}

export interface CommandSpec<Inputs> {
  name: CommandName
  /** How the job summary names what was done. */
  title: string
  /** Its result is a verdict on the commit: a verdict line and a check run, always. */
  verdict: boolean
  /** Talks to the records service: reads the service inputs and gets a client. */
  online: boolean
  /** Reads and validates this command's own inputs; throws InputError before anything is sent. */
  readInputs(env: Env, run: RunConfig & Partial<ServiceInputs>): Promise<Inputs>
  run(
    config: RunConfig & Partial<ServiceInputs> & Inputs,
    client: RecordsClient
  ): Promise<CommandResult>
}

/** Inputs of the commands that record against a flow and give a pass/fail. */
export interface FlowInputs {
  flow: string
  failOnNonCompliant: boolean
}

export interface OverrideInputs {
  attestationName: string
  targetArtifacts?: string[]
  attestationType: AttestationType
  compliant: boolean
  reason: string
}

export interface QueryInputs {
  searchValue: string
  environment: string
  page?: number
  perPage?: number
}

/** Every input of every command: what a test may build one config of. */
export type Config = RunConfig &
  ServiceInputs &
  ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs &
  OverrideInputs &
  QueryInputs

/** Where the repository's files are shown at the recorded commit, when GitHub says. */
function blobUrl(config: Partial<Config>): string | undefined {
  const gh = config.github
  if (!gh?.serverUrl || !gh.repository || !config.commit) return undefined
  return `${gh.serverUrl}/${gh.repository}/blob/${config.commit}`
}

/** The pull request the run is for, when its head is the commit recorded. */
function pullRequest(config: Partial<Config>): Destination['pullRequest'] {
  const pr = config.github?.pullRequest
  if (!pr || !config.commit || pr.headSha !== config.commit) return undefined
  const merge = config.github?.sha
  return {
    number: pr.number,
    ...(pr.htmlUrl && { htmlUrl: pr.htmlUrl }),
    ...(merge && merge !== pr.headSha && { mergeSha: merge })
  }
}

/** The empty CommandResult every command starts from. */
export function newResult(
  spec: Pick<CommandSpec<unknown>, 'name' | 'title' | 'verdict'>,
  config: Partial<Config>
): CommandResult {
  return {
    command: spec.name,
    title: spec.title,
    givesVerdict: spec.verdict,
    destination: {
      org: config.org || undefined,
      flow: config.flow || undefined,
      trail: config.trail || undefined,
      commit: config.commit || undefined,
      baseUrl: config.baseUrl,
      dryRun: config.dryRun ?? false,
      ...(blobUrl(config) !== undefined && { blobUrl: blobUrl(config) }),
      ...(pullRequest(config) !== undefined && { pullRequest: pullRequest(config) })
    },
    failOnNonCompliant: config.failOnNonCompliant ?? false,
    failures: [],
    warnings: [],
    notices: []
  }
}
