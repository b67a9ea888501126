import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  GitError,
  NOT_FETCHED_HINT,
  NO_ORIGIN_WARNING,
  COMMIT_INFO_REDACTED,
  SHALLOW_HINT,
  readCommitInfo,
  resolveCommit,
  resolveHead
} from '../../src/context/git.js'
import { commit, countingGit, git, newRepo, removeDir, tempDir, type Identity } from './helpers.js'
import { loadCommitContext, resolveRunCommit } from '../../src/context/commit.js'
import { makeConfig } from '../commands/support.js'

const ALICE: Identity = { name: 'Alice Example', email: 'alice@example.com', time: 1_700_000_000 }
const ZOE: Identity = {
  name: `Zoë "Z" O'Brien-Smith (ops) 日本`,
  email: 'zoe+ci@例え.jp',
  time: 1_700_000_123
}
const FIRST_MESSAGE = 'Initial commit'
// Leading and trailing blank lines, an indented line, non-ASCII and an emoji.
const SECOND_MESSAGE = '\n\n  Fix: ünïcödé — 日本語 🚀\n\nBody line 1\n    indented line\n\t\n\n'

describe('readCommitInfo in a repository with two commits', () => {
  let repo: string
  let first: string
  let second: string

  beforeAll(() => {
    repo = newRepo()
    first = commit(repo, FIRST_MESSAGE, ALICE)
    second = commit(repo, SECOND_MESSAGE, ZOE)
    git(repo, ['remote', 'add', 'origin', 'git@github.com:o/r.git'])
  })
  afterAll(() => removeDir(repo))

  it('reports the CLI fields in order, with the commit URL from an scp-style origin', async () => {
    const { info, repoUrl, warnings } = await readCommitInfo(repo, first)
    expect(Object.keys(info)).toEqual(['sha1', 'message', 'author', 'timestamp', 'branch', 'url'])
    expect(info).toEqual({
      sha1: first,
      message: FIRST_MESSAGE,
      author: 'Alice Example <alice@example.com>',
      timestamp: ALICE.time,
      branch: 'main',
      url: `https://github.com/o/r/commit/${first}`
    })
    expect(repoUrl).toBe('https://github.com/o/r')
    expect(warnings).toEqual([])
  })

  it('keeps non-ASCII, multi-line messages and odd author names exactly (message trimmed)', async () => {
    const { info } = await readCommitInfo(repo, second)
    expect(info.message).toBe(SECOND_MESSAGE.trim())
    expect(info.author).toBe(`${ZOE.name} <${ZOE.email}>`)
    // The author time, not the committer time.
    expect(info.timestamp).toBe(ZOE.time)
  })

  it('resolves prefixes and revisions to the full SHA', async () => {
    expect(await resolveCommit(repo, 'HEAD~1')).toBe(first)
    expect(await resolveCommit(repo, second.slice(0, 10))).toBe(second)
    expect(await resolveCommit(repo, 'main')).toBe(second)
    expect(await resolveHead(repo)).toBe(second)
    const { info } = await readCommitInfo(repo, await resolveRunCommit(repo, 'HEAD~1'))
    expect(info.sha1).toBe(first)
    // Only a resolved commit is read: a revision is refused, not resolved a second time.
    await expect(readCommitInfo(repo, 'HEAD~1')).rejects.toThrow('is not a full commit SHA')
  })

  it('redacts the chosen fields only', async () => {
    const { info } = await readCommitInfo(repo, second, { redact: ['author', 'branch'] })
    expect(info.author).toBe(COMMIT_INFO_REDACTED)
    expect(info.branch).toBe(COMMIT_INFO_REDACTED)
    expect(info.message).toBe(SECOND_MESSAGE.trim())
    const all = await readCommitInfo(repo, second, { redact: ['message', 'author', 'branch'] })
    expect([all.info.message, all.info.author, all.info.branch]).toEqual([
      COMMIT_INFO_REDACTED,
      COMMIT_INFO_REDACTED,
      COMMIT_INFO_REDACTED
    ])
  })

  it('refuses unknown revisions and option-like input clearly', async () => {
    const missing = 'f'.repeat(40)
    await expect(readCommitInfo(repo, missing)).rejects.toThrow(
      `commit ${missing} is not in the repository at ${repo} (${NOT_FETCHED_HINT})`
    )
    await expect(resolveCommit(repo, 'no-such-branch')).rejects.toThrow(
      `failed to resolve git reference no-such-branch: not found in the repository at ${repo}`
    )
    await expect(resolveCommit(repo, '--output=x')).rejects.toThrow(GitError)
  })
})

