import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  publishCheckRun,
  workflowAnnotations,
  type CheckRunOptions
} from '../../src/report/checkrun.js'
import { collectFrom } from '../helpers/junit-collect.js'
import { SourceResolver } from '../../src/junit/resolve.js'
import { byteLength } from '../../src/report/bytes.js'
import { Output } from '../../src/report/boundary.js'
import type { CommandResult, FailedTest } from '../../src/results.js'
import { startGitHubStub, type GitHubStub, type RecordedRequest } from '../helpers/github-stub.js'
import {
  baseResult,
  capturedStdout,
  failedTest,
  junitOutcome,
  renderSummaryTop
} from './fixtures.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
let workspace = ''
let stub: GitHubStub | undefined

beforeAll(() => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'report-checkrun-'))
  fs.mkdirSync(path.join(workspace, 'src'))
  for (let i = 0; i < 4; i++)
    fs.writeFileSync(path.join(workspace, 'src', `file${i}.ts`), '// test\n')
  fs.mkdirSync(path.join(workspace, 'src', 'a-dir.ts'))
})

afterEach(async () => {
  await stub?.close()
  stub = undefined
})

afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }))

function options(
  url: string,
  result: CommandResult,
  extra: Partial<CheckRunOptions> = {}
): CheckRunOptions {
  return {
    token: 'ghs_secret_token',
    apiUrl: url,
    repository: 'acme/app',
    sha: SHA,
    name: 'Compliance',
    summaryMarkdown: renderSummaryTop(result),
    ...extra
  }
}

function failing(
  n: number,
  overrides: (i: number) => Partial<FailedTest> = () => ({})
): CommandResult {
  const tests = Array.from({ length: n }, (_, i) => failedTest(i, overrides(i)))
  return baseResult({ compliant: false, junit: junitOutcome(tests) })
}

/** As the command places them: `file` as the workspace's resolver finds it (else no place). */
async function failingAsWritten(
  n: number,
  overrides: (i: number) => Partial<FailedTest>
): Promise<CommandResult> {
  const resolver = new SourceResolver({ workspace })
  const tests: FailedTest[] = []
  for (let i = 0; i < n; i++) {
    const t = failedTest(i, overrides(i))
    const found = await resolver.resolve(t.file)
    tests.push({ ...t, at: found === undefined ? undefined : { path: found, line: t.line ?? 1 } })
  }
  return baseResult({ compliant: false, junit: junitOutcome(tests) })
}

interface SentAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: string
  title: string
  message: string
  raw_details?: string
}

function annotationsOf(req: RecordedRequest): SentAnnotation[] {
  return (req.body as { output: { annotations: SentAnnotation[] } }).output.annotations
}

