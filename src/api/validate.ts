/**
 * Every constraint of the spec, as one table of schemas. The client checks a request with these
 * before sending it; the emulator answers its 400 from the same checks. Problems are keyed and
 * worded the way the service (FastAPI + pydantic v2) words them, so one format serves both sides:
 * `{"<field>": "<message> [input: <value>]"}` (docs/compatibility.md §13.1).
 */
import {
  ATTESTATION_TYPES,
  isAttestationType,
  PATTERNS,
  PATTERN_TEXT,
  PER_PAGE_MAX,
  PER_PAGE_MIN
} from './models.js'

/** One broken constraint: the service's key (`fingerprint`, `query.page`, `path.flow_name`…). */
export interface FieldProblem {
  field: string
  message: string
  input: unknown
}

type PatternName = keyof typeof PATTERNS

/** A value's schema. `nullable` lets JSON null through. */
type Schema =
  | { kind: 'any' }
  | { kind: 'string'; pattern?: PatternName; minLength?: number; nullable?: boolean }
  /** `text` also takes decimal text, as query-string values arrive. */
  | { kind: 'integer'; min?: number; max?: number; nullable?: boolean; text?: boolean }
  | { kind: 'number'; nullable?: boolean }
  | { kind: 'boolean'; nullable?: boolean }
  | { kind: 'httpUrl'; nullable?: boolean }
  | { kind: 'attestationType' }
  | { kind: 'array'; items: Schema; nullable?: boolean }
  /** A free-form dictionary; `keyPattern` checks keys, `values` checks each value. */
  | { kind: 'dict'; keyPattern?: PatternName; values?: Schema; nullable?: boolean }
  /** A model: named fields; `strict` refuses unknown keys. `title` names it in messages. */
  | {
      kind: 'model'
      title: string
      fields: Record<string, Field>
      strict?: boolean
      nullable?: boolean
    }

interface Field {
  schema: Schema
  required?: boolean
}

const req = (schema: Schema): Field => ({ schema, required: true })
const opt = (schema: Schema): Field => ({ schema })

const str = (extra: Omit<Extract<Schema, { kind: 'string' }>, 'kind'> = {}): Schema => ({
  kind: 'string',
  ...extra
})

const GIT_COMMIT: Schema = {
  kind: 'model',
  title: 'GitCommit',
  fields: {
    sha1: req(str()),
    message: opt(str({ nullable: true })),
    author: opt(str({ nullable: true })),
    author_username: opt(str({ nullable: true })),
    branch: opt(str({ nullable: true })),
    timestamp: opt({ kind: 'number', nullable: true }),
    url: opt(str({ nullable: true })),
    parents: opt({ kind: 'array', items: str(), nullable: true })
  }
}

const REPO_INFO: Schema = {
  kind: 'model',
  title: 'RepoInfoPostInput',
  fields: {
    name: req(str()),
    url: req(str()),
    id: opt(str({ nullable: true })),
    description: opt(str({ nullable: true })),
    provider: opt(str({ nullable: true }))
  }
}

const EXTERNAL_URLS: Schema = {
  kind: 'dict',
  values: {
    kind: 'model',
    title: 'ExternalURL',
    fields: { href: req(str()), fingerprint: opt(str({ pattern: 'fingerprint', nullable: true })) }
  }
}

const ARTIFACT_REPORT: Schema = {
  kind: 'model',
  title: 'CreateArtifact',
  fields: {
    fingerprint: req(str({ pattern: 'fingerprint' })),
    filename: req(str({ minLength: 1 })),
    build_url: req(str()),
    commit_url: req(str()),
    trail_name: opt(str({ pattern: 'trailName', nullable: true })),
    template_reference_name: opt(str({ pattern: 'templateReferenceName', nullable: true })),
    description: opt(str({ nullable: true })),
    git_commit: opt(str({ pattern: 'gitCommit', nullable: true })),
    git_commit_info: opt(GIT_COMMIT),
    repo_info: opt(REPO_INFO),
    commits_list: opt({ kind: 'array', items: GIT_COMMIT, nullable: true }),
    repo_url: opt(str()),
    is_compliant: opt({ kind: 'boolean', nullable: true }),
    template: opt(str()),
    external_urls: opt(EXTERNAL_URLS),
    annotations: opt({ kind: 'dict' }),
    user_data: opt({ kind: 'any' })
  }
}

/** Fields every attestation body shares (docs/compatibility.md §2). */
const ATTESTATION_COMMON: Record<string, Field> = {
  artifact_fingerprint: opt(str({ pattern: 'fingerprint', nullable: true })),
  git_commit_info: opt(GIT_COMMIT),
  repo_info: opt(REPO_INFO),
  attestation_name: req(str({ pattern: 'attestationName' })),
  target_artifacts: opt({
    kind: 'array',
    items: str({ pattern: 'attestationName' }),
    nullable: true
  }),
  external_urls: opt(EXTERNAL_URLS),
  origin_url: opt({ kind: 'httpUrl', nullable: true }),
  user_data: opt({ kind: 'any' }),
  description: opt(str({ nullable: true })),
  annotations: opt({ kind: 'dict', keyPattern: 'annotationKey' })
}

