/**
 * `command: report` end to end: the action's run() in process (helpers/action.ts) with a runner's
 * environment, against the emulator on loopback, in real git checkouts.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { RunActionOptions } from '../../demo/runner.js'
import { git, type SampleWorkspace } from '../../demo/workspace.js'
import {
  SAMPLE_REPO_INFO,
  printedBy,
  reportWith,
  sampleCommitInfo,
  samplePartsAround
} from '../helpers/e2e.js'

const TOKEN = 'e2e-secret-token-5f3a9c'

let emulator: Emulator
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { each: true })

/** A report of both artifacts (named) and the JUnit reports of the sample checkout. */
function report(extra: Partial<RunActionOptions> = {}) {
  const { inputs, ...opts } = extra
  return reportWith(
    ws,
    emulator.url,
    TOKEN,
    {
      artifacts: 'shop=build/shop.tar.gz\nsite=build/site/',
      junit: 'test-results/*.xml',
      ...inputs
    },
    opts
  )
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function artifactPosts() {
  return emulator
    .requests()
    .filter((r) => r.method === 'POST' && r.path === '/api/v2/artifacts/acme/shop')
    .map((r) => JSON.parse(r.body ?? '{}') as Record<string, unknown>)
}

describe('report on a push', () => {
  it('sends the CLI payload for each artifact, a multipart JUnit attestation and a search', async () => {
    const run = await report()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)

    const posts = artifactPosts()
    expect(posts).toHaveLength(2)
    const shop = posts.find((p) => p.filename === 'shop.tar.gz')!
    expect(Object.keys(shop)).toEqual([
      'fingerprint',
      'filename',
      'git_commit',
      'git_commit_info',
      'repo_info',
      'build_url',
      'commit_url',
      'repo_url',
      'template_reference_name',
      'trail_name'
    ])
    const fileBytes = await readFile(path.join(ws.dir, 'build/shop.tar.gz'), 'utf8')
    expect(shop).toEqual({
      fingerprint: sha256(fileBytes),
      filename: 'shop.tar.gz',
      git_commit: ws.head,
      git_commit_info: sampleCommitInfo(ws),
      repo_info: SAMPLE_REPO_INFO,
      build_url: 'https://github.com/acme/shop/actions/runs/4242',
      commit_url: `https://github.com/acme/shop/commit/${ws.head}`,
      repo_url: 'https://github.com/acme/shop',
      template_reference_name: 'shop',
      trail_name: ws.head
    })
    const site = posts.find((p) => p.filename === 'site')!
    expect(site.template_reference_name).toBe('site')
    expect(site.fingerprint).toMatch(/^[a-f0-9]{64}$/)

    const junit = emulator
      .requests()
      .filter((r) => r.path === `/api/v2/attestations/acme/shop/trail/${ws.head}/junit`)
    expect(junit).toHaveLength(1)
    expect(junit[0].content_type).toMatch(/^multipart\/form-data; boundary=/)
    expect(junit[0].parts?.names).toEqual(['data_json', 'attachment_file'])
    expect(junit[0].parts?.attachment_file?.filename).toBe('evidence.tgz')
    const data = junit[0].parts?.data_json as Record<string, unknown>
    expect(data.attestation_name).toBe('junit')
    expect(data.junit_results).toEqual([
      {
        name: 'checkout-api',
        failures: 0,
        errors: 0,
        skipped: 1,
        total: 2,
        duration: 1.75,
        timestamp: Date.parse('2026-11-01T10:06:00Z') / 1000
      },
      {
        name: 'cart',
        failures: 1,
        errors: 0,
        skipped: 0,
        total: 3,
        duration: 0.035,
        timestamp: Date.parse('2026-11-01T10:05:00Z') / 1000
      }
    ])
    expect(data).not.toHaveProperty('is_compliant')

    const searches = emulator.requests().filter((r) => r.method === 'GET')
    expect(searches.map((r) => r.path)).toEqual([`/api/v2/search/acme/sha/${ws.head}`])
    // The search comes after everything was recorded.
    expect(emulator.requests().at(-1)?.method).toBe('GET')

    expect(run.outputs['tests-total']).toBe('5')
    expect(run.outputs['tests-failed']).toBe('1')
    expect(run.outputs['tests-skipped']).toBe('1')
    expect(run.outputs.compliant).toBe('false')
    expect(JSON.parse(run.outputs['junit-results'])).toEqual(data.junit_results)
    const fps = JSON.parse(run.outputs.fingerprints) as Array<Record<string, string>>
    expect(fps.map((f) => f.name).sort()).toEqual(['shop.tar.gz', 'site'])

    expect(run.summary).toContain('shop.tar.gz')
    expect(run.summary).toContain('applies discount')
    expect(run.summary).toContain('expected 90 but got 100')
    expect(run.summary).toMatch(/not compliant/i)
    // The runner learns the secret from the ::add-mask:: command; nowhere else may it appear.
    expect(printedBy(run) + JSON.stringify(run.outputs)).not.toContain(TOKEN)
  })

  it('fails at the end when tests fail and fail-on-non-compliant is set, after recording', async () => {
    const run = await report({ inputs: { 'fail-on-non-compliant': 'true' } })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*1 failed/)
    expect(artifactPosts()).toHaveLength(2)
  })

  it('counts an erroring test as not passing, like a failing one', async () => {
    await rm(path.join(ws.dir, 'test-results'), { recursive: true })
    await writeFile(
      path.join(ws.dir, 'report.xml'),
      '<testsuite name="s" tests="2" failures="0" errors="1"><testcase name="ok"/>' +
        '<testcase name="broken"><error message="boom">trace</error></testcase></testsuite>'
    )
    const run = await report({ inputs: { junit: 'report.xml', 'fail-on-non-compliant': 'true' } })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::Tests failed: 1 error — s › broken%0A/)
    expect(run.outputs.compliant).toBe('false')
  })
})

