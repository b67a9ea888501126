import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  REPO_INFO_WARNING,
  defaultBuildUrl,
  defaultCommit,
  defaultCommitUrl,
  readGitHubContext,
  repoInfoFromContext
} from '../../src/context/github.js'
import { removeDir, tempDir } from './helpers.js'

const MERGE_SHA = '1111111111111111111111111111111111111111'
const HEAD_SHA = '2222222222222222222222222222222222222222'

function runnerEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_REPOSITORY_ID: '123456789',
    GITHUB_RUN_ID: '987654321',
    GITHUB_WORKSPACE: '/home/runner/work/app/app',
    GITHUB_SHA: MERGE_SHA,
    GITHUB_EVENT_NAME: 'push'
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

describe('readGitHubContext', () => {
  let dir: string
  let prEvent: string
  beforeAll(() => {
    dir = tempDir('event')
    prEvent = path.join(dir, 'pull_request.json')
    writeFileSync(
      prEvent,
      JSON.stringify({
        action: 'synchronize',
        number: 42,
        pull_request: {
          number: 42,
          html_url: 'https://github.com/octo/app/pull/42',
          head: { sha: HEAD_SHA, ref: 'feature/x' },
          base: { sha: MERGE_SHA.replace(/1/g, '3'), ref: 'main' }
        }
      })
    )
  })
  afterAll(() => removeDir(dir))

  it.each([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
  ])('takes the PR head commit on %s events, not the merge commit', (eventName) => {
    const ctx = readGitHubContext(
      runnerEnv({ GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: prEvent })
    )
    expect(ctx.pullRequest).toEqual({
      number: 42,
      headSha: HEAD_SHA,
      headRef: 'feature/x',
      baseRef: 'main',
      htmlUrl: 'https://github.com/octo/app/pull/42'
    })
    expect(ctx.sha).toBe(MERGE_SHA)
    expect(defaultCommit(ctx)).toBe(HEAD_SHA)
  })

  it('takes GITHUB_SHA on push events, even with a PR-shaped payload', () => {
    const ctx = readGitHubContext(runnerEnv({ GITHUB_EVENT_PATH: prEvent }))
    expect(ctx.pullRequest).toBeUndefined()
    expect(defaultCommit(ctx)).toBe(MERGE_SHA)
  })

  it('does not crash on a missing, empty or invalid event file', () => {
    const broken = path.join(dir, 'broken.json')
    writeFileSync(broken, '{"pull_request": {"head": ')
    const notObject = path.join(dir, 'null.json')
    writeFileSync(notObject, 'null')
    for (const eventPath of [path.join(dir, 'missing.json'), broken, notObject, dir, '']) {
      const ctx = readGitHubContext(
        runnerEnv({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath })
      )
      expect(ctx.pullRequest).toBeUndefined()
      expect(defaultCommit(ctx)).toBe(MERGE_SHA)
    }
  })

  it("takes the commit a merge queue tested on merge_group, from GitHub's payload", () => {
    const fixture = path.resolve('__tests__/fixtures/events/merge_group.checks_requested.json')
    const ctx = readGitHubContext(
      runnerEnv({ GITHUB_EVENT_NAME: 'merge_group', GITHUB_EVENT_PATH: fixture })
    )
    expect(ctx.mergeGroup).toEqual({
      headSha: '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d',
      branch: 'gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64',
      base: 'main'
    })
    // GITHUB_SHA is the same commit on a real runner; the payload says which it is.
    expect(defaultCommit(ctx)).toBe('2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d')
    // The same payload on another event is not a merge queue's.
    const push = readGitHubContext(runnerEnv({ GITHUB_EVENT_PATH: fixture }))
    expect(push.mergeGroup).toBeUndefined()
    expect(defaultCommit(push)).toBe(MERGE_SHA)
    // A merge group without its commit (or no payload) falls back to GITHUB_SHA.
    const bare = path.join(dir, 'merge_group.json')
    writeFileSync(bare, JSON.stringify({ merge_group: { head_ref: 'refs/heads/x' } }))
    for (const eventPath of [bare, path.join(dir, 'missing.json')]) {
      const ctx = readGitHubContext(
        runnerEnv({ GITHUB_EVENT_NAME: 'merge_group', GITHUB_EVENT_PATH: eventPath })
      )
      expect(ctx.mergeGroup).toBeUndefined()
      expect(defaultCommit(ctx)).toBe(MERGE_SHA)
    }
  })

  it('gives no default commit outside CI (the caller then uses HEAD)', () => {
    const ctx = readGitHubContext({})
    expect(defaultCommit(ctx)).toBeUndefined()
    expect(defaultBuildUrl(ctx)).toBeUndefined()
    expect(defaultCommitUrl(ctx, HEAD_SHA)).toBeUndefined()
    expect(repoInfoFromContext(ctx)).toEqual({ warning: REPO_INFO_WARNING })
    expect(REPO_INFO_WARNING).toBe(
      'Repo information will not be reported as ID, Name and URL are required.'
    )
  })
})

describe('GitHub defaults', () => {
  it('builds URLs and repo_info from the server URL (github.com)', () => {
    const ctx = readGitHubContext(runnerEnv())
    expect(defaultBuildUrl(ctx)).toBe('https://github.com/octo/app/actions/runs/987654321')
    expect(defaultCommitUrl(ctx, HEAD_SHA)).toBe(`https://github.com/octo/app/commit/${HEAD_SHA}`)
    const { repoInfo, warning } = repoInfoFromContext(ctx)
    expect(warning).toBeUndefined()
    expect(JSON.stringify(repoInfo)).toBe(
      '{"url":"https://github.com/octo/app","name":"octo/app","id":"123456789","provider":"github"}'
    )
  })

  it('uses a GitHub Enterprise Server host everywhere', () => {
    const ctx = readGitHubContext(
      runnerEnv({ GITHUB_SERVER_URL: 'https://ghes.corp.example/', GITHUB_API_URL: undefined })
    )
    expect(ctx.apiUrl).toBe('https://ghes.corp.example/api/v3')
    expect(defaultBuildUrl(ctx)).toBe('https://ghes.corp.example/octo/app/actions/runs/987654321')
    expect(defaultCommitUrl(ctx, HEAD_SHA)).toBe(
      `https://ghes.corp.example/octo/app/commit/${HEAD_SHA}`
    )
    expect(repoInfoFromContext(ctx).repoInfo?.url).toBe('https://ghes.corp.example/octo/app')
  })

  it.each(['GITHUB_REPOSITORY_ID', 'GITHUB_REPOSITORY', 'GITHUB_SERVER_URL'])(
    'omits repo_info with the CLI warning when %s is missing',
    (name) => {
      const result = repoInfoFromContext(readGitHubContext(runnerEnv({ [name]: undefined })))
      expect(result).toEqual({ warning: REPO_INFO_WARNING })
    }
  )

  it('gives no build URL without a run id', () => {
    expect(defaultBuildUrl(readGitHubContext(runnerEnv({ GITHUB_RUN_ID: '' })))).toBeUndefined()
  })
})
