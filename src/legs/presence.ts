/**
 * A presence record (docs/matrix-builds.md, "Every leg accounted for"): what one matrix leg's
 * records step leaves in the run to say that it ran and what it attested — sealed with the
 * api-token as the outbox is (outbox/seal.ts), so that a record nobody holding the token wrote
 * is never believed. This module builds, names, seals and opens it; leave.ts saves one, read.ts
 * finds a run's.
 */
import * as v from 'valibot'
import { stepArtifactName } from '../outbox/receipts.js'
import { SealError, open, seal } from '../outbox/seal.js'

export const PRESENCE_FORMAT = 'records-action-leg'
const PRESENCE_VERSION = 1
/** The name every presence record of run `<id>` starts with: `records-leg-<id>-`. */
export const presencePrefix = (runId: string): string => `records-leg-${runId}-`
/** The most bytes a record may take, zipped or extracted: a few KB of counts and digests. */
export const MAX_PRESENCE_BYTES = 1024 * 1024
/** The most report digests a record holds; the rest are counted (`reportsOmitted`). */
export const MAX_REPORT_DIGESTS = 1000

const CountsSchema = v.object({
  total: v.number(),
  failures: v.number(),
  errors: v.number(),
  skipped: v.number()
})
const PresenceSchema = v.object({
  run: v.object({ repository: v.string(), run: v.string(), job: v.string(), attempt: v.string() }),
  step: v.optional(v.string()),
  leg: v.object({
    /** `strategy.job-index`: the leg's place in its matrix, from 0. */
    index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    /** `strategy.job-total`. */
    total: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    matrix: v.record(v.string(), v.unknown())
  }),
  org: v.string(),
  flow: v.string(),
  trail: v.string(),
  commit: v.optional(v.string()),
  attestation: v.string(),
  /** What became of the leg's attestation: in the service, or in its saved outbox. */
  write: v.picklist(['recorded', 'deferred']),
  counts: CountsSchema,
  reports: v.pipe(
    v.array(v.object({ path: v.string(), sha256: v.string() })),
    v.maxLength(MAX_REPORT_DIGESTS)
  ),
  reportsOmitted: v.pipe(v.number(), v.integer(), v.minValue(0))
})

export type PresenceRecord = v.InferOutput<typeof PresenceSchema>
export type TestCounts = v.InferOutput<typeof CountsSchema>

/**
 * `records-leg-<run id>-<job>-<attempt>-<job-index>-<step>`: one per leg and step of a run;
 * `nth` > 1 is the name tried when the one before was taken (`-2`, `-3`, …).
 */
export function presenceName(
  record: Pick<PresenceRecord, 'run' | 'leg' | 'step'>,
  nth = 1
): string {
  const { run, job, attempt } = record.run
  const parts = [job, attempt, record.leg.index, record.step].filter((p) => p !== undefined)
  return stepArtifactName(`${presencePrefix(run)}${parts.join('-')}`, nth > 1 ? `-${nth}` : '')
}

/** The record sealed with `token`: in clear only the format, version, when, and the run. */
export function sealPresence(record: PresenceRecord, token: string, written: string): string {
  const clear = { format: PRESENCE_FORMAT, version: PRESENCE_VERSION, written, run: record.run }
  return seal(clear, record, token)
}

/** What an opened record says, with when it was written (sealed: the clear part is authenticated). */
export interface OpenedPresence {
  record: PresenceRecord
  written: string
  /** The artifact it came from. */
  name: string
}

/**
 * The record a text holds, opened with `token` and checked; throws a SealError (not ours,
 * unsealed, another token, altered) or an Error naming what is not a record's.
 */
export function openPresence(text: string, token: string, name: string): OpenedPresence {
  const { clear, content } = open(text, PRESENCE_FORMAT, PRESENCE_VERSION, token)
  const parsed = v.safeParse(PresenceSchema, content)
  if (!parsed.success) {
    const where = v.getDotPath(parsed.issues[0]) ?? 'its content'
    throw new SealError(
      'not-ours',
      `it is not a presence record (${where}: ${parsed.issues[0].message})`
    )
  }
  const written = typeof clear.written === 'string' ? clear.written : ''
  return { record: parsed.output, written, name }
}
