/**
 * `override` (operation 2): set a new compliance status on a named attestation of a trail, with
 * a reason. Body: the common attestation fields, then reason, new_compliance_status and
 * original_attestation_type, in the CLI's order (docs/compatibility.md §10).
 */
import type { Config } from '../config.js'
import { InputError } from '../errors.js'
import type { AttestationType, OverrideBody } from '../api/models.js'
import { ATTESTATION_TYPES, isAttestationType } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { overrideAttestation } from '../api/operations.js'
import type { CommandResult, OverrideOutcome } from '../results.js'
import {
  buildCommonAttestation,
  requireInput,
  resolveSubjectArtifact
} from './attestation-common.js'
import { loadCommitContext } from './commit-context.js'
import { newResult } from './result.js'

/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
export function parseAttestationType(value: string): AttestationType {
  if (isAttestationType(value)) return value
  throw new InputError(
    'attestation-type',
    value,
    `must be one of ${ATTESTATION_TYPES.join(', ')}, or custom:<name>`
  )
}

export async function runOverride(config: Config, client: RecordsClient): Promise<CommandResult> {
  const result = newResult(config)
  const flow = requireInput('flow', config.flow, 'override')
  const trail = requireInput('trail', config.trail, 'override')
  const attestationName = requireInput('attestation-name', config.attestationName, 'override')
  const reason = requireInput('reason', config.reason, 'override')
  const attestationType = parseAttestationType(config.attestationType)
  if (config.compliant === undefined) {
    throw new InputError('compliant', '', "is required for 'override' (true or false)")
  }
  const compliant = config.compliant

  const subject = await resolveSubjectArtifact(config)
  const context = await loadCommitContext(config)
  result.warnings.push(...context.warnings)
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

  const outcome: OverrideOutcome = {
    attestationName,
    attestationType,
    compliant,
    reason,
    trail,
    targetArtifacts: config.targetArtifacts?.length ? [...config.targetArtifacts] : undefined,
    fingerprint: subject?.fingerprint
  }
  result.override = outcome

  try {
    await overrideAttestation(client, config.org, flow, trail, body)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    result.failures.push(
      `Overriding attestation '${attestationName}' in trail '${trail}' of flow '${flow}' failed: ${err.message}`
    )
  }
  return result
}
