/**
 * The GitHub Actions run this action is part of, read from the runner's environment and event
 * payload, and the CLI's GitHub defaults derived from it (docs/compatibility.md §7, §8). Server URLs
 * always come from the environment: GitHub Enterprise Server runs on other hosts.
 */
import { readFileSync } from 'node:fs'
import type { RepoInfo } from '../api/models.js'
import { withoutTrailingSlashes } from '../util/url.js'

interface PullRequestContext {
  number: number
  headSha: string
  headRef: string
  baseRef: string
  htmlUrl?: string
  /** `owner/repo` of the head branch's repository, when the payload says. */
  headRepository?: string
  /** The payload says `head.repo: null`: the fork the pull request came from was deleted. */
  headRepositoryGone?: boolean
}

/**
 * A merge queue's run (`merge_group`): the commit the queue tested and its temporary branch
 * (GitHub's `merge_group` payload; docs/workflow-shapes.md §1).
 */
interface MergeGroupContext {
  /** `merge_group.head_sha`: the commit the queue made and tested, which it merges as it is. */
  headSha: string
  /** `merge_group.head_ref` without `refs/heads/`: `gh-readonly-queue/main/pr-104-<base sha>`. */
  branch: string
  /** `merge_group.base_ref` without `refs/heads/`: the branch it goes into (`main`). */
  base: string
}

export interface GitHubContext {
  eventName: string
  /** GITHUB_SERVER_URL without a trailing slash; '' outside Actions. */
  serverUrl: string
  /** `owner/repo`. */
  repository: string
  repositoryId: string
  runId: string
  /** GITHUB_RUN_ATTEMPT and GITHUB_JOB: which attempt of which job (names the outbox). */
  runAttempt: string
  job: string
  /** GITHUB_ACTION: the step's id, unique among the steps of a job (`__run_2`, `records`). */
  action: string
  /** GITHUB_ACTOR: who started the run (`dependabot[bot]` for Dependabot's pull requests). */
  actor: string
  apiUrl: string
  /** GITHUB_SHA: on pull_request events this is the merge commit, not the PR head. */
  sha: string
  pullRequest?: PullRequestContext
  mergeGroup?: MergeGroupContext
}

/** Events whose payload carries `pull_request` with the head commit. */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment'
])

export const REPO_INFO_WARNING =
  'Repo information will not be reported as ID, Name and URL are required.'

export function readGitHubContext(env: NodeJS.ProcessEnv = process.env): GitHubContext {
  const serverUrl = withoutTrailingSlashes(env.GITHUB_SERVER_URL ?? '')
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  const ctx: GitHubContext = {
    eventName,
    serverUrl,
    repository: env.GITHUB_REPOSITORY ?? '',
    repositoryId: env.GITHUB_REPOSITORY_ID ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    job: env.GITHUB_JOB ?? '',
    action: env.GITHUB_ACTION ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    apiUrl: withoutTrailingSlashes(env.GITHUB_API_URL ?? '') || apiUrlFor(serverUrl),
    sha: env.GITHUB_SHA ?? ''
  }
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pullRequest = pullRequestFrom(readEventPayload(env.GITHUB_EVENT_PATH))
    if (pullRequest) ctx.pullRequest = pullRequest
  }
  if (eventName === 'merge_group') {
    const mergeGroup = mergeGroupFrom(readEventPayload(env.GITHUB_EVENT_PATH))
    if (mergeGroup) ctx.mergeGroup = mergeGroup
  }
  return ctx
}

/**
 * This run of this job as outboxes, receipts and check-run marks name it; outside Actions the
 * run is `local`, the job `job`, the attempt `1`.
 */
export function thisRun(ctx: GitHubContext): {
  repository: string
  run: string
  job: string
  attempt: string
} {
  return {
    repository: ctx.repository,
    run: ctx.runId || 'local',
    job: ctx.job || 'job',
    attempt: ctx.runAttempt || '1'
  }
}

/** Where relative paths are resolved: GITHUB_WORKSPACE, else the current directory. */
export function workspaceDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GITHUB_WORKSPACE || process.cwd()
}

/**
 * The commit to record by default: the PR head on pull_request* events, the commit the queue
 * tested on merge_group, else GITHUB_SHA.
 */
export function defaultCommit(ctx: GitHubContext): string | undefined {
  if (ctx.pullRequest?.headSha && PULL_REQUEST_EVENTS.has(ctx.eventName)) {
    return ctx.pullRequest.headSha
  }
  if (ctx.mergeGroup && ctx.eventName === 'merge_group') return ctx.mergeGroup.headSha
  return ctx.sha || undefined
}

/**
 * The pull request events where an empty token is a preview: `pull_request` from a fork runs
 * without the repository's secrets; `pull_request_target` has them, and a workflow that keeps
 * them from a fork's code passes an empty token (README, "Fork and Dependabot pull requests").
 */
