/**
 * One JUnit report → its suites, failing and flaky tests, with go-junit v1.0.0's counting rules
 * (docs/compatibility.md §4.2): every outermost `<testsuite>` anywhere is one result; nested suites
 * that are direct children of a suite roll up into it; a `<testcase>` counts only as a direct
 * child of a suite; the last direct `<skipped>`/`<failure>`/`<error>` child decides its status;
 * header attributes are ignored; a `<properties>` block replaces the suite's attribute map.
 */
import type { FailedTest, FlakyTest, SuiteRow } from '../results.js'
import { NanoSum, durationNanos, goSeconds } from './duration.js'
import {
  DEFAULT_LIMITS,
  DEFAULT_MAX_FAILED_TESTS,
  MAX_DETAILS_CHARS,
  type ParseLimits
} from './limits.js'
import { Locator } from './locate.js'
import { looksLike } from './looks-like.js'
import { scanFile } from './read.js'
import { parseTimestamp } from './timestamp.js'
import type { AttrReader, XmlHandler } from './xml.js'

export interface ParseOptions {
  /** Resolve failure locations against this folder (paths that exist there). */
  workspace?: string
  /** How the report is named in results and errors (default: the path as given). */
  reportName?: string
  /** Failing tests kept with details (default 1,000); the rest are counted. */
  maxFailedTests?: number
  /** Override the safety limits (tests). */
  limits?: Partial<ParseLimits>
}

export interface ParsedReport {
  report: string
  encoding: string
  bytes: number
  /** One per outermost `<testsuite>`, in document order. */
  suites: SuiteRow[]
  /** Exact integer nanoseconds of each suite (for totals). */
  suiteNanos: bigint[]
  failedTests: FailedTest[]
  failedTestsOmitted: number
  flakyTests: FlakyTest[]
  /** Set when the file has no suite: what it looks like instead. */
  looksLike?: string
}

const OUTSIDE = 0
const OUTER_SUITE = 1
const NESTED_SUITE = 2
const CASE = 3
const STATUS = 4
const BODY = 5
const PROPERTIES = 6
const IGNORED = 7

const PASSED = 0
const SKIPPED = 1
const FAILURE = 2
const ERROR = 3

const RERUN_CHILDREN = new Set(['flakyFailure', 'flakyError', 'rerunFailure', 'rerunError'])
/** Raw characters captured per failure body before trimming and cutting. */
const CAPTURE_CHARS = MAX_DETAILS_CHARS * 2

interface SuiteAcc {
  name: string
  timestampAttr?: string
  hasProperties: boolean
  propertiesTimestamp?: string
  total: number
  failures: number
  errors: number
  skipped: number
  nanos: NanoSum
}

interface CaseAcc {
  name: string
  classname: string
  file?: string
  line?: string
  nanos: number | bigint
  status: number
  message?: string
  type?: string
  body: string[]
  bodyChars: number
  reruns: number
}

interface PendingFailure {
  test: FailedTest
  fileAttr?: string
  lineAttr?: string
}

class JUnitCollector implements XmlHandler {
  private readonly roles: number[] = []
  private suite: SuiteAcc | undefined
  private kase: CaseAcc | undefined
  readonly suites: SuiteAcc[] = []
  readonly pending: PendingFailure[] = []
  omitted = 0
  readonly flaky: FlakyTest[] = []
  root: string | undefined
  rootXmlns: string | undefined
  readonly rootChildren: string[] = []

  constructor(
    private readonly report: string,
    private readonly maxFailed: number
  ) {}

  start(local: string, attrs: AttrReader): void {
    const roles = this.roles
    const depth = roles.length
    const parent = depth === 0 ? OUTSIDE : roles[depth - 1]
    let role = IGNORED
    switch (parent) {
      case OUTSIDE:
        if (local === 'testsuite') {
          role = OUTER_SUITE
          this.suite = {
            name: attrs.get('name') ?? '',
            timestampAttr: attrs.get('timestamp'),
            hasProperties: false,
            total: 0,
            failures: 0,
            errors: 0,
            skipped: 0,
            nanos: new NanoSum()
          }
        } else {
          role = OUTSIDE
          if (depth === 0 && this.root === undefined) {
            this.root = local
            this.rootXmlns = attrs.get('xmlns')
          } else if (depth === 1 && this.rootChildren.length < 8) {
            this.rootChildren.push(local)
          }
        }
        break
      case OUTER_SUITE:
      case NESTED_SUITE:
        if (local === 'testcase') {
          role = CASE
          this.kase = {
            name: attrs.get('name') ?? '',
            classname: attrs.get('classname') ?? '',
            file: attrs.get('file'),
            line: attrs.get('line'),
            nanos: durationNanos(attrs.get('time')),
            status: PASSED,
            body: [],
            bodyChars: 0,
            reruns: 0
          }
        } else if (local === 'testsuite') {
          role = NESTED_SUITE
        } else if (local === 'properties' && parent === OUTER_SUITE) {
          role = PROPERTIES
          const suite = this.suite as SuiteAcc
          suite.hasProperties = true
          suite.propertiesTimestamp = undefined
        }
        break
      case CASE: {
        const kase = this.kase as CaseAcc
        const status =
          local === 'failure'
            ? FAILURE
            : local === 'error'
              ? ERROR
              : local === 'skipped'
                ? SKIPPED
                : -1
        if (status >= 0) {
          role = STATUS
          kase.status = status
          kase.body = []
          kase.bodyChars = 0
          if (status !== SKIPPED) {
            kase.message = attrs.get('message')
            kase.type = attrs.get('type')
          }
        } else if (RERUN_CHILDREN.has(local)) {
          kase.reruns++
        }
        break
      }
      case PROPERTIES:
        if (local === 'property' && attrs.get('name') === 'timestamp') {
          ;(this.suite as SuiteAcc).propertiesTimestamp = attrs.get('value') ?? ''
        }
        break
      case STATUS:
      case BODY:
        role = BODY
        break
    }
    roles.push(role)
  }

