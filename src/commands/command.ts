/**
 * What a command is: the inputs it reads (declared and validated in its own module), whether
 * its result is a verdict on the commit, and its `run`, which returns a CommandResult and
 * prints nothing. The table of commands is in table.ts; their names in command-names.ts.
 */
import type { CommandName } from '../command-names.js'
import type { GitHubContext } from '../context/github.js'
import type { RunnerContext } from '../context/runner.js'
import type { Delivery } from '../delivery/delivery.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult, Destination } from '../results.js'

export { COMMAND_NAMES, type CommandName } from '../command-names.js'

/** What every command shares: the run it is part of and where its results are shown. */
export interface RunConfig {
  command: CommandName
  /** GITHUB_WORKSPACE, else the current directory: where relative paths are resolved. */
  workspace: string
  /** The runner's GitHub context (event, URLs, repository). */
  github: GitHubContext
  /** The runner's own facts: its temp folder, the summary file, whether artifacts can be used. */
  runner: RunnerContext
  summary: boolean
  checkRun: boolean
  /** The check run's name: `check-name`, with the matrix leg's values at its default. */
  checkName: string
  /** The matrix leg this job runs as, in words: the check run's title names it. */
  checkLeg?: string
  /** The leg's whole values, as a digest: check-run marks and outbox origins carry it. */
  checkLegDigest?: string
  /** `job.check_run_id`: by it, the job's name as GitHub records it (src/github/job-name.ts). */
  jobCheckRunId?: number
  /** Masked before anything is logged. */
  githubToken: string
}

/** What an online command is given: the run and the service inputs. */
export type ServiceRunConfig = RunConfig & ServiceInputs

/** How a command is named and shown. */
export interface CommandInfo {
  name: CommandName
  /** How the job summary names what was done. */
  title: string
  /** Its result is a verdict on the commit: a verdict line and a check run, always. */
  verdict: boolean
}

/** A command that talks to the records service: it reads the service inputs and always gets a delivery. */
export interface OnlineCommand<Inputs> extends CommandInfo {
  online: true
  /** Reads and validates this command's own inputs; throws InputError before anything is sent. */
  readInputs(env: Env, run: ServiceRunConfig): Promise<Inputs>
  run(config: ServiceRunConfig & Inputs, delivery: Delivery): Promise<CommandResult>
}

/** A command that works offline: it is never handed a delivery (nor loads its code). */
export interface OfflineCommand<Inputs> extends CommandInfo {
  online: false
  /** Reads and validates this command's own inputs. */
  readInputs(env: Env, run: RunConfig): Promise<Inputs>
  run(config: RunConfig & Inputs): Promise<CommandResult>
}

export type CommandSpec<Inputs> = OnlineCommand<Inputs> | OfflineCommand<Inputs>

/**
 * A command with its inputs read, ready to run: an online one takes the delivery, an offline one
 * takes nothing. `config` is every input read (the shared part typed; the command's own inside).
 */
export type ReadyCommand =
  | { online: true; config: ServiceRunConfig; run(delivery: Delivery): Promise<CommandResult> }
  | { online: false; config: RunConfig; run(): Promise<CommandResult> }

/**
 * What a result reads of a command's config: where the records went, the checkout they came
 * from, and the fail-on-non-compliant input. Any command's config has the part it uses.
 */
export interface ResultSource {
  workspace: string
  github?: GitHubContext
  org?: string
  flow?: string
  trail?: string
  commit?: string
  baseUrl?: string
  dryRun?: boolean
  repoRoot?: string
  buildUrl?: string
  failOnNonCompliant?: boolean
}

/** Where the repository's files are shown at the recorded commit, when GitHub says. */
function blobUrl(config: ResultSource): string | undefined {
  const gh = config.github
  if (!gh?.serverUrl || !gh.repository || !config.commit) return undefined
  return `${gh.serverUrl}/${gh.repository}/blob/${config.commit}`
}

/** The pull request the run is for, when its head is the commit recorded. */
function pullRequest(config: ResultSource): Destination['pullRequest'] {
  const pr = config.github?.pullRequest
  if (!pr || !config.commit || pr.headSha !== config.commit) return undefined
  const merge = config.github?.sha
  return {
    number: pr.number,
    ...(pr.htmlUrl && { htmlUrl: pr.htmlUrl }),
    ...(merge && merge !== pr.headSha && { mergeSha: merge })
  }
}

/** The merge queue the run is for, when the commit it tested is the commit recorded. */
function mergeGroup(config: ResultSource): Destination['mergeGroup'] {
  const group = config.github?.mergeGroup
  if (!group || group.headSha !== config.commit) return undefined
  return { branch: group.branch, base: group.base }
}

/**
 * The parts of a result a command fills; the rest comes from its spec and config. A command
 * whose spec gives no verdict may still give one on a commit it found (a replay's origin).
 */
export type ResultParts = Partial<Omit<CommandResult, 'command' | 'title'>>

/**
 * A command's result, built once from its spec, its config (where the records went and the
 * checkout they came from) and what it found. Lists not given are empty.
 */
export function commandResult(
  spec: CommandInfo,
  config: ResultSource,
  parts: ResultParts = {}
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
      ...(pullRequest(config) !== undefined && { pullRequest: pullRequest(config) }),
      ...(mergeGroup(config) !== undefined && { mergeGroup: mergeGroup(config) })
    },
    build: {
      workspace: config.workspace,
      repoRoot: config.repoRoot || undefined,
      url: config.buildUrl || undefined
    },
    failOnNonCompliant: config.failOnNonCompliant ?? false,
    writes: [],
    failures: [],
    warnings: [],
    notices: [],
    ...parts
  }
}
