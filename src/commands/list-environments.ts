/**
 * `list-environments` (operation 6): one page when `page` or `per-page` is given, else every
 * page. The real service answers a plain array when it is not asked for pages (docs/compatibility.md
 * §13.4); a plain array is taken as the whole list wherever it turns up.
 */
import type { Environment, EnvironmentPage } from '../api/models.js'
import { PER_PAGE_MAX } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { listEnvironments } from '../api/operations.js'
import { readInt, type Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { newResult, type CommandSpec, type RunConfig } from './command.js'

interface ListEnvironmentsInputs {
  page?: number
  perPage?: number
}

async function readInputs(env: Env): Promise<ListEnvironmentsInputs> {
  return { page: readInt(env, 'page', 1, 1_000_000), perPage: readInt(env, 'per-page', 1, 50) }
}

/** Enough for 5,000 environments; beyond that the list is cut with a warning. */
export const MAX_PAGES = 100

interface PageRead {
  environments: Environment[]
  /** undefined for a plain array: it was everything. */
  totalPages?: number
  /** The page the answer says it is (undefined when it does not say, or for a plain array). */
  page?: number
  totalCount?: number
}

/** operations.ts has checked the shape and left out page numbers that are not integers. */
function readAnswer(answer: EnvironmentPage | Environment[]): PageRead {
  if (Array.isArray(answer)) return { environments: answer }
  const int = (v: unknown): number | undefined => (Number.isInteger(v) ? (v as number) : undefined)
  return {
    environments: answer.environments,
    totalPages: int(answer.total_pages),
    page: int(answer.page),
    totalCount: int(answer.total_count)
  }
}

/**
 * Every page, or the one asked for. Each answer's `page` must be the page asked for: a server
 * that ignores `page` (or repeats one) stops the walk with a warning, and an environment already
 * listed is never listed twice. An empty page after the first says the walk is past the last.
 */
/** The state of a walk over the pages. */
interface PageWalk {
  result: CommandResult
  outcome: NonNullable<CommandResult['environments']>
  /** Names listed so far: a repeat means the service does not page as asked. */
  seen: Set<string>
  onePage: boolean
}

/** Adds one page's environments; false when the walk stops after it (each reason said). */
function takePage(w: PageWalk, read: PageRead, page: number): boolean {
  const { result, outcome } = w
  if (read.page !== undefined && read.totalPages !== undefined && read.page !== page) {
    result.warnings.push(
      `Asked for page ${page} of the environments, the service answered page ${read.page}: ` +
        `it does not page as asked, so the list stops at ${outcome.list.length} environments.`
    )
    outcome.truncated = true
    return false
  }
  const fresh = read.environments.filter((e) => !w.seen.has(e.name))
  for (const e of fresh) w.seen.add(e.name)
  outcome.list.push(...fresh)
  outcome.pages += 1
  if (fresh.length < read.environments.length) {
    const repeated = read.environments.length - fresh.length
    result.warnings.push(
      `Page ${page} of the environments repeated ${repeated} already listed; ` +
        `they are listed once and the list stops at ${outcome.list.length} environments.`
    )
    if (!w.onePage) outcome.truncated = true
    return false
  }
  if (read.environments.length === 0 && page > 1 && read.totalPages !== undefined) {
    const last = read.totalPages
    const count = read.totalCount !== undefined ? `, ${read.totalCount} environments` : ''
    result.notices.push(
      page > last
        ? `Page ${page} of the environments is empty: it is past the last page (${last} pages${count}).`
        : `Page ${page} of the environments is empty though the service counts ${last} pages${count}; the list ends there.`
    )
    return false
  }
  if (w.onePage || read.totalPages === undefined) return false
  // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
  if (page >= read.totalPages || read.environments.length === 0) return false
  if (outcome.pages >= MAX_PAGES) {
    outcome.truncated = true
    result.warnings.push(
      `Listed only the first ${MAX_PAGES} pages (${outcome.list.length} environments) of ${read.totalPages}.`
    )
    return false
  }
  return true
}

export async function runListEnvironments(
  config: RunConfig & ServiceInputs & ListEnvironmentsInputs,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(listEnvironmentsCommand, config)
  const outcome: NonNullable<CommandResult['environments']> = { list: [], pages: 0 }
  result.environments = outcome
  const onePage = config.page !== undefined || config.perPage !== undefined
  const walk: PageWalk = { result, outcome, seen: new Set<string>(), onePage }
  let page = onePage ? (config.page ?? 1) : 1
  try {
    for (;;) {
      const checked = await listEnvironments(
        client,
        config.org,
        onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: PER_PAGE_MAX }
      )
      if (checked === undefined) {
        result.notices.push('Dry run: the environments were not listed.')
        return result
      }
      result.warnings.push(...checked.warnings)
      if (!takePage(walk, readAnswer(checked.value), page)) break
      page += 1
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    result.failures.push(`Listing the environments of org '${config.org}' failed: ${err.message}`)
  }
  return result
}

export const listEnvironmentsCommand: CommandSpec<ListEnvironmentsInputs> = {
  name: 'list-environments',
  title: 'environments',
  verdict: false,
  online: true,
  readInputs,
  run: runListEnvironments
}
