/**
 * What commands return and report/ renders. Each command builds its result once and prints
 * nothing; the renderers (job summary, outputs, check run) read only these.
 */
import type { CommandName } from './command-names.js'
import type { Approval, Deployment, Environment, JUnitResult, SearchResult } from './api/models.js'
import type { WriteKind } from './api/operations.js'

export type ArtifactType = 'file' | 'dir' | 'docker' | 'oci'

/**
 * What became of a write: every place that counts, lists or words writes reads this one state
 * (report/writes.ts words each).
 * - `recorded`: the service accepted it;
 * - `failed`: the service refused it, or its request failed, for reasons of its own (`detail`);
 * - `deferred`: kept in the outbox while the service is down, for `replay`;
 * - `stopped`: not recorded because the run was stopped (the token refused, the service down,
 *   the job cancelled) before it was sent; that cause is told once, not with every write it
 *   stopped;
 * - `in-flight`: sent, and the job was cancelled before an answer came: the service may have
 *   recorded it; no receipt names it, so the next replay sends it again (docs/bad-day.md);
 * - `preview`: a dry run or a fork's or Dependabot's preview: nothing was sent;
 * - `earlier`: a replay found that an earlier replay recorded it (`detail`: when and by which run);
 * - `superseded`: a replay did not send it, because something newer is known of its subject
 *   (`detail`: by what, and when; docs/bad-day.md, "Never stale").
 */
export type WriteState =
  | 'recorded'
  | 'failed'
  | 'deferred'
  | 'stopped'
  | 'in-flight'
  | 'preview'
  | 'earlier'
  | 'superseded'
  | 'held'

/** Counted as in the service: recorded now, or by an earlier replay. */
export const IN_THE_SERVICE: readonly WriteState[] = ['recorded', 'earlier']

/** Whether a write in `state` is in the service (IN_THE_SERVICE): the one test of it. */
export const isInService = (state: WriteState | undefined): boolean =>
  state !== undefined && IN_THE_SERVICE.includes(state)

/** One write of the run (an artifact report, an attestation, an override) and its outcome. */
export interface Write {
  /** Kept across the outbox and replays: receipts and a re-deferred write name it. */
  id: string
  kind: WriteKind
  /** What it records, for people: `artifact shop.tar.gz`, `JUnit attestation 'junit'`. */
  label: string
  state: WriteState
  /** `failed`: the error; `stopped`: the stop in a few words; `earlier`: when and by whom. */
  detail?: string
  /**
   * The digest of the subject it records (outbox/subject.ts), once its request was built: a
   * check run lists those it recorded, so that a replay can tell what it supersedes.
   */
  subject?: string
}

/** A request a dry run would have sent. */
export interface DryRunRequest {
  method: 'GET' | 'POST'
  url: string
  /** The payload as text: pretty JSON, or one line per multipart part; absent for a GET. */
  body?: string
}

/**
 * An artifact passes through stages, each its own type: what the inputs named (NamedArtifact),
 * then what reading it gave (ReadArtifact: fingerprinted, or unreadable and why), then a row of
 * the result (ArtifactRow) that points to its write. A new stage is a new member of
 * `ReadArtifact` and `ArtifactRow` made where it is decided (src/fingerprint/fingerprint-artifacts.ts); the
 * compiler then names the one place that sends (commands/send-artifacts.ts) and the one that
 * words it (report/sections/artifacts-section.ts's stageWords, for the table and the log).
 */
interface ArtifactIdentity {
  /** The `filename` sent: the base name of the path, or the image name, or artifact-name. */
  name: string
  /** The path or image reference as resolved from the `artifacts` line ('' for a bare fingerprint). */
  path: string
  type: ArtifactType
  /** `template-name=` prefix of the `artifacts` line. */
  templateName?: string
}

/** Stage 1: an artifact the inputs named, checked to exist, not yet read. */
export interface NamedArtifact extends ArtifactIdentity {
  /**
   * For a glob match whose path is not UTF-8: its absolute path as a byte string
   * (src/util/byte-strings.ts), what is opened; `path` is then how it is shown (escaped).
   */
  fsPath?: string
  /** The `fingerprint` input, for the one artifact it stands for: nothing is read. */
  givenFingerprint?: string
}

