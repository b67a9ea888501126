/**
 * The runner context (src/context/runner.ts): the runner's own facts, read once from the
 * environment a runner gives a step, with the GitHub context beside it.
 */
import { describe, expect, it } from '@jest/globals'
import os from 'node:os'
import { readGitHubContext } from '../../src/context/github.js'
import { readRunnerContext } from '../../src/context/runner.js'

/** What a github.com runner gives a step of a workflow run. */
const RUNNER: NodeJS.ProcessEnv = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'octo/app',
  RUNNER_TEMP: '/home/runner/work/_temp',
  GITHUB_STEP_SUMMARY: '/home/runner/work/_temp/_runner_file_commands/step_summary_1',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token',
  ACTIONS_RESULTS_URL: 'https://results-receiver.actions.githubusercontent.com/'
}

/** The runner context of `env`, read as config.ts reads it: the GitHub context first. */
function runnerOf(env: NodeJS.ProcessEnv) {
  return readRunnerContext(env, readGitHubContext(env))
}

describe('readRunnerContext', () => {
  it('on github.com: the temp folder, the summary file, and artifacts read and saved', () => {
    expect(runnerOf(RUNNER)).toEqual({
      temp: '/home/runner/work/_temp',
      summaryFile: '/home/runner/work/_temp/_runner_file_commands/step_summary_1'
    })
  })

  it('outside a runner: the system temp folder, no summary file, no artifacts', () => {
    expect(runnerOf({})).toEqual({
      temp: os.tmpdir(),
      summaryFile: '',
      cannotReadArtifacts: 'outside-actions',
      cannotSaveArtifacts: 'outside-actions'
    })
    // An empty RUNNER_TEMP is no folder.
    expect(runnerOf({ ...RUNNER, RUNNER_TEMP: '' }).temp).toBe(os.tmpdir())
  })

  it('without ACTIONS_RUNTIME_TOKEN: artifacts of a run are read (with a token), none saved', () => {
    const { ACTIONS_RUNTIME_TOKEN: _, ...env } = RUNNER
    const runner = runnerOf(env)
    expect(runner.cannotReadArtifacts).toBeUndefined()
    expect(runner.cannotSaveArtifacts).toBe('no-runtime-token')
  })

  it.each([
    ['https://ghes.example.com', 'enterprise-server'],
    ['https://GHES.Example.com/', 'enterprise-server'],
    ['http://10.0.0.7:8080', 'enterprise-server'],
    ['https://octo.ghe.com', undefined],
    ['https://GitHub.com', undefined],
    ['http://github.localhost', undefined]
  ])('on %s: artifacts cannot be used because of %s', (server, why) => {
    const runner = runnerOf({ ...RUNNER, GITHUB_SERVER_URL: server })
    expect(runner.cannotReadArtifacts).toBe(why)
    expect(runner.cannotSaveArtifacts).toBe(why)
    // Where the step cannot upload, the workflow keeps its receipts (README, GHES loop).
    expect(runner.workflowKeepsArtifacts).toBe(why ? true : undefined)
  })

  it('on GitHub Enterprise Server, a runtime token changes nothing: the artifact client does not work there', () => {
    const runner = runnerOf({ ...RUNNER, GITHUB_SERVER_URL: 'https://ghes.example.com' })
    expect(runner).toMatchObject({
      cannotReadArtifacts: 'enterprise-server',
      cannotSaveArtifacts: 'enterprise-server',
      workflowKeepsArtifacts: true
    })
    // Outside a repository there is nothing to look receipts up in.
    const { GITHUB_REPOSITORY: _, ...outside } = RUNNER
    expect(
      runnerOf({ ...outside, GITHUB_SERVER_URL: 'https://ghes.example.com' })
    ).not.toHaveProperty('workflowKeepsArtifacts')
  })
})
