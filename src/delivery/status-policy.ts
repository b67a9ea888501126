/**
 * The one table of what a failed attempt means (docs/delivery.md, "What a failure means"): for
 * each status class and transport failure, whether the request is retried, whether it says the
 * service itself is in trouble (the request probes, the others wait), whether a write that ends
 * on it is deferred to the outbox, and whether it stops the run. The client takes its retry
 * rule from here (an option, as ky takes `retry.statusCodes`: api/ imports nothing from
 * delivery/), the gate its "in trouble" and its stops, the delivery its deferral. The README,
 * action.yml and docs word it; __tests__/delivery/status-policy.test.ts holds them to it.
 */
import type { AttemptReport } from '../api/client.js'

/** What the action does with one kind of failed attempt. */
export interface Treatment {
  /** Tried again, up to `max-retries` times, within the request's retry budget. */
  retried: boolean
  /** Says the service itself is in trouble: the request probes it while the others wait. */
  inTrouble: boolean
  /** A write that ends on it (after its retries) waits in the outbox under `on-service-down: defer`. */
  deferred: boolean
  /** Stops the run: at once (the token is refused), when its probe gives up (down), or never. */
  stops: 'at once' | 'when its probe gives up' | 'no'
}

/** The classes of a failed attempt: a status (or a class of them), or no answer. */
export const FAILURE_CLASSES = [
  'other',
  '401',
  '403',
  '409',
  '429',
  'other 4xx',
  '500',
  '501',
  '502',
  '503',
  '504',
  'other 5xx',
  'timeout',
  'connection',
  'proxy',
  'fatal'
] as const
export type FailureClass = (typeof FAILURE_CLASSES)[number]

const NOTHING: Treatment = { retried: false, inTrouble: false, deferred: false, stops: 'no' }
/** An answer about this request alone, worth another try, and no reason to give up a write. */
const ITS_OWN: Treatment = { retried: true, inTrouble: false, deferred: true, stops: 'no' }
/** The service cannot take requests now. */
const TROUBLE: Treatment = {
  retried: true,
  inTrouble: true,
  deferred: true,
  stops: 'when its probe gives up'
}
const REFUSED_TOKEN: Treatment = { ...NOTHING, stops: 'at once' }

export const STATUS_POLICY: Readonly<Record<FailureClass, Treatment>> = {
  /** A redirect (not followed: it could carry the token elsewhere), a 1xx, a 2xx but 200/201. */
  other: NOTHING,
  '401': REFUSED_TOKEN,
  '403': REFUSED_TOKEN,
  /** A conflict may clear on a retry, but it is an answer about the write itself. */
  '409': { ...NOTHING, retried: true },
  '429': TROUBLE,
  /** A refusal on the request's merits. */
  'other 4xx': NOTHING,
  /** A 500 for one artifact while the others are stored: this request's failure. */
  '500': ITS_OWN,
  /** Not implemented: a retry cannot help (as the CLI). */
  '501': NOTHING,
  '502': TROUBLE,
  '503': TROUBLE,
  '504': TROUBLE,
  'other 5xx': ITS_OWN,
  /** No answer within `timeout-seconds`. */
  timeout: TROUBLE,
  /** Refused, reset, a name that does not resolve. */
  connection: TROUBLE,
  /**
   * The proxy (`http-proxy`, KOSLI_HTTP_PROXY, HTTPS_PROXY…) cannot be reached or refused the
   * tunnel: a configuration error, not the service's outage. Nothing more can go through it.
   */
  proxy: { ...NOTHING, stops: 'at once' },
  /** A transport error a retry cannot fix (a bad certificate, a URL node refuses). */
  fatal: NOTHING
}

/** The class of an attempt's outcome; a success has none. */
export function classOf(report: Pick<AttemptReport, 'status' | 'failure'>): FailureClass {
  if (report.failure !== undefined) return report.failure
  const status = report.status ?? 0
  const exact = String(status)
  if ((FAILURE_CLASSES as readonly string[]).includes(exact)) return exact as FailureClass
  if (status >= 500) return 'other 5xx'
  if (status >= 400) return 'other 4xx'
  return 'other'
}

export function treatmentOf(report: Pick<AttemptReport, 'status' | 'failure'>): Treatment {
  return STATUS_POLICY[classOf(report)]
}

/** The client's retry rule (RecordsClientOptions.retryable). */
export const isRetried = (report: Pick<AttemptReport, 'status' | 'failure'>): boolean =>
  treatmentOf(report).retried
