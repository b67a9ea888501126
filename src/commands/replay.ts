/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever
 * (docs/bad-day.md). Everything is read and checked before anything is sent: every outbox is
 * opened with this step's token (sealed) and checked (only the three shapes of a write, for this
 * step's org, within the bound); the receipts of earlier replays say what was already recorded.
 * Then the rest is sent, one at a time in the original order; what is recorded gets a receipt;
 * what still cannot be delivered goes into a new outbox (delivery/settle.ts). Last, the commit
 * the writes were about is searched, and its check run brought to what the service now says.
 */
import path from 'node:path'
import type { JUnitAttestationData } from '../api/models.js'
import type { Delivery } from '../delivery/delivery.js'
import { errorMessage } from '../errors.js'
import type { Env } from '../inputs/read.js'
import { readReplayInputs, type ReplayInputs } from '../inputs/replay.js'
import { requestOf, type Origin, type StoredWrite } from '../outbox/document.js'
import type { OpenedOutbox } from '../outbox/file.js'
import {
  distinctRuns,
  findReceipts,
  outboxesAt,
  outboxesOfRun,
  runOf,
  saveReceipts
} from '../outbox/load.js'
import type { Receipts } from '../outbox/receipts.js'
import type { CommandResult, Write } from '../results.js'
import { count } from '../util/english.js'
import {
  commandResult,
  type OnlineCommand,
  type ResultParts,
  type ServiceRunConfig
} from './command.js'
import { isCompliantState } from './compliance.js'
import { searchValue } from './search.js'

type ReplayConfig = ServiceRunConfig & ReplayInputs

async function readInputs(env: Env, run: ServiceRunConfig): Promise<ReplayInputs> {
  return readReplayInputs(env, run)
}

/** Where downloads and receipts go for a moment: the runner's temp folder. */
const scratch = (config: ReplayConfig): string => config.runner.temp

/** The repository's artifacts, when this run can reach them (context/runner.ts, with a token). */
function repositoryAccess(config: ReplayConfig) {
  const { repository } = config.github
  if (config.runner.cannotReadArtifacts || !config.githubToken) return undefined
  return { repository, token: config.githubToken }
}

/** The outboxes of `run-id` or of the `outbox` path, opened and checked. */
async function loadOutboxes(config: ReplayConfig, delivery: Delivery): Promise<OpenedOutbox[]> {
  const settings = { token: config.apiToken, org: config.org }
  const access = repositoryAccess(config)
  if (config.runId === undefined) {
    const where = path.resolve(config.workspace, config.outbox)
    return outboxesAt(where, config.workspace, settings)
  }
  const runId = config.runId
  if (!access) throw new Error('the outbox of a run can only be read on GitHub')
  return delivery.around(`Downloading the outboxes of run ${runId}`, () =>
    outboxesOfRun(access, runId, scratch(config), settings)
  )
}

/** One write to replay, and where it was first made. */
interface Replayable {
  stored: StoredWrite
  origin: Origin
}

/** Every outbox's writes in order, each once (a write kept in two outboxes is one write). */
function replayables(outboxes: OpenedOutbox[]): Replayable[] {
  const seen = new Set<string>()
  const out: Replayable[] = []
  for (const o of outboxes) {
    for (const stored of o.content.writes) {
      if (seen.has(stored.id)) continue
      seen.add(stored.id)
      out.push({ stored, origin: o.content.origins[stored.origin] })
    }
  }
  return out
}

/** `run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d: {
  at: string
  by: { repository: string; run: string; job: string; attempt: string }
}): string {
  const when = d.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')
  return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${when}`
}

/** Sends what no receipt names, in order; the others are told as recorded earlier. */
async function replayAll(
  items: Replayable[],
  receipts: Receipts,
  delivery: Delivery
): Promise<Write[]> {
  const writes: Write[] = []
  for (const { stored, origin } of items) {
    const earlier = receipts.find(runOf(origin), stored.id)
    const base = { id: stored.id, kind: stored.kind, label: stored.label }
    if (earlier) {
      writes.push({ ...base, state: 'earlier', detail: byWhom(earlier) })
      continue
    }
    writes.push(await delivery.write({ ...base, request: () => requestOf(stored), origin }))
  }
  return writes
}

/** Whether the replayed JUnit attestations that are in the service hold no failing test. */
function testsPassed(items: Replayable[], writes: Write[]): boolean | undefined {
  const inService = new Set(
    writes.filter((w) => w.state === 'recorded' || w.state === 'earlier').map((w) => w.id)
  )
  const junit = items.filter((i) => i.stored.kind === 'junit' && inService.has(i.stored.id))
  if (junit.length === 0) return undefined
  return junit.every((i) => {
    const body = i.stored.body
    const data = body.kind === 'form' ? (body.fields.data_json as JUnitAttestationData) : undefined
    return (data?.junit_results ?? []).every((r) => r.failures === 0 && r.errors === 0)
  })
}

