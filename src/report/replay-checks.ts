/**
 * A replay's check runs: one per origin (its own `check-name`, its own commit), each from a
 * view of the result that holds only that origin's writes, tests and search, so its conclusion,
 * title and summary are that origin's own truth (docs/bad-day.md, "Each origin to its own truth").
 */
import { checkMarkOf, type CheckMark } from '../context/check-mark.js'
import type { CommandResult, OriginVerdict, ReplayOrigin } from '../results.js'

/** The result as one origin's check run tells it. */
function forOrigin(result: CommandResult, v: OriginVerdict): CommandResult {
  const ids = new Set(v.writeIds)
  const o = v.origin
  return {
    ...result,
    writes: result.writes.filter((w) => ids.has(w.id)),
    destination: {
      ...result.destination,
      org: o.org,
      flow: o.flow,
      trail: o.trail,
      commit: o.commit
    },
    search: v.search,
    compliant: v.compliant,
    complianceState: v.complianceState,
    nonCompliance: v.nonCompliance,
    givesVerdict: true,
    checkName: o.checkName ?? result.checkName,
    replayedOrigins: [v]
  }
}

/** Every write of the origin superseded by newer evidence or recorded earlier. */
function settled(raw: CommandResult, v: OriginVerdict): boolean {
  const ids = new Set(v.writeIds)
  const own = raw.writes.filter((w) => ids.has(w.id))
  return own.length > 0 && own.every((w) => w.state === 'superseded' || w.state === 'earlier')
}

/**
 * For each origin of a replay whose check run may be brought up to date (it has a commit, and
 * no later run or attempt completed its check run): the redacted and the raw view, and the mark
 * of the origin's own check run.
 */
export function originResults(
  result: CommandResult,
  raw: CommandResult
): { result: CommandResult; raw: CommandResult; mark: CheckMark; origin: ReplayOrigin }[] {
  const origins = raw.replayedOrigins ?? []
  return origins.flatMap((v, i) => {
    // An origin that ran with `check-run: false` made none, and gets none from a replay.
    if (v.origin.commit === undefined || v.origin.checkRun === false) return []
    // One whose writes were all superseded (or recorded earlier) is told so, and no longer
    // asks for a replay; one partly superseded or held is left as it is.
    if (v.checkLeftAlone !== undefined && !settled(raw, v)) return []
    const shown = result.replayedOrigins?.[i] ?? v
    const o = v.origin
    const mark = checkMarkOf(o)
    return [{ result: forOrigin(result, shown), raw: forOrigin(raw, v), mark, origin: o }]
  })
}
