/**
 * The JUnit reader alone on one report, in-process: what `valgrind --tool=callgrind` counts to
 * compare two versions of the reader on a shared machine, where wall time is noise
 * (docs/performance.md §3). Prints the report's totals so that two versions can be seen to agree.
 *
 *   node --import tsx bench/junit-count.ts <report.xml> [--named]
 *
 * `--named`: every failing test named in a run's list, as collectJUnit reads a report (issue 46;
 * its sha256 is left out: a big report's is taken on another thread); without it, the reader as
 * it was before.
 */
import { FailureList } from '../src/junit/failure-list.js'
import { parseJUnitFile } from '../src/junit/parse.js'

const file = process.argv[2]
if (!file) throw new Error('usage: junit-count.ts <report.xml> [--named]')
const list = process.argv.includes('--named') ? new FailureList() : undefined
const parsed = await parseJUnitFile(file, { list })
let total = 0
let failed = 0
for (const s of parsed.suites) {
  total += s.total
  failed += s.failures + s.errors
}
console.log(
  `${parsed.suites.length} suites, ${total} testcases, ${failed} failing, ${parsed.reportedFailures.length} kept` +
    (list ? `, ${list.ids.length} named` : '')
)
