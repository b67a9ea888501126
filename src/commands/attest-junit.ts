/**
 * `attest-junit`: parse the reports and attest them to the trail, bound to an artifact when a
 * fingerprint (or exactly one artifact) is given.
 */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import type { RecordsClient } from '../api/client.js'
import { InputError } from '../errors.js'
import { newResult } from './result.js'
import { prepareArtifacts } from './artifacts.js'
import { junitCompliant, prepareJUnit, sendJUnit } from './junit.js'
import { loadCommitContext } from './commit-context.js'

export async function runAttestJUnit(
  config: Config,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(config)
  let fingerprint: string | undefined
  if (config.artifacts.length > 0) {
    const artifacts = await prepareArtifacts(config)
    result.artifacts = artifacts
    if (artifacts.length !== 1) {
      throw new InputError(
        'artifacts',
        config.artifacts.join('\n'),
        'must name exactly one artifact for attest-junit'
      )
    }
    if (artifacts[0].error) {
      result.failures.push(`Artifact ${artifacts[0].path}: ${artifacts[0].error}`)
      return result
    }
    fingerprint = artifacts[0].fingerprint
  } else if (config.fingerprint) {
    fingerprint = config.fingerprint
  }

  const junit = await prepareJUnit(config)
  result.junit = junit.outcome
  const ctx = await loadCommitContext(config)
  result.warnings.push(...ctx.warnings)
  await sendJUnit(config, client, junit, ctx, fingerprint)
  if (junit.outcome.attested === false) {
    result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`)
  }

  result.compliant = junitCompliant(junit.outcome)
  if (config.failOnNonCompliant && !result.compliant) {
    const t = junit.outcome.totals
    result.failures.push(`Tests failed: ${t.failures} failed, ${t.errors} errors`)
  }
  return result
}
