/**
 * The PR check run (Checks API): conclusion from the verdict, the summary cut to 65,535 bytes,
 * and an annotation per failing test in batches of 50 (create carries the first batch, then
 * each update appends one). Missing permission (403/404: forks get a read-only token) and any
 * other error become a warning: a check run never fails the step.
 */
import { errorMessage } from '../errors.js'
import { GitHubError, gitHubClient, type GitHubClient } from '../github/client.js'
import type { CommandResult, Write } from '../results.js'
import { checkAnnotations, type CheckAnnotation } from './annotations.js'
import {
  CHECK_RUN_ANNOTATIONS_MAX,
  GITHUB_LIMITS,
  SHOWN_CHARS,
  clip,
  clipBytes
} from './display-limits.js'
import { num, testCountsLine } from './format.js'
import { count } from '../util/english.js'
import { redactSecrets } from '../util/secrets.js'
import { verdictOf, whyNotCompliant } from './verdict.js'
import { legsLine } from '../compliance/judge.js'
import { isInService, writesById } from './writes.js'
import {
  checkMarkId,
  checkSubjectsText,
  readCheckMark,
  sameMark,
  type CheckMark
} from '../context/check-mark.js'

export { workflowAnnotations } from './annotations.js'

const ANNOTATIONS_PER_REQUEST = GITHUB_LIMITS.annotationsPerRequest
const CUT_NOTE = '\n\n_… cut to fit the check run; the job summary has everything._\n'

export interface CheckRunOptions {
  token: string
  apiUrl: string
  /** owner/repo */
  repository: string
  sha: string
  name: string
  /** The matrix leg the check run is about, in words (`os: windows-latest`): the title names it. */
  leg?: string
  summaryMarkdown: string
  maxAnnotations?: number
  detailsUrl?: string
  /** Who makes it (the `external_id`): a replay tells the origin's own check run by it. */
  mark?: CheckMark
  /**
   * Bring the check run of this name that `replace` made (its mark) to this result instead of
   * adding one (a replay: the run that deferred the writes left one that said "Not recorded").
   * A check run marked by another run or attempt is never moved.
   */
  replace?: CheckMark
  /** The `max-retries` input (default 3). */
  maxRetries?: number
  /** Waits out a rate limit and between retries; tests pass a short one. */
  sleep?: (ms: number) => Promise<void>
}

export interface CheckRunOutcome {
  url?: string
  /** An existing check run was brought up to date (a replay), not a new one created. */
  updated?: boolean
  warning?: string
  annotationsSent: number
}

/**
 * The check run's title. A red one says why first: the verdict's reasons (the failing tests by
 * name, the artifact and flow that are not compliant), or what was not recorded. Otherwise what
 * the run says (its counts). Then, for a replayed origin, that it was replayed and from which
 * run, and the matrix leg it is about: a cut never drops those.
 */
function checkTitle(result: CommandResult, leg?: string): string {
  const verdict = verdictOf(result)
  const replayed = replayedFrom(result)
  const tail = (replayed ? ` · ${replayed}` : '') + (leg === undefined ? '' : ` · ${leg}`)
  const max = GITHUB_LIMITS.checkRunTitleChars - tail.length
  const why = verdict.kind === 'not-compliant' ? whyNotCompliant(result) : []
  // `command: legs` opens with its count, whatever the verdict (docs/matrix-builds.md).
  const says = result.legs
    ? legsLine(result.legs)
    : verdict.kind === 'not-recorded' ||
        verdict.kind === 'preview' ||
        verdict.kind === 'nothing-to-send'
      ? `${verdict.text.replace(/^\S+ /, '')}: ${verdict.reason}${notRecordedWrites(result, verdict)}`
      : why.length > 0
        ? why.join('; ')
        : (replayFacts(result) ?? checkFacts(result) ?? verdict.text.replace(/^\S+ /, ''))
  return clip(says, max) + tail
}

/** `replayed from run 4242`, for the check run of a replay's one origin. */
function replayedFrom(result: CommandResult): string | undefined {
  const origins = result.replayedOrigins
  return origins?.length === 1 ? `replayed from run ${origins[0].origin.run}` : undefined
}

/**
 * Which writes were not recorded, when only some were: `: artifact shop.tar.gz` (when none
 * was, the count says it).
 */
function notRecordedWrites(result: CommandResult, verdict: ReturnType<typeof verdictOf>): string {
  if (verdict.kind !== 'not-recorded' || verdict.writes.recorded === 0) return ''
  const missing = result.writes.filter(
    (w) => w.state !== 'preview' && w.state !== 'superseded' && !isInService(w.state)
  )
  return missing.length > 0 ? `: ${missing.map((w) => w.label).join(', ')}` : ''
}

