/**
 * What the service is told about the commit and repository: git_commit_info and repo_url from
 * the local repository, repo_info from the runner. A missing or shallow repository is a
 * warning here, never a crash: the records are still sent without that part.
 */
import type { GitCommit, RepoInfo } from '../api/models.js'
import type { CommitInputs } from '../inputs/commit.js'
import { readCommitInfo } from './git.js'
import { repoInfoFromContext, type GitHubContext } from './github.js'
import { errorMessage } from '../errors.js'

export interface CommitContext {
  gitCommitInfo?: GitCommit
  /** From the origin remote; '' when there is none (the CLI still sends it). */
  repoUrl: string
  repoInfo?: RepoInfo
  warnings: string[]
}

export async function loadCommitContext(
  config: Pick<CommitInputs, 'commit' | 'repoRoot' | 'redact'> & { github: GitHubContext }
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
