/**
 * run(): inputs → command → everything shown (report/) → exit status. The only place that
 * sets the step's outcome.
 */
import { readConfig, readRunContext } from './config.js'
import { thisRun } from './context/github.js'
import { deliveryEvents } from './report/delivery-events.js'
import { Output, type AnnotationProps } from './report/boundary.js'
import { failuresOf } from './report/writes.js'
import { refusalPlace, renderRefusal, writeSummary } from './report/summary.js'
import { publish, wantsCheck, type PublishSettings } from './report/publish.js'
import type { ReadyCommand, RunConfig } from './commands/command.js'
import { jobKeyOnce } from './github/job-name.js'
import type { CommandResult } from './results.js'
import { errorMessage } from './errors.js'
import { Cancellation } from './util/on-cancel.js'

/** This job's key (which call of a reusable workflow), read from GitHub when first needed. */
type JobKey = () => Promise<string | undefined>

/**
 * Where the result is shown; what it is about travels in the result itself (a replay names the
 * check run of the run whose writes it sent).
 */
async function publishSettings(
  config: RunConfig,
  result: CommandResult,
  jobKey: JobKey
): Promise<PublishSettings> {
  const settings = settingsOf(config, result)
  // Only for a check run of this job's own (a replay's are its origins', marked by them).
  if (result.replayedOrigins !== undefined || !wantsCheck(result, settings)) return settings
  const key = await jobKey()
  return key && settings.mark ? { ...settings, mark: { ...settings.mark, jobKey: key } } : settings
}

function settingsOf(config: RunConfig, result: CommandResult): PublishSettings {
  const { summary, checkRun, githubToken, github, runner } = config
  // A replay's check run is its origin's: this job's matrix leg is not what it is about.
  const own = result.checkName === undefined
  const run = thisRun(github)
  return {
    summary,
    checkRun,
    checkName: result.checkName ?? config.checkName,
    ...(own && config.checkLeg !== undefined && { checkLeg: config.checkLeg }),
    githubToken,
    // The same names an outbox's origin carries: a replay finds this check run by them.
    mark: {
      run: run.run,
      job: run.job,
      attempt: run.attempt,
      ...(config.checkLeg && { leg: config.checkLeg }),
      ...(config.checkLegDigest && { legSha: config.checkLegDigest }),
      ...(github.action && { step: github.action })
    },
    repository: github.repository,
    apiUrl: github.apiUrl,
    runner
  }
}

/**
 * Runs the command: an online one with the delivery (the records client and the policy around
 * it), an offline one without (nor its code).
 */
async function runCommand(
  command: ReadyCommand,
  out: Output,
  jobKey: JobKey,
  cancellation: Cancellation
): Promise<CommandResult> {
  if (!command.online) return command.run()
  const { createDelivery } = await import('./delivery/create.js')
  const delivery = createDelivery(command.config, deliveryEvents(out), cancellation)
  const result = await command.run(delivery)
  // The bad day (docs/bad-day.md): the stop, what a dry run would have sent, the outbox saved.
  const { settleDelivery } = await import('./delivery/settle.js')
  return settleDelivery(result, { ...command.config, jobKey }, delivery)
}

/** This job's key, read once from its check run (`job-check-run-id`) when first asked for. */
function jobKeyOf(config: RunConfig, out: Output): JobKey {
  const { github, githubToken, jobCheckRunId } = config
  const lookup = { repository: github.repository, token: githubToken, apiUrl: github.apiUrl }
  return jobKeyOnce({ ...lookup, checkRunId: jobCheckRunId }, (message) => out.warning(message))
}

export async function run(): Promise<void> {
  const out = new Output()
  const failures: string[] = []
  let where: AnnotationProps = {}
  let summary = true
  // The run's context first: even a refused input's summary goes to the runner's summary file.
  const context = readRunContext(process.env)
  // A command that listens to the job's cancellation (replay) ends the step with it, below.
  const cancellation = new Cancellation()
  try {
    const read = readConfig(process.env, context)
    // Masked before anything is printed, even when an input is refused.
    await read.finally(() => out.maskSecrets())
    const command = await read
    summary = command.config.summary
    const jobKey = jobKeyOf(command.config, out)
    const result = await runCommand(command, out, jobKey, cancellation)
    // One at a time: spreading a list that grows with the input overflows the call stack.
    for (const failure of failuresOf(result)) failures.push(failure)
    const settings = await publishSettings(command.config, result, jobKey)
    for (const problem of await publish(result, settings, out)) failures.push(problem)
  } catch (err) {
    failures.push(errorMessage(err))
    where = refusalPlace(err)
    // A refused run still leaves a job summary: the one error (none where there is no file).
    if (summary) await writeSummary(renderRefusal(err), context.runner.summaryFile)
  }
  if (failures.length > 0) {
    out.error(failures.join('\n'), where)
    process.exitCode = 1
  }
  // Cancelled (SIGINT, SIGTERM): once everything is said, the step ends of that signal, as the
  // runner meant it to.
  cancellation.end()
}
