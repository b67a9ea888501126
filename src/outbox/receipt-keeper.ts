/**
 * Keeping a replay's receipts as writes land (receipts.ts says what one is, receipt-store.ts
 * finds them): in the outbox folder, and as a workflow artifact of the replaying run. An earlier
 * receipt is never removed before its successor is stored: a folder's file is replaced by
 * renaming a whole new file over it (receipts.ts), and the artifact alternates between two
 * names — the successor is uploaded under the name the run does not hold its latest receipt
 * under, and only then is the latest deleted. A save cut short (a cancelled job, an artifact
 * service that refuses) leaves the earlier receipt as it was (docs/bad-day.md).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import type { Origin } from './document.js'
import { runOf } from './receipt-store.js'
import {
  receiptArtifactNames,
  writeFolderReceipt,
  type Delivered,
  type Receipts,
  type RunRef
} from './receipts.js'

/** Writes recorded between two saves of the receipts (and always at the end, and on cancel). */
export const RECEIPT_BATCH = 100
/**
 * The least time between two uploads of the receipt artifact for a batch (each upload is a
 * few requests to the artifact service, and a delete); a folder's receipt is written every batch.
 */
export const UPLOAD_EVERY_MS = 5000

/**
 * Uploads the receipt of `run` (its file `file`) under the name of the two that does not hold
 * its latest receipt in this run (`latest`, unknown at a step's first save), then deletes the
 * other; returns the name it is under. A name another step of the run holds (an earlier replay
 * step, an earlier attempt: the service answers 409) is left standing while the other is tried;
 * when both are held, the one that is not the latest goes first.
 */
async function uploadSuccessor(run: RunRef, file: string, latest?: string): Promise<string> {
  const { deleteOwnArtifact, nameTaken, uploadFile } = await import('./artifact.js')
  const [first, second] = receiptArtifactNames(run)
  const tries = latest === first ? [second] : latest === second ? [first] : [first, second]
  let stored: string | undefined
  for (const name of tries) {
    try {
      await uploadFile(name, file)
      stored = name
      break
    } catch (err) {
      if (!nameTaken(err)) throw err
    }
  }
  if (stored === undefined) {
    // Held by a receipt older than the latest (whose deletion failed), or by two earlier steps.
    stored = tries[tries.length - 1]
    await deleteOwnArtifact(stored)
    await uploadFile(stored, file)
  }
  const older = stored === first ? second : first
  // Its successor is stored: a receipt left over (the deletion failed) only says less.
  await deleteOwnArtifact(older).catch(() => undefined)
  return stored
}

