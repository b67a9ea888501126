/**
 * The report files the `junit` input selected (found in src/inputs/junit-reports.ts) → one
 * JUnitOutcome.
 *
 * File names are bytes: the reports are opened as byte strings (src/util/byte-strings.ts), so
 * a report whose name is not UTF-8 is read as the CLI reads it, and named with
 * displayByteString (`t/r\xe9sultats.xml`).
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { byteStringToBuffer, displayByteString, toByteString } from '../util/byte-strings.js'
import type { JUnitResult } from '../api/models.js'
import { SUITE_ROW_DISPLAY_FIELDS, type JUnitOutcome, type SkippedReport } from '../results.js'
import { goSeconds } from './duration.js'
import { DIGEST_THREAD_BYTES, digestOnThread } from './digest-thread.js'
import { FailureList } from './failure-list.js'
import { JUnitError } from './junit-errors.js'
import { DEFAULT_MAX_FAILED_TESTS, type ParseLimits } from './parse-limits.js'
import { parseJUnitFile } from './parse.js'
import { placeReport, type PlacedReport } from './place.js'
import { SourceResolver } from './resolve.js'
import { displayPath } from '../util/paths.js'

export interface CollectOptions {
  /** The report files, absolute byte-string paths in the CLI's order. */
  reports: string[]
  /** The `junit` lines that selected them: named when no report holds a suite. */
  patterns: string[]
  /** The workspace: report names and failure locations are relative to it. */
  cwd: string
  /** The repository root (the `repo-root` input): source files are found in it. Default: cwd. */
  repoRoot?: string
  /** Failing tests kept with details (default 1,000). */
  maxFailedTests?: number
  limits?: Partial<ParseLimits>
}

/** Files named in the "no tests found" error before "and N more". */
const MAX_LISTED = 10

/** The report name of an absolute byte-string path (src/util/paths.ts), shown escaped. */
function displayName(abs: string, cwd: string): string {
  return displayByteString(displayPath(abs, toByteString(cwd)))
}

/** A notice for each XML file that was skipped because it holds no JUnit suite. */
export function skippedReportNotices(outcome: JUnitOutcome): string[] {
  return outcome.skippedReports.map(
    (s) => `${s.path} was skipped: it has no <testsuite> (it looks like ${s.looksLike}).`
  )
}

/** The error when no report yields a suite: what was found instead. */
function noTestsError(patterns: string[], skippedReports: SkippedReport[]): JUnitError {
  let list = skippedReports
    .slice(0, MAX_LISTED)
    .map((s) => `${s.path} (${s.looksLike})`)
    .join(', ')
  if (skippedReports.length > MAX_LISTED) list += ` and ${skippedReports.length - MAX_LISTED} more`
  return new JUnitError(
    undefined,
    undefined,
    `no tests found in ${patterns.filter((p) => p.trim() !== '').join(', ')}: no <testsuite> in ${list}`
  )
}

/** Adds one placed report's suites (the sent part apart from the display part) and tests. */
function addReport(
  outcome: JUnitOutcome,
  report: PlacedReport,
  file: { name: string; path: string },
  maxFailed: number
): bigint {
  let nanos = 0n
  outcome.files.push(file.name)
  outcome.reportPaths?.push(file.path)
  for (const [i, row] of report.suites.entries()) {
    const result: Record<string, unknown> = { ...row }
    for (const key of SUITE_ROW_DISPLAY_FIELDS) delete result[key]
    outcome.results.push(result as unknown as JUnitResult)
    outcome.suites.push(row)
    outcome.totals.total += row.total
    outcome.totals.failures += row.failures
    outcome.totals.errors += row.errors
    outcome.totals.skipped += row.skipped
    nanos += report.suiteNanos[i]
  }
  outcome.failedTests.push(...report.failedTests)
  outcome.failedTestsOmitted += report.failedTestsOmitted
  outcome.flakyCount = (outcome.flakyCount ?? 0) + report.flakyCount
  if (report.sha256 !== undefined)
    outcome.reportDigests?.push({ path: file.name, sha256: report.sha256 })
  for (const f of report.flakyTests) {
    if (outcome.flakyTests.length < maxFailed) outcome.flakyTests.push(f)
  }
  return nanos
}

/**
 * A big report's sha256, taken on a worker thread while this one parses it (digest-thread.ts);
 * undefined for a small one (hashed as it is scanned). A thread that fails gives 'unreadable',
 * as a report gone between the two reads would.
 */
function bigReportDigest(bytes: Buffer): Promise<string> | undefined {
  let size: number
  try {
    size = statSync(bytes).size
  } catch {
    return undefined // the parse says why it cannot be read
  }
  if (size < DIGEST_THREAD_BYTES) return undefined
  return digestOnThread(bytes).catch(() => 'unreadable')
}

/** Parses and summarises the JUnit reports. Throws JUnitError. */
export async function collectJUnit(opts: CollectOptions): Promise<JUnitOutcome> {
  const cwd = path.resolve(opts.cwd)
  const maxFailed = opts.maxFailedTests ?? DEFAULT_MAX_FAILED_TESTS
  const outcome: JUnitOutcome = {
    files: [],
    reportPaths: [],
    skippedReports: [],
    results: [],
    suites: [],
    totals: { total: 0, failures: 0, errors: 0, skipped: 0, duration: 0 },
    failedTests: [],
    failedTestsOmitted: 0,
    flakyTests: [],
    flakyCount: 0,
    reportDigests: []
  }
  // Every failing test named, in report order: the attestation's record (issue 46).
  const list = new FailureList()
  // One per run: each path the reports name is looked up once.
  const resolver = new SourceResolver({ workspace: cwd, repoRoot: opts.repoRoot })
  let nanos = 0n
  for (const abs of opts.reports) {
    const name = displayName(abs, cwd)
    // The report's path as text, for finding the files it names (a name that is not UTF-8 is
    // shown with replacement characters; the file itself is read by its bytes).
    const bytes = byteStringToBuffer(abs)
    const reportFile = bytes.toString('utf8')
    const onThread = bigReportDigest(bytes)
    const parsed = await parseJUnitFile(bytes, {
      reportName: name,
      maxFailedTests: Math.max(0, maxFailed - outcome.failedTests.length),
      limits: opts.limits,
      list,
      digest: onThread === undefined
    }).catch((err: unknown) => {
      // A broken report: the error names where it is in the repository, for an annotation.
      if (!(err instanceof JUnitError) || err.file === undefined) throw err
      const inRepository = resolver.inRepository(reportFile)
      throw new JUnitError(err.file, err.line, err.reason, inRepository)
    })
    if (parsed.suites.length === 0) {
      outcome.skippedReports.push({ path: name, looksLike: parsed.looksLike ?? 'no <testsuite>' })
      continue
    }
    if (onThread) parsed.sha256 = await onThread
    const placed = await placeReport(parsed, { reportFile, workspace: cwd, resolver })
    nanos += addReport(outcome, placed, { name, path: abs }, maxFailed)
  }
  if (outcome.files.length === 0) throw noTestsError(opts.patterns, outcome.skippedReports)
  outcome.totals.duration = goSeconds(nanos)
  const { ids, idsOmitted, more } = list
  outcome.named = { ids, idsOmitted, sha256: list.sha256(), more }
  return outcome
}
