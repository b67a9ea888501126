/**
 * The writes no other section shows (a replay's), each with what became of it; and the one
 * place the summary says what waits in the outbox and how to replay it, or that it could not be
 * saved.
 */
import type { CommandResult, OutboxOutcome, Write } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, originNames } from '../format.js'
import { count } from '../../util/english.js'
import { otherWrites, stateMark, stateWords, writesIn } from '../writes.js'
import { outboxIsEnterpriseFile, outboxNotSaved } from '../no-artifacts.js'

const LABELS_SHOWN = 20

/**
 * The other writes as a table: what each records, and what became of it; a replay of several
 * origins says each write's origin, named as in its "Replayed from" table.
 */
export function writesBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const rest = otherWrites(result)
  if (rest.length === 0) return []
  const origin = originOfWrites(result)
  return [
    {
      head: origin
        ? '| Origin | Write | Outcome |\n|---|---|---|\n'
        : '| Write | Outcome |\n|---|---|\n',
      tail: '\n',
      count: rest.length,
      priority: 2,
      item: (i) => writeRow(rest[i], ctx, origin),
      more: (n) => `_… and ${num(n)} more writes._\n\n`
    }
  ]
}

/** Each write's origin by the write's id, when a replay has more than one origin. */
function originOfWrites(result: CommandResult): Map<string, string> | undefined {
  const verdicts = result.replayedOrigins ?? []
  if (verdicts.length < 2) return undefined
  const names = originNames(verdicts.map((v) => v.origin))
  return new Map(verdicts.flatMap((v, i) => v.writeIds.map((id) => [id, names[i]] as const)))
}

function writeRow(w: Write, ctx: RenderLimits, origin?: Map<string, string>): string {
  const from = origin ? `${text(clip(origin.get(w.id) ?? '–', SHOWN_CHARS.name))} | ` : ''
  return `| ${from}${text(clip(w.label, SHOWN_CHARS.name))} | ${stateMark(w)} ${text(clip(stateWords(w), ctx.textCap))} |\n`
}

/** What waits in the outbox, where, and how to send it. */
export function outboxBlock(result: CommandResult): Block {
  const o = result.outbox
  const deferred = writesIn(result, 'deferred')
  if (!o || deferred.length === 0) return ''
  const what = deferred
    .slice(0, LABELS_SHOWN)
    .map((w) => text(clip(w.label, SHOWN_CHARS.name)))
    .join(', ')
  const more =
    deferred.length > LABELS_SHOWN ? ` and ${num(deferred.length - LABELS_SHOWN)} more` : ''
  const head = `📮 **${count(deferred.length, 'write')} deferred** (${what}${more}): the service could not take them.`
  if (outboxIsEnterpriseFile(o) && o.file) {
    return (
      `${head} They wait, sealed with the api-token, in the file ${code(clip(o.file, SHOWN_CHARS.message))} ` +
      '(the `outbox-file` output). On GitHub Enterprise Server this step cannot save it as a ' +
      'workflow artifact: keep it with `actions/upload-artifact@v3` and replay it with `outbox:` ' +
      '(README, "GitHub Enterprise Server").\n\n'
    )
  }
  if (o.artifact) {
    return (
      `${head} They wait, sealed with the api-token, in the workflow artifact ` +
      `${code(clip(o.artifact, SHOWN_CHARS.name))}, ${keptFor(o)}. To record them once the ` +
      `service is back, run the replay workflow with \`command: replay\` and ` +
      `${o.runId ? code(`run-id: ${clip(o.runId, SHOWN_CHARS.label)}`) : '`run-id` set to this run'} ` +
      '(README, "Replay").\n\n'
    )
  }
  const why = outboxNotSaved(o)
  return (
    `${head} ❌ The outbox could not be saved as a workflow artifact` +
    `${why ? ` (${text(clip(why, SHOWN_CHARS.message))})` : ''}` +
    `${o.file ? `; it is at ${code(clip(o.file, SHOWN_CHARS.message))} until the runner is wiped` : ''}.\n\n`
  )
}

/** How long the outbox's workflow artifact lives: its days, or the repository's retention. */
export function keptFor(outbox: OutboxOutcome): string {
  const repository = "the repository's artifact retention"
  return outbox.keptDays === undefined
    ? `kept for ${repository}`
    : `kept ${count(outbox.keptDays, 'day')} (or ${repository}, if shorter)`
}