describe('readCommitInfo: branches and remotes', () => {
  let repo: string
  let head: string

  beforeAll(() => {
    repo = newRepo()
    commit(repo, 'one', ALICE)
    head = commit(repo, 'two', ALICE)
  })
  afterAll(() => removeDir(repo))

  it('reports no url and warns when there is no origin', async () => {
    const { info, repoUrl, warnings } = await readCommitInfo(repo, head)
    expect(info).not.toHaveProperty('url')
    expect(repoUrl).toBe('')
    expect(warnings).toEqual([NO_ORIGIN_WARNING])
  })

  it('names a branch with a slash, and gives "" on a detached HEAD', async () => {
    git(repo, ['checkout', '-q', '-b', 'feature/x/y'])
    expect((await readCommitInfo(repo, head)).info.branch).toBe('feature/x/y')
    git(repo, ['checkout', '-q', '--detach', 'HEAD~1'])
    const detached = await readCommitInfo(repo, head)
    expect(detached.info.branch).toBe('')
    expect(detached.info.sha1).toBe(head)
    git(repo, ['checkout', '-q', 'main'])
  })

  // origin URL → repo URL and the commit URL without the SHA.
  const remotes: Array<[string, string, string]> = [
    ['git@github.com:o/r.git', 'https://github.com/o/r', 'https://github.com/o/r/commit/'],
    [
      'https://x-access-token:s3cr3t@github.com/o/r.git',
      'https://github.com/o/r',
      'https://github.com/o/r/commit/'
    ],
    ['https://user@github.com/o/r', 'https://github.com/o/r', 'https://github.com/o/r/commit/'],
    // The CLI removes the FIRST ".git" anywhere, not the suffix.
    [
      'https://github.com/o/my.github.io.git',
      'https://github.com/o/myhub.io.git',
      'https://github.com/o/myhub.io.git/commit/'
    ],
    [
      'git@gitlab.com:group/sub/p.git',
      'https://gitlab.com/group/sub/p',
      'https://gitlab.com/group/sub/p/-/commit/'
    ],
    [
      'https://bob@bitbucket.org/ws/r.git',
      'https://bitbucket.org/ws/r',
      'https://bitbucket.org/ws/r/commits/'
    ],
    [
      'https://ghes.example.com/o/r.git',
      'https://ghes.example.com/o/r',
      'https://ghes.example.com/o/r/commit/'
    ],
    ['ssh://git@github.com/o/r.git', 'ssh://github.com/o/r', 'ssh://github.com/o/r/commit/'],
    // The commit URL is joined and cleaned like Go's url.JoinPath.
    ['https://github.com/o/r/', 'https://github.com/o/r/', 'https://github.com/o/r/commit/']
  ]
  it.each(remotes)('origin %s gives %s', async (remote, expectedRepoUrl, commitUrlPrefix) => {
    git(repo, ['config', 'remote.origin.url', remote])
    const { info, repoUrl, warnings } = await readCommitInfo(repo, head)
    expect(repoUrl).toBe(expectedRepoUrl)
    expect(info.url).toBe(`${commitUrlPrefix}${head}`)
    expect(warnings).toEqual([])
  })

  it('uses the first URL of origin and never leaks credentials in warnings', async () => {
    // Go's url.Parse refuses the first; the second would be an opaque URL holding a secret.
    for (const remote of ['org-1@ssh.dev.azure.com:v3/o/p/r', 'tok3n:s3cr3t@host:o/r']) {
      git(repo, ['config', 'remote.origin.url', remote])
      const { info, repoUrl, warnings } = await readCommitInfo(repo, head)
      expect(repoUrl).toBe('')
      expect(info).not.toHaveProperty('url')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(/^Repo URL will not be reported/)
      expect(warnings[0]).not.toMatch(/s3cr3t|org-1/)
    }
    git(repo, ['config', 'remote.origin.url', 'https://github.com/a/first.git'])
    git(repo, ['config', '--add', 'remote.origin.url', 'https://github.com/b/second.git'])
    expect((await readCommitInfo(repo, head)).repoUrl).toBe('https://github.com/a/first')
    git(repo, ['config', '--unset-all', 'remote.origin.url'])
  })
})

