/**
 * The step log: what was done and found, grouped by phase, outside debug. Read from the
 * (already redacted) result; each data value is shown on one line (oneLine) and every line
 * goes through the Output boundary.
 */
import type { CommandResult, JUnitOutcome, Write } from '../results.js'
import { count } from '../util/english.js'
import { moreFailingNotice, placeOf, suiteLabel, testPath } from './annotations.js'
import { testCounts } from './format.js'
import { oneLine, type Output } from './boundary.js'
import { SHOWN_CHARS } from './display-limits.js'
import { previewExplanation, verdictLine, verdictOf, whyNotCompliant } from './verdict.js'
import { formatDryRun } from './delivery-events.js'
import { keptFor } from './sections/outbox.js'
import { notJudged, testsAlone } from './sections/search-section.js'
import { stageWords } from './sections/artifacts-section.js'
import {
  failuresOf,
  labelList,
  otherWrites,
  stateWords,
  writeOf,
  writesById,
  writesIn
} from './writes.js'
import { outboxIsEnterpriseFile, outboxNotSaved } from './no-artifacts.js'
import { presenceLine, presenceWarnings } from './presence-words.js'
import { legsLine } from '../compliance/judge.js'

const FAILING_TESTS_SHOWN = 20
const ITEMS_SHOWN = 50

function artifactLines(result: CommandResult): string[] {
  const writes = writesById(result)
  return (result.artifacts ?? []).map((a) => {
    const what = a.templateName ? `${a.templateName} (${a.name})` : a.name
    const where = a.path && a.path !== a.name ? ` at ${oneLine(a.path)}` : ''
    const write = a.writeId === undefined ? undefined : writes.get(a.writeId)
    // Why an unreadable artifact failed is its write's, or (nothing sent) the step's error.
    const state = write
      ? oneLine(write.state === 'recorded' ? 'reported' : stateWords(write))
      : stageWords(a.stage)
    return `${oneLine(what)} [${a.type}]${where}: ${a.stage === 'fingerprinted' ? a.fingerprint : '–'} ${state}`
  })
}

function junitLines(junit: JUnitOutcome): string[] {
  const lines = [
    `${testCounts(junit.totals)} (${count(junit.totals.total, 'test')} in ${count(junit.files.length, 'file')})`
  ]
  for (const t of junit.failedTests.slice(0, FAILING_TESTS_SHOWN)) {
    const place = placeOf(t)
    const where = place ? ` (${oneLine(place.path)}:${place.line})` : ''
    lines.push(
      `✗ ${oneLine(testPath(t.suite, t.classname, t.name))}${where}: ${oneLine(t.message || t.kind, SHOWN_CHARS.message)}`
    )
  }
  const inSummary = Math.max(0, junit.failedTests.length - FAILING_TESTS_SHOWN)
  const more = moreFailingNotice(inSummary, junit.failedTestsOmitted)
  if (more) lines.push(`… ${more}`)
  // What a report hides: tests counted but not listed, an error of the suite itself.
  for (const suite of junit.suites) {
    for (const p of suite.problems ?? []) {
      lines.push(
        `⚠ suite ${oneLine(suiteLabel(suite) || '–')} (${oneLine(suite.report)}): ${oneLine(p.message, SHOWN_CHARS.message)}`
      )
    }
  }
  return lines
}

function attestationLine(junit: JUnitOutcome, write: Write | undefined): string | undefined {
  if (!write) return undefined
  const name = oneLine(junit.attestationName ?? 'junit')
  const attached = junit.attachment
    ? ` with ${oneLine(junit.attachment.filename)} (${count(junit.attachment.bytes, 'byte')})`
    : ''
  if (write.state === 'recorded') return `Attestation '${name}' recorded${attached}.`
  return `Attestation '${name}': ${oneLine(stateWords(write))}`
}

function searchLines(result: CommandResult): string[] {
  const search = result.search
  if (!search) return []
  if (search.error) return [`Search for ${oneLine(search.value)} failed: ${oneLine(search.error)}`]
  if (search.notFound && testsAlone(result)) {
    return [
      `Search for ${oneLine(search.value)}: the service knows no artifact of this commit (expected when only tests were attested).`
    ]
  }
  if (search.notFound) return [`Search for ${oneLine(search.value)}: no artifact matches.`]
  const found = search.result?.artifacts ?? []
  const lines = [
    `Search for ${oneLine(search.value)}: ${count(found.length, 'artifact')}${searchStateWords(result)}`
  ]
  // Another flow's, another step's artifact of the commit is information: it decides nothing.
  const other = notJudged(result)
  for (const a of found.slice(0, ITEMS_SHOWN)) {
    const flow = a.flow ?? a.pipeline
    const note = other(a) ? " (not this step's: shown, not judged)" : ''
    lines.push(
      `${oneLine(String(a.name))} ${String(a.fingerprint).slice(0, 12)}${flow ? ` in flow ${oneLine(String(flow))}` : ''}: ${oneLine(String(a.compliance_state ?? 'UNKNOWN'))}${note}`
    )
  }
  return lines
}

