/**
 * Where receipts are kept and found (receipts.ts says what one is): in the `outbox` folder,
 * at any depth (`gh run download --dir` puts each artifact in a folder of its own, and the
 * README's `gh run download` loop downloads the last replay's folder one level deeper each
 * round), and on GitHub as workflow artifacts found through the repository's artifact list. A receipt is kept
 * as writes land, batch by batch, so a replay cut short leaves receipts for what it recorded.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import { GitHubError } from '../github/client.js'
import { MAX_OUTBOX_BYTES, type Origin } from './document.js'
import type { ListedArtifact, RepositoryAccess } from './artifact.js'
import {
  MAX_RECEIPT_BYTES,
  addReceipt,
  receiptArtifactNames,
  receiptName,
  workflowReceiptsName,
  Receipts,
  type RunRef
} from './receipts.js'

/**
 * The most receipts one replay reads across all its origin runs: files under its folder first,
 * the shallowest first, then artifacts (artifact.ts lists the newest 10 of each origin run), the
 * newest of every origin run before the second newest of any. Each costs one scrypt opening
 * (≈ 100 ms), and an artifact a few requests and up to 1 MiB fetched and 1 MiB extracted: 100 is
 * about 10 s of CPU and 200 MiB at worst, and still the newest receipt of 100 origin runs (a run
 * of 25 jobs re-run four times).
 */
export const MAX_RECEIPTS_READ = 100

/** What a receipt not read means (notRead says why this is the safe direction). */
const SENT_AGAIN =
  'A write that only those receipts name is sent again (the same record again: harmless for ' +
  'compliance, visible in the trail’s history).'

/** The run an origin names. */
export function runOf(origin: Origin): RunRef {
  return {
    repository: origin.repository,
    run: origin.run,
    job: origin.job,
    attempt: origin.attempt
  }
}

export function distinctRuns(origins: readonly Origin[]): RunRef[] {
  const seen = new Map<string, RunRef>()
  for (const o of origins) {
    const run = runOf(o)
    seen.set(JSON.stringify(run), run)
  }
  return [...seen.values()]
}

/** A receipt lookup GitHub refused for want of `actions: read` (403, or 404 on a private repo). */
export class ReceiptPermissionError extends Error {
  constructor(readonly refused: GitHubError) {
    super(
      `${refused.message}; without it a replay cannot tell what was already recorded, so ` +
        'nothing was sent'
    )
    this.name = 'ReceiptPermissionError'
  }

  get status(): number | undefined {
    return this.refused.status
  }
}

/**
 * What earlier replays recorded of the writes of `origins`: every receipt under `folder`, at
 * any depth, and with `access` the receipt artifacts of the repository for those origins, at
 * most MAX_RECEIPTS_READ, newest first (needs `actions: read`; without it this throws
 * ReceiptPermissionError, and nothing is sent; another failure is retried, then thrown naming
 * GitHub and what it answered). `keptByWorkflow`: the replaying step cannot upload its receipts,
 * and the workflow keeps them under the name it gives (`workflowReceiptsName`). Receipts that
 * cannot be opened, and those past the bound, are warnings.
 */
export async function findReceipts(opts: {
  origins: Origin[]
  token: string
  base: string
  folder?: string
  access?: RepositoryAccess
  keptByWorkflow?: boolean
}): Promise<{ receipts: Receipts; warnings: string[] }> {
  const receipts = new Receipts()
  const warnings: string[] = []
  const runs = distinctRuns(opts.origins)
  let left = MAX_RECEIPTS_READ
  if (opts.folder) {
    const inFolder = await readFolderTree(receipts, opts.folder, runs, opts.token)
    warnings.push(...inFolder.warnings)
    left -= inFolder.read
  }
  if (!opts.access) return { receipts, warnings }
  const access = opts.access
  const list = (name: string) => listed(access, name).catch(lookupFailed)
  const found = opts.keptByWorkflow
    ? await keptByWorkflow(runs, list)
    : await keptByReplays(runs, list)
  const picked = newestFirst(found, left)
  const { withDownloaded } = await import('./artifact.js')
  for (const { runs: of, artifact, holdsAll } of picked.read) {
    const shown = `${artifact.name} of run ${artifact.runId}`
    const read = (dir: string) =>
      readDownloaded(receipts, dir, { runs: of, holdsAll, shown }, opts.token)
    const said = await withDownloaded(access, artifact, opts.base, read).catch((err: unknown) => [
      `The receipt ${shown} could not be read: ${errorMessage(err)}.`
    ])
    warnings.push(...said)
  }
  if (picked.unread.length > 0) warnings.push(notRead(picked))
  return { receipts, warnings }
}

