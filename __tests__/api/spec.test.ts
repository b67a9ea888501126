/**
 * The schemas (src/api/models.ts) against the API document: every field of its tables, its
 * type, whether it is required or nullable, and its pattern. The client and the emulator both
 * check with these schemas, so neither can drift from the specification without failing here.
 * Where the real service is known to differ from the document, the difference is listed below
 * with the section of docs/compatibility.md that records it.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  ApprovalSchema,
  ArtifactReportSchema,
  DeploymentSchema,
  EnvironmentPageSchema,
  EnvironmentQuerySchema,
  GitCommitSchema,
  JUnitDataSchema,
  JUnitResultSchema,
  OverrideSchema,
  RepoInfoSchema,
  SearchResultSchema,
  pathSchema
} from '../../src/api/models.js'

const DOC = readFileSync(
  new URL('../../../shared/spec/records-service-api.md', import.meta.url),
  'utf8'
)

/** Known, recorded differences between the document and the service (docs/compatibility.md §13.4). */
const SERVICE_IS_WIDER: Record<string, string> = {
  // "timestamps: integers in §16, numbers in the real service's answers and inputs"
  'GitCommit.timestamp': 'number',
  'JUnitResult.timestamp': 'number',
  // "original_attestation_type: also custom:*, system:*"
  'Override.original_attestation_type': 'enum+custom'
}
/** Fields the CLI sends that the document does not list (docs/compatibility.md §2). */
const NOT_IN_DOC = new Set(['RepoInfoPostInput.provider'])

interface Schema {
  type: string
  wrapped?: Schema
  pipe?: Schema[]
  entries?: Record<string, Schema>
  item?: Schema
  options?: string[]
  requirement?: unknown
  message?: unknown
}

interface Described {
  type: string
  required: boolean
  nullable: boolean
  pattern?: string
  min?: number
  max?: number
  options?: string[]
}

/** A schema's pipe, with nested pipes (a pipe that starts with a piped schema) flattened. */
const actionsOf = (s: Schema): Schema[] =>
  (s.pipe ?? []).flatMap((a) => (a !== s && a.pipe ? [a, ...actionsOf(a)] : [a]))

/** The object schema inside a model (`pipe(custom, looseObject)`) or the schema itself. */
function objectOf(schema: Schema): Schema {
  const inner = schema.pipe?.find((s) => s.entries) ?? schema
  expect(inner.entries).toBeDefined()
  return inner
}

/** A model's title, from its "instance of <title>" message. */
function titleOf(schema: Schema): string | undefined {
  const message = schema.pipe?.[0]?.message
  return typeof message === 'string' ? /instance of (\w+)/.exec(message)?.[1] : undefined
}

/** What the schema of one field checks, in the document's words. */
function describeField(field: Schema): Described {
  let s = field
  let required = true
  let nullable = false
  while (s.wrapped) {
    if (s.type !== 'nullable') required = false
    if (s.type !== 'optional') nullable = true
    s = s.wrapped
  }
  const actions = actionsOf(s)
  const find = (type: string): Schema | undefined => actions.find((a) => a.type === type)
  const regex = find('regex')?.requirement
  const out: Described = { type: baseType(s), required, nullable }
  if (regex instanceof RegExp) out.pattern = regex.source
  const item = s.type === 'array' ? s.item?.pipe?.find((a) => a.type === 'regex') : undefined
  if (item?.requirement instanceof RegExp) out.pattern = item.requirement.source
  const min = find('min_value')?.requirement
  const max = find('max_value')?.requirement
  if (typeof min === 'number') out.min = min
  if (typeof max === 'number' && Number.isFinite(max)) out.max = max
  if (s.type === 'picklist') out.options = s.options
  return out
}

function baseType(s: Schema): string {
  const first = s.pipe?.[0] ?? s
  if (titleOf(s)) return titleOf(s) as string
  if (first.type === 'custom' && s.pipe?.some((p) => p.type === 'record')) return 'object'
  if (first.type === 'custom' && typeof first.message === 'string') {
    return /custom:<name>/.test(first.message) ? 'enum+custom' : 'object'
  }
  if (s.type === 'custom') return 'object'
  if (s.type === 'record') return 'object'
  if (s.type === 'union') return 'integer' // a query integer: a number or decimal text
  if (s.type === 'array') return `array of ${s.item ? baseType(s.item) : '?'}`
  if (s.type === 'picklist') return 'enum'
  if (s.type === 'unknown') return 'any'
  if (s.type === 'number')
    return actionsOf(s).some((p) => p.type === 'integer') ? 'integer' : 'number'
  return s.type
}

/** The document's rows under `heading` (a `###` title or a `**bold**` one), as objects. */
function table(heading: string): Array<Record<string, string>> {
  const start = DOC.indexOf(heading)
  expect(start).toBeGreaterThan(-1)
  const lines = DOC.slice(start).split('\n').slice(1)
  const first = lines.findIndex((l) => l.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break
    if (/^\|\s*-/.test(line)) continue
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim())
    )
  }
  const [head, ...body] = rows
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h.toLowerCase(), r[i] ?? ''])))
}

/** Document type words to ours: `array of GitCommit, nullable` → `array of GitCommit`. */
const ALIASES: Record<string, string> = {
  'JUnit result': 'JUnitResult',
  DeploymentArtifactResponse: 'object',
  ReplacedArtifactResponse: 'object',
  SearchFoundArtifactModel: 'object',
  SearchResolvedModel: 'object',
  GetEnvironmentResponse: 'object',
  ApprovalWithTimestamp: 'object'
}
const docType = (cell: string): string =>
  cell
    .replace(/, nullable$/, '')
    .replace(
      /\b(JUnit result|[A-Z]\w+Response|[A-Z]\w+Model|ApprovalWithTimestamp)\b/,
      (m) => ALIASES[m] ?? m
    )

