/**
 * One JUnit report → its suites, failing and flaky tests, with go-junit v1.0.0's counting rules
 * (docs/compatibility.md §4.2): every outermost `<testsuite>` anywhere is one result; nested suites
 * that are direct children of a suite roll up into it; a `<testcase>` counts only as a direct
 * child of a suite; the last direct `<skipped>`/`<failure>`/`<error>` child decides its status;
 * header attributes are ignored; a `<properties>` block replaces the suite's attribute map.
 */
import { clip } from '../util/clip.js'
import nodePath from 'node:path'
import type { FailedTest, FlakyTest, SuiteProblem, SuiteRow } from '../results.js'
import { NanoSum, durationNanos, floatSecondsToNanos, goSeconds } from './duration.js'
import { failureText } from './failure-text.js'
import {
  DEFAULT_LIMITS,
  DEFAULT_MAX_FAILED_TESTS,
  MAX_DETAILS_CHARS,
  type ParseLimits
} from './limits.js'
import { Locator, workspaceRelativeName } from './locate.js'
import { SourceResolver } from './resolve.js'
import { looksLike } from './looks-like.js'
import { scanFile } from './read.js'
import { parseTimestamp } from './timestamp.js'
import type { AttrReader, XmlHandler } from './xml.js'

export interface ParseOptions {
  /** Resolve failure locations against this folder (paths that exist there). */
  workspace?: string
  /** Finds the files reports name; one per run (default: one for `workspace`). */
  resolver?: SourceResolver
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
/** `<system-out>`/`<system-err>` of a failing testcase. */
const CASE_OUTPUT = 8
/** A `<failure>`/`<error>` that is a direct child of a suite, not of a testcase. */
const SUITE_STATUS = 9

const PASSED = 0
const SKIPPED = 1
const FAILURE = 2
const ERROR = 3

const RERUN_CHILDREN = new Set(['flakyFailure', 'flakyError', 'rerunFailure', 'rerunError'])
/** Raw characters captured per failure body before trimming and cutting. */
const CAPTURE_CHARS = MAX_DETAILS_CHARS * 2
/** Characters captured of a failing testcase's output, and of a suite-level error. */
const OUTPUT_CHARS = 8 * 1024
/** Suite-level errors kept per suite. */
const MAX_SUITE_ERRORS = 5

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
  /** Rerun children of its testcases (Surefire counts each rerun in the header). */
  reruns: number
  /** The header's `tests` and `time` attributes, as written. */
  testsAttr?: string
  timeAttr?: string
  suiteErrors: { kind: 'error' | 'failure'; message: string; text: string[]; chars: number }[]
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
  /** The line of its `<testcase>` start tag in the report. */
  tagLine: number
  out?: string[]
  err?: string[]
  outChars: number
  /** Which output is being captured (during CASE_OUTPUT). */
  capturing?: string[]
}

interface PendingFailure {
  test: FailedTest
  fileAttr?: string
  lineAttr?: string
  /** The line of its `<testcase>` in the report. */
  reportLine: number
  /** The failure body, `<system-out>` and `<system-err>`: where to look for a location. */
  texts: string[]
}

class JUnitCollector implements XmlHandler {
  private readonly roles: number[] = []
  private suite: SuiteAcc | undefined
  private kase: CaseAcc | undefined
  /** The one CaseAcc of every self-closing testcase (see start()). */
  private readonly passing: CaseAcc = {
    name: '',
    classname: '',
    nanos: 0,
    status: PASSED,
    body: [],
    bodyChars: 0,
    reruns: 0,
    tagLine: 0,
    outChars: 0
  }
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

