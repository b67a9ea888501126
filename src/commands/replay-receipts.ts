/**
 * A replay's receipts (docs/bad-day.md, "Exactly once"): the keeper that saves them as writes
 * land — beside the outbox folder, and as a workflow artifact of this run where it can upload —
 * and what the result says of them: a save that failed or came too late, and where this step
 * cannot upload, the name under which the workflow keeps them (the receipt-artifact output).
 */
import { thisRun } from '../context/github.js'
import type { Delivery } from '../delivery/delivery.js'
import { ReceiptKeeper, type ReceiptsKept } from '../outbox/receipt-keeper.js'
import { workflowReceiptsName } from '../outbox/receipts.js'
import { count } from '../util/english.js'
import { replaySource, type ReplayConfig, type ReplayPlanReceipts } from './replay-plan.js'

/** The receipt keeper of this replay: receipts beside the folder, and on GitHub as an artifact. */
export function keeperFor(
  config: ReplayConfig,
  delivery: Delivery,
  receipts: ReplayPlanReceipts
): ReceiptKeeper {
  const source = replaySource(config)
  const upload = source.receiptUpload
  return new ReceiptKeeper({
    receipts: receipts.receipts,
    token: config.apiToken,
    by: thisRun(config.github),
    folder: source.receiptFolder,
    upload,
    ...(upload && {
      around: (work: () => Promise<unknown>) =>
        delivery.around('Saving the receipt of this replay', work)
    })
  })
}

/**
 * Why this replay's receipt may not say all it recorded, if it may not (`late`: its final save
 * did not end in the time the cancelled job had left). The earlier receipt is kept either way
 * (outbox/receipt-keeper.ts): only what was recorded since it was saved may be sent again.
 */
export function receiptFailures(kept: ReceiptsKept, late: boolean): string[] {
  const cause = late ? 'not in the time the cancelled job had left' : kept.error
  if (cause === undefined) return []
  return [
    `The receipt of this replay could not be saved (${cause}): the writes are recorded, and its ` +
      'earlier receipt is kept, but a later replay of the same outbox would send those recorded ' +
      'since that receipt again'
  ]
}

/**
 * Where this step cannot upload its receipt but the workflow keeps it (context/runner.ts): the
 * artifact name for the receipt files this replay wrote at the top of its folder, under which a
 * later replay of the same build finds them whichever run id it is given, and a notice saying
 * so. A workflow keeps one artifact per step: outboxes of more than one run give no name, and a
 * warning says the receipts stay in the folder only.
 */
export function workflowReceipt(
  config: ReplayConfig,
  kept: ReceiptsKept
): { receiptArtifact?: string; notices: string[]; warnings: string[] } {
  const folder = replaySource(config).receiptFolder
  if (!config.runner.workflowKeepsArtifacts || !folder || kept.inFolder.length === 0) {
    return { notices: [], warnings: [] }
  }
  const names = [...new Set(kept.inFolder.map(workflowReceiptsName))]
  const files = `${config.outbox}/records-receipt-*.json`
  if (names.length > 1) {
    const warning =
      `This replay's receipts are of ${count(names.length, 'build run')}' outboxes: they are ` +
      `kept in ${files} only, and a replay of one of those runs by its own run id sends what ` +
      'they name again. Replay one build run at a time.'
    return { notices: [], warnings: [warning] }
  }
  const [name] = names
  const notice =
    `This step cannot upload its receipt: keep ${files} as the workflow artifact ${name} (the ` +
    'receipt-artifact output), and the next replay of the same run finds it whichever run id it is given.'
  return { receiptArtifact: name, notices: [notice], warnings: [] }
}
