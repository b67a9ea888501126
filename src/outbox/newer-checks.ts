/**
 * What GitHub knows that is newer than an outbox (docs/bad-day.md, "Never stale"), believed
 * only from what cannot be forged or confused:
 *
 * - a check run of the origin's `check-name` on its commit, completed after the outbox was
 *   written, made by the app that makes this action's check runs, whose mark names a run and
 *   attempt that exist in GitHub's record, of the same workflow, with the same job, step and
 *   whole leg (its digest), that lists the write's subject among what it recorded;
 * - GitHub's own record of the origin's run: a later attempt that re-ran the origin's job. When
 *   what that attempt recorded cannot be seen (`check-run: false`, or no check run believed),
 *   the write is held, not sent as the latest.
 *
 * A check run that claims the origin's job and fails a check is not believed, and said so.
 */
import { errorMessage } from '../errors.js'
import { clip } from '../util/clip.js'
import {
  checkMarkOf,
  readCheckMark,
  readCheckSubjects,
  sameMark,
  type CheckMark
} from '../context/check-mark.js'
import { gitHubClient, ownerRepo, type GitHubAccess } from '../github/client.js'
import { jobKeyOf } from '../github/job-name.js'
import {
  listAttemptJobs,
  readRunRecord,
  type AttemptJob,
  type RunRecord
} from '../github/run-record.js'
import type { Origin } from './document.js'
import type { Newer, Superseded } from './plan.js'
import { subjectDigest } from './subject.js'

/** The repository's check runs, through GitHub's one client (github/client.ts). */
export type ChecksAccess = GitHubAccess

/** The app GitHub Actions makes check runs as, with a job's GITHUB_TOKEN. */
export const GITHUB_ACTIONS_APP = 'github-actions'

interface ListedCheck {
  id: number
  external_id: string | null
  completed_at: string | null
  name: string
  app?: { slug?: string | null; id?: number } | null
  output?: { text?: string | null } | null
}

/** A check run believed: which attempt made it, when, and what it lists. */
interface Believed {
  mark: CheckMark
  at: string
  digests: Set<string>
  complete: boolean
}

/** What is known newer than one origin's writes. */
interface OriginNews {
  believed: Believed[]
  /** Later attempts that re-ran its job (GitHub's record) with no check run of them believed. */
  unseenAttempts: number[]
}

/** Whether a mark claims the origin's job, step and call (any run or attempt). */
function claimsJob(mark: CheckMark, o: Origin): boolean {
  return (
    mark.job === o.job &&
    (mark.step ?? '') === (o.step ?? '') &&
    (mark.jobKey ?? '') === (o.jobKey ?? '')
  )
}

/** Reads GitHub once per key. */
class Lookups {
  private readonly checks = new Map<string, Promise<ListedCheck[]>>()
  private readonly runs = new Map<string, Promise<RunRecord | undefined>>()
  private readonly jobs = new Map<string, Promise<AttemptJob[]>>()
  constructor(private readonly access: GitHubAccess) {}

  checkRuns(commit: string, name: string): Promise<ListedCheck[]> {
    const key = JSON.stringify([commit, name])
    if (!this.checks.has(key)) this.checks.set(key, listChecks(this.access, commit, name))
    return this.checks.get(key) as Promise<ListedCheck[]>
  }

  run(runId: number, attempt?: number): Promise<RunRecord | undefined> {
    const key = `${runId}/${attempt ?? ''}`
    if (!this.runs.has(key)) this.runs.set(key, readRunRecord(this.access, runId, attempt))
    return this.runs.get(key) as Promise<RunRecord | undefined>
  }

  attemptJobs(runId: number, attempt: number): Promise<AttemptJob[]> {
    const key = `${runId}/${attempt}`
    if (!this.jobs.has(key)) this.jobs.set(key, listAttemptJobs(this.access, runId, attempt))
    return this.jobs.get(key) as Promise<AttemptJob[]>
  }
}

async function listChecks(access: GitHubAccess, commit: string, name: string) {
  const runs = await gitHubClient(access).run('list check runs', (octokit) =>
    octokit.paginate(octokit.rest.checks.listForRef, {
      ...ownerRepo(access),
      ref: commit,
      check_name: name,
      filter: 'all',
      per_page: 100
    })
  )
  return runs as unknown as ListedCheck[]
}

