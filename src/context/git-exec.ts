/**
 * Runs the `git` binary against one repository, quietly: no prompts, C locale, no output of its
 * own. The command line is never printed or put in an error (it can hold a user's revision).
 */
import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'

/** A git failure explained for the user (missing repository, commit, or git itself). */
export class GitError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GitError'
  }
}

interface GitResult {
  /** The exit status; non-zero results are returned, not thrown. */
  code: number
  stdout: Buffer
  /** First meaningful line of stderr, without git's `fatal: ` / `error: ` prefix. */
  reason: string
}

const TIMEOUT_MS = 60_000
const MAX_BUFFER = 64 * 1024 * 1024

/** Variables that would point git at another repository than the one asked for. */
const REPOSITORY_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_NAMESPACE',
  'GIT_CEILING_DIRECTORIES'
]

/**
 * Runs `git -C <repoRoot> <args>`. Like the CLI (go-git PlainOpen), the repository must be at
 * repoRoot itself: parent folders are not searched, replace refs are ignored, and ownership
 * (safe.directory) does not matter. core.fsmonitor is off so no hook program can run.
 */
export function runGit(repoRoot: string, args: string[]): Promise<GitResult> {
  const root = path.resolve(repoRoot)
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of REPOSITORY_VARIABLES) delete env[name]
  Object.assign(env, {
    LC_ALL: 'C',
    LANGUAGE: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_CEILING_DIRECTORIES: path.dirname(root)
  })
  const gitArgs = ['-c', 'safe.directory=*', '-c', 'core.fsmonitor=false', '-C', root, ...args]
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      gitArgs,
      { env, encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer: MAX_BUFFER, windowsHide: true },
      (err, stdout, stderr) => {
        const code = err ? (err as NodeJS.ErrnoException).code : 0
        if (err && typeof code !== 'number') {
          reject(spawnError(err as NodeJS.ErrnoException & { killed?: boolean }, repoRoot))
          return
        }
        resolve({ code: code as number, stdout, reason: firstReason(stderr.toString('utf8')) })
      }
    )
  })
}

/**
 * Whether runGit(repoRoot, …) can find a repository: a `.git` folder or file (a worktree's) at
 * repoRoot, or repoRoot itself bare (`HEAD` and `objects`). It looks nowhere else, as runGit
 * does. Without one, git is not started at all: a process forked from a big heap costs the
 * step several milliseconds each (docs/performance.md §5), and a job without a checkout (one
 * that attests the reports it downloaded) would start five for nothing.
 */
export function hasRepositoryAt(repoRoot: string): boolean {
  const at = (name: string) => statSync(path.join(repoRoot, name), { throwIfNoEntry: false })
  try {
    if (at('.git') !== undefined) return true
    return at('HEAD')?.isFile() === true && at('objects')?.isDirectory() === true
  } catch {
    return true // cannot tell (not a folder, no permission): git answers, as before
  }
}

function spawnError(err: NodeJS.ErrnoException & { killed?: boolean }, repoRoot: string): GitError {
  if (err.code === 'ENOENT') {
    return new GitError(
      `git is not installed or not on PATH; it is needed to read commit information from ${repoRoot}`
    )
  }
  if (err.killed)
    return new GitError(`git did not answer within ${TIMEOUT_MS / 1000}s in ${repoRoot}`)
  return new GitError(`git could not be run in ${repoRoot}: ${err.code ?? err.message}`)
}

function firstReason(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim())
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l) ?? ''
  return line.replace(/^(fatal|error):\s*/, '')
}
