/**
 * Reading action inputs the way the runner passes them (INPUT_<NAME> variables), with the
 * official CLI's KOSLI_* fallbacks, and the checks every input shares. Each failure is an
 * InputError that names the input and the value.
 */
import { PATTERNS, PATTERN_TEXT } from './api/models.js'
import { InputError } from './errors.js'

export type Env = NodeJS.ProcessEnv

function envName(input: string): string {
  return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`
}

/** The input's value, else the KOSLI_* fallback (empty values are ignored, as the CLI does). */
export function read(env: Env, input: string, fallback?: string): string {
  const v = (env[envName(input)] ?? '').trim()
  if (v !== '') return v
  if (fallback) return (env[fallback] ?? '').trim()
  return ''
}

/** Multiline input → trimmed non-empty lines (comments are not special: paths may hold '#'). */
export function readLines(env: Env, input: string): string[] {
  return read(env, input)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
}

export function readBool(env: Env, input: string, dflt: boolean, fallback?: string): boolean {
  const v = read(env, input, fallback)
  if (v === '') return dflt
  if (/^(true|yes|1)$/i.test(v)) return true
  if (/^(false|no|0)$/i.test(v)) return false
  throw new InputError(input, v, 'must be true or false')
}

export function readInt(env: Env, input: string, min: number, max: number): number | undefined {
  const v = read(env, input)
  if (v === '') return undefined
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new InputError(input, v, `must be a whole number from ${min} to ${max}`)
  }
  return Number(v)
}

/** `key=value` lines → pairs, in order. */
export function readPairs(env: Env, input: string): Array<[string, string]> {
  return readLines(env, input).map((line) => {
    const eq = line.indexOf('=')
    if (eq <= 0 || eq === line.length - 1) {
      throw new InputError(input, line, 'must have one key=value per line')
    }
    return [line.slice(0, eq).trim(), line.slice(eq + 1).trim()]
  })
}

export function requireMatch(input: string, value: string, pattern: keyof typeof PATTERNS): void {
  if (!PATTERNS[pattern].test(value)) {
    throw new InputError(input, value, `must match ${PATTERN_TEXT[pattern]}`)
  }
}

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== ''
  } catch {
    return false
  }
}

export function requireUrl(input: string, value: string): void {
  if (!isHttpUrl(value)) throw new InputError(input, value, 'must be an http(s) URL')
}
