/**
 * One JUnit report → its suites, its failing tests with the report's hints of where their source
 * is, its flaky tests; nothing is looked up outside the report. The reading is read.ts (bytes,
 * encoding) → xml.ts (Go's well-formedness rules) → collector.ts (go-junit's counting rules, in
 * one streaming pass). Placing the failing tests in the repository is the next step (place.ts).
 */
import type { FlakyTest, SuiteRow } from '../results.js'
import { createHash } from 'node:crypto'
import { JUnitCollector } from './collector.js'
import type { FailureList } from './failure-list.js'
import { DEFAULT_LIMITS, DEFAULT_MAX_FAILED_TESTS, type ParseLimits } from './parse-limits.js'
import { looksLike } from './looks-like.js'
import { scanFile } from './scan-file.js'
import type { ReportedFailure } from './reported-failure.js'
import { suiteRow } from './suite-row.js'

export interface ParseOptions {
  /** How the report is named in results and errors (default: the path as given). */
  reportName?: string
  /** Failing tests kept with details (default 1,000); the rest are counted. */
  maxFailedTests?: number
  /** Override the safety limits (tests). */
  limits?: Partial<ParseLimits>
  /** The run's list of every failing test, named as they are read (failure-list.ts). */
  list?: FailureList
  /** Hash the report's bytes as they are read (`sha256`). */
  digest?: boolean
}

export interface ParsedReport {
  report: string
  encoding: string
  bytes: number
  /** One per outermost `<testsuite>`, in document order. */
  suites: SuiteRow[]
  /** Exact integer nanoseconds of each suite (for totals). */
  suiteNanos: bigint[]
  /** The failing tests kept with details, as the report tells them (not yet placed). */
  reportedFailures: ReportedFailure[]
  failedTestsOmitted: number
  flakyTests: FlakyTest[]
  /** Tests that passed after reruns, all of them. */
  flakyCount: number
  /** The sha256 (hex) of the file's bytes, when asked (`digest`). */
  sha256?: string
  /** Set when the file has no suite: what it looks like instead. */
  looksLike?: string
}

/** Parses one report. Throws JUnitError (file, line, reason) for anything the CLI would refuse. */
export async function parseJUnitFile(
  path: string | Buffer,
  opts: ParseOptions = {}
): Promise<ParsedReport> {
  const report = opts.reportName ?? String(path)
  const limits = { ...DEFAULT_LIMITS, ...opts.limits }
  const maxFailed = opts.maxFailedTests ?? DEFAULT_MAX_FAILED_TESTS
  const collector = new JUnitCollector(report, maxFailed, opts.list)
  const hash = opts.digest ? createHash('sha256') : undefined
  const info = await scanFile(path, report, collector, limits, hash)
  const suiteNanos = collector.suites.map((s) => s.nanos.nanos())
  const parsed: ParsedReport = {
    report,
    encoding: info.encoding,
    bytes: info.bytes,
    suites: collector.suites.map((s, i) => suiteRow(s, suiteNanos[i], report)),
    suiteNanos,
    reportedFailures: collector.reportedFailures,
    failedTestsOmitted: collector.omitted,
    flakyTests: collector.flaky,
    flakyCount: collector.flakyCount,
    ...(hash && { sha256: hash.digest('hex') })
  }
  if (parsed.suites.length === 0) {
    parsed.looksLike = looksLike({
      name: report,
      bytes: info.bytes,
      root: collector.root,
      xmlns: collector.rootXmlns,
      children: collector.rootChildren
    })
  }
  return parsed
}
