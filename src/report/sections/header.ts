/** The heading, the verdict line and the failures, warnings and notices near the top. */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, testCounts } from '../format.js'
import { previewExplanation, statesVerdict, verdictOf, whyNotCompliant } from '../verdict.js'
import { outboxBlock } from './outbox.js'
import { failuresOf } from '../writes.js'
import { legsLine } from '../../compliance/judge.js'
import { presenceWarnings } from '../presence-words.js'

export function headerBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const title = result.title || result.command
  // Verdict commands always show one; the others only when they evaluated or wrote something.
  const showVerdict = statesVerdict(result)
  const v = verdictOf(result)
  const counts = result.junit
    ? `**${testCounts(result.junit.totals)}** · `
    : result.legs
      ? `**${text(clip(legsLine(result.legs), ctx.textCap))}** · `
      : ''
  const noVerdictDryRun = result.destination.dryRun ? '🧪 **Dry run**: nothing was sent' : ''
  const line = showVerdict ? `${counts}**${v.text}**` : noVerdictDryRun
  return [
    `## Records: ${text(clip(title, SHOWN_CHARS.label))}\n\n${line ? `${line}\n\n` : ''}` +
      whyLine(result, showVerdict, ctx) +
      exitStatusLine(result),
    outboxBlock(result),
    messageList(failuresOf(result), '❌', 'failure', ctx, 0),
    messageList([...result.warnings, ...presenceWarnings(result)], '⚠️', 'warning', ctx, 1),
    messageList(result.notices, 'ℹ️', 'notice', ctx, 8)
  ]
}

/**
 * What was not recorded, and why, right under the headline that says so; why it is not
 * compliant, under the headline that says that; for a preview, why nothing was sent (said
 * once: the headline has one word, the log's notice is not repeated).
 */
function whyLine(result: CommandResult, showVerdict: boolean, ctx: RenderLimits): string {
  if (!showVerdict) return ''
  const preview = previewExplanation(result)
  if (preview) return `${text(clip(sentence(preview), ctx.textCap))}\n\n`
  const v = verdictOf(result)
  if (v.kind === 'not-recorded') return `${text(clip(v.reason, ctx.textCap))}\n\n`
  if (v.kind === 'nothing-to-send') return `${text(clip(sentence(v.reason), ctx.textCap))}.\n\n`
  if (v.kind !== 'not-compliant') return ''
  // Why, first: the failing tests by name, the artifact and flow not compliant. Said once: a
  // reason that fails the step is in the list of failures just below.
  const failing = new Set(failuresOf(result))
  const why = whyNotCompliant(result).filter((line) => !failing.has(line))
  return why.map((line) => `${text(clip(line, ctx.textCap))}\n\n`).join('')
}

const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Under failing tests: whether they fail the step, and the input that decides. Never "does
 * not fail" when something else fails the step.
 */
function exitStatusLine(result: CommandResult): string {
  if (result.compliant !== false || result.failOnNonCompliant === undefined) return ''
  if (result.failOnNonCompliant) return 'The step fails because `fail-on-non-compliant` is on.\n\n'
  return failuresOf(result).length === 0
    ? 'The step does not fail on this: `fail-on-non-compliant` is off.\n\n'
    : ''
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
    // A failure or warning says what to do at its end: kept whole up to a message's length even
    // in the check run's smaller budget (the fitter still bounds the whole list).
    item: (i) =>
      `- ${icon} ${text(clip(messages[i], Math.max(ctx.textCap, SHOWN_CHARS.message)))}\n`,
    more: (n) => `_… and ${num(n)} more ${noun}${n === 1 ? '' : 's'}._\n\n`
  }
}
