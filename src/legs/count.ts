/**
 * Missing = asked − reported (docs/matrix-builds.md): the legs `expect-legs` asks for, each
 * matched to the newest presence record of it, and for a leg without one, why — from GitHub's
 * record of its job when `expect-legs` is `auto`. A pure function of what was read.
 */
import type { AttemptJob } from '../github/run-record.js'
import type { ExpectedLegs, LegRef, MissingLeg, ReportedLeg } from '../results.js'
import type { OpenedPresence } from './presence.js'

export interface LegsCount {
  expected: number
  reported: ReportedLeg[]
  missing: MissingLeg[]
  /** Records of legs that were not asked for, in words (notices). */
  unasked: string[]
}

/** How a leg is shown: its values in words (the `matrix` input's words). */
export type LegWords = (matrix: Record<string, unknown>) => string

/** One leg asked for: how it is known, how a record of it is recognised, and why it may lack one. */
interface AskedLeg {
  ref: LegRef
  key: string
  /** The attempt its record must be of (auto: the attempt GitHub says its job ran in). */
  attempt?: number
  why: string
}

/** The canonical JSON of matrix values: the same whatever their key order. */
export function matrixKey(matrix: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted)
    if (value === null || typeof value !== 'object') return value
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0
    )
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]))
  }
  return JSON.stringify(sorted(matrix))
}

/** The leg's values as GitHub writes them in its job's name: `ubuntu-latest, 20`. */
export function jobValues(matrix: Record<string, unknown>): string {
  return Object.values(matrix)
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ')
}

/** The values in a job's name `<job> (<values>)`, '' for the job itself, else undefined. */
export function valuesInName(name: string, job: string): string | undefined {
  if (name === job) return ''
  const prefix = `${job} (`
  return name.startsWith(prefix) && name.endsWith(')') ? name.slice(prefix.length, -1) : undefined
}

/** Why a job that left no record is missing, from how GitHub says it ended. */
export function whyMissing(job: AttemptJob): string {
  if (job.status !== 'completed') return 'still running'
  switch (job.conclusion) {
    case 'cancelled':
      return 'cancelled'
    case 'skipped':
      return 'skipped'
    case 'timed_out':
      return 'timed out'
    case 'failure': {
      const step = job.steps.find((s) => s.conclusion === 'failure')
      return step ? `failed in ${step.name}` : 'failed before its first step'
    }
    default:
      return 'no report'
  }
}

/** The legs asked for, each with the key its record is found by. */
function askedLegs(
  expect: ExpectedLegs,
  records: readonly OpenedPresence[],
  jobs: readonly AttemptJob[],
  words: LegWords
): AskedLeg[] {
  if (expect.kind === 'count') {
    return Array.from({ length: expect.legs }, (_, index) => ({
      ref: { index, words: `leg ${index + 1} of ${expect.legs}` },
      key: String(index),
      why: 'no report'
    }))
  }
  if (expect.kind === 'list') {
    return expect.legs.map((matrix) => ({
      ref: { matrix, words: words(matrix) },
      key: matrixKey(matrix),
      why: 'no report'
    }))
  }
  // Keys from any record, to name a leg that left none by its values' keys.
  const keys = records.length > 0 ? Object.keys(records[0].record.leg.matrix) : []
  return jobs.flatMap((job) => {
    const values = valuesInName(job.name, expect.job)
    if (values === undefined) return []
    const parts = values === '' ? [] : values.split(', ')
    const shown =
      parts.length > 0 && parts.length === keys.length
        ? keys.map((k, i) => `${k}: ${parts[i]}`).join(', ')
        : values || job.name
    return [
      {
        ref: { job: job.name, words: shown },
        key: values,
        ...(job.run_attempt > 0 && { attempt: job.run_attempt }),
        why: whyMissing(job)
      }
    ]
  })
}

/** The key a record is found by, as `expect` asks for legs. */
function keyOf(expect: ExpectedLegs, opened: OpenedPresence): string | undefined {
  const leg = opened.record.leg
  if (expect.kind === 'count') return leg.index === undefined ? undefined : String(leg.index)
  if (expect.kind === 'list') return matrixKey(leg.matrix)
  return jobValues(leg.matrix)
}

/** The newest record of each key (a later attempt over an earlier one, then the later written). */
function newestByKey(
  expect: ExpectedLegs,
  records: readonly OpenedPresence[]
): Map<string, OpenedPresence[]> {
  const byKey = new Map<string, OpenedPresence[]>()
  for (const r of records) {
    const key = keyOf(expect, r)
    if (key === undefined) continue
    byKey.set(key, [...(byKey.get(key) ?? []), r])
  }
  const newest = (a: OpenedPresence, b: OpenedPresence): number =>
    Number(b.record.run.attempt) - Number(a.record.run.attempt) ||
    b.written.localeCompare(a.written)
  for (const list of byKey.values()) list.sort(newest)
  return byKey
}

/** The legs asked for, reported or missing; records of legs not asked for, in words. */
export function countLegs(
  expect: ExpectedLegs,
  records: readonly OpenedPresence[],
  jobs: readonly AttemptJob[],
  words: LegWords
): LegsCount {
  const asked = askedLegs(expect, records, jobs, words)
  const byKey = newestByKey(expect, records)
  const reported: ReportedLeg[] = []
  const missing: MissingLeg[] = []
  for (const leg of asked) {
    const found = (byKey.get(leg.key) ?? []).find(
      (r) => leg.attempt === undefined || Number(r.record.run.attempt) === leg.attempt
    )
    if (!found) {
      missing.push({ ...leg.ref, why: leg.why })
      continue
    }
    const r = found.record
    reported.push({
      ...leg.ref,
      ...(r.leg.index !== undefined && { index: r.leg.index }),
      matrix: r.leg.matrix,
      words: words(r.leg.matrix) || leg.ref.words,
      attempt: Number(r.run.attempt),
      write: r.write,
      tests: r.counts
    })
  }
  const askedKeys = new Set(asked.map((l) => l.key))
  const unasked = [...byKey.entries()]
    .filter(([key]) => !askedKeys.has(key))
    .map(([, [r]]) => words(r.record.leg.matrix) || r.name)
  return { expected: asked.length, reported, missing, unasked }
}
