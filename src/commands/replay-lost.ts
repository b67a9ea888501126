/**
 * Lost evidence is never silent (docs/bad-day.md, "Lost evidence"): a replay of a run whose
 * outbox artifact GitHub lists as expired (its retention passed; GitHub answers 410 for its
 * zip) cannot send what it held, and says so as a failure of the step, naming each one, the
 * run, and when it expired. What the run's other outboxes hold is sent all the same.
 */
import type { ListedArtifact } from '../outbox/artifact.js'
import { RETENTION_DAYS } from '../outbox/document.js'
import { count, utcMinute } from '../util/english.js'

/** The most expired outboxes named one by one; the rest are counted. */
const NAMED = 5

/** `2026-08-01 10:00 UTC`, or undefined when GitHub gave no time. */
const utc = (iso: string | undefined): string | undefined =>
  iso === undefined ? undefined : utcMinute(iso)

/** One expired outbox: its name, and when it was made and expired. */
function described(a: ListedArtifact): string {
  const made = utc(a.createdAt)
  const gone = utc(a.expiresAt)
  const when = [made && `made ${made}`, gone && `expired ${gone}`].filter(Boolean).join(', ')
  return `${a.name}${when ? ` (${when})` : ''}`
}

/** The failure that names the expired outboxes of run `runId`; none when nothing expired. */
export function expiredOutboxFailures(runId: number, expired: readonly ListedArtifact[]): string[] {
  if (expired.length === 0) return []
  const named = expired.slice(0, NAMED).map(described).join('; ')
  const more = expired.length > NAMED ? `; and ${count(expired.length - NAMED, 'more')}` : ''
  const one = expired.length === 1
  return [
    `Lost evidence: ${one ? 'an outbox' : `${count(expired.length, 'outbox', 'outboxes')}`} of ` +
      `run ${runId} expired before any replay sent ${one ? 'it' : 'them'}: ${named}${more}. ` +
      `GitHub keeps an outbox ${RETENTION_DAYS} days (the repository's artifact retention, if ` +
      'shorter). The writes deferred into it were never recorded and cannot be replayed; its ' +
      'name gives the job, attempt, leg and step that made them ' +
      `(records-outbox-${runId}-<job>-<attempt>-…): re-run that job to record them again.`
  ]
}
