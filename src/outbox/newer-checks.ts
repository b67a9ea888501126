/**
 * What GitHub knows that is newer than an outbox (docs/bad-day.md, "Never stale"): a check run
 * of the origin's `check-name` on the origin's commit, marked by this action as made by a later
 * run or attempt of the same job, leg and step, completed after the outbox was written. The
 * origin's own check run (same mark) never counts; an unmarked one cannot be told apart from
 * the origin's own (made before check runs were marked) and is not believed either way.
 */
import { errorMessage } from '../errors.js'
import { gitHubClient, ownerRepo, type GitHubAccess } from '../github/client.js'
import {
  checkMarkOf,
  readCheckMark,
  sameJobMark,
  sameMark,
  type CheckMark
} from '../context/check-mark.js'
import type { Origin } from './document.js'
import type { Superseded } from './plan.js'

/** The repository's check runs, through GitHub's one client (github/client.ts). */
export type ChecksAccess = GitHubAccess

const markOf = (o: Origin): CheckMark => checkMarkOf(o)

interface ListedCheck {
  external_id: string | null
  completed_at: string | null
  name: string
}

/**
 * For each origin with a commit and a check name, what supersedes it, if anything; a lookup
 * that fails is a warning (nothing newer is then known).
 */
export async function newerCheckRuns(
  access: ChecksAccess,
  origins: readonly Origin[]
): Promise<{ newer: Map<Origin, Superseded>; warnings: string[] }> {
  const newer = new Map<Origin, Superseded>()
  const warnings: string[] = []
  const github = gitHubClient(access)
  const listed = new Map<string, Promise<ListedCheck[]>>()
  for (const o of origins) {
    if (!o.commit || !o.checkName || o.repository !== access.repository) continue
    const key = JSON.stringify([o.commit, o.checkName])
    const list =
      listed.get(key) ??
      github.run('list check runs', (octokit) =>
        octokit.paginate(octokit.rest.checks.listForRef, {
          ...ownerRepo(access),
          ref: o.commit as string,
          check_name: o.checkName,
          filter: 'all',
          per_page: 100
        })
      )
    listed.set(key, list)
    try {
      const found = supersedingCheck(o, await list)
      if (found) newer.set(o, found)
    } catch (err) {
      warnings.push(
        `Whether a later run or attempt recorded ${o.commit} could not be told (the check runs ` +
          `'${o.checkName}' could not be listed: ${errorMessage(err)}); the writes of run ` +
          `${o.run} were sent as written.`
      )
    }
  }
  return { newer, warnings }
}

/** The latest check run that supersedes the origin's writes, in words. */
function supersedingCheck(o: Origin, runs: ListedCheck[]): Superseded | undefined {
  const own = markOf(o)
  const written = Date.parse(o.written)
  let best: { mark: CheckMark; at: string } | undefined
  for (const r of runs) {
    const mark = readCheckMark(r.external_id)
    if (!mark || !r.completed_at || !sameJobMark(mark, own) || sameMark(mark, own)) continue
    if (Date.parse(r.completed_at) <= written) continue
    if (!best || Date.parse(r.completed_at) > Date.parse(best.at))
      best = { mark, at: r.completed_at }
  }
  if (!best) return undefined
  const m = best.mark
  return {
    by: `the check run '${o.checkName}' of run ${m.run} (job ${m.job}, attempt ${m.attempt})`,
    at: best.at
  }
}