/** `, compliance X` of a search; `; this step's artifacts in flow web: X` of a build. */
function searchStateWords(result: CommandResult): string {
  const state = result.complianceState
  if (result.command === 'search') return `, compliance ${oneLine(state ?? 'unknown')}`
  if (!state) return ''
  const flow = result.destination.flow
  return `; this step's artifacts${flow ? ` in flow ${oneLine(flow)}` : ''}: ${oneLine(state)}`
}

function queryLines(result: CommandResult): string[] {
  const lines: string[] = []
  const d = result.deployment
  if (d?.deployment) {
    const name = d.deployment.artifact_name ?? d.fingerprint
    lines.push(
      `Deployment of ${oneLine(String(name))} (${d.fingerprint.slice(0, 12)}) in environment ${oneLine(d.environment)}: found.`
    )
  } else if (d?.error)
    lines.push(`Deployment of ${d.fingerprint} in ${oneLine(d.environment)}: ${oneLine(d.error)}`)
  const envs = result.environments
  if (envs) {
    const names = envs.list.slice(0, ITEMS_SHOWN).map((e) => oneLine(String(e.name)))
    lines.push(
      `${count(envs.list.length, 'environment')} in ${count(envs.pages, 'page')}${names.length ? `: ${names.join(', ')}` : ''}`
    )
  }
  const ap = result.approvals
  if (ap && !ap.error) {
    lines.push(
      `${count(ap.list.length, 'approval')} of ${ap.fingerprint.slice(0, 12)} in flow ${oneLine(ap.flow)}; latest state ${oneLine(ap.state)}`
    )
  }
  const o = result.override
  if (o) {
    lines.push(
      `Attestation '${oneLine(o.attestationName)}' (${oneLine(o.attestationType)}) in trail ${oneLine(o.trail)}: new status ${o.compliant ? 'compliant' : 'not compliant'}; reason: ${oneLine(o.reason)}`
    )
  }
  return lines
}

/** `command: legs`: the count, then each leg missing and why, then each reported. */
function legsLines(result: CommandResult): string[] {
  const legs = result.legs
  if (!legs) return []
  const missing = legs.missing.map((l) => `✗ ${oneLine(l.words)}: missing (${oneLine(l.why)})`)
  const reported = legs.reported.map(
    (l) => `✓ ${oneLine(l.words)}: reported in attempt ${l.attempt} (${testCounts(l.tests)})`
  )
  const all = [...missing, ...reported]
  const shown = all.slice(0, ITEMS_SHOWN)
  if (all.length > shown.length) shown.push(`… and ${count(all.length - shown.length, 'more leg')}`)
  return [oneLine(legsLine(legs)), ...shown]
}

/**
 * On GitHub Enterprise Server the outbox is a file the workflow must keep itself: a warning
 * (the one place the log words GHES), so the run's page shows what to add.
 */
export function enterpriseServerOutbox(file: string): string {
  return (
    'On GitHub Enterprise Server this step cannot save the outbox as a workflow artifact: ' +
    `it is the file ${file} (the outbox-file output), sealed with the api-token. Keep it with ` +
    'actions/upload-artifact@v3 in a step after this one (if: always()), and replay it with ' +
    'outbox: once the service is back (README, "GitHub Enterprise Server"); the runner deletes ' +
    'the file when the job ends.'
  )
}

/** The outbox in one line: what waits, where, and the step that replays it (with its run id). */
function outboxLine(result: CommandResult): string | undefined {
  const o = result.outbox
  const deferred = writesIn(result, 'deferred')
  if (!o || deferred.length === 0 || outboxIsEnterpriseFile(o)) return undefined
  const head = `${count(deferred.length, 'write')} deferred to the outbox (${oneLine(labelList(deferred))})`
  const runId = o.runId ? `run-id: ${oneLine(o.runId)}` : 'run-id: the id of this run'
  return o.artifact
    ? `${head}: sealed and saved as the workflow artifact ${oneLine(o.artifact)}, ${keptFor(o)}; replay it with command: replay and ${runId} (README, "Replay").`
    : `${head}: NOT saved as a workflow artifact (${oneLine(outboxNotSaved(o) ?? '')}); file: ${oneLine(o.file ?? 'none')}`
}

