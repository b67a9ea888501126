/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever, never
 * as the latest when something newer is known (docs/bad-day.md). It reads as:
 * plan (outbox/plan.ts: every outbox opened and checked, in written order, with receipts and
 * what supersedes) → send what is due through the same delivery as `report` (writes of one
 * subject one after another in written order, the rest side by side) → keep receipts as writes
 * land → judge each origin (compliance/judge.ts) → each origin's check run (report/).
 */
import os from 'node:os'
import path from 'node:path'
import { judgeCompliance, judgeTogether } from '../compliance/judge.js'
import { isEnterpriseServer } from '../context/github.js'
import type { Delivery } from '../delivery/delivery.js'
import { errorMessage } from '../errors.js'
import type { Env } from '../inputs/read.js'
import { readReplayInputs, type ReplayInputs } from '../inputs/replay.js'
import { requestOf, type Origin } from '../outbox/document.js'
import type { OpenedOutbox } from '../outbox/file.js'
import { outboxesAt, outboxesOfRun } from '../outbox/open.js'
import { planOf, type PlannedWrite, type ReplayPlan, type Superseded } from '../outbox/plan.js'
import { ReceiptKeeper, findReceipts } from '../outbox/receipt-store.js'
import type { Delivered } from '../outbox/receipts.js'
import type {
  CommandResult,
  OriginVerdict,
  ReplayOrigin,
  SearchOutcome,
  Write
} from '../results.js'
import { count } from '../util/english.js'
import { withCancelHook } from '../util/on-cancel.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'
import { searchValue } from './search.js'

type ReplayConfig = ServiceRunConfig & ReplayInputs

async function readInputs(env: Env, run: ServiceRunConfig): Promise<ReplayInputs> {
  return readReplayInputs(env, run)
}

/** Where downloads and receipts go for a moment. */
const scratch = (): string => process.env.RUNNER_TEMP || os.tmpdir()

/** The repository's artifacts, when this run can reach them (github.com, with a token). */
function repositoryAccess(config: ReplayConfig) {
  const { repository, serverUrl } = config.github
  if (!repository || !config.githubToken || isEnterpriseServer(serverUrl)) return undefined
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
    outboxesOfRun(access, runId, scratch(), settings)
  )
}

/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
function receiptFolder(config: ReplayConfig): string | undefined {
  if (config.runId !== undefined) return undefined
  const where = path.resolve(config.workspace, config.outbox)
  return path.extname(where) === '.json' ? path.dirname(where) : where
}

/**
 * The plan: outboxes, the receipts of earlier replays, and what GitHub knows that is newer
 * (a later run's or attempt's check run of an origin's name on its commit).
 */
async function makePlan(
  config: ReplayConfig,
  delivery: Delivery
): Promise<{ plan: ReplayPlan; receipts: Awaited<ReturnType<typeof findReceipts>> }> {
  const outboxes = await loadOutboxes(config, delivery)
  const origins = [...new Set(outboxes.flatMap((o) => o.content.origins))]
  const access = repositoryAccess(config)
  const look = () =>
    findReceipts({
      origins,
      token: config.apiToken,
      base: scratch(),
      folder: receiptFolder(config),
      access,
      retry: { retries: config.maxRetries }
    })
  const receipts = access
    ? await delivery.around('Looking for receipts of earlier replays', look)
    : await look()
  // In a group of its own: GitHub's client may print (an endpoint retiring) while it asks.
  const newer = await delivery.around('Looking for later runs of the origins', () =>
    newerKnown(config, origins)
  )
  receipts.warnings.push(...newer.warnings)
  const plan = planOf(outboxes, receipts.receipts, (o) => newer.byOrigin(o))
  return { plan, receipts }
}

/** Check runs completed by later runs or attempts, when GitHub can be asked. */
async function newerKnown(
  config: ReplayConfig,
  origins: Origin[]
): Promise<{ byOrigin: (o: Origin) => Superseded | undefined; warnings: string[] }> {
  const { repository, apiUrl } = config.github
  if (!repository || !config.githubToken || config.dryRun) {
    return { byOrigin: () => undefined, warnings: [] }
  }
  const { newerCheckRuns } = await import('../outbox/newer-checks.js')
  const access = { repository, token: config.githubToken, apiUrl }
  const { newer, warnings } = await newerCheckRuns(access, origins)
  // The plan's origins are those opened: look each up by what it says.
  const byKey = new Map([...newer].map(([o, s]) => [JSON.stringify(o), s]))
  return { byOrigin: (o) => byKey.get(JSON.stringify(o)), warnings }
}

