/** The heading, the verdict line and the failures, warnings and notices near the top. */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { num, testCounts } from '../format.js'

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
  const counts = result.junit ? `**${testCounts(result.junit.totals)}** · ` : ''
  const line = showVerdict
    ? `${counts}**${verdict(result.compliant)}**${dryRun}`
    : dryRun.replace(/^ · /, '')
  return [
    `## Records: ${text(clip(title, SHOWN_CHARS.label))}\n\n${line ? `${line}\n\n` : ''}` +
      exitStatusLine(result),
    messageList(result.failures, '❌', 'failure', ctx, 0),
    messageList(result.warnings, '⚠️', 'warning', ctx, 1),
    messageList(result.notices, 'ℹ️', 'notice', ctx, 8)
  ]
}

/** Under a red verdict: whether it fails the step, and the input that decides. */
function exitStatusLine(result: CommandResult): string {
  if (result.compliant !== false || result.failOnNonCompliant === undefined) return ''
  return result.failOnNonCompliant
    ? 'The step fails because `fail-on-non-compliant` is on.\n\n'
    : 'The step does not fail on this: `fail-on-non-compliant` is off.\n\n'
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
