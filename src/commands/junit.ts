/**
 * The JUnit part of report and attest-junit: parse every report first (a broken one stops the
 * step before anything is sent), then attest the results with the CLI's data_json.
 */
import type { AttestationInputs } from '../inputs/attestation.js'
import type { CommitInputs } from '../inputs/commit.js'
import type { JUnitInputs } from '../inputs/junit.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { JUnitOutcome } from '../results.js'
import type { Attachment, JUnitAttestationData } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { attestJUnit } from '../api/operations.js'
import { collectJUnit, skippedReportNotices } from '../junit/collect.js'
import { prepareEvidence } from '../junit/evidence.js'
import { junitResultsJson } from '../junit/results-json.js'
import { errorMessage } from '../errors.js'
import { buildCommonAttestation } from './attestation-body.js'
import type { CommitContext } from '../context/commit.js'
import { count } from '../util/english.js'

type SendConfig = Pick<ServiceInputs, 'org' | 'dryRun'> &
  Pick<CommitInputs, 'trail'> &
  Pick<JUnitInputs, 'attestationName' | 'targetArtifacts'> &
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
  config: JUnitInputs & { workspace: string; repoRoot?: string }
): Promise<PreparedJUnit> {
  const outcome = await collectJUnit({
    patterns: config.junit,
    cwd: config.workspace,
    repoRoot: config.repoRoot
  })
  outcome.notices = skippedReportNotices(outcome)
  outcome.attestationName = config.attestationName
  outcome.resultsJson = junitResultsJson(outcome.results)
  const evidence = await prepareEvidence(outcome.files, config.workspace, config.attachResults)
  if (evidence.info) {
    const { filename, bytes, compressed, reportBytes } = evidence.info
    outcome.attachment = { filename, bytes, compressed, reportBytes }
  }
  const warnings = evidence.warning ? [evidence.warning] : []
  return { outcome, attachment: evidence.attachment, warnings }
}

/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
export function junitCompliant(outcome: JUnitOutcome): boolean {
  return outcome.totals.failures === 0 && outcome.totals.errors === 0
}

/** Sends the attestation; the outcome records success or the error. */
export async function sendJUnit(
  config: SendConfig,
  client: RecordsClient,
  prepared: PreparedJUnit,
  ctx: CommitContext,
  fingerprint?: string
): Promise<void> {
  const { outcome, attachment } = prepared
  const data: JUnitAttestationData = {
    ...buildCommonAttestation(config, {
      gitCommitInfo: ctx.gitCommitInfo,
      repoInfo: ctx.repoInfo,
      fingerprint
    }),
    junit_results: outcome.results
  }
  try {
    await attestJUnit(client, config.org, config.flow, config.trail, data, attachment)
    outcome.attested = config.dryRun ? undefined : true
  } catch (err) {
    outcome.attested = false
    outcome.error = errorMessage(err)
  }
}

/** The failure line of a red test run, e.g. "Tests failed: 2 failed, 1 error". */
export function testsFailedMessage(outcome: JUnitOutcome): string {
  const t = outcome.totals
  return `Tests failed: ${count(t.failures, 'failed', 'failed')}, ${count(t.errors, 'error')}`
}
