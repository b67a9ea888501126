/**
 * A failing test as its report tells it: what went wrong (failure-text.ts picks the headline),
 * the details people read, and the report's hints of where its source is. Placing it in the
 * repository is the next step (place.ts), which reads only the hints.
 */
import type { FailedTest } from '../results.js'
import { clip } from '../util/clip.js'
import { failureText } from './failure-text.js'
import { MAX_DETAILS_CHARS } from './parse-limits.js'

/** What a report says about where a failing test's source is. */
export interface SourceHints {
  /** The testcase's `file` and `line` attributes, as written. */
  file?: string
  line?: string
  /** The message, the failure body, `<system-out>` and `<system-err>`: stack frames are there. */
  texts: string[]
}

/** A FailedTest before it is placed: no source file or line, no place to show it. */
export type ReportedTest = Omit<FailedTest, 'file' | 'line' | 'reportLine' | 'at'>

export interface ReportedFailure {
  test: ReportedTest
  hints: SourceHints
  /** The line of its `<testcase>` in the report: its place when its source is not found. */
  reportLine: number
}

/** What the collector kept of a failing testcase. */
export interface FailingCase {
  name: string
  classname: string
  /** Its `file` and `line` attributes, as written. */
  file?: string
  line?: string
  /** The `message` and `type` attributes of its `<failure>`/`<error>`. */
  message?: string
  type?: string
  /** Pieces of the text of its `<failure>`/`<error>`, `<system-out>` and `<system-err>`. */
  body: string[]
  out?: string[]
  err?: string[]
  /** The line of its `<testcase>` start tag in the report. */
  tagLine: number
}

/** Character references may leave \r in the text; people read plain line breaks. */
function plainLines(s: string): string {
  return s.replace(/\r\n?/g, '\n').trim()
}

export function reportedFailure(
  kase: FailingCase,
  kind: FailedTest['kind'],
  suite: string,
  report: string
): ReportedFailure {
  const body = plainLines(kase.body.join(''))
  const systemOut = kase.out?.join('')
  const systemErr = kase.err?.join('')
  const { name, classname, message: said, type } = kase
  // Nothing more telling anywhere: the message or type as written ("failed" is still a word).
  const message =
    failureText({ name, classname, message: said, type, body, systemOut, systemErr }) ||
    (said ?? '').trim() ||
    (type ?? '').trim()
  let details = clip(body, MAX_DETAILS_CHARS + 1)
  // Libtest and CTest write the failure only to the testcase's output.
  if (details === '' && systemOut !== undefined) {
    details = clip(plainLines([systemOut, systemErr ?? ''].join('\n')), MAX_DETAILS_CHARS + 1)
  }
  return {
    test: { kind, suite, classname, name, message, details, report },
    hints: {
      file: kase.file,
      line: kase.line,
      texts: [said ?? '', body, systemOut ?? '', systemErr ?? '']
    },
    reportLine: kase.tagLine
  }
}
