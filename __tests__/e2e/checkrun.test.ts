/**
 * The PR check run end to end (issue 7): the action's run() in process (helpers/action.ts) with a
 * runner's environment, GITHUB_API_URL pointed at a GitHub API stub on loopback, the records
 * service emulated, in real git checkouts.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { RunActionOptions } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { printedBy, reportWith, samplePartsAround } from '../helpers/e2e.js'
import { startGitHubStub, type GitHubStub, type RecordedRequest } from '../helpers/github-stub.js'

const TOKEN = 'e2e-checkrun-token-7c1d2e'
const GH_TOKEN = 'ghs_e2eCheckRunToken0123456789'
const MERGE_SHA = 'ab'.repeat(20)

let emulator: Emulator
let ws: SampleWorkspace
let stub: GitHubStub | undefined
const scratch: string[] = []

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { each: true })
afterEach(async () => {
  await stub?.close()
  stub = undefined
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true })
})

interface CheckOutput {
  title: string
  summary: string
  annotations: Array<Record<string, unknown>>
}
interface CheckBody {
  name?: string
  head_sha?: string
  status?: string
  conclusion?: string
  details_url?: string
  output: CheckOutput
}

/** A pull_request run: GITHUB_SHA is the merge commit, the payload names the head. */
function pullRequest(head: string): Pick<RunActionOptions, 'eventName' | 'event'> & {
  env: Record<string, string>
} {
  return {
    eventName: 'pull_request',
    event: {
      pull_request: {
        number: 7,
        head: { sha: head, ref: 'feature/discount' },
        base: { sha: ws.commits[0], ref: 'main' }
      }
    },
    env: { GITHUB_SHA: MERGE_SHA, GITHUB_REF: 'refs/pull/7/merge' }
  }
}

async function run(
  opts: {
    inputs?: Record<string, string>
    env?: Record<string, string | undefined>
    stub?: { checkRunStatus?: number; updateStatus?: number }
    workspace?: string
    /** A push instead of a pull request. */
    push?: boolean
  } = {}
) {
  stub = await startGitHubStub(opts.stub ?? {})
  const pr = opts.push
    ? { eventName: 'push', event: {}, env: { GITHUB_SHA: ws.head } }
    : pullRequest(ws.head)
  return reportWith(
    ws,
    emulator.url,
    TOKEN,
    {
      artifacts: 'shop=build/shop.tar.gz',
      junit: 'test-results/*.xml',
      'github-token': GH_TOKEN,
      ...opts.inputs
    },
    {
      workspace: opts.workspace ?? ws.dir,
      eventName: pr.eventName,
      event: pr.event,
      env: { ...pr.env, GITHUB_API_URL: stub.url, ...opts.env }
    }
  )
}

const checkRequests = (): RecordedRequest[] =>
  (stub?.requests() ?? []).filter((r) => r.path.startsWith('/repos/acme/shop/check-runs'))
const bodyOf = (r: RecordedRequest): CheckBody => r.body as CheckBody

/** The body of the one check-run request; fails when there is not exactly one. */
function onlyCheckBody(): CheckBody {
  const reqs = checkRequests()
  expect(reqs).toHaveLength(1)
  return bodyOf(reqs[0])
}

/** A JUnit report with one failing testcase per entry, in this order. */
function failingReport(tests: Array<{ name: string; file: string; line: number }>): string {
  const cases = tests
    .map(
      (t) =>
        `  <testcase classname="cart.Bulk" name="${t.name}" file="${t.file}" line="${t.line}" time="0.001">\n` +
        `    <failure message="${t.name} failed: expected 1 but got 2" type="AssertionError">` +
        `${'detail '.repeat(40)}</failure>\n  </testcase>`
    )
    .join('\n')
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuite name="bulk" tests="${tests.length}" failures="${tests.length}">\n${cases}\n</testsuite>\n`
  )
}

const names = (n: number, prefix = 'case'): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`)