describe('repositories that cannot answer', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeDir))

  it('fails clearly when the folder is not a git repository', async () => {
    const dir = tempDir('plain')
    dirs.push(dir)
    const expected = `failed to open git repository at ${dir}: repository does not exist`
    await expect(resolveHead(dir)).rejects.toThrow(expected)
    await expect(readCommitInfo(dir, 'a'.repeat(40))).rejects.toThrow(expected)
    const missing = path.join(dir, 'nope')
    await expect(resolveHead(missing)).rejects.toThrow(
      `failed to open git repository at ${missing}: no such directory`
    )
  })

  it('starts no git process for a folder that holds no repository', async () => {
    const dir = tempDir('plain')
    dirs.push(dir)
    // Half of a bare repository's look is not one: a HEAD file, an `objects` that is a file.
    writeFileSync(path.join(dir, 'HEAD'), 'ref: refs/heads/main\n')
    writeFileSync(path.join(dir, 'objects'), '')
    const expected = `failed to open git repository at ${dir}: repository does not exist`
    const runs = await countingGit(async () => {
      await expect(readCommitInfo(dir, 'a'.repeat(40))).rejects.toThrow(expected)
      await expect(resolveCommit(dir, 'HEAD~1')).rejects.toThrow(expected)
    })
    expect(runs).toEqual([])
    // The counting git does count: a repository's questions go to it.
    const repo = newRepo()
    dirs.push(repo)
    const sha = commit(repo, 'one', ALICE)
    const asked = await countingGit(async () => {
      expect(await resolveHead(repo)).toBe(sha)
    })
    expect(asked).toHaveLength(1)
  })

  it('still asks git where the repository is a linked worktree or a bare one', async () => {
    const repo = newRepo()
    dirs.push(repo)
    const sha = commit(repo, 'one', ALICE)
    const linked = path.join(tempDir('linked'), 'tree')
    dirs.push(path.dirname(linked))
    git(repo, ['worktree', 'add', '-q', '--detach', linked])
    expect(await resolveHead(linked)).toBe(sha) // its .git is a file
    const bare = tempDir('bare')
    dirs.push(bare)
    git(bare, ['clone', '-q', '--bare', repo, '.'])
    expect(await resolveHead(bare)).toBe(sha)
    await expect(readCommitInfo(bare, 'b'.repeat(40))).rejects.toThrow(
      `commit ${'b'.repeat(40)} is not in the repository at ${bare}`
    )
  })

  it('does not search parent folders, like the CLI', async () => {
    const repo = newRepo()
    dirs.push(repo)
    commit(repo, 'one', ALICE)
    const sub = path.join(repo, 'sub')
    mkdirSync(sub)
    await expect(resolveHead(sub)).rejects.toThrow(
      `failed to open git repository at ${sub}: repository does not exist`
    )
  })

  it('fails clearly on a repository with no commits', async () => {
    const repo = newRepo()
    dirs.push(repo)
    await expect(resolveHead(repo)).rejects.toThrow(/no commits/)
  })

  it('explains a commit missing from a shallow clone', async () => {
    const source = newRepo()
    dirs.push(source)
    const old = commit(source, 'old', ALICE)
    const tip = commit(source, 'tip', ALICE)
    const clone = tempDir('shallow')
    dirs.push(clone)
    git(clone, ['clone', '-q', '--depth', '1', `file://${source}`, '.'])
    expect((await readCommitInfo(clone, tip)).info.sha1).toBe(tip)
    await expect(readCommitInfo(clone, old)).rejects.toThrow(
      `commit ${old} is not in the repository at ${clone} (${SHALLOW_HINT})`
    )
    expect(SHALLOW_HINT).toMatch(
      /pull request.*'fetch-depth: 0' on actions\/checkout.*'commit' input/
    )
    await expect(resolveCommit(clone, 'HEAD~1')).rejects.toThrow(SHALLOW_HINT)
  })
})