/** Stage 2: an artifact read — fingerprinted, or unreadable and why (then it is not sent). */
export type ReadArtifact = NamedArtifact &
  ({ stage: 'fingerprinted'; fingerprint: string } | { stage: 'unreadable'; error: string })

/**
 * An artifact in the result. It keeps no failure of its own: an unreadable artifact's failure
 * is its write's (a failed write, worded by report/writes.ts) or, where nothing is sent
 * (`fingerprint`), the command's failure.
 */
export type ArtifactRow = ArtifactIdentity & {
  /** The id of its report in the result's `writes`, once one was made. */
  writeId?: string
  /** Link to the artifact's page, from the search that follows the report. */
  htmlUrl?: string
} & ({ stage: 'fingerprinted'; fingerprint: string } | { stage: 'unreadable' })

/** What reading an artifact came to. */
export type ArtifactStage = ArtifactRow['stage']

/** A failing or erroring testcase, kept for people (summary, annotations). */
export interface FailedTest {
  kind: 'failure' | 'error'
  suite: string
  classname: string
  name: string
  /** The source file: its repository path when found there (see `at`), else as the report wrote it. */
  file?: string
  line?: number
  /** Where its `<testcase>` starts in the report. */
  reportLine?: number
  /**
   * The one place annotations, the summary and the log show for it, as a repository path: `file`
   * at `line` (1 when unknown) when that file was found in the repository, else the report at
   * its `<testcase>`. Absent when neither is in the repository. `tracked`: git tracks the file,
   * so it can be linked at the recorded commit.
   */
  at?: { path: string; line: number; tracked?: boolean }
  /** What went wrong, in the tool's words (src/junit/failure-text.ts). */
  message: string
  /** The failure body, trimmed and cut to a bounded size. */
  details: string
  /** The report file it came from. */
  report: string
}

/**
 * A failing test beyond those kept with details (FailedTest), named for the attestation's
 * record as its report writes it (src/junit/failure-list.ts).
 */
export interface ListedFailure {
  /** `classname#name` (the suite's name where there is no classname). */
  id: string
  kind: 'failure' | 'error'
  /** Its `file` and `line` attributes, as written. */
  file?: string
  line?: number
  /** Its message (or type) as written; the record keeps its first line. */
  message: string
}

/** Every failing test of a run named, in report order (src/junit/failure-list.ts). */
export interface NamedFailures {
  /** Every failing test's id, up to a bound; `idsOmitted` counts the rest. */
  ids: string[]
  idsOmitted: number
  /** sha256 hex of every id followed by a newline, in report order (`list_sha256`). */
  sha256: string
  /** The failing tests beyond `failedTests`, in report order (bounded). */
  more: ListedFailure[]
}

/** A Surefire-style flaky test: passed after reruns. */
export interface FlakyTest {
  suite: string
  classname: string
  name: string
  reruns: number
  report: string
}

/** Something a suite's report hides: shown on its row and as a warning, never sent. */
export interface SuiteProblem {
  /** `unlisted-tests`: the header counts more tests than the suite lists; `suite-error` and
   *  `suite-failure`: an `<error>`/`<failure>` of the suite itself that no testcase carries. */
  kind: 'unlisted-tests' | 'suite-error' | 'suite-failure'
  message: string
}

export interface SuiteRow extends JUnitResult {
  /** The report file the suite came from. */
  report: string
  /** The name for people: workspace-relative when the tool wrote an absolute path. */
  label?: string
  /** The suite's own `time` attribute in seconds, when it has one (`duration` is the sum). */
  reportedDuration?: number
  problems?: SuiteProblem[]
  /** The report's repository path, for a suite with problems (annotated on the report). */
  reportInRepository?: string
}

/** The fields of a SuiteRow that are for people only: never part of `junit_results`. */
export const SUITE_ROW_DISPLAY_FIELDS = [
  'report',
  'label',
  'reportedDuration',
  'problems',
  'reportInRepository'
] as const

