/**
 * `list-environments` (operation 6): one page when `page` or `per-page` is given, else every
 * page. The real service answers a plain array when it is not asked for pages (docs/compatibility.md
 * §13.4); a plain array is taken as the whole list wherever it turns up.
 */
import type { Config } from '../config.js'
import type { Environment, EnvironmentPage } from '../api/models.js'
import { PER_PAGE_MAX } from '../api/models.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { listEnvironments } from '../api/operations.js'
import type { CommandResult } from '../results.js'
import { newResult } from './result.js'

/** Enough for 5,000 environments; beyond that the list is cut with a warning. */
export const MAX_PAGES = 100

type Answer = EnvironmentPage | Environment[] | undefined

interface PageRead {
  environments: Environment[]
  /** undefined for a plain array: it was everything. */
  totalPages?: number
}

/** operations.ts has already checked the shape: an array, or an envelope with an array. */
function readAnswer(answer: EnvironmentPage | Environment[], page: number): PageRead {
  if (Array.isArray(answer)) return { environments: answer }
  const totalPages = Number.isInteger(answer.total_pages) ? answer.total_pages : page
  return { environments: answer.environments, totalPages }
}

export async function runListEnvironments(
  config: Config,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(config)
  const outcome: NonNullable<CommandResult['environments']> = { list: [], pages: 0 }
  result.environments = outcome
  const onePage = config.page !== undefined || config.perPage !== undefined

  let page = onePage ? (config.page ?? 1) : 1
  try {
    for (;;) {
      const answer: Answer = await listEnvironments(
        client,
        config.org,
        onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: PER_PAGE_MAX }
      )
      if (answer === undefined) {
        result.notices.push('Dry run: the environments were not listed.')
        return result
      }
      const read = readAnswer(answer, page)
      outcome.list.push(...read.environments)
      outcome.pages += 1
      if (onePage || read.totalPages === undefined) break
      // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
      if (page >= read.totalPages || read.environments.length === 0) break
      if (outcome.pages >= MAX_PAGES) {
        outcome.truncated = true
        result.warnings.push(
          `Listed only the first ${MAX_PAGES} pages (${outcome.list.length} environments) of ${read.totalPages}.`
        )
        break
      }
      page += 1
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    result.failures.push(`Listing the environments of org '${config.org}' failed: ${err.message}`)
  }
  return result
}