/** The repository's artifacts named `name`, newest first (artifact.ts: forks' runs left out). */
async function listed(access: RepositoryAccess, name: string): Promise<ListedArtifact[]> {
  const { listRepositoryArtifacts } = await import('./artifact.js')
  return listRepositoryArtifacts(access, name)
}

type Lister = (name: string) => Promise<ListedArtifact[]>

/**
 * The receipt artifacts replays uploaded, per origin run: under either of its two names (a
 * replay alternates between them, receipt-keeper.ts), the newest MAX_SAME_NAME of both.
 */
async function keptByReplays(runs: RunRef[], list: Lister): Promise<ListedReceipts[]> {
  const { MAX_SAME_NAME } = await import('./artifact.js')
  const found: ListedReceipts[] = []
  for (const run of runs) {
    const both = []
    for (const name of receiptArtifactNames(run)) both.push(...(await list(name)))
    both.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id)
    found.push({ runs: [run], listed: both.slice(0, MAX_SAME_NAME), holdsAll: true })
  }
  return found
}

/**
 * The receipt artifacts workflows kept, per build run: one holds a receipt file for each origin
 * of the run that replay recorded writes of, each file within MAX_RECEIPT_BYTES, so it may hold
 * that many times the bound (at most the outbox's bound).
 */
async function keptByWorkflow(runs: RunRef[], list: Lister): Promise<ListedReceipts[]> {
  const byBuild = new Map<string, RunRef[]>()
  for (const run of runs) {
    const name = workflowReceiptsName(run)
    byBuild.set(name, [...(byBuild.get(name) ?? []), run])
  }
  const found: ListedReceipts[] = []
  for (const [name, of] of byBuild) {
    const bound = Math.min(MAX_OUTBOX_BYTES, MAX_RECEIPT_BYTES * of.length)
    const listed = (await list(name)).map((a) => ({ ...a, bound }))
    found.push({ runs: of, listed, holdsAll: false })
  }
  return found
}

/**
 * Adds the receipts of `of.runs` in a downloaded artifact's folder, each file within
 * MAX_RECEIPT_BYTES; the warnings of those that cannot be opened. An artifact a replay uploaded
 * (`holdsAll`) must hold its origin run's receipt; one a workflow kept for a build run holds
 * those of the origins its replay recorded writes of.
 */
async function readDownloaded(
  receipts: Receipts,
  dir: string,
  of: { runs: RunRef[]; holdsAll: boolean; shown: string },
  token: string
): Promise<string[]> {
  const warnings: string[] = []
  for (const run of of.runs) {
    const file = path.join(dir, `${receiptName(run)}.json`)
    const size = await stat(file).then(
      (s) => s.size,
      () => undefined
    )
    if (size === undefined && !of.holdsAll) continue
    if (size !== undefined && size > MAX_RECEIPT_BYTES) {
      warnings.push(
        `The receipt ${of.shown} was ignored: its ${path.basename(file)} is ` +
          `${count(size, 'byte')}, over the bound of ${count(MAX_RECEIPT_BYTES, 'byte')}.`
      )
      continue
    }
    const text = await readFile(file, 'utf8').catch(() => '')
    const warning = addReceipt(receipts, run, text, of.shown, token)
    if (warning) warnings.push(warning)
  }
  return warnings
}

/** The receipt artifacts of origin runs (one, or a build's), newest first, as listed. */
interface ListedReceipts {
  runs: RunRef[]
  listed: ListedArtifact[]
  /** Each artifact holds every run's receipt (one a replay uploaded for its one origin run). */
  holdsAll: boolean
}

