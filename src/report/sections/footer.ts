/** Where the records went: org, flow, trail, commit and the service's host (never a token). */
import type { CommandResult } from '../../results.js'
import { code } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'

/** Queries do not use every field: a trail under a list of environments only confuses. */
const QUERY_FIELDS: Record<string, Array<'flow' | 'trail' | 'commit'>> = {
  fingerprint: [],
  search: ['commit'],
  'get-deployment': [],
  'list-environments': [],
  'list-approvals': ['flow']
}

export function footerBlock(result: CommandResult): string {
  const d = result.destination
  const used = QUERY_FIELDS[result.command] ?? ['flow', 'trail', 'commit']
  const parts: string[] = []
  if (d.org) parts.push(`org ${code(clip(d.org, SHOWN_CHARS.name))}`)
  if (d.flow && used.includes('flow')) parts.push(`flow ${code(clip(d.flow, SHOWN_CHARS.name))}`)
  if (d.trail && used.includes('trail'))
    parts.push(`trail ${code(clip(d.trail, SHOWN_CHARS.name))}`)
  if (d.commit && used.includes('commit')) parts.push(`commit ${code(d.commit.slice(0, 12))}`)
  const host = hostOf(d.baseUrl)
  if (host) parts.push(`service ${code(host)}`)
  return parts.length > 0 ? `---\n<sub>${parts.join(' · ')}</sub>\n` : ''
}

/** Only the host: a URL may carry credentials (`user:token@`) or a path we do not show. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).host || undefined
  } catch {
    return undefined
  }
}
