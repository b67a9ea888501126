/**
 * The README's inputs and outputs tables, generated from action.yml so that the two cannot
 * drift, and docs/compatibility.md's table of KOSLI_* variables, generated from the code's
 * table: `node --import tsx script/action-tables.ts` prints them; tests compare them with the
 * documents.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { INPUT_DEFAULTS, INPUT_VARIABLES, RUNNER_DEFAULTS } from '../src/inputs/defaults.js'

interface ActionYml {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>
  outputs: Record<string, { description: string }>
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function readActionYml(): ActionYml {
  return parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionYml
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

/** An input's default as the code's table has it (action.yml must say the same). */
export function tableDefault(name: string): string | undefined {
  return INPUT_DEFAULTS[name] ?? RUNNER_DEFAULTS[name]
}

function defaultCell(name: string): string {
  const value = tableDefault(name)
  return value === undefined ? '' : `\`${cell(value)}\``
}

/** Input, its KOSLI_* variable and its default, in the order they are tried. */
export function inputsTable(action = readActionYml()): string {
  const rows = Object.entries(action.inputs).map(([name, i]) => {
    const variable = INPUT_VARIABLES[name] ? `\`${INPUT_VARIABLES[name]}\`` : ''
    return `| \`${name}\` | ${variable} | ${defaultCell(name)} | ${cell(i.description)} |`
  })
  return [
    '| input | else variable | else default | description |',
    '| --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

export function outputsTable(action = readActionYml()): string {
  const rows = Object.entries(action.outputs).map(
    ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`
  )
  return ['| output | description |', '| --- | --- |', ...rows].join('\n')
}

/** Each KOSLI_* variable the action reads and the input it stands for (docs/compatibility.md §9). */
export function variablesTable(): string {
  const rows = Object.entries(INPUT_VARIABLES).map(
    ([input, variable]) => `| \`${variable}\` | \`${input}\` |`
  )
  return ['| variable | input |', '| --- | --- |', ...rows].join('\n')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(inputsTable())
  console.log()
  console.log(outputsTable())
  console.log()
  console.log(variablesTable())
}
