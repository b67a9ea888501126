/**
 * The service's answers are data, not trust: every field the action reads from a response is
 * checked for its type here. An item of the wrong kind (`null` in a list, a string where an
 * object belongs, an item without its key field) is skipped; a field of the wrong type is left
 * out of its item. Each becomes a warning naming it, returned as data: nothing here throws
 * or prints, so a surprising answer can never crash a step after its writes succeeded.
 */
import type {
  Approval,
  Deployment,
  Environment,
  EnvironmentPage,
  SearchFoundArtifact,
  SearchResult
} from './models.js'

/** An answer with what was skipped or left out of it, in words. */
export interface Checked<T> {
  value: T
  warnings: string[]
  /** The body text as received, where an output passes it on unchanged (search-result). */
  received?: string
  /** How many list items were skipped (what they said is unknown). */
  skipped?: number
  /** For a list whose order matters (approvals, oldest first): its last item was skipped. */
  lastSkipped?: boolean
}

/** Warnings kept per answer; the rest are counted in one last warning. */
export const MAX_ANSWER_WARNINGS = 20

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'string[]'

/** A field's type: a plain kind, a nested item, or a list of items (each checked, bad ones skipped). */
type FieldType = Kind | { item: ItemSpec } | { items: ItemSpec }

interface ItemSpec {
  /** How a warning names it: `search artifact`, `environment`… */
  what: string
  /** Fields without which the item is skipped. */
  required?: Record<string, FieldType>
  /** Fields that are left out when of the wrong type; `null` is kept (the service's "none"). */
  optional?: Record<string, FieldType>
  /** The field that names an item in a warning (`name`, `fingerprint`). */
  label?: string
}

const GIT_COMMIT_INFO: ItemSpec = {
  what: 'git commit',
  optional: {
    sha1: 'string',
    message: 'string',
    author: 'string',
    branch: 'string',
    timestamp: 'number',
    url: 'string'
  }
}

const DEPLOYMENT_ARTIFACT: ItemSpec = {
  what: 'artifact',
  optional: {
    flow_name: 'string',
    trail_name: 'string',
    template_reference_name: 'string',
    git_commit: 'string',
    git_commit_info: { item: GIT_COMMIT_INFO },
    repo_info: 'object'
  }
}

const SEARCH_ARTIFACT: ItemSpec = {
  what: 'search artifact',
  label: 'fingerprint',
  required: { fingerprint: 'string' },
  optional: {
    name: 'string',
    has_provenance: 'boolean',
    git_commit: 'string',
    pipeline: 'string',
    flow: 'string',
    trail: 'string',
    template_reference_name: 'string',
    build_url: 'string',
    commit_url: 'string',
    compliance_state: 'string',
    html_url: 'string',
    api_url: 'string',
    running_in: 'string[]',
    exited_from: 'string[]',
    history: {
      items: { what: 'history event', optional: { event: 'string', timestamp: 'number' } }
    }
  }
}

const ENVIRONMENT: ItemSpec = {
  what: 'environment',
  label: 'name',
  required: { name: 'string' },
  optional: {
    org: 'string',
    type: 'string',
    description: 'string',
    last_modified_at: 'number',
    last_reported_at: 'number',
    include_scaling: 'boolean',
    tags: 'object',
    state: 'boolean',
    policies: 'string[]',
    included_environments: 'string[]'
  }
}

const APPROVAL_REVIEW: ItemSpec = {
  what: 'review',
  optional: {
    comment: 'string',
    approved_by: 'string',
    approval_url: 'string',
    timestamp: 'number',
    state: 'string'
  }
}

const APPROVAL: ItemSpec = {
  what: 'approval',
  label: 'release_number',
  optional: {
    release_number: 'number',
    base_artifact: 'string',
    artifact_name: 'string',
    target_artifact: 'string',
    description: 'string',
    src_commit_list: 'string[]',
    created_at: 'number',
    last_modified_at: 'number',
    state: 'string',
    approvals: { items: APPROVAL_REVIEW },
    environment: 'string'
  }
}

const DEPLOYMENT: ItemSpec = {
  what: 'deployment',
  optional: {
    fingerprint: 'string',
    deployed_at: 'number',
    artifact_name: 'string',
    env_name: 'string',
    snapshot_index: 'number',
    artifact: { item: DEPLOYMENT_ARTIFACT },
    replaced_artifact: {
      item: {
        what: 'replaced artifact',
        optional: {
          fingerprint: 'string',
          artifact_name: 'string',
          snapshot_index: 'number',
          artifact: { item: DEPLOYMENT_ARTIFACT }
        }
      }
    },
    diff_url: 'string',
    _links: 'object'
  }
}

const PAGE_FIELDS: ItemSpec = {
  what: 'environments page',
  optional: { page: 'integer', per_page: 'integer', total_pages: 'integer', total_count: 'integer' }
}

/** Collects warnings, keeping the first MAX_ANSWER_WARNINGS. */
class Notes {
  readonly kept: string[] = []
  private dropped = 0

  add(text: string): void {
    if (this.kept.length < MAX_ANSWER_WARNINGS) this.kept.push(text)
    else this.dropped++
  }

