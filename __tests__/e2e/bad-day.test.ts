/**
 * The bad day (docs/bad-day.md), through the action's run() under runner conditions: the
 * emulator (or nothing listening), an artifact service on loopback that speaks the real
 * @actions/artifact protocol, and the sample checkout with a passing JUnit report.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import { stepId, type ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  PASSING_JUNIT,
  artifactStubAround,
  binariesIn,
  errorLines,
  errorOf,
  reportWith,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { open } from '../../src/outbox/seal.js'
import { OUTBOX_FORMAT, OUTBOX_VERSION } from '../../src/outbox/document.js'

const TOKEN = 'bad-day-token-7c41e2'
const GH_TOKEN = 'ghs_badDayToken0123456789abcdef'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: {
    'passing/junit.xml': PASSING_JUNIT,
    ...binariesIn('build/five', ['a', 'b', 'c', 'd', 'e'])
  }
})
artifactStubAround((started) => (stub = started))

const PASSING_REPORT = { junit: 'passing/junit.xml' }

const runner = (run = '4242', job = 'build'): Record<string, string> => stub.jobEnv(run, job)

/** Nothing a reader sees claims compliance or an attachment that was sent. */
function claimsNothing(r: ActionRun): void {
  expect(r.outputs.compliant).not.toBe('true')
  expect(r.outputs.recorded).toBe('false')
  expect(r.summary).not.toMatch(/✅ Compliant|📎 Attached/)
  expect(r.stdout).not.toMatch(/Verdict: ✅|recorded with/)
  expect(r.summary).toContain('❌ Not recorded')
}