/**
 * A replayed origin's check run says what the build's said (its tests, or what the service
 * says of its artifacts): "6 tests: 4 passed, 1 failed, 1 skipped".
 */
function replayFacts(result: CommandResult): string | undefined {
  const origins = result.replayedOrigins
  if (origins?.length !== 1) return undefined
  const [v] = origins
  if (v.tests) return testCountsLine(v.tests)
  return v.complianceState ? `compliance ${v.complianceState}` : undefined
}

function checkFacts(result: CommandResult): string | undefined {
  if (result.junit)
    return clip(testCountsLine(result.junit.totals), GITHUB_LIMITS.checkRunTitleChars)
  // Without tests: what was reported and what the service says, e.g. "2 artifacts reported ·
  // compliance INCOMPLETE".
  const parts: string[] = []
  if (result.artifacts && result.artifacts.length > 0) {
    const total = result.artifacts.length
    const writes = writesById(result)
    const reported = result.artifacts.filter((a) => {
      const state = a.writeId === undefined ? undefined : writes.get(a.writeId)?.state
      return isInService(state)
    }).length
    parts.push(
      reported === total
        ? `${count(total, 'artifact')} reported`
        : `${num(reported)} of ${count(total, 'artifact')} reported`
    )
  }
  const state = result.complianceState
  if (state) parts.push(`compliance ${state}`)
  if (parts.length > 0) return clip(parts.join(' · '), GITHUB_LIMITS.checkRunTitleChars)
  return undefined
}

/** The markdown cut to the Checks API's 65,535-byte summary limit, with a note when cut. */
function checkSummary(markdown: string): string {
  return clipBytes(markdown, GITHUB_LIMITS.checkRunSummaryBytes, CUT_NOTE)
}

type CheckOutput = {
  title: string
  summary: string
  text?: string
  annotations: CheckAnnotation[]
}

/** What every call of one publication shares. */
interface Publication {
  where: { owner: string; repo: string }
  opts: CheckRunOptions
  /** The check run's words around one batch of annotations. */
  output: (batch: CheckAnnotation[]) => CheckOutput
  /** GitHub's one client (github/client.ts): retries, deadlines, rate limits waited out. */
  github: GitHubClient
}

/** The check run made (or brought up to date) with the first batch. */
interface MadeCheckRun {
  id: number
  url?: string
  updated: boolean
}

export async function publishCheckRun(
  result: CommandResult,
  opts: CheckRunOptions
): Promise<CheckRunOutcome> {
  const where = ownerAndRepo(opts.repository)
  if (where === undefined) {
    return {
      warning: `No check run: repository '${opts.repository}' is not in the form owner/repo.`,
      annotationsSent: 0
    }
  }
  const max = Math.max(0, opts.maxAnnotations ?? CHECK_RUN_ANNOTATIONS_MAX)
  const annotations = result.junit
    ? checkAnnotations(result.junit.failedTests, max, result.junit.suites)
    : []
  const title = checkTitle(result, opts.leg)
  const summary = checkSummary(opts.summaryMarkdown)
  const text = subjectsText(result)
  const pub: Publication = {
    where,
    opts,
    output: (batch) => ({ title, summary, ...(text && { text }), annotations: batch }),
    github: gitHubClient(opts)
  }
  const made = await makeCheckRun(pub, result, annotations.slice(0, ANNOTATIONS_PER_REQUEST))
  if ('warning' in made) return { warning: made.warning, annotationsSent: 0 }
  return appendTheRest(pub, made, annotations)
}

/**
 * What this check run recorded, listed for a replay to compare (docs/bad-day.md, "Never
 * stale"): the subjects of its writes that are in the service or kept in its outbox.
 */
function subjectsText(result: CommandResult): string | undefined {
  const kept = (w: Write): boolean => isInService(w.state) || w.state === 'deferred'
  const digests = result.writes.flatMap((w) => (w.subject && kept(w) ? [w.subject] : []))
  return digests.length > 0 ? checkSubjectsText(digests) : undefined
}

/** `owner/repo` in its two parts; undefined for anything else. */
function ownerAndRepo(repository: string): { owner: string; repo: string } | undefined {
  const [owner, repo, extra] = repository.split('/')
  return owner && repo && extra === undefined ? { owner, repo } : undefined
}

/**
 * Creates the check run with the first batch of annotations, or, for a replay, brings the
 * origin's own one up to date; a warning when that fails or the latest one is not ours to move.
 */
