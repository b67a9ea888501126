/** The records client of a run. */
import { USER_AGENT } from '../version.js'
import { RecordsClient, type DryRunRequest, type RetryEvent } from './client.js'
import { DRY_RUN_TOKEN } from './rules.js'

/** What the client needs to know of the service (validated by its caller). */
export interface ClientSettings {
  baseUrl: string
  apiToken: string
  maxRetries: number
  timeoutSeconds: number
  dryRun: boolean
}

/** What the client reports as it happens; the output boundary prints it. */
export interface ClientEvents {
  onDryRun: (request: DryRunRequest) => void
  onRetry: (event: RetryEvent) => void
}

export function createClient(service: ClientSettings, events: ClientEvents): RecordsClient {
  return new RecordsClient({
    baseUrl: service.baseUrl,
    // A dry run may have no token: nothing is sent.
    token: service.apiToken || DRY_RUN_TOKEN,
    maxRetries: service.maxRetries,
    timeoutSeconds: service.timeoutSeconds,
    dryRun: service.dryRun,
    userAgent: USER_AGENT,
    ...events
  })
}
