/**
 * run(): inputs → command → everything shown (report/) → exit status. The only place that
 * sets the step's outcome.
 */
import { readConfig } from './config.js'
import type { RecordsClient } from './api/client.js'
import { describeRetry, formatDryRun } from './report/client-events.js'
import type { ClientEvents } from './api/create.js'
import { Output, type AnnotationProps } from './report/output.js'
import { refusalPlace, renderRefusal, writeSummary } from './report/summary.js'
import { publish, type PublishSettings } from './report/publish.js'
import type { RunConfig } from './commands/command.js'
import type { CommitInputs } from './inputs/commit.js'
import type { ServiceInputs } from './inputs/service.js'
import { errorMessage } from './errors.js'

function publishSettings(
  config: RunConfig & Partial<ServiceInputs> & Partial<CommitInputs>
): PublishSettings {
  return {
    summary: config.summary,
    checkRun: config.checkRun,
    checkName: config.checkName,
    githubToken: config.githubToken,
    repository: config.github.repository,
    apiUrl: config.github.apiUrl,
    commit: config.commit ?? '',
    dryRun: config.dryRun ?? false,
    workspace: config.workspace,
    repoRoot: config.repoRoot,
    buildUrl: config.buildUrl
  }
}

/** The client's live events, printed as they happen (one line per failed attempt). */
function clientEvents(out: Output): ClientEvents {
  return {
    onDryRun: (request) => out.block(formatDryRun(request).join('\n')),
    onRetry: (event) => out.info(describeRetry(event))
  }
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
    const { spec, config } = await read
    summary = config.summary
    // Offline commands (fingerprint) get no client and load none of its code.
    const client = spec.online
      ? (await import('./api/create.js')).createClient(config, clientEvents(out))
      : undefined
    // An offline command's run does not take a client.
    const result = await spec.run(config, client as RecordsClient)
    failures.push(...result.failures)
    failures.push(...(await publish(result, publishSettings(config), out)))
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