export interface SkippedReport {
  path: string
  /** What it looks like: 'empty file', 'Maven POM', 'TRX (MSTest)', 'NUnit', 'Robot Framework', … */
  looksLike: string
}

export interface JUnitOutcome {
  /** Files that yielded at least one suite, in the CLI's order, as shown (displayByteString). */
  files: string[]
  /** The same files as absolute byte-string paths (src/util/byte-strings.ts): what is opened. */
  reportPaths?: string[]
  skippedReports: SkippedReport[]
  /** Exactly what is sent as `junit_results` (one per outermost suite). */
  results: JUnitResult[]
  /** The same suites with their report file, for the summary. */
  suites: SuiteRow[]
  totals: { total: number; failures: number; errors: number; skipped: number; duration: number }
  failedTests: FailedTest[]
  /** Failing tests beyond the kept cap. */
  failedTestsOmitted: number
  flakyTests: FlakyTest[]
  /** Tests that passed after reruns, all of them (`flakyTests` keeps a bounded list). */
  flakyCount?: number
  /** Every failing test by id, and those beyond `failedTests` as their reports write them. */
  named?: NamedFailures
  /** Each report's path as shown and the sha256 (hex) of its bytes, in the CLI's order. */
  reportDigests?: { path: string; sha256: string }[]
  /** Notices for the log (XML files skipped as not JUnit); the commands add them to the result. */
  notices?: string[]
  attestationName?: string
  /** The id of its attestation in the result's `writes`, once one was made. */
  writeId?: string
  /** The `junit_results` JSON text exactly as sent (the CLI's number formatting). */
  resultsJson?: string
  /**
   * What was attached: the file name and its size in bytes as sent; `compressed` when it is a
   * gzip tar, `reportBytes` the size of the report files themselves.
   */
  attachment?: { filename: string; bytes: number; compressed?: boolean; reportBytes?: number }
}

export interface SearchOutcome {
  value: string
  result?: SearchResult
  /** The response body text as received (the `search-result` output); else `result` re-encoded. */
  resultJson?: string
  /** The service said 404 No matches. */
  notFound?: boolean
  /** Items of the answer skipped for their type: artifacts whose state is unknown. */
  skipped?: number
  error?: string
  /** Items or fields of the answer that were skipped for their type (src/api/answers.ts). */
  warnings?: string[]
}

export interface OverrideOutcome {
  /** The id of the override in the result's `writes`. */
  writeId?: string
  attestationName: string
  attestationType: string
  compliant: boolean
  reason: string
  trail: string
  targetArtifacts?: string[]
  fingerprint?: string
}

/**
 * What `expect-legs` asks for (docs/matrix-builds.md): a number of legs (`strategy.job-index`
 * 0 … N−1), a list of matrix objects, or GitHub's record of the job `job`'s legs in this attempt.
 */
export type ExpectedLegs =
  | { kind: 'count'; legs: number }
  | { kind: 'list'; legs: Record<string, unknown>[] }
  | { kind: 'auto'; job: string }

/** A matrix leg, as it is known: its place, its values, or its job's name; and in words. */
export interface LegRef {
  /** `strategy.job-index`, from 0. */
  index?: number
  matrix?: Record<string, unknown>
  /** `auto`: the job's name as GitHub lists it. */
  job?: string
  /** `os: windows-latest`, `leg 4 of 6`. */
  words: string
}

/** A leg that left a presence record: which attempt, its attestation's fate, its counts. */
export interface ReportedLeg extends LegRef {
  attempt: number
  write: 'recorded' | 'deferred'
  tests: { total: number; failures: number; errors: number; skipped: number }
}

/** A leg that left none, and why (`cancelled`, `failed in Set up job`, `no report`). */
export interface MissingLeg extends LegRef {
  why: string
}

/** `command: legs`: what was asked, what reported, what is missing; the override, if sent. */
export interface LegsOutcome {
  attestationName: string
  trail: string
  expect: ExpectedLegs
  expected: number
  reported: ReportedLeg[]
  missing: MissingLeg[]
  /** The override's id in the result's `writes`, when one was sent. */
  writeId?: string
}

