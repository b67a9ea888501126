/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever, never
 * as the latest when something newer is known (docs/bad-day.md). It reads as:
 * plan (outbox/plan.ts: every outbox opened and checked, in written order, with receipts and
 * what supersedes) → send what is due through the same delivery as `report` (writes of one
 * subject one after another in written order, the rest side by side) → keep receipts as writes
 * land → judge each origin (compliance/judge.ts) → each origin's check run (report/).
 */
import { judgeTogether } from '../compliance/judge.js'
import { thisRun } from '../context/github.js'
import type { Delivery } from '../delivery/delivery.js'
import { errorMessage } from '../errors.js'
import type { Env } from '../inputs/read.js'
import { readReplayInputs, type ReplayInputs } from '../inputs/replay-inputs.js'
import { requestOf } from '../outbox/document.js'
import type { PlannedWrite, ReplayPlan } from '../outbox/plan.js'
import { ReceiptKeeper } from '../outbox/receipt-store.js'
import type { Delivered } from '../outbox/receipts.js'
import type { CommandResult, OriginVerdict, Write } from '../results.js'
import { count } from '../util/english.js'
import { withCancelHook } from '../util/on-cancel.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'
import { judgeOrigins, supersededWords } from './replay-origins.js'
import {
  makePlan,
  receiptFolder,
  scratch,
  type ReplayConfig,
  type ReplayPlanReceipts
} from './replay-plan.js'

async function readInputs(env: Env, run: ServiceRunConfig): Promise<ReplayInputs> {
  return readReplayInputs(env, run)
}

/** `by run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d: Delivered): string {
  const when = d.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')
  return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${when}`
}

/** The receipt keeper of this replay: receipts beside the folder, and on GitHub as an artifact. */
function keeperFor(
  config: ReplayConfig,
  delivery: Delivery,
  receipts: ReplayPlanReceipts
): ReceiptKeeper {
  // The runtime token uploads to this run; no GitHub token is needed for that.
  const upload = config.runner.cannotSaveArtifacts ? undefined : { base: scratch(config) }
  return new ReceiptKeeper({
    receipts: receipts.receipts,
    token: config.apiToken,
    by: thisRun(config.github),
    folder: receiptFolder(config),
    upload,
    ...(upload && {
      around: (work: () => Promise<unknown>) =>
        delivery.around('Saving the receipt of this replay', work)
    })
  })
}

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
  const { compliant, complianceState } = judgeTogether(r.verdicts)
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
      ...(complianceState !== undefined && { complianceState }),
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

export const replayCommand: OnlineCommand<ReplayInputs> = {
  name: 'replay',
  title: 'replay of the outbox',
  verdict: false,
  online: true,
  readInputs,
  run: runReplay
}