  start(local: string, attrs: AttrReader, empty: boolean): void {
    const roles = this.roles
    const depth = roles.length
    const parent = depth === 0 ? OUTSIDE : roles[depth - 1]
    let role = IGNORED
    switch (parent) {
      case OUTSIDE:
        role = this.startOutside(local, attrs, depth)
        break
      case OUTER_SUITE:
      case NESTED_SUITE:
        role = this.startInSuite(local, attrs, empty, parent)
        break
      case CASE:
        role = this.startInCase(local, attrs)
        break
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

  /** Outside any suite: an outermost `<testsuite>` starts one; the root is noted. */
  private startOutside(local: string, attrs: AttrReader, depth: number): number {
    if (local === 'testsuite') {
      this.suite = {
        name: attrs.get('name') ?? '',
        timestampAttr: attrs.get('timestamp'),
        hasProperties: false,
        total: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        nanos: new NanoSum(),
        reruns: 0,
        testsAttr: attrs.get('tests'),
        timeAttr: attrs.get('time'),
        suiteErrors: []
      }
      return OUTER_SUITE
    }
    if (depth === 0 && this.root === undefined) {
      this.root = local
      this.rootXmlns = attrs.get('xmlns')
    } else if (depth === 1 && this.rootChildren.length < 8) {
      this.rootChildren.push(local)
    }
    return OUTSIDE
  }

  /** A direct child of a suite: a testcase, a nested suite, a suite-level status, properties. */
  private startInSuite(local: string, attrs: AttrReader, empty: boolean, parent: number): number {
    if (local === 'testcase' && empty) {
      // `<testcase …/>` passes with no reruns: only its time counts, nothing is kept.
      const seconds = attrs.decimal('time')
      this.passing.nanos =
        seconds === undefined ? durationNanos(attrs.get('time')) : floatSecondsToNanos(seconds)
      this.kase = this.passing
      return CASE
    }
    if (local === 'testcase') {
      this.kase = {
        name: attrs.get('name') ?? '',
        classname: attrs.get('classname') ?? '',
        file: attrs.get('file'),
        line: attrs.get('line'),
        nanos: durationNanos(attrs.get('time')),
        status: PASSED,
        body: [],
        bodyChars: 0,
        reruns: 0,
        tagLine: attrs.line(),
        outChars: 0
      }
      return CASE
    }
    if (local === 'testsuite') return NESTED_SUITE
    if (local === 'error' || local === 'failure') {
      const errors = (this.suite as SuiteAcc).suiteErrors
      if (errors.length < MAX_SUITE_ERRORS) {
        errors.push({ kind: local, message: attrs.get('message') ?? '', text: [], chars: 0 })
      }
      return SUITE_STATUS
    }
    if (local === 'properties' && parent === OUTER_SUITE) {
      const suite = this.suite as SuiteAcc
      suite.hasProperties = true
      suite.propertiesTimestamp = undefined
      return PROPERTIES
    }
    return IGNORED
  }

  /** A direct child of a testcase: its status, a rerun, or the output of a failing one. */
  private startInCase(local: string, attrs: AttrReader): number {
    const kase = this.kase as CaseAcc
    const status =
      local === 'failure' ? FAILURE : local === 'error' ? ERROR : local === 'skipped' ? SKIPPED : -1
    if (status >= 0) {
      kase.status = status
      kase.body = []
      kase.bodyChars = 0
      if (status !== SKIPPED) {
        kase.message = attrs.get('message')
        kase.type = attrs.get('type')
      }
      return STATUS
    }
    if (RERUN_CHILDREN.has(local)) {
      kase.reruns++
      return IGNORED
    }
    const output = local === 'system-out' || local === 'system-err'
    if (output && kase.status >= FAILURE && this.pending.length < this.maxFailed) {
      const into: string[] = []
      if (local === 'system-out') kase.out = into
      else kase.err = into
      kase.capturing = into
      return CASE_OUTPUT
    }
    return IGNORED
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
    if (role === CASE_OUTPUT) return (this.kase as CaseAcc).outChars < OUTPUT_CHARS
    if (role === SUITE_STATUS) {
      const errors = (this.suite as SuiteAcc).suiteErrors
      const last = errors[errors.length - 1]
      return last !== undefined && last.chars < OUTPUT_CHARS
    }
    if (role !== STATUS && role !== BODY) return false
    const kase = this.kase as CaseAcc
    return (
      kase.status >= FAILURE &&
      kase.bodyChars < CAPTURE_CHARS &&
      this.pending.length < this.maxFailed
    )
  }

  text(s: string): void {
    const roles = this.roles
    const role = roles[roles.length - 1]
    if (role === CASE_OUTPUT) {
      const kase = this.kase as CaseAcc
      const piece = s.slice(0, OUTPUT_CHARS - kase.outChars)
      kase.capturing?.push(piece)
      kase.outChars += piece.length
      return
    }
    if (role === SUITE_STATUS) {
      const errors = (this.suite as SuiteAcc).suiteErrors
      const last = errors[errors.length - 1]
      const piece = s.slice(0, OUTPUT_CHARS - last.chars)
      last.text.push(piece)
      last.chars += piece.length
      return
    }
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
    suite.reruns += kase.reruns
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
    const body = details
    details = clip(details, MAX_DETAILS_CHARS + 1)
    const systemOut = kase.out?.join('')
    const systemErr = kase.err?.join('')
    // Nothing more telling anywhere: the message or type as written ("failed" is still a word).
    const message =
      failureText({
        name: kase.name,
        classname: kase.classname,
        message: kase.message,
        type: kase.type,
        body,
        systemOut,
        systemErr
      }) ||
      (kase.message ?? '').trim() ||
      (kase.type ?? '').trim()
    const test: FailedTest = {
      kind: kase.status === FAILURE ? 'failure' : 'error',
      suite: suite.name,
      classname: kase.classname,
      name: kase.name,
      message,
      details,
      report: this.report
    }
    // Libtest and CTest write the failure only to the testcase's output.
    if (details === '' && systemOut !== undefined) {
      let out = [systemOut, systemErr ?? ''].join('\n').replace(/\r\n?/g, '\n').trim()
      out = clip(out, MAX_DETAILS_CHARS + 1)
      test.details = out
    }
    return {
      test,
      fileAttr: kase.file,
      lineAttr: kase.line,
      reportLine: kase.tagLine,
      texts: [kase.message ?? '', body, systemOut ?? '', systemErr ?? '']
    }
  }
}

/** The suite's own `time` attribute in seconds, when it is a plain non-negative number. */
function reportedSeconds(attr: string | undefined): number | undefined {
  if (attr === undefined || !/^\s*\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*$/.test(attr)) return undefined
  const n = Number(attr)
  return Number.isFinite(n) ? n : undefined
}

/** What the suite's header and its own `<error>`/`<failure>` say that its testcases do not. */
function suiteProblems(s: SuiteAcc): SuiteProblem[] {
  const problems: SuiteProblem[] = []
  const counted =
    s.testsAttr !== undefined && /^\s*\d+\s*$/.test(s.testsAttr) ? Number(s.testsAttr) : NaN
  if (Number.isSafeInteger(counted) && counted > s.total + s.reruns) {
    const missing = counted - s.total
    problems.push({
      kind: 'unlisted-tests',
      message:
        `The suite's header counts ${counted} test${counted === 1 ? '' : 's'} but it lists ` +
        `${s.total}: ${missing} test${missing === 1 ? ' was' : 's were'} not reported ` +
        `(a crash, or tests counted but never run).`
    })
  }
  for (const e of s.suiteErrors) {
    const text = e.text.join('').replace(/\r\n?/g, '\n').trim()
    const said = e.message.trim() || text.split('\n', 1)[0].trim()
    problems.push({
      kind: e.kind === 'error' ? 'suite-error' : 'suite-failure',
      message:
        `The suite itself reports ${e.kind === 'error' ? 'an error' : 'a failure'} that no ` +
        `test carries${said ? `: ${clip(said, 501)}` : '.'}`
    })
  }
  return problems
}

/** The row people see of one outermost suite (the CLI's fields, plus display-only ones). */
function suiteRow(
  s: SuiteAcc,
  nanos: bigint,
  { report, inRepository }: { report: string; inRepository?: string },
  workspace?: string
): SuiteRow {
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
  const reported = reportedSeconds(s.timeAttr)
  // CTest writes time="0" on a suite whose tests took time: that is no report of its time.
  if (reported !== undefined && (reported > 0 || nanos === 0n)) row.reportedDuration = reported
  const label = workspaceRelativeName(s.name, workspace)
  if (label !== s.name) row.label = label
  const problems = suiteProblems(s)
  if (problems.length > 0) row.problems = problems
  if (problems.length > 0 && inRepository !== undefined) row.reportInRepository = inRepository
  return row
}

/**
 * The failing tests with their place: the source line when its file is in the repository, else
 * their `<testcase>` in the report (when the report is in the repository).
 */
async function locateFailures(
  reportFile: string,
  pending: PendingFailure[],
  workspace: string | undefined,
  resolver: SourceResolver | undefined
): Promise<FailedTest[]> {
  if (pending.length === 0) return [] // most reports: nothing to locate, no per-file set-up
  const locator = new Locator(resolver, reportFile)
  const report = resolver?.inRepository(reportFile)
  const failedTests: FailedTest[] = []
  for (const p of pending) {
    const { location: where, found } = await locator.place(
      p.fileAttr,
      p.lineAttr,
      p.texts,
      p.test.classname
    )
    const { reportLine } = p
    const place =
      found !== undefined
        ? { path: found, line: where.line ?? 1 }
        : report !== undefined
          ? { path: report, line: reportLine }
          : undefined
    const at =
      place && resolver && (await resolver.isTracked(place.path))
        ? { ...place, tracked: true }
        : place
    failedTests.push({
      ...p.test,
      suite: workspaceRelativeName(p.test.suite, workspace),
      classname: workspaceRelativeName(p.test.classname, workspace),
      ...where,
      reportLine,
      ...(at !== undefined && { at })
    })
  }
  return failedTests
}

/** Parses one report. Throws JUnitError (file, line, reason) for anything the CLI would refuse. */
export async function parseJUnitFile(
  path: string | Buffer,
  opts: ParseOptions = {}
): Promise<ParsedReport> {
  const report = opts.reportName ?? String(path)
  const limits = { ...DEFAULT_LIMITS, ...opts.limits }
  const collector = new JUnitCollector(report, opts.maxFailedTests ?? DEFAULT_MAX_FAILED_TESTS)
  const info = await scanFile(path, report, collector, limits)

  const suiteNanos = collector.suites.map((s) => s.nanos.nanos())
  const resolver =
    opts.resolver ??
    (opts.workspace === undefined ? undefined : new SourceResolver({ workspace: opts.workspace }))
  // The report's path as text, for finding the files it names (a name that is not UTF-8 is
  // shown with replacement characters; the file itself is read by its bytes).
  const reportFile = nodePath.resolve(typeof path === 'string' ? path : path.toString('utf8'))
  const inRepository = resolver?.inRepository(reportFile)
  const suites = collector.suites.map((s, i) =>
    suiteRow(s, suiteNanos[i], { report, inRepository }, opts.workspace)
  )
  const parsed: ParsedReport = {
    report,
    encoding: info.encoding,
    bytes: info.bytes,
    suites,
    suiteNanos,
    failedTests: await locateFailures(reportFile, collector.pending, opts.workspace, resolver),
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
