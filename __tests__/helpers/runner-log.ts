/**
 * The step log read as GitHub's runner reads it (docs/runner-lines.md): stdout split into lines
 * at CR, LF and CRLF (StreamReader.ReadLine); each line tried as a `::name props::data` command
 * after .NET's TrimStart, then as a legacy `##[name props]data` command anywhere in the line
 * (ActionCommand.TryParseV2 / TryParse); `stop-commands` pauses everything but its token
 * (ActionCommandManager.TryProcessCommand). Written from the runner's rules, not from the
 * action's code, so the tests that use it check the action against the runner.
 */

/** The commands the runner registers (case-insensitive), from its command extensions. */
const REGISTERED = [
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'warning',
  'error',
  'notice',
  'debug',
  'group',
  'endgroup',
  'echo'
]

/** .NET's Char.IsWhiteSpace: Unicode's White_Space (U+0085, U+00A0, U+2028… included). */
const DOTNET_LEADING_SPACE = /^\p{White_Space}+/u

export interface RunnerCommand {
  name: string
  properties: Record<string, string>
  data: string
  /** The whole line it was read from. */
  line: string
}

export interface RunnerReading {
  commands: RunnerCommand[]
  /** The runner is still paused by `stop-commands` after the last line. */
  stopped: boolean
  /** `group` minus `endgroup` commands read. */
  openGroups: number
}

const unescapeV2Data = (s: string): string =>
  s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
const unescapeV2Property = (s: string): string =>
  unescapeV2Data(s).replace(/%3A/g, ':').replace(/%2C/g, ',')
const unescapeV1 = (s: string): string =>
  s
    .replace(/%3B/g, ';')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%5D/g, ']')
    .replace(/%25/g, '%')

function properties(text: string, separator: string, unescape: (s: string) => string) {
  const props: Record<string, string> = {}
  for (const part of text.split(separator).filter((p) => p !== '')) {
    const eq = part.indexOf('=')
    if (eq > 0 && eq < part.length - 1) props[part.slice(0, eq)] = unescape(part.slice(eq + 1))
  }
  return props
}

function parseV2(line: string, registered: Set<string>): RunnerCommand | undefined {
  const message = line.replace(DOTNET_LEADING_SPACE, '')
  if (!message.startsWith('::')) return undefined
  const end = message.indexOf('::', 2)
  if (end < 0) return undefined
  const info = message.slice(2, end)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!registered.has(name.toLowerCase())) return undefined
  const props = space > 0 ? properties(info.slice(space + 1).trim(), ',', unescapeV2Property) : {}
  return { name, properties: props, data: unescapeV2Data(message.slice(end + 2)), line }
}

function parseV1(line: string, registered: Set<string>): RunnerCommand | undefined {
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const rb = line.indexOf(']', prefix)
  if (rb < 0) return undefined
  const info = line.slice(prefix + 3, rb)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!registered.has(name.toLowerCase())) return undefined
  const props = space > 0 ? properties(info.slice(space + 1), ';', unescapeV1) : {}
  return { name, properties: props, data: unescapeV1(line.slice(rb + 1)), line }
}

interface RunnerLine {
  line: string
  /** The command the runner acts on in the line (none while paused by `stop-commands`). */
  command?: RunnerCommand
  /** The line is the token that ends a `stop-commands` pause: the runner does not show it. */
  resumes?: boolean
  /** The runner is paused by `stop-commands` after this line. */
  paused: boolean
}

/** Each line of `stdout` as the runner reads it, in order. */
function* runnerLines(stdout: string): Generator<RunnerLine> {
  const registered = new Set(REGISTERED)
  let stopToken: string | undefined
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    if (line === '') continue
    const command = parseV2(line, registered) ?? parseV1(line, registered)
    if (stopToken !== undefined) {
      // Paused: only the token resumes; every other line is plain text.
      if (command?.name.toLowerCase() === stopToken.toLowerCase()) {
        registered.delete(stopToken.toLowerCase())
        stopToken = undefined
        yield { line, resumes: true, paused: false }
      } else yield { line, paused: true }
      continue
    }
    if (command?.name.toLowerCase() === 'stop-commands') {
      stopToken = command.data
      registered.add(stopToken.toLowerCase())
    }
    yield { line, command, paused: stopToken !== undefined }
  }
}