/**
 * For each origin of this repository's runs, what is newer, as `judge(origin, subject)`; the
 * warnings (a lookup that failed, check runs not believed) to tell.
 */
export async function newerCheckRuns(
  access: ChecksAccess,
  origins: readonly Origin[]
): Promise<{ judge: (o: Origin, subject: string) => Newer; warnings: string[] }> {
  const look = new Lookups(access)
  const warnings: string[] = []
  const news = new Map<Origin, OriginNews>()
  for (const o of origins) {
    if (o.repository !== access.repository || !/^\d+$/.test(o.run)) continue
    news.set(o, await newsOf(look, o, warnings))
  }
  return { judge: (o, subject) => judgeWrite(o, news.get(o), subject), warnings }
}

/**
 * One origin's news: its run's record, the check runs believed, the later attempts that re-ran
 * its job unseen. When GitHub's record cannot be read nothing is believed, and a warning says
 * the writes go as written without that check.
 */
async function newsOf(look: Lookups, o: Origin, warnings: string[]): Promise<OriginNews> {
  const none = { believed: [], unseenAttempts: [] }
  let record: RunRecord | undefined
  try {
    record = await look.run(Number(o.run))
  } catch (err) {
    warnings.push(recordUnread(o, errorMessage(err)))
    return none
  }
  if (!record) {
    warnings.push(recordUnread(o, 'GitHub has no record of it'))
    return none
  }
  const otherLegs: CheckMark[] = []
  const believed = await believedChecks(look, o, record, warnings, otherLegs)
  const later: number[] = []
  for (let n = Number(o.attempt) + 1; n <= record.attempt; n++) {
    try {
      const jobs = await look.attemptJobs(Number(o.run), n)
      // Jobs GitHub names alike (legs whose names were cut alike) that other legs' genuine
      // check runs of that attempt account for are theirs, not this origin's.
      const others = new Set(
        otherLegs.filter((m) => m.run === o.run && m.attempt === String(n)).map((m) => m.legSha)
      )
      if (jobs.filter((j) => reRan(j, o, n)).length > others.size) later.push(n)
    } catch (err) {
      warnings.push(recordUnread(o, errorMessage(err), n))
    }
  }
  const seen = new Set(believed.filter((b) => b.mark.run === o.run).map((b) => b.mark.attempt))
  return { believed, unseenAttempts: later.filter((n) => !seen.has(String(n))) }
}

/** Why nothing newer is believed of an origin: GitHub's record of its run cannot be read. */
function recordUnread(o: Origin, why: string, attempt?: number): string {
  const what = attempt === undefined ? `run ${o.run}` : `attempt ${attempt} of run ${o.run}`
  return (
    `GitHub's record of ${what} could not be read (${why}): whether a later attempt of job ` +
    `${o.job} recorded newer evidence cannot be told, and its writes were sent as written.`
  )
}

/**
 * Whether a job of attempt `n` (GitHub's record) is the origin's job re-run in that attempt:
 * GitHub's name for it has the origin's job key (without one, its name is the job's id, or the
 * id and the leg's values in brackets, as GitHub names a matrix leg); it ran in attempt `n` (a
 * job carried over from an earlier attempt did not); and it ran to its end, succeeding or
 * failing (a job skipped or cancelled did not get to its records step).
 */
function reRan(j: AttemptJob, o: Origin, n: number): boolean {
  const same = o.jobKey
    ? jobKeyOf(j.name) === o.jobKey
    : j.name === o.job || j.name.startsWith(`${o.job} (`)
  const inThis = j.run_attempt === 0 || j.run_attempt === n
  return same && inThis && (j.conclusion === 'success' || j.conclusion === 'failure')
}

/**
 * The check runs of the origin's name on its commit that are believed; each one that claims the
 * origin's job and is not believed is told, with why.
 */
