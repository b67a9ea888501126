/**
 * `attest-junit`: parse the reports and attest them to the trail, bound to an artifact when a
 * fingerprint (or exactly one artifact) is given.
 */
import type { Delivery } from '../delivery/delivery.js'
import { InputError } from '../errors.js'
import { loadCommitContext } from '../context/commit.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifacts.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import {
  commandResult,
  type OnlineCommand,
  type FlowInputs,
  type ServiceRunConfig
} from './command.js'
import { readFlowInputs } from './flow.js'
import { junitVerdict, prepareJUnit, sendJUnit } from './junit.js'
import { resolveSubjectArtifact } from './subject.js'

export type AttestJUnitInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs

async function readInputs(env: Env, run: ServiceRunConfig): Promise<AttestJUnitInputs> {
  const flowInputs = readFlowInputs(env, 'attest-junit')
  const junit = readJUnitInputs(env)
  if (junit.junit.length === 0) throw new InputError('junit', '', 'is required for attest-junit')
  const commit = await readCommitInputs(env, run.workspace, run.github, { commit: true })
  const attestation = await readAttestationInputs(env, run.workspace, commit.buildUrl)
  return { ...flowInputs, ...readArtifactInputs(env), ...junit, ...commit, ...attestation }
}

export async function runAttestJUnit(
  config: ServiceRunConfig & AttestJUnitInputs,
  delivery: Delivery
): Promise<CommandResult> {
  // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
  const subject = await resolveSubjectArtifact(config)
  // Git runs while the reports are read (loadCommitContext turns every failure into a warning).
  const commitContext = loadCommitContext(config)
  const junit = await prepareJUnit(config)
  const ctx = await commitContext
  const write = await sendJUnit(config, delivery, junit, ctx, subject?.fingerprint)
  return commandResult(attestJUnitCommand, config, {
    junit: junit.outcome,
    writes: [write],
    ...junitVerdict(junit.outcome, config.failOnNonCompliant),
    warnings: [...junit.warnings, ...ctx.warnings],
    notices: junit.outcome.notices ?? []
  })
}

export const attestJUnitCommand: OnlineCommand<AttestJUnitInputs> = {
  name: 'attest-junit',
  title: 'JUnit attestation',
  verdict: true,
  online: true,
  readInputs,
  run: runAttestJUnit
}
