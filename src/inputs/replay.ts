/** The inputs of a replay: the outbox to send, from a path or from a workflow run's artifacts. */
import { InputError } from '../errors.js'
import { missing, read, type Env } from './read.js'

export interface ReplayInputs {
  /** An outbox file or a folder of them, relative to the workspace. */
  outbox: string
  /** A workflow run whose outbox artifacts are downloaded. */
  runId?: number
}

/**
 * `outbox` or `run-id` (one of them, for `command`); `run-id` needs the `github-token` to
 * download the run's artifacts.
 */
export function readReplayInputs(env: Env, githubToken: string, command: string): ReplayInputs {
  const outbox = read(env, 'outbox')
  const runId = read(env, 'run-id')
  if (!outbox && !runId) throw missing('outbox', { for: command, orGive: 'run-id' })
  if (outbox && runId) {
    throw new InputError('run-id', runId, 'cannot be given with outbox: replay one or the other')
  }
  if (!runId) return { outbox }
  if (!/^[1-9]\d{0,19}$/.test(runId)) {
    throw new InputError('run-id', runId, 'must be the number of a workflow run')
  }
  if (!githubToken) throw missing('github-token', { for: `${command} with run-id` })
  return { outbox, runId: Number(runId) }
}
