/** The inputs of an override: which attestation, its type, the new status and the reason. */
import { ATTESTATION_TYPES, isAttestationType, type AttestationType } from '../api/rules.js'
import { InputError } from '../errors.js'
import { readAttestationNameInputs } from './junit-inputs.js'
import { missing, readOptionalBool, readRequired, type Env } from './read.js'

export interface OverrideInputs {
  attestationName: string
  targetArtifacts?: string[]
  attestationType: AttestationType
  compliant: boolean
  reason: string
}

/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
export function parseAttestationType(value: string): AttestationType {
  if (isAttestationType(value)) return value
  throw new InputError(
    'attestation-type',
    value,
    `must be one of ${ATTESTATION_TYPES.join(', ')}, or custom:<name>`
  )
}

/** `attestation-name`, `attestation-type`, `compliant` and `reason`, each required for `command`. */
export function readOverrideInputs(env: Env, command: string): OverrideInputs {
  const attestationType = parseAttestationType(
    readRequired(env, 'attestation-type', { for: command })
  )
  const compliant = readOptionalBool(env, 'compliant')
  if (compliant === undefined) throw missing('compliant', { for: command })
  return {
    ...readAttestationNameInputs(env),
    attestationType,
    compliant,
    reason: readRequired(env, 'reason', { for: command })
  }
}
