/** The inputs of a replay: the outbox to send, from a path or from a workflow run's artifacts. */
import { statSync } from 'node:fs'
import path from 'node:path'
import { DRY_RUN_TOKEN } from '../api/rules.js'
import { InputError } from '../errors.js'
import { missing, read, readBool, type Env } from './read.js'
import type { ServiceInputs } from './service.js'
import type { RunnerContext } from '../context/runner.js'

export interface ReplayInputs {
  /** An outbox file or a folder of them, relative to the workspace. */
  outbox: string
  /** A workflow run whose outbox artifacts are downloaded. */
  runId?: number
  /**
   * `send-superseded`: send the writes that newer evidence supersedes, or that are held because
   * a later attempt's evidence cannot be seen, as the latest all the same (docs/bad-day.md).
   */
  sendSuperseded?: boolean
}

/**
 * `outbox` or `run-id` (one of them); the api-token, even in a dry run (it opens the sealed
 * outbox); `run-id` needs the `github-token` to download the run's artifacts, and github.com:
 * on GitHub Enterprise Server this action does not download a run's outbox artifacts itself.
 */
export function readReplayInputs(
  env: Env,
  run: Pick<ServiceInputs, 'apiToken'> & {
    command: string
    githubToken: string
    runner: Pick<RunnerContext, 'cannotReadArtifacts'>
    /** The workspace `outbox` is relative to: it must name a file or folder there. */
    workspace?: string
  }
): ReplayInputs {
  const { command, githubToken } = run
  const outbox = read(env, 'outbox')
  const runId = read(env, 'run-id')
  const anyway = readBool(env, 'send-superseded') ? { sendSuperseded: true } : {}
  if (!outbox && !runId) throw missing('outbox', { for: command, orGive: 'run-id' })
  if (outbox && runId) {
    throw new InputError('run-id', runId, 'cannot be given with outbox: replay one or the other')
  }
  if (!run.apiToken || run.apiToken === DRY_RUN_TOKEN) {
    throw new InputError(
      'api-token',
      '',
      'is required for replay, dry run included: the outbox is sealed with it and opens only with it',
      { hideValue: true }
    )
  }
  if (!runId) {
    if (run.workspace !== undefined) assertOutboxExists(outbox, run.workspace)
    return { outbox, ...anyway }
  }
  if (!/^[1-9]\d{0,19}$/.test(runId)) {
    throw new InputError('run-id', runId, 'must be the number of a workflow run')
  }
  // The input's own refusal words why (context/runner.ts decides it); outside Actions the
  // command says it cannot read a run's outbox there.
  if (run.runner.cannotReadArtifacts === 'enterprise-server') {
    throw new InputError(
      'run-id',
      runId,
      'cannot be used on GitHub Enterprise Server, where this action does not download a ' +
        "run's outbox artifacts itself: download them first (`gh run download <run id> " +
        "--pattern 'records-outbox-*' --dir outbox`, or the REST API's " +
        '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts) and give that folder as ' +
        'outbox (README, "GitHub Enterprise Server")'
    )
  }
  if (!githubToken) throw missing('github-token', { for: `${command} with run-id` })
  return { outbox, runId: Number(runId), ...anyway }
}

/**
 * `outbox` names a file or folder under the workspace: else an input error naming the input
 * and the value (not a raw ENOENT), before anything is sent.
 */
function assertOutboxExists(outbox: string, workspace: string): void {
  const where = path.resolve(workspace, outbox)
  try {
    statSync(where)
  } catch (err) {
    const code = (err as { code?: string }).code
    const why =
      code === 'ENOENT' || code === 'ENOTDIR'
        ? 'names no file or folder'
        : `cannot be read (${code ?? String(err)})`
    throw new InputError(
      'outbox',
      outbox,
      `${why} (looked for ${where}; give the folder the outbox artifacts were downloaded ` +
        'into, the `path:` of actions/download-artifact, or the outbox file)'
    )
  }
}
