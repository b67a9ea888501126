/**
 * The mark this action puts on every check run it creates (the Checks API's `external_id`): the
 * run, job, attempt, matrix leg and step that made it, and the job's key (which call of a
 * reusable workflow). A replay reads it to tell the check run of
 * the run that deferred its writes from one a later run or attempt completed (docs/bad-day.md,
 * "Never stale"). Anyone who may create check runs may also write any `external_id`: the mark
 * says who claims to have made a check run, not who did.
 */

const PREFIX = 'records-action/1?'

/** Who made a check run. */
export interface CheckMark {
  run: string
  job: string
  attempt: string
  leg?: string
  /** The leg's whole values as a digest (inputs/matrix.ts): `leg` is cut to 100 characters. */
  legSha?: string
  step?: string
  /**
   * The job as GitHub records it, as a key (src/github/job-name.ts): two calls of one reusable
   * workflow share the job and the step, not this.
   */
  jobKey?: string
}

/** The mark of the run, job, attempt, leg, step and job key an origin (of an outbox) names. */
export function checkMarkOf(o: CheckMark): CheckMark {
  return {
    run: o.run,
    job: o.job,
    attempt: o.attempt,
    ...(o.leg && { leg: o.leg }),
    ...(o.legSha && { legSha: o.legSha }),
    ...(o.step && { step: o.step }),
    ...(o.jobKey && { jobKey: o.jobKey })
  }
}

/** The `external_id` of a check run made by `mark`. */
export function checkMarkId(mark: CheckMark): string {
  const q = new URLSearchParams({ run: mark.run, job: mark.job, attempt: mark.attempt })
  if (mark.leg) q.set('leg', mark.leg)
  if (mark.legSha) q.set('leg_sha', mark.legSha)
  if (mark.step) q.set('step', mark.step)
  if (mark.jobKey) q.set('job_key', mark.jobKey)
  return PREFIX + q.toString()
}

/** The mark an `external_id` carries, when this action wrote it. */
export function readCheckMark(externalId: string | null | undefined): CheckMark | undefined {
  if (!externalId?.startsWith(PREFIX)) return undefined
  const q = new URLSearchParams(externalId.slice(PREFIX.length))
  const run = q.get('run')
  const job = q.get('job')
  const attempt = q.get('attempt')
  if (!run || !job || !attempt) return undefined
  const leg = q.get('leg') ?? undefined
  const legSha = q.get('leg_sha') ?? undefined
  const step = q.get('step') ?? undefined
  const jobKey = q.get('job_key') ?? undefined
  return {
    run,
    job,
    attempt,
    ...(leg && { leg }),
    ...(legSha && { legSha }),
    ...(step && { step }),
    ...(jobKey && { jobKey })
  }
}

/** Whether two marks name the same job, leg, step and job key (of any run or attempt). */
export function sameJobMark(a: CheckMark, b: CheckMark): boolean {
  return (
    a.job === b.job &&
    (a.leg ?? '') === (b.leg ?? '') &&
    (a.step ?? '') === (b.step ?? '') &&
    (a.jobKey ?? '') === (b.jobKey ?? '')
  )
}

/** Whether two marks name the same run, attempt, job, leg and step. */
export function sameMark(a: CheckMark, b: CheckMark): boolean {
  return sameJobMark(a, b) && a.run === b.run && a.attempt === b.attempt
}

/** Where a check run lists what it recorded: a comment in its `output.text`, unseen on its page. */
const SUBJECTS_PREFIX = '<!-- records-action/subjects'
/** The most subjects listed (17 characters each: the text holds at most 65,535). */
export const MAX_LISTED_SUBJECTS = 3000

/**
 * The check run's `output.text` listing the digests of the subjects it recorded (or kept in its
 * outbox): `complete` when every one is listed, `partial` when the list was cut.
 */
export function checkSubjectsText(digests: readonly string[]): string {
  const unique = [...new Set(digests)]
  const listed = unique.slice(0, MAX_LISTED_SUBJECTS)
  const whole = listed.length === unique.length ? 'complete' : 'partial'
  return `${SUBJECTS_PREFIX} ${whole} ${listed.join(' ')} -->`
}

/** The subjects a check run lists, and whether the list is whole; undefined when it lists none. */
export function readCheckSubjects(
  text: string | null | undefined
): { digests: Set<string>; complete: boolean } | undefined {
  const at = text?.indexOf(SUBJECTS_PREFIX) ?? -1
  if (!text || at < 0) return undefined
  const end = text.indexOf('-->', at)
  if (end < 0) return undefined
  const [whole, ...digests] = text
    .slice(at + SUBJECTS_PREFIX.length, end)
    .trim()
    .split(/\s+/)
  if (whole !== 'complete' && whole !== 'partial') return undefined
  return {
    digests: new Set(digests.filter((d) => /^[0-9a-f]{16}$/.test(d))),
    complete: whole === 'complete'
  }
}
