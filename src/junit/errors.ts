/**
 * The one error type of src/junit: a report that cannot be used (malformed XML, an unsupported
 * encoding, a file over a limit) or a set of reports without any test suite.
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
