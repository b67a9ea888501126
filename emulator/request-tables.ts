/**
 * The emulator's own tables of what the service takes: every request body, path parameter and
 * query of the seven operations, read from docs/api.md's field tables when the emulator starts
 * (the same parser the spec test uses, script/api-doc.ts), plus the few things the real
 * service is known to do beyond that document, each with the section of docs/compatibility.md
 * that records it. Nothing here comes from the client's schemas (src/api/): a client schema
 * that drifts from the document is caught by the emulator's 400, not agreed with.
 */
import {
  apiFields,
  pathPatterns,
  readApiDoc,
  tableUnder,
  type ApiField
} from '../script/api-doc.js'
import type { Model, Rule } from './check.js'

const DOC = readApiDoc()

const HEADINGS = {
  GitCommit: '### GitCommit',
  RepoInfoPostInput: '### RepoInfoPostInput',
  Artifact: '### Artifact report (operation 1)',
  Override: '### Override (operation 2)',
  JUnit: '### JUnit attestation (operation 3, the `data_json` part)',
  JUnitResult: '### JUnitResult',
  Query: '### Query of operation 6',
  Approval: '### Approval record (operation 7, each item of the answer)',
  Parts: '### The parts of operation 3'
} as const

const fieldsOf = (table: keyof typeof HEADINGS, doc = DOC): ApiField[] =>
  apiFields(HEADINGS[table], doc)

/** A field's documented pattern (`Artifact`, `fingerprint` → `^[a-f0-9]{64}$`). */
function patternOf(table: keyof typeof HEADINGS, field: string): string {
  const pattern = fieldsOf(table).find((f) => f.field === field)?.pattern
  if (!pattern) throw new Error(`docs/api.md gives no pattern for ${table}.${field}`)
  return pattern
}

/** docs/api.md's type word as a rule: `array of GitCommit`, `enum`, a named object… */
function ruleOfType(type: string, models: Record<string, Model>): Rule {
  const base = { required: true, nullable: false }
  const of = /^array of (.+)$/.exec(type)?.[1]
  if (of) return { ...base, type: 'array', item: ruleOfType(of, models) }
  if (type in models) return { ...base, type: 'model', model: models[type] }
  const words = ['string', 'integer', 'number', 'boolean', 'object', 'any', 'enum'] as const
  const word = words.find((w) => w === type)
  if (!word) throw new Error(`docs/api.md: a type the emulator cannot check: '${type}'`)
  return { ...base, type: word }
}

/**
 * One documented field as a rule. Where the document does not say (`—`), the field may be left
 * out or be null: the emulator refuses only what the document or docs/compatibility.md refuses.
 */
function ruleOf(f: ApiField, models: Record<string, Model>): Rule {
  const rule = ruleOfType(f.type, models)
  rule.required = f.required === 'yes'
  rule.nullable = f.null !== 'no'
  const target = rule.type === 'array' ? (rule.item as Rule) : rule
  if (f.pattern) target.pattern = f.pattern
  if (f.values) rule.values = f.values
  if (f.min !== undefined) rule.min = f.min
  if (f.max !== undefined) rule.max = f.max
  return rule
}

function modelOf(
  doc: string,
  [title, table]: [string, keyof typeof HEADINGS],
  closed: boolean,
  models: Record<string, Model> = {}
): Model {
  const fields = Object.fromEntries(fieldsOf(table, doc).map((f) => [f.field, ruleOf(f, models)]))
  return { title, fields, closed }
}

const OPTIONAL_TEXT: Rule = { type: 'string', required: false, nullable: true }

/** `external_urls`: `{label: {href, fingerprint?}}` (docs/compatibility.md §2, item 6). */
const externalUrl = (fingerprint: string | undefined): Model => ({
  title: 'ExternalURL',
  closed: false,
  fields: {
    href: { type: 'string', required: true, nullable: false },
    fingerprint: { ...OPTIONAL_TEXT, pattern: fingerprint }
  }
})

