/**
 * `report`: fingerprint the artifacts and parse the JUnit reports (all before any request),
 * report each artifact, attest the tests, then search the commit to show what the service
 * now knows. One failing artifact does not stop the others; every failure is named.
 */
import type { RecordsClient } from '../api/client.js'
import { InputError } from '../errors.js'
import { namesArtifacts, readArtifactInputs, type ArtifactInputs } from '../inputs/artifacts.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { loadCommitContext } from '../context/commit.js'
import { newResult, type CommandSpec, type FlowInputs, type RunConfig } from './command.js'
import { prepareArtifacts } from './artifacts.js'
import { sendArtifacts } from './send-artifacts.js'
import { readFlowInputs } from './flow.js'
import { junitCompliant, prepareJUnit, sendJUnit, testsFailedMessage } from './junit.js'
import { linkSearchedArtifacts, searchValue } from './search.js'
import { isCompliantState } from './compliance.js'
import { stoppedBy } from '../outbox/delivery.js'

export type ReportInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs
type ReportConfig = RunConfig & ServiceInputs & ReportInputs

async function readInputs(env: Env, run: RunConfig): Promise<ReportInputs> {
  const flowInputs = readFlowInputs(env, 'report')
  const artifacts = readArtifactInputs(env)
  const junit = readJUnitInputs(env)
  if (!namesArtifacts(artifacts) && junit.junit.length === 0) {
    throw new InputError('artifacts', '', 'is required for report (or give fingerprint or junit)')
  }
  const commit = await readCommitInputs(env, run.workspace, run.github, { commit: true })
  if (namesArtifacts(artifacts)) {
    if (!commit.buildUrl)
      throw new InputError('build-url', '', 'is required outside GitHub Actions')
    if (!commit.commitUrl) {
      throw new InputError('commit-url', '', 'is required outside GitHub Actions')
    }
  }
  const attestation = await readAttestationInputs(env, run.workspace, commit.buildUrl)
  return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation }
}

export async function runReport(
  config: ReportConfig,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(reportCommand, config)

  // Everything that reads local files happens first: bad input sends nothing.
  const artifacts = namesArtifacts(config) ? await prepareArtifacts(config) : []
  const junit = config.junit.length > 0 ? await prepareJUnit(config) : undefined
  if (namesArtifacts(config)) result.artifacts = artifacts
  if (junit) result.junit = junit.outcome
  if (junit) result.warnings.push(...junit.warnings)
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
    // A deferred or stopped write is told once, with its cause (outbox/settle.ts).
    if (a.reported === false && !a.undelivered)
      result.failures.push(`Artifact ${a.name} was not reported: ${a.error}`)
  }
  if (junit) {
    await sendJUnit(config, client, junit, ctx)
    if (junit.outcome.attested === false && !junit.outcome.undelivered) {
      result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`)
    }
  }

  // What the service knows now. Nothing was recorded in a dry run, so do not ask.
  if (config.commit && !config.dryRun && client.stopped) {
    result.notices.push(`The search for ${config.commit} was skipped: ${stoppedBy(client)}.`)
  } else if (config.commit && !config.dryRun) {
    result.search = await searchValue(config, client, config.commit)
    result.warnings.push(...(result.search.warnings ?? []))
    linkSearchedArtifacts(artifacts, result.search, config.flow)
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

export const reportCommand: CommandSpec<ReportInputs> = {
  name: 'report',
  title: 'build report',
  verdict: true,
  online: true,
  readInputs,
  run: runReport
}
