/** The delivery of a run: the records client and the policy around it, from the inputs. */
import { USER_AGENT } from '../version.js'
import { RecordsClient } from '../api/client.js'
import { DRY_RUN_TOKEN } from '../api/rules.js'
import type { Cancellation } from '../util/on-cancel.js'
import { Delivery, type DeliveryEvents } from './delivery.js'
import { isRetried } from './status-policy.js'

/** What the delivery needs to know of the service (validated by the inputs). */
export interface DeliverySettings {
  baseUrl: string
  apiToken: string
  maxRetries: number
  timeoutSeconds: number
  /** Every request to the service through this proxy (the `http-proxy` input). */
  httpProxy?: string
  /** Where `httpProxy` came from (`the http-proxy input`, `the KOSLI_HTTP_PROXY variable`). */
  httpProxyFrom?: string
  dryRun: boolean
  /** Where the token was read from, for the hint of a refused token. */
  apiTokenFrom?: string
  /** What a write that cannot be delivered does: wait in the outbox, or fail. */
  onServiceDown?: 'defer' | 'fail'
}

export function createDelivery(
  service: DeliverySettings,
  events: DeliveryEvents,
  cancellation?: Cancellation
): Delivery {
  const client = new RecordsClient({
    baseUrl: service.baseUrl,
    // A dry run may have no token: nothing is sent.
    token: service.apiToken || DRY_RUN_TOKEN,
    tokenSource: service.apiTokenFrom,
    maxRetries: service.maxRetries,
    timeoutSeconds: service.timeoutSeconds,
    userAgent: USER_AGENT,
    retryable: isRetried,
    ...(service.httpProxy !== undefined && {
      proxy: service.httpProxy,
      proxyFrom: service.httpProxyFrom
    })
  })
  return new Delivery({
    client,
    dryRun: service.dryRun,
    // With `on-service-down: defer`, what cannot be delivered waits in the outbox.
    defer: service.onServiceDown === 'defer' && !service.dryRun,
    events,
    // A job's step (main.ts gives its cancellation) listens from its first write on.
    ...(cancellation && { cancellation, cancelFromFirstWrite: true })
  })
}
