/**
 * Where receipts are kept and found (receipts.ts says what one is): in the `outbox` folder,
 * at any depth (`gh run download --dir` puts each artifact in a folder of its own, and the
 * README's `gh run download` loop downloads the last replay's folder one level deeper each
 * round), and on GitHub as workflow artifacts found through the repository's artifact list. A receipt is kept
 * as writes land, batch by batch, so a replay cut short leaves receipts for what it recorded.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import { jitteredBackoffMs, sleep as realSleep } from '../util/retry-timing.js'
import type { Origin } from './document.js'
import type { ListedArtifact, RepositoryAccess } from './artifact.js'
import {
  addReceipt,
  receiptName,
  writeFolderReceipt,
  Receipts,
  type Delivered,
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
  constructor(readonly status: number) {
    super(
      `GitHub refused to list the receipts of earlier replays (HTTP ${status}): the job's token ` +
        'lacks `actions: read`. Add `permissions: actions: read` to the replay job (the workflow ' +
        'line that grants it); without it a replay cannot tell what was already recorded, so ' +
        'nothing was sent'
    )
    this.name = 'ReceiptPermissionError'
  }
}

/** How a lookup on GitHub's API is retried (the `max-retries` input; tests pass a short sleep). */
export interface LookupRetry {
  retries: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * What earlier replays recorded of the writes of `origins`: every receipt under `folder`, at
 * any depth, and with `access` the receipt artifacts of the repository for those origins, at
 * most MAX_RECEIPTS_READ, newest first (needs `actions: read`; without it this throws
 * ReceiptPermissionError, and nothing is sent; another failure is retried, then thrown naming
 * GitHub and what it answered). Receipts that cannot be opened, and those past the bound, are
 * warnings.
 */
export async function findReceipts(opts: {
  origins: Origin[]
  token: string
  base: string
  folder?: string
  access?: RepositoryAccess
  retry?: LookupRetry
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
  const { listRepositoryArtifacts, withDownloaded } = await import('./artifact.js')
  const found: ListedReceipts[] = []
  for (const run of runs) {
    const name = receiptName(run)
    const listed = await listWithRetry(() => listRepositoryArtifacts(access, name), opts.retry)
    found.push({ run, name, listed })
  }
  const picked = newestFirst(found, left)
  for (const { run, name, artifact } of picked.read) {
    const shown = `${artifact.name} of run ${artifact.runId}`
    const warning = await withDownloaded(access, artifact, opts.base, async (dir) => {
      const text = await readFile(path.join(dir, `${name}.json`), 'utf8').catch(() => '')
      return addReceipt(receipts, run, text, shown, opts.token)
    }).catch((err: unknown) => `The receipt ${shown} could not be read: ${errorMessage(err)}.`)
    if (warning) warnings.push(warning)
  }
  if (picked.unread.length > 0) warnings.push(notRead(picked))
  return { receipts, warnings }
}

/** The receipt artifacts of one origin run, newest first, as listed. */
interface ListedReceipts {
  run: RunRef
  name: string
  listed: ListedArtifact[]
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
  read: { run: RunRef; name: string; artifact: ListedArtifact }[]
  unread: { run: RunRef; artifact: ListedArtifact }[]
} {
  const rounds = Math.max(0, ...found.map((f) => f.listed.length))
  const all = []
  for (let i = 0; i < rounds; i++) {
    for (const { run, name, listed } of found) {
      if (i < listed.length) all.push({ run, name, artifact: listed[i] })
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
  const key = (r: RunRef): string => JSON.stringify(r)
  const someRead = new Set(picked.read.map((r) => key(r.run)))
  const runs = new Set(picked.unread.map((u) => key(u.run)))
  const noneRead = [...runs].filter((r) => !someRead.has(r)).length
  const none = noneRead > 0 ? `, ${count(noneRead, 'origin run')} with none read` : ''
  return (
    `${count(picked.unread.length, 'receipt')} of earlier replays ` +
    `${picked.unread.length === 1 ? 'was' : 'were'} not read ` +
    `(${count(runs.size, 'origin run')}${none}): a replay reads at most ${MAX_RECEIPTS_READ} ` +
    `receipts, the newest of each origin run first. ${SENT_AGAIN}`
  )
}

/** The HTTP status of an error from GitHub's client, if it has one. */
function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | undefined)?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * Lists, retrying what may pass (no answer, 5xx, 429) as every request is retried; a 403/404
 * is the permission and is not retried.
 */
async function listWithRetry<T>(list: () => Promise<T>, retry: LookupRetry = { retries: 3 }) {
  const wait = retry.sleep ?? realSleep
  for (let attempt = 0; ; attempt++) {
    try {
      return await list()
    } catch (err) {
      const status = statusOf(err)
      if (status === 403 || status === 404) throw new ReceiptPermissionError(status)
      const passing = status === undefined || status >= 500 || status === 429
      if (!passing || attempt >= retry.retries) {
        const what =
          status === undefined ? 'GitHub could not be reached' : `GitHub answered HTTP ${status}`
        throw new Error(
          `the receipts of earlier replays could not be listed after ${attempt + 1} ` +
            `${attempt === 0 ? 'attempt' : 'attempts'}: ${what} (${errorMessage(err)}). This is ` +
            'not a missing permission; try the replay again later. Nothing was sent'
        )
      }
      await wait(jitteredBackoffMs(attempt))
    }
  }
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

/**
 * Keeps, for each origin of `runs`, a receipt of everything known to be recorded of it (what
 * earlier receipts said and what this replay recorded, all in `receipts`): into `folder`, and
 * with `upload` as a workflow artifact of this run (one of this run by that name is replaced:
 * its content is in `receipts` already). Returns where each was kept.
 */
export async function saveReceipts(opts: {
  runs: RunRef[]
  receipts: Receipts
  token: string
  folder?: string
  upload?: { base: string }
}): Promise<string[]> {
  const kept: string[] = []
  for (const run of opts.runs) {
    const delivered = opts.receipts.all(run)
    if (opts.folder) {
      kept.push(await writeFolderReceipt(opts.folder, run, delivered, opts.token))
    }
    if (opts.upload) kept.push(await uploadReceipt(run, delivered, opts.token, opts.upload.base))
  }
  return kept
}

async function uploadReceipt(
  run: RunRef,
  delivered: Delivered[],
  token: string,
  base: string
): Promise<string> {
  const { uploadFile, deleteOwnArtifact } = await import('./artifact.js')
  const { mkdtemp, rm } = await import('node:fs/promises')
  const name = receiptName(run)
  const dir = await mkdtemp(path.join(base, 'records-receipt-'))
  try {
    const file = await writeFolderReceipt(dir, run, delivered, token)
    // An artifact name is unique in a run: an earlier step's receipt goes (its content is here).
    await deleteOwnArtifact(name).catch(() => undefined)
    await uploadFile(name, file)
    return `the workflow artifact ${name}`
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Writes recorded between two saves of the receipts (and always at the end, and on cancel). */
export const RECEIPT_BATCH = 100
/**
 * The least time between two uploads of the receipt artifact for a batch (each upload is a
 * delete and a few requests to the artifact service); a folder's receipt is written every batch.
 */
export const UPLOAD_EVERY_MS = 5000

/**
 * Keeps receipts as writes land: each recorded write is added at once, and the receipts of the
 * origin runs that recorded writes since they were last kept are saved every `RECEIPT_BATCH`
 * writes (uploaded at most every `UPLOAD_EVERY_MS`), and on `flush()` (the end of the replay,
 * or the job's cancellation). Only those: each save seals (one scrypt derivation, ≈ 100 ms of a
 * blocked event loop, per origin run and place), and a run's receipt already kept holds all of
 * it. Saves run one at a time; the first failure is kept in words, and its runs are saved again
 * with the next save.
 */
export class ReceiptKeeper {
  private pending = 0
  private lastUpload = 0
  /** Origin runs with writes not yet in the folder's receipt, and not yet uploaded. */
  private readonly forFolder = new Map<string, RunRef>()
  private readonly forUpload = new Map<string, RunRef>()
  private chain: Promise<void> = Promise.resolve()
  /** Why a save failed, if one did. */
  error?: string
  /** How many saves were made. */
  saves = 0

  constructor(
    private readonly opts: {
      receipts: Receipts
      token: string
      /** Who records (this replay's run). */
      by: RunRef
      folder?: string
      upload?: { base: string }
      /** Runs a save inside the log's group (the artifact client prints). */
      around?: (work: () => Promise<unknown>) => Promise<unknown>
    }
  ) {}

  /** Write `id` of `origin` was recorded now. */
  async recorded(origin: Origin, id: string): Promise<void> {
    const run = runOf(origin)
    this.opts.receipts.add(run, { id, at: new Date().toISOString(), by: this.opts.by })
    const key = JSON.stringify(run)
    if (this.opts.folder) this.forFolder.set(key, run)
    if (this.opts.upload) this.forUpload.set(key, run)
    if (++this.pending >= RECEIPT_BATCH) await this.save(false)
  }

  /** Saves everything recorded and not yet kept everywhere (nothing when nothing was). */
  flush(): Promise<void> {
    return this.save(true)
  }

  private save(final: boolean): Promise<void> {
    this.pending = 0
    const { receipts, token, folder } = this.opts
    const due = final || Date.now() - this.lastUpload >= UPLOAD_EVERY_MS
    const upload = due && this.forUpload.size > 0 ? this.opts.upload : undefined
    if (upload) this.lastUpload = Date.now()
    const toFolder = taken(this.forFolder)
    const toUpload = upload ? taken(this.forUpload) : []
    if (toFolder.length === 0 && toUpload.length === 0) return this.chain
    const save = async () => {
      await saveReceipts({ runs: toFolder, receipts, token, folder })
      await saveReceipts({ runs: toUpload, receipts, token, upload })
    }
    this.chain = this.chain.then(async () => {
      try {
        await (this.opts.around && upload ? this.opts.around(save) : save())
        this.saves++
      } catch (err) {
        this.error ??= errorMessage(err)
        // Kept again with the next save (a run's receipt holds all of it, whichever save lands).
        for (const run of toFolder) this.forFolder.set(JSON.stringify(run), run)
        for (const run of toUpload) this.forUpload.set(JSON.stringify(run), run)
      }
    })
    return this.chain
  }
}

/** The runs of `pending`, which is emptied. */
function taken(pending: Map<string, RunRef>): RunRef[] {
  const runs = [...pending.values()]
  pending.clear()
  return runs
}
