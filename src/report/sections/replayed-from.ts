/** A replay's sources: where the evidence it sent was first made, and when it was written. */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { num, short } from '../format.js'

const ORIGINS_SHOWN = 20

export function replayedFromBlocks(result: CommandResult): Block[] {
  const origins = result.replayedFrom ?? []
  if (origins.length === 0) return []
  const cell = (value: string | undefined, long = false): string =>
    value ? code(long ? short(value, 12) : clip(value, SHOWN_CHARS.name)) : '–'
  const rows = origins
    .slice(0, ORIGINS_SHOWN)
    .map(
      (o) =>
        `| ${text(clip(o.repository, SHOWN_CHARS.name))} | ${text(o.run)} | ` +
        `${text(clip(`${o.job}, attempt ${o.attempt}`, SHOWN_CHARS.name))} | ${text(o.written.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'))} | ` +
        `${cell(o.commit, true)} | ${cell(o.flow)} | ${cell(o.trail)} |\n`
    )
  const more =
    origins.length > ORIGINS_SHOWN ? `_… and ${num(origins.length - ORIGINS_SHOWN)} more._\n\n` : ''
  return [
    '### Replayed from\n\n' +
      '| Repository | Run | Job | Written | Commit | Flow | Trail |\n|---|---|---|---|---|---|---|\n' +
      rows.join('') +
      '\n' +
      more
  ]
}
