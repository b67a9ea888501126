/**
 * `attest-junit`: parse the reports and attest them to the trail, bound to an artifact when a
 * fingerprint (or exactly one artifact) is given.
 */
import type { Delivery } from '../delivery/delivery.js'
import { loadCommitContext } from '../context/commit.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifact-inputs.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit-inputs.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit-inputs.js'
import { TESTS_RECORD_KEY } from '../junit/tests-record.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'
import { judgeCompliance } from '../compliance/judge.js'
import { prepareJUnit, sendJUnit } from './junit.js'
import { testFacts } from './own-evidence.js'
import { resolveSubjectArtifact } from './subject.js'

export type AttestJUnitInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs

async function readInputs(env: Env, run: ServiceRunConfig): Promise<AttestJUnitInputs> {
  const { command, workspace } = run
  const flowInputs = readFlowInputs(env, command)
  const junit = await readJUnitInputs(env, workspace, { command, required: true })
  const commit = await readCommitInputs(env, workspace, run.github, { command, commit: true })
  const attestation = await readAttestationInputs(env, workspace, commit.buildUrl, {
    ownKey: TESTS_RECORD_KEY
  })
  // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
  const artifacts = await readArtifactInputs(env, workspace, { command, one: true })
  return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation }
}

export async function runAttestJUnit(
  config: ServiceRunConfig & AttestJUnitInputs,
  delivery: Delivery
): Promise<CommandResult> {
  // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
  const subject = await resolveSubjectArtifact(config)
  // Started before the reports are read, finished after: the read holds the thread (a turn of
  // the event loop per chunk, to let git run beside it, gained nothing: docs/performance.md
  // §5). loadCommitContext turns every failure into a warning.
  const commitContext = loadCommitContext(config)
  const junit = await prepareJUnit(config)
  const ctx = await commitContext
  const write = await sendJUnit(config, delivery, junit, ctx, subject?.fingerprint)
  return commandResult(attestJUnitCommand, config, {
    junit: { ...junit.outcome, writeId: write.id },
    writes: [write],
    // Judged by its tests: the operations this action uses give no state of a trail, and an
    // attestation bound to an artifact is judged as one that is not (docs/bad-day.md).
    ...judgeCompliance({
      tests: testFacts(junit.outcome.totals, junit.outcome.failedTests),
      failOnNonCompliant: config.failOnNonCompliant
    }),
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
