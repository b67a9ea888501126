/**
 * Every output the action sets is declared in action.yml, and every declared output is set
 * somewhere: GitHub drops an undeclared output of a JavaScript action from `steps.<id>.outputs`
 * for no one to notice, and a declared one the code never sets is a promise nobody keeps.
 * The outputs are named where they are set, as string literals in src/report/ (step-outputs.ts
 * through put(), publish.ts through setOutput()); this reads them there.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REPORT = path.join(root, 'src/report')

/** Output names set in a source text: put('x', …), setOutput('x', …), setOutputSafely(o, 'x', …). */
function outputsSetIn(text: string): string[] {
  const found = text.matchAll(
    /\b(?:put|setOutput|setOutputSafely\(\s*\w+\s*,)\s*\(?\s*['"`]([a-z][a-z0-9-]*)['"`]/g
  )
  return [...found].map((m) => m[1])
}

function outputsSet(): Set<string> {
  const names = new Set<string>()
  for (const f of readdirSync(REPORT, { recursive: true }) as string[]) {
    if (!f.endsWith('.ts')) continue
    for (const n of outputsSetIn(readFileSync(path.join(REPORT, f), 'utf8'))) names.add(n)
  }
  return names
}

const declared = new Set(
  Object.keys(
    (parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as { outputs: object }).outputs
  )
)

describe('the outputs of action.yml', () => {
  it('finds the outputs where they are set, in each way they are set', () => {
    expect(outputsSetIn(`put('tests-total', String(n))`)).toEqual(['tests-total'])
    expect(outputsSetIn(`out.setOutput("check-run-url", url)`)).toEqual(['check-run-url'])
    expect(outputsSetIn(`setOutputSafely(out, 'junit-results', v)`)).toEqual(['junit-results'])
    expect(outputsSetIn(`core.setOutput(name, value)`)).toEqual([])
    expect(outputsSet().size).toBeGreaterThanOrEqual(20)
  })

  it('declare every output the action sets', () => {
    expect([...outputsSet()].filter((n) => !declared.has(n))).toEqual([])
  })

  it('are each set somewhere', () => {
    const set = outputsSet()
    expect([...declared].filter((n) => !set.has(n))).toEqual([])
  })
})