/** Uploads the receipt of `run` holding `delivered`; returns the artifact's name. */
async function uploadReceipt(
  run: RunRef,
  delivered: Delivered[],
  opts: { token: string; base: string; latest?: string }
): Promise<string> {
  const dir = await mkdtemp(path.join(opts.base, 'records-receipt-'))
  try {
    const file = await writeFolderReceipt(dir, run, delivered, opts.token)
    return await uploadSuccessor(run, file, opts.latest)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Keeps receipts as writes land: each recorded write is added at once, and the receipts of the
 * origin runs that recorded writes since they were last kept are saved every `RECEIPT_BATCH`
 * writes (uploaded at most every `UPLOAD_EVERY_MS`), and on `flush()` (the end of the replay,
 * or of its cancellation). Only those: each save seals (one scrypt derivation, ≈ 100 ms of a
 * blocked event loop, per origin run and place), and a run's receipt already kept holds all of
 * it. The folder's saves and the uploads each run one at a time, apart (a slow artifact service
 * never holds back the folder's file); the first failure is kept in words, and its runs are
 * saved again with the next save.
 */
/** What became of a replay's receipts: what flush() answers. */
export interface ReceiptsKept {
  /** Why a save failed, if one did (the first failure, in words). */
  error?: string
  /** Origin runs whose receipt this replay wrote into the folder. */
  inFolder: RunRef[]
}

export class ReceiptKeeper {
  private pending = 0
  private lastUpload?: number
  private closed = false
  /** Origin runs with writes not yet in the folder's receipt, and not yet uploaded. */
  private readonly forFolder = new Map<string, RunRef>()
  private readonly forUpload = new Map<string, RunRef>()
  /** The name each origin run's latest receipt artifact is under. */
  private readonly uploaded = new Map<string, string>()
  private folderChain: Promise<void> = Promise.resolve()
  private uploadChain: Promise<void> = Promise.resolve()
  /** Why a save failed, if one did. */
  private error?: string
  /** How many saves were made. */
  saves = 0
  /** Origin runs whose receipt this replay wrote into the folder. */
  private readonly inFolder = new Map<string, RunRef>()

  constructor(
    private readonly opts: {
      receipts: Receipts
      token: string
      /** Who records (this replay's run). */
      by: RunRef
      folder?: string
      upload?: { base: string }
      /** Runs an upload inside the log's group (the artifact client prints). */
      around?: (work: () => Promise<unknown>) => Promise<unknown>
      /** The clock (tests pass their own). */
      now?: () => number
    }
  ) {}

  private now(): number {
    return (this.opts.now ?? Date.now)()
  }

  /** Write `id` of `origin` was recorded now (ignored once closed). */
  async recorded(origin: Origin, id: string): Promise<void> {
    if (this.closed) return
    const run = runOf(origin)
    const at = new Date(this.now()).toISOString()
    this.opts.receipts.add(run, { id, at, by: this.opts.by })
    const key = JSON.stringify(run)
    if (this.opts.folder) this.forFolder.set(key, run)
    if (this.opts.upload) this.forUpload.set(key, run)
    if (++this.pending >= RECEIPT_BATCH) await this.save(false)
  }

  /**
   * Takes no more writes: a cancelled replay's receipt names what was answered within its wait,
   * and what its summary says was recorded, nothing answered after.
   */
  close(): void {
    this.closed = true
  }

  /**
   * Saves everything recorded and not yet kept everywhere (nothing when nothing was); answers
   * what became of the receipts.
   */
  async flush(): Promise<ReceiptsKept> {
    await this.save(true)
    return this.soFar()
  }

  /** What became of the receipts so far (a flush cut short by the job's end: what it did). */
  soFar(): ReceiptsKept {
    return {
      ...(this.error !== undefined && { error: this.error }),
      inFolder: [...this.inFolder.values()]
    }
  }

  private save(final: boolean): Promise<void> {
    this.pending = 0
    const now = this.now()
    const due = final || this.lastUpload === undefined || now - this.lastUpload >= UPLOAD_EVERY_MS
    if (due && this.forUpload.size > 0) {
      this.lastUpload = now
      this.uploadChain = this.chained(this.uploadChain, this.forUpload, (run) =>
        this.uploadOne(run)
      )
    }
    if (this.opts.folder && this.forFolder.size > 0) {
      const folder = this.opts.folder
      this.folderChain = this.chained(this.folderChain, this.forFolder, (run) =>
        this.folderOne(folder, run)
      )
    }
    return Promise.all([this.folderChain, this.uploadChain]).then(() => undefined)
  }

  private async folderOne(folder: string, run: RunRef): Promise<void> {
    await writeFolderReceipt(folder, run, this.opts.receipts.all(run), this.opts.token)
    this.inFolder.set(JSON.stringify(run), run)
  }

  private async uploadOne(run: RunRef): Promise<void> {
    const key = JSON.stringify(run)
    const work = () =>
      uploadReceipt(run, this.opts.receipts.all(run), {
        token: this.opts.token,
        base: (this.opts.upload as { base: string }).base,
        latest: this.uploaded.get(key)
      })
    const name = (await (this.opts.around ? this.opts.around(work) : work())) as string
    this.uploaded.set(key, name)
  }

  /**
   * Saves each run of `pending` (emptied now) after `chain`; a failure is kept in words, and its
   * runs go back into `pending`, to be saved with the next save (a run's receipt holds all of
   * it, whichever save lands).
   */
  private chained(
    chain: Promise<void>,
    pending: Map<string, RunRef>,
    save: (run: RunRef) => Promise<void>
  ): Promise<void> {
    const runs = taken(pending)
    return chain.then(async () => {
      try {
        for (const run of runs) await save(run)
        this.saves++
      } catch (err) {
        this.error ??= errorMessage(err)
        for (const run of runs) pending.set(JSON.stringify(run), run)
      }
    })
  }
}

/** The runs of `pending`, which is emptied. */
function taken(pending: Map<string, RunRef>): RunRef[] {
  const runs = [...pending.values()]
  pending.clear()
  return runs
}