const PREVIEW_EVENTS = new Set(['pull_request', 'pull_request_target'])

/**
 * Why a run without a token is a preview rather than an error, or undefined: a pull request
 * from a fork, or from Dependabot, whose runs get the Dependabot secrets, not the Actions ones.
 */
export function previewReason(ctx: GitHubContext): string | undefined {
  if (!PREVIEW_EVENTS.has(ctx.eventName)) return undefined
  const pr = ctx.pullRequest
  const who = pr?.number ? `pull request #${pr.number}` : 'this pull request'
  if (ctx.actor === 'dependabot[bot]') {
    return (
      `${who} is Dependabot's, whose runs get the Dependabot secrets instead of the Actions ` +
      'secrets, and no api-token came with them'
    )
  }
  const fork = forkOf(ctx)
  if (fork === undefined) return undefined
  const why =
    ctx.eventName === 'pull_request_target'
      ? 'this workflow passes it no api-token'
      : "GitHub runs a fork's pull request without the repository's secrets"
  return `${who} comes from ${fork}, and ${why}`
}

/** The fork a pull request comes from, in words; undefined when it is this repository's. */
function forkOf(ctx: GitHubContext): string | undefined {
  const pr = ctx.pullRequest
  // A deleted fork's pull request still gets events and re-runs.
  if (pr?.headRepositoryGone) return 'a fork that has since been deleted'
  if (pr?.headRepository && ctx.repository && pr.headRepository !== ctx.repository) {
    return `the fork ${pr.headRepository}`
  }
  return undefined
}

export function defaultBuildUrl(ctx: GitHubContext): string | undefined {
  if (!ctx.serverUrl || !ctx.repository || !ctx.runId) return undefined
  return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}`
}

export function defaultCommitUrl(ctx: GitHubContext, sha: string): string | undefined {
  if (!ctx.serverUrl || !ctx.repository || !sha) return undefined
  return `${ctx.serverUrl}/${ctx.repository}/commit/${sha}`
}

/** The CLI's GitHub `repo_info` (keys in its order), or its warning when a part is missing. */
export function repoInfoFromContext(ctx: GitHubContext): {
  repoInfo?: RepoInfo & { provider: 'github' }
  warning?: string
} {
  if (!ctx.serverUrl || !ctx.repository || !ctx.repositoryId) return { warning: REPO_INFO_WARNING }
  return {
    repoInfo: {
      url: `${ctx.serverUrl}/${ctx.repository}`,
      name: ctx.repository,
      id: ctx.repositoryId,
      provider: 'github'
    }
  }
}

/** As @actions/github: api.github.com for github.com, `<server>/api/v3` for GHES. */
function apiUrlFor(serverUrl: string): string {
  if (!serverUrl) return ''
  return /^https?:\/\/github\.com$/i.test(serverUrl)
    ? 'https://api.github.com'
    : `${serverUrl}/api/v3`
}

/** The event payload, or undefined when the file is missing, unreadable or not JSON. */
function readEventPayload(eventPath: string | undefined): unknown {
  if (!eventPath) return undefined
  try {
    return JSON.parse(readFileSync(eventPath, 'utf8'))
  } catch {
    return undefined
  }
}

function pullRequestFrom(payload: unknown): PullRequestContext | undefined {
  const pr = field(payload, 'pull_request')
  const head = field(pr, 'head')
  const base = field(pr, 'base')
  const headSha = field(head, 'sha')
  if (typeof headSha !== 'string' || !headSha) return undefined
  const number = field(pr, 'number')
  const htmlUrl = field(pr, 'html_url')
  const result: PullRequestContext = {
    number: typeof number === 'number' ? number : 0,
    headSha,
    headRef: stringOr(field(head, 'ref')),
    baseRef: stringOr(field(base, 'ref')),
    headRepository: stringOr(field(field(head, 'repo'), 'full_name')) || undefined,
    ...(isRecord(head) && head.repo === null && { headRepositoryGone: true })
  }
  if (typeof htmlUrl === 'string' && htmlUrl) result.htmlUrl = htmlUrl
  return result
}

/** The merge group of a `merge_group` payload, when it names the commit to test. */
function mergeGroupFrom(payload: unknown): MergeGroupContext | undefined {
  const group = field(payload, 'merge_group')
  const headSha = field(group, 'head_sha')
  if (typeof headSha !== 'string' || !headSha) return undefined
  const branchOf = (ref: unknown): string => stringOr(ref).replace(/^refs\/heads\//, '')
  return {
    headSha,
    branch: branchOf(field(group, 'head_ref')),
    base: branchOf(field(group, 'base_ref'))
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function stringOr(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
