/**
 * The commit a run records against, resolved once, and what the service is told about it:
 * git_commit_info and repo_url from the local repository, repo_info from the runner. A missing
 * or shallow repository is a warning here, never a crash: the records are still sent without
 * that part.
 */
import type { GitCommit, RepoInfo } from '../api/models.js'
import { PATTERNS } from '../api/rules.js'
import { readCommitInfo, resolveCommit, resolveHead, type RedactField } from './git.js'
import { repoInfoFromContext, type GitHubContext } from './github.js'
import { errorMessage } from '../errors.js'

/**
 * The full SHA of the commit to record, resolved once: `revision` (a SHA, or anything git
 * resolves), else HEAD of repoRoot; '' when there is none. A full SHA is taken as it is: whether
 * this checkout has it shows when its information is read (loadCommitContext). Throws GitError
 * when a revision does not resolve.
 */
export async function resolveRunCommit(repoRoot: string, revision: string): Promise<string> {
  if (PATTERNS.gitCommit.test(revision)) return revision
  if (revision) return resolveCommit(repoRoot, revision)
  return resolveHead(repoRoot).catch(() => '')
}

/** The commit a run records against, as the inputs give it (inputs/commit-inputs.ts reads them). */
export interface RunCommit {
  /** The git work tree. */
  repoRoot: string
  /** 40-hex commit the action records against ('' if none could be found). */
  commit: string
  /** The commit fields not to send (`redact-commit-info`). */
  redact: RedactField[]
}

export interface CommitContext {
  gitCommitInfo?: GitCommit
  /** From the origin remote; '' when there is none (the CLI still sends it). */
  repoUrl: string
  repoInfo?: RepoInfo
  warnings: string[]
}

/** What the service is told about the resolved commit (config.commit) and the repository. */
export async function loadCommitContext(
  config: RunCommit & { github: GitHubContext }
): Promise<CommitContext> {
  const warnings: string[] = []
  const { repoInfo, warning } = repoInfoFromContext(config.github)
  if (warning) warnings.push(warning)
  if (!config.commit) {
    warnings.push('No commit was found: git commit information will not be reported.')
    return { repoUrl: '', repoInfo, warnings }
  }
  try {
    const git = await readCommitInfo(config.repoRoot, config.commit, { redact: config.redact })
    warnings.push(...git.warnings)
    return { gitCommitInfo: git.info, repoUrl: git.repoUrl, repoInfo, warnings }
  } catch (err) {
    warnings.push(`Git commit information will not be reported: ${errorMessage(err)}`)
    return { repoUrl: '', repoInfo, warnings }
  }
}
