/**
 * The schemas (src/api/models.ts) against the API's facts as docs/api.md states them: every
 * field of its tables, its type, whether it is required or may be null, its pattern and its
 * bounds. The client checks with these schemas, so it cannot drift from the API without failing
 * here (the emulator has its own tables from docs/api.md: __tests__/emulator/own-tables.test.ts). Where the real service is known to differ from the interface
 * document, the difference is listed below with the section of docs/compatibility.md that
 * records it. (docs/api.md itself is held to the document by script/check-api-doc.ts in CI.)
 */
import { describe, expect, it } from '@jest/globals'
import { apiFields, pathPatterns, type ApiField } from '../../script/api-doc.js'
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

/**
 * Each documented field against the schema's. `exact` (bodies the action sends): whether it is
 * required, may be null and its pattern must be what the document says, and the schema may
 * have no field the document lacks (patterns only where the table has them). Otherwise (answers, read leniently) the names and types
 * must match, and a field the document lets be null must be read as nullable.
 */
function compare(name: string, model: object, fields: ApiField[], exact: boolean): string[] {
  const entries = objectOf(model as Schema).entries as Record<string, Schema>
  const mismatches: string[] = []
  // A table without a Pattern column (the JUnit data's) says nothing about patterns.
  const hasPatterns = fields.some((f) => f.pattern !== undefined)
  for (const doc of fields) {
    const key = `${name}.${doc.field}`
    if (!(doc.field in entries)) {
      mismatches.push(`${key}: not in the schema`)
      continue
    }
    const got = describeField(entries[doc.field])
    if (got.type !== doc.type && SERVICE_IS_WIDER[key] !== got.type) {
      mismatches.push(`${key}: type ${got.type}, the document says ${doc.type}`)
    }
    if (exact && doc.required !== '—' && got.required !== (doc.required === 'yes')) {
      mismatches.push(`${key}: required ${got.required}, the document says ${doc.required}`)
    }
    const nullable = doc.null === 'yes'
    if ((exact || nullable) && doc.null !== '—' && got.nullable !== nullable) {
      mismatches.push(`${key}: nullable ${got.nullable}, the document says ${doc.null}`)
    }
    if (exact && hasPatterns && got.pattern !== doc.pattern) {
      mismatches.push(`${key}: pattern ${got.pattern}, the document says ${doc.pattern}`)
    }
  }
  if (exact) {
    const documented = new Set(fields.map((f) => f.field))
    for (const field of Object.keys(entries)) {
      if (!documented.has(field) && !NOT_IN_DOC.has(`${name}.${field}`)) {
        mismatches.push(`${name}.${field}: not in the document`)
      }
    }
  }
  return mismatches
}

describe('the schemas against docs/api.md', () => {
  it('has the shared objects', () => {
    expect(compare('GitCommit', GitCommitSchema, apiFields('### GitCommit'), false)).toEqual([])
    const repoInfo = apiFields('### RepoInfoPostInput')
    expect(compare('RepoInfoPostInput', RepoInfoSchema, repoInfo, true)).toEqual([])
  })

  it('has the artifact report body field for field, with its patterns', () => {
    const fields = apiFields('### Artifact report (operation 1)')
    expect(fields.length).toBeGreaterThan(10)
    expect(compare('Artifact', ArtifactReportSchema, fields, true)).toEqual([])
  })

  it('has the override body field for field, with its patterns', () => {
    const fields = apiFields('### Override (operation 2)')
    expect(compare('Override', OverrideSchema, fields, true)).toEqual([])
  })

  it('has the JUnit input and its result items, in their order', () => {
    const fields = apiFields('### JUnit attestation (operation 3, the `data_json` part)')
    expect(compare('JUnit', JUnitDataSchema, fields, true)).toEqual([])
    const items = apiFields('### JUnitResult')
    expect(items.map((i) => i.field)).toEqual(
      Object.keys(objectOf(JUnitResultSchema as unknown as Schema).entries ?? {})
    )
    expect(compare('JUnitResult', JUnitResultSchema, items, false)).toEqual([])
  })

  it('reads every documented field of the answers with its type', () => {
    const answers: Array<[string, object, string]> = [
      ['Deployment', DeploymentSchema, '### Deployment (operation 4)'],
      ['Search', SearchResultSchema, '### Search result (operation 5)'],
      ['Environments', EnvironmentPageSchema, '### Environment page (operation 6)'],
      ['Approval', ApprovalSchema, '### Approval record (operation 7, each item of the answer)']
    ]
    for (const [name, schema, heading] of answers) {
      expect(compare(name, schema, apiFields(heading), false)).toEqual([])
    }
    const state = apiFields(answers[3][2]).find((f) => f.field === 'state')
    expect(state?.values).toHaveLength(3)
    expect(
      describeField(objectOf(ApprovalSchema as unknown as Schema).entries!.state).options
    ).toEqual(state?.values)
  })

  it('bounds the environments query as the document does', () => {
    const fields = apiFields('### Query of operation 6')
    expect(fields.map((f) => f.field)).toEqual(['page', 'per_page'])
    const query = EnvironmentQuerySchema.entries as unknown as Record<string, Schema>
    for (const doc of fields) {
      const got = describeField(query[doc.field].wrapped?.pipe?.at(-1) ?? query[doc.field])
      expect({ name: doc.field, min: got.min, max: got.max }).toEqual({
        name: doc.field,
        min: doc.min,
        max: doc.max
      })
    }
  })

  it('matches path parameters with the document patterns', () => {
    const patterns = Object.entries(pathPatterns())
    expect(patterns.length).toBeGreaterThanOrEqual(2)
    for (const [param, pattern] of patterns) {
      const got = describeField(pathSchema(param as 'flow_name') as unknown as Schema)
      expect({ param, pattern: got.pattern }).toEqual({ param, pattern })
    }
  })

  it('finds a difference: the check can fail', () => {
    const fields = apiFields('### Artifact report (operation 1)')
    const changed = fields.map((f) =>
      f.field === 'git_commit' ? { ...f, pattern: '^[a-f0-9]{64}$', null: 'no' as const } : f
    )
    expect(compare('Artifact', ArtifactReportSchema, changed.slice(1), true)).toEqual([
      'Artifact.git_commit: nullable true, the document says no',
      'Artifact.git_commit: pattern ^[a-f0-9]{40}$, the document says ^[a-f0-9]{64}$',
      'Artifact.fingerprint: not in the document'
    ])
  })
})
