/**
 * A replay plan: for a source (a run's outbox artifacts, or a folder or file), a token and an
 * org, the writes to send in the order they were written — outboxes by their sealed `written`
 * time, then each outbox's stored order — each once, with its origin, a typed summary, the
 * receipt that says an earlier replay recorded it, and what supersedes it (docs/bad-day.md,
 * "Never stale"). The command only sends what the plan says is due.
 */
import type { JUnitAttestationData, OverrideBody } from '../api/models.js'
import type { Origin, StoredWrite } from './document.js'
import type { OpenedOutbox } from './outbox-file.js'
import type { Delivered, Receipts } from './receipts.js'
import { runOf } from './receipt-store.js'
import { subjectKey } from './subject.js'

/** What a JUnit attestation counted. */
export interface TestTotals {
  total: number
  failures: number
  errors: number
  skipped: number
}

/** A suite with failing or erroring tests, as the attestation counted it. */
export interface FailingSuite {
  suite: string
  failures: number
  errors: number
}

/** A typed view of a stored write: what it records, read once here. */
export type WriteSummary =
  | { kind: 'artifact'; org: string; flow: string; fingerprint: string; filename: string }
  | {
      kind: 'junit'
      org: string
      flow: string
      trail: string
      name: string
      tests: TestTotals
      failing: FailingSuite[]
    }
  | {
      kind: 'override'
      org: string
      flow: string
      trail: string
      name: string
      /** The status it sets, and why (`command: legs`: the legs missing). */
      compliant?: boolean
      reason?: string
    }

/** Why a write is not sent as the latest: what newer is known, and when it was. */
export interface Superseded {
  by: string
  at: string
}

/**
 * What is newer than a write, outside the plan (outbox/newer-checks.ts): a believed check run
 * that supersedes it, or why it is held (a later attempt re-ran its job, and what that attempt
 * recorded cannot be seen).
 */
export type Newer = { superseded: Superseded } | { held: string } | undefined

export interface PlannedWrite {
  stored: StoredWrite
  origin: Origin
  summary: WriteSummary
  /** What the service keeps one latest record of: writes of one subject go in written order. */
  subject: string
  /** An earlier replay recorded it. */
  receipt?: Delivered
  superseded?: Superseded
  /** Not sent as the latest: newer evidence may exist and cannot be seen (why, in words). */
  held?: string
}

export interface ReplayPlan {
  writes: PlannedWrite[]
  /** Every origin of the writes, in written order, each once. */
  origins: Origin[]
  /** Each origin's own writes, in written order (keyed by the origin as `origins` holds it). */
  writesOf: ReadonlyMap<Origin, readonly PlannedWrite[]>
}

/** The summary of a stored write (its shape was checked when the outbox was opened). */
export function summaryOf(w: StoredWrite): WriteSummary {
  const [, org = '', flow = '', , trail = ''] = w.path
  const body = w.body
  if (w.kind === 'artifact') {
    const value = (body.kind === 'json' ? body.value : {}) as {
      fingerprint?: string
      filename?: string
    }
    return {
      kind: 'artifact',
      org,
      flow,
      fingerprint: value.fingerprint ?? '',
      filename: value.filename ?? ''
    }
  }
  if (w.kind === 'override') {
    const value = (body.kind === 'json' ? body.value : {}) as Partial<OverrideBody>
    return {
      kind: 'override',
      org,
      flow,
      trail,
      name: value.attestation_name ?? '',
      ...(typeof value.new_compliance_status === 'boolean' && {
        compliant: value.new_compliance_status
      }),
      ...(typeof value.reason === 'string' && { reason: value.reason })
    }
  }
  const data = (body.kind === 'form' ? body.fields.data_json : {}) as Partial<JUnitAttestationData>
  const tests: TestTotals = { total: 0, failures: 0, errors: 0, skipped: 0 }
  const failing: FailingSuite[] = []
  for (const r of data.junit_results ?? []) {
    tests.total += r.total
    tests.failures += r.failures
    tests.errors += r.errors
    tests.skipped += r.skipped
    if (r.failures > 0 || r.errors > 0) {
      failing.push({ suite: r.name, failures: r.failures, errors: r.errors })
    }
  }
  return { kind: 'junit', org, flow, trail, name: data.attestation_name ?? '', tests, failing }
}

/**
 * The subject whose latest record a write becomes (outbox/subject.ts). An override is of the
 * attestation it overrides: one subject, so that a replay sends them in written order (an
 * attestation, then the override of it) and never one over the other's newer record
 * (docs/matrix-builds.md).
 */