describe('check run on a pull request', () => {
  it('is created on the head SHA with conclusion failure when a test failed', async () => {
    const r = await run()
    expect(r.code).toBe(0)
    const reqs = checkRequests()
    expect(reqs.map((q) => q.method)).toEqual(['POST'])
    expect(reqs[0].headers.authorization).toBe(`token ${GH_TOKEN}`)
    const body = bodyOf(reqs[0])
    expect(body.head_sha).toBe(ws.head)
    expect(body.head_sha).not.toBe(MERGE_SHA)
    expect(body.name).toBe('Compliance')
    expect(body.status).toBe('completed')
    expect(body.conclusion).toBe('failure')
    // Red, and says why first: the failing test by name, and the artifact the service holds
    // non-compliant in this flow (its trail has the failing attestation).
    expect(body.output.title).toMatch(
      /^Tests failed: 1 failed — cart\.Total › applies discount; Not compliant: artifact 'shop\.tar\.gz' \(sha256 [0-9a-f]{8}…\) in flow 'shop' is NON_COMPLIANT$/
    )
    expect(body.output.summary).toContain('applies discount')
    expect(Buffer.byteLength(body.output.summary)).toBeLessThanOrEqual(65535)
    // The failure's stack frame names src/cart.ts:3, which exists in the checkout.
    expect(body.output.annotations).toEqual([
      expect.objectContaining({
        path: 'src/cart.ts',
        start_line: 3,
        end_line: 3,
        annotation_level: 'failure',
        message: 'expected 90 but got 100'
      })
    ])
    expect(r.outputs['check-run-url']).toMatch(/^https:\/\/github\.example\/acme\/shop\/runs\/\d+$/)
    // With a check run there are no workflow-command annotations.
    expect(r.stdout).not.toMatch(/^::error /m)
    // The failing tests' warning points to the check run that was made.
    expect(r.stdout).toMatch(
      /^::warning::Tests failed: .*see the 'Compliance' check and the job summary\.$/m
    )
  })

  it('has conclusion success and the check-name when every test passed', async () => {
    const r = await run({
      inputs: { junit: 'test-results/integration.xml', 'check-name': 'Records / tests' }
    })
    expect(r.code).toBe(0)
    const [create] = checkRequests()
    const body = bodyOf(create)
    expect(body.name).toBe('Records / tests')
    expect(body.head_sha).toBe(ws.head)
    expect(body.conclusion).toBe('success')
    expect(body.output.title).toBe('2 tests: 1 passed, 1 skipped')
    expect(body.output.annotations).toEqual([])
  })

  it('is neutral when nothing was evaluated (artifacts only, search INCOMPLETE)', async () => {
    const r = await run({ inputs: { junit: '', artifacts: 'build/shop.tar.gz\nbuild/site/' } })
    expect(r.code).toBe(0)
    expect(r.outputs['compliance-state']).toBe('INCOMPLETE')
    const body = onlyCheckBody()
    expect(body.head_sha).toBe(ws.head)
    expect(body.conclusion).toBe('neutral')
    expect(body.output.title).toBe('2 artifacts reported · compliance INCOMPLETE')
    expect(body.output.annotations).toEqual([])
  })

  it('sends 130 annotations as 50, 50 and 30, in report order; a file not in the checkout: on the report', async () => {
    const all = names(130)
    // Every 13th test names a file that is not in the checkout: annotated on the report, where
    // its <testcase> starts (line 3, then every 3 lines). The others use relative, ./-prefixed
    // and absolute spellings of files that exist.
    const tests = all.map((name, i) => ({
      name,
      file:
        i % 13 === 12
          ? 'src/gone.ts'
          : [`src/cart.ts`, `./README.md`, path.join(ws.dir, 'src/cart.ts')][i % 3],
      line: i + 1
    }))
    await writeFile(path.join(ws.dir, 'test-results/bulk.xml'), failingReport(tests))
    const r = await run({ inputs: { junit: 'test-results/bulk.xml' } })
    expect(r.code).toBe(0)
    const reqs = checkRequests()
    expect(reqs.map((q) => `${q.method} ${q.path.replace(/\d+$/, 'ID')}`)).toEqual([
      'POST /repos/acme/shop/check-runs',
      'PATCH /repos/acme/shop/check-runs/ID',
      'PATCH /repos/acme/shop/check-runs/ID'
    ])
    const batches = reqs.map((q) => bodyOf(q).output.annotations)
    expect(batches.map((b) => b.length)).toEqual([50, 50, 30])
    const sent = batches.flat()
    expect(sent.map((a) => a.title)).toEqual(tests.map((t) => `bulk › cart.Bulk › ${t.name}`))
    expect(sent.map((a) => a.start_line)).toEqual(
      tests.map((t, i) => (t.file === 'src/gone.ts' ? 3 + 3 * i : t.line))
    )
    expect(sent.map((a) => a.path)).toEqual(
      tests.map((t) =>
        t.file === 'src/gone.ts'
          ? 'test-results/bulk.xml'
          : t.file.endsWith('README.md')
            ? 'README.md'
            : 'src/cart.ts'
      )
    )
    expect(bodyOf(reqs[0]).conclusion).toBe('failure')
    const title = bodyOf(reqs[0]).output.title
    // The first failing tests by name, the rest counted, within GitHub's 255 characters.
    expect(title).toMatch(
      /^Tests failed: 130 failed — bulk › cart\.Bulk › case 001, bulk › cart\.Bulk › case 002, bulk › cart\.Bulk › case 003 and 127 more; /
    )
    expect(title.length).toBeLessThanOrEqual(255)
    // The updates name the run that was created and keep the title and summary.
    const id = r.outputs['check-run-url'].split('/').pop()
    for (const q of reqs.slice(1)) expect(q.path).toBe(`/repos/acme/shop/check-runs/${id}`)
    for (const q of reqs.slice(1)) expect(bodyOf(q).output.title).toBe(title)
  })

  it('stops at the 500-annotation cap (1 create + 9 updates) and cuts the summary to 65,535 bytes', async () => {
    const tests = names(600).map((name, i) => ({ name, file: 'src/cart.ts', line: i + 1 }))
    await writeFile(path.join(ws.dir, 'test-results/bulk.xml'), failingReport(tests))
    const r = await run({ inputs: { junit: 'test-results/bulk.xml' } })
    expect(r.code).toBe(0)
    const reqs = checkRequests()
    expect(reqs.map((q) => q.method)).toEqual(['POST', ...Array<string>(9).fill('PATCH')])
    const sent = reqs.flatMap((q) => bodyOf(q).output.annotations)
    expect(sent).toHaveLength(500)
    expect(sent.map((a) => a.title)).toEqual(
      tests.slice(0, 500).map((t) => `bulk › cart.Bulk › ${t.name}`)
    )
    // The job summary is larger than a check run may hold: the check run has its top part.
    expect(Buffer.byteLength(r.summary)).toBeGreaterThan(65535)
    for (const q of reqs) {
      const summary = bodyOf(q).output.summary
      expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65535)
      expect(summary).toContain('case 001')
    }
    expect(r.outputs['check-run-url']).toMatch(/\/runs\/\d+$/)
  })

  it('uses paths relative to the repository root when the checkout is in a subfolder', async () => {
    const outer = await mkdtemp(path.join(os.tmpdir(), 'records-outer-'))
    scratch.push(outer)
    const repo = path.join(outer, 'shop')
    await rename(ws.dir, repo)
    // Relative to the repository root, to the workspace, absolute, and outside the repository.
    const tests = [
      { name: 'root relative', file: 'src/cart.ts', line: 2 },
      { name: 'workspace relative', file: 'shop/README.md', line: 1 },
      { name: 'absolute', file: path.join(repo, 'src/cart.ts'), line: 4 },
      { name: 'outside the repository', file: 'outside.txt', line: 1 }
    ]
    await writeFile(path.join(outer, 'outside.txt'), 'not in the repository\n')
    await writeFile(path.join(repo, 'test-results/bulk.xml'), failingReport(tests))
    const r = await run({
      workspace: outer,
      inputs: {
        'repo-root': 'shop',
        artifacts: 'shop/build/shop.tar.gz',
        junit: 'shop/test-results/bulk.xml'
      }
    })
    expect(r.code).toBe(0)
    const [create] = checkRequests()
    expect(bodyOf(create).head_sha).toBe(ws.head)
    expect(bodyOf(create).output.annotations.map((a) => [a.path, a.start_line])).toEqual([
      ['src/cart.ts', 2],
      ['README.md', 1],
      ['src/cart.ts', 4],
      // outside.txt is not in the repository: on the report, at its <testcase>.
      ['test-results/bulk.xml', 12]
    ])
  })
})

