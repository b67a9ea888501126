/**
 * This leg's presence record, left after its records step's writes (docs/matrix-builds.md): in
 * a matrix leg whose JUnit attestation is in the service, or in an outbox that was saved, a
 * record of the leg — its place, its matrix values, what it attested, its counts and its
 * reports' digests — sealed with the api-token and saved as a workflow artifact of the run.
 * Nothing is left where nothing was attested (a dry run, a refused attestation): that leg is
 * missing, which is what it is.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { thisRun, type GitHubContext } from '../context/github.js'
import type { RunnerContext } from '../context/runner.js'
import { errorMessage } from '../errors.js'
import { fileSha256 } from '../fingerprint/file-digest.js'
import type { CommandResult, PresenceOutcome } from '../results.js'
import { byteStringToBuffer } from '../util/byte-strings.js'
import { MAX_REPORT_DIGESTS, presenceName, sealPresence, type PresenceRecord } from './presence.js'

/** The leg's place in its matrix: `strategy.job-index` and `strategy.job-total`. */
export interface LegStrategy {
  jobIndex: number
  jobTotal: number
}

export interface LeaveSettings {
  /** The leg's values (the `matrix` input); none outside a matrix. */
  matrixLeg?: Record<string, unknown>
  strategy?: LegStrategy
  apiToken: string
  github: GitHubContext
  runner: Pick<RunnerContext, 'temp' | 'cannotSaveArtifacts'>
}

/** Runs work whose library prints inside a group of the step log. */
type Around = <T>(title: string, work: () => Promise<T>) => Promise<T>

/** The leg's record saved, or why not; undefined when this step leaves none. */
export async function leavePresence(
  result: CommandResult,
  settings: LeaveSettings,
  around: Around
): Promise<PresenceOutcome | undefined> {
  const record = await presenceOf(result, settings)
  if (!record) return undefined
  const name = presenceName(record)
  let dir: string | undefined
  try {
    dir = await mkdtemp(path.join(settings.runner.temp, 'records-leg-'))
    const file = path.join(dir, 'records-leg.json')
    await writeFile(file, sealPresence(record, settings.apiToken, new Date().toISOString()))
    const { uploadUnderFreeName } = await import('../outbox/artifact.js')
    const saved = await uploadUnderFreeName(
      (nth) => presenceName(record, nth),
      file,
      (taken, upload) =>
        around(`Saving this leg's presence record as the workflow artifact ${taken}`, upload)
    )
    return { artifact: saved }
  } catch (err) {
    return { artifact: name, error: errorMessage(err) }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true })
  }
}

/** The record this step leaves, or undefined when it leaves none. */
async function presenceOf(
  result: CommandResult,
  settings: LeaveSettings
): Promise<PresenceRecord | undefined> {
  const junit = result.junit
  const { matrixLeg, strategy } = settings
  if (!junit || !matrixLeg || settings.runner.cannotSaveArtifacts) return undefined
  const write = result.writes.find((w) => w.id === junit.writeId)
  const saved = write?.state === 'deferred' && result.outbox?.artifact && !result.outbox.error
  if (write?.state !== 'recorded' && !saved) return undefined
  const d = result.destination
  const { github } = settings
  return {
    run: thisRun(github),
    ...(github.action && { step: github.action }),
    leg: {
      ...(strategy && { index: strategy.jobIndex, total: strategy.jobTotal }),
      matrix: matrixLeg
    },
    org: d.org ?? '',
    flow: d.flow ?? '',
    trail: d.trail ?? '',
    ...(d.commit && { commit: d.commit }),
    attestation: junit.attestationName ?? '',
    write: write?.state === 'recorded' ? 'recorded' : 'deferred',
    counts: {
      total: junit.totals.total,
      failures: junit.totals.failures,
      errors: junit.totals.errors,
      skipped: junit.totals.skipped
    },
    ...(await reportDigests(junit.reportPaths ?? [], junit.files))
  }
}

/** Each report's path as shown and its SHA-256, at most MAX_REPORT_DIGESTS; the rest counted. */
async function reportDigests(
  paths: readonly string[],
  shown: readonly string[]
): Promise<Pick<PresenceRecord, 'reports' | 'reportsOmitted'>> {
  const kept = paths.slice(0, MAX_REPORT_DIGESTS)
  const reports: PresenceRecord['reports'] = []
  for (const [i, p] of kept.entries()) {
    const name = shown[i] ?? p
    // A report read a moment ago and gone now is not the leg's evidence: its digest says so.
    const sha256 = await fileSha256(byteStringToBuffer(p), name).catch(() => 'unreadable')
    reports.push({ path: name, sha256 })
  }
  return { reports, reportsOmitted: paths.length - kept.length }
}
