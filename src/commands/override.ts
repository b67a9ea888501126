/**
 * `override` (operation 2): set a new compliance status on a named attestation of a trail, with
 * a reason. Body: the common attestation fields, then reason, new_compliance_status and
 * original_attestation_type, in the CLI's order (docs/compatibility.md §10).
 */
import type { OverrideBody } from '../api/models.js'
import { overrideRequest } from '../api/operations.js'
import { loadCommitContext } from '../context/commit.js'
import type { Delivery } from '../delivery/delivery.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifact-inputs.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit-inputs.js'
import { readFlowInputs } from '../inputs/flow.js'
import { readOverrideInputs, type OverrideInputs } from '../inputs/override-inputs.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult, OverrideOutcome } from '../results.js'
import { buildCommonAttestation } from './attestation-body.js'
import {
  commandResult,
  type OnlineCommand,
  type RunConfig,
  type ServiceRunConfig
} from './command.js'
import { resolveSubjectArtifact } from './subject.js'

type OverrideCommandInputs = OverrideInputs &
  ArtifactInputs &
  AttestationInputs &
  CommitInputs & { flow: string }

async function readInputs(env: Env, run: RunConfig): Promise<OverrideCommandInputs> {
  const { command, workspace } = run
  const { flow } = readFlowInputs(env, command)
  const commit = await readCommitInputs(env, workspace, run.github, { command, trail: true })
  return {
    flow,
    ...readOverrideInputs(env, command),
    ...(await readArtifactInputs(env, workspace, { command, one: true })),
    ...commit,
    ...(await readAttestationInputs(env, workspace, commit.buildUrl))
  }
}

export async function runOverride(
  config: ServiceRunConfig & OverrideCommandInputs,
  delivery: Delivery
): Promise<CommandResult> {
  const { flow, trail, attestationName, attestationType, compliant, reason } = config
  const subject = await resolveSubjectArtifact(config)
  const context = await loadCommitContext(config)
  const body: OverrideBody = {
    ...buildCommonAttestation(config, {
      fingerprint: subject?.fingerprint,
      gitCommitInfo: context.gitCommitInfo,
      repoInfo: context.repoInfo
    }),
    reason,
    new_compliance_status: compliant,
    original_attestation_type: attestationType
  }
  const override: OverrideOutcome = {
    attestationName,
    attestationType,
    compliant,
    reason,
    trail,
    targetArtifacts: config.targetArtifacts?.length ? [...config.targetArtifacts] : undefined,
    fingerprint: subject?.fingerprint
  }
  const write = await delivery.write({
    kind: 'override',
    label: `override of attestation '${attestationName}' in trail '${trail}'`,
    request: () => overrideRequest(config.org, flow, trail, body)
  })
  return commandResult(overrideCommand, config, {
    override: { ...override, writeId: write.id },
    writes: [write],
    warnings: context.warnings
  })
}

export const overrideCommand: OnlineCommand<OverrideCommandInputs> = {
  name: 'override',
  title: 'attestation override',
  verdict: false,
  online: true,
  readInputs,
  run: runOverride
}