async function believedChecks(
  look: Lookups,
  o: Origin,
  record: RunRecord,
  warnings: string[],
  otherLegs: CheckMark[]
): Promise<Believed[]> {
  if (!o.commit || !o.checkName) return []
  let runs: ListedCheck[]
  try {
    runs = await look.checkRuns(o.commit, o.checkName)
  } catch (err) {
    warnings.push(
      `The check runs '${o.checkName}' on ${o.commit} could not be listed ` +
        `(${errorMessage(err)}): a later run's evidence of run ${o.run}'s subjects cannot be seen.`
    )
    return []
  }
  const app = makerOf(runs, o)
  const believed: Believed[] = []
  for (const r of runs) {
    const mark = readCheckMark(r.external_id)
    if (!mark || !claimsJob(mark, o) || sameMark(mark, checkMarkOf(o))) continue
    if (!r.completed_at || Date.parse(r.completed_at) <= Date.parse(o.written)) continue
    const doubt = await doubtOf(look, { r, mark, o, record, app })
    if (typeof doubt === 'string') {
      warnings.push(
        `Not believed: the check run '${clip(r.name, 100)}' (id ${r.id}) that claims run ${clip(mark.run, 20)} ` +
          `(job ${mark.job}, attempt ${clip(mark.attempt, 20)}), because ${doubt}.`
      )
    } else if ('otherLeg' in doubt) otherLegs.push(mark)
    else believed.push({ mark, at: r.completed_at, ...doubt })
  }
  return believed
}

/**
 * The app that makes this action's check runs for the origin: the app of the origin's own check
 * run (its exact mark), when one app made it; GitHub Actions when there is none; none (nothing
 * believed) when more than one app claims to have made it.
 */
function makerOf(runs: ListedCheck[], o: Origin): string | undefined {
  const own = runs.filter((r) => {
    const mark = readCheckMark(r.external_id)
    return mark !== undefined && sameMark(mark, checkMarkOf(o))
  })
  const apps = new Set(own.map((r) => r.app?.slug ?? ''))
  if (apps.size === 0) return GITHUB_ACTIONS_APP
  return apps.size === 1 ? [...apps][0] || undefined : undefined
}

/** Why a check run is not believed (`otherLeg`: it is genuine, of another leg); else what it lists. */
async function doubtOf(
  look: Lookups,
  c: { r: ListedCheck; mark: CheckMark; o: Origin; record: RunRecord; app?: string }
): Promise<string | { otherLeg: true } | { digests: Set<string>; complete: boolean }> {
  const { r, mark, o } = c
  // Another app's slug, the check run's name and a workflow's path are theirs to choose: cut.
  const slug = clip(r.app?.slug ?? 'an unknown app', 100)
  if (c.app === undefined) return `more than one app made check runs marked as run ${o.run}'s own`
  if (slug !== c.app) return `it was made by ${slug}, not by ${c.app}, which makes this action's`
  if (!/^\d+$/.test(mark.run) || !/^\d+$/.test(mark.attempt)) return 'its mark names no run'
  let theirs: RunRecord | undefined
  try {
    theirs = await look.run(Number(mark.run), Number(mark.attempt))
  } catch (err) {
    return `GitHub's record of that run could not be read (${errorMessage(err)})`
  }
  if (!theirs) return 'GitHub has no record of that run and attempt'
  if (theirs.workflowId !== c.record.workflowId) {
    const path = (w: RunRecord): string => clip(w.path || String(w.workflowId), 200)
    return `it is of another workflow (${path(theirs)}, not ${path(c.record)})`
  }
  if ((mark.leg ?? '') !== (o.leg ?? '') || (mark.legSha ?? '') !== (o.legSha ?? '')) {
    return { otherLeg: true }
  }
  const listed = readCheckSubjects(r.output?.text)
  return listed ?? 'it does not list what it recorded'
}

/** What is newer than one write of `o` of `subject`. */
function judgeWrite(o: Origin, news: OriginNews | undefined, subject: string): Newer {
  if (!news) return undefined
  const digest = subjectDigest(subject)
  let best: Believed | undefined
  for (const b of news.believed) {
    if (!b.digests.has(digest)) continue
    if (!best || Date.parse(b.at) > Date.parse(best.at)) best = b
  }
  if (best) return { superseded: supersededBy(o, best) }
  const partial = news.believed.find((b) => !b.complete && b.mark.run === o.run)
  const unseen = news.unseenAttempts[0] ?? (partial && Number(partial.mark.attempt))
  if (unseen === undefined) return undefined
  return {
    held:
      `attempt ${unseen} of run ${o.run} re-ran job ${o.job} (GitHub's record of the run), and ` +
      'what it recorded cannot be seen (no check run of it is believed, or it ran with ' +
      '`check-run: false`)'
  }
}

function supersededBy(o: Origin, b: Believed): Superseded {
  const m = b.mark
  return {
    by: `the check run '${o.checkName}' of run ${m.run} (job ${m.job}, attempt ${m.attempt})`,
    at: b.at
  }
}
