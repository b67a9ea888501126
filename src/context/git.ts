/**
 * Local git information, as the CLI reports it (docs/compatibility.md §6): the commit's
 * `git_commit_info` and the repository URL from `origin`. Read with the `git` binary.
 */
import { errorMessage } from '../errors.js'
import { stat } from 'node:fs/promises'
import type { GitCommit } from '../api/models.js'
import { PATTERNS } from '../api/rules.js'
import { parseCommitObject, trimSpaceLikeGo } from './commit-object.js'
import { GitError, hasRepositoryAt, runGit } from './git-exec.js'
import { commitUrlFor, repoUrlFromRemote } from './repo-url.js'

export { GitError } from './git-exec.js'

/** The fields `redact-commit-info` may name, as the CLI's `--redact-commit-info` takes them. */
export const REDACT_FIELDS = ['author', 'message', 'branch'] as const
export type RedactField = (typeof REDACT_FIELDS)[number]

/** What `redact-commit-info` puts in place of a field, as the CLI does (not a secret's `***`). */
export const COMMIT_INFO_REDACTED = '**REDACTED**'
export const NO_ORIGIN_WARNING = 'Repo URL will not be reported as there is no remote named origin'

/**
 * What to do when the commit is missing. The first run on a pull request meets it: the commit
 * recorded is the pull request's head, but actions/checkout fetches only the merge commit.
 */
export const SHALLOW_HINT =
  'this checkout is shallow: actions/checkout fetches one commit unless told otherwise, and on ' +
  "a pull request that is the merge commit, not the pull request's head commit recorded here. " +
  "Set 'fetch-depth: 0' on actions/checkout, or set the 'commit' input to a commit that was fetched"
export const NOT_FETCHED_HINT =
  "was it fetched? Set 'fetch-depth: 0' on actions/checkout, or set the 'commit' input to a " +
  'commit of this repository'

interface CommitInfoResult {
  /** `{sha1, message, author, timestamp, branch, url?}` in the CLI's key order. */
  info: GitCommit
  /** From `origin` with the CLI's rules; '' when there is none. */
  repoUrl: string
  warnings: string[]
}

/** Full SHA of HEAD in the repository at repoRoot. */
export async function resolveHead(repoRoot: string): Promise<string> {
  await requireRepositoryFolder(repoRoot)
  const head = await runGit(repoRoot, ['rev-parse', '--verify', 'HEAD^{commit}'])
  if (head.code !== 0) {
    await requireRepository(repoRoot)
    throw new GitError(
      `failed to resolve HEAD in the git repository at ${repoRoot}: it has no commits`
    )
  }
  return head.stdout.toString('utf8').trim()
}

/** Full 40-hex SHA of a commit given as a SHA, a SHA prefix or a revision (`HEAD~1`, a branch). */
export async function resolveCommit(repoRoot: string, rev: string): Promise<string> {
  // A leading '-' would be read as an option; spaces and control characters are refused too.
  // eslint-disable-next-line no-control-regex
  if (!rev || rev.startsWith('-') || /[\x00-\x20\x7f]/.test(rev)) {
    throw new GitError(
      `failed to resolve git reference ${JSON.stringify(rev)}: not a valid revision`
    )
  }
  await requireRepositoryFolder(repoRoot)
  const resolved = await runGit(repoRoot, ['rev-parse', '--verify', `${rev}^{commit}`])
  if (resolved.code === 0) return resolved.stdout.toString('utf8').trim()
  await requireRepository(repoRoot)
  throw await unresolvedError(repoRoot, rev, resolved.reason)
}

/**
 * The git_commit_info of a resolved commit (a full SHA: resolveRunCommit) and the repository
 * URL, as the CLI builds them. A commit this checkout lacks fails with what to do about it.
 */