/** A matrix leg's presence record (docs/matrix-builds.md): its artifact, or why it was not saved. */
export interface PresenceOutcome {
  artifact: string
  error?: string
}

/**
 * Why a step cannot use workflow artifacts (decided once, in context/runner.ts): GitHub
 * Enterprise Server (the artifact client does not work there), a run outside GitHub Actions (no
 * GITHUB_REPOSITORY), or — for saving one in this run — a runner that gave the step no
 * ACTIONS_RUNTIME_TOKEN. Declared here, the contract's own words, so that what reads a result
 * (the JUnit parser included) reaches nothing that reads the runner.
 */
export type NoArtifacts = 'enterprise-server' | 'outside-actions' | 'no-runtime-token'

/** The outbox of the writes that were deferred (src/outbox/), and where it was saved. */
export interface OutboxOutcome {
  /** The workflow artifact that holds it, once saved. */
  artifact?: string
  /** The days GitHub keeps that artifact, unless the repository keeps artifacts less long. */
  keptDays?: number
  /** The outbox file on the runner. */
  file?: string
  /** Why it could not be saved as a workflow artifact. */
  error?: string
  /**
   * Why the step could not try to save it as a workflow artifact (context/runner.ts): only the
   * file was written. On GitHub Enterprise Server the workflow keeps it with its own upload
   * step (README, "GitHub Enterprise Server"); report/ words each reason.
   */
  unsaved?: NoArtifacts
  /** The id of the run that saved it: what a replay's `run-id` is set to. */
  runId?: string
}

/**
 * Where a replayed write was first made, as results show it: the run (repository, id, job,
 * attempt, matrix leg, step), when its outbox was written, and what it records about. The
 * result contract's own view: the outbox's stored form may change without it.
 */
export interface ReplayOrigin {
  repository: string
  run: string
  job: string
  attempt: string
  /** When its outbox was written (ISO 8601). */
  written: string
  org: string
  flow?: string
  trail?: string
  commit?: string
  /** The check run's name of that run: it is brought to this origin's own verdict. */
  checkName?: string
  /** The matrix leg, in words. */
  leg?: string
  /** The leg's whole values, as a digest. */
  legSha?: string
  /** `false`: it ran with `check-run: false`, and a replay makes it none. */
  checkRun?: boolean
  /** The step's id (GITHUB_ACTION). */
  step?: string
  /** Which call of a reusable workflow (src/github/job-name.ts): its check run's mark says it. */
  jobKey?: string
  /** The run's page. */
  runUrl?: string
}

/** One origin's own truth after a replay: its writes, its tests, what the service says now. */
export interface OriginVerdict {
  origin: ReplayOrigin
  /** The ids of its writes in the result's `writes`. */
  writeIds: string[]
  /** The totals of its JUnit attestations that are in the service. */
  tests?: { total: number; failures: number; errors: number; skipped: number }
  /** Their suites with failing or erroring tests (the attestation counts suites, not tests). */
  failingSuites?: { suite: string; failures: number; errors: number }[]
  /**
   * Its failing tests, read back from the reports its attestations attached (a few, in report
   * order; outbox/failing-tests.ts), located as the reports write them.
   */
  failedTests?: FailedTest[]
  /** Failing tests beyond `failedTests`. */
  failedTestsOmitted?: number
  /** The search of its commit, once the writes were in (its own artifacts' states are in it). */
  search?: SearchOutcome
  /** From the one judge (src/compliance/judge.ts), of its own writes, tests and artifacts. */
  compliant?: boolean
  /** Its own artifacts that are in the service, each with the service's state of it in its flow. */
  artifacts?: { name: string; fingerprint: string; flow: string; state?: string }[]
  /** The service's state of its own artifacts in its own flow (the worst of several). */
  complianceState?: string
  /** Why it is not compliant, from the judge: its failing tests, its artifacts not compliant. */
  nonCompliance?: string[]
  /** Why its check run is left as it is (a later run or attempt completed it). */
  checkLeftAlone?: string
}

