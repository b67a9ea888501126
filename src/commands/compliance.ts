/** Compliance states as the service spells them (kosli-compat.md §13.3). */

/** true for COMPLIANT, false for NON_COMPLIANT / NON-COMPLIANT, undefined otherwise. */
export function isCompliantState(state: string | undefined): boolean | undefined {
  if (!state) return undefined
  const s = state.toUpperCase().replace(/-/g, '_')
  if (s === 'COMPLIANT') return true
  if (s === 'NON_COMPLIANT') return false
  return undefined
}