describe('report on a pull request', () => {
  it('records the PR head SHA, not the merge commit', async () => {
    const merge = 'ab'.repeat(20)
    const run = await report({
      eventName: 'pull_request',
      event: {
        pull_request: {
          number: 7,
          head: { sha: ws.head, ref: 'feature/discount' },
          base: { sha: ws.commits[0], ref: 'main' }
        }
      },
      env: { GITHUB_SHA: merge, GITHUB_REF: 'refs/pull/7/merge' }
    })
    expect(run.code).toBe(0)
    for (const body of artifactPosts()) {
      expect(body.git_commit).toBe(ws.head)
      expect(body.trail_name).toBe(ws.head)
      expect(body.commit_url).toBe(`https://github.com/acme/shop/commit/${ws.head}`)
    }
    const paths = emulator.requests().map((r) => r.path)
    expect(paths).toContain(`/api/v2/attestations/acme/shop/trail/${ws.head}/junit`)
    expect(paths).toContain(`/api/v2/search/acme/sha/${ws.head}`)
    expect(paths.join('\n')).not.toContain(merge)
  })
})

describe('report in unusual checkouts', () => {
  it('sends an empty branch on a detached HEAD', async () => {
    git(ws.dir, ['checkout', '-q', '--detach', 'HEAD'])
    const run = await report()
    expect(run.code).toBe(0)
    const info = artifactPosts()[0].git_commit_info as Record<string, unknown>
    expect(info.branch).toBe('')
  })

  it('warns and sends repo_url "" without an origin remote', async () => {
    git(ws.dir, ['remote', 'remove', 'origin'])
    const run = await report()
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/::warning::.*origin/i)
    const body = artifactPosts()[0]
    expect(body.repo_url).toBe('')
    expect(body.git_commit_info).not.toHaveProperty('url')
  })

  it('warns, and still reports, when the commit is not in a shallow clone', async () => {
    const shallow = ws.dir + '-shallow'
    git(path.dirname(ws.dir), ['clone', '-q', '--depth', '1', `file://${ws.dir}`, shallow])
    // Build outputs are not committed: bring them along as the job would have built them.
    await cp(path.join(ws.dir, 'build'), path.join(shallow, 'build'), { recursive: true })
    const run = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      {},
      { workspace: shallow, env: { GITHUB_SHA: ws.commits[0] } }
    )
    await rm(shallow, { recursive: true, force: true })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/::warning::.*shallow/i)
    const body = artifactPosts()[0]
    expect(body.git_commit).toBe(ws.commits[0])
    expect(body).not.toHaveProperty('git_commit_info')
  })
})

