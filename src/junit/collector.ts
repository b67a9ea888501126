/**
 * The XML handler that reads JUnit: with go-junit v1.0.0's counting rules
 * (docs/compatibility.md §4.2), every outermost `<testsuite>` anywhere is one result; nested
 * suites that are direct children of a suite roll up into it; a `<testcase>` counts only as a
 * direct child of a suite; the last direct `<skipped>`/`<failure>`/`<error>` child decides its
 * status; header attributes are ignored; a `<properties>` block replaces the suite's attribute
 * map. Each open element gets a role (roles.ts) from its parent's role and its own name; the
 * role says what its children and text are. It keeps the counts, the failing tests it will show
 * (reported-failure.ts) and what a file without suites looks like, nothing else.
 */
import type { FlakyTest, ListedFailure } from '../results.js'
import { failureId, type FailureList } from './failure-list.js'
import { NanoSum, durationNanos, floatSecondsToNanos } from './duration.js'
import { MAX_DETAILS_CHARS } from './parse-limits.js'
import { reportedFailure, type FailingCase, type ReportedFailure } from './reported-failure.js'
import {
  ROLE_CASE,
  ROLE_CASE_OUTPUT,
  ROLE_IGNORED,
  ROLE_NESTED_SUITE,
  ROLE_OUTER_SUITE,
  ROLE_OUTSIDE,
  ROLE_PROPERTIES,
  ROLE_STATUS,
  ROLE_STATUS_BODY,
  ROLE_SUITE_STATUS,
  STATUS_ERROR,
  STATUS_FAILURE,
  STATUS_PASSED,
  STATUS_SKIPPED,
  statusOf,
  type Role,
  type Status
} from './roles.js'
import type { SuiteTally } from './suite-row.js'
import type { AttrReader, XmlHandler } from './xml.js'

/** Surefire's children of a testcase that passed or failed after reruns. */
const RERUN_CHILDREN = new Set(['flakyFailure', 'flakyError', 'rerunFailure', 'rerunError'])
/** Raw characters captured per failure body before trimming and cutting. */
const CAPTURE_CHARS = MAX_DETAILS_CHARS * 2
/** Characters captured of a failing testcase's output, and of a suite-level error. */
const OUTPUT_CHARS = 8 * 1024
/** Suite-level errors kept per suite. */
const MAX_SUITE_ERRORS = 5

/** The testcase being read. */
interface CaseTally extends FailingCase {
  nanos: number | bigint
  status: Status
  bodyChars: number
  reruns: number
  outChars: number
  /** Which output is being captured (during ROLE_CASE_OUTPUT). */
  capturing?: string[]
  /** Its start tag, kept: read by named() when the testcase is shown. */
  tag?: AttrReader
}

/** Reads one report's suites and testcases (see the top of this file). */
export class JUnitCollector implements XmlHandler {
  private readonly roles: Role[] = []
  private suite: SuiteTally | undefined
  private kase: CaseTally | undefined
  /** The one CaseTally of every self-closing testcase (see start()). */
  private readonly passing: CaseTally = {
    name: '',
    classname: '',
    nanos: 0,
    status: STATUS_PASSED,
    body: [],
    bodyChars: 0,
    reruns: 0,
    tagLine: 0,
    outChars: 0
  }
  readonly suites: SuiteTally[] = []
  /** The failing tests kept with details (up to maxFailed); `omitted` counts the rest. */
  readonly reportedFailures: ReportedFailure[] = []
  omitted = 0
  readonly flaky: FlakyTest[] = []
  /** Tests that passed after reruns, all of them (`flaky` keeps up to maxFailed). */
  flakyCount = 0
  /** For a file without suites (looks-like.ts): its root, its `xmlns`, its first children. */
  root: string | undefined
  rootXmlns: string | undefined
  readonly rootChildren: string[] = []

  constructor(
    private readonly report: string,
    private readonly maxFailed: number,
    /** Every failing test named, when the run records them (failure-list.ts). */
    private readonly list?: FailureList
  ) {}

