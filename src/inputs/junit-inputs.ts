/**
 * The inputs of a JUnit attestation — the `junit` lines and the reports they select, the
 * attestation's name, attachments, the matrix leg — with all their rules.
 */
import { InputError } from '../errors.js'
import type { AttachMode } from '../junit/evidence.js'
import { TEST_MESSAGES, type TestMessages } from '../junit/tests-record.js'
import { findReports } from './junit-reports.js'
import {
  invalid,
  missing,
  spelledBool,
  read,
  readChoice,
  readLines,
  readSourced,
  requireMatch,
  type Env
} from './read.js'
import { readMatrixLeg, readStrategy, type StrategyPlace } from './matrix.js'

export interface JUnitInputs {
  /** The `junit` lines: globs, folders, `!` exclusions, `#` comments. */
  junit: string[]
  /** The report files they select: absolute byte-string paths in the CLI's order. */
  reports: string[]
  /** The `attestation-name` after the CLI's `template.name` split. */
  attestationName: string
  targetArtifacts?: string[]
  attachResults: AttachMode
  /** What of a failing test's message the attestation records (`test-messages`). */
  testMessages: TestMessages
  /** The values of the matrix leg this job runs as, if it is one (the `matrix` input). */
  matrixLeg?: Record<string, unknown>
  /** The leg's place in its matrix (the `strategy` input): its presence record names it. */
  strategy?: StrategyPlace
}

/** The CLI's `template.name` split of an attestation name (docs/compatibility.md §2). */
export function splitAttestationName(value: string): { name: string; targets?: string[] } {
  const parts = value.split('.')
  if (parts.length === 1) {
    requireMatch('attestation-name', value, 'attestationName')
    return { name: value }
  }
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
    throw new InputError(
      'attestation-name',
      value,
      'has an invalid format (use name or template.name)'
    )
  }
  requireMatch('attestation-name', parts[0], 'attestationName')
  requireMatch('attestation-name', parts[1], 'attestationName')
  return { name: parts[1], targets: [parts[0]] }
}

/** `attach-results`: auto, or a boolean spelled as every boolean input is. */
export function readAttachMode(env: Env): AttachMode {
  const sourced = readSourced(env, 'attach-results')
  if (sourced.value === 'auto') return 'auto'
  const value = spelledBool(sourced)
  if (value === undefined) throw invalid('attach-results', sourced, 'must be auto, true or false')
  return value ? 'true' : 'false'
}

export function readAttestationNameInputs(
  env: Env
): Pick<JUnitInputs, 'attestationName' | 'targetArtifacts'> {
  const { name, targets } = splitAttestationName(read(env, 'attestation-name'))
  return { attestationName: name, targetArtifacts: targets }
}

/**
 * Every rule of the JUnit inputs for `use.command`: the `junit` lines (refused when `required`
 * and empty), resolved on disk to the reports they select (InputError naming a line that
 * selects none), and the attestation's name, attachments and matrix leg.
 */
export async function readJUnitInputs(
  env: Env,
  workspace: string,
  use: { command: string; required?: boolean }
): Promise<JUnitInputs> {
  const junit = readLines(env, 'junit')
  if (junit.length === 0 && use.required) throw missing('junit', { for: use.command })
  const named = readAttestationNameInputs(env)
  const attachResults = readAttachMode(env)
  const testMessages = readChoice(env, 'test-messages', TEST_MESSAGES)
  const matrixLeg = readMatrixLeg(env)
  const strategy = readStrategy(env)
  const reports = junit.length > 0 ? await findReports(junit, workspace) : []
  return {
    junit,
    reports,
    ...named,
    attachResults,
    testMessages,
    matrixLeg,
    ...(strategy && { strategy })
  }
}
