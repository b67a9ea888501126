/** The records client of a run. */
import { USER_AGENT } from '../version.js'
import { Outbox } from '../outbox/outbox.js'
import { RecordsClient, type DryRunRequest, type RetriedRequest } from './client.js'
import { DRY_RUN_TOKEN } from './rules.js'

/** What the client needs to know of the service (validated by its caller). */
export interface ClientSettings {
  baseUrl: string
  apiToken: string
  maxRetries: number
  timeoutSeconds: number
  dryRun: boolean
  /** Where the token was read from, for the hint of a refused token. */
  apiTokenFrom?: string
  /** What a write that cannot be delivered does: wait in the outbox, or fail. */
  onServiceDown?: 'defer' | 'fail'
  /** The run the outbox is named after (the GitHub context has these fields). */
  github?: { repository: string; runId: string; job: string; runAttempt: string }
}

/** What the client reports as it happens; the output boundary prints it. */
export interface ClientEvents {
  onDryRun: (request: DryRunRequest) => void
  /** A request that needed retries has ended: its failed attempts, for one group. */
  onRetried: (event: RetriedRequest) => void
}

export function createClient(service: ClientSettings, events: ClientEvents): RecordsClient {
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
