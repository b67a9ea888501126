/**
 * Shared by the input-group tests: the environment a runner gives (`INPUT_<NAME>` for each
 * `with:`), and what a refusal must be: an InputError that names the input and the value,
 * in its fields and in the message a person reads.
 */
import { expect } from '@jest/globals'
import { InputError } from '../../src/errors.js'
import type { Env } from '../../src/inputs/read.js'

/** The runner's variables for these inputs (names upper-cased, hyphens kept), plus `extra`. */
export function inputs(values: Record<string, string>, extra: Env = {}): Env {
  return {
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...extra
  }
}

/** The error `read` throws, checked to be an InputError. */
export async function refusal(read: () => unknown): Promise<InputError> {
  let thrown: unknown
  try {
    await read()
  } catch (err) {
    thrown = err
  }
  expect(thrown).toBeInstanceOf(InputError)
  return thrown as InputError
}

/**
 * Checks that `read` refuses naming `input` and `value` (shown in the message unless
 * `hidden`: then it must not appear at all), and that the message says `why`.
 */
export async function expectRefused(
  read: () => unknown,
  input: string,
  value: string,
  why: RegExp,
  hidden = false
): Promise<InputError> {
  const err = await refusal(read)
  expect(err.input).toBe(input)
  expect(err.message).toMatch(new RegExp(`^Input '${input}'`))
  expect(err.message).toMatch(why)
  if (hidden) {
    if (value !== '') expect(err.message).not.toContain(value)
  } else {
    expect(err.value).toBe(value)
    expect(err.message.endsWith(`: ${JSON.stringify(value)}`)).toBe(true)
  }
  return err
}