describe('the service unreachable', () => {
  it('defer: exit 0, nothing claimed, one outbox artifact; replay sends each write once, as a normal run does', async () => {
    const r = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { ...PASSING_REPORT, 'max-retries': '0', 'github-token': GH_TOKEN },
      { env: runner() }
    )
    expect(errorLines(r)).toEqual([])
    expect(r.code).toBe(0)
    claimsNothing(r)
    // The pull request's check says so.
    expect(stub.checkRuns).toEqual([
      expect.objectContaining({ name: 'Compliance', head_sha: ws.head, conclusion: 'failure' })
    ])
    expect(r.outputs['outbox-count']).toBe('2')
    expect(r.outputs['outbox-artifact']).toBe('records-outbox-4242-build-1-__acme_records-action')
    expect(stub.artifacts.map((a) => [a.name, a.finalized])).toEqual([
      ['records-outbox-4242-build-1-__acme_records-action', true]
    ])
    expect(r.summary).toContain('2 writes deferred')
    expect(r.stdout).toMatch(/^Verdict: ❌ Not recorded — 2 of 2 writes not recorded/m)

    // What a normal run sends, for comparison: a second records step of the job.
    const normal = await reportWith(ws, emulator.url, TOKEN, PASSING_REPORT, {
      env: { ...runner(), GITHUB_ACTION: stepId(2) }
    })
    expect(normal.code).toBe(0)
    expect(normal.outputs.recorded).toBe('true')
    const sent = emulator.requests()
    emulator.reset()

    const replay = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
      { env: runner('5000', 'replay') }
    )
    expect(errorLines(replay)).toEqual([])
    expect(replay.code).toBe(0)
    const replayed = emulator.requests()
    const posts = (list: typeof sent) => list.filter((q) => q.method === 'POST')
    const paths = (list: typeof sent) =>
      posts(list)
        .map((q) => q.path)
        .sort()
    expect(paths(replayed)).toEqual(paths(sent))
    const byPath = (list: typeof sent, part: string) =>
      posts(list).find((q) => q.path.includes(part))
    const artifactBody = (q?: (typeof sent)[number]): unknown => JSON.parse(q?.body ?? 'null')
    expect(artifactBody(byPath(replayed, '/artifacts/'))).toEqual(
      artifactBody(byPath(sent, '/artifacts/'))
    )
    const junit = byPath(replayed, '/junit')?.parts
    expect(junit?.data_json).toEqual(byPath(sent, '/junit')?.parts?.data_json)
    const xml = await readFile(path.join(ws.dir, 'passing/junit.xml'))
    expect(junit?.attachment_file?.sha256).toBe(createHash('sha256').update(xml).digest('hex'))
    // Then what the service now says of the commit the writes were about.
    expect(replayed[replayed.length - 1].path).toBe(`/api/v2/search/acme/sha/${ws.head}`)
    expect(replay.outputs.recorded).toBe('true')
    // The check run that said "Not recorded" now says what the service says: one, brought up to date.
    expect(stub.checkRuns).toEqual([
      expect.objectContaining({ name: 'Compliance', head_sha: ws.head, conclusion: 'success' })
    ])
    expect(replay.summary).toMatch(/Replayed from/)
    // The run it came from, linked to its attempt, said once above the table; its job and tests.
    expect(replay.summary).toContain(
      'from repository <code>acme/shop</code>, run <a href="https://github.com/acme/shop/actions/runs/4242">4242</a>, ' +
        'attempt <a href="https://github.com/acme/shop/actions/runs/4242/attempts/1">1</a>, '
    )
    expect(replay.summary).toMatch(/\n\| build \| [^|\n]+ \| ✅ 2 passed \|\n/)
    // Everything went in: no outbox is left; a receipt of what was recorded is.
    expect(replay.outputs['outbox-count']).toBeUndefined()
    expect(stub.artifacts.map((a) => [a.name, a.runId])).toEqual([
      ['records-outbox-4242-build-1-__acme_records-action', '4242'],
      ['records-receipt-4242-build-1', '5000']
    ])

    // Exactly once: a second replay of the same run sends nothing and says who sent it.
    emulator.reset()
    const again = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
      { env: runner('5001', 'replay') }
    )
    expect(errorLines(again)).toEqual([])
    expect(again.code).toBe(0)
    expect(posts(emulator.requests())).toEqual([])
    expect(again.stdout).toMatch(
      /Nothing was sent: all 2 writes were recorded earlier, by run 5000 of acme\/shop \(job replay, attempt 1\)/
    )
    expect(again.summary).toMatch(/artifact shop\.tar\.gz \| ✓ recorded earlier \(by run 5000/)
    expect(again.outputs.recorded).toBe('true')
  })

  it('a write deferred again on replay is kept under its id, and a second replay sends only it', async () => {
    await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { ...PASSING_REPORT, 'max-retries': '0' },
      { env: runner() }
    )
    emulator.addFault({ method: 'POST', path: '/api/v2/attestations/', status: 503, count: 1 })
    const first = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN, 'max-retries': '0' },
      { env: runner('5000', 'replay') }
    )
    expect(first.code).toBe(0)
    expect(first.outputs['outbox-count']).toBe('1')
    expect(emulator.state().artifacts).toHaveLength(1)
    const second = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '5000', 'github-token': GH_TOKEN },
      { env: runner('5001', 'replay') }
    )
    expect(second.code).toBe(0)
    expect(emulator.state().artifacts).toHaveLength(1)
    expect(emulator.state().attestations).toHaveLength(1)
    expect(second.outputs.recorded).toBe('true')
  })

  it('fail: the step fails naming what was not recorded, and says nothing false', async () => {
    const r = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { ...PASSING_REPORT, 'on-service-down': 'fail', 'max-retries': '0' },
      { env: runner() }
    )
    expect(r.code).toBe(1)
    claimsNothing(r)
    const error = errorOf(r)
    expect(error).toContain('The service is down')
    expect(error).toContain("Not recorded: artifact shop.tar.gz, JUnit attestation 'junit'")
    expect(stub.artifacts).toEqual([])
    expect(r.summary).not.toContain('does not fail')
  })

  it('the outbox cannot be saved: the step fails and gives the file', async () => {
    const r = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { ...PASSING_REPORT, 'max-retries': '0' },
      {
        env: { ACTIONS_RUNTIME_TOKEN: undefined, ACTIONS_RESULTS_URL: undefined },
        keepRunnerTemp: true
      }
    )
    try {
      expect(r.code).toBe(1)
      claimsNothing(r)
      const file = r.outputs['outbox-file']
      expect(errorOf(r)).toContain(file)
      // Nothing is tried that cannot work: the runner context says why (context/runner.ts).
      expect(errorOf(r)).toContain('no ACTIONS_RUNTIME_TOKEN')
      const text = await readFile(file, 'utf8')
      const { content } = open(text, OUTBOX_FORMAT, OUTBOX_VERSION, TOKEN) as {
        content: { writes: unknown[] }
      }
      expect(content.writes).toHaveLength(2)
    } finally {
      await rm(r.runnerTemp, { recursive: true, force: true })
    }
  })
})

