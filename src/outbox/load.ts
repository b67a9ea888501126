/**
 * What a replay reads, all before it sends anything: the outboxes (from a folder or file, or
 * downloaded from a run's artifacts), each opened with the token and checked (file.ts), and the
 * receipts of earlier replays of the same writes (receipts.ts). Anything that cannot be trusted
 * throws, naming it: a replay sends nothing of outboxes it did not fully accept.
 */
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import type { Origin } from './document.js'
import { OutboxRefusedError, openOutboxFile, outboxFiles, type OpenedOutbox } from './file.js'
import {
  addReceipt,
  readFolderReceipt,
  receiptName,
  writeFolderReceipt,
  Receipts,
  type Delivered,
  type RunRef
} from './receipts.js'
import type { RepositoryAccess } from './artifact.js'

/** The most outboxes one replay reads (a run has one per job that deferred writes). */
export const MAX_OUTBOXES = 100

export interface OpenSettings {
  token: string
  /** The replay step's org: every write must be for it. */
  org: string
}

/** The outboxes of a file or folder, opened and checked; each named by its path under `shownFrom`. */
export async function outboxesAt(
  where: string,
  shownFrom: string,
  settings: OpenSettings
): Promise<OpenedOutbox[]> {
  const files = await outboxFiles(where)
  bounded(files.length)
  const opened: OpenedOutbox[] = []
  for (const file of files) {
    const name = path.relative(shownFrom, file) || file
    opened.push(await openOutboxFile(file, name, settings.token, settings.org))
  }
  return opened
}

/**
 * The outbox artifacts of run `runId`, downloaded and opened; each must say in its sealed
 * source that it was written by that run of this repository (a genuine outbox of another run,
 * uploaded into this one, is refused).
 */
export async function outboxesOfRun(
  access: RepositoryAccess,
  runId: number,
  base: string,
  settings: OpenSettings
): Promise<OpenedOutbox[]> {
  const { listRunArtifacts, withDownloaded } = await import('./artifact.js')
  const listed = await listRunArtifacts(access, runId, 'records-outbox-')
  bounded(listed.length)
  const opened: OpenedOutbox[] = []
  for (const artifact of listed) {
    const name = `the artifact ${artifact.name} of run ${runId}`
    const inIt = await withDownloaded(access, artifact, base, async (dir) => {
      const files = await outboxFiles(dir)
      if (files.length !== 1) {
        throw new OutboxRefusedError(
          name,
          `it holds ${count(files.length, 'outbox file')}, not one`
        )
      }
      return openOutboxFile(files[0], name, settings.token, settings.org)
    })
    const { repository, run } = inIt.source
    if (repository !== access.repository || run !== String(runId)) {
      throw new OutboxRefusedError(
        name,
        `it was written by run ${run} of ${repository}, not by run ${runId} of ${access.repository}`
      )
    }
    opened.push(inIt)
  }
  return opened
}

function bounded(found: number): void {
  if (found > MAX_OUTBOXES) {
    throw new Error(
      `${count(found, 'outbox')} found, more than a replay reads (${MAX_OUTBOXES}); nothing was sent`
    )
  }
}

/** The run an origin names. */
export function runOf(origin: Origin): RunRef {
  return {
    repository: origin.repository,
    run: origin.run,
    job: origin.job,
    attempt: origin.attempt
  }
}

/**
 * What earlier replays recorded of the writes of `origins`: the receipts in `folder`, and with
 * `access` every receipt artifact of the repository for those origins (needs `actions: read`;
 * without it this throws, and nothing is sent). Receipts that cannot be opened are warnings.
 */
export async function findReceipts(opts: {
  origins: Origin[]
  token: string
  base: string
  folder?: string
  access?: RepositoryAccess
}): Promise<{ receipts: Receipts; warnings: string[] }> {
  const receipts = new Receipts()
  const warnings: string[] = []
  const runs = distinctRuns(opts.origins)
  for (const run of runs) {
    if (opts.folder) {
      const warning = await readFolderReceipt(receipts, opts.folder, run, opts.token)
      if (warning) warnings.push(warning)
    }
  }
  if (!opts.access) return { receipts, warnings }
  const access = opts.access
  const { listRepositoryArtifacts, withDownloaded } = await import('./artifact.js')
  const { readFile } = await import('node:fs/promises')
  for (const run of runs) {
    const name = receiptName(run)
    let listed
    try {
      listed = await listRepositoryArtifacts(access, name)
    } catch (err) {
      throw new Error(
        `the receipts of earlier replays could not be listed (${errorMessage(err)}): give the ` +
          'job `actions: read`, so that a replay can tell what was already recorded; nothing was sent'
      )
    }
    for (const artifact of listed) {
      const shown = `${artifact.name} of run ${artifact.runId}`
      const warning = await withDownloaded(access, artifact, opts.base, async (dir) => {
        const text = await readFile(path.join(dir, `${name}.json`), 'utf8').catch(() => '')
        return addReceipt(receipts, run, text, shown, opts.token)
      }).catch((err: unknown) => `The receipt ${shown} could not be read: ${errorMessage(err)}.`)
      if (warning) warnings.push(warning)
    }
  }
  return { receipts, warnings }
}

export function distinctRuns(origins: readonly Origin[]): RunRef[] {
  const seen = new Map<string, RunRef>()
  for (const o of origins) {
    const run = runOf(o)
    seen.set(JSON.stringify(run), run)
  }
  return [...seen.values()]
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
