/** Real git repositories in temp folders, with fixed identities and dates for determinism. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface Identity {
  name: string
  email: string
  /** Unix seconds. */
  time: number
}

const COMMITTER: Identity = { name: 'Build Bot', email: 'bot@ci.example', time: 1_800_000_000 }

/** Runs git for test setup, isolated from the machine's global and system config. */
export function git(cwd: string, args: string[], author?: Identity): string {
  const who = author ?? COMMITTER
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_AUTHOR_DATE: `@${who.time} +0200`,
      GIT_COMMITTER_NAME: COMMITTER.name,
      GIT_COMMITTER_EMAIL: COMMITTER.email,
      GIT_COMMITTER_DATE: `@${COMMITTER.time} +0000`
    },
    stdio: ['ignore', 'pipe', 'pipe']
  }).trim()
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `records-action-${prefix}-`))
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

/** `git init -b main` in a new temp folder. */
export function newRepo(): string {
  const dir = tempDir('repo')
  git(dir, ['init', '-q', '-b', 'main'])
  return dir
}

/** Commits a file change with the exact message given (no cleanup); returns the full SHA. */
export function commit(repo: string, message: string, author: Identity): string {
  const file = path.join(repo, 'file.txt')
  writeFileSync(file, `${message}\n${author.time}\n`, { flag: 'a' })
  git(repo, ['add', 'file.txt'])
  const messageFile = path.join(repo, '.git', 'TEST_MESSAGE')
  writeFileSync(messageFile, message)
  git(
    repo,
    ['commit', '-q', '--cleanup=verbatim', '--allow-empty-message', '-F', messageFile],
    author
  )
  return git(repo, ['rev-parse', 'HEAD'])
}

/**
 * Runs `body` with a `git` first on PATH that logs each of its runs (its arguments, a line each)
 * before running the real git; returns those lines. For the tests that no git is started.
 */
export async function countingGit(body: () => Promise<void>): Promise<string[]> {
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  const dir = tempDir('counting-git')
  const log = path.join(dir, 'runs.log')
  writeFileSync(log, '')
  writeFileSync(path.join(dir, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`, {
    mode: 0o755
  })
  const before = process.env.PATH
  process.env.PATH = `${dir}${path.delimiter}${before ?? ''}`
  try {
    await body()
    return readFileSync(log, 'utf8').split('\n').filter(Boolean)
  } finally {
    process.env.PATH = before
    removeDir(dir)
  }
}
