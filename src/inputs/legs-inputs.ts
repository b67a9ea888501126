/**
 * The inputs of `command: legs` (docs/matrix-builds.md): `expect-legs` — `auto`, a number of
 * legs, or a JSON list of matrix objects — and `legs-job`, the matrix job `auto` reads GitHub's
 * record of. Every refusal names the input and the value, before any request.
 */
import type { GitHubContext } from '../context/github.js'
import type { RunnerContext } from '../context/runner.js'
import { InputError } from '../errors.js'
import { matrixKey } from '../legs/count.js'
import type { ExpectedLegs } from '../results.js'
import { missing, read, readRequired, type Env } from './read.js'

/** GitHub runs at most 256 jobs of one matrix. */
export const MAX_LEGS = 256

export interface LegsInputs {
  expectLegs: ExpectedLegs
}

/** `expect-legs` (with `legs-job` for `auto`). */
export function readLegsInputs(env: Env, command: string): LegsInputs {
  const value = readRequired(env, 'expect-legs', { for: command })
  if (value === 'auto') {
    const job = read(env, 'legs-job')
    if (!job) throw missing('legs-job', { for: 'expect-legs: auto' })
    return { expectLegs: { kind: 'auto', job } }
  }
  if (/^\d+$/.test(value)) {
    const legs = Number(value)
    if (legs < 1 || legs > MAX_LEGS) {
      throw new InputError('expect-legs', value, `must be a number of legs from 1 to ${MAX_LEGS}`)
    }
    return { expectLegs: { kind: 'count', legs } }
  }
  return { expectLegs: { kind: 'list', legs: matrixList(value) } }
}

/** A JSON list of 1 to MAX_LEGS matrix objects, no two alike. */
function matrixList(value: string): Record<string, unknown>[] {
  const refuse = (why: string): InputError =>
    new InputError(
      'expect-legs',
      value,
      `must be auto, a number of legs, or a JSON list of matrix objects: ${why}`
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw refuse('it is none of these')
  }
  if (!Array.isArray(parsed)) throw refuse('it is not a list')
  if (parsed.length < 1 || parsed.length > MAX_LEGS) {
    throw refuse(`it lists ${parsed.length} legs, not 1 to ${MAX_LEGS}`)
  }
  const isObject = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length > 0
  const bad = parsed.findIndex((x) => !isObject(x))
  if (bad >= 0) throw refuse(`item ${bad + 1} is not an object of matrix values`)
  const keys = parsed.map((x) => matrixKey(x as Record<string, unknown>))
  const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i)
  if (twice >= 0) throw refuse(`item ${twice + 1} lists the same leg as an earlier one`)
  return parsed as Record<string, unknown>[]
}

/** The key of `user_data` the override's legs go under, beside the user's own keys. */
export const LEGS_USER_DATA_KEY = 'records_action_legs'

/**
 * `user-data` for the override of missing legs: an object (the legs go beside its keys, under
 * LEGS_USER_DATA_KEY), or nothing. Anything else, or a key of the action's own, is refused.
 */
export function legsUserData(env: Env, userData: unknown): Record<string, unknown> | undefined {
  if (userData === undefined) return undefined
  const file = read(env, 'user-data')
  if (typeof userData !== 'object' || userData === null || Array.isArray(userData)) {
    throw new InputError(
      'user-data',
      file,
      `must hold a JSON object for command legs: the legs go beside its keys, under ${LEGS_USER_DATA_KEY}`
    )
  }
  if (Object.hasOwn(userData, LEGS_USER_DATA_KEY)) {
    throw new InputError(
      'user-data',
      file,
      `has the key ${LEGS_USER_DATA_KEY}, which this action fills with the legs: rename it`
    )
  }
  return userData as Record<string, unknown>
}

/** Where the legs are counted from: the run, its runner, the job's token. */
export interface LegsRun {
  command: string
  github: Pick<GitHubContext, 'runId'>
  runner: Pick<RunnerContext, 'cannotReadArtifacts'>
  githubToken: string
}

/**
 * The legs are counted in a run of GitHub Actions, through GitHub's API, where the legs can save
 * presence records (not on GitHub Enterprise Server): refused before any request otherwise.
 */
export function refuseWhereLegsCannotBeCounted(run: LegsRun): void {
  const cannot = run.runner.cannotReadArtifacts
  if (cannot === 'enterprise-server') {
    throw new InputError(
      'command',
      run.command,
      'cannot count legs on GitHub Enterprise Server: its legs cannot save presence records there (no workflow artifacts)'
    )
  }
  if (cannot === 'outside-actions' || !/^\d+$/.test(run.github.runId)) {
    throw new InputError(
      'command',
      run.command,
      'counts the legs of its own run: it needs a GitHub Actions run'
    )
  }
  if (run.githubToken === '') {
    throw new InputError(
      'github-token',
      '',
      "is required for legs: the legs' presence records are read through GitHub's API (permissions: actions: read)"
    )
  }
}
