/**
 * Opening the outboxes a replay reads, all before it sends anything: from a folder or file, or
 * downloaded from a run's artifacts, each opened with the token and checked (file.ts). Anything
 * that cannot be trusted throws, naming it: a replay sends nothing of outboxes it did not fully
 * accept. The receipts of earlier replays are found by receipt-store.ts.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count, thousands } from '../util/english.js'
import {
  OutboxRefusedError,
  openOutboxFile,
  outboxFiles,
  type OpenedOutbox
} from './outbox-file.js'
import type { ListedArtifact, RepositoryAccess } from './artifact.js'

/**
 * The most outboxes one replay reads. A run keeps one per step that deferred writes, per job and
 * matrix leg (docs/bad-day.md, "The outbox"), and GitHub runs at most 256 matrix jobs in a
 * workflow run: 1,024 is 256 legs with four deferring records steps each, or fewer legs and
 * other jobs beside them. Each is opened with a slow key derivation (seal.ts, ~100 ms, one at a
 * time), so a replay at the bound spends under two minutes opening before it sends.
 */
export const MAX_OUTBOXES = 1024
/**
 * What all the outboxes of one replay hold together, at most: they are all opened, and held,
 * before anything is sent, and each is bounded (document.ts) at 64 MiB and 10,000 writes, so
 * the count alone would allow 64 GiB read and ten million requests. 256 MiB is four outboxes at
 * their bound (a leg's outbox is a few KiB); 50,000 writes, at the 64 requests in flight the
 * delivery allows with the service 100 ms away, are some 80 s of sending.
 */
export const MAX_REPLAY_BYTES = 256 * 1024 * 1024
export const MAX_REPLAY_WRITES = 50_000

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
  const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size))
  // Every file's size is known before any is read: over the bound, none is.
  const tally = new Tally()
  tally.bytes(sizes.reduce((a, b) => a + b, 0))
  const opened: OpenedOutbox[] = []
  for (const file of files) {
    const name = path.relative(shownFrom, file) || file
    opened.push(tally.writes(await openOutboxFile(file, name, settings.token, settings.org)))
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
  settings: OpenSettings,
  /**
   * Receives the run's outboxes GitHub lists as expired (`expired: true`, with `expires_at`):
   * lost evidence, never downloaded (GitHub answers 410 for them), which the replay must name.
   */
  expired?: ListedArtifact[]
): Promise<OpenedOutbox[]> {
  const { DownloadBudget, listRunArtifacts, withDownloaded } = await import('./artifact.js')
  const listed = await listRunArtifacts(access, runId, 'records-outbox-', expired).catch(
    (err: unknown) => {
      throw new Error(
        `the outboxes of run ${runId} could not be listed: ${errorMessage(err)}; nothing was sent`
      )
    }
  )
  bounded(listed.length)
  // The downloads share the replay's download budget (artifact.ts); what they hold, opened, is
  // held to this replay's bounds: first on the sizes GitHub lists (zipped, so less than what
  // they hold), so that an honest run over them downloads nothing, then on each as downloaded.
  const budget = new DownloadBudget(`the outboxes of run ${runId}`).planned(listed)
  new Tally().bytes(listed.reduce((a, b) => a + b.size, 0))
  const tally = new Tally()
  const opened: OpenedOutbox[] = []
  for (const artifact of listed) {
    const name = `the artifact ${artifact.name} of run ${runId}`
    const inIt = await withDownloaded(access, { ...artifact, budget }, base, async (dir) => {
      const files = await outboxFiles(dir)
      if (files.length !== 1) {
        throw new OutboxRefusedError(
          name,
          `it holds ${count(files.length, 'outbox file')}, not one`
        )
      }
      tally.bytes((await stat(files[0])).size)
      return tally.writes(await openOutboxFile(files[0], name, settings.token, settings.org))
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
      `${count(found, 'outbox', 'outboxes')} found, more than a replay reads (${thousands(MAX_OUTBOXES)}); nothing was sent`
    )
  }
}

/** The bytes and writes of one replay's outboxes so far, against the bounds of all together. */
class Tally {
  private seenBytes = 0
  private seenWrites = 0

  bytes(more: number): void {
    this.seenBytes += more
    if (this.seenBytes > MAX_REPLAY_BYTES) {
      throw new Error(
        `the outboxes hold more than ${count(MAX_REPLAY_BYTES, 'byte')} together, more than ` +
          'a replay reads; nothing was sent'
      )
    }
  }

  writes(outbox: OpenedOutbox): OpenedOutbox {
    this.seenWrites += outbox.content.writes.length
    if (this.seenWrites > MAX_REPLAY_WRITES) {
      throw new Error(
        `the outboxes hold more than ${count(MAX_REPLAY_WRITES, 'write')} together, more than ` +
          'a replay sends; nothing was sent'
      )
    }
    return outbox
  }
}
