/**
 * How many failing tests in the real tools' reports get a check-run annotation that carries the
 * text saying what went wrong:
 *   node --import tsx script/failure-text-coverage.ts [-v] [--workspace DIR]
 * The reports and the text each failing test should show are in __tests__/fixtures/junit/tools/
 * (README.md there, expected-failure-text.json). Source files are looked up in DIR (default: this
 * repository; the reports were written in /home/runner/work/cart/cart). Prints one line per
 * report and the total.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJUnitFile } from '../src/junit/parse.js'
import { placeReport } from '../src/junit/place.js'
import { checkAnnotations } from '../src/report/annotations.js'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(repo, '__tests__', 'fixtures', 'junit', 'tools')
const verbose = process.argv.includes('-v')
const w = process.argv.indexOf('--workspace')
const workspace = w > 0 && process.argv[w + 1] ? path.resolve(process.argv[w + 1]) : repo
const expected = JSON.parse(
  await readFile(path.join(dir, 'expected-failure-text.json'), 'utf8')
) as Record<string, [string, string][]>

let shown = 0
let total = 0
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.xml')).sort()) {
  const want = expected[file] ?? []
  const reportName = path.relative(repo, path.join(dir, file))
  const reportFile = path.join(dir, file)
  const parsed = await placeReport(await parseJUnitFile(reportFile, { reportName }), {
    reportFile,
    workspace
  })
  let good = 0
  const used = new Set<number>()
  for (const [name, text] of want) {
    total++
    const k = parsed.failedTests.findIndex((t, i) => t.name === name && !used.has(i))
    if (k < 0) continue
    used.add(k)
    const [a] = checkAnnotations([parsed.failedTests[k]], 1)
    const ok = a !== undefined && a.message.includes(text)
    if (ok) good++
    else if (verbose)
      console.log(`  ✗ ${file} ${name}: ${a ? JSON.stringify(a.message) : 'no annotation'}`)
  }
  shown += good
  console.log(`${file}: ${good}/${want.length}`)
}
console.log(`failing tests with the real failure text in an annotation: ${shown}/${total}`)
