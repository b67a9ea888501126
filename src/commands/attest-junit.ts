/**
 * `attest-junit`: parse the reports and attest them to the trail, bound to an artifact when a
 * fingerprint (or exactly one artifact) is given.
 */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import type { RecordsClient } from '../api/client.js'
import { newResult } from './result.js'
import { resolveSubjectArtifact } from './attestation-common.js'
import { junitCompliant, prepareJUnit, sendJUnit, testsFailedMessage } from './junit.js'
import { loadCommitContext } from './commit-context.js'

export async function runAttestJUnit(
  config: Config,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(config)
  // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
  const subject = await resolveSubjectArtifact(config)

  const junit = await prepareJUnit(config)
  result.junit = junit.outcome
  result.notices.push(...(junit.outcome.notices ?? []))
  const ctx = await loadCommitContext(config)
  result.warnings.push(...ctx.warnings)
  await sendJUnit(config, client, junit, ctx, subject?.fingerprint)
  if (junit.outcome.attested === false) {
    result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`)
  }

  result.compliant = junitCompliant(junit.outcome)
  if (config.failOnNonCompliant && !result.compliant) {
    result.failures.push(testsFailedMessage(junit.outcome))
  }
  return result
}
