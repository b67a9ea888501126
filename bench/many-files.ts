/**
 * Many small JUnit reports, as Maven Surefire writes them (one `TEST-*.xml` per test class):
 * `node --import tsx bench/many-files.ts` (bench/run.ts runs it). In a temp dir (removed
 * afterwards): 1,000 files of 10 testcases, one file holding the same 1,000 suites, and (unless
 * quick) 10,000 such files. The whole action as a process (`attest-junit` dry run, no
 * attachment, `junit: reports/`), start-up included.
 * Targets: 1,000 files ≤ 2× the one file; 10,000 files ≤ 3 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ActionRun } from '../demo/runner.js'
import { BENCH_ENV, dryRunJUnit, timeAction } from './action.js'
import { QUICK, emit, median, pairedRounds, ratioRow } from './stats.js'

const CASES = 10

function suite(n: number): string {
  let s = `<testsuite name="com.example.module${n % 50}.Service${n}Test" tests="${CASES}" failures="0" errors="0" skipped="0" time="0.${n % 1000}" timestamp="2024-03-04T05:06:07">\n`
  for (let c = 0; c < CASES; c++) {
    s += `  <testcase name="test_${c}_does_something_useful" classname="com.example.module${n % 50}.Service${n}Test" time="0.00${c}"/>\n`
  }
  return s + '</testsuite>\n'
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** `files` reports of one suite each under dir/reports. */
function manyFiles(dir: string, files: number): void {
  mkdirSync(path.join(dir, 'reports'), { recursive: true })
  for (let n = 0; n < files; n++) {
    const name = `TEST-com.example.Service${String(n).padStart(5, '0')}Test.xml`
    writeFileSync(path.join(dir, 'reports', name), HEAD + suite(n))
  }
}

/** One report holding the same suites under dir/reports. */
function oneFile(dir: string, suites: number): void {
  mkdirSync(path.join(dir, 'reports'), { recursive: true })
  const parts = [HEAD, '<testsuites>\n']
  for (let n = 0; n < suites; n++) parts.push(suite(n))
  parts.push('</testsuites>\n')
  writeFileSync(path.join(dir, 'reports', 'TEST-all.xml'), parts.join(''))
}

const action = (scratch: string, workspace: string, ok?: (run: ActionRun) => boolean) => () =>
  timeAction(scratch, { workspace, inputs: dryRunJUnit('reports/'), env: BENCH_ENV }, ok)

/**
 * 10,000 suites make a data_json over the 1024 KB the service takes in one form part
 * (docs/compatibility.md §13.4): the dry run reads every file, then fails that one write before
 * it would be sent, as a real run would. That is the run timed.
 */
const refusedForSize = (run: ActionRun): boolean =>
  run.code === 1 &&
  /its data_json is [\d,]+ bytes \(10,000 suites in [\d,]+ report files?\)/.test(run.stdout)

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'many-files-bench-'))
  try {
    const many = path.join(scratch, 'many')
    const one = path.join(scratch, 'one')
    manyFiles(many, 1000)
    oneFile(one, 1000)
    console.log('many small reports: 1,000 files of 10 testcases, and one file of the same')
    const rounds = await pairedRounds(action(scratch, many), async () => {
      return (await action(scratch, one)()).ms
    })
    emit(
      ratioRow(
        '1,000 JUnit files of 10 testcases: the whole action (attest-junit dry run)',
        'the same on one file holding the same 10,000 testcases',
        rounds,
        2
      )
    )
    if (QUICK) return
    const big = path.join(scratch, 'many10k')
    manyFiles(big, 10_000)
    const tenK = await pairedRounds(action(scratch, big, refusedForSize), () => 1)
    const values = tenK.map((r) => r.ours / 1000)
    emit({
      claim: '10,000 JUnit files of 10 testcases: the whole action (attest-junit dry run)',
      yardstick: '—',
      values,
      unit: 's',
      target: '≤ 3 s',
      met: median(values) <= 3,
      rssMB: Math.max(...tenK.map((r) => r.rss))
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
