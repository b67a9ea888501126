/**
 * The tables of docs/api.md as facts: for each field its type, whether it is required, whether
 * it may be null, its pattern and its limits. The spec test compares the schemas of
 * src/api/models.ts with them; script/check-api-doc.ts compares them with the interface
 * document.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** `yes`, `no`, or `—` where the document does not say. */
export type Said = 'yes' | 'no' | '—'

export interface ApiField {
  field: string
  /** `string`, `integer`, `array of GitCommit`…, without the words in parentheses. */
  type: string
  required: Said
  null: Said
  pattern?: string
  /** An enum's values. */
  values?: string[]
  min?: number
  max?: number
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function readApiDoc(): string {
  return readFileSync(path.join(root, 'docs/api.md'), 'utf8')
}

/** A Markdown table's rows as objects keyed by the lowercased header, cells trimmed. */
export function tableRows(lines: string[]): Array<Record<string, string>> {
  const cells = lines
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim())
    )
  const [head = [], ...body] = cells
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h.toLowerCase(), r[i] ?? ''])))
}

/** The first table after the heading `heading` (the whole heading line, `#`s included). */
export function tableUnder(text: string, heading: string): Array<Record<string, string>> {
  const lines = text.split('\n')
  const at = lines.indexOf(heading)
  if (at === -1) throw new Error(`docs/api.md has no heading '${heading}'`)
  const from = lines.findIndex((l, i) => i > at && l.startsWith('|'))
  const next = lines.findIndex((l, i) => i > at && /^#{1,6} /.test(l))
  if (from === -1 || (next !== -1 && next < from)) throw new Error(`no table under '${heading}'`)
  const end = lines.findIndex((l, i) => i > from && !l.startsWith('|'))
  return tableRows(lines.slice(from, end === -1 ? undefined : end))
}

const said = (cell: string | undefined): Said => (cell === 'yes' || cell === 'no' ? cell : '—')

/** `^…$` written in backticks in a cell, if any. */
export const patternIn = (cell: string): string | undefined => /`(\^[^`]*\$)`/.exec(cell)?.[1]

/** The rules a Limits cell states: `one of a, b`, `at least N`, `N to M`. */
function limitsOf(cell: string): Pick<ApiField, 'values' | 'min' | 'max'> {
  const values = /^one of (.*)$/.exec(cell)?.[1]
  if (values) return { values: values.split(',').map((v) => v.trim()) }
  const least = /^at least (\d+)/.exec(cell)?.[1]
  if (least) return { min: Number(least) }
  const [, min, max] = /^(\d+) to (\d+)/.exec(cell) ?? []
  return min ? { min: Number(min), max: Number(max) } : {}
}

/** The fields of the table under `heading` in docs/api.md (or in `text`). */
export function apiFields(heading: string, text = readApiDoc()): ApiField[] {
  return tableUnder(text, heading).map((row) => {
    const field: ApiField = {
      // Prettier writes `_links` as `\_links`.
      field: row.field.replace(/\\_/g, '_'),
      type: row.type.replace(/\s*\(.*\)$/, ''),
      required: said(row.required),
      null: said(row.null)
    }
    const pattern = patternIn(row.pattern ?? '')
    if (pattern) field.pattern = pattern
    return { ...field, ...limitsOf(row.limits ?? '') }
  })
}

/** The path parameters docs/api.md gives a pattern for: name → pattern. */
export function pathPatterns(text = readApiDoc()): Record<string, string> {
  const patterns: Record<string, string> = {}
  for (const row of tableUnder(text, '### Path parameters')) {
    const pattern = patternIn(row.pattern)
    if (pattern) patterns[row.parameter.replace(/`/g, '')] = pattern
  }
  return patterns
}
