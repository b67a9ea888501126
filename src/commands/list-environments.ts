/**
 * `list-environments` (operation 6): one page when `page` or `per-page` is given, else every
 * page. The real service answers a plain array when it is not asked for pages (docs/compatibility.md
 * §13.4); a plain array is taken as the whole list wherever it turns up.
 */
import type { Environment, EnvironmentPage } from '../api/models.js'
import { PER_PAGE_MAX } from '../api/models.js'
import type { Delivery } from '../delivery/delivery.js'
import { ApiError } from '../api/api-errors.js'
import { listEnvironments } from '../api/operations.js'
import { readPageInputs } from '../inputs/queries.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'

interface ListEnvironmentsInputs {
  page?: number
  perPage?: number
}

async function readInputs(env: Env): Promise<ListEnvironmentsInputs> {
  return readPageInputs(env)
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

/** The walk so far: what is listed, and how many pages were read. */
interface Walked {
  listed: readonly Environment[]
  /** Names listed so far: a repeat means the service does not page as asked. */
  seen: ReadonlySet<string>
  pages: number
  onePage: boolean
}

/** What one page adds to the walk, and whether the walk goes on (each reason to stop said). */
interface PageStep {
  /** The environments not listed before (none when the page is not taken). */
  fresh: Environment[]
  /** The page counts as read. */
  taken: boolean
  more: boolean
  truncated?: boolean
  warning?: string
  notice?: string
}

/**
 * One page of the walk. Each answer's `page` must be the page asked for: a server that ignores
 * `page` (or repeats one) stops the walk with a warning, and an environment already listed is
 * never listed twice. An empty page after the first says the walk is past the last.
 */
function takePage(w: Walked, read: PageRead, page: number): PageStep {
  if (read.page !== undefined && read.totalPages !== undefined && read.page !== page) {
    const warning =
      `Asked for page ${page} of the environments, the service answered page ${read.page}: ` +
      `it does not page as asked, so the list stops at ${w.listed.length} environments.`
    return { fresh: [], taken: false, more: false, truncated: true, warning }
  }
  const fresh = read.environments.filter((e) => !w.seen.has(e.name))
  const listed = w.listed.length + fresh.length
  const stop = { fresh, taken: true, more: false }
  if (fresh.length < read.environments.length) {
    const repeated = read.environments.length - fresh.length
    const warning =
      `Page ${page} of the environments repeated ${repeated} already listed; ` +
      `they are listed once and the list stops at ${listed} environments.`
    return { ...stop, truncated: !w.onePage, warning }
  }
  if (read.environments.length === 0 && page > 1 && read.totalPages !== undefined) {
    const last = read.totalPages
    const count = read.totalCount !== undefined ? `, ${read.totalCount} environments` : ''
    const notice =
      page > last
        ? `Page ${page} of the environments is empty: it is past the last page (${last} pages${count}).`
        : `Page ${page} of the environments is empty though the service counts ${last} pages${count}; the list ends there.`
    return { ...stop, notice }
  }
  if (w.onePage || read.totalPages === undefined) return stop
  // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
  if (page >= read.totalPages || read.environments.length === 0) return stop
  if (w.pages + 1 >= MAX_PAGES) {
    const warning = `Listed only the first ${MAX_PAGES} pages (${listed} environments) of ${read.totalPages}.`
    return { ...stop, truncated: true, warning }
  }
  return { ...stop, more: true }
}

export async function runListEnvironments(
  config: ServiceRunConfig & ListEnvironmentsInputs,
  delivery: Delivery
): Promise<CommandResult> {
  const list: Environment[] = []
  const seen = new Set<string>()
  const [warnings, notices, failures]: string[][] = [[], [], []]
  let pages = 0
  let truncated = false
  const onePage = config.page !== undefined || config.perPage !== undefined
  let page = onePage ? (config.page ?? 1) : 1
  try {
    for (let more = true; more; page += 1) {
      const checked = await listEnvironments(
        delivery,
        config.org,
        onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: PER_PAGE_MAX }
      )
      if (checked === undefined) {
        notices.push('Dry run: the environments were not listed.')
        break
      }
      warnings.push(...checked.warnings)
      const step = takePage({ listed: list, seen, pages, onePage }, readAnswer(checked.value), page)
      list.push(...step.fresh)
      for (const e of step.fresh) seen.add(e.name)
      if (step.taken) pages += 1
      truncated ||= step.truncated === true
      if (step.warning) warnings.push(step.warning)
      if (step.notice) notices.push(step.notice)
      more = step.more
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    failures.push(`Listing the environments of org '${config.org}' failed: ${err.message}`)
  }
  const environments = { list, pages, ...(truncated && { truncated }) }
  return commandResult(listEnvironmentsCommand, config, {
    environments,
    warnings,
    notices,
    failures
  })
}

export const listEnvironmentsCommand: OnlineCommand<ListEnvironmentsInputs> = {
  name: 'list-environments',
  title: 'environments',
  verdict: false,
  online: true,
  readInputs,
  run: runListEnvironments
}
