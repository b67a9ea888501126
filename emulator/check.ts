/**
 * The emulator's own check of a request value against a table of rules (request-tables.ts),
 * worded as the service (FastAPI + pydantic v2) words its 400s (docs/compatibility.md §13.1).
 * It shares nothing with the client's schemas (src/api/), so an end-to-end run shows the client
 * sending what the documented service takes, not only what the client itself would check.
 */
import type { FieldProblem } from './problems.js'

/** What one value must be. `type` is docs/api.md's type word, or a model for a nested object. */
export interface Rule {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'any' | 'enum' | 'array' | 'model'
  required: boolean
  nullable: boolean
  pattern?: string
  /** An enum's values; `alsoMatching` admits more (`custom:<name>`), named by `alsoWords`. */
  values?: readonly string[]
  alsoMatching?: RegExp
  alsoWords?: string
  min?: number
  max?: number
  minLength?: number
  /** An http(s) URL, as pydantic's HttpUrl. */
  url?: boolean
  /** An array's item, or a dictionary's value. */
  item?: Rule
  /** A dictionary's keys must match this. */
  keyPattern?: string
  model?: Model
}

/** A JSON object with named fields; `closed`: other keys are refused. */
export interface Model {
  title: string
  fields: Record<string, Rule>
  closed: boolean
}

export const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** `'a', 'b' or 'c'`, as pydantic lists an enum's values. */
export const oneOf = (values: readonly string[]): string =>
  values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((x) => `'${x}'`)
        .join(', ')} or '${values[values.length - 1]}'`

type Out = FieldProblem[]
const at = (place: string, key: string | number): string =>
  place === '' ? String(key) : `${place}.${key}`

function urlProblem(value: string): string | undefined {
  if (value === '') return 'Input should be a valid URL, input is empty'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Input should be a valid URL, relative URL without a base'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return "URL scheme should be 'http' or 'https'"
  }
  return url.hostname === '' ? 'Input should be a valid URL, empty host' : undefined
}

/** The first problem of a string, or undefined. */
function stringProblem(rule: Rule, value: unknown): string | undefined {
  if (typeof value !== 'string') {
    return rule.url ? 'URL input should be a string or URL' : 'Input should be a valid string'
  }
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return `String should have at least ${rule.minLength} character${rule.minLength === 1 ? '' : 's'}`
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value)) {
    return `String should match pattern '${rule.pattern}'`
  }
  return rule.url ? urlProblem(value) : undefined
}

function numberProblem(rule: Rule, value: unknown): string | undefined {
  const integer = rule.type === 'integer'
  const word = integer ? 'integer' : 'number'
  if (typeof value !== 'number' || !Number.isFinite(value)) return `Input should be a valid ${word}`
  if (integer && !Number.isInteger(value)) {
    return 'Input should be a valid integer, got a number with a fractional part'
  }
  if (rule.min !== undefined && value < rule.min) {
    return `Input should be greater than or equal to ${rule.min}`
  }
  if (rule.max !== undefined && value > rule.max) {
    return `Input should be less than or equal to ${rule.max}`
  }
  return undefined
}

function enumProblem(rule: Rule, value: unknown): string | undefined {
  const values = rule.values ?? []
  if (typeof value === 'string' && (values.includes(value) || rule.alsoMatching?.test(value))) {
    return undefined
  }
  return `Input should be ${oneOf(values)}${rule.alsoWords ? `, or match ${rule.alsoWords}` : ''}`
}

function checkObject(rule: Rule, value: unknown, place: string, out: Out): void {
  if (!isPlainObject(value)) {
    out.push({ field: place, message: 'Input should be a valid dictionary', input: value })
    return
  }
  for (const [key, item] of Object.entries(value)) {
    if (rule.keyPattern !== undefined && !new RegExp(rule.keyPattern).test(key)) {
      const message = `String should match pattern '${rule.keyPattern}'`
      // pydantic keys a bad dictionary key `<place>.<key>.[key]`.
      out.push({ field: `${at(place, key)}.[key]`, message, input: key })
    }
    if (rule.item) checkValue(rule.item, item, at(place, key), out)
  }
}

/** The problems of a model's fields; a missing one gives pydantic's enclosing object as input. */
export function checkModel(model: Model, value: unknown, place: string, out: Out): void {
  if (!isPlainObject(value)) {
    const message = `Input should be a valid dictionary or instance of ${model.title}`
    out.push({ field: place || 'body', message, input: value })
    return
  }
  for (const [name, rule] of Object.entries(model.fields)) {
    if (Object.hasOwn(value, name)) checkValue(rule, value[name], at(place, name), out)
    else if (rule.required)
      out.push({ field: at(place, name), message: 'Field required', input: value })
  }
  if (!model.closed) return
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(model.fields, key)) {
      out.push({
        field: at(place, key),
        message: 'Extra inputs are not permitted',
        input: value[key]
      })
    }
  }
}

/** Appends the problems of one present value (at most one for a value that is not a container). */
export function checkValue(rule: Rule, value: unknown, place: string, out: Out): void {
  if (value === null && rule.nullable) return
  const problem = (message: string | undefined): void => {
    if (message !== undefined) out.push({ field: place, message, input: value })
  }
  switch (rule.type) {
    case 'any':
      return
    case 'string':
      return problem(stringProblem(rule, value))
    case 'integer':
    case 'number':
      return problem(numberProblem(rule, value))
    case 'boolean':
      return problem(typeof value === 'boolean' ? undefined : 'Input should be a valid boolean')
    case 'enum':
      return problem(enumProblem(rule, value))
    case 'object':
      return checkObject(rule, value, place, out)
    case 'model':
      return checkModel(rule.model as Model, value, place, out)
    case 'array':
      if (!Array.isArray(value)) return problem('Input should be a valid list')
      value.forEach((item, i) => checkValue(rule.item as Rule, item, at(place, i), out))
  }
}

/** Every problem of a request body against its model. */
export function problemsOf(model: Model, body: unknown): FieldProblem[] {
  const out: FieldProblem[] = []
  checkModel(model, body, '', out)
  return out
}
