/**
 * Every output the action sets is declared in action.yml, and every declared output is set
 * somewhere: GitHub drops an undeclared output of a JavaScript action from `steps.<id>.outputs`
 * for no one to notice, and a declared one the code never sets is a promise nobody keeps.
 * The outputs are named where they are set, as string literals in src/report/ (step-outputs.ts
 * through put(), publish.ts through setOutput()); this reads them there. A name computed at run
 * time would escape that reading, so every other call that sets an output must be one of the
 * few forwarders that pass on a name given to them as a literal.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(root, 'src')

/** Every source file under src/, relative to it, with its text. */
function sources(): Array<[string, string]> {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(SRC, f), 'utf8')])
}

/** Output names set in a source text: put('x', …), setOutput('x', …), setOutputSafely(o, 'x', …). */
function outputsSetIn(text: string): string[] {
  const found = text.matchAll(
    /\b(?:put|setOutput|setOutputSafely\(\s*\w+\s*,)\s*\(?\s*['"`]([a-z][a-z0-9-]*)['"`]/g
  )
  return [...found].map((m) => m[1])
}

function outputsSet(): Set<string> {
  const names = new Set<string>()
  for (const [, text] of sources()) for (const n of outputsSetIn(text)) names.add(n)
  return names
}

/**
 * Calls that set an output under a name that is not a literal, as `file: callee(name)`.
 * `put` is the output setter only in report/ (api/answers.ts has a `put` of its own);
 * definitions (a parameter with its type) are not calls.
 */
function computedNameCalls(file: string, text: string): string[] {
  const calls = text.matchAll(/\b((?:[\w.]+\.)?setOutput|setOutputSafely|put)\s*\(([^)]*)/g)
  const found: string[] = []
  for (const [, callee, args] of calls) {
    if (callee === 'put' && !file.startsWith('report/')) continue
    const name = args.split(',')[callee === 'setOutputSafely' ? 1 : 0]?.trim() ?? ''
    // A whole literal is read by outputsSetIn; a template with ${…} in it is computed.
    if (/^\(?\s*(['"`])[a-z][a-z0-9-]*\1/.test(name) || name.includes(': ')) continue
    found.push(`${file}: ${callee}(${name})`)
  }
  return found
}

/** The forwarders: each passes on a name its caller gave as a literal, read above. */
const FORWARDERS = [
  'report/boundary.ts: core.setOutput(name)',
  'report/step-outputs.ts: out.setOutput(name)',
  'report/step-outputs.ts: setOutputSafely(name)'
]

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

  it('are set under literal names, or through the known forwarders only', () => {
    const calls = sources().flatMap(([file, text]) => computedNameCalls(file, text))
    expect(calls.sort()).toEqual(FORWARDERS)
    // What a computed name would look like, in each way an output is set.
    expect(computedNameCalls('report/x.ts', "put('tests-total', v)")).toEqual([])
    expect(computedNameCalls('report/x.ts', 'put(`tests-${kind}`, v)')).toEqual([
      'report/x.ts: put(`tests-${kind}`)'
    ])
    expect(computedNameCalls('report/x.ts', 'put(kind, v); out.setOutput(n, v)')).toEqual([
      'report/x.ts: put(kind)',
      'report/x.ts: out.setOutput(n)'
    ])
    expect(computedNameCalls('commands/x.ts', 'setOutputSafely(out, which, v)')).toEqual([
      'commands/x.ts: setOutputSafely(which)'
    ])
  })

  it('declare every output the action sets', () => {
    expect([...outputsSet()].filter((n) => !declared.has(n))).toEqual([])
  })

  it('are each set somewhere', () => {
    const set = outputsSet()
    expect([...declared].filter((n) => !set.has(n))).toEqual([])
  })
})