/** The writes no other group shows (a replay's): each with what became of it. */
function otherWriteLines(result: CommandResult): string[] {
  return otherWrites(result).map((w) => `${oneLine(w.label)}: ${oneLine(stateWords(w))}`)
}

/**
 * Not compliant but the step does not fail: one job-level warning that says why (the failing
 * tests by name, the artifact and flow not compliant), so a green job still shows it on the
 * run's page. `checkName`: the check run that has the details, only once it was made (without
 * `checks: write` there is none to see). A replay's origins each say theirs in their check run.
 */
export function notCompliantWarning(result: CommandResult, checkName?: string): string | undefined {
  if (!result.givesVerdict || result.replayedOrigins || result.compliant !== false) return undefined
  if (failuresOf(result).length > 0) return undefined
  const kind = verdictOf(result).kind
  const why = whyNotCompliant(result)
  if ((kind !== 'not-compliant' && kind !== 'preview') || why.length === 0) return undefined
  const where = checkName ? `the '${checkName}' check and the job summary` : 'the job summary'
  const lines = why.map((line) => oneLine(line.replace(/\.$/, ''), SHOWN_CHARS.message))
  return (
    `${lines.join('; ')}. ` +
    `The step does not fail on this (fail-on-non-compliant is off); see ${where}.`
  )
}

/** Dry-run payloads shown at most: the rest is said in one line. */
const DRY_RUN_SHOWN = 100

/** What a dry run would have sent, in the CLI's words (CLI users rely on them). */
function dryRunBlocks(result: CommandResult): string[] {
  const requests = result.dryRunRequests ?? []
  const blocks = requests.slice(0, DRY_RUN_SHOWN).map(formatDryRun)
  const more = requests.length - blocks.length
  if (more > 0) blocks.push(`… and ${count(more, 'more request')}, not shown.`)
  return blocks
}

/**
 * Writes the story of the result: its warnings and notices, one group per phase, and the
 * verdict outside any group — last, or, for a preview, first after why nothing is sent. The
 * failing tests' warning comes after the check run (publish.ts), which it may point to.
 */
export function tellStory(result: CommandResult, out: Output): void {
  const verdict = verdictLine(result)
  const preview = previewExplanation(result)
  if (preview) {
    // A fork's or Dependabot's preview says why (a plain dry run was asked for: its verdict says).
    if (result.preview) out.notice(`Preview: ${preview}`)
    if (verdict) out.info(verdict)
  }
  for (const w of [...result.warnings, ...presenceWarnings(result)]) out.warning(w)
  for (const n of result.notices) out.notice(n)
  const dryRun = result.dryRunRequests ?? []
  out.group(`Dry run: ${count(dryRun.length, 'request')} not sent`, dryRunBlocks(result), {
    blocks: true
  })
  out.group(`Artifacts (${(result.artifacts ?? []).length})`, artifactLines(result))
  if (result.junit) {
    const attestation = attestationLine(result.junit, writeOf(result, result.junit.writeId))
    const presence = presenceLine(result)
    out.group('Tests', [
      ...junitLines(result.junit),
      ...(attestation ? [attestation] : []),
      ...(presence ? [oneLine(presence)] : [])
    ])
  }
  out.group('Legs', legsLines(result))
  out.group(`Writes (${result.writes.length})`, otherWriteLines(result))
  out.group('Search', searchLines(result))
  for (const line of queryLines(result)) out.info(line)
  const outbox = outboxLine(result)
  if (outbox) out.info(outbox)
  if (outboxIsEnterpriseFile(result.outbox) && writesIn(result, 'deferred').length > 0) {
    out.warning(enterpriseServerOutbox(result.outbox?.file ?? ''))
  }
  // Last, outside any group: the verdict and its reason; a replay's, with each red origin's
  // why (a build step's is its failures, or the warning after its check run).
  if (verdict && !preview) out.info(verdict)
  if (result.replayedOrigins && verdictOf(result).kind === 'not-compliant') {
    for (const line of whyNotCompliant(result))
      out.info(`Why: ${oneLine(line, SHOWN_CHARS.message)}`)
  }
}
