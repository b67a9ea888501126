/** Authorization: `Bearer <token>` or `Basic base64(<token>:<anything>)` (docs/compatibility.md §14). */
import { ApiError } from './http.js'

export const FORBIDDEN = "You don't have permission to access this resource"

/** Token → organisations it may use. */
export type TokenTable = Map<string, Set<string>>

export function tokenTable(tokens: Array<{ token: string; org: string }>): TokenTable {
  const table: TokenTable = new Map()
  for (const { token, org } of tokens) {
    const orgs = table.get(token) ?? new Set<string>()
    orgs.add(org)
    table.set(token, orgs)
  }
  return table
}

/** The token carried by an Authorization header, or null when there is none usable. */
export function tokenOf(header: string | undefined): string | null {
  if (!header) return null
  const match = /^\s*(\S+)\s+(.*?)\s*$/.exec(header)
  if (!match) return null
  const scheme = match[1].toLowerCase()
  if (scheme === 'bearer') return match[2] || null
  if (scheme === 'basic') {
    const decoded = Buffer.from(match[2], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    return (colon < 0 ? decoded : decoded.slice(0, colon)) || null
  }
  return null
}

/** Throws 401 for no or an unknown token, 403 for a token of another organisation. */
export function authorize(table: TokenTable, header: string | undefined, org: string): void {
  if (!header) throw new ApiError(401, 'Authentication required: no Authorization header')
  const token = tokenOf(header)
  const orgs = token === null ? undefined : table.get(token)
  if (!orgs) throw new ApiError(401, 'Invalid or revoked API key')
  if (!orgs.has(org)) throw new ApiError(403, FORBIDDEN)
}
