/**
 * JUnit benchmark: `node --import tsx bench/junit.ts` (bench/run.ts runs it).
 * For each report shape of bench/junit-shapes.ts (a CDATA block per suite; plain-text output per
 * testcase, with entities; many attributes and properties per testcase) it generates in a temp
 * dir (removed afterwards) a ~50 MB report and, unless quick, a ~300 MB one with six times the
 * testcases. Every figure is the whole action as a process (`attest-junit` dry run, no
 * attachment; bench/action.ts), start-up included, paired round by round with:
 *   xmllint --stream --noout   libxml2's streaming reader, the native yardstick
 *   a bare xml2js parse        `node -e` reading and parsing the file (the CDATA shape only)
 * The `failing` shape (issue 46) is attested from a git checkout that holds the source file its
 * stack frames name, so that every failing test is placed, and named in the record.
 * Targets on every shape: ≤ 2.5× xmllint on 50 MB, ≤ 1.5× on 300 MB, peak RSS < 150 MB.
 * Without xmllint the log says so at the start and the table's notes say which rows it lacks.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BENCH_ENV, dryRunJUnit, timeAction } from './action.js'
import { FAILING_SOURCE, SHAPES, SHAPE_INFO, generate, type Shape } from './junit-shapes.js'
import { QUICK, emit, have, pairedRounds, q, ratioRow, skip, timeShell } from './stats.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const XMLLINT_HINT =
  'xmllint not found: install it (`apt-get install -y libxml2-utils` on Debian/Ubuntu, `brew install libxml2` on macOS) to measure the native-parser yardstick'

/** Wall time of a bare xml2js parse in a plain Node process (start-up included, no tsx). */
function xml2jsProcess(file: string): number {
  const code = `require('xml2js').parseString(require('fs').readFileSync(process.argv[1], 'utf8'), (e) => { if (e) throw e })`
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['-e', code, file], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' }
  })
  if (r.status !== 0) throw new Error(`xml2js failed: ${r.stderr}`)
  return Number(process.hrtime.bigint() - start) / 1e6
}

/** The whole action on `file`: attest-junit, dry run, no attachment. */
const action = (scratch: string, file: string) => () =>
  timeAction(scratch, {
    workspace: path.dirname(file),
    inputs: dryRunJUnit(path.basename(file)),
    env: BENCH_ENV
  })

const xmllint = (file: string) => () => timeShell(`xmllint --stream --noout ${q(file)}`).ms

/** A git checkout in `scratch` holding the source the `failing` shape's frames name. */
async function checkout(scratch: string): Promise<string> {
  const dir = path.join(scratch, 'checkout')
  await mkdir(path.join(dir, path.dirname(FAILING_SOURCE)), { recursive: true })
  const source = Array.from({ length: 300 }, (_, i) => `  // line ${i + 1}`).join('\n')
  await writeFile(path.join(dir, FAILING_SOURCE), `class Suite3 {\n${source}\n}\n`)
  const git = (...args: string[]): void => {
    const r = spawnSync(
      'git',
      ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args],
      { cwd: dir }
    )
    if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`)
  }
  git('init', '-q')
  git('add', '.')
  git('commit', '-q', '-m', 'sources')
  return dir
}

async function report(scratch: string, shape: Shape, testcases: number, bytes: number) {
  const dir = shape === 'failing' ? await checkout(scratch) : scratch
  const file = path.join(dir, `report-${shape}-${testcases}.xml`)
  await generate(shape, file, testcases, bytes)
  return { file, mb: ((await stat(file)).size / 1e6).toFixed(0) }
}

const count = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toLocaleString('en')} M` : n.toLocaleString('en')

/** The 50 MB rows of one shape: against xmllint, and how much faster than a bare xml2js. */
async function fifty(scratch: string, shape: Shape): Promise<void> {
  const { words, testcases } = SHAPE_INFO[shape]
  const { file, mb } = await report(scratch, shape, testcases, 50 * 1000 * 1000)
  console.log(`junit: ${mb} MB report, ${count(testcases)} testcases, ${words} (5% failing)`)
  const where = shape === 'failing' ? ', from a git checkout' : ''
  const claim = `${mb} MB JUnit report, ${count(testcases)} testcases, ${words}: the whole action (attest-junit dry run, no attachment${where})`
  if (have('xmllint')) {
    const rounds = await pairedRounds(action(scratch, file), xmllint(file))
    emit(ratioRow(claim, '`xmllint --stream --noout`', rounds, 2.5, 150))
  } else skip(XMLLINT_HINT)
  // The bare xml2js comparison is the original row, kept for the first shape only.
  if (shape === 'cdata') {
    const bare = await pairedRounds(action(scratch, file), () => xml2jsProcess(file))
    const faster = bare.map((r) => r.ref / r.ours)
    const row = ratioRow(claim, 'bare `xml2js` parse (`node -e`)', bare, Infinity)
    emit({ ...row, values: faster, unit: 'faster', target: '—', met: undefined })
  }
  await rm(shape === 'failing' ? path.dirname(file) : file, { recursive: true })
}

/** The 300 MB row of one shape (six times the testcases). */
async function threeHundred(scratch: string, shape: Shape): Promise<void> {
  const { words, testcases } = SHAPE_INFO[shape]
  const { file, mb } = await report(scratch, shape, testcases * 6, 300 * 1000 * 1000)
  const claim = `${mb} MB JUnit report, ${count(testcases * 6)} testcases, ${words}, default heap: the whole action`
  if (have('xmllint')) {
    const rounds = await pairedRounds(action(scratch, file), xmllint(file))
    emit(ratioRow(claim, '`xmllint --stream --noout`', rounds, 1.5, 150))
  } else {
    skip(XMLLINT_HINT)
    const alone = await pairedRounds(action(scratch, file), () => 1)
    const rssMB = Math.max(...alone.map((r) => r.rss))
    const values = alone.map((r) => r.ours / 1000)
    const target = 'peak RSS < 150 MB'
    emit({ claim, yardstick: '—', values, unit: 's', target, met: rssMB < 150, rssMB })
  }
  await rm(shape === 'failing' ? path.dirname(file) : file, { recursive: true })
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'junit-bench-'))
  try {
    if (!have('xmllint')) console.log(`  ${XMLLINT_HINT}`)
    // `npm run bench -- junit failing` (BENCH_JUNIT_SHAPES=failing): the named shapes only.
    const only = process.env.BENCH_JUNIT_SHAPES?.split(',')
    const shapes = SHAPES.filter((s) => !only || only.includes(s))
    for (const shape of shapes) await fifty(scratch, shape)
    if (QUICK) return skip('the 300 MB reports (quick mode)')
    for (const shape of shapes) await threeHundred(scratch, shape)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
