/**
 * The verdict, defined once: what the service recorded, not what the tests said. Every place
 * that states a verdict — the summary's headline, the step log's last line, the `compliant`,
 * `recorded` and `compliance-state` outputs, the check run's conclusion and title — reads it
 * from here. A write that was not recorded (failed, deferred, dry run) never reads as
 * compliant (docs/bad-day.md).
 */
import type { CommandResult } from '../results.js'
import { count } from '../util/english.js'
import { originWords, testCounts } from './format.js'
import { isInService, writesIn } from './writes.js'

export type VerdictKind =
  | 'compliant'
  | 'not-compliant'
  | 'pending'
  | 'not-recorded'
  | 'preview'
  | 'nothing-to-send'
  | 'unknown'

export interface Verdict {
  kind: VerdictKind
  /** The one wording: `✅ Compliant`, `❌ Not recorded`, … */
  text: string
  /** Why, in one line: the writes recorded and the tests' counts. */
  reason: string
  /** Writes the command made (or would have), and how many the service accepted. */
  writes: { total: number; recorded: number; deferred: number }
  /** The `compliant` output: true only when compliant and recorded; undefined when unknown. */
  compliant?: boolean
  /** The `recorded` output: undefined for a command that writes nothing. */
  recorded?: boolean
  /**
   * The `compliance-state` output: the service's state of this step's own artifacts in its flow
   * (of what `search` matched), or NOT_RECORDED.
   */
  complianceState?: string
  conclusion: 'success' | 'failure' | 'neutral'
}

/** The one wording of each verdict (the README's list has every one: a test compares them). */
export const VERDICT_WORDS: Readonly<Record<VerdictKind, string>> = {
  compliant: '✅ Compliant',
  'not-compliant': '❌ Not compliant',
  pending: '⏳ Pending',
  'not-recorded': '❌ Not recorded',
  preview: '🧪 Preview',
  'nothing-to-send': '⏭️ Nothing to send',
  unknown: '⚠️ Unknown (nothing evaluated)'
}

/** The state `compliance-state` takes when writes were not recorded and nothing was asked. */
export const NOT_RECORDED_STATE = 'NOT_RECORDED'

/**
 * The writes the command made (report/writes.ts) and how many are in the service. A dry run's
 * writes were not made: its verdict is a preview anyway.
 */
function writesOf(result: CommandResult): Verdict['writes'] {
  // A superseded write was held back on purpose: newer evidence of its subject stands.
  const made = result.writes.filter((w) => w.state !== 'preview' && w.state !== 'superseded')
  return {
    total: made.length,
    recorded: made.filter((w) => isInService(w.state)).length,
    deferred: writesIn(result, 'deferred').length
  }
}

function kindOf(result: CommandResult, writes: Verdict['writes']): VerdictKind {
  const writing = result.writes.length > 0 || result.givesVerdict
  if (writing && result.destination.dryRun) return 'preview'
  if (writes.recorded < writes.total) return 'not-recorded'
  if (result.compliant === true) return 'compliant'
  if (result.compliant === false && awaitsApproval(result)) return 'pending'
  if (result.compliant === false) return 'not-compliant'
  return nothingSent(result) ? 'nothing-to-send' : 'unknown'
}

/**
 * A replay that sent nothing because every write was superseded or recorded earlier: nothing
 * was left to send, which is not "nothing evaluated" (issue 48).
 */
function nothingSent(result: CommandResult): boolean {
  return (
    result.replayedAt !== undefined &&
    result.writes.length > 0 &&
    result.writes.every((w) => w.state === 'superseded' || w.state === 'earlier')
  )
}

/** `all 2 writes superseded by the check run …` / `all 3 recorded earlier` / both, counted. */
function nothingSentWhy(result: CommandResult): string {
  const superseded = result.writes.filter((w) => w.state === 'superseded')
  const earlier = result.writes.length - superseded.length
  const all = result.writes.length === 1 ? 'the write was' : `all ${result.writes.length} were`
  if (earlier === 0) {
    return `${all} superseded by ${superseded[0].detail ?? 'a later run or attempt'}`
  }
  if (superseded.length === 0) return `${all} recorded earlier`
  return `${superseded.length} superseded by newer evidence, ${earlier} recorded earlier`
}

/** The latest approval waits for a decision: not approved yet, and not refused either. */
function awaitsApproval(result: CommandResult): boolean {
  const a = result.approvals
  return a !== undefined && !a.error && a.state.toUpperCase() === 'PENDING'
}

