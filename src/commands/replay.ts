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
import type { Env } from '../inputs/read.js'
import { readReplayInputs, type ReplayInputs } from '../inputs/replay.js'
import { payloadOf, readOutbox, type OutboxRequest } from '../outbox/outbox.js'
import { deliveryNote } from '../outbox/delivery.js'
import type { CommandResult } from '../results.js'
import { count } from '../util/english.js'
import {
  commandResult,
  type OnlineCommand,
  type RunConfig,
  type ServiceRunConfig
} from './command.js'

async function readInputs(env: Env, run: RunConfig): Promise<ReplayInputs> {
  return readReplayInputs(env, run.githubToken, run.command)
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

/** The requests to replay: from the `outbox` path, or downloaded from run `run-id`'s artifacts. */
async function loadRequests(
  config: ServiceRunConfig & ReplayInputs
): Promise<{ requests: OutboxRequest[]; notice?: string }> {
  if (config.runId === undefined) {
    return { requests: await readOutbox(path.resolve(config.workspace, config.outbox)) }
  }
  const { downloadOutboxes } = await import('../outbox/artifact.js')
  const got = await downloadOutboxes({
    runId: config.runId,
    repository: config.github.repository,
    token: config.githubToken,
    base: process.env.RUNNER_TEMP || undefined
  })
  try {
    if (got.names.length === 0) {
      return { requests: [], notice: `Run ${config.runId} has no outbox artifact.` }
    }
    return { requests: await readOutbox(got.dir) }
  } finally {
    await got.cleanup()
  }
}

export async function runReplay(
  config: ServiceRunConfig & ReplayInputs,
  client: RecordsClient
): Promise<CommandResult> {
  let loaded: Awaited<ReturnType<typeof loadRequests>>
  try {
    loaded = await loadRequests(config)
  } catch (err) {
    if (err instanceof InputError) throw err
    const failures = [`The outbox could not be read: ${errorMessage(err)}`]
    return commandResult(replayCommand, config, { failures })
  }
  const { requests } = loaded
  if (requests.length === 0) {
    const notices = [`${loaded.notice ?? 'The outbox holds no request.'} Nothing to replay.`]
    return commandResult(replayCommand, config, { notices })
  }
  // One at a time, in the original order: a later write may depend on an earlier one.
  const replayed: Replayed[] = []
  for (const r of requests) replayed.push(await replayOne(client, r))
  const failures = replayed
    .filter((r) => r.outcome === 'refused')
    .map((r) => `${r.label} was refused: ${r.detail}`)
  const sent = replayed.filter((r) => r.outcome === 'recorded').length
  const notices = [`Replay: ${sent} of ${count(requests.length, 'write')} recorded.`]
  return commandResult(replayCommand, config, { replayed, failures, notices })
}

export const replayCommand: OnlineCommand<ReplayInputs> = {
  name: 'replay',
  title: 'replay of the outbox',
  verdict: false,
  online: true,
  readInputs,
  run: runReplay
}
