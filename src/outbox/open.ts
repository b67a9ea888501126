/**
 * Opening the outboxes a replay reads, all before it sends anything: from a folder or file, or
 * downloaded from a run's artifacts, each opened with the token and checked (file.ts). Anything
 * that cannot be trusted throws, naming it: a replay sends nothing of outboxes it did not fully
 * accept. The receipts of earlier replays are found by receipt-store.ts.
 */
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import { OutboxRefusedError, openOutboxFile, outboxFiles, type OpenedOutbox } from './file.js'
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
  const { DownloadBudget, listRunArtifacts, withDownloaded } = await import('./artifact.js')
  const listed = await listRunArtifacts(access, runId, 'records-outbox-').catch((err: unknown) => {
    const status = (err as { status?: unknown })?.status
    const refused =
      status === 403 || status === 404 || /Resource not accessible by integration/.test(String(err))
    if (!refused) throw err
    throw new Error(
      `GitHub refused to list the artifacts of run ${runId} (${errorMessage(err)}): the job's ` +
        'token lacks `actions: read`. Add `permissions: actions: read` to the replay job (the ' +
        'workflow line that grants it); nothing was sent'
    )
  })
  bounded(listed.length)
  const budget = new DownloadBudget(`the outboxes of run ${runId}`).planned(listed)
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