function whyNotRecorded(result: CommandResult, writes: Verdict['writes']): string {
  const missing = writes.total - writes.recorded
  const head = `${missing} of ${count(writes.total, 'write')} not recorded`
  const causes: string[] = []
  if (writes.deferred > 0) causes.push(`${writes.deferred} deferred to the outbox`)
  if (result.stopped?.kind === 'down') causes.push('the service is down')
  if (result.stopped?.kind === 'auth') causes.push('the service refused the token')
  if (result.stopped?.kind === 'cancelled') causes.push('the job was cancelled')
  if (result.stopped?.kind === 'config') causes.push(result.stopped.what ?? 'a configuration error')
  return causes.length > 0 ? `${head} (${causes.join(': ')})` : head
}

function reasonOf(result: CommandResult, kind: VerdictKind, writes: Verdict['writes']): string {
  const parts: string[] = []
  if (kind === 'preview') {
    // Why a fork's or Dependabot's preview sent nothing is told once, by previewExplanation.
    parts.push(result.preview ? 'nothing was sent' : 'dry run: nothing was sent')
  } else if (kind === 'not-recorded') {
    parts.push(whyNotRecorded(result, writes))
  } else if (kind === 'nothing-to-send') {
    parts.push(nothingSentWhy(result))
  } else if (writes.total > 0) {
    parts.push(`${count(writes.total, 'write')} recorded`)
  }
  if (result.junit) parts.push(`tests: ${testCounts(result.junit.totals)}`)
  const state = result.complianceState
  if (state && kind !== 'preview') parts.push(`service: ${state}`)
  return parts.join('; ')
}

const CONCLUSIONS: Record<VerdictKind, Verdict['conclusion']> = {
  compliant: 'success',
  'not-compliant': 'failure',
  pending: 'neutral',
  'not-recorded': 'failure',
  preview: 'neutral',
  'nothing-to-send': 'neutral',
  unknown: 'neutral'
}

export function verdictOf(result: CommandResult): Verdict {
  const writes = writesOf(result)
  const kind = kindOf(result, writes)
  const compliant =
    kind === 'compliant'
      ? true
      : kind === 'unknown' || kind === 'preview' || kind === 'nothing-to-send'
        ? undefined
        : false
  return {
    kind,
    text: VERDICT_WORDS[kind],
    reason: reasonOf(result, kind, writes),
    writes,
    // A preview whose tests failed is not compliant either way.
    compliant: kind === 'preview' && result.compliant === false ? false : compliant,
    recorded:
      kind === 'preview' ? false : writes.total > 0 ? writes.recorded === writes.total : undefined,
    complianceState:
      result.complianceState ?? (kind === 'not-recorded' ? NOT_RECORDED_STATE : undefined),
    conclusion: kind === 'preview' && result.compliant === false ? 'failure' : CONCLUSIONS[kind]
  }
}

/**
 * Why the verdict is not compliant, one line each, as the judge worded it: the failing tests,
 * the artifacts and flow that are not compliant. A replay of several origins gives each red
 * origin's lines, each after the job (and leg and attempt) it came from.
 */
export function whyNotCompliant(result: CommandResult): string[] {
  if (result.nonCompliance) return result.nonCompliance
  const origins = result.replayedOrigins ?? []
  if (origins.length === 1) return origins[0].nonCompliance ?? []
  return origins.flatMap((v) =>
    (v.nonCompliance ?? []).map((line) => `${originWords(v.origin)}: ${line}`)
  )
}

/**
 * Whether the result states a verdict: verdict commands always do, others when they evaluated
 * something or a write was not recorded (an override or a replay that all went in says so in
 * its own section).
 */
export function statesVerdict(result: CommandResult): boolean {
  if (result.givesVerdict || result.compliant !== undefined) return true
  const writes = writesOf(result)
  return writes.recorded < writes.total
}

/** The step log's last line: `Verdict: ❌ Not recorded — 1 of 2 writes not recorded (…); tests: …`. */
export function verdictLine(result: CommandResult): string | undefined {
  if (!statesVerdict(result)) return undefined
  const v = verdictOf(result)
  return `Verdict: ${v.text}${v.reason ? ` — ${v.reason}` : ''}`
}

/**
 * Why a preview sends nothing, told once in each place: the log's opening notice and the line
 * under the summary's headline (the verdict's reason then only says that nothing was sent).
 * Undefined when the result is not a preview.
 */
export function previewExplanation(result: CommandResult): string | undefined {
  if (verdictOf(result).kind !== 'preview') return undefined
  if (!result.preview) return 'dry run: nothing is sent to the records service.'
  return (
    `nothing is sent to the records service, because ${result.preview}. ` +
    'Everything else is computed and shown; the outcome depends on the tests only.'
  )
}
