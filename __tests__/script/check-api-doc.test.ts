/**
 * script/check-api-doc.ts, which .ci/run points at the interface document: docs/api.md written
 * back in the document's own layout (field tables with `string, nullable`, `yes`/`no` and a
 * Constraint column; the JUnit result items as a sentence; the path patterns on one line) must
 * read as no difference, and one changed fact as exactly that difference.
 */
import { describe, expect, it } from '@jest/globals'
import { apiFields, pathPatterns, type ApiField } from '../../script/api-doc.js'
import { TABLES, apiDocDrift } from '../../script/check-api-doc.js'

/** A field as the document writes it: the nested objects by a name of their own. */
function specRow(f: ApiField, withRequired: boolean): string {
  const type = f.type.replace(/\bobject\b/, 'SomeResponse') + (f.null === 'yes' ? ', nullable' : '')
  const rule = [
    f.pattern && `\`${f.pattern}\``,
    f.values && `one of: ${f.values.join(', ')}`,
    f.min !== undefined && f.max === undefined && `>= ${f.min}`,
    f.max !== undefined && `${f.min} to ${f.max} inclusive`
  ]
    .filter(Boolean)
    .join('')
  if (!withRequired) return `| ${f.field} | ${type} |`
  return `| ${f.field} | ${type} | ${f.required} | ${rule} |`
}

/** docs/api.md's facts in the document's layout. */
function asTheDocument(): string {
  const parts = TABLES.map(([docHeading, specHeading]) => {
    const fields = apiFields(docHeading)
    const withRequired = fields.some((f) => f.required !== '—')
    const head = withRequired
      ? '| Field | Type | Required | Constraint |\n|---|---|---|---|'
      : '| Field | Type |\n|---|---|'
    return `${specHeading} …\n\n${head}\n${fields.map((f) => specRow(f, withRequired)).join('\n')}\n`
  })
  const items = apiFields('### JUnitResult').map((f) => `\`${f.field}\` (${f.type})`)
  parts.push(`JUnit result item: ${items.join(', ')}.\n`)
  const paths = Object.entries(pathPatterns()).map(([p, re]) => `\`${p}\` matches \`${re}\``)
  parts.push(`- Path constraints: ${paths.join('; ')}.\n`)
  return parts.join('\n')
}

describe('check-api-doc', () => {
  it('finds no difference in docs/api.md written in the document’s layout', () => {
    expect(apiDocDrift(asTheDocument())).toEqual([])
  })

  it('names a changed type, pattern, nullability and bound (the check can fail)', () => {
    const changed = asTheDocument()
      .replace('| deployed_at | number |', '| deployed_at | integer |')
      .replace('`^[a-zA-Z0-9\\-_]+$`', () => '`^[a-z]+$`')
      .replace('| is_compliant | boolean, nullable |', '| is_compliant | boolean |')
      .replace('1 to 50 inclusive', '1 to 100 inclusive')
    expect(apiDocDrift(changed).map((d) => d.replace(/:.*/, ''))).toEqual([
      '### Artifact report (operation 1)',
      '### Artifact report (operation 1)',
      '### Deployment (operation 4)',
      '### Query of operation 6'
    ])
    expect(apiDocDrift(changed).join('\n')).toMatch(/"max":50\}; the document .*"max":100\}/)
  })
})