describe('check run on a push', () => {
  it('is created on GITHUB_SHA', async () => {
    const r = await run({ push: true })
    expect(r.code).toBe(0)
    const body = onlyCheckBody()
    expect(body.head_sha).toBe(ws.head)
    expect(body.details_url).toBe('https://github.com/acme/shop/actions/runs/4242')
  })
})

describe('check run for attest-junit', () => {
  it('is created on the head SHA with the failing test annotated', async () => {
    const r = await run({ inputs: { command: 'attest-junit', artifacts: '' } })
    expect(r.code).toBe(0)
    const body = onlyCheckBody()
    expect(body.head_sha).toBe(ws.head)
    expect(body.conclusion).toBe('failure')
    expect(body.output.title).toBe('Tests failed: 1 failed — cart.Total › applies discount')
    expect(body.output.annotations.map((a) => a.path)).toEqual(['src/cart.ts'])
    expect(r.outputs['check-run-url']).toMatch(/\/runs\/\d+$/)
    const junit = emulator
      .requests()
      .filter((q) => q.path === `/api/v2/attestations/acme/shop/trail/${ws.head}/junit`)
    expect(junit).toHaveLength(1)
  })
})

describe('check run without permission', () => {
  it.each([403, 404])(
    'answered %i: one warning naming checks: write, exit 0, records still sent',
    async (status) => {
      const r = await run({ stub: { checkRunStatus: status } })
      expect(r.code).toBe(0)
      expect(checkRequests()).toHaveLength(1)
      const warnings = r.stdout.split('\n').filter((l) => l.startsWith('::warning'))
      const checkWarnings = warnings.filter((l) => /check run/i.test(l))
      expect(checkWarnings).toHaveLength(1)
      expect(checkWarnings[0]).toContain(`HTTP ${status}`)
      expect(checkWarnings[0]).toContain('checks: write')
      // The failing tests' warning does not send the user to a check run that was not made.
      const testsWarnings = warnings.filter((l) => l.startsWith('::warning::Tests failed:'))
      expect(testsWarnings).toHaveLength(1)
      expect(testsWarnings[0]).toMatch(/; see the job summary\.$/)
      expect(testsWarnings[0]).not.toContain('Compliance')
      // The runner learns the token from ::add-mask::; nowhere else may it appear.
      expect(printedBy(r)).not.toContain(GH_TOKEN)
      expect(r.outputs['check-run-url']).toBeUndefined()
      // The records went to the service all the same.
      const paths = emulator.requests().map((q) => `${q.method} ${q.path}`)
      expect(paths).toContain('POST /api/v2/artifacts/acme/shop')
      expect(paths).toContain(`POST /api/v2/attestations/acme/shop/trail/${ws.head}/junit`)
      // The failing test is still annotated, as a workflow command.
      expect(r.stdout).toMatch(
        /^::error title=cart\.Total › applies discount,file=src\/cart\.ts,line=3::expected 90 but got 100$/m
      )
    }
  )
})