describe('publishCheckRun', () => {
  it('120 failing tests: a create with 50 annotations, then updates with 50 and 20, on the head SHA', async () => {
    stub = await startGitHubStub()
    const result = failing(120)
    const outcome = await publishCheckRun(
      result,
      options(stub.url, result, { detailsUrl: 'https://ci.example/run/1' })
    )
    expect(outcome.warning).toBeUndefined()
    expect(outcome.annotationsSent).toBe(120)
    const reqs = stub.requests()
    expect(reqs.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/app/check-runs',
      'PATCH /repos/acme/app/check-runs/1000',
      'PATCH /repos/acme/app/check-runs/1000'
    ])
    expect(outcome.url).toBe('https://github.example/acme/app/runs/1000')
    expect(reqs.map((r) => annotationsOf(r).length)).toEqual([50, 50, 20])
    expect(reqs[0].headers.authorization).toBe('token ghs_secret_token')

    const create = reqs[0].body as Record<string, unknown> & {
      output: { title: string; summary: string }
    }
    expect(create.head_sha).toBe(SHA)
    expect(create.name).toBe('Compliance')
    expect(create.status).toBe('completed')
    expect(create.conclusion).toBe('failure')
    expect(create.details_url).toBe('https://ci.example/run/1')
    expect(create.output.title).toBe('123 tests: 2 passed, 80 failed, 40 errors, 1 skipped')
    expect(create.output.summary).toContain('❌ Not compliant')
    expect(byteLength(create.output.summary)).toBeLessThanOrEqual(65535)

    // Report order is kept across batches, and each annotation points at its test.
    const all = reqs.flatMap(annotationsOf)
    all.forEach((a, i) => {
      const t = result.junit?.failedTests[i] as FailedTest
      expect(a).toEqual({
        path: `src/file${i % 4}.ts`,
        start_line: t.line,
        end_line: t.line,
        annotation_level: 'failure',
        title: `${t.suite} › ${t.classname} › ${t.name}`,
        message: t.message,
        raw_details: t.details
      })
    })
  })

  it('annotates only files that exist in the workspace, relative to it, line 1 when unknown', async () => {
    stub = await startGitHubStub()
    const files = [
      'src/file0.ts',
      path.join(workspace, 'src', 'file1.ts'), // absolute inside the workspace
      'src/missing.ts',
      '../outside.ts',
      '/etc/passwd',
      'src/a-dir.ts', // a directory
      undefined,
      './src/../src/file2.ts'
    ]
    const result = await failingAsWritten(files.length, (i) => ({
      file: files[i],
      line: i === 7 ? undefined : 5
    }))
    const outcome = await publishCheckRun(result, options(stub.url, result))
    expect(outcome.annotationsSent).toBe(3)
    const sent = annotationsOf(stub.requests()[0])
    expect(sent.map((a) => [a.path, a.start_line, a.end_line])).toEqual([
      ['src/file0.ts', 5, 5],
      ['src/file1.ts', 5, 5],
      ['src/file2.ts', 1, 1]
    ])
  })

  it('caps the annotations at maxAnnotations', async () => {
    stub = await startGitHubStub()
    const result = failing(120)
    const outcome = await publishCheckRun(result, options(stub.url, result, { maxAnnotations: 70 }))
    expect(outcome.annotationsSent).toBe(70)
    expect(stub.requests().map((r) => annotationsOf(r).length)).toEqual([50, 20])
  })

  it.each([403, 404])(
    'HTTP %i on create: a warning naming checks: write, no url, no throw',
    async (status) => {
      stub = await startGitHubStub({ checkRunStatus: status })
      const result = failing(3)
      const outcome = await publishCheckRun(result, options(stub.url, result))
      expect(outcome.url).toBeUndefined()
      expect(outcome.annotationsSent).toBe(0)
      expect(outcome.warning).toContain(`HTTP ${status}`)
      expect(outcome.warning).toContain('checks: write')
      expect(outcome.warning).toContain('fork')
      expect(outcome.warning).not.toContain('ghs_secret_token')
      expect(stub.requests()).toHaveLength(1)
    }
  )

  it('other errors are warnings too', async () => {
    stub = await startGitHubStub({ checkRunStatus: 422 })
    const result = failing(1)
    const outcome = await publishCheckRun(result, options(stub.url, result))
    expect(outcome.url).toBeUndefined()
    expect(outcome.warning).toContain('HTTP 422')
    expect(outcome.warning).not.toContain('ghs_secret_token')

    const closed = await startGitHubStub()
    const deadUrl = closed.url
    await closed.close()
    const unreachable = await publishCheckRun(result, options(deadUrl, result))
    expect(unreachable.url).toBeUndefined()
    expect(unreachable.warning).toMatch(/^Could not create the check run 'Compliance'/)
  })

  it('a failed update keeps the url and says how many annotations were added', async () => {
    stub = await startGitHubStub({ updateStatus: 403 })
    const result = failing(120)
    const outcome = await publishCheckRun(result, options(stub.url, result))
    expect(outcome.url).toBe('https://github.example/acme/app/runs/1000')
    expect(outcome.annotationsSent).toBe(50)
    expect(outcome.warning).toContain('Could not update')
    expect(outcome.warning).toContain('50 of 120 annotations were added')
  })

  it('a secondary rate limit on an update is waited out (Retry-After) and no annotation is lost', async () => {
    stub = await startGitHubStub({
      updateRateLimit: { count: 1, headers: { 'retry-after': '1' } }
    })
    const waits: number[] = []
    const result = failing(60)
    const outcome = await publishCheckRun(result, {
      ...options(stub.url, result),
      sleep: async (ms) => void waits.push(ms)
    })
    expect(waits).toEqual([1000])
    expect(outcome.annotationsSent).toBe(60)
    expect(outcome.warning).toBeUndefined()
    const patches = stub.requests().filter((r) => r.method === 'PATCH')
    expect(patches).toHaveLength(2)
  })

  it('a rate limit that lasts is reported as a rate limit, not as a missing permission', async () => {
    stub = await startGitHubStub({ updateRateLimit: { count: 10, status: 429 } })
    const result = failing(60)
    const outcome = await publishCheckRun(result, {
      ...options(stub.url, result),
      sleep: async () => undefined
    })
    expect(outcome.annotationsSent).toBe(50)
    expect(outcome.warning).toContain('rate limit')
    expect(outcome.warning).not.toContain('checks: write')
    expect(outcome.warning).toContain('50 of 60 annotations were added')
    expect(stub.requests().filter((r) => r.method === 'PATCH')).toHaveLength(3)
  })

  it('conclusion success / neutral, no annotations without tests, a long summary is cut by bytes', async () => {
    stub = await startGitHubStub()
    const ok = baseResult({ compliant: true })
    await publishCheckRun(ok, options(stub.url, ok, { summaryMarkdown: '€'.repeat(30_000) }))
    const unknown = baseResult()
    await publishCheckRun(unknown, options(stub.url, unknown))
    const [first, second] = stub.requests().map(
      (r) =>
        r.body as {
          conclusion: string
          output: { title: string; summary: string; annotations: unknown[] }
        }
    )
    expect(first.conclusion).toBe('success')
    expect(first.output.title).toBe('Compliant')
    expect(first.output.annotations).toEqual([])
    expect(byteLength(first.output.summary)).toBeLessThanOrEqual(65535)
    expect(first.output.summary).toContain('cut to fit the check run')
    expect(first.output.summary.startsWith('€€€')).toBe(true)
    expect(second.conclusion).toBe('neutral')
    expect(second.output.title).toBe('Unknown (nothing evaluated)')
  })

  it('a red check run says why in its title: the reasons, then the replay and the leg, which a cut keeps', async () => {
    stub = await startGitHubStub()
    const why = [
      'Tests failed: 1 failed — cart › rounds',
      "Not compliant: artifact 'web.tar.gz' (sha256 1234abcd…) in flow 'web' is NON_COMPLIANT"
    ]
    const red = baseResult({ compliant: false, nonCompliance: why })
    await publishCheckRun(red, options(stub.url, red, { leg: 'os: windows-latest' }))
    // Long reasons are cut; what the check run is about is not.
    const long = baseResult({ compliant: false, nonCompliance: ['x'.repeat(400)] })
    await publishCheckRun(long, options(stub.url, long, { leg: 'os: windows-latest' }))
    // Some writes not recorded: which ones.
    const partly = baseResult({
      writes: [
        { id: 'a', kind: 'artifact', label: 'artifact web.tar.gz', state: 'recorded' },
        { id: 'j', kind: 'junit', label: "JUnit attestation 'junit'", state: 'failed', detail: 'x' }
      ]
    })
    await publishCheckRun(partly, options(stub.url, partly))
    const titles = stub
      .requests()
      .map((r) => (r.body as { conclusion: string; output: { title: string } }).output.title)
    expect(titles[0]).toBe(`${why.join('; ')} · os: windows-latest`)
    expect(titles[1]).toHaveLength(255)
    expect(titles[1]).toMatch(/^x+… · os: windows-latest$/)
    expect(titles[2]).toBe("Not recorded: 1 of 2 writes not recorded: JUnit attestation 'junit'")
  })

  it('cuts long messages, titles and details to the API limits', async () => {
    stub = await startGitHubStub()
    const result = failing(1, () => ({
      name: 'n'.repeat(1000),
      message: '😀'.repeat(40_000),
      details: 'd'.repeat(100_000)
    }))
    await publishCheckRun(result, options(stub.url, result))
    const [a] = annotationsOf(stub.requests()[0])
    expect(a.title.length).toBeLessThanOrEqual(255)
    expect(byteLength(a.message)).toBeLessThanOrEqual(65535)
    expect(a.message).not.toContain('\uFFFD')
    expect(byteLength(a.raw_details as string)).toBeLessThanOrEqual(65535)
  })

  it('refuses a repository that is not owner/repo without sending anything', async () => {
    stub = await startGitHubStub()
    const result = failing(1)
    const outcome = await publishCheckRun(result, options(stub.url, result, { repository: 'nope' }))
    expect(outcome.warning).toContain("'nope'")
    expect(stub.requests()).toHaveLength(0)
  })
})

