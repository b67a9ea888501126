/**
 * Dev check against the third-party JUnit corpus (never copied into the repo):
 *   node --import tsx script/junit-corpus.ts [dir]     (default ../shared/junit-corpus)
 * Parses every file on its own and compares with expected.json: results → exact counts and
 * duration within 1e-9; error → must throw a JUnitError naming the file; no_suites → no suites.
 * Prints one line per mismatch and a total; exits non-zero on any mismatch.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { JUnitError } from '../src/junit/junit-errors.js'
import { parseJUnitFile } from '../src/junit/parse.js'
import type { JUnitResult } from '../src/api/models.js'

interface Expected {
  junit_results?: JUnitResult[]
  error?: string
  no_suites?: boolean
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.resolve(process.argv[2] ?? path.join(repo, '..', 'shared', 'junit-corpus'))
const expected = JSON.parse(await readFile(path.join(dir, 'expected.json'), 'utf8')) as Record<
  string,
  Expected
>

function compare(got: JUnitResult[], want: JUnitResult[]): string | undefined {
  if (got.length !== want.length) return `${got.length} suites, expected ${want.length}`
  for (let i = 0; i < want.length; i++) {
    const g = got[i]
    const w = want[i]
    for (const k of ['name', 'failures', 'errors', 'skipped', 'total', 'timestamp'] as const) {
      if (g[k] !== w[k])
        return `suite ${i} ${k}: got ${JSON.stringify(g[k])}, expected ${JSON.stringify(w[k])}`
    }
    if (Math.abs(g.duration - w.duration) > 1e-9) {
      return `suite ${i} duration: got ${g.duration}, expected ${w.duration}`
    }
  }
  return undefined
}

let failed = 0
const names = Object.keys(expected).sort()
const started = Date.now()
for (const name of names) {
  const want = expected[name]
  let problem: string | undefined
  try {
    const parsed = await parseJUnitFile(path.join(dir, name), { reportName: name })
    const got = parsed.suites.map(({ report: _r, ...r }) => r)
    if (want.error !== undefined) problem = `parsed, but expected an error (${want.error})`
    else if (want.no_suites) {
      if (got.length > 0) problem = `${got.length} suites, expected none`
    } else problem = compare(got, want.junit_results ?? [])
  } catch (err) {
    if (!(err instanceof JUnitError)) problem = `threw a non-JUnitError: ${String(err)}`
    else if (want.error === undefined) problem = `unexpected error: ${err.message}`
    else if (!err.message.includes(name)) problem = `error does not name the file: ${err.message}`
    else console.log(`ok   ${name}: ${err.message}`)
  }
  if (problem !== undefined) {
    failed++
    console.log(`FAIL ${name}: ${problem}`)
  }
}
console.log(
  `${names.length - failed}/${names.length} corpus files as expected (${Date.now() - started} ms)`
)
if (failed > 0) process.exitCode = 1
