/** The README's inputs/outputs tables must say what action.yml says. */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { inputsTable, outputsTable, readActionYml, tableDefault } from '../script/action-tables.js'

/** Table rows as trimmed cells, whatever the column padding (prettier aligns tables). */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\s+/g, ' '))
    )
}

function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  expect(from).toBeGreaterThan(-1)
  expect(to).toBeGreaterThan(from)
  return text.slice(from + start.length, to)
}

describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

  it('lists every input of action.yml with its default and description', () => {
    const documented = rows(between(readme, '<!-- inputs:start -->', '<!-- inputs:end -->'))
    expect(documented).toEqual(rows(inputsTable()))
    expect(documented.length - 1).toBe(Object.keys(readActionYml().inputs).length)
  })

  it("gives every input the default of the code's table", () => {
    const documented = rows(between(readme, '<!-- inputs:start -->', '<!-- inputs:end -->'))
    const defaults = Object.fromEntries(documented.slice(1).map((r) => [r[0], r[2]]))
    for (const input of Object.keys(readActionYml().inputs)) {
      const value = tableDefault(input)
      expect([input, defaults[`\`${input}\``]]).toEqual([
        input,
        value === undefined ? '' : `\`${value}\``
      ])
    }
  })

  it('lists every output of action.yml', () => {
    const documented = rows(between(readme, '<!-- outputs:start -->', '<!-- outputs:end -->'))
    expect(documented).toEqual(rows(outputsTable()))
  })

  it('shows one install, then the demo and the tests', () => {
    const block = between(readme, '## Try it', '## Usage')
    expect(block.match(/^npm ci\b/gm)).toHaveLength(1)
    expect(block).toMatch(/^npm ci\b[^]*^npm run demo\b[^]*^npm test\b/m)
  })
})