function subjectOf(w: StoredWrite): string {
  const value = w.body.kind === 'json' ? w.body.value : w.body.fields.data_json
  return subjectKey(w.kind, w.path, value)
}

/**
 * The job, leg and step an origin ran as: attempts of the same one supersede each other. Two
 * calls of one reusable workflow share the job and the step; their job keys and check names
 * tell them apart (docs/workflow-shapes.md §2).
 */
export function sameJob(a: Origin, b: Origin): boolean {
  return (
    a.repository === b.repository &&
    a.run === b.run &&
    a.job === b.job &&
    (a.leg ?? '') === (b.leg ?? '') &&
    (a.step ?? '') === (b.step ?? '') &&
    (a.jobKey ?? '') === (b.jobKey ?? '') &&
    (a.checkName ?? '') === (b.checkName ?? '')
  )
}

/**
 * The plan of `outboxes`, with what `receipts` say was recorded and what `newer` knows of each
 * origin (a later check run of its name on its commit, outside the outboxes).
 */
export function planOf(
  outboxes: readonly OpenedOutbox[],
  receipts: Receipts,
  newer: (origin: Origin, subject: string) => Newer = () => undefined
): ReplayPlan {
  // Sort is stable: outboxes written at the same instant keep the order they were found in.
  const ordered = [...outboxes].sort((a, b) => Date.parse(a.written) - Date.parse(b.written))
  const seen = new Set<string>()
  const writes: PlannedWrite[] = []
  // Origins keyed once each, per outbox (a write names its outbox's origin by index): linear
  // in writes, at the replay's bounds (1,024 outboxes, 50,000 writes) as at one.
  const byKey = new Map<string, Origin>()
  const writesOf = new Map<Origin, PlannedWrite[]>()
  for (const o of ordered) {
    const own = o.content.origins.map((origin) => {
      const key = JSON.stringify(origin)
      const known = byKey.get(key)
      if (known) return known
      byKey.set(key, origin)
      return origin
    })
    for (const stored of o.content.writes) {
      if (seen.has(stored.id)) continue
      seen.add(stored.id)
      const origin = own[stored.origin]
      const summary = summaryOf(stored)
      const receipt = receipts.find(runOf(origin), stored.id)
      const write = {
        stored,
        origin,
        summary,
        subject: subjectOf(stored),
        ...(receipt && { receipt })
      }
      writes.push(write)
      const mine = writesOf.get(origin)
      if (mine) mine.push(write)
      else writesOf.set(origin, [write])
    }
  }
  markSuperseded(writes, newer)
  // In written order: the order each origin's first write came in.
  return { writes, origins: [...writesOf.keys()], writesOf }
}

/**
 * An override (`command: legs` after a matrix) is outdated by any write of its attestation in a
 * later attempt of the same run, whichever job made it: the legs that re-ran attest again, and
 * their attestation stands (docs/matrix-builds.md, "Order and the bad day").
 */
function overrideOutdated(w: PlannedWrite, x: PlannedWrite): boolean {
  return (
    w.summary.kind === 'override' &&
    x.origin.repository === w.origin.repository &&
    x.origin.run === w.origin.run
  )
}

/**
 * A write is superseded by a later attempt of its own job (and leg and step) that wrote the
 * same subject (in another outbox of the plan), or by what `newer` knows of its origin.
 */
function markSuperseded(
  writes: PlannedWrite[],
  newer: (origin: Origin, subject: string) => Newer
): void {
  // By subject first: a plan may hold a million writes, a subject only a few.
  const bySubject = new Map<string, PlannedWrite[]>()
  for (const w of writes) {
    const same = bySubject.get(w.subject) ?? []
    bySubject.set(w.subject, same)
    same.push(w)
  }
  for (const w of writes) {
    const later = (bySubject.get(w.subject) ?? []).find(
      (x) =>
        (sameJob(x.origin, w.origin) || overrideOutdated(w, x)) &&
        Number(x.origin.attempt) > Number(w.origin.attempt)
    )
    if (later) {
      w.superseded = {
        by: `attempt ${later.origin.attempt} of run ${later.origin.run} (job ${later.origin.job})`,
        at: later.origin.written
      }
      continue
    }
    const outside = newer(w.origin, w.subject)
    if (outside && 'superseded' in outside) w.superseded = outside.superseded
    else if (outside) w.held = outside.held
  }
}