/** Every command the runner would act on in `stdout`, in order. */
export function readAsRunner(stdout: string): RunnerReading {
  const commands: RunnerCommand[] = []
  let stopped = false
  let openGroups = 0
  for (const { command, paused } of runnerLines(stdout)) {
    stopped = paused
    if (!command) continue
    commands.push(command)
    const name = command.name.toLowerCase()
    if (name === 'group') openGroups++
    else if (name === 'endgroup') openGroups--
  }
  return { commands, stopped, openGroups }
}

/** A line of the step log as the runner shows it. */
export interface ShownLine {
  /** The line as written (a command's whole line). */
  line: string
  /** The command it is: `notice`, `warning`, `error`, `group` (a group's heading), … */
  command?: string
  /** Shown inside a collapsed group. */
  inGroup: boolean
}

/** Commands the runner acts on without showing a line (debug only with step debug on). */
const HIDDEN = ['add-mask', 'stop-commands', 'endgroup', 'debug', 'set-output', 'save-state']

/**
 * The step log (stdout and stderr in order) as the runner shows it without step debug: each
 * line, and whether it is inside a group. A group's heading is shown outside it.
 */
export function shownLines(log: string): ShownLine[] {
  const shown: ShownLine[] = []
  let inGroup = false
  for (const { line, command, resumes } of runnerLines(log)) {
    if (resumes) continue
    const name = command?.name.toLowerCase()
    if (name === 'endgroup') inGroup = false
    if (name !== undefined && HIDDEN.includes(name)) continue
    shown.push({ line, ...(name !== undefined && { command: name }), inGroup })
    if (name === 'group') inGroup = true
  }
  return shown
}

/** The lines shown outside every group, group headings left out: what a reader sees unfolded. */
export function linesOutsideGroups(log: string): ShownLine[] {
  return shownLines(log).filter((l) => !l.inGroup && l.command !== 'group')
}

/** The marker that hostile data puts right after a command it tries to forge. */
export const FORGED = 'FORGED'

/**
 * What hostile data looks like: a forged command (`::name::`, `##[name]`) after every kind of
 * line break and .NET white space, at the start and in the middle of a value.
 */
export function hostileValues(): string[] {
  const breaks = ['\n', '\r', '\r\n']
  const spaces = [
    ' ',
    '\t',
    '\v',
    '\f',
    '\u0085',
    '\u00a0',
    '\u1680',
    '\u2000',
    '\u2005',
    '\u200a',
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u3000'
  ]
  const values = [
    `##[warning]${FORGED}`,
    `t ##[add-mask]${FORGED}`,
    `t ##[stop-commands]${FORGED}`,
    `t ##[set-output name=forged]${FORGED}`,
    `::error::${FORGED}`
  ]
  for (const b of breaks) values.push(`t${b}::warning::${FORGED}`, `t${b}##[error]${FORGED}`)
  for (const s of spaces) values.push(`${s}::notice::${FORGED}`, `t\n${s}${s}::error::${FORGED}`)
  return values
}

/**
 * The commands in `stdout` that the action did not write itself: any command whose data or a
 * property starts with FORGED (hostile data only ever puts it right after a forged command),
 * any `add-mask` of something other than `secrets`, a runner left paused, or groups left open.
 */
export function forgedCommands(stdout: string, secrets: string[] = []): string[] {
  const reading = readAsRunner(stdout)
  const problems: string[] = []
  for (const c of reading.commands) {
    const values = [c.data, ...Object.values(c.properties)]
    if (values.some((v) => v.startsWith(FORGED))) problems.push(`forged: ${JSON.stringify(c.line)}`)
    if (c.name.toLowerCase() === 'add-mask' && !secrets.includes(c.data)) {
      problems.push(`mask of data: ${JSON.stringify(c.line)}`)
    }
    if (
      ['set-output', 'save-state', 'set-env', 'add-path', 'echo'].includes(c.name.toLowerCase())
    ) {
      problems.push(`command the action never writes: ${JSON.stringify(c.line)}`)
    }
  }
  if (reading.stopped) problems.push('the runner is left paused by stop-commands')
  if (reading.openGroups !== 0) problems.push(`groups left unbalanced: ${reading.openGroups}`)
  return problems
}
