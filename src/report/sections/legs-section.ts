/**
 * `command: legs`: each leg asked for — reported (which attempt, its tests, whether its
 * attestation is in the service or waits in an outbox) or missing and why (docs/matrix-builds.md).
 */
import type { CommandResult, LegsOutcome, MissingLeg, ReportedLeg } from '../../results.js'
import { count } from '../../util/english.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, testCounts } from '../format.js'

/** What `expect-legs` asked for, in words. */
function askedFor(legs: LegsOutcome): string {
  const expect = legs.expect
  const n = count(legs.expected, 'leg')
  if (expect.kind === 'auto') {
    const job = code(clip(expect.job, SHOWN_CHARS.name))
    return `${n} of the job ${job}, as GitHub lists this attempt's jobs`
  }
  return expect.kind === 'list'
    ? `${n}, as \`expect-legs\` lists them`
    : `${n} (\`expect-legs: ${legs.expected}\`)`
}

export function legsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const legs = result.legs
  if (!legs) return []
  const rows: Array<ReportedLeg | MissingLeg> = [...legs.missing, ...legs.reported]
  const name = code(clip(legs.attestationName, SHOWN_CHARS.name))
  return [
    `### Legs\n\nAsked for: ${askedFor(legs)}; counted from the presence records of the attestation ${name} on trail ${code(clip(legs.trail, SHOWN_CHARS.name))}.\n\n`,
    {
      head: '| Leg | Attempt | Tests | |\n|---|:-:|---|---|\n',
      tail: '\n',
      count: rows.length,
      priority: 1,
      item: (i) => legRow(rows[i], ctx),
      more: (n) => `_… and ${num(n)} more legs — see the \`legs-missing\` output._\n\n`
    }
  ]
}

function legRow(leg: ReportedLeg | MissingLeg, ctx: RenderLimits): string {
  const words = text(clip(leg.words, ctx.textCap))
  if ('why' in leg) return `| ${words} | – | – | ❌ missing: ${text(leg.why)} |\n`
  const where =
    leg.write === 'recorded' ? 'reported' : 'reported (its attestation waits in an outbox)'
  const red = leg.tests.failures + leg.tests.errors > 0 ? '❌' : '✅'
  return `| ${words} | ${num(leg.attempt)} | ${testCounts(leg.tests)} | ${red} ${where} |\n`
}
