/** The inputs of the read commands: what to search for, in which environment, which page. */
import { PER_PAGE_MAX, PER_PAGE_MIN } from '../api/rules.js'
import { missing, read, readInt, readRequired, requireMatch, type Env } from './read.js'

export interface QueryInputs {
  searchValue: string
  environment: string
  page?: number
  perPage?: number
}

/** `search-value`, else the commit found: a hex prefix of a commit or fingerprint. */
export function readSearchInputs(
  env: Env,
  commit: string,
  command: string
): Pick<QueryInputs, 'searchValue'> {
  const searchValue = read(env, 'search-value') || commit
  if (!searchValue) {
    throw missing('search-value', { for: command, orGive: 'commit, or run in a git checkout' })
  }
  requireMatch('search-value', searchValue, 'searchValue')
  return { searchValue }
}

/** `environment`, required for `command`. */
export function readEnvironmentInputs(env: Env, command: string): Pick<QueryInputs, 'environment'> {
  const environment = readRequired(env, 'environment', { for: command })
  requireMatch('environment', environment, 'environmentName')
  return { environment }
}

/** The highest `page` taken: far beyond any real list of environments. */
const MAX_PAGE = 1_000_000

/** `page` and `per-page`, each unset unless given. */
export function readPageInputs(env: Env): Pick<QueryInputs, 'page' | 'perPage'> {
  return {
    page: readInt(env, 'page', 1, MAX_PAGE),
    perPage: readInt(env, 'per-page', PER_PAGE_MIN, PER_PAGE_MAX)
  }
}