/** `by run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d: Delivered): string {
  const when = d.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')
  return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${when}`
}

/** `the check run 'Compliance' of run 4242 (job build, attempt 2), completed 2026-11-27 10:05 UTC` */
function supersededWords(s: Superseded): string {
  return `${s.by}, ${s.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')}`
}

/** The receipt keeper of this replay: receipts beside the folder, and on GitHub as an artifact. */
function keeperFor(
  config: ReplayConfig,
  delivery: Delivery,
  receipts: ReplayPlanReceipts
): ReceiptKeeper {
  const gh = config.github
  // The runtime token uploads to this run; no GitHub token is needed for that.
  const onGitHub = gh.repository !== '' && !isEnterpriseServer(gh.serverUrl)
  const upload = onGitHub && process.env.ACTIONS_RUNTIME_TOKEN ? { base: scratch() } : undefined
  return new ReceiptKeeper({
    receipts: receipts.receipts,
    token: config.apiToken,
    by: {
      repository: gh.repository,
      run: gh.runId || 'local',
      job: gh.job || 'job',
      attempt: gh.runAttempt || '1'
    },
    folder: receiptFolder(config),
    upload,
    ...(upload && {
      around: (work: () => Promise<unknown>) =>
        delivery.around('Saving the receipt of this replay', work)
    })
  })
}
type ReplayPlanReceipts = Awaited<ReturnType<typeof findReceipts>>

/**
 * Sends what is due: the writes of one subject one after another, in written order (the
 * service keeps the latest record of a subject), the subjects side by side through the
 * delivery's pacing, as `report` sends. Returns every write's outcome, in plan order.
 */
async function sendPlan(
  plan: ReplayPlan,
  delivery: Delivery,
  keeper: ReceiptKeeper
): Promise<Write[]> {
  const outcome = new Map<string, Write>()
  const chains = new Map<string, PlannedWrite[]>()
  for (const w of plan.writes) {
    const base = { id: w.stored.id, kind: w.stored.kind, label: w.stored.label }
    if (w.receipt) outcome.set(base.id, { ...base, state: 'earlier', detail: byWhom(w.receipt) })
    else if (w.superseded) {
      outcome.set(base.id, { ...base, state: 'superseded', detail: supersededWords(w.superseded) })
    } else {
      const chain = chains.get(w.subject) ?? []
      chains.set(w.subject, chain)
      chain.push(w)
    }
  }
  await Promise.all(
    [...chains.values()].map(async (chain) => {
      for (const w of chain) {
        const { id, kind, label } = w.stored
        const request = () => requestOf(w.stored)
        const write = await delivery.write({ id, kind, label, request, origin: w.origin })
        outcome.set(id, write)
        if (write.state === 'recorded') await keeper.recorded(w.origin, id)
      }
    })
  )
  return plan.writes.map((w) => outcome.get(w.stored.id) as Write)
}

export async function runReplay(config: ReplayConfig, delivery: Delivery): Promise<CommandResult> {
  let planned: Awaited<ReturnType<typeof makePlan>>
  try {
    planned = await makePlan(config, delivery)
  } catch (err) {
    return commandResult(replayCommand, config, { failures: [errorMessage(err)] })
  }
  const { plan, receipts } = planned
  if (plan.writes.length === 0) {
    const none =
      config.runId !== undefined
        ? `Run ${config.runId} has no outbox.`
        : 'The outbox holds no write.'
    return commandResult(replayCommand, config, { notices: [`${none} Nothing to replay.`] })
  }
  const keeper = keeperFor(config, delivery, receipts)
  const replayedAt = new Date().toISOString()
  const writes = await withCancelHook(
    () => keeper.flush(),
    () => sendPlan(plan, delivery, keeper)
  )
  await keeper.flush()
  const failures = keeper.error
    ? [
        `The receipt of this replay could not be saved (${keeper.error}): the writes are ` +
          'recorded, but a later replay of the same outbox would send them again'
      ]
    : []
  const verdicts = await judgeOrigins(config, delivery, plan, writes)
  return replayResult(config, { plan, writes, verdicts, failures, replayedAt, receipts })
}