describe('no check run', () => {
  it('without a github-token: no request, 10 workflow annotations and a notice for the rest', async () => {
    const tests = names(25).map((name, i) => ({ name, file: 'src/cart.ts', line: i + 1 }))
    await writeFile(path.join(ws.dir, 'test-results/bulk.xml'), failingReport(tests))
    const r = await run({ inputs: { junit: 'test-results/bulk.xml', 'github-token': '' } })
    expect(r.code).toBe(0)
    expect(stub?.requests()).toEqual([])
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error '))
    expect(errors).toHaveLength(10)
    errors.forEach((line, i) => {
      const name = `case ${String(i + 1).padStart(3, '0')}`
      expect(line).toBe(
        `::error title=bulk › cart.Bulk › ${name},file=src/cart.ts,line=${i + 1}::${name} failed: expected 1 but got 2`
      )
    })
    expect(r.stdout).toMatch(/^::notice::15 more failing tests are listed in the job summary\.$/m)
    expect(r.stdout).not.toMatch(/::warning::.*check run/i)
    expect(r.outputs['check-run-url']).toBeUndefined()
  })

  it('more failing tests than the summary keeps: the notice says how many each place holds', async () => {
    const tests = names(1500).map((name, i) => ({ name, file: 'src/cart.ts', line: i + 1 }))
    await writeFile(path.join(ws.dir, 'test-results/bulk.xml'), failingReport(tests))
    const r = await run({ inputs: { junit: 'test-results/bulk.xml', 'github-token': '' } })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /^::notice::1,490 more failing tests: 990 listed in the job summary, 500 only in the JUnit reports \(the job summary keeps a bounded number of them\)\.$/m
    )
    // The summary lists the first 1,000 (10 annotated, 990 more) and says the rest are elsewhere.
    const listed = r.summary.match(/<li>❌ /g) ?? []
    expect(listed.length).toBe(1000)
    expect(r.summary).toMatch(/… and 500 more failing tests/)
  }, 60_000)

  it('with check-run: false: no request, the failing test as a workflow annotation', async () => {
    const r = await run({ inputs: { 'check-run': 'false' } })
    expect(r.code).toBe(0)
    expect(stub?.requests()).toEqual([])
    expect(r.stdout).toMatch(
      /^::error title=cart\.Total › applies discount,file=src\/cart\.ts,line=3::expected 90 but got 100$/m
    )
    expect(r.stdout).not.toMatch(/^::notice::.*more failing test/m)
  })

  it('for a query command: no request even with a token', async () => {
    const r = await run({ inputs: { command: 'search', artifacts: '', junit: '' } })
    expect(r.code).toBe(0)
    expect(stub?.requests()).toEqual([])
  })
})
