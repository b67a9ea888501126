/**
 * Reading action inputs as the runner passes them (INPUT_<NAME> variables). The one rule of
 * precedence: an explicit input, else the official CLI's KOSLI_* variable, else the built-in
 * default (the table in defaults.ts). The runner sets every `default:` of action.yml as an
 * INPUT_* variable, so an input with a variable has no `default:` there: its default is applied
 * after the variable (docs/compatibility.md §9).
 * Every failure is an InputError that names the input and the value.
 */
import { PATTERNS, PATTERN_TEXT } from '../api/rules.js'
import { InputError, type InputErrorOptions } from '../errors.js'
import { httpUrl } from '../util/url.js'
import { INPUT_DEFAULTS, INPUT_VARIABLES } from './defaults.js'

export type Env = NodeJS.ProcessEnv

/** Where a value came from: the input, its KOSLI_* variable, or the default. */
export interface Sourced {
  value: string
  /** `input 'x'` or `KOSLI_X (for input 'x')`: how errors name it. */
  origin: 'input' | 'variable' | 'default'
}

function envName(input: string): string {
  return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`
}

/** The value with its origin; empty values are ignored at each step, as the CLI does. */
export function readSourced(env: Env, input: string): Sourced {
  const explicit = (env[envName(input)] ?? '').trim()
  if (explicit !== '') return { value: explicit, origin: 'input' }
  const variable = INPUT_VARIABLES[input]
  const fromVariable = variable ? (env[variable] ?? '').trim() : ''
  if (fromVariable !== '') return { value: fromVariable, origin: 'variable' }
  return { value: INPUT_DEFAULTS[input] ?? '', origin: 'default' }
}

export function read(env: Env, input: string): string {
  return readSourced(env, input).value
}

/** The error for a value, naming the variable too when the value came from one. */
export function invalid(
  input: string,
  { value, origin }: Sourced,
  reason: string,
  opts: Pick<InputErrorOptions, 'hideValue'> = {}
): InputError {
  return new InputError(input, value, reason, {
    ...opts,
    variable: origin === 'variable' ? INPUT_VARIABLES[input] : undefined
  })
}

/** What an empty input is required for, and what may be given instead. */
export interface Requirement {
  /** A command (`report`), or a case (`reporting artifacts outside GitHub Actions`). */
  for: string
  /** What would do instead, in words: `fingerprint or junit`. */
  orGive?: string
}

/**
 * The one way to say an input is required, for every command: `Input 'flow' is required for
 * report (or set KOSLI_FLOW): ""` — what needs it, what would do instead, and its variable.
 */
export function missing(input: string, need: Requirement): InputError {
  const variable = INPUT_VARIABLES[input]
  const instead = [need.orGive && `give ${need.orGive}`, variable && `set ${variable}`]
  const or = instead.filter(Boolean).join(', or ')
  return new InputError(input, '', `is required for ${need.for}${or ? ` (or ${or})` : ''}`)
}

/** The input's value; empty, it is refused with `missing`. */
export function readRequired(env: Env, input: string, need: Requirement): string {
  const value = read(env, input)
  if (!value) throw missing(input, need)
  return value
}

/** Multiline input → trimmed non-empty lines (comments are not special: paths may hold '#'). */
export function readLines(env: Env, input: string): string[] {
  return read(env, input)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
}

/** The YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them. */
const INPUT_TRUE = ['true', 'True', 'TRUE']
const INPUT_FALSE = ['false', 'False', 'FALSE']
/** Go's strconv.ParseBool, as the CLI reads a KOSLI_* variable. */
const VARIABLE_TRUE = [...INPUT_TRUE, '1', 't', 'T']
const VARIABLE_FALSE = [...INPUT_FALSE, '0', 'f', 'F']

/** The boolean a value spells, else undefined: the YAML core set for an input, the CLI's for a variable. */
export function spelledBool(sourced: Sourced): boolean | undefined {
  const variable = sourced.origin === 'variable'
  if ((variable ? VARIABLE_TRUE : INPUT_TRUE).includes(sourced.value)) return true
  if ((variable ? VARIABLE_FALSE : INPUT_FALSE).includes(sourced.value)) return false
  return undefined
}

/** A boolean: exactly the YAML core set for an input (the CLI's set for a KOSLI_* variable). */
export function parseBool(input: string, sourced: Sourced): boolean {
  const value = spelledBool(sourced)
  if (value !== undefined) return value
  throw invalid(input, sourced, 'must be true or false (true, True, TRUE, false, False or FALSE)')
}

export function readBool(env: Env, input: string): boolean {
  return parseBool(input, readSourced(env, input))
}

/** An optional boolean: undefined when neither the input nor a default gives one. */
export function readOptionalBool(env: Env, input: string): boolean | undefined {
  const sourced = readSourced(env, input)
  return sourced.value === '' ? undefined : parseBool(input, sourced)
}

/** A whole number input that has a built-in default (defaults.ts): always a number. */
export function readDefaultedInt(env: Env, input: string, min: number, max: number): number {
  const value = readInt(env, input, min, max)
  if (value === undefined) throw new Error(`Input '${input}' has no built-in default`)
  return value
}

export function readInt(env: Env, input: string, min: number, max: number): number | undefined {
  const sourced = readSourced(env, input)
  const { value } = sourced
  if (value === '') return undefined
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw invalid(input, sourced, `must be a whole number from ${min} to ${max}`)
  }
  return Number(value)
}

/** One of a fixed set of words. */
export function readChoice<T extends string>(env: Env, input: string, choices: readonly T[]): T {
  const sourced = readSourced(env, input)
  if (!(choices as readonly string[]).includes(sourced.value)) {
    throw invalid(input, sourced, `must be one of ${choices.join(', ')}`)
  }
  return sourced.value as T
}

/** `key=value` lines → pairs, in order (spaces around `=` are dropped). */
export function readPairs(env: Env, input: string): Array<[string, string]> {
  return readLines(env, input).map((line) => {
    const eq = line.indexOf('=')
    const key = line.slice(0, Math.max(eq, 0)).trim()
    const value = line.slice(eq + 1).trim()
    if (eq < 0 || key === '' || value === '') {
      throw new InputError(input, line, 'must have one key=value per line')
    }
    return [key, value]
  })
}

export function requireMatch(input: string, value: string, pattern: keyof typeof PATTERNS): void {
  if (!PATTERNS[pattern].test(value)) {
    throw new InputError(input, value, `must match ${PATTERN_TEXT[pattern]}`)
  }
}

export function requireUrl(input: string, value: string): void {
  if (!httpUrl(value)) throw new InputError(input, value, 'must be an http(s) URL')
}
