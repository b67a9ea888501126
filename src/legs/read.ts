/**
 * The presence records of a run, as `command: legs` reads them: listed through the REST API
 * (the run's own artifacts, `actions: read`), each downloaded and extracted within its bound
 * and the whole within a download budget (outbox/artifact.ts), then opened with the api-token.
 * A record that cannot be opened, or that is about something else than this step asks about,
 * is left out: it can only make a leg look missing (docs/matrix-builds.md, "Threat model").
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import type { RepositoryAccess } from '../outbox/artifact.js'
import { count, thousands } from '../util/english.js'
import {
  MAX_PRESENCE_BYTES,
  openPresence,
  presencePrefix,
  type OpenedPresence
} from './presence.js'

/** The most records read: 256 legs (GitHub's most in a matrix) with four records steps each. */
export const MAX_PRESENCE_RECORDS = 1024

/** What a record must say, inside its seal, to count for this step. */
export interface PresenceSubject {
  repository: string
  run: string
  /** This attempt: a record of a later one (there is none yet) is not believed. */
  attempt: number
  org: string
  flow: string
  trail: string
  commit?: string
  attestation: string
}

export interface FoundPresence {
  /** The records about this step's subject. */
  records: OpenedPresence[]
  /** Records left out, and why (one line each). */
  ignored: string[]
}

/**
 * The records of run `subject.run` about `subject`; throws when GitHub refuses the list (its
 * error as it is: the caller names the permission) or the downloads run past their budget.
 */
export async function presenceOfRun(
  access: RepositoryAccess,
  subject: PresenceSubject,
  token: string,
  base: string
): Promise<FoundPresence> {
  const { DownloadBudget, DownloadBudgetError, listRunArtifacts, withDownloaded } =
    await import('../outbox/artifact.js')
  const runId = Number(subject.run)
  const listed = await listRunArtifacts(access, runId, presencePrefix(subject.run))
  if (listed.length > MAX_PRESENCE_RECORDS) {
    throw new Error(
      `${count(listed.length, 'presence record')} found in run ${subject.run}, more than ` +
        `${thousands(MAX_PRESENCE_RECORDS)}, the most a step reads; no leg was counted`
    )
  }
  const budget = new DownloadBudget(`the presence records of run ${subject.run}`).planned(listed)
  const found: FoundPresence = { records: [], ignored: [] }
  for (const artifact of listed) {
    const bounded = { ...artifact, bound: MAX_PRESENCE_BYTES, budget }
    try {
      const opened = await withDownloaded(access, bounded, base, (dir) =>
        openIn(dir, artifact.name, token)
      )
      const why = notAbout(opened, subject)
      if (why) found.ignored.push(`${artifact.name}: ${why}`)
      else found.records.push(opened)
    } catch (err) {
      if (err instanceof DownloadBudgetError) throw err
      found.ignored.push(`${artifact.name}: ${errorMessage(err)}`)
    }
  }
  return found
}

/** The one record file an artifact holds, opened. */
async function openIn(dir: string, name: string, token: string): Promise<OpenedPresence> {
  const entries = await readdir(dir, { withFileTypes: true })
  if (entries.length !== 1 || !entries[0].isFile()) {
    throw new Error(`it holds ${count(entries.length, 'entry', 'entries')}, not one file`)
  }
  return openPresence(await readFile(path.join(dir, entries[0].name), 'utf8'), token, name)
}

/** Why an opened record does not count for `subject`, or undefined when it does. */
export function notAbout(opened: OpenedPresence, subject: PresenceSubject): string | undefined {
  const r = opened.record
  if (r.run.repository !== subject.repository || r.run.run !== subject.run) {
    return `it was written by run ${r.run.run} of ${r.run.repository}, not by this run`
  }
  if (!(Number(r.run.attempt) <= subject.attempt)) {
    return `it says attempt ${r.run.attempt}, after this one (${subject.attempt})`
  }
  const theirs = [r.org, r.flow, r.trail, r.attestation]
  const ours = [subject.org, subject.flow, subject.trail, subject.attestation]
  if (theirs.some((t, i) => t !== ours[i])) {
    return `it is about the attestation '${r.attestation}' of trail '${r.trail}' in flow '${r.flow}' of '${r.org}', not this step's`
  }
  if (subject.commit && r.commit !== subject.commit) {
    return `it is about the commit ${r.commit ?? 'none'}, not ${subject.commit}`
  }
  return undefined
}