describe('a service that accepts connections and never answers', () => {
  it('stops after one request uses up its retries: later writes and the search wait for nothing', async () => {
    emulator.addFault({ path: '/api/v2/', delayMs: 30_000, count: 100 })
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      {
        artifacts: 'build/five/*.bin',
        ...PASSING_REPORT,
        'timeout-seconds': '1',
        'max-retries': '1'
      },
      { env: runner() }
    )
    expect(r.code).toBe(0)
    const requests = emulator.requests()
    // The six writes at once; then only one probes the service (its second attempt); no search.
    expect(requests).toHaveLength(7)
    expect(requests.every((q) => q.method === 'POST')).toBe(true)
    expect(r.outputs['outbox-count']).toBe('6')
    expect(r.stdout).toContain('was skipped: the service is down')
    // Said as it happens, named by what each request records: the wait, the probe, the stop.
    expect(r.stdout).toMatch(
      /^artifact a\.bin: attempt 1\/2 has had no answer for 0\.5s \(it gives up at 1s\)$/m
    )
    const probes = r.stdout.split('\n').filter((l) => /the service is in trouble: retrying/.test(l))
    expect(probes).toHaveLength(1)
    expect(
      r.stdout.split('\n').filter((l) => /waiting for the request that probes/.test(l))
    ).toHaveLength(5)
    expect(r.stdout).toMatch(/^Stopped: the service is down/m)
  })
})

describe('a wrong token', () => {
  it('sends only the writes already on their way; one error with the hint, once in the log and once in the summary', async () => {
    const r = await reportWith(ws, emulator.url, 'wrong-token-0000', PASSING_REPORT)
    expect(r.code).toBe(1)
    // The artifact and the attestation go at once; nothing starts after the 401 (no search).
    const sent = emulator.requests()
    expect(sent.length).toBeLessThanOrEqual(2)
    expect(sent.every((q) => q.method === 'POST')).toBe(true)
    const error = errorOf(r)
    expect(error).toContain('401')
    expect(error).toContain('the api-token input')
    const hint = 'the token is wrong, expired or revoked'
    expect(r.stdout.split(hint)).toHaveLength(2)
    expect(r.summary.split(hint)).toHaveLength(2)
    expect(r.summary).not.toContain('does not fail')
    expect(r.outputs.recorded).toBe('false')
  })
})

describe('pull requests without secrets', () => {
  const forkEvent = (sha: string): unknown => ({
    pull_request: {
      number: 12,
      head: { sha, ref: 'fix', repo: { full_name: 'contributor/shop' } },
      base: { ref: 'main', repo: { full_name: 'acme/shop' } }
    }
  })

  it.each([
    ['a fork', {}, 'contributor/shop'],
    ['Dependabot', { GITHUB_ACTOR: 'dependabot[bot]' }, "Dependabot's"]
  ])('from %s: a preview, exit 0, nothing sent', async (_, env, says) => {
    const event = forkEvent(ws.head) as { pull_request: { head: { repo: { full_name: string } } } }
    if (says !== 'contributor/shop') event.pull_request.head.repo.full_name = 'acme/shop'
    const r = await reportWith(ws, emulator.url, '', PASSING_REPORT, {
      eventName: 'pull_request',
      event,
      env
    })
    expect(errorLines(r)).toEqual([])
    expect(r.code).toBe(0)
    expect(emulator.requests()).toEqual([])
    const notices = r.stdout.split('\n').filter((l) => l.startsWith('::notice::Preview'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain(says)
    expect(r.summary).toContain('🧪 Preview')
    expect(r.outputs.recorded).toBe('false')
    expect(r.outputs.compliant).toBeUndefined()
  })

  it('from a fork that was deleted (head.repo is null): a preview, not a missing token', async () => {
    const event = forkEvent(ws.head) as { pull_request: { head: { repo: unknown } } }
    event.pull_request.head.repo = null
    const r = await reportWith(ws, emulator.url, '', PASSING_REPORT, {
      eventName: 'pull_request',
      event
    })
    expect(errorLines(r)).toEqual([])
    expect(r.code).toBe(0)
    expect(emulator.requests()).toEqual([])
    expect(r.stdout).toMatch(/^::notice::Preview: .*a fork that has since been deleted/m)
    expect(r.outputs.recorded).toBe('false')
  })

  it('a fork with failing tests and fail-on-non-compliant fails on the tests only', async () => {
    const r = await reportWith(
      ws,
      emulator.url,
      '',
      { junit: 'test-results/*.xml', 'fail-on-non-compliant': 'true' },
      { eventName: 'pull_request', event: forkEvent(ws.head) }
    )
    expect(r.code).toBe(1)
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([
      '::error::Tests failed: 1 failed — cart.Total › applies discount'
    ])
    expect(emulator.requests()).toEqual([])
  })

  it('a push with an empty token still fails before any request', async () => {
    const r = await reportWith(ws, emulator.url, '', PASSING_REPORT)
    expect(r.code).toBe(1)
    expect(errorOf(r)).toContain("Input 'api-token'")
    expect(emulator.requests()).toEqual([])
  })
})
