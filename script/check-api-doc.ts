/**
 * docs/api.md against the service's interface document: every table of fields the spec test
 * relies on must give the same fields in the same order, each with the same type, required,
 * null, pattern and limits. `.ci/run` runs it when a copy of the document is at hand; it is not
 * part of `npm test`, which reads nothing outside the repository.
 *
 *   node --import tsx script/check-api-doc.ts PATH-OF-THE-DOCUMENT
 *
 * Exits 1 naming each difference.
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import {
  apiFields,
  pathPatterns,
  patternIn,
  readApiDoc,
  tableRows,
  type ApiField
} from './api-doc.js'

/** Where each table of docs/api.md is in the document: its heading there (a prefix of it). */
export const TABLES: Array<[doc: string, spec: string]> = [
  ['### GitCommit', '**GitCommit**'],
  ['### RepoInfoPostInput', '**RepoInfoPostInput**'],
  ['### Artifact report (operation 1)', '### Artifact report body (operation 1)'],
  ['### Override (operation 2)', '### Attestation override body (operation 2)'],
  [
    '### JUnit attestation (operation 3, the `data_json` part)',
    '### JUnit attestation input (operation 3)'
  ],
  ['### Deployment (operation 4)', '### Deployment (response'],
  ['### Search result (operation 5)', '### Search result (response'],
  ['### Environment page (operation 6)', '### Environment list (response'],
  ['### Approval record (operation 7, each item of the answer)', '### Artifact approval record'],
  ['### Query of operation 6', '### 6. List environments']
]

/** The document's rows of the first table after the line that starts with `heading`. */
function specRows(spec: string, heading: string): Array<Record<string, string>> {
  const lines = spec.split('\n')
  const at = lines.findIndex((l) => l.startsWith(heading))
  if (at === -1) throw new Error(`the document has no heading '${heading}'`)
  const from = lines.findIndex((l, i) => i > at && l.startsWith('|'))
  const end = lines.findIndex((l, i) => i > from && !l.startsWith('|'))
  return tableRows(lines.slice(from, end === -1 ? undefined : end))
}

/** The document's type words in docs/api.md's: its named nested objects are `object`. */
function specType(cell: string): string {
  return cell
    .replace(/, nullable$/, '')
    .replace(/\bJUnit result\b/, 'JUnitResult')
    .replace(/\b(?:[A-Z]\w+(?:Response|Model)|ApprovalWithTimestamp)\b/, 'object')
}

/** One row of the document as docs/api.md states it. */
function specField(row: Record<string, string>): ApiField {
  const name = row.field ?? row.name
  const hasRequired = 'required' in row
  const rule = row.constraint ?? row.notes ?? ''
  const field: ApiField = {
    field: name,
    type: specType(row.type),
    required: !hasRequired ? '—' : row.required.startsWith('yes') ? 'yes' : 'no',
    null: !hasRequired ? '—' : row.type.endsWith(', nullable') ? 'yes' : 'no'
  }
  const pattern = patternIn(rule)
  if (pattern) field.pattern = pattern
  const values = /^one of: (.*)$/.exec(rule)?.[1] ?? (field.type === 'enum' ? rule : undefined)
  if (values) field.values = values.split(',').map((v) => v.trim())
  const least = />= (\d+)/.exec(rule)?.[1]
  if (least) field.min = Number(least)
  const [, min, max] = /^(\d+) to (\d+)/.exec(rule) ?? []
  if (min) Object.assign(field, { min: Number(min), max: Number(max) })
  return field
}

/** The document's JUnit result items, given in a sentence: `name` (string), … */
function specJUnitResult(spec: string): ApiField[] {
  const sentence = /JUnit result item: (.*)\./.exec(spec)?.[1] ?? ''
  return [...sentence.matchAll(/`(\w+)` \((\w+)/g)].map(([, field, type]) => ({
    field,
    type,
    required: '—',
    null: '—'
  }))
}

/** The document's `- Path constraints:` line: parameter → pattern. */
function specPathPatterns(spec: string): Record<string, string> {
  const line = spec.split('\n').find((l) => l.startsWith('- Path constraints:')) ?? ''
  return Object.fromEntries(
    [...line.matchAll(/`(\w+)` matches `([^`]+)`/g)].map((m) => [m[1], m[2]])
  )
}

const show = (f: ApiField): string => JSON.stringify(f)

function fieldsDrift(where: string, doc: ApiField[], spec: ApiField[]): string[] {
  const names = (list: ApiField[]): string => list.map((f) => f.field).join(', ')
  if (names(doc) !== names(spec)) {
    return [`${where}: docs/api.md has ${names(doc)}; the document has ${names(spec)}`]
  }
  return doc.flatMap((f, i) =>
    show(f) === show(spec[i])
      ? []
      : [`${where}: docs/api.md ${show(f)}; the document ${show(spec[i])}`]
  )
}

/** Every difference between docs/api.md (`doc`) and the interface document (`spec`). */
export function apiDocDrift(spec: string, doc = readApiDoc()): string[] {
  const drift = TABLES.flatMap(([docHeading, specHeading]) =>
    fieldsDrift(docHeading, apiFields(docHeading, doc), specRows(spec, specHeading).map(specField))
  )
  drift.push(
    ...fieldsDrift('### JUnitResult', apiFields('### JUnitResult', doc), specJUnitResult(spec))
  )
  const paths = JSON.stringify(pathPatterns(doc))
  const specPaths = JSON.stringify(specPathPatterns(spec))
  if (paths !== specPaths)
    drift.push(`path patterns: docs/api.md ${paths}; the document ${specPaths}`)
  return drift
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node --import tsx script/check-api-doc.ts PATH-OF-THE-DOCUMENT')
    process.exit(2)
  }
  const drift = apiDocDrift(readFileSync(file, 'utf8'))
  for (const d of drift) console.error(d)
  if (drift.length > 0) process.exit(1)
  console.log(`docs/api.md states what ${file} says`)
}
