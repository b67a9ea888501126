/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever, never
 * as the latest when something newer is known (docs/bad-day.md). It reads as:
 * plan (outbox/plan.ts: every outbox opened and checked, in written order, with receipts and
 * what supersedes) → send what is due through the same delivery as `report` (writes of one
 * subject one after another in written order, the rest side by side) → keep receipts as writes
 * land → judge each origin (compliance/judge.ts) → each origin's check run (report/).
 */
import { judgeTogether } from '../compliance/judge.js'
import type { Delivery } from '../delivery/delivery.js'
import { describeStop } from '../delivery/gate.js'
import { errorMessage } from '../errors.js'
import type { Env } from '../inputs/read.js'
import { readReplayInputs, type ReplayInputs } from '../inputs/replay-inputs.js'
import { requestOf } from '../outbox/document.js'
import type { PlannedWrite, ReplayPlan } from '../outbox/plan.js'
import type { ReceiptKeeper } from '../outbox/receipt-keeper.js'
import type { Delivered } from '../outbox/receipts.js'
import type { CommandResult, OriginVerdict, Write } from '../results.js'
import { count, utcMinute } from '../util/english.js'
import { TOO_LATE } from '../util/on-cancel.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'
import { judgeOrigins, supersededWords } from './replay-origins.js'
import { expiredOutboxFailures } from './replay-lost.js'
import {
  makePlan,
  replaySource,
  type ReplayConfig,
  type ReplayPlanReceipts
} from './replay-plan.js'
import { keeperFor, receiptFailures, workflowReceipt } from './replay-receipts.js'

async function readInputs(env: Env, run: ServiceRunConfig): Promise<ReplayInputs> {
  return readReplayInputs(env, run)
}

/** `by run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d: Delivered): string {
  return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${utcMinute(d.at)}`
}

/**
 * Sends what is due: the writes of one subject one after another, in written order (the
 * service keeps the latest record of a subject), the subjects side by side through the
 * delivery's pacing, as `report` sends. Returns every write's outcome, in plan order. When the
 * job is cancelled no new write starts, and those in flight get until the delivery's wait is
 * over: one not answered by then is `in-flight`, and no later answer goes into the receipt
 * (docs/bad-day.md, "A cancelled replay sends once").
 */
async function sendPlan(
  plan: ReplayPlan,
  delivery: Delivery,
  keeper: ReceiptKeeper,
  sendAnyway: boolean
): Promise<Write[]> {
  const outcome = new Map<string, Write>()
  const started = new Set<string>()
  const sending = Promise.all(
    chainsOf(plan, outcome, sendAnyway).map(async (chain) => {
      for (const w of chain) {
        const { id, kind, label } = w.stored
        const request = () => requestOf(w.stored)
        started.add(id)
        const write = await delivery.write({ id, kind, label, request, origin: w.origin })
        outcome.set(id, write)
        if (write.state === 'recorded') await keeper.recorded(w.origin, id)
      }
    })
  )
  const waitOver = delivery.cancellation.inFlightWaitOver().then(() => false)
  if (!(await Promise.race([sending.then(() => true), waitOver]))) keeper.close()
  return plan.writes.map((w) => outcome.get(w.stored.id) ?? cutShort(w, started, delivery))
}

/**
 * The writes due, one chain per subject in written order; the outcome of each of the others
 * (recorded earlier, superseded) goes into `outcome`.
 */
function chainsOf(
  plan: ReplayPlan,
  outcome: Map<string, Write>,
  sendAnyway: boolean
): PlannedWrite[][] {
  const chains = new Map<string, PlannedWrite[]>()
  for (const w of plan.writes) {
    const base = { id: w.stored.id, kind: w.stored.kind, label: w.stored.label }
    if (w.receipt) outcome.set(base.id, { ...base, state: 'earlier', detail: byWhom(w.receipt) })
    else if (w.superseded && !sendAnyway) {
      outcome.set(base.id, { ...base, state: 'superseded', detail: supersededWords(w.superseded) })
    } else if (w.held && !sendAnyway) {
      outcome.set(base.id, { ...base, state: 'held', detail: w.held })
    } else {
      const chain = chains.get(w.subject) ?? []
      chains.set(w.subject, chain)
      chain.push(w)
    }
  }
  return [...chains.values()]
}

