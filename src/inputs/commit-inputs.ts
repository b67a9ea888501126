/**
 * The commit a command records against and what is said about it: the git work tree, the
 * commit (explicit, else the PR head or GITHUB_SHA, else the local HEAD), the trail (default:
 * the commit), the build and commit URLs, and which commit fields to redact.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError, errorMessage } from '../errors.js'
import { resolveRunCommit, type RunCommit } from '../context/commit.js'
import { REDACT_FIELDS, type RedactField } from '../context/git.js'
import { defaultBuildUrl, defaultCommit, defaultCommitUrl } from '../context/github.js'
import type { GitHubContext } from '../context/github.js'
import { missing, read, requireMatch, requireUrl, type Env } from './read.js'

export interface CommitInputs extends RunCommit {
  /** The trail name; '' only when neither a trail nor a commit is known. */
  trail: string
  buildUrl: string
  commitUrl: string
}

/** What the command (named in errors) needs of the commit inputs. */
export interface CommitRequirements {
  command: string
  /** Refuse when no commit (nor trail) can be found. */
  commit?: boolean
  /** Refuse when no trail can be named. */
  trail?: boolean
  /** Refuse when the build or commit URL is not known (an artifact's report carries both). */
  urls?: boolean
}

async function readRepoRoot(env: Env, workspace: string): Promise<string> {
  const raw = read(env, 'repo-root')
  const repoRoot = path.resolve(workspace, raw || '.')
  if (raw && !(await stat(repoRoot).catch(() => undefined))?.isDirectory()) {
    throw new InputError('repo-root', raw, 'is not an existing directory')
  }
  return repoRoot
}

/**
 * The commit: the `commit` input (a SHA or anything git resolves), else the run's (the pull
 * request's head, else GITHUB_SHA), else HEAD — resolved once, in context/, to a full SHA.
 */
async function readCommit(env: Env, repoRoot: string, github: GitHubContext): Promise<string> {
  const commit = read(env, 'commit') || defaultCommit(github) || ''
  return resolveRunCommit(repoRoot, commit).catch((err: unknown) => {
    throw new InputError('commit', commit, `is not a commit of ${repoRoot} (${errorMessage(err)})`)
  })
}

function readRedact(env: Env): RedactField[] {
  const fields = read(env, 'redact-commit-info')
    .split(/[\s,]+/)
    .filter((s) => s !== '')
  for (const f of fields) {
    if (!(REDACT_FIELDS as readonly string[]).includes(f)) {
      throw new InputError('redact-commit-info', f, `must be one of ${REDACT_FIELDS.join(', ')}`)
    }
  }
  return fields as RedactField[]
}

export async function readCommitInputs(
  env: Env,
  workspace: string,
  github: GitHubContext,
  needs: CommitRequirements
): Promise<CommitInputs> {
  const repoRoot = await readRepoRoot(env, workspace)
  const commit = await readCommit(env, repoRoot, github)
  const explicitTrail = read(env, 'trail')
  if (!commit && needs.commit && !explicitTrail) {
    throw missing('commit', { for: needs.command, orGive: 'trail, or run in a git checkout' })
  }
  const trail = explicitTrail || commit
  if (trail) requireMatch('trail', trail, 'trailName')
  else if (needs.trail) throw missing('trail', { for: needs.command, orGive: 'commit' })

  const buildUrl = read(env, 'build-url') || defaultBuildUrl(github) || ''
  const commitUrl =
    read(env, 'commit-url') || (commit ? defaultCommitUrl(github, commit) : '') || ''
  for (const [input, url] of [
    ['build-url', buildUrl],
    ['commit-url', commitUrl]
  ]) {
    if (url) requireUrl(input, url)
    else if (needs.urls) throw missing(input, { for: 'reporting artifacts outside GitHub Actions' })
  }
  return { repoRoot, commit, trail, buildUrl, commitUrl, redact: readRedact(env) }
}
