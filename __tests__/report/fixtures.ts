/** Builders of CommandResult values for the report tests. */
import type {
  ArtifactRow,
  CommandResult,
  FailedTest,
  JUnitOutcome,
  Write,
  WriteState
} from '../../src/results.js'
import { renderSummary } from '../../src/report/summary.js'
import { GITHUB_LIMITS } from '../../src/report/display-limits.js'

/** The summary for a smaller budget (the check run's 65,535 bytes by default). */
export function renderSummaryTop(
  result: CommandResult,
  maxBytes: number = GITHUB_LIMITS.checkRunSummaryBytes
): string {
  return renderSummary(result, { maxBytes })
}

/** What `fn` wrote to stdout while it ran (not printed). */
export function capturedStdout(fn: () => void): string {
  const original = process.stdout.write
  let out = ''
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out += chunk.toString()
    return true
  }) as typeof process.stdout.write
  try {
    fn()
  } finally {
    process.stdout.write = original
  }
  return out
}

/** Puts back the environment variables saved before the tests (deleting those that were unset). */
export function restoreEnv(saved: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

export const HOSTILE = '<img src=x onerror=alert(1)>|`code` @someone [x](javascript:alert(1)) #123'

export const FP = 'a'.repeat(12) + '0123456789abcdef'.repeat(3) + 'bbbb'

let writeIds = 0

/** A write of `kind` in `state` (recorded by default), with an id of its own. */
export function write(
  kind: Write['kind'],
  label: string,
  state: WriteState = 'recorded',
  detail?: string
): Write {
  writeIds += 1
  return { id: `w${writeIds}`, kind, label, state, ...(detail !== undefined && { detail }) }
}

/** An artifact as a test names it: fingerprinted when it has a fingerprint, else unreadable. */
export type ArtifactSpec = Omit<ArtifactRow, 'stage' | 'fingerprint'> & { fingerprint?: string }

/** The row of the result for an artifact a test names. */
export function artifactRow({ fingerprint, ...a }: ArtifactSpec): ArtifactRow {
  return fingerprint === undefined
    ? { ...a, stage: 'unreadable' }
    : { ...a, stage: 'fingerprinted', fingerprint }
}

/**
 * Artifacts each reported (in `state`, recorded by default), and their writes; an artifact
 * without a fingerprint could not be read: its write failed (`detail`: why).
 */
export function reportedArtifacts(
  list: Array<ArtifactSpec & { state?: WriteState; detail?: string }>
): { artifacts: ArtifactRow[]; writes: Write[] } {
  const writes: Write[] = []
  const artifacts = list.map(({ state, detail, ...a }) => {
    const w = write('artifact', `artifact ${a.name}`, state, detail)
    writes.push(w)
    return { ...artifactRow(a), writeId: w.id }
  })
  return { artifacts, writes }
}

/**
 * A report's result. With `junit` and no `writes`, its attestation is recorded (a result whose
 * attestation was not made gives `writes` itself); the tests' outcome points to its write.
 */
export function baseResult(overrides: Partial<CommandResult> = {}): CommandResult {
  const made = overrides.junit && !overrides.writes && write('junit', "JUnit attestation 'junit'")
  const writes = overrides.writes ?? (made ? [made] : [])
  // The tests' outcome names its attestation's write, as the commands do: the first JUnit write
  // unless the test names one.
  const attestation = writes.find((w) => w.kind === 'junit')
  const junit = overrides.junit && {
    ...overrides.junit,
    ...(overrides.junit.writeId === undefined && attestation && { writeId: attestation.id })
  }
  return {
    command: 'report',
    title: 'build report',
    givesVerdict: true,
    destination: {
      org: 'acme',
      flow: 'backend',
      trail: 'c0ffee',
      commit: 'c0ffee0123456789c0ffee0123456789c0ffee01',
      baseUrl: 'https://user:s3cr3t@records.example.com/api/v2',
      dryRun: false
    },
    build: { workspace: process.cwd() },
    failures: [],
    warnings: [],
    notices: [],
    ...overrides,
    ...(junit && { junit }),
    writes
  }
}

/** A failing test whose `file` the command found in the repository (`at` = file:line). */
export function failedTest(i: number, overrides: Partial<FailedTest> = {}): FailedTest {
  const file =
    overrides.file === undefined && 'file' in overrides
      ? undefined
      : (overrides.file ?? `src/file${i % 4}.ts`)
  const line = 'line' in overrides ? overrides.line : 10 + i
  return {
    ...(file !== undefined && { at: { path: file, line: line ?? 1 } }),
    kind: i % 3 === 2 ? 'error' : 'failure',
    suite: `Suite${i % 7}`,
    classname: `pkg.Class${i % 5}`,
    name: `test number ${i}`,
    file: `src/file${i % 4}.ts`,
    line: 10 + i,
    message: `expected ${i} to equal ${i + 1}`,
    details: `AssertionError: expected ${i}\n    at Object.<anonymous> (src/file.ts:${i})`,
    report: 'reports/junit.xml',
    ...overrides
  }
}

export function junitOutcome(
  failed: FailedTest[],
  overrides: Partial<JUnitOutcome> = {}
): JUnitOutcome {
  const failures = failed.filter((t) => t.kind === 'failure').length
  const errors = failed.length - failures
  return {
    files: ['reports/junit.xml'],
    skippedReports: [],
    results: [
      { name: 'Suite0', failures, errors, skipped: 1, total: failed.length + 3, duration: 1.5 }
    ],
    suites: [
      {
        name: 'Suite0',
        failures,
        errors,
        skipped: 1,
        total: failed.length + 3,
        duration: 1.5,
        report: 'reports/junit.xml'
      }
    ],
    totals: { total: failed.length + 3, failures, errors, skipped: 1, duration: 1.5 },
    failedTests: failed,
    failedTestsOmitted: 0,
    flakyTests: [],
    attestationName: 'junit',
    ...overrides
  }
}
