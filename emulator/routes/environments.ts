/** Operation 6: GET /environments/{org}: a plain array, or a page envelope with page/per_page. */
import { assertValid, ok, type Reply } from '../http.js'
import type { SeedEnvironment } from '../types.js'
import type { RouteContext } from './context.js'
import { environmentQueryProblems } from '../request-checks.js'

const DEFAULT_PER_PAGE = 15

/** An environment with the service's defaults for fields the seed left out. */
function view(env: SeedEnvironment): SeedEnvironment {
  const modified = env.last_modified_at ?? 0
  const { org, name, type, ...rest } = env
  return {
    org,
    name,
    type,
    description: env.description ?? '',
    last_modified_at: modified,
    last_reported_at: env.last_reported_at ?? null,
    last_changed_at: env.last_changed_at ?? modified,
    include_scaling: env.include_scaling ?? false,
    tags: env.tags ?? {},
    state: env.state ?? null,
    policies: env.policies ?? null,
    included_environments: env.included_environments ?? null,
    ...rest
  }
}

function matchesTag(env: SeedEnvironment, tag: string): boolean {
  if (tag === '') return true
  const tags = env.tags ?? {}
  const colon = tag.indexOf(':')
  if (colon < 0) return tag in tags
  return tags[tag.slice(0, colon)] === tag.slice(colon + 1)
}

export function listEnvironments(ctx: RouteContext): Reply {
  const { org } = ctx.params
  const q = ctx.query
  const get = (name: string): string | undefined => q.get(name) ?? undefined
  const types = q.getAll('type')
  assertValid(environmentQueryProblems(q))
  const name = (get('name') ?? '').toLowerCase()
  const tags = q.getAll('tag')
  const sort = (get('sort') ?? 'name') as 'name' | 'last_modified_at' | 'last_changed_at'
  const direction = get('sort_direction') === 'desc' ? -1 : 1
  const all = ctx.store.seed.environments
    .filter((e) => e.org === org)
    .map(view)
    .filter((e) => e.name.toLowerCase().includes(name))
    .filter((e) => types.length === 0 || types.includes(e.type))
    .filter((e) => tags.every((t) => matchesTag(e, t)))
    .sort((a, b) => {
      const x = a[sort] as string | number
      const y = b[sort] as string | number
      const byKey = x < y ? -1 : x > y ? 1 : 0
      return direction * (byKey || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    })
  if (!q.has('page') && !q.has('per_page')) return ok(200, all)

  const page = Number(get('page') ?? 1)
  const perPage = Number(get('per_page') ?? DEFAULT_PER_PAGE)
  const totalPages = Math.ceil(all.length / perPage)
  const href = (p: number): { href: string } => {
    const params = new URLSearchParams(q)
    params.set('page', String(p))
    params.set('per_page', String(perPage))
    return { href: `${ctx.origin}/api/v2/environments/${encodeURIComponent(org)}?${params}` }
  }
  const links: Record<string, { href: string }> = {
    self: { href: `${ctx.origin}${ctx.url}` },
    first: href(1)
  }
  if (page > 1) links.prev = href(Math.min(page - 1, Math.max(totalPages, 1)))
  if (page < totalPages) links.next = href(page + 1)
  links.last = href(Math.max(totalPages, 1))
  return ok(200, {
    _links: links,
    environments: all.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    total_count: all.length,
    total_pages: totalPages
  })
}
