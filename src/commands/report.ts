/**
 * `report`: fingerprint the artifacts and parse the JUnit reports (all before any request),
 * report each artifact, attest the tests, then search the commit to show what the service
 * now knows. One failing artifact does not stop the others; every failure is named.
 */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import type { RecordsClient } from '../api/client.js'
import { newResult } from './result.js'
import { prepareArtifacts, sendArtifacts } from './artifacts.js'
import {
  junitCompliant,
  prepareJUnit,
  sendJUnit,
  testsFailedMessage,
  type PreparedJUnit
} from './junit.js'
import { loadCommitContext } from './commit-context.js'
import { searchValue } from './search.js'
import { isCompliantState } from './compliance.js'

export async function runReport(config: Config, client: RecordsClient): Promise<CommandResult> {
  const result = newResult(config)
  const hasArtifacts = config.artifacts.length > 0 || config.fingerprint !== ''

  // Everything that reads local files happens first: bad input sends nothing.
  const artifacts = hasArtifacts ? await prepareArtifacts(config) : []
  const junit: PreparedJUnit | undefined =
    config.junit.length > 0 ? await prepareJUnit(config) : undefined
  if (hasArtifacts) result.artifacts = artifacts
  if (junit) result.junit = junit.outcome
  if (junit) result.notices.push(...(junit.outcome.notices ?? []))

  const unreadable = artifacts.filter((a) => a.error)
  if (unreadable.length > 0) {
    for (const a of unreadable) result.failures.push(`Artifact ${a.path || a.name}: ${a.error}`)
    result.failures.push('Nothing was reported: fix the artifacts above first.')
    return result
  }

  const ctx = await loadCommitContext(config)
  result.warnings.push(...ctx.warnings)

  await sendArtifacts(config, client, artifacts, ctx)
  for (const a of artifacts) {
    if (a.reported === false)
      result.failures.push(`Artifact ${a.name} was not reported: ${a.error}`)
  }
  if (junit) {
    await sendJUnit(config, client, junit, ctx)
    if (junit.outcome.attested === false) {
      result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`)
    }
  }

  // What the service knows now. Nothing was recorded in a dry run, so do not ask.
  if (config.commit && !config.dryRun) {
    result.search = await searchValue(config, client, config.commit)
    for (const a of artifacts) {
      // The same fingerprint may be in other flows of the commit: link this flow's record.
      const matches = result.search.result?.artifacts.filter((s) => s.fingerprint === a.fingerprint)
      const found = matches?.find((s) => (s.flow ?? s.pipeline) === config.flow) ?? matches?.[0]
      if (found?.html_url) a.htmlUrl = found.html_url
    }
  }

  const testsOk = junit ? junitCompliant(junit.outcome) : undefined
  const searchOk = isCompliantState(result.search?.complianceState)
  result.compliant = testsOk === false || searchOk === false ? false : (testsOk ?? searchOk)
  if (config.failOnNonCompliant && result.compliant === false) {
    result.failures.push(
      junit && testsOk === false
        ? testsFailedMessage(junit.outcome)
        : `Not compliant: ${result.search?.complianceState}`
    )
  }
  return result
}
