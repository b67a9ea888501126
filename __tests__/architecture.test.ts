/**
 * Which way imports run in src/ (CONTRIBUTING.md, "The layer rules"): no circle, type-only imports included;
 * the layers below (util/, fs/) and the domain (fingerprint/, junit/) import nothing from above
 * them, so the domain is handed parsed inputs and throws no input error.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src')

/** Every .ts file of src/, relative to it. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return e.name.endsWith('.ts') ? [path.relative(SRC, full)] : []
  })
}

/** The src/ files a file imports (static, dynamic, type-only and re-exports alike). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8')
  const found = text.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g
  )
  return [...found].map((m) =>
    path
      .relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), m[1] ?? m[2]))
      .replace(/\.js$/, '.ts')
  )
}

const graph = new Map(sourceFiles().map((f) => [f, importsOf(f)]))

/** The folders of src/, read from it: a folder added is a folder the rules below see. */
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

/** The import circles: strongly connected groups of more than one file (Tarjan). */
function circles(): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const out: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v) as number)
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (stack.includes(w))
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) !== index.get(v)) return
    const group: string[] = []
    let w: string
    do {
      w = stack.pop() as string
      group.push(w)
    } while (w !== v)
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return out
}

/** `from/x.ts → to/y.ts` for each import of a file under `from` of one under a folder of `to`. */
function arrows(from: string, to: string[]): string[] {
  return [...graph].flatMap(([file, deps]) =>
    file.startsWith(`${from}/`)
      ? deps.filter((d) => to.some((t) => d.startsWith(`${t}/`))).map((d) => `${file} → ${d}`)
      : []
  )
}

