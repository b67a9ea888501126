/**
 * A small sample checkout: a git repository with two commits and an `origin`, a file
 * artifact, a directory artifact and JUnit reports with one failing test. Used by the demo and
 * the e2e tests.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export interface SampleWorkspace {
  dir: string
  /** The two commits, oldest first. */
  commits: [string, string]
  head: string
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Ada Lovelace',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada Lovelace',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null'
}

export function git(dir: string, args: string[], date = '2026-11-01T10:00:00Z'): string {
  return execFileSync('git', ['-C', dir, ...args], {
    env: { ...process.env, ...GIT_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    encoding: 'utf8'
  }).trim()
}

/**
 * Runs a few git commands in one `sh` (the folder is `$1`) and returns what the last printed.
 * One child instead of one per command: each child of a big process (a test runner's worker
 * holds hundreds of MB) costs milliseconds of kernel time to fork.
 */
function gitScript(dir: string, script: string, date: string): string {
  return execFileSync('sh', ['-c', `set -e; cd "$1"; ${script}`, 'sh', dir], {
    env: { ...process.env, ...GIT_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    encoding: 'utf8'
  }).trim()
}

const UNIT_REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="cart" timestamp="2026-11-01T10:05:00" tests="3">
    <testcase classname="cart.Total" name="adds prices" time="0.012"/>
    <testcase classname="cart.Total" name="applies discount" time="0.020">
      <failure message="expected 90 but got 100" type="AssertionError">AssertionError: expected 90 but got 100
    at applyDiscount (src/cart.ts:3:11)</failure>
    </testcase>
    <testcase classname="cart.Total" name="handles &lt;empty&gt; cart" time="0.003"/>
  </testsuite>
</testsuites>
`

const INTEGRATION_REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="checkout-api" timestamp="2026-11-01T10:06:00" tests="2">
  <testcase classname="api.Checkout" name="creates an order" time="1.5"/>
  <testcase classname="api.Checkout" name="refuses an empty cart" time="0.25">
    <skipped message="needs a payment sandbox"/>
  </testcase>
</testsuite>
`

async function put(dir: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), text)
}

export async function createSampleWorkspace(): Promise<SampleWorkspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'records-demo-'))
  await put(dir, 'README.md', '# shop\n')
  await put(
    dir,
    'src/cart.ts',
    'export function total(prices: number[]) {\n  return 0\n  // discount\n}\n'
  )
  const first = gitScript(
    dir,
    'git init -q -b main; git remote add origin git@github.com:acme/shop.git; ' +
      "git add -A; git commit -q -m 'Initial commit'; git rev-parse HEAD",
    '2026-11-01T09:00:00Z'
  )
  await put(
    dir,
    'src/cart.ts',
    'export function total(prices: number[]) {\n  return prices.reduce((a, b) => a + b, 0)\n  // discount\n}\n'
  )
  const head = gitScript(
    dir,
    "git add -A; git commit -q -m 'Add cart totals' -m 'With a discount that is not applied yet.'; " +
      'git rev-parse HEAD',
    '2026-11-01T10:00:00Z'
  )
  // Build outputs and test reports are not committed, as in a real job.
  await put(dir, 'build/shop.tar.gz', 'pretend this is a release tarball\n')
  await put(dir, 'build/site/index.html', '<h1>shop</h1>\n')
  await put(dir, 'build/site/assets/app.js', 'console.log("shop")\n')
  await put(dir, 'test-results/unit.xml', UNIT_REPORT)
  await put(dir, 'test-results/integration.xml', INTEGRATION_REPORT)
  return { dir, commits: [first, head], head }
}
