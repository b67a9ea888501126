/**
 * The one place the summary says what waits in the outbox and how to replay it, or that it
 * could not be saved; and, for `replay`, what the service answered to each request.
 */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { num } from '../format.js'
import { count } from '../../util/english.js'

const LABELS_SHOWN = 20

export function outboxBlock(result: CommandResult): Block {
  const o = result.outbox
  const replayed = result.replayed
  const parts: string[] = []
  if (replayed && replayed.length > 0) {
    parts.push(
      '| Request | Outcome |\n|---|---|\n' +
        replayed
          .map(
            (r) =>
              `| ${text(clip(r.label, SHOWN_CHARS.name))} | ${r.outcome}${r.detail ? `: ${text(clip(r.detail, SHOWN_CHARS.message))}` : ''} |\n`
          )
          .join('') +
        '\n'
    )
  }
  if (o) {
    const what = o.labels
      .slice(0, LABELS_SHOWN)
      .map((l) => text(clip(l, SHOWN_CHARS.name)))
      .join(', ')
    const more =
      o.labels.length > LABELS_SHOWN ? ` and ${num(o.labels.length - LABELS_SHOWN)} more` : ''
    const head = `📮 **${count(o.count, 'write')} deferred** (${what}${more}): the service could not take them.`
    parts.push(
      o.artifact
        ? `${head} They wait in the workflow artifact ${code(clip(o.artifact, SHOWN_CHARS.name))}. To record ` +
            'them, run the replay workflow (`command: replay` with `run-id` set to this run, ' +
            'see the README, "Replay") once the service is back.\n\n'
        : `${head} ❌ The outbox could not be saved as a workflow artifact` +
            `${o.error ? ` (${text(clip(o.error, SHOWN_CHARS.message))})` : ''}` +
            `${o.file ? `; it is at ${code(clip(o.file, SHOWN_CHARS.message))} until the runner is wiped` : ''}.\n\n`
    )
  }
  return parts.join('')
}
