/**
 * The one boundary between the action and everything that leaves the process: log lines,
 * annotations, step outputs, blocks of data (dry-run payloads) and the job summary (rendered
 * and redacted by summary.ts). The runner's protocol is
 * @actions/core's; this adds what the boundary needs on top of it: each text is redacted on the
 * raw text first (secrets and any long piece of one), then cut to a bounded size, then written
 * so that data can never become a workflow command (runner-lines.ts). Nothing else prints.
 */
import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import { redactSecrets, registeredSecrets } from '../util/secrets.js'
import { ELLIPSIS, GITHUB_LIMITS, SHOWN_CHARS, clip } from './display-limits.js'
import { LINE_BREAK, holdsCommand } from './runner-lines.js'

export interface AnnotationProps {
  title?: string
  file?: string
  startLine?: number
}

/**
 * Redacted, then cut to `max` characters. Only the head that can be shown is redacted (with
 * room for a secret that starts inside it), so a huge text costs what is printed of it.
 */
export function safeText(value: string, max: number = SHOWN_CHARS.logLine): string {
  const window = max + longestSecret()
  const head = value.length > window ? value.slice(0, window) : value
  const redacted = redactSecrets(head)
  if (head.length === value.length) return clip(redacted, max)
  // Cut before redacting: the mark is due even when what is left would fit.
  return clip(redacted + ELLIPSIS, max)
}

function longestSecret(): number {
  let longest = 0
  for (const secret of registeredSecrets()) longest = Math.max(longest, secret.length)
  return longest
}

const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'g')

/** One line of data: line breaks shown as `⏎`, so a value cannot begin a line of its own. */
export function oneLine(value: string, max: number = SHOWN_CHARS.value): string {
  return clip(value.replace(LINE_BREAKS, '⏎'), max)
}

/** The properties, redacted and bounded; @actions/core escapes them. */
function safeProps(props: AnnotationProps): core.AnnotationProperties {
  const safe: core.AnnotationProperties = {}
  if (props.title !== undefined) {
    safe.title = safeText(props.title, GITHUB_LIMITS.annotationTitleChars)
  }
  if (props.file !== undefined) safe.file = safeText(props.file, SHOWN_CHARS.path)
  if (props.startLine !== undefined) safe.startLine = props.startLine
  return safe
}

export class Output {
  private readonly masked = new Set<string>()

  /** Asks the runner to mask every registered secret not masked yet; call before anything else. */
  maskSecrets(): void {
    for (const secret of registeredSecrets()) {
      if (this.masked.has(secret)) continue
      core.setSecret(secret)
      this.masked.add(secret)
    }
  }

  /** Plain log lines; text that holds a line the runner could read as a command is fenced off. */
  info(text: string): void {
    write(safeText(text))
  }

  /** A block of data (a payload): redacted, bounded, fenced off from the runner's parser. */
  block(text: string): void {
    write(safeText(text, SHOWN_CHARS.block))
  }

  /**
   * Log lines under a collapsible heading (the title is data of the `group` command); `blocks`:
   * each item is a block of data (a payload), bounded as one.
   */
  group(title: string, lines: string[], opts: { blocks?: boolean } = {}): void {
    if (lines.length === 0) return
    core.startGroup(oneLine(safeText(title), SHOWN_CHARS.name))
    for (const line of lines) {
      if (opts.blocks) this.block(line)
      else this.info(line)
    }
    core.endGroup()
  }

  /**
   * Runs `work` inside a group named `title`, so that what a library prints meanwhile (the
   * artifact client's progress, GitHub's client) stays inside it. Nothing of ours may print
   * during it but what is about the same work.
   */
  async around<T>(title: string, work: () => Promise<T>): Promise<T> {
    core.startGroup(oneLine(safeText(title), SHOWN_CHARS.name))
    try {
      return await work()
    } finally {
      core.endGroup()
    }
  }

  // Annotation messages and properties are data of the command: @actions/core escapes %, CR,
  // LF (and `:` and `,` in properties), so each is one line that the runner reads as ours.
  warning(message: string, props: AnnotationProps = {}): void {
    core.warning(safeText(message), safeProps(props))
  }

  notice(message: string, props: AnnotationProps = {}): void {
    core.notice(safeText(message), safeProps(props))
  }

  error(message: string, props: AnnotationProps = {}): void {
    core.error(safeText(message), safeProps(props))
  }

  /** A step output, redacted (a later step and its files must not receive a token). */
  setOutput(name: string, value: string): void {
    core.setOutput(name, redactSecrets(value))
  }
}

/**
 * Appends Markdown to the job summary (the file GITHUB_STEP_SUMMARY names) through
 * @actions/core, the runner's protocol, like every other output: a stand-in for @actions/core
 * (npm run local-action) then receives it too. A new writer each time, because core.summary
 * keeps the first file it found, and a process that runs several steps (the tests) has one
 * file per step.
 */
export async function appendJobSummary(markdown: string): Promise<void> {
  const SummaryWriter = core.summary.constructor as new () => typeof core.summary
  await new SummaryWriter().addRaw(markdown).write()
}

/**
 * Writes text as log lines, inside a `stop-commands` fence when any line could be a command:
 * the runner then reads nothing as a command until the fence's random token comes back.
 */
function write(text: string): void {
  if (!holdsCommand(text)) {
    core.info(text)
    return
  }
  const fence = randomUUID()
  core.info(`::stop-commands::${fence}`)
  core.info(text)
  core.info(`::${fence}::`)
}
