/**
 * Error types shared by every layer. main.ts turns them into one clear message and the exit
 * status; nothing else sets the step's outcome.
 */

/** A bad input, found before any request is sent. Names the input and the offending value. */
export class InputError extends Error {
  constructor(
    readonly input: string,
    readonly value: string,
    reason: string
  ) {
    super(`Input '${input}' ${reason}: ${JSON.stringify(value)}`)
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
