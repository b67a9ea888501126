/**
 * The commit inputs (src/inputs/commit-inputs.ts) on a real git repository in a temp folder: which
 * commit is recorded (the input, else the run's, else HEAD), the trail and the URLs it implies,
 * and each refusal naming the input and the value, before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readGitHubContext, type GitHubContext } from '../../src/context/github.js'
import { readCommitInputs, type CommitRequirements } from '../../src/inputs/commit-inputs.js'
import { commit, git, newRepo, removeDir, tempDir } from '../context/helpers.js'
import { expectRefused, inputs } from './refusal.js'

const WHO = { name: 'Dev', email: 'dev@example.com', time: 1_700_000_000 }
const RUN_SHA = 'a'.repeat(40)
const actions = readGitHubContext({
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_RUN_ID: '77',
  GITHUB_SHA: RUN_SHA
})
const local = readGitHubContext({})

let repo = ''
let first = ''
let head = ''
let notGit = ''

beforeAll(() => {
  repo = newRepo()
  first = commit(repo, 'first', WHO)
  head = commit(repo, 'second', WHO)
  git(repo, ['tag', 'v1', first])
  notGit = tempDir('not-git')
  mkdirSync(path.join(notGit, 'sub'))
  writeFileSync(path.join(notGit, 'file.txt'), 'x')
})
afterAll(() => {
  removeDir(repo)
  removeDir(notGit)
})

const read = (
  values: Record<string, string>,
  github: GitHubContext = local,
  needs: Partial<CommitRequirements> = {},
  workspace = repo
) => readCommitInputs(inputs(values), workspace, github, { command: 'report', ...needs })

describe('which commit', () => {
  it('outside Actions: HEAD of the work tree, the trail named after it, no URLs', async () => {
    expect(await read({})).toEqual({
      repoRoot: repo,
      commit: head,
      trail: head,
      buildUrl: '',
      commitUrl: '',
      redact: []
    })
  })

  it('in a run: the run’s commit, and the run’s and the commit’s pages', async () => {
    expect(await read({}, actions)).toMatchObject({
      commit: RUN_SHA,
      trail: RUN_SHA,
      buildUrl: 'https://github.com/acme/shop/actions/runs/77',
      commitUrl: `https://github.com/acme/shop/commit/${RUN_SHA}`
    })
  })

  it('the commit input over both, resolved by git to a full SHA; a trail of its own', async () => {
    const given = await read({ commit: 'v1', trail: 'release-1.2', 'repo-root': '.' }, actions)
    expect(given).toMatchObject({ commit: first, trail: 'release-1.2' })
    expect(given.commitUrl).toBe(`https://github.com/acme/shop/commit/${first}`)
  })

  it('redact-commit-info: fields split on commas and blanks', async () => {
    const { redact } = await read({ 'redact-commit-info': 'author, message branch' })
    expect(redact).toEqual(['author', 'message', 'branch'])
  })

  it('no commit and no repository: empty, unless the command needs one', async () => {
    expect(await read({}, local, {}, notGit)).toMatchObject({ commit: '', trail: '' })
    expect(await read({ trail: 'nightly' }, local, { commit: true }, notGit)).toMatchObject({
      commit: '',
      trail: 'nightly'
    })
  })
})

describe('refusals, each naming the input and the value', () => {
  it('repo-root that is not a folder', async () => {
    for (const root of ['missing', 'file.txt']) {
      await expectRefused(
        () => read({ 'repo-root': root }, local, {}, notGit),
        'repo-root',
        root,
        /is not an existing directory/
      )
    }
  })

  it('a commit git cannot resolve, saying in which repository', async () => {
    const err = await expectRefused(
      () => read({ commit: 'no-such-branch' }),
      'commit',
      'no-such-branch',
      /is not a commit of /
    )
    expect(err.message).toContain(repo)
  })

  it('a missing commit or trail where the command needs one', async () => {
    await expectRefused(
      () => read({}, local, { commit: true }, notGit),
      'commit',
      '',
      /required for report \(or give trail, or run in a git checkout/
    )
    await expectRefused(
      () => read({}, local, { trail: true }, notGit),
      'trail',
      '',
      /required for report \(or give commit/
    )
  })

  it('a trail name the service would refuse', async () => {
    for (const trail of ['my trail', '-x', 'a/b']) {
      await expectRefused(() => read({ trail }), 'trail', trail, /must match/)
    }
  })

  it('URLs that are not http(s), and missing ones where artifacts are reported', async () => {
    for (const input of ['build-url', 'commit-url']) {
      await expectRefused(
        () => read({ [input]: 'ftp://ci/1' }),
        input,
        'ftp://ci/1',
        /http\(s\) URL/
      )
    }
    await expectRefused(
      () => read({}, local, { urls: true }),
      'build-url',
      '',
      /required for reporting artifacts outside GitHub Actions/
    )
    await expectRefused(
      () => read({ 'build-url': 'https://ci.example.com/1' }, local, { urls: true }),
      'commit-url',
      '',
      /required for reporting artifacts outside GitHub Actions/
    )
  })

  it('a field redact-commit-info does not know, naming that field', async () => {
    await expectRefused(
      () => read({ 'redact-commit-info': 'author,email' }),
      'redact-commit-info',
      'email',
      /must be one of author, message, branch/
    )
  })
})
