/** The records client of a run, from the validated service inputs. */
import { DRY_RUN_TOKEN, type ServiceInputs } from '../inputs/service.js'
import { USER_AGENT } from '../version.js'
import type { GitHubContext } from '../context/github.js'
import { Outbox } from '../outbox/outbox.js'
import { RecordsClient, type DryRunRequest, type RetriedRequest } from './client.js'

/** What the client reports as it happens; the output boundary prints it. */
export interface ClientEvents {
  onDryRun: (request: DryRunRequest) => void
  /** A request that needed retries has ended: its failed attempts, for one group. */
  onRetried: (event: RetriedRequest) => void
}

export function createClient(
  service: ServiceInputs & { github?: GitHubContext },
  events: ClientEvents
): RecordsClient {
  const gh = service.github
  const source: Record<string, string> = gh
    ? { repository: gh.repository, run: gh.runId, job: gh.job, attempt: gh.runAttempt }
    : {}
  return new RecordsClient({
    baseUrl: service.baseUrl,
    // A dry run may have no token: nothing is sent.
    token: service.apiToken || DRY_RUN_TOKEN,
    tokenSource: service.apiTokenFrom,
    maxRetries: service.maxRetries,
    timeoutSeconds: service.timeoutSeconds,
    dryRun: service.dryRun,
    userAgent: USER_AGENT,
    // With `on-service-down: defer`, what cannot be delivered waits in the outbox.
    outbox: service.onServiceDown === 'defer' && !service.dryRun ? new Outbox(source) : undefined,
    ...events
  })
}
