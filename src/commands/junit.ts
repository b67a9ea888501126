/**
 * The JUnit part of report and attest-junit: parse every report first (a broken one stops the
 * step before anything is sent), then attest the results with the CLI's data_json.
 */
import { matrixLegWords } from '../inputs/matrix.js'
import type { AttestationInputs } from '../inputs/attestation.js'
import type { CommitInputs } from '../inputs/commit-inputs.js'
import type { JUnitInputs } from '../inputs/junit-inputs.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { JUnitOutcome, Write } from '../results.js'
import type { Attachment, JUnitAttestationData } from '../api/models.js'
import { MAX_FORM_FIELD_BYTES } from '../api/rules.js'
import { ValidationError } from '../errors.js'
import { attestJUnitRequest } from '../api/operations.js'
import type { Delivery } from '../delivery/delivery.js'
import { collectJUnit, skippedReportNotices } from '../junit/collect.js'
import { prepareEvidence, type EvidenceInfo } from '../junit/evidence.js'
import { junitResultsJson } from '../junit/results-json.js'
import { buildCommonAttestation, isPlainObject, userDataWith } from './attestation-body.js'
import { TESTS_RECORD_KEY, bareRecord, testsRecord } from '../junit/tests-record.js'
import type { CommitContext } from '../context/commit.js'
import { count, thousands } from '../util/english.js'
import { INPUT_DEFAULTS } from '../inputs/defaults.js'

type SendConfig = Pick<ServiceInputs, 'org'> &
  Pick<CommitInputs, 'trail'> &
  Pick<JUnitInputs, 'attestationName' | 'targetArtifacts' | 'matrixLeg'> &
  Partial<Pick<JUnitInputs, 'testMessages'>> &
  AttestationInputs & { flow: string }

export interface PreparedJUnit {
  outcome: JUnitOutcome
  attachment?: Attachment
  /** For the command result: e.g. the reports were too large to attach (`attach-results: auto`). */
  warnings: string[]
}

/**
 * Parses the reports and builds the attachment as `attach-results` says; throws on bad input
 * (before any request), including reports too large to attach with `attach-results: true`.
 */
export async function prepareJUnit(
  config: JUnitInputs & { workspace: string; repoRoot?: string; userData?: unknown }
): Promise<PreparedJUnit> {
  const collected = await collectJUnit({
    reports: config.reports,
    patterns: config.junit,
    cwd: config.workspace,
    repoRoot: config.repoRoot
  })
  const evidence = await prepareEvidence(
    collected.reportPaths ?? collected.files,
    config.workspace,
    config.attachResults
  )
  const outcome: JUnitOutcome = {
    ...collected,
    notices: skippedReportNotices(collected),
    attestationName: config.attestationName,
    resultsJson: junitResultsJson(collected.results),
    ...(evidence.info && { attachment: attachmentInfo(evidence.info) })
  }
  const warnings = evidence.warning ? [evidence.warning] : []
  const sameNameInEveryLeg = matrixNameWarning(config)
  if (sameNameInEveryLeg) warnings.push(sameNameInEveryLeg)
  if (config.userData !== undefined && !isPlainObject(config.userData)) {
    warnings.push(
      `The user-data file holds ${jsonKind(config.userData)}, not a JSON object: it is sent as ` +
        `the attestation's user_data as it is, without the action's record of the failing ` +
        `tests (${TESTS_RECORD_KEY}). Make it an object to send both.`
    )
  }
  return { outcome, attachment: evidence.attachment, warnings }
}

/** `an array`, `a string`, … : what a JSON value is, in words. */
function jsonKind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}

/** What the summary says of the attachment (the rest of the evidence info is for sending). */
function attachmentInfo(info: EvidenceInfo): JUnitOutcome['attachment'] {
  const { filename, bytes, compressed, reportBytes } = info
  return { filename, bytes, compressed, reportBytes }
}

/**
 * A matrix leg that attests under the default name writes the same attestation as every other
 * leg, and the service keeps the last one (docs/matrix-builds.md): say so, and the fix.
 */
