/**
 * Error types shared by every layer. main.ts turns them into one clear message and the exit
 * status; nothing else sets the step's outcome.
 */

export interface InputErrorOptions {
  /** The KOSLI_* variable the value came from. */
  variable?: string
  /** A secret or a value that may hold one: the message never shows it. */
  hideValue?: boolean
}

/**
 * A bad input, found before any request is sent. Names the input (and the variable it came
 * from) and the offending value, unless the value must not be shown.
 */
export class InputError extends Error {
  constructor(
    readonly input: string,
    readonly value: string,
    reason: string,
    opts: InputErrorOptions = {}
  ) {
    const from = opts.variable ? ` (from ${opts.variable})` : ''
    const shown = opts.hideValue ? '' : `: ${JSON.stringify(value)}`
    super(`Input '${input}'${from} ${reason}${shown}`)
    this.name = 'InputError'
  }
}

/** A request field that breaks the spec (pattern, range, required), found before sending. */
export class ValidationError extends Error {
  constructor(
    readonly field: string,
    readonly value: unknown,
    reason: string
  ) {
    super(`Field '${field}' ${reason}: ${JSON.stringify(value)}`)
    this.name = 'ValidationError'
  }
}

/** A file the action had to read (artifact, JUnit report) could not be used. */
export class FileError extends Error {
  constructor(
    readonly path: string,
    reason: string
  ) {
    super(`${path}: ${reason}`)
    this.name = 'FileError'
  }
}

/** Message of any thrown value, for places that must not crash on a non-Error. */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
