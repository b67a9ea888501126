/** The environments table with state, last report, tags and policies. */
import type { Environment } from '../../api/models.js'
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { isoTime, num } from '../format.js'
import { count } from '../../util/english.js'

export function environmentsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const envs = result.environments
  if (!envs) return []
  const list = envs.list
  const blocks: Block[] = [
    `### Environments\n\n${count(list.length, 'environment')} from ${count(envs.pages, 'page')}\n\n`
  ]
  if (envs.truncated) {
    blocks.push(`⚠️ The list is incomplete: not every page was read.\n\n`)
  }
  if (list.length === 0) {
    blocks.push('No environments were found.\n\n')
    return blocks
  }
  blocks.push({
    head:
      '| Environment | Type | State | Last reported | Tags | Policies |\n' +
      '|---|---|:-:|---|---|---|\n',
    tail: '\n',
    count: list.length,
    priority: 2,
    item: (i) => envRow(list[i], ctx),
    more: (n) => `_… and ${num(n)} more environments — see the \`environments\` output._\n\n`
  })
  return blocks
}

function state(value: unknown): string {
  if (value === true) return '✅'
  if (value === false) return '❌'
  return '–'
}

function envRow(e: Environment, ctx: RenderLimits): string {
  const tags = Object.entries(e.tags ?? {})
    .slice(0, ctx.nestedCap)
    .map(([k, v]) => code(clip(`${k}=${v}`, SHOWN_CHARS.name)))
  const policies = (e.policies ?? [])
    .slice(0, ctx.nestedCap)
    .map((p) => code(clip(p, SHOWN_CHARS.name)))
  return (
    `| ${text(clip(e.name, ctx.textCap))} | ${text(clip(e.type, SHOWN_CHARS.label))} | ${state(e.state)} ` +
    `| ${isoTime(e.last_reported_at)} | ${tags.join(' ') || '–'} | ${policies.join(' ') || '–'} |\n`
  )
}
