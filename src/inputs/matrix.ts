/**
 * `matrix`: the values of the job's matrix leg, as JSON. action.yml's default is
 * `${{ toJSON(matrix) }}`, which the runner evaluates itself (an input's default may use the
 * github, strategy, matrix, job and runner contexts); outside a matrix it gives `null`.
 */
import { createHash } from 'node:crypto'
import { InputError } from '../errors.js'
import { clip } from '../util/clip.js'
import { read, type Env } from './read.js'

/** A context the runner gave as JSON, parsed; undefined when it is not JSON. */
function parsedOrUndefined(value: string): unknown {
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}

/** The leg's values, e.g. `{ os: 'ubuntu-latest' }`; undefined when the job is not a matrix leg. */
export function readMatrixLeg(env: Env): Record<string, unknown> | undefined {
  const value = read(env, 'matrix')
  if (value === '' || value === 'null') return undefined
  const leg = parsedOrUndefined(value)
  if (typeof leg !== 'object' || leg === null || Array.isArray(leg)) {
    throw new InputError('matrix', value, 'must be the JSON of the matrix: leave its default')
  }
  return Object.keys(leg).length > 0 ? (leg as Record<string, unknown>) : undefined
}

/** The most of a leg's values shown in a name or a message. */
const LEG_WORDS_CHARS = 100

/** The leg's values in words, `os: windows-latest, node: 20`, bounded for a name. */
export function matrixLegWords(leg: Record<string, unknown>): string {
  const words = Object.entries(leg)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ')
  return clip(words, LEG_WORDS_CHARS)
}

/** JSON with every object's keys in order: one text for one leg, however it was given. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0
    )
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

/**
 * The leg's identity: 32 hex digits of the SHA-256 of its whole JSON. Its words are cut for a
 * name; this is not, so two legs whose values differ anywhere differ here (docs/bad-day.md,
 * "Never stale").
 */
export function matrixLegDigest(leg: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(leg)).digest('hex').slice(0, 32)
}

/** The leg's place in its matrix, from the `strategy` input. */
export interface StrategyPlace {
  jobIndex: number
  jobTotal: number
}

/**
 * `strategy`: the job's `strategy` context as JSON (action.yml's default, `${{ toJSON(strategy) }}`,
 * which the runner evaluates): the leg's `job-index` and `job-total`. Undefined when not given.
 */
export function readStrategy(env: Env): StrategyPlace | undefined {
  const value = read(env, 'strategy')
  if (value === '' || value === 'null') return undefined
  const s = parsedOrUndefined(value) as Record<string, unknown> | null | undefined
  const index = s?.['job-index']
  const total = s?.['job-total']
  if (
    !Number.isInteger(index) ||
    !Number.isInteger(total) ||
    Number(index) < 0 ||
    Number(total) < 1
  ) {
    throw new InputError(
      'strategy',
      value,
      'must be the JSON of the strategy context: leave its default'
    )
  }
  return { jobIndex: Number(index), jobTotal: Number(total) }
}
