/**
 * A replay's plan, as the command asks for it: the outboxes of `run-id` or of the `outbox`
 * path (src/outbox/open.ts), the receipts of earlier replays (src/outbox/receipt-store.ts), and
 * what GitHub knows that is newer (src/outbox/newer-checks.ts), put together by
 * src/outbox/plan.ts.
 */
import path from 'node:path'
import type { Delivery } from '../delivery/delivery.js'
import type { GitHubAccess } from '../github/client.js'
import type { ReplayInputs } from '../inputs/replay-inputs.js'
import type { Origin } from '../outbox/document.js'
import type { OpenedOutbox } from '../outbox/outbox-file.js'
import { outboxesAt, outboxesOfRun } from '../outbox/open.js'
import { planOf, type ReplayPlan, type Superseded } from '../outbox/plan.js'
import { findReceipts } from '../outbox/receipt-store.js'
import type { ServiceRunConfig } from './command.js'

export type ReplayConfig = ServiceRunConfig & ReplayInputs

/** Where downloads and receipts go for a moment: the runner's temp folder. */
export const scratch = (config: ReplayConfig): string => config.runner.temp

const accessOf = new WeakMap<ReplayConfig, GitHubAccess>()

/** GitHub's API as this step reaches it, one for the step (so one client: github/client.ts). */
function gitHubAccess(config: ReplayConfig): GitHubAccess {
  let access = accessOf.get(config)
  if (!access) {
    const { repository, apiUrl } = config.github
    access = { repository, apiUrl, token: config.githubToken, maxRetries: config.maxRetries }
    accessOf.set(config, access)
  }
  return access
}

/** The repository's artifacts, when this run can reach them (context/runner.ts, with a token). */
export function repositoryAccess(config: ReplayConfig): GitHubAccess | undefined {
  if (config.runner.cannotReadArtifacts || !config.githubToken) return undefined
  return gitHubAccess(config)
}

/**
 * Where the receipts of earlier replays are looked up on GitHub: the repository's artifacts,
 * with a token; `keptByWorkflow` where the workflow keeps them because this step cannot
 * upload (context/runner.ts), under the name the step gives it (outbox/receipts.ts).
 */
export function receiptAccess(config: ReplayConfig): {
  access?: GitHubAccess
  keptByWorkflow?: true
} {
  const { repository } = config.github
  if (config.runner.workflowKeepsArtifacts && config.githubToken && repository) {
    return { access: gitHubAccess(config), keptByWorkflow: true }
  }
  const access = repositoryAccess(config)
  return access ? { access } : {}
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

/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
export function receiptFolder(config: ReplayConfig): string | undefined {
  if (config.runId !== undefined) return undefined
  const where = path.resolve(config.workspace, config.outbox)
  return path.extname(where) === '.json' ? path.dirname(where) : where
}

/**
 * The plan: outboxes, the receipts of earlier replays, and what GitHub knows that is newer
 * (a later run's or attempt's check run of an origin's name on its commit).
 */
export async function makePlan(
  config: ReplayConfig,
  delivery: Delivery
): Promise<{ plan: ReplayPlan; receipts: ReplayPlanReceipts }> {
  const outboxes = await loadOutboxes(config, delivery)
  const origins = [...new Set(outboxes.flatMap((o) => o.content.origins))]
  const { access, keptByWorkflow } = receiptAccess(config)
  const look = () =>
    findReceipts({
      origins,
      token: config.apiToken,
      base: scratch(config),
      folder: receiptFolder(config),
      access,
      keptByWorkflow
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
  const { repository } = config.github
  if (!repository || !config.githubToken || config.dryRun) {
    return { byOrigin: () => undefined, warnings: [] }
  }
  const { newerCheckRuns } = await import('../outbox/newer-checks.js')
  const { newer, warnings } = await newerCheckRuns(gitHubAccess(config), origins)
  // The plan's origins are those opened: look each up by what it says.
  const byKey = new Map([...newer].map(([o, s]) => [JSON.stringify(o), s]))
  return { byOrigin: (o) => byKey.get(JSON.stringify(o)), warnings }
}

/** What the receipts of earlier replays say, and the warnings of those ignored. */
export type ReplayPlanReceipts = Awaited<ReturnType<typeof findReceipts>>
