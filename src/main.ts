/**
 * run(): inputs → command → everything shown (report/) → exit status. The only place that
 * sets the step's outcome.
 */
import { readConfig } from './config.js'
import { describeRetry, formatDryRun, retriedTitle } from './report/client-events.js'
import type { ClientEvents } from './api/create.js'
import { Output, type AnnotationProps } from './report/boundary.js'
import { refusalPlace, renderRefusal, writeSummary } from './report/summary.js'
import { publish, type PublishSettings } from './report/publish.js'
import type { ReadyCommand, RunConfig } from './commands/command.js'
import type { CommandResult } from './results.js'
import { errorMessage } from './errors.js'

/** Where the result is shown; what it is about travels in the result itself. */
function publishSettings(config: RunConfig): PublishSettings {
  const { summary, checkRun, checkName, githubToken, github } = config
  return {
    summary,
    checkRun,
    checkName,
    githubToken,
    repository: github.repository,
    apiUrl: github.apiUrl
  }
}

/** The client's live events, printed as they happen (one line per failed attempt). */
function clientEvents(out: Output): ClientEvents {
  return {
    onDryRun: (request) => out.block(formatDryRun(request)),
    // One group per request that needed retries, printed when it ends (requests run in parallel).
    onRetried: (event) => out.group(retriedTitle(event), event.retries.map(describeRetry))
  }
}

/** Runs the command: an online one with a client, an offline one without (nor its code). */
async function runCommand(command: ReadyCommand, out: Output): Promise<CommandResult> {
  if (!command.online) return command.run()
  const { createClient } = await import('./api/create.js')
  const client = createClient(command.config, clientEvents(out))
  const result = await command.run(client)
  // The bad day (docs/bad-day.md): what stopped the run, reported once; the outbox saved.
  return (await import('./outbox/settle.js')).settleDelivery(result, command.config, client)
}

export async function run(): Promise<void> {
  const out = new Output()
  const failures: string[] = []
  let where: AnnotationProps = {}
  let summary = true
  try {
    const read = readConfig()
    // Masked before anything is printed, even when an input is refused.
    await read.finally(() => out.maskSecrets())
    const command = await read
    summary = command.config.summary
    const result = await runCommand(command, out)
    // One at a time: spreading a list that grows with the input overflows the call stack.
    for (const failure of result.failures) failures.push(failure)
    for (const problem of await publish(result, publishSettings(command.config), out))
      failures.push(problem)
  } catch (err) {
    failures.push(errorMessage(err))
    where = refusalPlace(err)
    // A refused run still leaves a job summary: the one error (none where there is no file).
    if (summary) await writeSummary(renderRefusal(err))
  }
  if (failures.length > 0) {
    out.error(failures.join('\n'), where)
    process.exitCode = 1
  }
}
