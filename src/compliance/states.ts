/**
 * Compliance states as the service spells them (docs/compatibility.md §13.3). The non-compliant
 * spelling for artifacts is undocumented, so NON_COMPLIANT and NON-COMPLIANT are both read.
 */
import type { SearchFoundArtifact } from '../api/models.js'

/** What an artifact without a compliance_state counts as. */
export const UNKNOWN_STATE = 'UNKNOWN'

function normalise(state: string): string {
  return state.toUpperCase().replace(/-/g, '_')
}

/** true for COMPLIANT, false for NON_COMPLIANT / NON-COMPLIANT, undefined otherwise. */
export function isCompliantState(state: string | undefined): boolean | undefined {
  if (!state) return undefined
  const s = normalise(state)
  if (s === 'COMPLIANT') return true
  if (s === 'NON_COMPLIANT') return false
  return undefined
}

/** Lower is worse: non-compliant, incomplete, anything unknown, compliant. */
function stateRank(state: string): number {
  switch (normalise(state)) {
    case 'NON_COMPLIANT':
      return 0
    case 'INCOMPLETE':
      return 1
    case 'COMPLIANT':
      return 3
    default:
      return 2
  }
}

/** The worst compliance_state of the artifacts (as spelled); UNKNOWN for one without a state. */
export function worstComplianceState(artifacts: SearchFoundArtifact[]): string | undefined {
  let worst: string | undefined
  for (const artifact of artifacts) {
    const state =
      typeof artifact.compliance_state === 'string' && artifact.compliance_state
        ? artifact.compliance_state
        : UNKNOWN_STATE
    if (worst === undefined || stateRank(state) < stateRank(worst)) worst = state
  }
  return worst
}
