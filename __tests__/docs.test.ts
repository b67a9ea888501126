/** The tables in docs/ that are generated from the code say what the code says. */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { variablesTable } from '../script/action-tables.js'
import { INPUT_VARIABLES } from '../src/inputs/defaults.js'

/** Table rows as trimmed cells, whatever the column padding (prettier aligns tables). */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim())
    )
}

describe('docs/compatibility.md', () => {
  const doc = readFileSync(new URL('../docs/compatibility.md', import.meta.url), 'utf8')

  it("lists every KOSLI_* variable of the code's table, with its input", () => {
    const [, table] = doc.split('<!-- variables:start -->')
    expect(table).toBeDefined()
    const documented = rows(table.split('<!-- variables:end -->')[0])
    expect(documented).toEqual(rows(variablesTable()))
    expect(documented.length - 1).toBe(Object.keys(INPUT_VARIABLES).length)
  })
})
