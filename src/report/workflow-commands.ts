/**
 * The runner's workflow-command protocol (log lines, annotations, groups, masks, step
 * outputs), written here rather than through @actions/core: importing @actions/core loads its
 * OIDC client, @actions/http-client and undici, which doubled the start-up of every command
 * (docs/startup.md has the figures). The escaping rules are the toolkit's own, so what the
 * runner reads is the same.
 */
import { randomUUID } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { EOL } from 'node:os'

export interface AnnotationProperties {
  title?: string
  file?: string
  startLine?: number
}

/** Message text: `%`, CR and LF escaped, so a message is always one line. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** Property values also escape `:` and `,`, which delimit properties. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

function writeLine(line: string): void {
  process.stdout.write(line + EOL)
}

/** `::name key=value,…::message` */
export function issueCommand(
  name: string,
  properties: Record<string, string | number | undefined>,
  message: string
): void {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
  writeLine(`::${name}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}`)
}

export function info(text: string): void {
  writeLine(text)
}

export function annotation(
  level: 'error' | 'warning' | 'notice',
  message: string,
  props: AnnotationProperties = {}
): void {
  issueCommand(level, { title: props.title, file: props.file, line: props.startLine }, message)
}

export function addMask(secret: string): void {
  issueCommand('add-mask', {}, secret)
}

export function startGroup(title: string): void {
  issueCommand('group', {}, title)
}

export function endGroup(): void {
  issueCommand('endgroup', {}, '')
}

/** A step output: a heredoc block in GITHUB_OUTPUT (the old `set-output` command without it). */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) {
    writeLine('')
    issueCommand('set-output', { name }, value)
    return
  }
  const delimiter = `ghadelimiter_${randomUUID()}`
  // A random delimiter cannot occur in the value by chance; refuse the one case it does.
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Output '${name}' contains its own delimiter`)
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8')
}
