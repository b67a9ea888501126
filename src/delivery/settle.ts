/**
 * After a command's writes: what the delivery adds to its result — the stop (a refused token, a
 * service that is down), what a dry run would have sent, why a preview sent nothing — and the
 * outbox, sealed with the api-token and saved as a workflow artifact when writes were deferred.
 * If it cannot be saved, nothing is pretended: the result says so, with the file's path
 * (docs/bad-day.md). Every line about it is worded in report/ from the result.
 */
import path from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import { thisRun, type GitHubContext } from '../context/github.js'
import type { RunnerContext } from '../context/runner.js'
import { errorMessage } from '../errors.js'
import { outboxContent, type Origin } from '../outbox/document.js'
import { writeOutboxFile } from '../outbox/outbox-file.js'
import { outboxName } from '../outbox/receipts.js'
import type { LegStrategy } from '../legs/leave.js'
import type { CommandResult, OutboxOutcome, PresenceOutcome } from '../results.js'
import type { Delivery, DeliveryOutcome } from './delivery.js'

export interface SettleConfig {
  github: GitHubContext
  /** Where the outbox file goes, and whether it can be saved as a workflow artifact. */
  runner: Pick<RunnerContext, 'temp' | 'cannotSaveArtifacts'>
  apiToken: string
  checkName: string
  /** The matrix leg the job runs as, in words (inputs/check-run.ts). */
  checkLeg?: string
  /** The leg's whole values, as a digest (inputs/check-run.ts). */
  checkLegDigest?: string
  /** `check-run`: an origin that made none gets none from a replay either. */
  checkRun?: boolean
  /** This job's key, read when first asked for (src/github/job-name.ts). */
  jobKey?: () => Promise<string | undefined>
  preview?: string
  /** A matrix leg's values and place: its records step leaves a presence record (src/legs/). */
  matrixLeg?: Record<string, unknown>
  strategy?: LegStrategy
}

/** The result with what the delivery added. */
export async function settleDelivery(
  result: CommandResult,
  config: SettleConfig,
  delivery: Delivery
): Promise<CommandResult> {
  const done = delivery.outcome()
  const outbox =
    done.deferred.length > 0 ? await saveOutbox(result, config, delivery, done) : undefined
  const runId = config.github.runId
  // After the outbox: a leg whose attestation waits in it is present only once it is saved.
  const presence = config.matrixLeg
    ? await leaveLegPresence({ ...result, ...(outbox && { outbox }) }, config, delivery)
    : undefined
  return {
    ...result,
    ...(presence && { presence }),
    // A preview's writes were not sent because of the preview, not because a dry run was asked.
    ...(config.preview && {
      preview: config.preview,
      writes: result.writes.map((w) => (w.state === 'preview' ? { ...w, detail: 'preview' } : w))
    }),
    ...(done.stopped && { stopped: done.stopped }),
    ...(done.dryRunRequests.length > 0 && { dryRunRequests: [...done.dryRunRequests] }),
    // Why it could not be saved is worded by report/ from `outbox.unsaved`, never here.
    ...(outbox && { outbox: { ...outbox, ...(runId && { runId }) } })
  }
}

/** This leg's presence record (src/legs/leave.ts, loaded only in a matrix leg). */
async function leaveLegPresence(
  result: CommandResult,
  config: SettleConfig,
  delivery: Delivery
): Promise<PresenceOutcome | undefined> {
  const { leavePresence } = await import('../legs/leave.js')
  return leavePresence(result, config, (title, work) => delivery.around(title, work))
}

/** This run, as the origin of the writes it deferred. */
async function originHere(result: CommandResult, config: SettleConfig): Promise<Origin> {
  const gh = config.github
  const d = result.destination
  const jobKey = await config.jobKey?.()
  return {
    ...thisRun(gh),
    written: new Date().toISOString(),
    org: d.org ?? '',
    ...(d.flow && { flow: d.flow }),
    ...(d.trail && { trail: d.trail }),
    ...(d.commit && { commit: d.commit }),
    ...(config.checkName && { checkName: config.checkName }),
    ...(config.checkLeg && { leg: config.checkLeg }),
    ...(config.checkLegDigest && { legSha: config.checkLegDigest }),
    ...(config.checkRun === false && { checkRun: false }),
    ...(gh.action && { step: gh.action }),
    ...(jobKey && { jobKey })
  }
}

/** The sealed outbox written to a file and uploaded as a workflow artifact. */
async function saveOutbox(
  result: CommandResult,
  config: SettleConfig,
  delivery: Delivery,
  done: DeliveryOutcome
): Promise<OutboxOutcome> {
  const here = await originHere(result, config)
  const content = outboxContent(done.deferred, here)
  let file: string | undefined
  try {
    const { temp, cannotSaveArtifacts } = config.runner
    file = await writeOutboxFile(
      await mkdtemp(path.join(temp, 'records-outbox-')),
      content,
      here,
      config.apiToken
    )
    // Where this step cannot save a workflow artifact, the file is the outbox: nothing is
    // tried that cannot work, and the result says why (report/ words it).
    if (cannotSaveArtifacts) return { file, unsaved: cannotSaveArtifacts }
    const { RETENTION_DAYS, uploadUnderFreeName } = await import('../outbox/artifact.js')
    const artifact = await uploadUnderFreeName(
      (nth) => outboxName(here, nth),
      file,
      (name, upload) =>
        delivery.around(`Saving the outbox as the workflow artifact ${name}`, upload)
    )
    return { file, artifact, keptDays: RETENTION_DAYS }
  } catch (err) {
    return { error: errorMessage(err), ...(file && { file }) }
  }
}