  done(answer: string): string[] {
    if (this.dropped === 0) return this.kept
    return [...this.kept, `… and ${this.dropped} more problems in ${answer}.`]
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A value in a few words: `null`, `a string "abc"`, `an array`… */
function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') {
    const text = value.length > 40 ? `${value.slice(0, 40)}…` : value
    return `a string ${JSON.stringify(text)}`
  }
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`
  return typeof value
}

function kindText(type: FieldType): string {
  if (typeof type !== 'string') return 'items' in type ? 'a list' : 'an object'
  switch (type) {
    case 'string[]':
      return 'a list of strings'
    case 'integer':
      return 'an integer'
    case 'object':
      return 'an object'
    default:
      return `a ${type}`
  }
}

function isKind(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'object':
      return isObject(value)
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
  }
}

/** The field's value checked (items of a list filtered), or `bad` when it has the wrong type. */
function checkField(
  type: FieldType,
  value: unknown,
  where: string,
  notes: Notes
): { ok: true; value: unknown } | { ok: false } {
  if (typeof type === 'string') return isKind(type, value) ? { ok: true, value } : { ok: false }
  if ('item' in type) {
    if (!isObject(value)) return { ok: false }
    return { ok: true, value: checkObject(type.item, value, where, notes) }
  }
  if (!Array.isArray(value)) return { ok: false }
  return { ok: true, value: checkList(type.items, value, where, notes) }
}

/** An object's known fields checked; wrong optional ones left out. Required ones are not checked here. */
function checkObject(
  spec: ItemSpec,
  value: Record<string, unknown>,
  where: string,
  notes: Notes
): Record<string, unknown> {
  let out: Record<string, unknown> | undefined
  for (const [name, type] of Object.entries(spec.optional ?? {})) {
    if (!(name in value) || value[name] === null || value[name] === undefined) continue
    const checked = checkField(type, value[name], `${where}.${name}`, notes)
    if (checked.ok && checked.value === value[name]) continue
    out ??= { ...value }
    if (checked.ok) {
      out[name] = checked.value
    } else {
      delete out[name]
      notes.add(
        `Ignored '${name}' of ${where}: expected ${kindText(type)}, got ${describe(value[name])}.`
      )
    }
  }
  return out ?? value
}

/** `environment #3 (name "prod")`: the position, and the label field when it has its type. */
function itemName(spec: ItemSpec, value: unknown, index: number, where: string): string {
  const type = spec.label ? (spec.required?.[spec.label] ?? spec.optional?.[spec.label]) : undefined
  const label = spec.label && isObject(value) ? value[spec.label] : undefined
  let shown = ''
  if (typeof type === 'string' && isKind(type, label)) {
    const text = typeof label === 'string' && label.length > 64 ? `${label.slice(0, 64)}…` : label
    shown = ` (${spec.label} ${JSON.stringify(text)})`
  }
  return `${spec.what} #${index + 1}${where ? ` of ${where}` : ''}${shown}`
}

/** The items that are objects with their required fields, each checked; the rest skipped. */
function checkList<T>(
  spec: ItemSpec,
  list: unknown[],
  where: string,
  notes: Notes,
  skipped: number[] = []
): T[] {
  const out: T[] = []
  list.forEach((value, index) => {
    const name = itemName(spec, value, index, where)
    if (!isObject(value)) {
      notes.add(`Skipped ${name}: expected an object, got ${describe(value)}.`)
      skipped.push(index)
      return
    }
    for (const [field, type] of Object.entries(spec.required ?? {})) {
      const checked = field in value ? checkField(type, value[field], name, notes) : { ok: false }
      if (!checked.ok) {
        const got = field in value ? describe(value[field]) : 'nothing'
        notes.add(`Skipped ${name}: '${field}' should be ${kindText(type)}, got ${got}.`)
        skipped.push(index)
        return
      }
    }
    out.push(checkObject(spec, value, name, notes) as T)
  })
  return out
}

/** Operation 5: `artifacts` items checked (the caller has checked there is an array). */
export function checkSearchResult(body: SearchResult): Checked<SearchResult> {
  const notes = new Notes()
  const skipped: number[] = []
  const artifacts = checkList<SearchFoundArtifact>(
    SEARCH_ARTIFACT,
    body.artifacts,
    '',
    notes,
    skipped
  )
  const value: SearchResult = { ...body, artifacts }
  if (
    value.resolved_to !== undefined &&
    value.resolved_to !== null &&
    !isObject(value.resolved_to)
  ) {
    notes.add(
      `Ignored 'resolved_to' of the search answer: expected an object, got ${describe(value.resolved_to)}.`
    )
    delete value.resolved_to
  }
  return { value, warnings: notes.done('the search answer'), skipped: skipped.length }
}

/** Operation 6: the envelope's numbers and the environments checked. */
export function checkEnvironments(
  body: EnvironmentPage | Environment[]
): Checked<EnvironmentPage | Environment[]> {
  const notes = new Notes()
  if (Array.isArray(body)) {
    const value = checkList<Environment>(ENVIRONMENT, body, '', notes)
    return { value, warnings: notes.done('the environments answer') }
  }
  const envelope = checkObject(
    PAGE_FIELDS,
    body as unknown as Record<string, unknown>,
    'the environments page',
    notes
  )
  const environments = checkList<Environment>(ENVIRONMENT, body.environments, '', notes)
  const value = { ...envelope, environments } as unknown as EnvironmentPage
  return { value, warnings: notes.done('the environments answer') }
}

/** Operation 7: each approval and its reviews checked. */
export function checkApprovals(body: unknown[]): Checked<Approval[]> {
  const notes = new Notes()
  const skipped: number[] = []
  const value = checkList<Approval>(APPROVAL, body, '', notes, skipped)
  const lastSkipped = body.length > 0 && skipped.includes(body.length - 1)
  return { value, warnings: notes.done('the approvals answer'), lastSkipped }
}

/** Operation 4: the deployment's fields checked (the caller has checked it is an object). */
export function checkDeployment(body: Deployment): Checked<Deployment> {
  const notes = new Notes()
  const value = checkObject(DEPLOYMENT, body, 'the deployment', notes) as Deployment
  return { value, warnings: notes.done('the deployment answer') }
}