/**
 * The first `max` receipts to download, taken round by round: the newest of every origin run,
 * then the second newest of every one, and so on. The newest receipt of a run holds what every
 * earlier one of its name said (receipts.ts), so the bound leaves out first the older receipts,
 * which only add what two replays racing each other recorded.
 */
export function newestFirst(
  found: readonly ListedReceipts[],
  max: number
): {
  read: { runs: RunRef[]; artifact: ListedArtifact; holdsAll: boolean }[]
  unread: { runs: RunRef[]; artifact: ListedArtifact }[]
} {
  const rounds = Math.max(0, ...found.map((f) => f.listed.length))
  const all = []
  for (let i = 0; i < rounds; i++) {
    for (const { runs, listed, holdsAll } of found) {
      if (i < listed.length) all.push({ runs, artifact: listed[i], holdsAll })
    }
  }
  return { read: all.slice(0, max), unread: all.slice(max) }
}

/**
 * The warning for the receipts past the bound. Not reading one can only make a replay send
 * more, never less: a write a receipt names that no receipt read names is sent again, the same
 * record again (harmless for compliance, visible in the trail's history, as when two replays
 * race: docs/bad-day.md, "Once, even when replays race"). Refusing the replay instead would
 * leave the evidence unsent for good, since the receipts only grow.
 */
function notRead(picked: ReturnType<typeof newestFirst>): string {
  const keys = (runs: RunRef[]): string[] => runs.map((r) => JSON.stringify(r))
  const someRead = new Set(picked.read.flatMap((r) => keys(r.runs)))
  const runs = new Set(picked.unread.flatMap((u) => keys(u.runs)))
  const noneRead = [...runs].filter((r) => !someRead.has(r)).length
  const none = noneRead > 0 ? `, ${count(noneRead, 'origin run')} with none read` : ''
  return (
    `${count(picked.unread.length, 'receipt')} of earlier replays ` +
    `${picked.unread.length === 1 ? 'was' : 'were'} not read ` +
    `(${count(runs.size, 'origin run')}${none}): a replay reads at most ${MAX_RECEIPTS_READ} ` +
    `receipts, the newest of each origin run first. ${SENT_AGAIN}`
  )
}

/**
 * Why the receipts could not be listed: GitHub's client has retried what may pass (no answer,
 * 5xx, 429) within `max-retries`; a 403/404 is the missing permission.
 */
function lookupFailed(err: unknown): never {
  if (err instanceof GitHubError && err.permission) throw new ReceiptPermissionError(err)
  throw new Error(
    `the receipts of earlier replays could not be listed: ${errorMessage(err)}. This is ` +
      'not a missing permission; try the replay again later. Nothing was sent'
  )
}

/**
 * The receipt files of `runs` under `folder`, at any depth, at most MAX_RECEIPTS_READ, the
 * shallowest first (the README's loop nests each earlier round one level deeper, and the newest
 * receipt of a run holds what the ones before it said); the warnings of those ignored or not read.
 */
async function readFolderTree(
  receipts: Receipts,
  folder: string,
  runs: RunRef[],
  token: string
): Promise<{ warnings: string[]; read: number }> {
  const byName = new Map(runs.map((r) => [`${receiptName(r)}.json`, r]))
  let entries
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true })
  } catch {
    return { warnings: [], read: 0 }
  }
  const depth = (dir: string): number => path.relative(folder, dir).split(path.sep).length
  const files = entries
    .filter((e) => e.isFile() && byName.has(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))
  const read = files.slice(0, MAX_RECEIPTS_READ)
  const warnings: string[] = []
  for (const file of read) {
    const text = await readFile(file, 'utf8').catch(() => '')
    const warning = addReceipt(
      receipts,
      byName.get(path.basename(file)) as RunRef,
      text,
      file,
      token
    )
    if (warning) warnings.push(warning)
  }
  const unread = files.length - read.length
  if (unread > 0) {
    warnings.push(
      `${count(unread, 'receipt file')} under ${folder} ${unread === 1 ? 'was' : 'were'} not ` +
        `read: a replay reads at most ${MAX_RECEIPTS_READ} receipts, the shallowest first. ${SENT_AGAIN}`
    )
  }
  return { warnings, read: read.length }
}
