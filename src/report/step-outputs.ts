/**
 * Step outputs from a result. A value over GitHub's 1 MB limit is cut (still valid UTF-8) and
 * written whole to a file in the runner's temp folder (context/runner.ts), with a warning naming both; newlines and any text
 * survive because GITHUB_OUTPUT is written with a random heredoc delimiter (@actions/core's
 * setOutput, behind report/boundary.ts).
 */
import { errorMessage } from '../errors.js'
import fs from 'node:fs'
import path from 'node:path'
import type { ArtifactRow, ArtifactType, CommandResult, LegsOutcome } from '../results.js'
import { byteLength, truncateUtf8 } from './bytes.js'
import { num } from './format.js'
import { redactSecrets } from '../util/secrets.js'
import { workspaceDir } from '../context/github.js'
import type { Output } from './boundary.js'
import { GITHUB_LIMITS } from './display-limits.js'
import { displayPath } from '../util/paths.js'
import { statesVerdict, verdictOf } from './verdict.js'
import { writesIn } from './writes.js'

/** One item of the `fingerprints` output. */
export interface FingerprintItem {
  /** The `filename` sent: base name, image name, or `artifact-name`. */
  name: string
  /** The `template-name=` of the `artifacts` line (`backend=dist/app.tar.gz` → `backend`), else null. */
  template: string | null
  path: string
  type: ArtifactType
  fingerprint: string
}

/** The artifacts that were read: each has its fingerprint. */
const fingerprinted = (artifacts: ArtifactRow[]) =>
  artifacts.flatMap((a) => (a.stage === 'fingerprinted' ? [a] : []))

/** The `fingerprints` output: every artifact that has a fingerprint, in the order resolved. */
export function fingerprintsJson(artifacts: ArtifactRow[]): string {
  const items: FingerprintItem[] = fingerprinted(artifacts).map((a) => ({
    name: a.name,
    template: a.templateName ?? null,
    path: a.path,
    type: a.type,
    fingerprint: a.fingerprint
  }))
  return JSON.stringify(items)
}

/**
 * The artifacts' fingerprints in `sha256sum` format (`<64-hex>  <name>\n`), for `sha256sum -c`
 * run from the workspace and for actions/attest-build-provenance's `subject-checksums`.
 * Only `file` artifacts with a path are listed: the name is the path relative to the workspace
 * (absolute when outside it), with `/` separators. A dir, docker or oci fingerprint is not the
 * SHA-256 of one file, so `sha256sum -c` could not check it: those are left out, as is a bare
 * `fingerprint` input (no file). A name holding `\\`, a newline or a carriage return is
 * escaped as GNU sha256sum does (the line then starts with `\\`). '' when nothing is listed.
 */
export function checksumsText(artifacts: ArtifactRow[], workspace: string): string {
  const lines: string[] = []
  for (const a of fingerprinted(artifacts)) {
    if (a.type !== 'file' || a.path === '') continue
    const name = displayPath(path.resolve(workspace, a.path), workspace).split(path.sep).join('/')
    if (/[\\\n\r]/.test(name)) {
      const escaped = name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      lines.push(`\\${a.fingerprint}  ${escaped}\n`)
    } else {
      lines.push(`${a.fingerprint}  ${name}\n`)
    }
  }
  return lines.join('')
}

/**
 * Writes the checksums text to a new `checksums.sha256` in the runner's temp folder `base` (the
 * runner empties it after the job) and returns its path. Each call gets its own directory, so
 * two steps of a job do not overwrite each other's file. Throws when the file cannot be written.
 */
export function writeChecksumsFile(text: string, base: string): string {
  const dir = fs.mkdtempSync(path.join(base, 'records-action-checksums-'))
  const file = path.join(dir, 'checksums.sha256')
  fs.writeFileSync(file, text, 'utf8')
  return file
}

/** `search-result` and `compliance-state` when no artifact matches the search. */
export const NO_MATCH_RESULT = '{"artifacts":[]}'
export const NO_MATCH_STATE = 'NONE'

/**
 * Sets every output the result has data for; returns warnings (never throws). `workspace` is
 * where the `checksums-file` names are relative to (default: workspaceDir()); `temp` is the
 * runner's temp folder, where files for later steps are written.
 */