const OVERRIDE: Schema = {
  kind: 'model',
  title: 'OverrideAttestationPostInput',
  strict: true,
  fields: {
    ...ATTESTATION_COMMON,
    reason: req(str()),
    new_compliance_status: req({ kind: 'boolean' }),
    original_attestation_type: req({ kind: 'attestationType' })
  }
}

const COUNT: Schema = { kind: 'integer', min: 0 }

const JUNIT_RESULT: Schema = {
  kind: 'model',
  title: 'JUnitResult',
  strict: true,
  fields: {
    name: req(str()),
    failures: req(COUNT),
    errors: req(COUNT),
    skipped: req(COUNT),
    total: req(COUNT),
    duration: req({ kind: 'number' }),
    timestamp: opt({ kind: 'number', nullable: true })
  }
}

const JUNIT_DATA: Schema = {
  kind: 'model',
  title: 'JUnitAttestationPostInput',
  strict: true,
  fields: {
    ...ATTESTATION_COMMON,
    junit_results: req({ kind: 'array', items: JUNIT_RESULT })
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const join = (prefix: string, key: string | number): string =>
  prefix === '' ? String(key) : `${prefix}.${key}`

const problem = (field: string, message: string, input: unknown): FieldProblem => ({
  field,
  message,
  input
})

const ATTESTATION_TYPE_TEXT =
  ATTESTATION_TYPES.slice(0, -1)
    .map((t) => `'${t}'`)
    .join(', ') +
  ` or '${ATTESTATION_TYPES[ATTESTATION_TYPES.length - 1]}'` +
  `, or match 'custom:<name>' or 'system:<name>'`

function checkString(
  schema: Extract<Schema, { kind: 'string' }>,
  value: unknown,
  at: string,
  out: FieldProblem[]
): void {
  if (typeof value !== 'string') {
    out.push(problem(at, 'Input should be a valid string', value))
  } else if (schema.minLength !== undefined && value.length < schema.minLength) {
    const unit = schema.minLength === 1 ? 'character' : 'characters'
    out.push(problem(at, `String should have at least ${schema.minLength} ${unit}`, value))
  } else if (schema.pattern && !PATTERNS[schema.pattern].test(value)) {
    const text = PATTERN_TEXT[schema.pattern]
    out.push(problem(at, `String should match pattern '${text}'`, value))
  }
}

/** Checks `value` against `schema`, appending problems keyed under `at`. */
function check(schema: Schema, value: unknown, at: string, out: FieldProblem[]): void {
  if (value === null && 'nullable' in schema && schema.nullable) return
  switch (schema.kind) {
    case 'any':
      return
    case 'string':
      checkString(schema, value, at, out)
      return
    case 'integer':
      checkInteger(schema, value, at, out)
      return
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        out.push(problem(at, 'Input should be a valid number', value))
      }
      return
    case 'boolean':
      if (typeof value !== 'boolean')
        out.push(problem(at, 'Input should be a valid boolean', value))
      return
    case 'httpUrl':
      checkHttpUrl(value, at, out)
      return
    case 'attestationType':
      if (typeof value !== 'string' || !isAttestationType(value)) {
        out.push(problem(at, `Input should be ${ATTESTATION_TYPE_TEXT}`, value))
      }
      return
    case 'array':
      if (!Array.isArray(value)) {
        out.push(problem(at, 'Input should be a valid list', value))
        return
      }
      value.forEach((item, i) => check(schema.items, item, join(at, i), out))
      return
    case 'dict':
      if (!isObject(value)) {
        out.push(problem(at, 'Input should be a valid dictionary', value))
        return
      }
      for (const [key, item] of Object.entries(value)) {
        if (schema.keyPattern && !PATTERNS[schema.keyPattern].test(key)) {
          const text = PATTERN_TEXT[schema.keyPattern]
          out.push(problem(join(at, `${key}.[key]`), `String should match pattern '${text}'`, key))
        }
        if (schema.values) check(schema.values, item, join(at, key), out)
      }
      return
    case 'model':
      checkModel(schema, value, at, out)
      return
  }
}

function checkModel(
  schema: Extract<Schema, { kind: 'model' }>,
  value: unknown,
  at: string,
  out: FieldProblem[]
): void {
  if (!isObject(value)) {
    const message = `Input should be a valid dictionary or instance of ${schema.title}`
    out.push(problem(at === '' ? 'body' : at, message, value))
    return
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!(name in value) || value[name] === undefined) {
      // pydantic reports a missing field with the enclosing object as its input.
      if (field.required) out.push(problem(join(at, name), 'Field required', value))
      continue
    }
    check(field.schema, value[name], join(at, name), out)
  }
  if (schema.strict) {
    for (const key of Object.keys(value)) {
      if (!(key in schema.fields)) {
        out.push(problem(join(at, key), 'Extra inputs are not permitted', value[key]))
      }
    }
  }
}

