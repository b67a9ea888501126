/**
 * The strict use of the schemas (models.ts): what the client sends is checked before it is sent,
 * keyed and worded the way the service (FastAPI + pydantic v2) words its problems:
 * `{"<field>": "<message> [input: <value>]"}` (docs/compatibility.md §13.1). The emulator does
 * not use these checks: it has its own tables, read from docs/api.md (emulator/request-tables.ts).
 *
 * Only the problems are used: the value sent is the caller's own (valibot's output would drop
 * `__proto__`-like keys, which the CLI sends as data).
 */
import * as v from 'valibot'
import {
  ArtifactReportSchema,
  EnvironmentQuerySchema,
  JUnitDataSchema,
  OverrideSchema,
  pathSchema,
  type PathParam
} from './models.js'

export type { PathParam }

/** One broken constraint: the service's key (`fingerprint`, `query.page`, `path.flow_name`…). */
export interface FieldProblem {
  field: string
  message: string
  input: unknown
}

/** The issue's place, as pydantic keys it: `a.0.b`, a bad dictionary key as `a.<key>.[key]`. */
function fieldOf(issue: v.BaseIssue<unknown>, at: string): string {
  const parts = at === '' ? [] : [at]
  for (const item of issue.path ?? []) {
    if (!('key' in item)) continue
    parts.push(String(item.key))
    if (item.origin === 'key' && issue.expected !== 'never' && issue.input !== undefined) {
      parts.push('[key]')
    }
  }
  return parts.join('.')
}

function toProblem(issue: v.BaseIssue<unknown>, at: string): FieldProblem {
  const field = fieldOf(issue, at) || 'body'
  if (issue.input === undefined) {
    // Missing (JSON has no undefined): pydantic gives the enclosing object as the input.
    const parent = issue.path?.[issue.path.length - 1]?.input
    return { field, message: 'Field required', input: parent }
  }
  return { field, message: issue.message, input: issue.input }
}

/** The problems of `value` against `schema`, every field checked, one problem per value. */
export function problemsOf(schema: v.GenericSchema, value: unknown, at = ''): FieldProblem[] {
  const result = v.safeParse(schema, value, { abortEarly: false, abortPipeEarly: true })
  return result.success ? [] : result.issues.map((issue) => toProblem(issue, at))
}

/** Operation 1 body. Unknown keys are tolerated, as by the service. */
export const validateArtifactReport = (body: unknown): FieldProblem[] =>
  problemsOf(ArtifactReportSchema, body)

/** The operation 1 fields that differ from one artifact of a build to the next. */
export const ARTIFACT_OWN_FIELDS = ['fingerprint', 'filename', 'template_reference_name'] as const

const ARTIFACT_ENTRIES = ArtifactReportSchema.pipe[1].entries
const ARTIFACT_FIELDS = Object.keys(ARTIFACT_ENTRIES)
const ArtifactOwnSchema = v.looseObject(
  v.pick(v.object(ARTIFACT_ENTRIES), ARTIFACT_OWN_FIELDS).entries
)
const ArtifactSharedSchema = v.looseObject(
  v.omit(v.object(ARTIFACT_ENTRIES), ARTIFACT_OWN_FIELDS).entries
)

/**
 * Operation 1's body checked in two halves (an object's; validateArtifactReport for anything
 * else): its own fields, and those it shares with the other artifacts of its build, which the
 * caller may check once (operations.ts). `merge` gives validateArtifactReport's problems, in its
 * order: the schema's fields in turn, each field's problems as valibot found them.
 */
export const validateArtifactOwn = (body: Record<string, unknown>): FieldProblem[] =>
  problemsOf(ArtifactOwnSchema, body)
export const validateArtifactShared = (body: Record<string, unknown>): FieldProblem[] =>
  problemsOf(ArtifactSharedSchema, body)

export function mergeArtifactProblems(own: FieldProblem[], shared: FieldProblem[]): FieldProblem[] {
  if (own.length === 0) return shared
  if (shared.length === 0) return own
  const rank = (p: FieldProblem): number => ARTIFACT_FIELDS.indexOf(p.field.split('.')[0])
  return [...own, ...shared].sort((a, b) => rank(a) - rank(b))
}

/** Operation 2 body (strict: unknown keys refused). */
export const validateOverride = (body: unknown): FieldProblem[] => problemsOf(OverrideSchema, body)

/** Operation 3 `data_json` (strict, items strict too). */
export const validateJUnitData = (data: unknown): FieldProblem[] =>
  problemsOf(JUnitDataSchema, data)

/** Each path parameter's schema, built once: every request checks two or three (issue 41.2). */
const PATH_SCHEMAS = new Map<PathParam | 'search_value', v.GenericSchema>()

function pathSchemaOf(kind: PathParam | 'search_value'): v.GenericSchema {
  let schema = PATH_SCHEMAS.get(kind)
  if (!schema) PATH_SCHEMAS.set(kind, (schema = pathSchema(kind)))
  return schema
}

/** A path parameter; problems keyed `path.<kind>`. */
export const validatePathName = (kind: PathParam, value: string): FieldProblem[] =>
  problemsOf(pathSchemaOf(kind), value, `path.${kind}`)

/** The search value of operation 5: lowercase hex, 5 to 64 characters (`path.search_value`). */
export const validateSearchValue = (value: string): FieldProblem[] =>
  problemsOf(pathSchemaOf('search_value'), value, 'path.search_value')

/** Operation 6 query. Values may be numbers or query-string text; absent ones are not checked. */
export function validateEnvironmentQuery(query: {
  page?: unknown
  per_page?: unknown
  sort?: unknown
  sort_direction?: unknown
  type?: unknown[]
}): FieldProblem[] {
  // pydantic keys a repeated query value `query.type[1]`, not `query.type.1`.
  return problemsOf(EnvironmentQuerySchema, query, 'query').map((p) => ({
    ...p,
    field: p.field.replace(/^query\.type\.(\d+)$/, 'query.type[$1]')
  }))
}