  start(local: string, attrs: AttrReader, empty: boolean): void {
    const roles = this.roles
    const depth = roles.length
    const parent = depth === 0 ? ROLE_OUTSIDE : roles[depth - 1]
    let role: Role = ROLE_IGNORED
    switch (parent) {
      case ROLE_OUTSIDE:
        role = this.startOutside(local, attrs, depth)
        break
      case ROLE_OUTER_SUITE:
      case ROLE_NESTED_SUITE:
        role = this.startInSuite(local, attrs, empty, parent)
        break
      case ROLE_CASE:
        role = this.startInCase(local, attrs)
        break
      case ROLE_PROPERTIES:
        if (local === 'property' && attrs.get('name') === 'timestamp') {
          ;(this.suite as SuiteTally).propertiesTimestamp = attrs.get('value') ?? ''
        }
        break
      case ROLE_STATUS:
      case ROLE_STATUS_BODY:
        role = ROLE_STATUS_BODY
        break
    }
    roles.push(role)
  }

  /** Outside any suite: an outermost `<testsuite>` starts one; the root is noted. */
  private startOutside(local: string, attrs: AttrReader, depth: number): Role {
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
      return ROLE_OUTER_SUITE
    }
    if (depth === 0 && this.root === undefined) {
      this.root = local
      this.rootXmlns = attrs.get('xmlns')
    } else if (depth === 1 && this.rootChildren.length < 8) {
      this.rootChildren.push(local)
    }
    return ROLE_OUTSIDE
  }

  /** A direct child of a suite: a testcase, a nested suite, a suite-level status, properties. */
  private startInSuite(local: string, attrs: AttrReader, empty: boolean, parent: Role): Role {
    if (local === 'testcase' && empty) {
      // `<testcase …/>` passes with no reruns: only its time counts, nothing is kept.
      const seconds = attrs.decimal('time')
      this.passing.nanos =
        seconds === undefined ? durationNanos(attrs.get('time')) : floatSecondsToNanos(seconds)
      this.kase = this.passing
      return ROLE_CASE
    }
    if (local === 'testcase') {
      // Its names are read only if it fails or passes after reruns (finishCase): most pass.
      const seconds = attrs.decimal('time')
      this.kase = {
        tag: attrs.keep(),
        name: '',
        classname: '',
        nanos:
          seconds === undefined ? durationNanos(attrs.get('time')) : floatSecondsToNanos(seconds),
        status: STATUS_PASSED,
        body: [],
        bodyChars: 0,
        reruns: 0,
        tagLine: 0,
        outChars: 0
      }
      return ROLE_CASE
    }
    if (local === 'testsuite') return ROLE_NESTED_SUITE
    if (local === 'error' || local === 'failure') {
      const errors = (this.suite as SuiteTally).suiteErrors
      if (errors.length < MAX_SUITE_ERRORS) {
        errors.push({ kind: local, message: attrs.get('message') ?? '', text: [], chars: 0 })
      }
      return ROLE_SUITE_STATUS
    }
    if (local === 'properties' && parent === ROLE_OUTER_SUITE) {
      const suite = this.suite as SuiteTally
      suite.hasProperties = true
      suite.propertiesTimestamp = undefined
      return ROLE_PROPERTIES
    }
    return ROLE_IGNORED
  }

  /** A direct child of a testcase: its status, a rerun, or the output of a failing one. */
  private startInCase(local: string, attrs: AttrReader): Role {
    const kase = this.kase as CaseTally
    const status = statusOf(local)
    if (status !== undefined) {
      kase.status = status
      kase.body = []
      kase.bodyChars = 0
      if (status !== STATUS_SKIPPED) {
        kase.message = attrs.get('message')
        kase.type = attrs.get('type')
      }
      return ROLE_STATUS
    }
    if (RERUN_CHILDREN.has(local)) {
      kase.reruns++
      return ROLE_IGNORED
    }
    const output = local === 'system-out' || local === 'system-err'
    if (output && kase.status >= STATUS_FAILURE && this.reportedFailures.length < this.maxFailed) {
      const into: string[] = []
      if (local === 'system-out') kase.out = into
      else kase.err = into
      kase.capturing = into
      return ROLE_CASE_OUTPUT
    }
    return ROLE_IGNORED
  }

  end(): void {
    const role = this.roles.pop()
    if (role === ROLE_CASE) this.finishCase()
    else if (role === ROLE_OUTER_SUITE) {
      this.suites.push(this.suite as SuiteTally)
      this.suite = undefined
    }
  }

  wantText(): boolean {
    const roles = this.roles
    const role = roles.length === 0 ? ROLE_OUTSIDE : roles[roles.length - 1]
    if (role === ROLE_CASE_OUTPUT) return (this.kase as CaseTally).outChars < OUTPUT_CHARS
    if (role === ROLE_SUITE_STATUS) {
      const errors = (this.suite as SuiteTally).suiteErrors
      const last = errors[errors.length - 1]
      return last !== undefined && last.chars < OUTPUT_CHARS
    }
    if (role !== ROLE_STATUS && role !== ROLE_STATUS_BODY) return false
    const kase = this.kase as CaseTally
    return (
      kase.status >= STATUS_FAILURE &&
      kase.bodyChars < CAPTURE_CHARS &&
      this.reportedFailures.length < this.maxFailed
    )
  }

  text(s: string): void {
    const roles = this.roles
    const role = roles[roles.length - 1]
    if (role === ROLE_CASE_OUTPUT) {
      const kase = this.kase as CaseTally
      const piece = s.slice(0, OUTPUT_CHARS - kase.outChars)
      kase.capturing?.push(piece)
      kase.outChars += piece.length
      return
    }
    if (role === ROLE_SUITE_STATUS) {
      const errors = (this.suite as SuiteTally).suiteErrors
      const last = errors[errors.length - 1]
      const piece = s.slice(0, OUTPUT_CHARS - last.chars)
      last.text.push(piece)
      last.chars += piece.length
      return
    }
    const kase = this.kase as CaseTally
    const room = CAPTURE_CHARS - kase.bodyChars
    const piece = s.length > room ? s.slice(0, room) : s
    kase.body.push(piece)
    kase.bodyChars += piece.length
  }

  private finishCase(): void {
    const suite = this.suite as SuiteTally
    const kase = this.kase as CaseTally
    this.kase = undefined
    suite.total++
    suite.nanos.add(kase.nanos)
    suite.reruns += kase.reruns
    switch (kase.status) {
      case STATUS_PASSED:
        if (kase.reruns > 0) this.flakyCount++
        if (kase.reruns > 0 && this.flaky.length < this.maxFailed) {
          named(kase)
          this.flaky.push({
            suite: suite.name,
            classname: kase.classname,
            name: kase.name,
            reruns: kase.reruns,
            report: this.report
          })
        }
        break
      case STATUS_SKIPPED:
        suite.skipped++
        break
      case STATUS_FAILURE:
        suite.failures++
        this.keep(kase, 'failure', suite.name)
        break
      case STATUS_ERROR:
        suite.errors++
        this.keep(kase, 'error', suite.name)
        break
    }
  }

  /**
   * A failing test: kept with its details while there is room, else counted; named in the
   * run's list either way, when there is one.
   */
  private keep(kase: CaseTally, kind: 'failure' | 'error', suite: string): void {
    const list = this.list
    if (this.reportedFailures.length < this.maxFailed) {
      named(kase)
      this.reportedFailures.push(reportedFailure(kase, kind, suite, this.report))
      list?.add(failureId(kase.classname, suite, kase.name))
      return
    }
    this.omitted++
    if (list === undefined) return
    named(kase)
    const id = failureId(kase.classname, suite, kase.name)
    list.add(id, () => listedFailure(id, kase, kind))
  }
}

/**
 * A failing test beyond those kept with details, as its report writes it: its `file` and
 * `line` attributes, the first line of its message (or type). Its body was not read.
 */
function listedFailure(id: string, kase: CaseTally, kind: 'failure' | 'error'): ListedFailure {
  const line = kase.line === undefined ? NaN : Number(kase.line.trim())
  return {
    id,
    kind,
    ...(kase.file !== undefined && kase.file.trim() !== '' && { file: kase.file.trim() }),
    ...(Number.isInteger(line) && line > 0 && { line }),
    message: (kase.message ?? '').trim() || (kase.type ?? '').trim()
  }
}

/** Reads the names and source hints of a testcase from its kept start tag. */
function named(kase: CaseTally): void {
  const tag = kase.tag
  if (tag === undefined) return
  kase.name = tag.get('name') ?? ''
  kase.classname = tag.get('classname') ?? ''
  kase.file = tag.get('file')
  kase.line = tag.get('line')
  kase.tagLine = tag.line()
}