export async function readCommitInfo(
  repoRoot: string,
  sha1: string,
  opts: { redact?: readonly RedactField[] } = {}
): Promise<CommitInfoResult> {
  if (!PATTERNS.gitCommit.test(sha1)) {
    throw new GitError(`${JSON.stringify(sha1)} is not a full commit SHA (resolve it first)`)
  }
  await requireRepositoryFolder(repoRoot)
  const [object, head, origin] = await Promise.all([
    runGit(repoRoot, ['cat-file', 'commit', sha1]),
    runGit(repoRoot, ['symbolic-ref', '-q', 'HEAD']),
    runGit(repoRoot, ['config', '--get-all', 'remote.origin.url'])
  ])
  if (object.code !== 0) {
    await requireRepository(repoRoot)
    throw await unresolvedError(repoRoot, sha1, object.reason)
  }
  const commit = parseCommitObject(object.stdout)
  const warnings: string[] = []
  const repoUrl = originRepoUrl(origin.code === 0 ? origin.stdout.toString('utf8') : '', warnings)
  const redact = new Set(opts.redact ?? [])
  const info: GitCommit = {
    sha1,
    message: redact.has('message') ? COMMIT_INFO_REDACTED : trimSpaceLikeGo(commit.message),
    author: redact.has('author')
      ? COMMIT_INFO_REDACTED
      : `${commit.authorName} <${commit.authorEmail}>`,
    timestamp: commit.authorTime,
    branch: redact.has('branch')
      ? COMMIT_INFO_REDACTED
      : branchOf(head.code === 0 ? head.stdout : undefined)
  }
  const url = repoUrl ? commitUrlFor(repoUrl, sha1) : undefined
  if (url) info.url = url
  return { info, repoUrl, warnings }
}

/** Fails with the CLI's message, without starting git, unless repoRoot can hold a repository. */
async function requireRepositoryFolder(repoRoot: string): Promise<void> {
  const isDir = await stat(repoRoot).then(
    (s) => s.isDirectory(),
    () => false
  )
  if (!isDir) {
    throw new GitError(`failed to open git repository at ${repoRoot}: no such directory`)
  }
  if (!hasRepositoryAt(repoRoot)) throw notARepository(repoRoot)
}

function notARepository(repoRoot: string): GitError {
  return new GitError(`failed to open git repository at ${repoRoot}: repository does not exist`)
}

/**
 * Fails with the CLI's message unless repoRoot itself holds a git repository. Only called once
 * something failed, to keep the usual path to one git process per question.
 */
async function requireRepository(repoRoot: string): Promise<void> {
  const probe = await runGit(repoRoot, ['rev-parse', '--git-dir'])
  if (probe.code !== 0) {
    if (/not a git repository/i.test(probe.reason)) throw notARepository(repoRoot)
    const reason = probe.reason || `git exited with status ${probe.code}`
    throw new GitError(`failed to open git repository at ${repoRoot}: ${reason}`)
  }
}

/** Why a revision did not resolve, with the shallow-clone hint where it is the likely cause. */
async function unresolvedError(repoRoot: string, rev: string, reason: string): Promise<GitError> {
  if (/ambiguous/i.test(reason)) {
    return new GitError(
      `commit ${rev} is ambiguous in the repository at ${repoRoot}: give more characters of the SHA`
    )
  }
  const exists = await runGit(repoRoot, ['cat-file', '-e', rev])
  if (exists.code === 0) {
    return new GitError(`failed to resolve git reference ${rev}: it is not a commit in ${repoRoot}`)
  }
  const shallow = await runGit(repoRoot, ['rev-parse', '--is-shallow-repository'])
  const isShallow = shallow.stdout.toString('utf8').trim() === 'true'
  if (/^[0-9a-fA-F]{4,64}$/.test(rev)) {
    const why = isShallow ? SHALLOW_HINT : NOT_FETCHED_HINT
    return new GitError(`commit ${rev} is not in the repository at ${repoRoot} (${why})`)
  }
  const hint = isShallow ? ` (${SHALLOW_HINT})` : ''
  return new GitError(
    `failed to resolve git reference ${rev}: not found in the repository at ${repoRoot}${hint}`
  )
}

/** Short branch name from `git symbolic-ref HEAD`; '' when HEAD is detached. */
function branchOf(symbolicRef: Buffer | undefined): string {
  const ref = symbolicRef?.toString('utf8').trim() ?? ''
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ''
}

/** The CLI's repository URL from origin's first URL; '' with a warning when there is none. */
function originRepoUrl(originUrls: string, warnings: string[]): string {
  const first = originUrls.split('\n')[0]
  if (!first) {
    warnings.push(NO_ORIGIN_WARNING)
    return ''
  }
  try {
    return repoUrlFromRemote(first)
  } catch (err) {
    // The remote URL itself is left out: it may hold credentials.
    const reason = errorMessage(err)
    warnings.push(
      `Repo URL will not be reported as the URL of remote origin cannot be parsed: ${reason}`
    )
    return ''
  }
}
