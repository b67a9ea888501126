/**
 * The step after parsing: a parsed report placed in the repository (docs/junit-locations.md).
 * Each failing test gets its source file and line from the report's hints (locate.ts; which
 * repository file a written path names is resolve.ts) and the one place it is shown at; names
 * the tool wrote as absolute paths of the workspace become relative; a suite with problems gets
 * the report's repository path, to annotate them on it.
 */
import nodePath from 'node:path'
import type { FailedTest, SuiteRow } from '../results.js'
import { Locator, workspaceRelativeName } from './locate.js'
import type { ParsedReport } from './parse.js'
import type { ReportedFailure } from './reported-failure.js'
import { SourceResolver } from './resolve.js'

export interface Placement {
  /**
   * The report's path as text (a name that is not UTF-8 with replacement characters): the paths
   * it writes are resolved as its tool meant them, from its folder.
   */
  reportFile: string
  /** Names are made relative to this folder, and files are looked for in it. */
  workspace?: string
  /** Finds the files reports name; one per run (default: one for `workspace`). */
  resolver?: SourceResolver
}

export interface PlacedReport extends Omit<ParsedReport, 'reportedFailures'> {
  /** The failing tests kept with details, each with its source and its place. */
  failedTests: FailedTest[]
}

/** A report's whereabouts: what placing its suites and failing tests needs. */
interface ReportPlace {
  /** The report's absolute path (as text). */
  reportFile: string
  /** Its repository path, when it is inside the repository. */
  inRepository?: string
  workspace?: string
  resolver?: SourceResolver
}

export async function placeReport(
  parsed: ParsedReport,
  placement: Placement
): Promise<PlacedReport> {
  const { reportedFailures, ...rest } = parsed
  const { workspace } = placement
  const resolver =
    placement.resolver ?? (workspace === undefined ? undefined : new SourceResolver({ workspace }))
  const reportFile = nodePath.resolve(placement.reportFile)
  const report: ReportPlace = {
    reportFile,
    inRepository: resolver?.inRepository(reportFile),
    workspace,
    resolver
  }
  return {
    ...rest,
    suites: parsed.suites.map((row) => placeSuite(row, report)),
    failedTests: await placeFailures(reportedFailures, report)
  }
}

function placeSuite(row: SuiteRow, { inRepository, workspace }: ReportPlace): SuiteRow {
  const label = workspaceRelativeName(row.name, workspace)
  const annotated = row.problems !== undefined && inRepository !== undefined
  if (label === row.name && !annotated) return row
  const placed: SuiteRow = { ...row }
  if (label !== row.name) placed.label = label
  if (annotated) placed.reportInRepository = inRepository
  return placed
}

/**
 * The failing tests with their place: the source line when its file is in the repository, else
 * their `<testcase>` in the report (when the report is in the repository).
 */
async function placeFailures(
  reported: ReportedFailure[],
  { reportFile, inRepository, workspace, resolver }: ReportPlace
): Promise<FailedTest[]> {
  if (reported.length === 0) return [] // most reports: nothing to locate, no per-file set-up
  const locator = new Locator(resolver, reportFile)
  const failedTests: FailedTest[] = []
  for (const { test, hints, reportLine } of reported) {
    const { location: where, found } = await locator.place(hints, test.classname)
    const place =
      found !== undefined
        ? { path: found, line: where.line ?? 1 }
        : inRepository !== undefined
          ? { path: inRepository, line: reportLine }
          : undefined
    const at =
      place && resolver && (await resolver.isTracked(place.path))
        ? { ...place, tracked: true }
        : place
    failedTests.push({
      ...test,
      suite: workspaceRelativeName(test.suite, workspace),
      classname: workspaceRelativeName(test.classname, workspace),
      ...where,
      reportLine,
      ...(at !== undefined && { at })
    })
  }
  return failedTests
}