export function setOutputs(
  result: CommandResult,
  out: Output,
  opts: { workspace?: string; temp: string }
): string[] {
  const warnings: string[] = []
  const put: Put = (name, value) => {
    for (const w of setOutputSafely(out, name, value, { temp: opts.temp })) warnings.push(w)
  }
  const workspace = opts.workspace ?? workspaceDir()

  if (result.artifacts)
    putArtifacts(result.artifacts, { workspace, temp: opts.temp }, put, warnings)
  const verdict = verdictOf(result)
  if (statesVerdict(result) && verdict.compliant !== undefined) {
    put('compliant', String(verdict.compliant))
  }
  if (verdict.recorded !== undefined) put('recorded', String(verdict.recorded))
  if (result.outbox) {
    put('outbox-count', String(writesIn(result, 'deferred').length))
    if (result.outbox.artifact) put('outbox-artifact', result.outbox.artifact)
    if (result.outbox.file) put('outbox-file', result.outbox.file)
  }
  if (result.receiptArtifact) put('receipt-artifact', result.receiptArtifact)

  const junit = result.junit
  if (junit) {
    put('tests-total', String(junit.totals.total))
    put('tests-failed', String(junit.totals.failures))
    put('tests-errors', String(junit.totals.errors))
    put('tests-skipped', String(junit.totals.skipped))
    put('junit-results', junit.resultsJson ?? JSON.stringify(junit.results))
    // Every failing and erroring test's id, in report order (the attestation's record).
    if (junit.named) put('failed-tests', JSON.stringify(junit.named.ids))
  }

  putSearch(result.search, verdict.complianceState, put)
  if (result.legs) putLegs(result.legs, put)

  if (result.deployment?.deployment) put('deployment', JSON.stringify(result.deployment.deployment))
  if (result.environments) put('environments', JSON.stringify(result.environments.list))
  // Unknown is not NONE: nothing is output when the approvals could not be listed.
  if (result.approvals && !result.approvals.error) {
    put('approvals', JSON.stringify(result.approvals.list))
    put('approval-state', result.approvals.state)
  }
  return warnings
}

type Put = (name: string, value: string) => void

/** `legs-expected`, `legs-reported` and `legs-missing` (each missing leg: how it is known, and why). */
function putLegs(legs: LegsOutcome, put: Put): void {
  put('legs-expected', String(legs.expected))
  put('legs-reported', String(legs.reported.length))
  const missing = legs.missing.map((l) => ({
    ...(l.index !== undefined && { index: l.index }),
    ...(l.matrix && { matrix: l.matrix }),
    ...(l.job && { job: l.job }),
    leg: l.words,
    why: l.why
  }))
  put('legs-missing', JSON.stringify(missing))
}

/** `fingerprints`, `fingerprint` (exactly one) and `checksums-file`. */
function putArtifacts(
  artifacts: NonNullable<CommandResult['artifacts']>,
  where: { workspace: string; temp: string },
  put: Put,
  warnings: string[]
): void {
  const withFingerprint = fingerprinted(artifacts)
  put('fingerprints', fingerprintsJson(artifacts))
  if (withFingerprint.length === 1) put('fingerprint', withFingerprint[0].fingerprint)
  const checksums = checksumsText(artifacts, where.workspace)
  if (checksums === '') return
  try {
    put('checksums-file', writeChecksumsFile(checksums, where.temp))
  } catch (err) {
    const reason = errorMessage(err)
    warnings.push(`Output 'checksums-file' is not set: the file could not be written: ${reason}`)
  }
}

/** `search-result` and `compliance-state`, with stated values when nothing matched. */
function putSearch(
  search: CommandResult['search'],
  verdictState: string | undefined,
  put: Put
): void {
  // Nothing matched: stated values, so a later step can test for them (action.yml).
  if (search?.notFound) put('search-result', NO_MATCH_RESULT)
  else if (search?.result !== undefined) {
    put('search-result', search.resultJson ?? JSON.stringify(search.result))
  }
  // The service answered, and none of what it found is the step's own (or nothing matched).
  const answered = search?.notFound === true || search?.result !== undefined
  const state = verdictState ?? (answered ? NO_MATCH_STATE : undefined)
  if (state) put('compliance-state', state)
}

/**
 * One output, cut to GitHub's limit when over it (the whole value then goes to a file in the
 * runner's temp folder). Returns warnings; never throws.
 */
export function setOutputSafely(
  out: Output,
  name: string,
  value: string,
  opts: { temp: string; maxBytes?: number }
): string[] {
  const maxBytes = opts.maxBytes ?? GITHUB_LIMITS.outputBytes
  const warnings: string[] = []
  // A server may echo the token back in a body that becomes an output: later steps, and the
  // file below, must not receive it.
  value = redactSecrets(value)
  let kept = value
  const bytes = byteLength(value)
  if (bytes > maxBytes) {
    kept = truncateUtf8(value, maxBytes)
    const note = `it holds only the first ${num(byteLength(kept))} bytes`
    try {
      const file = writeWholeValue(name, value, opts.temp)
      warnings.push(
        `Output '${name}' is ${num(bytes)} bytes, over GitHub's limit of ${num(maxBytes)}: ` +
          `${note}; the whole value is in ${file}`
      )
    } catch (err) {
      const reason = errorMessage(err)
      warnings.push(
        `Output '${name}' is ${num(bytes)} bytes, over GitHub's limit of ${num(maxBytes)}: ` +
          `${note}, and the whole value could not be written to a file: ${reason}`
      )
    }
  }
  try {
    out.setOutput(name, kept)
  } catch (err) {
    const reason = errorMessage(err)
    warnings.push(`Output '${name}' could not be set: ${reason}`)
  }
  return warnings
}

function writeWholeValue(name: string, value: string, base: string): string {
  const dir = fs.mkdtempSync(path.join(base, 'records-action-outputs-'))
  const ext = /^\s*[[{]/.test(value) ? 'json' : 'txt'
  const file = path.join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`)
  fs.writeFileSync(file, value, 'utf8')
  return file
}
