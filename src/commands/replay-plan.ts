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
import type { ListedArtifact } from '../outbox/artifact.js'
import type { OpenedOutbox } from '../outbox/outbox-file.js'
import { outboxesAt, outboxesOfRun } from '../outbox/open.js'
import { planOf, type Newer, type ReplayPlan } from '../outbox/plan.js'
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
 * What a replay reads, chosen once from its inputs: a run's outbox artifacts (`run-id`), or the
 * `outbox` folder or file. What each answers: its outboxes, where receipts are read and new
 * ones kept besides GitHub (a folder's: beside it; a run's: on GitHub only), what the receipts
 * of earlier replays are looked up with, and what "nothing to replay" is called.
 */
export interface ReplaySource {
  /** Its outboxes, opened and checked; those GitHub lists as expired go into `expired`. */
  outboxes: (delivery: Delivery, expired: ListedArtifact[]) => Promise<OpenedOutbox[]>
  /** The folder receipts are read from and kept in; none for a run's artifacts. */
  receiptFolder?: string
  /** Where new receipts are uploaded from, as this run's artifact, when this step can upload. */
  receiptUpload?: { base: string }
  /** Where the receipts of earlier replays are looked up on GitHub (receiptAccess). */
  receiptLookup: () => { access?: GitHubAccess; keptByWorkflow?: true }
  /** What it is when it holds no write: `Run 4242 has no outbox.` */
  none: string
}

const sourceOf = new WeakMap<ReplayConfig, ReplaySource>()

/** The source of this replay, decided once (the one place `run-id` and `outbox` are told apart). */
export function replaySource(config: ReplayConfig): ReplaySource {
  let source = sourceOf.get(config)
  if (!source) {
    source = config.runId === undefined ? folderSource(config) : runSource(config, config.runId)
    sourceOf.set(config, source)
  }
  return source
}

function folderSource(config: ReplayConfig): ReplaySource {
  const settings = { token: config.apiToken, org: config.org }
  const where = path.resolve(config.workspace, config.outbox)
  return {
    outboxes: async () => outboxesAt(where, config.workspace, settings),
    // The outbox folder, or the folder of the outbox file.
    receiptFolder: path.extname(where) === '.json' ? path.dirname(where) : where,
    ...receiptsOnGitHub(config),
    none: 'The outbox holds no write.'
  }
}

function runSource(config: ReplayConfig, runId: number): ReplaySource {
  const settings = { token: config.apiToken, org: config.org }
  return {
    outboxes: async (delivery, expired) => {
      const access = repositoryAccess(config)
      if (!access) throw new Error('the outbox of a run can only be read on GitHub')
      return delivery.around(`Downloading the outboxes of run ${runId}`, () =>
        outboxesOfRun(access, runId, scratch(config), settings, expired)
      )
    },
    ...receiptsOnGitHub(config),
    none:
      `Run ${runId} has no outbox (GitHub lists no records-outbox- artifact of it: ` +
      'nothing was deferred, or it was deleted).'
  }
}

/** Where receipts are looked up and kept on GitHub, whatever the source. */
function receiptsOnGitHub(
  config: ReplayConfig
): Pick<ReplaySource, 'receiptLookup' | 'receiptUpload'> {
  // The runtime token uploads to this run; no GitHub token is needed for that.
  const upload = config.runner.cannotSaveArtifacts ? undefined : { base: scratch(config) }
  return { receiptLookup: () => receiptAccess(config), ...(upload && { receiptUpload: upload }) }
}

/**
 * Where the receipts of earlier replays are looked up on GitHub: the repository's artifacts,
 * with a token; `keptByWorkflow` where the workflow keeps them because this step cannot
 * upload (context/runner.ts), under the name the step gives it (outbox/receipts.ts).
 */
function receiptAccess(config: ReplayConfig): {
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

/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
export function receiptFolder(config: ReplayConfig): string | undefined {
  return replaySource(config).receiptFolder
}

/**
 * The plan: outboxes, the receipts of earlier replays, and what GitHub knows that is newer
 * (a later run's or attempt's check run of an origin's name on its commit).
 */
export async function makePlan(
  config: ReplayConfig,
  delivery: Delivery
): Promise<{ plan: ReplayPlan; receipts: ReplayPlanReceipts; expired: ListedArtifact[] }> {
  const source = replaySource(config)
  const expired: ListedArtifact[] = []
  const outboxes = await source.outboxes(delivery, expired)
  const origins = [...new Set(outboxes.flatMap((o) => o.content.origins))]
  const { access, keptByWorkflow } = source.receiptLookup()
  const look = () =>
    findReceipts({
      origins,
      token: config.apiToken,
      base: scratch(config),
      folder: source.receiptFolder,
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
  const plan = planOf(outboxes, receipts.receipts, newer.judge)
  return { plan, receipts, expired }
}

/**
 * What GitHub knows that is newer than each origin's writes (outbox/newer-checks.ts): believed
 * check runs of later runs or attempts, and GitHub's record of the origins' runs.
 */
async function newerKnown(
  config: ReplayConfig,
  origins: Origin[]
): Promise<{ judge: (o: Origin, subject: string) => Newer; warnings: string[] }> {
  const { repository } = config.github
  if (!repository || !config.githubToken || config.dryRun) {
    return { judge: () => undefined, warnings: [] }
  }
  const { newerCheckRuns } = await import('../outbox/newer-checks.js')
  const { judge, warnings } = await newerCheckRuns(gitHubAccess(config), origins)
  // The plan's origins are those opened: look each up by what it says.
  const byKey = new Map(origins.map((o) => [JSON.stringify(o), o]))
  return {
    judge: (o, subject) => {
      const known = byKey.get(JSON.stringify(o))
      return known ? judge(known, subject) : undefined
    },
    warnings
  }
}

/** What the receipts of earlier replays say, and the warnings of those ignored. */
export type ReplayPlanReceipts = Awaited<ReturnType<typeof findReceipts>>
