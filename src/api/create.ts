/** The records client of a run, from the validated service inputs. */
import type { ServiceInputs } from '../inputs/service.js'
import { USER_AGENT } from '../version.js'
import { RecordsClient } from './client.js'

export function createClient(service: Partial<ServiceInputs>): RecordsClient | undefined {
  if (service.baseUrl === undefined) return undefined // an offline command
  return new RecordsClient({
    baseUrl: service.baseUrl,
    // A dry run may have no token: nothing is sent.
    token: service.apiToken || 'DRY_RUN',
    maxRetries: service.maxRetries,
    timeoutSeconds: service.timeoutSeconds,
    dryRun: service.dryRun,
    userAgent: USER_AGENT
  })
}