/**
 * A write with no outcome when the cancelled replay stopped waiting: in flight when it was sent
 * (the service may have recorded it), not sent when its turn never came.
 */
function cutShort(w: PlannedWrite, started: ReadonlySet<string>, delivery: Delivery): Write {
  const { id, kind, label } = w.stored
  const stop = delivery.stop
  const state = started.has(id) ? 'in-flight' : 'stopped'
  return { id, kind, label, state, ...(stop && { detail: describeStop(stop) }) }
}

export async function runReplay(config: ReplayConfig, delivery: Delivery): Promise<CommandResult> {
  let planned: Awaited<ReturnType<typeof makePlan>>
  try {
    planned = await makePlan(config, delivery)
  } catch (err) {
    return commandResult(replayCommand, config, { failures: [errorMessage(err)] })
  }
  const { plan, receipts } = planned
  // Expired outboxes are lost evidence: the step fails naming them, whatever else is sent.
  const lost = expiredOutboxFailures(config.runId ?? 0, planned.expired)
  if (plan.writes.length === 0) {
    if (lost.length > 0) return commandResult(replayCommand, config, { failures: lost })
    const { none } = replaySource(config)
    return commandResult(replayCommand, config, { notices: [`${none} Nothing to replay.`] })
  }
  const keeper = keeperFor(config, delivery, receipts)
  const replayedAt = new Date().toISOString()
  // From here on the job's cancellation (SIGINT, then SIGTERM) starts no new write; what was
  // recorded is kept in the receipt before the step ends, within the time the runner allows.
  delivery.listenForCancel()
  const writes = await sendPlan(plan, delivery, keeper, config.sendSuperseded === true)
  const saved = await delivery.cancellation.finishBy(keeper.flush())
  const late = saved === TOO_LATE
  const receiptsKept = late ? keeper.soFar() : saved
  const failures = [...lost, ...receiptFailures(receiptsKept, late)]
  // A cancelled replay judges nothing and moves no check run: it has no time, and its origins'
  // evidence is not all sent.
  const verdicts =
    delivery.stop?.kind === 'cancelled' ? [] : await judgeOrigins(config, delivery, plan, writes)
  const kept = workflowReceipt(config, receiptsKept)
  return replayResult(config, { plan, writes, verdicts, failures, replayedAt, receipts, kept })
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
    kept: ReturnType<typeof workflowReceipt>
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
      replayedOrigins: r.verdicts,
      replayedAt: r.replayedAt,
      failures: [...r.failures, ...heldFailure(r.writes)],
      ...(r.kept.receiptArtifact && { receiptArtifact: r.kept.receiptArtifact }),
      warnings: [
        ...r.receipts.warnings,
        ...r.verdicts.flatMap((v) => v.search?.warnings ?? []),
        ...r.kept.warnings
      ],
      notices: [
        ...earlierNotice(r.writes),
        ...supersededNotice(r.writes),
        ...sentAnywayNotice(config, r.plan),
        ...r.kept.notices
      ]
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

/**
 * Held writes end the replay non-zero: newer evidence may exist, so sending them as the latest
 * could make older evidence stand; not sending them quietly could lose it (docs/bad-day.md).
 */
function heldFailure(writes: Write[]): string[] {
  const held = writes.filter((w) => w.state === 'held')
  if (held.length === 0) return []
  return [
    `${count(held.length, 'write')} held, not sent as the latest, because ${held[0].detail ?? 'newer evidence may exist'}. ` +
      'If what that attempt recorded is not newer evidence of the same subject, run the replay ' +
      'again with `send-superseded: true` to send them.'
  ]
}

/** `send-superseded: true` sent what was superseded or held: said, with how many. */
function sentAnywayNotice(config: ReplayConfig, plan: ReplayPlan): string[] {
  if (!config.sendSuperseded) return []
  const n = plan.writes.filter((w) => !w.receipt && (w.superseded || w.held)).length
  if (n === 0) return []
  return [
    `${count(n, 'write')} sent although newer evidence was known or could not be seen ` +
      '(`send-superseded: true`).'
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