describe('workflowAnnotations', () => {
  const capture = capturedStdout

  it('an ::error for each of the first 10 failing tests, then a notice with how many more', async () => {
    const result = await failingAsWritten(25, (i) => ({
      file: i === 1 ? 'src/missing.ts' : `src/file${i % 4}.ts`
    }))
    const lines = capture(() => workflowAnnotations(result, new Output()))
      .trim()
      .split('\n')
    const errors = lines.filter((l) => l.startsWith('::error '))
    expect(errors).toHaveLength(10)
    expect(errors[0]).toBe(
      '::error title=Suite0 › pkg.Class0 › test number 0,file=src/file0.ts,line=10::expected 0 to equal 1'
    )
    // A file that is not in the workspace is left out (and so is the report here: not in it).
    expect(errors[1]).toBe(
      '::error title=Suite1 › pkg.Class1 › test number 1::expected 1 to equal 2'
    )
    expect(lines.filter((l) => l.startsWith('::notice'))).toEqual([
      '::notice::15 more failing tests are listed in the job summary.'
    ])
  })

  it('a failing test without a source file goes on its report; hidden problems are warnings', async () => {
    const tools = path.join(process.cwd(), '__tests__', 'fixtures', 'junit', 'tools')
    const junit = await collectFrom({ patterns: ['tap-formatter-junit.xml'], cwd: tools })
    const lines = capture(() => workflowAnnotations(baseResult({ junit }), new Output()))
      .trim()
      .split('\n')
    expect(lines.filter((l) => l.startsWith('::error ')).map((l) => l.split('::')[1])).toEqual([
      'error title=cart_t › 2 - applies discount,file=tap-formatter-junit.xml,line=4',
      'error title=cart_t › 3 - lists items,file=tap-formatter-junit.xml,line=13'
    ])
    expect(lines.filter((l) => l.startsWith('::warning '))).toEqual([
      '::warning title=Suite cart_t,file=tap-formatter-junit.xml::The suite itself reports an error that no test carries: Dubious, test returned 2 (wstat 512, 0x200)',
      '::warning title=Suite crash_t,file=tap-formatter-junit.xml::The suite itself reports an error that no test carries: Dubious, test returned 255 (wstat 65280, 0xff00)'
    ])
  })

  it('no notice when all fit; nothing without tests', () => {
    const few = capture(() => workflowAnnotations(failing(3), new Output()))
    expect(few.match(/::error /g)).toHaveLength(3)
    expect(few).not.toContain('::notice')
    expect(capture(() => workflowAnnotations(baseResult(), new Output()))).toBe('')
  })
})
