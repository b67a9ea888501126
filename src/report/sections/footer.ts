/** Where the records went: org, flow, trail, commit and the service's host (never a token). */
import type { CommandName } from '../../command-names.js'
import type { CommandResult } from '../../results.js'
import { code } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'

type Field = 'flow' | 'trail' | 'commit'
const ALL: Field[] = ['flow', 'trail', 'commit']

/**
 * The fields each command's footer shows: queries do not use every field (a trail under a list
 * of environments only confuses). Keyed by the command type: a new command is a compile error
 * here until it says which it shows.
 */
const FOOTER_FIELDS: Record<CommandName, Field[]> = {
  report: ALL,
  fingerprint: [],
  'attest-junit': ALL,
  override: ALL,
  search: ['commit'],
  'get-deployment': [],
  'list-environments': [],
  'list-approvals': ['flow'],
  replay: ALL,
  legs: ALL
}

export function footerBlock(result: CommandResult): string {
  const d = result.destination
  const used = FOOTER_FIELDS[result.command]
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