export async function runReplay(config: ReplayConfig, delivery: Delivery): Promise<CommandResult> {
  let outboxes: OpenedOutbox[]
  try {
    outboxes = await loadOutboxes(config, delivery)
  } catch (err) {
    return commandResult(replayCommand, config, { failures: [errorMessage(err)] })
  }
  const items = replayables(outboxes)
  if (items.length === 0) {
    const none =
      config.runId !== undefined
        ? `Run ${config.runId} has no outbox.`
        : 'The outbox holds no write.'
    return commandResult(replayCommand, config, { notices: [`${none} Nothing to replay.`] })
  }
  const origins = [...new Set(items.map((i) => i.origin))]
  const access = repositoryAccess(config)
  const folder =
    config.runId === undefined ? folderOf(path.resolve(config.workspace, config.outbox)) : undefined
  let found: Awaited<ReturnType<typeof findReceipts>>
  try {
    const look = () =>
      findReceipts({ origins, token: config.apiToken, base: scratch(config), folder, access })
    found = access
      ? await delivery.around('Looking for receipts of earlier replays', look)
      : await look()
  } catch (err) {
    return commandResult(replayCommand, config, { failures: [errorMessage(err)] })
  }
  const writes = await replayAll(items, found.receipts, delivery)
  const warnings = [...found.warnings]
  const failures: string[] = []
  const recorded = writes.filter((w) => w.state === 'recorded')
  if (recorded.length > 0) {
    const kept = await keepReceipts(config, delivery, items, writes, found.receipts, folder)
    if (kept) failures.push(kept)
  }
  const onOrigin = await verdictOnOrigin(config, delivery, items, writes, origins)
  return commandResult(
    replayCommand,
    { ...config, ...onOrigin?.about },
    {
      ...onOrigin?.parts,
      writes,
      replayedFrom: origins,
      failures,
      warnings: [...warnings, ...(onOrigin?.parts.search?.warnings ?? [])],
      notices: earlierNotice(writes)
    }
  )
}

/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
function folderOf(where: string): string {
  return path.extname(where) === '.json' ? path.dirname(where) : where
}

/** Records the receipts of what was recorded now; a failure in words (the writes are in). */
async function keepReceipts(
  config: ReplayConfig,
  delivery: Delivery,
  items: Replayable[],
  writes: Write[],
  receipts: Receipts,
  folder: string | undefined
): Promise<string | undefined> {
  const at = new Date().toISOString()
  const gh = config.github
  const by = {
    repository: gh.repository,
    run: gh.runId || 'local',
    job: gh.job || 'job',
    attempt: gh.runAttempt || '1'
  }
  const recorded = new Set(writes.filter((w) => w.state === 'recorded').map((w) => w.id))
  const touched = items.filter((i) => recorded.has(i.stored.id))
  for (const i of touched) receipts.add(runOf(i.origin), { id: i.stored.id, at, by })
  // The runtime token uploads to this run; no GitHub token is needed for that.
  const upload = config.runner.cannotSaveArtifacts ? undefined : { base: scratch(config) }
  const save = () =>
    saveReceipts({
      runs: distinctRuns(touched.map((i) => i.origin)),
      receipts,
      token: config.apiToken,
      folder,
      upload
    })
  try {
    await (upload ? delivery.around('Saving the receipt of this replay', save) : save())
    return undefined
  } catch (err) {
    return (
      `The receipt of this replay could not be saved (${errorMessage(err)}): the writes are ` +
      'recorded, but a later replay of the same outbox would send them again'
    )
  }
}

/** A replay that sent nothing because everything was recorded before says so, and by whom. */
function earlierNotice(writes: Write[]): string[] {
  const earlier = writes.filter((w) => w.state === 'earlier')
  if (earlier.length === 0 || earlier.length < writes.length) return []
  return [
    `Nothing was sent: ${earlier.length === 1 ? 'the write was' : `all ${count(earlier.length, 'write')} were`} ` +
      `recorded earlier, ${earlier[0].detail ?? ''}.`
  ]
}

/**
 * The commit the writes were about, when there is one: where the result points, searched once
 * the writes are in, with the tests of the replayed attestations; its check run is the one of
 * the run that deferred them.
 */
async function verdictOnOrigin(
  config: ReplayConfig,
  delivery: Delivery,
  items: Replayable[],
  writes: Write[],
  origins: Origin[]
): Promise<
  { about: Pick<Origin, 'org' | 'flow' | 'trail' | 'commit'>; parts: ResultParts } | undefined
> {
  const commits = new Set(origins.map((o) => o.commit))
  const origin = origins[0]
  if (commits.size !== 1 || !origin.commit || config.dryRun) return undefined
  const about = { org: origin.org, flow: origin.flow, trail: origin.trail, commit: origin.commit }
  const search = delivery.stop ? undefined : await searchValue(config, delivery, origin.commit)
  const tests = testsPassed(items, writes)
  const searchOk = isCompliantState(search?.complianceState)
  const compliant = tests === false || searchOk === false ? false : (tests ?? searchOk)
  return {
    about,
    parts: {
      givesVerdict: true,
      ...(origin.checkName && { checkName: origin.checkName }),
      ...(search && { search }),
      ...(compliant !== undefined && { compliant })
    }
  }
}

export const replayCommand: OnlineCommand<ReplayInputs> = {
  name: 'replay',
  title: 'replay of the outbox',
  verdict: false,
  online: true,
  readInputs,
  run: runReplay
}