describe('first run on a pull request', () => {
  // The pull request's head commit is recorded, but actions/checkout fetches only the merge
  // commit (depth 1) of refs/pull/N/merge: the head is not in the checkout.
  let source: string
  let head: string
  let merge: string
  const checkout = (depth?: number): string => {
    const dir = tempDir('pr-checkout')
    git(dir, ['init', '-q'])
    const deep = depth === undefined ? [] : ['--depth', String(depth)]
    git(dir, ['fetch', '-q', ...deep, `file://${source}`, 'refs/pull/1/merge'])
    git(dir, ['checkout', '-q', '--detach', 'FETCH_HEAD'])
    return dir
  }

  beforeAll(() => {
    source = newRepo()
    commit(source, 'base', ALICE)
    git(source, ['checkout', '-q', '-b', 'feature'])
    head = commit(source, 'the change', ALICE)
    git(source, ['checkout', '-q', 'main'])
    git(source, ['commit', '-q', '--allow-empty', '-m', 'meanwhile on main'], ALICE)
    git(source, ['merge', '-q', '--no-ff', '-m', 'Merge feature into main', 'feature'])
    merge = git(source, ['rev-parse', 'HEAD'])
    git(source, ['update-ref', 'refs/pull/1/merge', merge])
  })
  afterAll(() => removeDir(source))

  it('warns with what to do, and fetch-depth: 0 or a fetched commit makes it work', async () => {
    const shallow = checkout(1)
    const full = checkout()
    try {
      const config = makeConfig({ baseUrl: 'http://127.0.0.1:9/api/v2', commit: head })
      const ctx = await loadCommitContext({ ...config, repoRoot: shallow })
      expect(ctx.gitCommitInfo).toBeUndefined()
      expect(ctx.warnings).toContain(
        `Git commit information will not be reported: commit ${head} is not in the repository at ${shallow} (${SHALLOW_HINT})`
      )
      // What the warning says to do: fetch-depth: 0, or the commit input at a fetched commit.
      const fixed = await loadCommitContext({ ...config, repoRoot: full })
      expect(fixed.gitCommitInfo?.sha1).toBe(head)
      const fetched = await loadCommitContext({ ...config, repoRoot: shallow, commit: merge })
      expect(fetched.gitCommitInfo?.sha1).toBe(merge)
    } finally {
      removeDir(shallow)
      removeDir(full)
    }
  })
})

describe('unusual environments', () => {
  it('explains a missing git binary instead of crashing', async () => {
    const repo = newRepo()
    const emptyBin = tempDir('nobin')
    const savedPath = process.env.PATH
    process.env.PATH = emptyBin
    try {
      await expect(resolveHead(repo)).rejects.toThrow(
        `git is not installed or not on PATH; it is needed to read commit information from ${repo}`
      )
    } finally {
      process.env.PATH = savedPath
      removeDir(repo)
      removeDir(emptyBin)
    }
  })

  it('decodes a message stored in a declared legacy encoding', async () => {
    const repo = newRepo()
    try {
      const messageFile = path.join(repo, '.git', 'LATIN1_MESSAGE')
      writeFileSync(messageFile, Buffer.from('Caf\xe9 na\xefve\n', 'latin1'))
      git(
        repo,
        [
          '-c',
          'i18n.commitEncoding=ISO-8859-1',
          'commit',
          '-q',
          '--allow-empty',
          '-F',
          messageFile
        ],
        ALICE
      )
      const { info } = await readCommitInfo(repo, await resolveHead(repo))
      expect(info.message).toBe('Café naïve')
    } finally {
      removeDir(repo)
    }
  })

  it('ignores GIT_DIR pointing at another repository', async () => {
    const repo = newRepo()
    const other = newRepo()
    const savedGitDir = process.env.GIT_DIR
    try {
      const mine = commit(repo, 'mine', ALICE)
      commit(other, 'other', ALICE)
      process.env.GIT_DIR = path.join(other, '.git')
      expect(await resolveHead(repo)).toBe(mine)
    } finally {
      if (savedGitDir === undefined) delete process.env.GIT_DIR
      else process.env.GIT_DIR = savedGitDir
      removeDir(repo)
      removeDir(other)
    }
  })
})
