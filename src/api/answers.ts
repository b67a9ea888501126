/**
 * The lenient use of the schemas (models.ts): the service's answers are data, not trust. Every
 * field the action reads is checked against its schema. An item of the wrong kind (`null` in a
 * list, a string where an object belongs, an item without its key field) is skipped; a field of
 * the wrong type is left out of its item; a field the schema does not name is kept unless it is
 * nested deeper than MAX_ANSWER_DEPTH (nothing downstream then meets a value deep enough to
 * exhaust the stack). Each becomes a warning naming it, returned as data: nothing here throws,
 * recurses over the data, or prints, so a surprising answer can never crash a step.
 */
import * as v from 'valibot'
import {
  ApprovalSchema,
  DeploymentSchema,
  EnvironmentPageSchema,
  EnvironmentSchema,
  isPlainObject,
  SearchArtifactSchema,
  SearchResultSchema,
  type Approval,
  type Deployment,
  type Environment,
  type EnvironmentPage,
  type SearchResult
} from './models.js'
import { nestingDepth } from '../util/json-depth.js'
import { clip } from '../util/clip.js'

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

/** Deepest value kept from an answer (real ones nest a few levels; the stack allows thousands). */
export const MAX_ANSWER_DEPTH = 100

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>

/** How a warning names the items of each list schema, and the field that labels one. */
const ITEMS = new Map<v.GenericSchema, { what: string; label?: string }>([
  [SearchArtifactSchema, { what: 'search artifact', label: 'fingerprint' }],
  [EnvironmentSchema, { what: 'environment', label: 'name' }],
  [ApprovalSchema, { what: 'approval', label: 'release_number' }],
  [ApprovalSchema.entries.approvals.wrapped.item, { what: 'review' }],
  [SearchArtifactSchema.entries.history.wrapped.item, { what: 'history event' }]
])

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

/** A value in a few words: `null`, `a string "abc"`, `an array`… */
function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') {
    const text = clip(value, 41)
    return `a string ${JSON.stringify(text)}`
  }
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`
  return typeof value
}

/** The schema inside `nullish(…)`/`optional(…)`. */
function unwrap(schema: v.GenericSchema): v.GenericSchema {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema }
  while ((s.type === 'nullish' || s.type === 'optional' || s.type === 'nullable') && s.wrapped) {
    s = s.wrapped as typeof s
  }
  return s
}

/** What a schema expects, in words: `a string`, `an integer`, `one of 'A' or 'B'`… */
function kindText(schema: v.GenericSchema, value?: unknown): string {
  const s = unwrap(schema) as v.GenericSchema & {
    item?: v.GenericSchema
    value?: v.GenericSchema
    options?: string[]
    pipe?: v.GenericSchema[]
  }
  if (s.type === 'array') return s.item?.type === 'string' ? 'a list of strings' : 'a list'
  if (s.type === 'record' && isPlainObject(value)) return `an object of ${s.value?.type}s`
  if (s.type === 'object' || s.type === 'record' || s.type === 'custom') return 'an object'
  if (s.type === 'picklist') return `one of ${(s.options ?? []).join(', ')}`
  if (s.pipe?.some((p) => p.type === 'integer')) return 'an integer'
  return `a ${s.type}`
}

/**
 * Where a value sits, in words (`search artifact #3 (fingerprint "…").history`), worked out only
 * when a warning names it: a list of 1,000 good items would otherwise build 1,000 names for
 * nothing (issue 41.2).
 */
type Where = () => string

const NOWHERE: Where = () => ''

type Schema = v.GenericSchema & { item?: Schema; pipe?: ReadonlyArray<{ type: string }> }

/**
 * Whether `value` fits one of the simplest schemas, said as valibot's parse would say it but
 * without it (most fields of a long answer are of these: issue 41.2); undefined for the others.
 */
function plainCheck(s: Schema, value: unknown): boolean | undefined {
  if (s.pipe === undefined) {
    if (s.type === 'string' || s.type === 'boolean') return typeof value === s.type
    if (s.type !== 'array' || s.item?.type !== 'string' || s.item.pipe !== undefined)
      return undefined
    if (!Array.isArray(value)) return false
    for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false
    return true
  }
  // finite(): a number, then the finite check.
  if (s.type === 'number' && s.pipe.length === 2 && s.pipe[1].type === 'finite') {
    return typeof value === 'number' && Number.isFinite(value)
  }
  return undefined
}

/** What checkField gives for a value of the wrong type (any other result is the value kept). */
const REFUSED = Symbol('refused')

/** The field's value checked (objects and lists walked leniently), or REFUSED. */
function checkField(
  schema: v.GenericSchema,
  value: unknown,
  parent: Where,
  name: string,
  notes: Notes
): unknown {
  const s = unwrap(schema) as Schema
  const plain = plainCheck(s, value)
  if (plain !== undefined) return plain ? value : REFUSED
  const where = (): string => `${parent()}.${name}`
  if (s.type === 'object') {
    if (!isPlainObject(value)) return REFUSED
    return checkObject(s as ObjectSchema, value, where, notes)
  }
  if (s.type === 'array' && s.item?.type === 'object' && ITEMS.has(s.item)) {
    if (!Array.isArray(value)) return REFUSED
    return checkList(s.item as ObjectSchema, value, where, notes).items
  }
  const parsed = v.safeParse(s, value)
  return parsed.success && nestingDepth(value, MAX_ANSWER_DEPTH) <= MAX_ANSWER_DEPTH
    ? parsed.output
    : REFUSED
}