function matrixNameWarning(config: JUnitInputs): string | undefined {
  const name = INPUT_DEFAULTS['attestation-name']
  if (!config.matrixLeg || config.attestationName !== name) return undefined
  const shown = matrixLegWords(config.matrixLeg)
  const key = Object.keys(config.matrixLeg)[0]
  return (
    `This job is one leg of a matrix (${shown}) and attests under the default name '${name}': ` +
    `every leg records '${name}' on the same trail and the latest one decides compliance. ` +
    `Give each leg its own name (attestation-name: ${name}-\${{ matrix.${key} }}), or attest ` +
    `all legs' reports in one job after the matrix.`
  )
}

/** The attestation's write: what it records, and what became of it. */
export async function sendJUnit(
  config: SendConfig,
  delivery: Delivery,
  prepared: PreparedJUnit,
  ctx: CommitContext,
  fingerprint?: string
): Promise<Write> {
  const { outcome, attachment } = prepared
  const data = attestationData(config, outcome, ctx, fingerprint)
  return delivery.write({
    kind: 'junit',
    label: `JUnit attestation '${config.attestationName}'`,
    request: () => {
      const request = attestJUnitRequest(config.org, config.flow, config.trail, data, attachment)
      assertDataJsonFits(data, outcome.files.length)
      return request
    }
  })
}

/**
 * The attestation's data_json, with the tests' record in its user_data filled to the room the
 * service's limit leaves (MAX_FORM_FIELD_BYTES): the record is cut before the attestation is
 * refused, and left out when not even its counts fit.
 */
export function attestationData(
  config: SendConfig,
  outcome: JUnitOutcome,
  ctx: Pick<CommitContext, 'gitCommitInfo' | 'repoInfo'>,
  fingerprint?: string
): JUnitAttestationData {
  const common = buildCommonAttestation(config, {
    gitCommitInfo: ctx.gitCommitInfo,
    repoInfo: ctx.repoInfo,
    fingerprint
  })
  const data: JUnitAttestationData = { ...common, junit_results: outcome.results }
  if (!isPlainObject(common.user_data)) return data
  const withRecord = (value: unknown): JUnitAttestationData => ({
    ...data,
    user_data: userDataWith(config.userData, { key: TESTS_RECORD_KEY, value })
  })
  const bare = Buffer.byteLength(JSON.stringify(withRecord(bareRecord(outcome))))
  if (bare > MAX_FORM_FIELD_BYTES) return data
  const record = testsRecord(
    outcome,
    { messages: config.testMessages ?? 'first-line', leg: config.matrixLeg },
    MAX_FORM_FIELD_BYTES - bare
  )
  return withRecord(record)
}

/**
 * The service refuses a form part that is not a file over 1024 KB (docs/compatibility.md
 * §13.4): a JUnit attestation of ~8,000–10,000 suites crosses it. Such a write fails here,
 * before it is sent, with its size and what to do; the step's other writes still go
 * (delivery.ts).
 */
function assertDataJsonFits(data: JUnitAttestationData, reports: number): void {
  // Measured as multipart.ts encodes the part: compact JSON, UTF-8.
  const bytes = Buffer.byteLength(JSON.stringify(data))
  if (bytes <= MAX_FORM_FIELD_BYTES) return
  const error = new ValidationError('data_json', bytes, 'is too large')
  const suites = count(data.junit_results.length, 'suite')
  error.message =
    `its data_json is ${thousands(bytes)} bytes (${suites} in ${count(reports, 'report file')}), ` +
    `over the ${MAX_FORM_FIELD_BYTES / 1024} KB (${thousands(MAX_FORM_FIELD_BYTES)} bytes) the ` +
    'service takes in one form part, so it was not sent (the service would refuse it). ' +
    splitAdvice(reports)
  throw error
}

/**
 * How to attest fewer suites under one name: many reports split between steps; one report
 * cannot be split by the action, so the test tool must write several first.
 */
function splitAdvice(reports: number): string {
  if (reports > 1) {
    return (
      'Attest fewer suites under one name: split the reports between steps, each with its own ' +
      'attestation-name and a junit pattern matching its share (for example one per project or ' +
      'module: attestation-name: junit-<module>, junit: <module>/build/test-results/**/*.xml).'
    )
  }
  return (
    'All of them are in one report file, which the action does not split: have the test tool ' +
    'write one report per module or package (most runners can: Surefire and Gradle write one ' +
    'per class), then attest them in several steps, each with its own attestation-name and a ' +
    'junit pattern matching its share.'
  )
}
