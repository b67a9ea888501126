/** collectJUnit on the reports that `junit` lines select, found as the action finds them. */
import { collectJUnit, type CollectOptions } from '../../src/junit/collect.js'
import { findReports } from '../../src/inputs/junit-reports.js'
import type { JUnitOutcome } from '../../src/results.js'

export async function collectFrom(opts: Omit<CollectOptions, 'reports'>): Promise<JUnitOutcome> {
  return collectJUnit({ ...opts, reports: await findReports(opts.patterns, opts.cwd) })
}
