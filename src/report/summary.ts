/**
 * The job summary: a verdict first, then the sections the result holds, cut to a byte budget
 * (1 MiB for the job summary, 65,535 for a check run) without ever being dropped.
 */
import type { CommandResult } from '../results.js'
import { JUnitError } from '../junit/junit-errors.js'
import { errorMessage } from '../errors.js'
import { redactSecrets } from '../util/secrets.js'
import { code, link, text } from './escape.js'
import { num, short } from './format.js'
import { appendJobSummary, type AnnotationProps } from './boundary.js'
import { fit, type Block } from './budget.js'
import { GITHUB_LIMITS } from './display-limits.js'
import { renderLimits } from './render-limits.js'
import { approvalsBlocks } from './sections/approvals.js'
import { artifactsBlocks } from './sections/artifacts-section.js'
import { deploymentBlocks } from './sections/deployment.js'
import { environmentsBlocks } from './sections/environments.js'
import { footerBlock } from './sections/footer.js'
import { headerBlocks } from './sections/header.js'
import { junitBlocks } from './sections/junit-section.js'
import { legsBlocks } from './sections/legs-section.js'
import { overrideBlocks } from './sections/override-section.js'
import { writesBlocks } from './sections/outbox.js'
import { replayedFromBlocks } from './sections/replayed-from.js'
import { searchBlocks } from './sections/search-section.js'

export function renderSummary(result: CommandResult, opts: { maxBytes?: number } = {}): string {
  const maxBytes = opts.maxBytes ?? GITHUB_LIMITS.jobSummaryBytes
  const ctx = renderLimits(maxBytes)
  const blocks: Block[] = [
    ...headerBlocks(result, ctx),
    pullRequestLine(result),
    mergeGroupLine(result),
    // A replay opens with where its evidence came from and its tests.
    ...replayedFromBlocks(result),
    // A matrix's legs open with those missing.
    ...legsBlocks(result, ctx),
    // What failed, where, first; then what was recorded and found.
    ...junitBlocks(result, ctx),
    ...artifactsBlocks(result, ctx),
    ...searchBlocks(result, ctx),
    ...deploymentBlocks(result, ctx),
    ...environmentsBlocks(result, ctx),
    ...approvalsBlocks(result, ctx),
    ...overrideBlocks(result, ctx),
    ...writesBlocks(result, ctx),
    footerBlock(result)
  ]
  return fit(
    blocks.filter((b) => b !== ''),
    maxBytes
  )
}

/**
 * On a pull request: which one, and that the commit the records are about is its head, not the
 * merge commit GitHub runs the workflow on (GITHUB_SHA). A preview recorded nothing: it says so.
 */
export function pullRequestLine(result: CommandResult): string {
  const pr = result.destination.pullRequest
  const head = result.destination.commit
  if (!pr || !head) return ''
  const name = link(`#${num(pr.number)}`, pr.htmlUrl)
  const commit = code(short(head, 7))
  const merge = pr.mergeSha ? `, not GitHub's merge commit ${code(short(pr.mergeSha, 7))}` : ''
  const what = result.destination.dryRun
    ? `the records would be of its head commit ${commit}${merge}; nothing was sent`
    : `recorded its head commit ${commit}${merge}`
  return `🔀 Pull request ${name}: ${what}.\n\n`
}

/**
 * In a merge queue: that the commit recorded is the one the queue tested (and merges as it is),
 * on the queue's temporary branch, and where it goes; its check run is on that commit, where a
 * required check must report for the queue to go on.
 */
export function mergeGroupLine(result: CommandResult): string {
  const group = result.destination.mergeGroup
  const commit = result.destination.commit
  if (!group || !commit) return ''
  const where = [
    group.branch && `on ${code(group.branch)}`,
    group.base && `into ${code(group.base)}`
  ].filter(Boolean)
  const tested =
    `the commit it tested, ${code(short(commit, 7))}` +
    (where.length > 0 ? ` (${where.join(', ')})` : '')
  const what = result.destination.dryRun
    ? `the records would be of ${tested}; nothing was sent`
    : `recorded ${tested}`
  return `🚦 Merge queue: ${what}.\n\n`
}

/**
 * Appends to the job summary's file (`summaryFile`, GITHUB_STEP_SUMMARY: context/runner.ts).
 * Without one (GHES without summaries, local runs) or when writing fails, returns a notice
 * instead of throwing.
 */
export async function writeSummary(
  markdown: string,
  summaryFile: string
): Promise<{ written: boolean; notice?: string }> {
  if (!summaryFile) {
    return {
      written: false,
      notice: 'No job summary was written: GITHUB_STEP_SUMMARY is not set on this runner.'
    }
  }
  try {
    await appendJobSummary(markdown)
    return { written: true }
  } catch (err) {
    const reason = errorMessage(err)
    return { written: false, notice: `No job summary was written: ${reason}` }
  }
}

/** The job summary of a run refused before it did anything: the one error. */
export function renderRefusal(err: unknown): string {
  return `## Records: refused\n\n❌ ${text(redactSecrets(errorMessage(err)))}\n`
}

/** Where the error of a refused run is annotated: on the report it blames, at its line. */
export function refusalPlace(err: unknown): AnnotationProps {
  if (!(err instanceof JUnitError) || err.inRepository === undefined) return {}
  return { file: err.inRepository, startLine: err.line ?? 1 }
}
