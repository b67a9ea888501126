/**
 * The PR check run (Checks API): conclusion from the verdict, the summary cut to 65,535 bytes,
 * and an annotation per failing test in batches of 50 (create carries the first batch, then
 * each update appends one). Missing permission (403/404: forks get a read-only token) and any
 * other error become a warning: a check run never fails the step.
 */
import * as github from '@actions/github'
import type { CommandResult } from '../results.js'
import { checkAnnotations, type CheckAnnotation } from './annotations.js'
import { CHECK_RUN_ANNOTATIONS_MAX, GITHUB_LIMITS, SHOWN_CHARS, clip, clipBytes } from './limits.js'
import { num, plural, testCountsLine } from './format.js'
import { redactSecrets } from '../util/secrets.js'

export { workflowAnnotations } from './annotations.js'

const ANNOTATIONS_PER_REQUEST = GITHUB_LIMITS.annotationsPerRequest
const REQUEST_TIMEOUT_MS = 30_000
const CUT_NOTE = '\n\n_… cut to fit the check run; the job summary has everything._\n'

export interface CheckRunOptions {
  token: string
  apiUrl: string
  /** owner/repo */
  repository: string
  sha: string
  name: string
  summaryMarkdown: string
  maxAnnotations?: number
  detailsUrl?: string
}

interface CheckRunOutcome {
  url?: string
  warning?: string
  annotationsSent: number
}

function checkConclusion(compliant: boolean | undefined): 'success' | 'failure' | 'neutral' {
  if (compliant === true) return 'success'
  if (compliant === false) return 'failure'
  return 'neutral'
}

function checkTitle(result: CommandResult): string {
  if (result.junit)
    return clip(testCountsLine(result.junit.totals), GITHUB_LIMITS.checkRunTitleChars)
  // Without tests: what was reported and what the service says, e.g. "2 artifacts reported ·
  // compliance INCOMPLETE".
  const parts: string[] = []
  if (result.artifacts && result.artifacts.length > 0) {
    const total = result.artifacts.length
    const reported = result.artifacts.filter((a) => a.reported === true).length
    parts.push(
      reported === total
        ? `${plural(total, 'artifact')} reported`
        : `${num(reported)} of ${plural(total, 'artifact')} reported`
    )
  }
  const state = result.search?.complianceState
  if (state) parts.push(`compliance ${state}`)
  if (parts.length > 0) return clip(parts.join(' · '), GITHUB_LIMITS.checkRunTitleChars)
  if (result.compliant === true) return 'Compliant'
  if (result.compliant === false) return 'Not compliant'
  return 'Nothing evaluated'
}

/** The markdown cut to the Checks API's 65,535-byte summary limit, with a note when cut. */
function checkSummary(markdown: string): string {
  return clipBytes(markdown, GITHUB_LIMITS.checkRunSummaryBytes, CUT_NOTE)
}

export async function publishCheckRun(
  result: CommandResult,
  opts: CheckRunOptions
): Promise<CheckRunOutcome> {
  const [owner, repo, extra] = opts.repository.split('/')
  if (!owner || !repo || extra !== undefined) {
    return {
      warning: `No check run: repository '${opts.repository}' is not in the form owner/repo.`,
      annotationsSent: 0
    }
  }
  const max = Math.max(0, opts.maxAnnotations ?? CHECK_RUN_ANNOTATIONS_MAX)
  const annotations = result.junit
    ? checkAnnotations(result.junit.failedTests, max, result.junit.suites)
    : []
  const title = checkTitle(result)
  const summary = checkSummary(opts.summaryMarkdown)
  const output = (
    batch: CheckAnnotation[]
  ): { title: string; summary: string; annotations: CheckAnnotation[] } => ({
    title,
    summary,
    annotations: batch
  })

  let octokit: ReturnType<typeof github.getOctokit>
  let url: string | undefined
  let id: number
  try {
    octokit = github.getOctokit(opts.token, { baseUrl: opts.apiUrl || 'https://api.github.com' })
    const created = await octokit.rest.checks.create({
      owner,
      repo,
      name: opts.name,
      head_sha: opts.sha,
      status: 'completed',
      conclusion: checkConclusion(result.compliant),
      completed_at: new Date().toISOString(),
      ...(opts.detailsUrl ? { details_url: opts.detailsUrl } : {}),
      output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST)),
      request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
    })
    id = created.data.id
    url = typeof created.data.html_url === 'string' ? created.data.html_url : undefined
  } catch (err) {
    return { warning: describeError(err, 'create', opts), annotationsSent: 0 }
  }

  const rest = annotations.slice(ANNOTATIONS_PER_REQUEST)
  const update = (batch: CheckAnnotation[]): Promise<unknown> =>
    octokit.rest.checks.update({
      owner,
      repo,
      check_run_id: id,
      output: output(batch),
      request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
    })
  const first = annotations.length - rest.length
  const added = await appendAnnotations(rest, update)
  if (added.error === undefined) return { url, annotationsSent: first + added.sent }
  const warning =
    `${describeError(added.error, 'update', opts)} ` +
    `${first + added.sent} of ${annotations.length} annotations were added.`
  return { url, warning, annotationsSent: first + added.sent }
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
  const status =
    err && typeof err === 'object' && typeof (err as { status?: unknown }).status === 'number'
      ? (err as { status: number }).status
      : undefined
  const what = `Could not ${step} the check run '${opts.name}'`
  if (status === 403 || status === 404) {
    return (
      `${what} (HTTP ${status}): the token lacks the \`checks: write\` permission ` +
      `(add \`permissions: checks: write\` to the job; pull requests from forks get a ` +
      `read-only token). The results are in the job summary.`
    )
  }
  // Redacted before it is cut: a cut could leave a piece of the token behind.
  const message = err instanceof Error ? err.message : String(err)
  const safe = redactSecrets(message, opts.token ? [opts.token] : [])
  return `${what}${status ? ` (HTTP ${status})` : ''}: ${clip(safe, SHOWN_CHARS.message)}`
}
