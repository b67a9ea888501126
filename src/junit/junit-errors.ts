/** The error types of src/junit. */

/**
 * A report that cannot be used (malformed XML, an unsupported encoding, a file over a limit) or
 * a set of reports without any test suite: the one src/junit error callers see.
 */
export class JUnitError extends Error {
  constructor(
    /** The report file as the user sees it (relative to the workspace), when one is to blame. */
    readonly file: string | undefined,
    /** 1-based line of the problem, when known. */
    readonly line: number | undefined,
    /** A plain reason, without the file and line. */
    readonly reason: string,
    /** The report's repository path, to annotate the problem on it. */
    readonly inRepository?: string
  ) {
    super(
      file === undefined
        ? reason
        : `cannot parse JUnit report ${file}${line === undefined ? '' : ` (line ${line})`}: ${reason}`
    )
    this.name = 'JUnitError'
  }
}

/** Bytes that are not valid in the report's encoding (turned into a JUnitError by the reader). */
export class EncodingError extends Error {}

/** `attach-results: true` and the reports do not fit the service's limit even compressed. */
export class AttachmentTooLargeError extends Error {
  constructor(
    readonly filename: string,
    readonly bytes: number,
    readonly limit: number,
    /** Why it does not fit, in words. */
    reason: string
  ) {
    super(
      `cannot attach ${filename}: ${reason}. Narrow the 'junit' ` +
        `globs, or set 'attach-results: auto' to send the attestation without the reports ` +
        `when they do not fit, or 'attach-results: false' never to attach them`
    )
    this.name = 'AttachmentTooLargeError'
  }
}