/** Known fields checked (wrong ones left out), unknown ones kept unless too deep. */
function checkObject(
  schema: ObjectSchema,
  value: Record<string, unknown>,
  where: Where,
  notes: Notes
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  // Keys are data: `__proto__` is kept as a key, as JSON.parse made it (plain assignment would
  // set the prototype instead; it is quicker for every other key).
  const put = (key: string, item: unknown): void => {
    if (key !== '__proto__') out[key] = item
    else
      Object.defineProperty(out, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true
      })
  }
  for (const [name, item] of Object.entries(value)) {
    const field = Object.hasOwn(schema.entries, name) ? schema.entries[name] : undefined
    if (item === null || item === undefined) {
      put(name, item)
      continue
    }
    if (!field) {
      if (nestingDepth(item, MAX_ANSWER_DEPTH) <= MAX_ANSWER_DEPTH) put(name, item)
      else
        notes.add(`Ignored '${name}' of ${where()}: nested deeper than ${MAX_ANSWER_DEPTH} levels.`)
      continue
    }
    const checked = checkField(field, item, where, name, notes)
    if (checked !== REFUSED) put(name, checked)
    else
      notes.add(
        `Ignored '${name}' of ${where()}: expected ${kindText(field, item)}, got ${describe(item)}.`
      )
  }
  return out
}

/** `environment #3 (name "prod")`: the position, and the label field when it has its type. */
function itemName(schema: ObjectSchema, value: unknown, index: number, where: Where): string {
  const { what, label } = ITEMS.get(schema) ?? { what: 'item' }
  const shown = label && isPlainObject(value) ? value[label] : undefined
  let text = ''
  if (
    label &&
    v.is(unwrap(schema.entries[label]), shown) &&
    shown !== undefined &&
    shown !== null
  ) {
    const cut = typeof shown === 'string' ? clip(shown, 65) : shown
    text = ` (${label} ${JSON.stringify(cut)})`
  }
  const of = where()
  return `${what} #${index + 1}${of ? ` of ${of}` : ''}${text}`
}

/** The fields an item of `schema` must have, each with its schema (worked out once per schema). */
const requiredFields = new WeakMap<ObjectSchema, Array<[string, v.GenericSchema]>>()

function requiredOf(schema: ObjectSchema): Array<[string, v.GenericSchema]> {
  let fields = requiredFields.get(schema)
  if (!fields) {
    fields = Object.entries(schema.entries).filter(
      ([, s]) => s.type !== 'nullish' && s.type !== 'optional'
    )
    requiredFields.set(schema, fields)
  }
  return fields
}

/** The items that are objects with their required fields, each checked; the rest skipped. */
function checkList(
  schema: ObjectSchema,
  list: unknown[],
  where: Where,
  notes: Notes
): { items: Record<string, unknown>[]; skipped: number[] } {
  const items: Record<string, unknown>[] = []
  const skipped: number[] = []
  const required = requiredOf(schema)
  list.forEach((value, index) => {
    const name = (): string => itemName(schema, value, index, where)
    if (!isPlainObject(value)) {
      notes.add(`Skipped ${name()}: expected an object, got ${describe(value)}.`)
      skipped.push(index)
      return
    }
    for (const [field, fieldSchema] of required) {
      if (!(field in value) || !v.is(fieldSchema, value[field])) {
        const got = field in value ? describe(value[field]) : 'nothing'
        notes.add(`Skipped ${name()}: '${field}' should be ${kindText(fieldSchema)}, got ${got}.`)
        skipped.push(index)
        return
      }
    }
    items.push(checkObject(schema, value, name, notes))
  })
  return { items, skipped }
}

/** Operation 5: the answer checked (the caller has checked there is an `artifacts` array). */
export function checkSearchResult(body: Record<string, unknown>): Checked<SearchResult> {
  const notes = new Notes()
  const { artifacts, ...rest } = body
  const { items, skipped } = checkList(SearchArtifactSchema, artifacts as unknown[], NOWHERE, notes)
  const top = checkObject(SearchResultSchema, rest, () => 'the search answer', notes)
  const value = { ...top, artifacts: items } as SearchResult
  return { value, warnings: notes.done('the search answer'), skipped: skipped.length }
}

/** Operation 6: the envelope's numbers and the environments checked. */
export function checkEnvironments(
  body: unknown[] | Record<string, unknown>
): Checked<EnvironmentPage | Environment[]> {
  const notes = new Notes()
  if (Array.isArray(body)) {
    const value = checkList(EnvironmentSchema, body, NOWHERE, notes).items as Environment[]
    return { value, warnings: notes.done('the environments answer') }
  }
  const { environments, ...rest } = body
  const envelope = checkObject(EnvironmentPageSchema, rest, () => 'the environments page', notes)
  const list = checkList(EnvironmentSchema, environments as unknown[], NOWHERE, notes).items
  const value = { ...envelope, environments: list } as EnvironmentPage
  return { value, warnings: notes.done('the environments answer') }
}

/** Operation 7: each approval and its reviews checked. */
export function checkApprovals(body: unknown[]): Checked<Approval[]> {
  const notes = new Notes()
  const { items, skipped } = checkList(ApprovalSchema, body, NOWHERE, notes)
  const lastSkipped = body.length > 0 && skipped.includes(body.length - 1)
  return { value: items as Approval[], warnings: notes.done('the approvals answer'), lastSkipped }
}

/** Operation 4: the deployment's fields checked (the caller has checked it is an object). */
export function checkDeployment(body: Record<string, unknown>): Checked<Deployment> {
  const notes = new Notes()
  const value = checkObject(DeploymentSchema, body, () => 'the deployment', notes) as Deployment
  return { value, warnings: notes.done('the deployment answer') }
}