/** Integers from JSON (numbers) or from a query string (decimal text). */
function checkInteger(
  schema: Extract<Schema, { kind: 'integer' }>,
  value: unknown,
  at: string,
  out: FieldProblem[]
): void {
  let n: number
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || !Number.isInteger(value)) {
      const message = Number.isFinite(value)
        ? 'Input should be a valid integer, got a number with a fractional part'
        : 'Input should be a finite number'
      out.push(problem(at, message, value))
      return
    }
    n = value
  } else if (typeof value === 'string' && schema.text) {
    if (!/^\s*[-+]?\d+\s*$/.test(value)) {
      const message = 'Input should be a valid integer, unable to parse string as an integer'
      out.push(problem(at, message, value))
      return
    }
    n = Number(value)
  } else {
    out.push(problem(at, 'Input should be a valid integer', value))
    return
  }
  if (schema.min !== undefined && n < schema.min) {
    out.push(problem(at, `Input should be greater than or equal to ${schema.min}`, value))
  } else if (schema.max !== undefined && n > schema.max) {
    out.push(problem(at, `Input should be less than or equal to ${schema.max}`, value))
  }
}

function checkHttpUrl(value: unknown, at: string, out: FieldProblem[]): void {
  if (typeof value !== 'string') {
    out.push(problem(at, 'URL input should be a string or URL', value))
    return
  }
  if (value === '') {
    out.push(problem(at, 'Input should be a valid URL, input is empty', value))
    return
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    out.push(problem(at, 'Input should be a valid URL, relative URL without a base', value))
    return
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    out.push(problem(at, "URL scheme should be 'http' or 'https'", value))
  } else if (url.hostname === '') {
    out.push(problem(at, 'Input should be a valid URL, empty host', value))
  }
}

const run = (schema: Schema, value: unknown, at = ''): FieldProblem[] => {
  const out: FieldProblem[] = []
  check(schema, value, at, out)
  return out
}

/** Operation 1 body. Unknown keys are tolerated, as by the service. */
export const validateArtifactReport = (body: unknown): FieldProblem[] => run(ARTIFACT_REPORT, body)

/** Operation 2 body (strict: unknown keys refused). */
export const validateOverride = (body: unknown): FieldProblem[] => run(OVERRIDE, body)

/** Operation 3 `data_json` (strict, items strict too). */
export const validateJUnitData = (data: unknown): FieldProblem[] => run(JUNIT_DATA, data)

export type PathParam = 'org' | 'flow_name' | 'trail_name' | 'env_name' | 'fingerprint'

const PATH_PATTERNS: Record<PathParam, PatternName> = {
  org: 'org',
  flow_name: 'flowName',
  trail_name: 'trailName',
  env_name: 'environmentName',
  fingerprint: 'fingerprint'
}

/** A path parameter; problems keyed `path.<kind>`. */
export const validatePathName = (kind: PathParam, value: string): FieldProblem[] =>
  run(str({ pattern: PATH_PATTERNS[kind] }), value, `path.${kind}`)

/** The search value of operation 5: lowercase hex, 5 to 64 characters (`path.search_value`). */
export const validateSearchValue = (value: string): FieldProblem[] =>
  run(str({ pattern: 'searchValue' }), value, 'path.search_value')

const ENVIRONMENT_TYPES = [
  'K8S',
  'ECS',
  'S3',
  'lambda',
  'server',
  'docker',
  'azure-apps',
  'cloud-run',
  'logical'
] as const
const ENVIRONMENT_SORTS = ['name', 'last_modified_at', 'last_changed_at'] as const

const oneOf = (values: readonly string[]): string =>
  values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((v) => `'${v}'`)
        .join(', ')} or '${values[values.length - 1]}'`

/** Operation 6 query. Values may be numbers or query-string text; absent ones are not checked. */
export function validateEnvironmentQuery(query: {
  page?: unknown
  per_page?: unknown
  sort?: unknown
  sort_direction?: unknown
  type?: unknown[]
}): FieldProblem[] {
  const out: FieldProblem[] = []
  if (query.page !== undefined && query.page !== null) {
    check({ kind: 'integer', min: 1, text: true }, query.page, 'query.page', out)
  }
  if (query.per_page !== undefined && query.per_page !== null) {
    check(
      { kind: 'integer', min: PER_PAGE_MIN, max: PER_PAGE_MAX, text: true },
      query.per_page,
      'query.per_page',
      out
    )
  }
  const choice = (value: unknown, values: readonly string[], field: string): void => {
    if (value !== undefined && !values.includes(value as string)) {
      out.push(problem(field, `Input should be ${oneOf(values)}`, value))
    }
  }
  choice(query.sort, ENVIRONMENT_SORTS, 'query.sort')
  choice(query.sort_direction, ['asc', 'desc'], 'query.sort_direction')
  ;(query.type ?? []).forEach((t, i) => choice(t, ENVIRONMENT_TYPES, `query.type[${i}]`))
  return out
}
