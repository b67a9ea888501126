/**
 * The JUnit reader alone on one report, in-process: what `valgrind --tool=callgrind` counts to
 * compare two versions of the reader on a shared machine, where wall time is noise
 * (docs/performance.md §3). Prints the report's totals so that two versions can be seen to agree.
 *
 *   node --import tsx bench/junit-count.ts <report.xml>
 */
import { parseJUnitFile } from '../src/junit/parse.js'

const file = process.argv[2]
if (!file) throw new Error('usage: junit-count.ts <report.xml>')
const parsed = await parseJUnitFile(file)
let total = 0
let failed = 0
for (const s of parsed.suites) {
  total += s.total
  failed += s.failures + s.errors
}
console.log(
  `${parsed.suites.length} suites, ${total} testcases, ${failed} failing, ${parsed.reportedFailures.length} kept`
)
