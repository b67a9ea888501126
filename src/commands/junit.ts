/**
 * The JUnit part of report and attest-junit: parse every report first (a broken one stops the
 * step before anything is sent), then attest the results with the CLI's data_json.
 */
import type { Config } from '../config.js'
import type { JUnitOutcome } from '../results.js'
import type { Attachment, JUnitAttestationData } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { attestJUnit } from '../api/operations.js'
import { collectJUnit } from '../junit/collect.js'
import { buildEvidence } from '../junit/evidence.js'
import { junitResultsJson } from '../junit/results.js'
import { errorMessage } from '../errors.js'
import { buildCommonAttestation } from './attestation-common.js'
import type { CommitContext } from './commit-context.js'

export interface PreparedJUnit {
  outcome: JUnitOutcome
  attachment?: Attachment
}

/** Parses the reports and builds the attachment; throws on bad input (before any request). */
export async function prepareJUnit(config: Config): Promise<PreparedJUnit> {
  const outcome = await collectJUnit({ patterns: config.junit, cwd: config.workspace })
  outcome.attestationName = config.attestationName
  outcome.resultsJson = junitResultsJson(outcome.results)
  const attachment =
    config.attachResults && outcome.files.length > 0
      ? await buildEvidence(outcome.files, config.workspace)
      : undefined
  if (attachment)
    outcome.attachment = { filename: attachment.filename, bytes: attachment.data.length }
  return { outcome, attachment }
}

/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
export function junitCompliant(outcome: JUnitOutcome): boolean {
  return outcome.totals.failures === 0 && outcome.totals.errors === 0
}

/** Sends the attestation; the outcome records success or the error. */
export async function sendJUnit(
  config: Config,
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
