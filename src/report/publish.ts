/**
 * Everything a person or a later step sees of a result, in an order that keeps what matters
 * most: outputs first, then the step log, the job summary, and the check run (or, without one,
 * workflow annotations). Data is redacted on the raw result before any rendering or escaping.
 * A failure in one part never stops the others; it is returned so main.ts can fail the step.
 */
import type { RunnerContext } from '../context/runner.js'
import type { CommandResult } from '../results.js'
import { errorMessage } from '../errors.js'
import { redactSecrets } from '../util/secrets.js'
import type { Output } from './boundary.js'
import { setOutputs } from './step-outputs.js'
import { redactResult } from './redact.js'
import { notCompliantWarning, tellStory } from './story.js'
import { renderSummary, writeSummary } from './summary.js'
import { GITHUB_LIMITS } from './display-limits.js'
import { workflowAnnotations } from './annotations.js'
import type { CheckMark } from '../context/check-mark.js'
import { originResults } from './replay-checks.js'

/**
 * Where the result is shown (the `summary`, `check-run`, `check-name` and `github-token`
 * inputs, and the run's repository). What the result is about (the commit, dry run, workspace,
 * repo root, build URL) comes from the result itself.
 */
export interface PublishSettings {
  summary: boolean
  checkRun: boolean
  checkName: string
  /** The matrix leg the check run is about, in words: its title names it. */
  checkLeg?: string
  githubToken: string
  /** Who makes the check run (its `external_id`): this run, job, attempt, leg and step. */
  mark?: CheckMark
  /** owner/repo of the run, and its API URL. */
  repository: string
  apiUrl: string
  /** Where files for later steps go (the temp folder) and the job summary's file. */
  runner: Pick<RunnerContext, 'temp' | 'summaryFile'>
}

/** Publishes every part; returns what could not be published (never throws). */
export async function publish(
  raw: CommandResult,
  settings: PublishSettings,
  out: Output
): Promise<string[]> {
  const problems: string[] = []
  const step = async (what: string, part: () => unknown): Promise<void> => {
    try {
      await part()
    } catch (err) {
      problems.push(`Could not ${what}: ${errorMessage(err)}`)
    }
  }
  // Redaction walks data from outside: guarded like every part. Unredacted data is never shown.
  let redacted: CommandResult | undefined
  await step('redact the result', () => (redacted = redactResult(raw)))
  if (!redacted) return problems
  const result = redacted
  await step('set the outputs', () => {
    for (const w of setOutputs(result, out, {
      workspace: raw.build.workspace,
      temp: settings.runner.temp
    }))
      out.warning(w)
  })
  await step('write the step log', () => tellStory(result, out))
  if (settings.summary) {
    await step('write the job summary', async () => {
      const markdown = redactSecrets(renderSummary(result))
      const written = await writeSummary(markdown, settings.runner.summaryFile)
      if (written.notice) out.notice(written.notice)
    })
  }
  let checkMade = false
  await step('publish the check run', async () => {
    checkMade = await publishCheck(result, raw, settings, out)
  })
  // After the check run: the warning points to it only once it exists (without `checks: write`
  // there is none).
  const warning = notCompliantWarning(result, checkMade ? settings.checkName : undefined)
  if (warning) out.warning(warning)
  return problems
}

/**
 * Whether a check run is made: for a verdict on a commit, asked for, with a token, on a
 * repository, and not in a dry run or preview (nothing was sent: no check run says otherwise).
 */
export function wantsCheck(raw: CommandResult, settings: PublishSettings): boolean {
  return (
    raw.givesVerdict &&
    settings.checkRun &&
    settings.githubToken !== '' &&
    raw.destination.commit !== undefined &&
    settings.repository !== '' &&
    !raw.destination.dryRun
  )
}

/**
 * `raw` gives the commit, the paths and the link as they are (`result` is the redacted copy).
 * Whether a check run was made or brought up to date.
 */
async function publishCheck(
  result: CommandResult,
  raw: CommandResult,
  settings: PublishSettings,
  out: Output
): Promise<boolean> {
  // A replay brings each origin's own check run to that origin's own verdict.
  if (raw.replayedOrigins !== undefined) {
    // Only origins' own check runs: one superseded or without a commit gets none.
    const urls: string[] = []
    for (const one of originResults(result, raw)) {
      const { checkName = settings.checkName, leg } = one.origin
      const own = { ...settings, checkName, checkLeg: leg }
      const url = await publishOne(one.result, one.raw, own, out, one.mark)
      if (url) urls.push(url)
    }
    // Set once, every check run in it: an output set again keeps only its last value.
    if (urls.length > 0) out.setOutput('check-run-url', urls.join('\n'))
    return urls.length > 0
  }
  const url = await publishOne(result, raw, settings, out)
  if (url) {
    out.setOutput('check-run-url', url)
    return true
  }
  workflowAnnotations(result, out)
  return false
}

/** One check run; its URL when it was made (else the annotations go to the workflow). */
async function publishOne(
  result: CommandResult,
  raw: CommandResult,
  settings: PublishSettings,
  out: Output,
  replace?: CheckMark
): Promise<string | undefined> {
  const { commit } = raw.destination
  if (commit === undefined || !wantsCheck(raw, settings)) return undefined
  // From inputs, not from the result: redacted here (a matrix value may hold a secret).
  const name = redactSecrets(settings.checkName)
  // In a group of its own: what GitHub's client prints meanwhile (a warning that an endpoint
  // is retiring) stays with it, and the log says where the check run is.
  const check = await out.around(`Check run '${name}'`, async () => {
    const made = await makeCheckRun(result, raw, settings, { sha: commit, name }, replace)
    if (made.url) out.info(`${made.updated ? 'Brought up to date' : 'Created'}: ${made.url}`)
    return made
  })
  if (check.warning) out.warning(check.warning)
  return check.url || undefined
}

async function makeCheckRun(
  result: CommandResult,
  raw: CommandResult,
  settings: PublishSettings,
  about: { sha: string; name: string },
  replace?: CheckMark
): ReturnType<typeof import('./checkrun.js').publishCheckRun> {
  // Loaded only when a check run is made: the GitHub client is most of the bundle.
  const { publishCheckRun } = await import('./checkrun.js')
  return publishCheckRun(result, {
    token: settings.githubToken,
    apiUrl: settings.apiUrl,
    repository: settings.repository,
    ...about,
    ...(settings.checkLeg !== undefined && { leg: redactSecrets(settings.checkLeg) }),
    summaryMarkdown: redactSecrets(
      renderSummary(result, { maxBytes: GITHUB_LIMITS.checkRunSummaryBytes })
    ),
    detailsUrl: raw.build.url,
    // A replay's check run is its origin's: marked as the origin's, found again by that mark.
    ...(replace ? { replace, mark: replace } : settings.mark && { mark: settings.mark })
  })
}