/** Where the records went: for the footer and links. */
export interface Destination {
  org?: string
  flow?: string
  trail?: string
  commit?: string
  baseUrl?: string
  dryRun: boolean
  /** The repository's files at the commit on GitHub (`<server>/<owner>/<repo>/blob/<sha>`). */
  blobUrl?: string
  /** On a pull request: its number and link, and GitHub's merge commit (GITHUB_SHA). */
  pullRequest?: { number: number; htmlUrl?: string; mergeSha?: string }
  /** In a merge queue: the queue's temporary branch of the commit, and the branch it goes into. */
  mergeGroup?: { branch: string; base: string }
}

/** The build the records came from: where its files are, and its run's page. */
interface BuildPlace {
  /** GITHUB_WORKSPACE, else the current directory: paths are shown relative to it. */
  workspace: string
  /** The git work tree (`repo-root`), for commands that read one. */
  repoRoot?: string
  /** The run's page (`build-url`): the check run links to it. */
  url?: string
}

export interface CommandResult {
  command: CommandName
  /** How the job summary names what was done ("build report", "search", …). */
  title: string
  /** The command's result is a verdict on the commit (a verdict line and a check run). */
  givesVerdict: boolean
  destination: Destination
  build: BuildPlace
  artifacts?: ArtifactRow[]
  junit?: JUnitOutcome
  search?: SearchOutcome
  deployment?: { environment: string; fingerprint: string; deployment?: Deployment; error?: string }
  environments?: { list: Environment[]; pages: number; truncated?: boolean }
  /** `error` set: the approvals could not be listed (list and state then say nothing). */
  approvals?: { flow: string; fingerprint: string; list: Approval[]; state: string; error?: string }
  override?: OverrideOutcome
  /** `command: legs`: the matrix's legs counted. */
  legs?: LegsOutcome
  /** A matrix leg's records step: the presence record it left. */
  presence?: PresenceOutcome
  outbox?: OutboxOutcome
  /** Why nothing was sent: a fork or Dependabot pull request run as a preview. */
  preview?: string
  /**
   * Every write the command made or would have made, in order, each with what became of it: the
   * one list that counts, outputs and renderers read.
   */
  writes: Write[]
  /**
   * The run was stopped: the token was refused, the service is down, or the job was cancelled;
   * `cause` in words.
   */
  stopped?: {
    kind: 'auth' | 'down' | 'cancelled' | 'config'
    cause: string
    /** A configuration error's few words: `the proxy cannot be used`. */
    what?: string
  }
  /** What a dry run would have sent, shown after the notices. */
  dryRunRequests?: DryRunRequest[]
  /**
   * A replay: its origins (where the writes it replayed were first made: runs, commits, flows,
   * trails), each with its own verdict, which its check run is brought to. The one list of them.
   */
  replayedOrigins?: OriginVerdict[]
  /** A replay: when it sent (ISO 8601), for the check run's "replayed … on". */
  replayedAt?: string
  /**
   * A replay whose step cannot upload its receipt: the artifact name the workflow keeps the
   * receipt files of its folder under (the receipt-artifact output).
   */
  receiptArtifact?: string
  /** The check run's name when it is not this step's `check-name` (a replay's origin's). */
  checkName?: string
  /**
   * true/false when something was evaluated; undefined when nothing was. From the one judge
   * (src/compliance/judge.ts), of this step's own evidence only: its writes, its tests, and the
   * service's state of its own artifacts in its own flow (docs/bad-day.md, "A step is judged by
   * its own evidence"); other flows and artifacts of the commit are shown, never judged.
   */
  compliant?: boolean
  /**
   * The service's state the verdict stands on (`compliance-state`): of this step's own artifacts
   * in its flow, the worst of several (report; a replay's origins); of what `search` matched.
   */
  complianceState?: string
  /**
   * Why the verdict is not compliant, one line each, from the judge, naming what made it so: the
   * failing tests, the artifacts and flow that are not compliant. Shown whether or not it fails
   * the step (it does with `fail-on-non-compliant`: then the same lines are in `failures`).
   */
  nonCompliance?: string[]
  /** The `fail-on-non-compliant` input: whether "not compliant" fails the step. */
  failOnNonCompliant?: boolean
  /** Failures that make the step fail at the end (each named). */
  failures: string[]
  warnings: string[]
  notices: string[]
}