const patternIn = (cell: string): string | undefined => /`(\^[^`]*\$)`/.exec(cell)?.[1]

/**
 * Each row against the schema's field. `exact`: required, nullability and the pattern must be
 * those of the document; otherwise (answers, read leniently) the names and types must.
 */
function compare(name: string, model: object, rows: Array<Record<string, string>>, exact: boolean) {
  const entries = objectOf(model as Schema).entries as Record<string, Schema>
  const mismatches: string[] = []
  for (const row of rows) {
    const field = row.field
    const key = `${name}.${field}`
    if (!(field in entries)) {
      mismatches.push(`${key}: not in the schema`)
      continue
    }
    const got = describeField(entries[field])
    const want = docType(row.type)
    const type = got.type === 'object' && /^[A-Z]/.test(want) ? want : got.type
    if (type !== want && SERVICE_IS_WIDER[key] !== got.type) {
      mismatches.push(`${key}: type ${got.type}, the document says ${want}`)
    }
    if ('required' in row && exact) {
      const required = row.required.startsWith('yes')
      if (required !== got.required) mismatches.push(`${key}: required ${got.required}`)
    }
    const nullable = row.type.endsWith(', nullable')
    if ((exact || nullable) && 'constraint' in row && nullable !== got.nullable) {
      mismatches.push(`${key}: nullable ${got.nullable}, the document says ${nullable}`)
    }
    if (exact && patternIn(row.constraint ?? '') !== got.pattern) {
      mismatches.push(
        `${key}: pattern ${got.pattern}, the document says ${patternIn(row.constraint ?? '')}`
      )
    }
  }
  if (exact) {
    const documented = new Set(rows.map((r) => r.field))
    for (const field of Object.keys(entries)) {
      if (!documented.has(field) && !NOT_IN_DOC.has(`${name}.${field}`)) {
        mismatches.push(`${name}.${field}: not in the document`)
      }
    }
  }
  return mismatches
}

describe('the schemas against the API document', () => {
  it('has the shared objects', () => {
    expect(compare('GitCommit', GitCommitSchema, table('**GitCommit**'), false)).toEqual([])
    expect(
      compare('RepoInfoPostInput', RepoInfoSchema, table('**RepoInfoPostInput**'), true)
    ).toEqual([])
  })

  it('has the artifact report body field for field, with its patterns', () => {
    const rows = table('### Artifact report body (operation 1)')
    expect(rows.length).toBeGreaterThan(10)
    expect(compare('Artifact', ArtifactReportSchema, rows, true)).toEqual([])
  })

  it('has the override body field for field, with its patterns', () => {
    const rows = table('### Attestation override body (operation 2)')
    expect(compare('Override', OverrideSchema, rows, true)).toEqual([])
  })

  it('has the JUnit input and its result items', () => {
    const rows = table('### JUnit attestation input (operation 3)')
    expect(compare('JUnit', JUnitDataSchema, rows, false)).toEqual([])
    const prose = /JUnit result item: (.*)\./.exec(DOC)?.[1] ?? ''
    const items = [...prose.matchAll(/`(\w+)` \((\w+)/g)].map(([, field, type]) => ({
      field,
      type
    }))
    expect(items.map((i) => i.field)).toEqual(
      Object.keys(objectOf(JUnitResultSchema as unknown as Schema).entries ?? {})
    )
    expect(compare('JUnitResult', JUnitResultSchema, items, false)).toEqual([])
  })

  it('reads every documented field of the answers with its type', () => {
    expect(
      compare('Deployment', DeploymentSchema, table('### Deployment (response'), false)
    ).toEqual([])
    expect(
      compare('Search', SearchResultSchema, table('### Search result (response'), false)
    ).toEqual([])
    expect(
      compare('Environments', EnvironmentPageSchema, table('### Environment list (response'), false)
    ).toEqual([])
    expect(
      compare('Approval', ApprovalSchema, table('### Artifact approval record'), false)
    ).toEqual([])
    const states = table('### Artifact approval record').find((r) => r.field === 'state')
    expect(
      describeField(objectOf(ApprovalSchema as unknown as Schema).entries!.state).options
    ).toEqual(states?.notes.split(', '))
  })

  it('bounds the environments query as the document does', () => {
    const rows = table('### 6. List environments')
    const query = EnvironmentQuerySchema.entries as unknown as Record<string, Schema>
    for (const row of rows) {
      const got = describeField(query[row.name].wrapped?.pipe?.at(-1) ?? query[row.name])
      const [, min] = />= (\d+)/.exec(row.constraint) ?? []
      const [, from, to] = /(\d+) to (\d+)/.exec(row.constraint) ?? []
      const bounds = min ? { min: Number(min) } : { min: Number(from), max: Number(to) }
      expect({ name: row.name, min: got.min, max: got.max }).toEqual({ name: row.name, ...bounds })
    }
  })

  it('matches path parameters with the document patterns', () => {
    const line = DOC.split('\n').find((l) => l.startsWith('- Path constraints:')) ?? ''
    const pairs = [...line.matchAll(/`(\w+)` matches `([^`]+)`/g)]
    expect(pairs.length).toBeGreaterThanOrEqual(2)
    for (const [, param, pattern] of pairs) {
      const got = describeField(pathSchema(param as 'flow_name') as unknown as Schema)
      expect({ param, pattern: got.pattern }).toEqual({ param, pattern })
    }
  })
})
