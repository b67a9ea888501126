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

/** The worst of `states` (as spelled); UNKNOWN for one that is undefined or empty. */
export function worstState(states: readonly (string | undefined)[]): string | undefined {
  let worst: string | undefined
  for (const given of states) {
    const state = given || UNKNOWN_STATE
    if (worst === undefined || stateRank(state) < stateRank(worst)) worst = state
  }
  return worst
}

/** The compliance_state of a searched artifact; undefined when the service gave none. */
export function stateOf(artifact: SearchFoundArtifact): string | undefined {
  const state = artifact.compliance_state
  return typeof state === 'string' && state !== '' ? state : undefined
}
