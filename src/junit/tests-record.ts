/**
 * The failing tests in the attestation itself (issue 46; the contract is in the README,
 * "The tests' record in user_data"): `user_data.records_action_tests` of every JUnit
 * attestation — the counts, every failing and erroring test by id with its place and message,
 * the flaky tests, each report's digest — within the room the service's `data_json` leaves.
 * One list feeds it, the check-run annotations and the summary: the outcome's `failedTests`
 * (placed, with details), then `named.more` (as the reports write them).
 */
import { createHash } from 'node:crypto'
import type { FailedTest, JUnitOutcome, ListedFailure } from '../results.js'
import { clip } from '../util/clip.js'
import { redactSecrets } from '../util/secrets.js'

/** The one key of the action's own in `user_data`. */
export const TESTS_RECORD_KEY = 'records_action_tests'
/** The record's schema version: a change that drops or renames a field makes it 2. */
export const TESTS_RECORD_SCHEMA = 1
/** Characters of a message's first line kept (`test-messages: first-line`). */
export const MAX_MESSAGE_CHARS = 200

/** `test-messages`: what of a failing test's message is recorded. */
export type TestMessages = 'first-line' | 'hash' | 'none'
export const TEST_MESSAGES: readonly TestMessages[] = ['first-line', 'hash', 'none']

export interface RecordedFailure {
  id: string
  kind: 'failure' | 'error'
  file?: string
  line?: number
  message?: string
  message_sha256?: string
  leg?: Record<string, unknown>
}

export interface TestsRecord {
  schema: number
  counts: {
    total: number
    passed: number
    failed: number
    errors: number
    skipped: number
    flaky: number
  }
  failures: RecordedFailure[]
  flaky: { id: string; reruns: number }[]
  reports: { path: string; sha256: string }[]
  /** Failing and erroring tests not in `failures` (the list was cut to fit). */
  omitted: number
  /** sha256 hex of every failing and erroring test's id and a newline, in report order. */
  list_sha256: string
  /** Reports whose digest did not fit; present only when some did not. */
  reports_omitted?: number
}

export interface RecordOptions {
  messages: TestMessages
  /** The matrix leg's values (the `matrix` input), on each failure. */
  leg?: Record<string, unknown>
}

/** The first line of a message, masked (secrets and their pieces: src/util/secrets.ts). */
function firstLine(message: string): string {
  const end = message.search(/[\r\n]/)
  return redactSecrets((end < 0 ? message : message.slice(0, end)).trim())
}

function messagePart(message: string, mode: TestMessages): Partial<RecordedFailure> {
  if (mode === 'none') return {}
  const line = firstLine(message)
  if (line === '') return {}
  if (mode === 'hash') return { message_sha256: createHash('sha256').update(line).digest('hex') }
  return { message: clip(line, MAX_MESSAGE_CHARS) }
}

/** A detailed failing test where the reader placed it: as the annotations show it. */
function placed(t: FailedTest): { file?: string; line?: number } {
  if (t.at && t.at.path !== '') {
    const line = Number.isInteger(t.at.line) && t.at.line > 0 ? t.at.line : 1
    return { file: t.at.path, line }
  }
  return {
    ...(t.file !== undefined && t.file !== '' && { file: t.file }),
    ...(t.line !== undefined && t.line > 0 && { line: t.line })
  }
}

function entry(
  id: string,
  t: Pick<ListedFailure, 'kind' | 'file' | 'line' | 'message'>,
  opts: RecordOptions
): RecordedFailure {
  return {
    id,
    kind: t.kind,
    ...(t.file !== undefined && { file: t.file }),
    ...(t.line !== undefined && { line: t.line }),
    ...messagePart(t.message, opts.messages),
    ...(opts.leg && { leg: opts.leg })
  }
}

/** The i-th failing test of the run, in report order, as the record names it. */
function* failuresOf(outcome: JUnitOutcome, opts: RecordOptions): Generator<RecordedFailure> {
  const ids = outcome.named?.ids ?? []
  for (const [i, t] of outcome.failedTests.entries()) {
    yield entry(ids[i] ?? `${t.classname || t.suite}#${t.name}`, { ...t, ...placed(t) }, opts)
  }
  for (const m of outcome.named?.more ?? []) yield entry(m.id, m, opts)
}

function countsOf(outcome: JUnitOutcome): TestsRecord['counts'] {
  const { total, failures, errors, skipped } = outcome.totals
  return {
    total,
    passed: Math.max(0, total - failures - errors - skipped),
    failed: failures,
    errors,
    skipped,
    flaky: outcome.flakyCount ?? outcome.flakyTests.length
  }
}

/** The record with empty lists: what is kept whatever the room. */
export function bareRecord(outcome: JUnitOutcome): TestsRecord {
  const failing = outcome.totals.failures + outcome.totals.errors
  return {
    schema: TESTS_RECORD_SCHEMA,
    counts: countsOf(outcome),
    failures: [],
    flaky: [],
    reports: [],
    omitted: failing,
    list_sha256: outcome.named?.sha256 ?? createHash('sha256').digest('hex')
  }
}

const bytesOf = (value: unknown): number => Buffer.byteLength(JSON.stringify(value))

/** Pushes items while they fit in `room` bytes (a comma before each but the first). */
function fill<T>(into: T[], items: Iterable<T>, room: { bytes: number }): boolean {
  for (const item of items) {
    const bytes = bytesOf(item) + (into.length > 0 ? 1 : 0)
    if (bytes > room.bytes) return false
    room.bytes -= bytes
    into.push(item)
  }
  return true
}

/**
 * The record, its lists filled in their order — failures and errors, then flaky tests, then
 * report digests — while they fit in `roomBytes` more than the bare record takes; what does
 * not fit is counted (`omitted`, `reports_omitted`), never sent in part.
 */
export function testsRecord(
  outcome: JUnitOutcome,
  opts: RecordOptions,
  roomBytes: number
): TestsRecord {
  const record = bareRecord(outcome)
  // `reports_omitted` may be needed: its room is kept aside (`,"reports_omitted":` and digits).
  const reports = outcome.reportDigests ?? []
  const room = { bytes: roomBytes - (20 + String(reports.length).length) }
  fill(record.failures, failuresOf(outcome, opts), room)
  const failing = outcome.totals.failures + outcome.totals.errors
  record.omitted = Math.max(0, failing - record.failures.length)
  const flaky = outcome.flakyTests.map((f) => ({
    id: `${f.classname || f.suite}#${f.name}`,
    reruns: f.reruns
  }))
  fill(record.flaky, flaky, room)
  fill(record.reports, reports, room)
  if (record.reports.length < reports.length) {
    record.reports_omitted = reports.length - record.reports.length
  }
  return record
}
