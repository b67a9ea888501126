/**
 * `report`: fingerprint the artifacts and parse the JUnit reports (all before any request),
 * report each artifact, attest the tests, then search the commit to show what the service
 * now knows. One failing artifact does not stop the others; every failure is named.
 */
import type { RecordsClient } from '../api/client.js'
import { stoppedBy } from '../outbox/delivery.js'
import { namesArtifacts, readArtifactInputs, type ArtifactInputs } from '../inputs/artifacts.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit.js'
import { missing, type Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { loadCommitContext } from '../context/commit.js'
import { commandResult, type OnlineCommand, type RunConfig } from './command.js'
import { prepareArtifacts, unreadableArtifacts } from './artifacts.js'
import { sendArtifacts } from './send-artifacts.js'
import {
  junitCompliant,
  junitSendFailures,
  prepareJUnit,
  sendJUnit,
  testsFailedMessage
} from './junit.js'
import { linkSearchedArtifacts, searchValue } from './search.js'
import { isCompliantState } from './compliance.js'

export type ReportInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs
type ReportConfig = RunConfig & ServiceInputs & ReportInputs

async function readInputs(env: Env, run: RunConfig): Promise<ReportInputs> {
  const { command, workspace } = run
  const flowInputs = readFlowInputs(env, command)
  const artifacts = await readArtifactInputs(env, workspace, { command })
  const junit = await readJUnitInputs(env, workspace, { command })
  if (!namesArtifacts(artifacts) && junit.junit.length === 0) {
    throw missing('artifacts', { for: command, orGive: 'fingerprint or junit' })
  }
  const urls = namesArtifacts(artifacts)
  const commit = await readCommitInputs(env, workspace, run.github, { command, commit: true, urls })
  const attestation = await readAttestationInputs(env, workspace, commit.buildUrl)
  return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation }
}

export async function runReport(
  config: ReportConfig,
  client: RecordsClient
): Promise<CommandResult> {
  // Everything that reads local files happens first: bad input sends nothing.
  const prepared = namesArtifacts(config) ? await prepareArtifacts(config) : undefined
  const junit = config.junit.length > 0 ? await prepareJUnit(config) : undefined
  const warnings = [...(junit?.warnings ?? [])]
  const notices = [...(junit?.outcome.notices ?? [])]
  const unreadable = unreadableArtifacts(prepared ?? [])
  if (unreadable.length > 0) {
    const failures = [...unreadable, 'Nothing was reported: fix the artifacts above first.']
    const parts = { artifacts: prepared, junit: junit?.outcome, failures, warnings, notices }
    return commandResult(reportCommand, config, parts)
  }

  const ctx = await loadCommitContext(config)
  warnings.push(...ctx.warnings)
  const sent = await sendArtifacts(config, client, prepared ?? [], ctx)
  const attested = junit && (await sendJUnit(config, client, junit, ctx))
  // A deferred or stopped write is told once, with its cause (outbox/settle.ts).
  const failures = sent
    .filter((a) => a.reported === false && !a.undelivered)
    .map((a) => `Artifact ${a.name} was not reported: ${a.error}`)
  if (attested) failures.push(...junitSendFailures(attested))

  // What the service knows now. Nothing was recorded in a dry run, so do not ask; nor a
  // service that is down or refused the token (one line says so).
  const ask = config.commit && !config.dryRun
  if (ask && client.stopped) {
    notices.push(`The search for ${config.commit} was skipped: ${stoppedBy(client)}.`)
  }
  const search =
    ask && !client.stopped ? await searchValue(config, client, config.commit) : undefined
  warnings.push(...(search?.warnings ?? []))
  const artifacts = search ? linkSearchedArtifacts(sent, search, config.flow) : sent

  const testsOk = attested ? junitCompliant(attested) : undefined
  const searchOk = isCompliantState(search?.complianceState)
  const compliant = testsOk === false || searchOk === false ? false : (testsOk ?? searchOk)
  if (config.failOnNonCompliant && compliant === false) {
    failures.push(
      attested && testsOk === false
        ? testsFailedMessage(attested)
        : `Not compliant: ${search?.complianceState}`
    )
  }
  return commandResult(reportCommand, config, {
    artifacts: prepared && artifacts,
    junit: attested,
    search,
    compliant,
    failures,
    warnings,
    notices
  })
}

export const reportCommand: OnlineCommand<ReportInputs> = {
  name: 'report',
  title: 'build report',
  verdict: true,
  online: true,
  readInputs,
  run: runReport
}