  end(): void {
    const role = this.roles.pop()
    if (role === CASE) this.finishCase()
    else if (role === OUTER_SUITE) {
      this.suites.push(this.suite as SuiteAcc)
      this.suite = undefined
    }
  }

  wantText(): boolean {
    const roles = this.roles
    const role = roles.length === 0 ? OUTSIDE : roles[roles.length - 1]
    if (role !== STATUS && role !== BODY) return false
    const kase = this.kase as CaseAcc
    return (
      kase.status >= FAILURE &&
      kase.bodyChars < CAPTURE_CHARS &&
      this.pending.length < this.maxFailed
    )
  }

  text(s: string): void {
    const kase = this.kase as CaseAcc
    const room = CAPTURE_CHARS - kase.bodyChars
    const piece = s.length > room ? s.slice(0, room) : s
    kase.body.push(piece)
    kase.bodyChars += piece.length
  }

  private finishCase(): void {
    const suite = this.suite as SuiteAcc
    const kase = this.kase as CaseAcc
    this.kase = undefined
    suite.total++
    suite.nanos.add(kase.nanos)
    switch (kase.status) {
      case SKIPPED:
        suite.skipped++
        break
      case FAILURE:
      case ERROR:
        if (kase.status === FAILURE) suite.failures++
        else suite.errors++
        if (this.pending.length < this.maxFailed) this.pending.push(this.failed(suite, kase))
        else this.omitted++
        break
      default:
        if (kase.reruns > 0 && this.flaky.length < this.maxFailed) {
          this.flaky.push({
            suite: suite.name,
            classname: kase.classname,
            name: kase.name,
            reruns: kase.reruns,
            report: this.report
          })
        }
    }
  }

  private failed(suite: SuiteAcc, kase: CaseAcc): PendingFailure {
    // Character references may leave \r in the text; people read plain line breaks.
    let details = kase.body.join('').replace(/\r\n?/g, '\n').trim()
    if (details.length > MAX_DETAILS_CHARS) details = details.slice(0, MAX_DETAILS_CHARS) + '…'
    const message = (kase.message ?? '').trim() || (kase.type ?? '').trim() || firstLine(details)
    return {
      test: {
        kind: kase.status === FAILURE ? 'failure' : 'error',
        suite: suite.name,
        classname: kase.classname,
        name: kase.name,
        message,
        details,
        report: this.report
      },
      fileAttr: kase.file,
      lineAttr: kase.line
    }
  }
}

function firstLine(s: string): string {
  const line = s.split('\n', 1)[0].trim()
  return line.length > 500 ? line.slice(0, 500) + '…' : line
}

/** Parses one report. Throws JUnitError (file, line, reason) for anything the CLI would refuse. */
export async function parseJUnitFile(path: string, opts: ParseOptions = {}): Promise<ParsedReport> {
  const report = opts.reportName ?? path
  const limits = { ...DEFAULT_LIMITS, ...opts.limits }
  const collector = new JUnitCollector(report, opts.maxFailedTests ?? DEFAULT_MAX_FAILED_TESTS)
  const info = await scanFile(path, report, collector, limits)

  const suites: SuiteRow[] = []
  const suiteNanos: bigint[] = []
  for (const s of collector.suites) {
    const nanos = s.nanos.nanos()
    const timestamp = parseTimestamp(s.hasProperties ? s.propertiesTimestamp : s.timestampAttr)
    const row: SuiteRow = {
      name: s.name,
      failures: s.failures,
      errors: s.errors,
      skipped: s.skipped,
      total: s.total,
      duration: goSeconds(nanos),
      report
    }
    if (timestamp !== undefined) row.timestamp = timestamp
    suites.push(row)
    suiteNanos.push(nanos)
  }

  const locator = new Locator(opts.workspace)
  const failedTests: FailedTest[] = []
  for (const p of collector.pending) {
    const where = await locator.locate(
      p.fileAttr,
      p.lineAttr,
      [p.test.message, p.test.details],
      p.test.classname
    )
    failedTests.push({ ...p.test, ...where })
  }

  const parsed: ParsedReport = {
    report,
    encoding: info.encoding,
    bytes: info.bytes,
    suites,
    suiteNanos,
    failedTests,
    failedTestsOmitted: collector.omitted,
    flakyTests: collector.flaky
  }
  if (suites.length === 0) {
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
