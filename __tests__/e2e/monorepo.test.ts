/**
 * A monorepo of six projects whose reports real tools wrote (__tests__/fixtures/monorepo, its
 * README names each tool): each failing test is annotated at `<project>/<file>` and the line
 * where it failed, and the summary shows the same place, linked to that line at the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import { breakablePath } from '../../src/report/format.js'
import {
  monorepoAround,
  runWith,
  sampleEmulatorAround,
  unescapeCommand,
  type Checkout
} from '../helpers/e2e.js'
import { startGitHubStub, type GitHubStub } from '../helpers/github-stub.js'

const TOKEN = 'e2e-monorepo-token-5b2e91'
const GH_TOKEN = 'ghs_e2eMonorepoToken0123456789'
const MERGE_SHA = 'cd'.repeat(20)

/** Where each failing test failed, read off the sources. */
const WHERE: Record<string, string> = {
  test_discount: 'py/tests/test_cart.py:9',
  test_parse_quantity: 'py/tests/test_cart.py:13',
  'cart adds prices': 'js/cart.test.js:5',
  'cart counts items': 'js/cart.test.js:9',
  TestReserve: 'go/stock_test.go:7',
  TestReserveAll: 'go/stock_test.go:13',
  TestBinsPartial: 'go/warehouse/bins_test.go:13',
  'taxIsTwentyPercent()': 'java/src/test/java/com/acme/InvoiceTest.java:10',
  'parsesCents()': 'java/src/test/java/com/acme/InvoiceTest.java:15',
  'Account withdraws money': 'ruby/spec/account_spec.rb:7',
  'Account refuses a negative amount': 'ruby/spec/account_spec.rb:12',
  no_discount: 'rust/billing/src/lib.rs:33',
  ten_percent_off: 'rust/billing/src/lib.rs:18',
  whole_euros: 'rust/billing/src/lib.rs:8'
}

interface Annotation {
  path: string
  start_line: number
  title: string
  message: string
}

let emulator: Emulator
let repo: Checkout
let head = ''

sampleEmulatorAround(TOKEN, (started) => (emulator = started))
monorepoAround((made) => {
  repo = made
  head = made.head
})

function runIn(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  pullRequest = false
): Promise<ActionRun> {
  const pr = pullRequest
    ? {
        eventName: 'pull_request',
        event: { pull_request: { number: 42, head: { sha: head, ref: 'feature' } } }
      }
    : {}
  return runWith(
    repo,
    emulator.url,
    TOKEN,
    { command: 'attest-junit', flow: 'shop', junit: '**/test-results/*.xml', ...inputs },
    { ...pr, env: pullRequest ? { GITHUB_SHA: MERGE_SHA, ...env } : env }
  )
}

describe('a monorepo of six tools’ projects', () => {
  let stub: GitHubStub
  let r: ActionRun
  let annotations: Annotation[]

  beforeAll(async () => {
    stub = await startGitHubStub()
    r = await runIn({ 'github-token': GH_TOKEN }, { GITHUB_API_URL: stub.url })
    annotations = stub
      .requests()
      .filter((q) => q.path.startsWith('/repos/acme/shop/check-runs'))
      .flatMap((q) => (q.body as { output: { annotations: Annotation[] } }).output.annotations)
  })
  afterAll(() => stub.close())

  it('annotates every failing test at <project>/<file> and the line where it failed', () => {
    expect(r.code).toBe(0)
    const failing = annotations.filter(
      (a) => (a as { annotation_level?: string }).annotation_level === 'failure'
    )
    expect(failing).toHaveLength(Object.keys(WHERE).length)
    for (const [name, where] of Object.entries(WHERE)) {
      const a = failing.filter((x) => x.title.endsWith(name))
      expect(a.map((x) => `${x.path}:${x.start_line}`)).toEqual([where])
    }
  })

  it('shows the same place in the summary, linked to that line at the commit', () => {
    for (const where of Object.values(WHERE)) {
      const [file, line] = where.split(':')
      expect(r.summary).toContain(`https://github.com/acme/shop/blob/${head}/${file}#L${line}`)
      // Linked: the place, as the summary escapes it, is the label of the link to that line.
      expect(r.summary).toContain(`#L${line}"><code>${breakablePath(where)}</code></a>`)
    }
  })

  it('without a check run: workflow annotations at the same places, titled by the test', async () => {
    const plain = await runIn({})
    const errors = plain.stdout.split('\n').filter((l) => l.startsWith('::error '))
    expect(errors).toHaveLength(10)
    for (const line of errors) {
      const [, props, message] = /^::error (.*?)::(.*)$/.exec(line) ?? []
      const title = unescapeCommand(/title=([^,]*)/.exec(props)?.[1] ?? '').replace(/%2C/g, ',')
      const name = Object.keys(WHERE).find((n) => title.endsWith(n))
      expect(name).toBeDefined()
      const [file, l] = WHERE[name as string].split(':')
      expect(props).toContain(`file=${file},line=${l}`)
      expect(unescapeCommand(message)).not.toMatch(/^Error: /)
    }
  })

  it('on a pull request: one line names it and the head commit recorded; links use the head', async () => {
    const pr = await runIn({}, {}, true)
    expect(pr.summary).toContain(
      `🔀 Pull request #42: recorded its head commit <code>${head.slice(0, 7)}</code>, ` +
        "not GitHub's merge commit <code>cdcdcdc</code>."
    )
    expect(pr.summary).toContain(`/blob/${head}/go/stock_test.go#L7`)
    expect(pr.summary).not.toContain(MERGE_SHA)
  })
})
