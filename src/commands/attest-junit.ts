/**
 * `attest-junit`: parse the reports and attest them to the trail, bound to an artifact when a
 * fingerprint (or exactly one artifact) is given.
 */
import type { RecordsClient } from '../api/client.js'
import { InputError } from '../errors.js'
import { loadCommitContext } from '../context/commit.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifacts.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit.js'
import type { Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { newResult, type CommandSpec, type FlowInputs, type RunConfig } from './command.js'
import { readFlowInputs } from './flow.js'
import { junitCompliant, prepareJUnit, sendJUnit, testsFailedMessage } from './junit.js'
import { resolveSubjectArtifact } from './subject.js'

export type AttestJUnitInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs

async function readInputs(env: Env, run: RunConfig): Promise<AttestJUnitInputs> {
  const flowInputs = readFlowInputs(env, 'attest-junit')
  const junit = readJUnitInputs(env)
  if (junit.junit.length === 0) throw new InputError('junit', '', 'is required for attest-junit')
  const commit = await readCommitInputs(env, run.workspace, run.github, { commit: true })
  const attestation = await readAttestationInputs(env, run.workspace, commit.buildUrl)
  return { ...flowInputs, ...readArtifactInputs(env), ...junit, ...commit, ...attestation }
}

export async function runAttestJUnit(
  config: RunConfig & ServiceInputs & AttestJUnitInputs,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(attestJUnitCommand, config)
  // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
  const subject = await resolveSubjectArtifact(config)
  const junit = await prepareJUnit(config)
  result.junit = junit.outcome
  result.notices.push(...(junit.outcome.notices ?? []))
  result.warnings.push(...junit.warnings)
  const ctx = await loadCommitContext(config)
  result.warnings.push(...ctx.warnings)
  await sendJUnit(config, client, junit, ctx, subject?.fingerprint)
  if (junit.outcome.attested === false && !junit.outcome.undelivered) {
    result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`)
  }
  result.compliant = junitCompliant(junit.outcome)
  if (config.failOnNonCompliant && !result.compliant) {
    result.failures.push(testsFailedMessage(junit.outcome))
  }
  return result
}

export const attestJUnitCommand: CommandSpec<AttestJUnitInputs> = {
  name: 'attest-junit',
  title: 'JUnit attestation',
  verdict: true,
  online: true,
  readInputs,
  run: runAttestJUnit
}