function withServiceFacts(models: ReturnType<typeof documented>): void {
  const { GitCommit, RepoInfoPostInput, Artifact, Override, JUnit, JUnitResult } = models
  const EXTERNAL_URL = externalUrl(Artifact.fields.fingerprint.pattern)
  // §13.4: timestamps are numbers (with a fraction) in the real service, not only integers.
  GitCommit.fields.timestamp.type = 'number'
  JUnitResult.fields.timestamp.type = 'number'
  // §13.4: the service also takes `custom:<name>` and `system:<name>` attestation types.
  Object.assign(Override.fields.original_attestation_type, {
    alsoMatching: /^(custom|system):\S+$/,
    alsoWords: "'custom:<name>' or 'system:<name>'"
  })
  // §7: the CLI sends the repository's `provider`, which the service takes.
  RepoInfoPostInput.fields.provider = OPTIONAL_TEXT
  // §5.1: the service refuses an empty `filename`.
  Artifact.fields.filename.minLength = 1
  for (const body of [Artifact, Override, JUnit]) {
    body.fields.external_urls.item = {
      type: 'model',
      required: true,
      nullable: false,
      model: EXTERNAL_URL
    }
  }
  // §2: the fields every attestation starts with are one set; where the JUnit table gives no
  // pattern, operation 2's holds. Annotation keys: `^[A-Za-z0-9_]+$` (§2, item 10).
  for (const name of ['attestation_name', 'artifact_fingerprint', 'target_artifacts']) {
    const [from, to] = [Override.fields[name], JUnit.fields[name]]
    if (to.type === 'array') (to.item as Rule).pattern = (from.item as Rule).pattern
    else to.pattern = from.pattern
  }
  for (const body of [Override, JUnit]) body.fields.annotations.keyPattern = '^[A-Za-z0-9_]+$'
  // §10: the override's `origin_url` must be a URL.
  Override.fields.origin_url.url = true
  // §4.4: a suite always carries its counts and duration; only `timestamp` may be left out.
  for (const [name, rule] of Object.entries(JUnitResult.fields))
    rule.required = name !== 'timestamp'
}

/** The models as docs/api.md states them; unknown keys: tolerated in an artifact report
 * (§13.2), refused in an override (§10) and in `data_json`, items included (§4.7). */
function documented(doc: string) {
  const GitCommit = modelOf(doc, ['GitCommit', 'GitCommit'], false)
  const RepoInfoPostInput = modelOf(doc, ['RepoInfoPostInput', 'RepoInfoPostInput'], false)
  const JUnitResult = modelOf(doc, ['JUnitResult', 'JUnitResult'], true)
  const nested = { GitCommit, RepoInfoPostInput, JUnitResult }
  return {
    GitCommit,
    RepoInfoPostInput,
    JUnitResult,
    Artifact: modelOf(doc, ['CreateArtifact', 'Artifact'], false, nested),
    Override: modelOf(doc, ['OverrideAttestationPostInput', 'Override'], true, nested),
    JUnit: modelOf(doc, ['JUnitAttestationPostInput', 'JUnit'], true, nested)
  }
}

/** The request bodies of operations 1, 2 and 3 (`data_json`) as the text `doc` states them. */
export function bodiesOf(doc: string) {
  const models = documented(doc)
  withServiceFacts(models)
  return { artifactReport: models.Artifact, override: models.Override, junit: models.JUnit }
}

/** The request bodies as docs/api.md states them. */
export const BODIES = bodiesOf(DOC)

/**
 * Path parameters: `flow_name` and `fingerprint` as docs/api.md gives them, `trail_name` as its
 * artifact report field; the environment and search patterns are docs/compatibility.md's
 * (§13.1, and §13.2: lowercase hex, at least 5 characters).
 */
export const PATH_PATTERNS = {
  ...(pathPatterns(DOC) as { flow_name: string; fingerprint: string }),
  trail_name: patternOf('Artifact', 'trail_name'),
  env_name: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_]*$',
  search_value: '^[a-f0-9]{5,64}$'
}
export type PathName = keyof typeof PATH_PATTERNS

/** The query of operation 6: `page` and `per_page` as documented (integers, bounded). */
export const QUERY: Record<string, Rule> = Object.fromEntries(
  fieldsOf('Query').map((f) => [f.field, ruleOf(f, {})])
)

/** The environment types (docs/compatibility.md §13.3) and the sorts the emulator serves. */
export const ENVIRONMENT_TYPES = [
  'K8S',
  'ECS',
  'S3',
  'lambda',
  'server',
  'docker',
  'azure-apps',
  'cloud-run',
  'logical'
]
export const ENVIRONMENT_SORTS = ['name', 'last_modified_at', 'last_changed_at']

/** A part's bound from the parts table of operation 3 (`at most 1024 KB`, `at most 10 MB`). */
function partLimit(part: string): number {
  const row = tableUnder(DOC, HEADINGS.Parts).find((r) => r.part === `\`${part}\``)
  const [, size, unit] = /at most (\d+) (KB|MB)/.exec(row?.limits ?? '') ?? []
  if (!size) throw new Error(`docs/api.md gives no size limit for the part ${part}`)
  return Number(size) * 1024 ** (unit === 'MB' ? 2 : 1)
}

/** The most bytes of a part that is not a file (`data_json`), and of `attachment_file`. */
export const MAX_FORM_FIELD_BYTES = partLimit('data_json')
export const MAX_ATTACHMENT_BYTES = partLimit('attachment_file')

/** The states an approval record may have (its table's `state` values). */
export const APPROVAL_STATES = fieldsOf('Approval').find((f) => f.field === 'state')?.values ?? []