describe('report when the service fails for one artifact', () => {
  it('reports the others, lists the failure and fails the step naming it', async () => {
    emulator.addFault({
      method: 'POST',
      path: '/api/v2/artifacts/',
      status: 500,
      message: 'disk full',
      count: 1
    })
    const run = await report({
      inputs: { 'max-retries': '0', junit: '', 'on-service-down': 'fail' }
    })
    expect(run.code).toBe(1)
    const stored = emulator.state().artifacts
    expect(stored).toHaveLength(1)
    expect(run.stdout).toMatch(/::error::Artifact shop.tar.gz was not recorded: .*disk full/)
    expect(run.summary).toMatch(/disk full/)
  })
})

describe('report with bad input', () => {
  it('refuses a glob that matches nothing before any request', async () => {
    const run = await report({ inputs: { artifacts: 'build/*.nothing' } })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*artifacts.*build\/\*\.nothing/)
    expect(emulator.requests()).toHaveLength(0)
  })

  it('refuses a truncated JUnit report before any request', async () => {
    await writeFile(
      path.join(ws.dir, 'test-results/unit.xml'),
      '<testsuite name="x"><testcase name="a">'
    )
    const run = await report()
    expect(run.code).toBe(1)
    // An annotation on the report, at the line of the problem (issue 22).
    expect(run.stdout).toMatch(/::error file=test-results\/unit\.xml,line=1::.*unit\.xml/)
    // The job summary holds the one error.
    expect(run.summary).toMatch(
      /^## Records: refused\n\n❌ cannot parse JUnit report test-results\/unit\.xml/
    )
    expect(emulator.requests()).toHaveLength(0)
  })
})

describe('report with a huge failing test run', () => {
  it('keeps the job summary under 1 MiB with 100,000 failing tests, escaped', async () => {
    const hostile = '<img src=x onerror=alert(1)>|`tick` @octocat #1 '
    const cases: string[] = []
    for (let i = 0; i < 100_000; i++) {
      cases.push(
        `<testcase classname="c${i % 97}" name="${hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}${i}" time="0.001"><failure message="boom &lt;b&gt;${i}">trace ${i}</failure></testcase>`
      )
    }
    await writeFile(
      path.join(ws.dir, 'test-results/huge.xml'),
      `<testsuite name="huge">${cases.join('\n')}</testsuite>`
    )
    const run = await report({
      inputs: { junit: 'test-results/huge.xml', 'attach-results': 'false' }
    })
    expect(run.code).toBe(0)
    expect(run.outputs['tests-failed']).toBe('100000')
    const bytes = Buffer.byteLength(run.summary)
    expect(bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(bytes).toBeGreaterThan(100 * 1024)
    expect(run.summary).toMatch(/more failing tests/)
    // The hostile name is shown as text: no live tag, no raw mention.
    expect(run.summary).not.toContain('<img')
    expect(run.summary).not.toContain('@octocat')
    expect(run.summary).toContain('onerror=alert(1)')
  })
})

describe('attest-junit bound to an artifact', () => {
  it('sends the one artifact of `artifacts` as artifact_fingerprint', async () => {
    const first = await report({ inputs: { artifacts: 'build/shop.tar.gz', junit: '' } })
    expect(first.stdout).not.toMatch(/::error::/)
    expect(first.code).toBe(0)
    const before = emulator.requests().length
    const run = await report({
      inputs: { command: 'attest-junit', artifacts: 'build/shop.tar.gz', 'attach-results': 'false' }
    })
    expect(run.stdout).not.toMatch(/::error::/)
    expect(run.code).toBe(0)
    const [junit] = emulator
      .requests()
      .slice(before)
      .filter((r) => r.path.endsWith('/junit'))
    const data = junit.parts?.data_json as Record<string, unknown>
    const bytes = await readFile(path.join(ws.dir, 'build/shop.tar.gz'), 'utf8')
    expect(data.artifact_fingerprint).toBe(sha256(bytes))
    expect(Object.keys(data)[0]).toBe('artifact_fingerprint')
  })

  it('refuses two artifacts before any request', async () => {
    const run = await report({
      inputs: { command: 'attest-junit', artifacts: 'build/shop.tar.gz\nbuild/site/' }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*artifacts.*exactly one artifact/)
    expect(emulator.requests()).toHaveLength(0)
  })
})
