/**
 * `replay`: sends the writes an outbox holds, once each, in their original order, exactly as
 * they were built (same path under this step's API base, same body and parts), to the service
 * this step's base-url and token name. What still cannot be delivered goes into a new outbox
 * (outbox/settle.ts); a write the service refuses is reported and not kept (docs/bad-day.md).
 */
import path from 'node:path'
import type { RecordsClient } from '../api/client.js'
import { ApiError, DeferredError } from '../api/errors.js'
import { InputError, errorMessage } from '../errors.js'
import { read, type Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import { payloadOf, readOutbox, type OutboxRequest } from '../outbox/outbox.js'
import { deliveryNote } from '../outbox/delivery.js'
import type { CommandResult } from '../results.js'
import { count } from '../util/english.js'
import { newResult, type CommandSpec, type RunConfig } from './command.js'

export interface ReplayInputs {
  /** An outbox file or a folder of them, relative to the workspace. */
  outbox: string
  /** A workflow run whose outbox artifacts are downloaded. */
  runId?: number
}

async function readInputs(env: Env): Promise<ReplayInputs> {
  const outbox = read(env, 'outbox')
  const runId = read(env, 'run-id')
  if (!outbox && !runId) {
    throw new InputError('outbox', '', 'or run-id is required for replay')
  }
  if (outbox && runId) {
    throw new InputError('run-id', runId, 'cannot be given with outbox: replay one or the other')
  }
  if (runId && !/^[1-9]\d{0,19}$/.test(runId)) {
    throw new InputError('run-id', runId, 'must be the number of a workflow run')
  }
  return { outbox, ...(runId ? { runId: Number(runId) } : {}) }
}

type Replayed = NonNullable<CommandResult['replayed']>[number]

/** Sends one stored request; what the service answered. */
async function replayOne(client: RecordsClient, r: OutboxRequest): Promise<Replayed> {
  const base = { id: r.id, label: r.label }
  try {
    await client.labelled(r.label, () => client.postPayload(r.path, payloadOf(r)))
    return { ...base, outcome: 'recorded' }
  } catch (err) {
    if (err instanceof DeferredError) {
      // Kept under its own id, so a later replay still tells it apart.
      client.outbox?.rename(err.id, r.id)
      return { ...base, outcome: 'deferred' }
    }
    if (err instanceof ApiError && !err.stops) {
      return { ...base, outcome: 'refused', detail: err.message }
    }
    return { ...base, outcome: 'not sent', detail: deliveryNote(err) }
  }
}

export async function runReplay(
  config: RunConfig & ServiceInputs & ReplayInputs,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(replayCommand, config)
  let where = config.outbox ? path.resolve(config.workspace, config.outbox) : ''
  let cleanup = async (): Promise<void> => {}
  try {
    if (config.runId !== undefined) {
      if (!config.githubToken) {
        throw new InputError('github-token', '', 'is required to download the outbox of run-id')
      }
      const { downloadOutboxes } = await import('../outbox/artifact.js')
      const got = await downloadOutboxes({
        runId: config.runId,
        repository: config.github.repository,
        token: config.githubToken,
        base: process.env.RUNNER_TEMP || undefined
      })
      cleanup = got.cleanup
      where = got.dir
      if (got.names.length === 0) {
        result.notices.push(`Run ${config.runId} has no outbox artifact: nothing to replay.`)
        return result
      }
    }
    const requests = await readOutbox(where)
    if (requests.length === 0) {
      result.notices.push('The outbox holds no request: nothing to replay.')
      return result
    }
    // One at a time, in the original order: a later write may depend on an earlier one.
    result.replayed = []
    for (const r of requests) result.replayed.push(await replayOne(client, r))
    const refused = result.replayed.filter((r) => r.outcome === 'refused')
    for (const r of refused) result.failures.push(`${r.label} was refused: ${r.detail}`)
    const sent = result.replayed.filter((r) => r.outcome === 'recorded').length
    result.notices.push(`Replay: ${sent} of ${count(requests.length, 'write')} recorded.`)
  } catch (err) {
    if (err instanceof InputError) throw err
    result.failures.push(`The outbox could not be read: ${errorMessage(err)}`)
  } finally {
    await cleanup()
  }
  return result
}

export const replayCommand: CommandSpec<ReplayInputs> = {
  name: 'replay',
  title: 'replay of the outbox',
  verdict: false,
  online: true,
  readInputs,
  run: runReplay
}