describe('imports in src/', () => {
  it('are read: every file is seen, with the imports it has', () => {
    expect(graph.size).toBeGreaterThan(100)
    expect(graph.get('inputs/commit-inputs.ts')).toContain('context/commit.ts')
    // A type-only import counts as much as any other.
    expect(graph.get('commands/command.ts')).toContain('delivery/delivery.ts')
  })

  it('form no circle, type-only imports included', () => {
    expect(circles()).toEqual([])
  })

  it('never run back up from the layers below', () => {
    // Every other folder of src/ is above them, a new one included, without a list to keep.
    const above = FOLDERS.filter((f) => f !== 'util' && f !== 'fs')
    expect(above).toEqual(expect.arrayContaining(['delivery', 'compliance', 'commands', 'report']))
    expect(arrows('util', [...above, 'fs'])).toEqual([])
    expect(arrows('fs', above)).toEqual([])
    // Nor up to the top-level files (the result, the config, main.ts) but the leaves they share.
    const leaves = ['errors.ts', 'version.ts', 'command-names.ts']
    const top = [...graph.keys()].filter((f) => !f.includes('/') && !leaves.includes(f))
    const upToTop = [...graph].flatMap(([file, deps]) =>
      /^(util|fs)\//.test(file)
        ? deps.filter((d) => top.includes(d)).map((d) => `${file} → ${d}`)
        : []
    )
    expect(upToTop).toEqual([])
  })

  it('never run from the domain to the inputs, the commands or the output', () => {
    for (const domain of ['fingerprint', 'junit']) {
      expect(arrows(domain, ['inputs', 'commands', 'report'])).toEqual([])
    }
  })

  it('keep the transport ignorant of delivery policy, and the policy of its callers', () => {
    // The client sends and reports; what to do on failure is the delivery layer's.
    expect(arrows('api', ['outbox', 'delivery', 'commands', 'report'])).toEqual([])
    expect(arrows('outbox', ['delivery', 'commands', 'report'])).toEqual([])
    expect(arrows('delivery', ['commands', 'report'])).toEqual([])
    // GitHub's API, and the legs of a matrix counted from what it and the run's artifacts say.
    expect(
      arrows('github', ['outbox', 'legs', 'delivery', 'inputs', 'commands', 'report'])
    ).toEqual([])
    expect(arrows('legs', ['delivery', 'inputs', 'commands', 'report'])).toEqual([])
  })

  it('keep the judge a pure function of facts: compliance/ reads no inputs, sends nothing, prints nothing', () => {
    // It takes facts and gives a verdict (src/compliance/judge.ts); api/ is there for types.
    const layers = ['inputs', 'commands', 'report', 'delivery', 'outbox', 'context', 'fingerprint']
    expect(arrows('compliance', [...layers, 'junit', 'fs'])).toEqual([])
  })

  it('leave the input errors to the inputs: the domain throws none', () => {
    const throwing = [...graph.keys()].filter(
      (f) =>
        /^(fingerprint|junit|fs)\//.test(f) &&
        /\bInputError\b/.test(readFileSync(path.join(SRC, f), 'utf8'))
    )
    expect(throwing).toEqual([])
  })

  it('leave compliance to the one judge: a command decides no compliance itself', () => {
    const commands = [...graph.keys()].filter((f) => f.startsWith('commands/'))
    const read = (f: string): string => readFileSync(path.join(SRC, f), 'utf8')
    // Deciding: reading a state's spelling, ranking states, counting failing tests, wording a
    // verdict's failure. A command reads a searched artifact's state through compliance/
    // (stateOf) and hands it over as a fact of one artifact in one flow.
    const deciding =
      /\bisCompliantState\b|\bworstState\b|\bcompliance_state\b|['"](NON[_-])?COMPLIANT['"]|['"]APPROVED['"]|\b(failures|errors) === 0\b|Tests failed|is not compliant|not approved|Not compliant/
    expect(commands.filter((f) => deciding.test(read(f)))).toEqual([])
    // A command that speaks of `compliant` takes it from the judge; override's is its input
    // (the user's decision, sent as new_compliance_status), not one the action makes.
    const speaking = commands.filter((f) => /(?<!-)\bcompliant\b/.test(read(f)))
    expect(speaking).toEqual(expect.arrayContaining(['commands/report.ts', 'commands/replay.ts']))
    for (const f of speaking.filter((f) => f !== 'commands/override.ts')) {
      expect([f, graph.get(f)]).toEqual([f, expect.arrayContaining(['compliance/judge.ts'])])
    }
  })
})

/** A file's code without its comments: a comment may name what the code must not read. */
function codeOf(file: string): string {
  return readFileSync(path.join(SRC, file), 'utf8').replace(
    /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm,
    '$1'
  )
}

describe("the runner's own facts", () => {
  it('are read in one place, the runner context: RUNNER_TEMP, its fallback, the summary file, the runtime token', () => {
    // A read is a property of the environment (`env.RUNNER_TEMP`), a destructured one, or the
    // fallback; naming a variable in a message to a person is no read.
    const read =
      /\.\s*(RUNNER_TEMP|GITHUB_STEP_SUMMARY|ACTIONS_RUNTIME_TOKEN)\b|\{[^}]*\b(RUNNER_TEMP|GITHUB_STEP_SUMMARY|ACTIONS_RUNTIME_TOKEN)\b[^}]*\}\s*=|\btmpdir\s*\(/
    const readers = [...graph.keys()].filter((f) => read.test(codeOf(f)))
    expect(readers).toEqual(['context/runner.ts'])
  })

  it('leave GitHub Enterprise Server to report/ and the inputs: no GHES wording in delivery/, commands/, outbox/', () => {
    const ghes = /enterprise[\s-]*server|\bGHES\b/i
    const acting = [...graph.keys()].filter((f) => /^(delivery|commands|outbox)\//.test(f))
    expect(acting.length).toBeGreaterThan(20)
    const wording = acting.filter((f) => ghes.test(readFileSync(path.join(SRC, f), 'utf8')))
    expect(wording).toEqual([])
    // It is decided once, beside the GitHub context, and worded where people read it.
    const deciding = [...graph.keys()].filter((f) => /isEnterpriseServer\s*\(/.test(codeOf(f)))
    expect(deciding).toEqual(['context/runner.ts'])
  })
})

describe('the emulator (issue 40.6)', () => {
  const EMULATOR = path.resolve(SRC, '../emulator')
  const files = (dir = EMULATOR): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [path.join(dir, e.name)]
          : []
    )
  /** `file: statement` for each import of src/ that brings in code, not only types. */
  const codeFromSrc = (): string[] =>
    files().flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const statements = text.match(/^(?:import|export)\b[^;]*?\bfrom\s+['"][^'"]+['"]/gm) ?? []
      return statements
        .filter((s) => {
          const spec = /['"]([^'"]+)['"]$/.exec(s)?.[1] ?? ''
          const target = path.resolve(path.dirname(file), spec)
          return spec.startsWith('.') && target.startsWith(`${SRC}${path.sep}`)
        })
        .filter((s) => !/^(?:import|export)\s+type\b/.test(s) || /src\/api\/validate/.test(s))
        .map((s) => `${path.relative(EMULATOR, file)}: ${s.replace(/\s+/g, ' ')}`)
    })

  it('checks requests with its own tables: it imports no code from src/, only types', () => {
    expect(files().length).toBeGreaterThan(20)
    expect(codeFromSrc()).toEqual([])
  })
})
