/** The heading, the verdict line and the failures, warnings and notices near the top. */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { clip, text } from '../escape.js'
import { num } from '../format.js'

export function verdict(compliant: boolean | undefined): string {
  if (compliant === true) return '✅ Compliant'
  if (compliant === false) return '❌ Not compliant'
  return '⚠️ Unknown (nothing evaluated)'
}

export function headerBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const title = result.title || result.command
  const dryRun = result.destination.dryRun ? ' · 🧪 **Dry run**: nothing was sent' : ''
  // Verdict commands always show one; the others only when they evaluated something.
  const showVerdict = result.compliant !== undefined || result.givesVerdict
  const line = showVerdict
    ? `**${verdict(result.compliant)}**${dryRun}`
    : dryRun.replace(/^ · /, '')
  return [
    `## Records: ${text(clip(title, 100))}\n\n${line ? `${line}\n\n` : ''}`,
    messageList(result.failures, '❌', 'failure', ctx, 0),
    messageList(result.warnings, '⚠️', 'warning', ctx, 1),
    messageList(result.notices, 'ℹ️', 'notice', ctx, 8)
  ]
}

function messageList(
  messages: string[],
  icon: string,
  noun: string,
  ctx: RenderLimits,
  priority: number
): Block {
  if (messages.length === 0) return ''
  return {
    head: '',
    tail: '\n',
    count: messages.length,
    priority,
    item: (i) => `- ${icon} ${text(clip(messages[i], ctx.textCap))}\n`,
    more: (n) => `_… and ${num(n)} more ${noun}${n === 1 ? '' : 's'}._\n\n`
  }
}
