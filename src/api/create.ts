/** The records client of a run, from the validated service inputs. */
import { DRY_RUN_TOKEN, type ServiceInputs } from '../inputs/service.js'
import { USER_AGENT } from '../version.js'
import { RecordsClient, type DryRunRequest, type RetryEvent } from './client.js'

/** What the client reports as it happens; the output boundary prints it. */
export interface ClientEvents {
  onDryRun: (request: DryRunRequest) => void
  onRetry: (event: RetryEvent) => void
}

export function createClient(service: ServiceInputs, events: ClientEvents): RecordsClient {
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
