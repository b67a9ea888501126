/**
 * What fits where: GitHub's limits for everything the action writes, the caps this action sets
 * itself on what it shows, and the one text cutter. Every size in report/ comes from here
 * (docs/github-limits.md says where each number comes from).
 */
import { byteLength, truncateUtf8 } from './bytes.js'
import { toStr } from './display-string.js'
import { ELLIPSIS, clip as cutText } from '../util/clip.js'

export { ELLIPSIS }

/** GitHub's own limits. */
export const GITHUB_LIMITS = {
  /** A step's job summary (GITHUB_STEP_SUMMARY), in bytes. */
  jobSummaryBytes: 1024 * 1024,
  /** A check run's `output.summary` (and `output.text`), in bytes. */
  checkRunSummaryBytes: 65_535,
  /** A check run's `output.title`, in characters. */
  checkRunTitleChars: 255,
  /** An annotation's title, in characters (Checks API and workflow commands alike). */
  annotationTitleChars: 255,
  /** A Checks API annotation's `message` and `raw_details`, in bytes. */
  annotationMessageBytes: 64 * 1024 - 1,
  /** Annotations per Checks API request. */
  annotationsPerRequest: 50,
  /** Workflow-command annotations GitHub shows per kind and step. */
  annotationsPerStep: 10,
  /** One step output value, in bytes. */
  outputBytes: 1_000_000
} as const

/**
 * The action's own caps on a value it shows (characters), so that no single datum floods a
 * log line, a cell or a title. The summary's caps that scale with its budget are in
 * render-limits.ts.
 */
export const SHOWN_CHARS = {
  /** A state or kind (`COMPLIANT`, `K8S`, a title word). */
  label: 100,
  /** A name: flow, trail, environment, attestation, file, tag. */
  name: 200,
  /** A data value in a log line, a URL shown as text. */
  value: 300,
  /** A message in a log line or a warning (a failure message, an error). */
  message: 500,
  /** A file path passed to an annotation. */
  path: 1000,
  /** A whole log line or workflow-command annotation message. */
  logLine: 4000,
  /** A block of data in the log (a dry-run payload). */
  block: 64 * 1024
} as const

/** The most annotations one check run carries (in requests of `annotationsPerRequest`). */
export const CHECK_RUN_ANNOTATIONS_MAX = 500

/**
 * The one text cutter (src/util/clip.ts), for any value shown: at most `max` characters,
 * ending in `…` when cut.
 */
export function clip(value: unknown, max: number): string {
  return cutText(toStr(value), max)
}

/**
 * The same cut by UTF-8 bytes: at most `maxBytes`, still valid UTF-8, ending in `mark` (`…`, or
 * a note that says where the rest is) when cut.
 */
export function clipBytes(value: string, maxBytes: number, mark: string = ELLIPSIS): string {
  if (byteLength(value) <= maxBytes) return value
  const room = maxBytes - byteLength(mark)
  return room > 0 ? truncateUtf8(value, room) + mark : truncateUtf8(value, maxBytes)
}