/** The result: the one origin's commit when there is one, each origin's verdict, the writes. */
function replayResult(
  config: ReplayConfig,
  r: {
    plan: ReplayPlan
    writes: Write[]
    verdicts: OriginVerdict[]
    failures: string[]
    replayedAt: string
    receipts: ReplayPlanReceipts
  }
): CommandResult {
  const one = r.verdicts.length === 1 ? r.verdicts[0] : undefined
  const commits = new Set(r.plan.origins.map((o) => o.commit))
  const only = commits.size === 1 ? r.plan.origins[0] : undefined
  const compliant = judgeTogether(r.verdicts.map((v) => v.compliant))
  const about = only?.commit
    ? { org: only.org, flow: only.flow, trail: only.trail, commit: only.commit }
    : {}
  const search = one?.search ?? (only ? r.verdicts.find((v) => v.search)?.search : undefined)
  return commandResult(
    replayCommand,
    { ...config, ...about },
    {
      givesVerdict: only?.commit !== undefined && !config.dryRun,
      ...(search && { search }),
      ...(compliant !== undefined && !config.dryRun && { compliant }),
      writes: r.writes,
      replayedFrom: r.verdicts.map((v) => v.origin),
      replayedOrigins: r.verdicts,
      replayedAt: r.replayedAt,
      failures: r.failures,
      warnings: [...r.receipts.warnings, ...r.verdicts.flatMap((v) => v.search?.warnings ?? [])],
      notices: [...earlierNotice(r.writes), ...supersededNotice(r.writes)]
    }
  )
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

/** Superseded writes are not sent: said once, with the first reason (each write has its own). */
function supersededNotice(writes: Write[]): string[] {
  const held = writes.filter((w) => w.state === 'superseded')
  if (held.length === 0) return []
  return [
    `${count(held.length, 'write')} not sent, because newer evidence of the same subject is ` +
      `known (superseded by ${held[0].detail ?? 'a later run'}): a replay never makes older ` +
      'evidence the latest, nor moves a check run a later run or attempt completed.'
  ]
}

/** The origin as results show it, with a link to its run's attempt. */
function shownOrigin(config: ReplayConfig, o: Origin): ReplayOrigin {
  const server = config.github.serverUrl
  return {
    ...o,
    ...(server && {
      runUrl: `${server}/${o.repository}/actions/runs/${o.run}/attempts/${o.attempt}`
    })
  }
}

/**
 * Each origin to its own truth: its own writes and tests (the JUnit attestations of it that are
 * in the service), the service's state of its own commit (searched once per commit), judged.
 */
async function judgeOrigins(
  config: ReplayConfig,
  delivery: Delivery,
  plan: ReplayPlan,
  writes: Write[]
): Promise<OriginVerdict[]> {
  const state = new Map(writes.map((w) => [w.id, w.state]))
  const searches = new Map<string, Promise<SearchOutcome | undefined>>()
  const searchOf = (commit: string): Promise<SearchOutcome | undefined> => {
    if (!searches.has(commit)) {
      const ask = config.dryRun || delivery.stop ? undefined : searchValue(config, delivery, commit)
      searches.set(commit, Promise.resolve(ask))
    }
    return searches.get(commit) as Promise<SearchOutcome | undefined>
  }
  const verdicts: OriginVerdict[] = []
  for (const o of plan.origins) {
    const own = plan.writes.filter((w) => w.origin === o)
    const { tests, failingSuites } = testsOf(own, state)
    const search = o.commit ? await searchOf(o.commit) : undefined
    const judged = judgeCompliance({
      ...(tests && { tests }),
      ...(search && { service: { state: search.complianceState } }),
      // The replay step reports; each origin's check run carries its verdict.
      failOnNonCompliant: false
    })
    const leftBy = own.find((w) => w.superseded)?.superseded
    verdicts.push({
      origin: shownOrigin(config, o),
      writeIds: own.map((w) => w.stored.id),
      ...(tests && { tests }),
      ...(failingSuites && { failingSuites }),
      ...(search && { search }),
      ...(judged.compliant !== undefined && { compliant: judged.compliant }),
      ...(leftBy && { checkLeftAlone: supersededWords(leftBy) })
    })
  }
  return verdicts
}

/** The totals and failing suites of an origin's JUnit attestations that are in the service. */
function testsOf(
  own: PlannedWrite[],
  state: Map<string, Write['state']>
): Pick<OriginVerdict, 'tests' | 'failingSuites'> {
  let tests: OriginVerdict['tests']
  const failingSuites: NonNullable<OriginVerdict['failingSuites']> = []
  for (const w of own) {
    const s = state.get(w.stored.id)
    if (w.summary.kind !== 'junit' || (s !== 'recorded' && s !== 'earlier')) continue
    const t = w.summary.tests
    tests = {
      total: (tests?.total ?? 0) + t.total,
      failures: (tests?.failures ?? 0) + t.failures,
      errors: (tests?.errors ?? 0) + t.errors,
      skipped: (tests?.skipped ?? 0) + t.skipped
    }
    failingSuites.push(...w.summary.failing)
  }
  return tests ? { tests, ...(failingSuites.length > 0 && { failingSuites }) } : {}
}

export const replayCommand: OnlineCommand<ReplayInputs> = {
  name: 'replay',
  title: 'replay of the outbox',
  verdict: false,
  online: true,
  readInputs,
  run: runReplay
}
