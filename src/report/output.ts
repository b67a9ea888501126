/**
 * The one boundary between the action and everything that leaves the process: log lines,
 * annotations, step outputs and blocks of data (dry-run payloads). Each text is redacted on
 * the raw text first (secrets and any long piece of one), then cut to a bounded size, then
 * written so that data can never start a workflow command. Nothing else prints.
 */
import { randomUUID } from 'node:crypto'
import { redactSecrets, registeredSecrets } from '../util/secrets.js'
import { clip } from './escape.js'
import { thousands } from '../util/english.js'
import * as runner from './workflow-commands.js'

/** The longest log line or annotation message we write, in characters. */
export const LOG_TEXT_MAX = 4000
/** The longest block (a dry-run payload), in characters. */
export const BLOCK_MAX = 64 * 1024

/** A line that the runner would read as a workflow command (`::cmd::`, or the old `##[cmd]`). */
// Blanks within the line only: `\s*` across lines rescanned every blank line (quadratic).
const COMMAND_LINE = /^[^\S\n\r\u2028\u2029]*(::|##\[)/m

export interface AnnotationProps {
  title?: string
  file?: string
  startLine?: number
}

/** Redacted, then cut with a note saying how much was left out. */
export function safeText(value: string, max = LOG_TEXT_MAX): string {
  const redacted = redactSecrets(value)
  if (redacted.length <= max) return redacted
  const omitted = redacted.length - max
  return `${clip(redacted, max)} (${thousands(omitted)} more characters cut)`
}

/** One line of data: newlines shown as `⏎`, so a value cannot begin a line of its own. */
export function oneLine(value: string, max = 300): string {
  return clip(value.replace(/\r\n|\r|\n/g, '⏎'), max)
}

/** The properties, redacted and bounded. */
function safeProps(props: AnnotationProps): runner.AnnotationProperties {
  const safe: runner.AnnotationProperties = {}
  if (props.title !== undefined) safe.title = safeText(props.title, 255)
  if (props.file !== undefined) safe.file = safeText(props.file, 1000)
  if (props.startLine !== undefined) safe.startLine = props.startLine
  return safe
}

export class Output {
  private readonly masked = new Set<string>()

  /** Asks the runner to mask every registered secret not masked yet; call before anything else. */
  maskSecrets(): void {
    for (const secret of registeredSecrets()) {
      if (this.masked.has(secret)) continue
      runner.addMask(secret)
      this.masked.add(secret)
    }
  }

  /** Plain log lines; any line that looks like a workflow command is fenced off. */
  info(text: string): void {
    write(safeText(text))
  }

  /** A block of data (a payload): redacted, bounded, fenced off from the runner's parser. */
  block(text: string): void {
    write(safeText(text, BLOCK_MAX))
  }

  /** Log lines under a collapsible heading. */
  group(title: string, lines: string[]): void {
    if (lines.length === 0) return
    runner.startGroup(oneLine(safeText(title), 200))
    for (const line of lines) this.info(line)
    runner.endGroup()
  }

  // Annotation messages and properties are escaped (%, CR, LF, `:` and `,`): one line each.
  warning(message: string, props: AnnotationProps = {}): void {
    runner.annotation('warning', safeText(message), safeProps(props))
  }

  notice(message: string, props: AnnotationProps = {}): void {
    runner.annotation('notice', safeText(message), safeProps(props))
  }

  error(message: string, props: AnnotationProps = {}): void {
    runner.annotation('error', safeText(message), safeProps(props))
  }

  /** A step output, redacted (a later step and its files must not receive a token). */
  setOutput(name: string, value: string): void {
    runner.setOutput(name, redactSecrets(value))
  }
}

/** Writes text as log lines, inside a stop-commands fence when a line could be a command. */
function write(text: string): void {
  if (!COMMAND_LINE.test(text)) {
    runner.info(text)
    return
  }
  const fence = randomUUID()
  runner.info(`::stop-commands::${fence}`)
  runner.info(text)
  runner.info(`::${fence}::`)
}