async function makeCheckRun(
  pub: Publication,
  result: CommandResult,
  batch: CheckAnnotation[]
): Promise<MadeCheckRun | { warning: string }> {
  const { where, opts } = pub
  try {
    const existing = opts.replace ? await ownOfName(pub.github, where, opts) : undefined
    if (existing === 'left') {
      return {
        warning: `The check run '${opts.name}' was left as it is: its latest one is another run's, attempt's or job's, which a replay never moves.`
      }
    }
    const made = await createOrUpdate(pub, result, pub.output(batch), existing)
    const url = typeof made.data.html_url === 'string' ? made.data.html_url : undefined
    return { id: made.data.id, url, updated: existing !== undefined }
  } catch (err) {
    return { warning: describeError(err, 'create', opts) }
  }
}

/**
 * Adds the annotations after the first batch to the check run made; an update that fails ends
 * it with a warning that says how many were added.
 */
async function appendTheRest(
  pub: Publication,
  made: MadeCheckRun,
  annotations: CheckAnnotation[]
): Promise<CheckRunOutcome> {
  const { id, url, updated } = made
  const rest = annotations.slice(ANNOTATIONS_PER_REQUEST)
  const update = (batch: CheckAnnotation[]): Promise<unknown> =>
    pub.github.run('update check run', (octokit) =>
      octokit.rest.checks.update({ ...pub.where, check_run_id: id, output: pub.output(batch) })
    )
  const added = await appendAnnotations(rest, update)
  const annotationsSent = annotations.length - rest.length + added.sent
  if (added.error === undefined) return { url, updated, annotationsSent }
  const warning =
    `${describeError(added.error, 'update', pub.opts)} ` +
    `${annotationsSent} of ${annotations.length} annotations were added.`
  return { url, updated, warning, annotationsSent }
}

/** Creates the check run (marked), or brings `existing` to this result. */
function createOrUpdate(
  pub: Publication,
  result: CommandResult,
  output: CheckOutput,
  existing: number | undefined
): Promise<{ data: { id: number; html_url: unknown } }> {
  const { where, opts } = pub
  const fields = {
    ...where,
    status: 'completed' as const,
    conclusion: verdictOf(result).conclusion,
    completed_at: new Date().toISOString(),
    ...(opts.detailsUrl ? { details_url: opts.detailsUrl } : {}),
    output
  }
  if (existing !== undefined) {
    return pub.github.run('update check run', (octokit) =>
      octokit.rest.checks.update({ ...fields, check_run_id: existing })
    )
  }
  return pub.github.run('create check run', (octokit) =>
    octokit.rest.checks.create({
      ...fields,
      name: opts.name,
      head_sha: opts.sha,
      ...(opts.mark && { external_id: checkMarkId(opts.mark) })
    })
  )
}

/**
 * The check run to bring up to date for a replay: the commit's check run of `opts.name` marked
 * by the origin (`opts.replace`); else the latest of that name when it carries no mark (made
 * before check runs were marked); 'left' when the latest is marked by another run or attempt
 * (never moved); undefined when there is none (a new one is made).
 */
async function ownOfName(
  github: GitHubClient,
  where: { owner: string; repo: string },
  opts: CheckRunOptions
): Promise<number | 'left' | undefined> {
  const origin = opts.replace as CheckMark
  try {
    const runs = await github.run('list check runs', (octokit) =>
      octokit.paginate(octokit.rest.checks.listForRef, {
        ...where,
        ref: opts.sha,
        check_name: opts.name,
        filter: 'all',
        per_page: 100
      })
    )
    const own = runs.find((r) => {
      const mark = readCheckMark(r.external_id)
      return mark !== undefined && sameMark(mark, origin)
    })
    if (own) return own.id
    const latest = [...runs].sort((a, b) => b.id - a.id)[0]
    if (latest === undefined) return undefined
    return readCheckMark(latest.external_id) === undefined ? latest.id : 'left'
  } catch {
    // Without the list (a token that may create but not read), a new check run still tells.
    return undefined
  }
}

/** Sends the annotations after the first batch, one update per batch, until one fails. */
async function appendAnnotations(
  annotations: CheckAnnotation[],
  update: (batch: CheckAnnotation[]) => Promise<unknown>
): Promise<{ sent: number; error?: unknown }> {
  let sent = 0
  while (sent < annotations.length) {
    const batch = annotations.slice(sent, sent + ANNOTATIONS_PER_REQUEST)
    try {
      await update(batch)
    } catch (error) {
      return { sent, error: error ?? new Error('failed') }
    }
    sent += batch.length
  }
  return { sent }
}

function describeError(err: unknown, step: 'create' | 'update', opts: CheckRunOptions): string {
  const what = `Could not ${step} the check run '${opts.name}'`
  const known = err instanceof GitHubError
  // Redacted before it is cut: a cut could leave a piece of the token behind.
  const safe = redactSecrets(errorMessage(err), opts.token ? [opts.token] : [])
  const said =
    known && (err.permission || err.failure === 'rate limit')
      ? safe
      : clip(safe, SHOWN_CHARS.message)
  return `${what}: ${said}. The results are in the job summary.`
}
