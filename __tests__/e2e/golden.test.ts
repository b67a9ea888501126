/**
 * The job summaries of the main scenarios, kept as golden files in __tests__/golden/ so that a
 * change to what a summary says shows in the diff of the change that made it. Each is the
 * summary of a real run of the action (run() in process, under runner conditions) against the
 * emulator and the artifact-service stub, with what varies from run to run (ports, temp paths,
 * commit SHAs, times, durations) replaced by placeholders (golden.ts).
 *
 * A difference fails with the diff. To accept the new summaries on purpose:
 *   UPDATE_GOLDEN=1 npm test -- golden
 */
import { describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { Socket } from 'node:net'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import type { Emulator } from '../../emulator/server.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import {
  PASSING_JUNIT,
  artifactStubAround,
  monorepoAround,
  reportWith,
  runWith,
  samplePartsAround,
  type Checkout
} from '../helpers/e2e.js'
import { closeServer, deadLoopbackUrl, listenOnLoopback } from '../helpers/loopback.js'
import { expectGolden, normalised } from '../helpers/golden.js'

const TOKEN = 'golden-token-3f9a0c21'
const GH_TOKEN = 'ghs_goldenToken0123456789abcdef'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
let monorepo: Checkout

// Each scenario on an empty service (both reset before each test): a summary does not depend
// on the scenarios before it.
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'passing/junit.xml': PASSING_JUNIT }
})
artifactStubAround((started) => (stub = started))
monorepoAround((made) => (monorepo = made))

/** The runner's variables of a job that has the artifact service, run `run` of job `job`. */
const runner = (run = '4242', job = 'build'): Record<string, string> => stub.jobEnv(run, job)

/** The summary of `r`, normalised, after checking the run ended as the scenario says. */
function summaryOf(r: ActionRun, code: number): string {
  expect({ code: r.code, summary: r.summary === '' ? 'none' : 'written' }).toEqual({
    code,
    summary: 'written'
  })
  return normalised(r.summary, [ws.dir, monorepo.dir, r.runnerTemp])
}

describe('golden job summaries', () => {
  it('a failing build: two artifacts, JUnit reports with a failing test, the search', async () => {
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: 'shop=build/shop.tar.gz\nsite=build/site/', junit: 'test-results/*.xml' },
      { env: runner() }
    )
    await expectGolden('failing-build', summaryOf(r, 0))
  })

  it('the monorepo: six tools’ reports attested at once', async () => {
    const r = await runWith(
      monorepo,
      emulator.url,
      TOKEN,
      { command: 'attest-junit', flow: 'shop', junit: '**/test-results/*.xml' },
      { env: runner() }
    )
    await expectGolden('monorepo', summaryOf(r, 0))
  })

  it('the service down: the writes deferred to the outbox; then their replay', async () => {
    const inputs = { junit: 'passing/junit.xml', 'max-retries': '0' }
    const down = await reportWith(ws, await deadLoopbackUrl(), TOKEN, inputs, { env: runner() })
    await expectGolden('service-down', summaryOf(down, 0))

    const replay = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
      { env: runner('5000', 'replay') }
    )
    await expectGolden('replay', summaryOf(replay, 0))
  })

  it('a wrong token: refused once', async () => {
    const r = await reportWith(ws, emulator.url, 'wrong-token-0000', { junit: 'passing/junit.xml' })
    const summary = summaryOf(r, 1)
    await expectGolden('wrong-token', summary)
    // The status is told once, by the answer that stopped the run; the rest say what it meant
    // (normalised: a loopback port could hold the digits).
    expect(summary.split('401')).toHaveLength(2)
  })

  it('a fork’s pull request: a preview, nothing sent', async () => {
    const r = await reportWith(
      ws,
      emulator.url,
      '',
      { junit: 'test-results/*.xml' },
      {
        eventName: 'pull_request',
        event: {
          pull_request: {
            number: 12,
            head: { sha: ws.head, ref: 'fix', repo: { full_name: 'contributor/shop' } },
            base: { ref: 'main', repo: { full_name: 'acme/shop' } }
          }
        }
      }
    )
    expect(emulator.requests()).toEqual([])
    await expectGolden('fork-preview', summaryOf(r, 0))
  })
})

/** The step's log and its summary, normalised: a configuration error is seen in both. */
function logAndSummary(r: ActionRun, code: number): string {
  const summary = summaryOf(r, code)
  const log = normalised(r.stdout.replace(/^::add-mask::.*\n/gm, ''), [
    ws.dir,
    monorepo.dir,
    r.runnerTemp
  ])
  return `${summary}\n<!-- the step's log -->\n\n${log}`
}

describe('golden views of configuration errors: one clear message, then stop', () => {
  it('a base-url ending in /api: the hint once, no search sent', async () => {
    const r = await reportWith(ws, `${emulator.origin}/api`, TOKEN, {
      junit: 'passing/junit.xml'
    })
    expect(emulator.requests().some((q) => q.path.includes('/search/'))).toBe(false)
    const views = logAndSummary(r, 1)
    expect(views.split('check base-url')).toHaveLength(3)
    await expectGolden('base-url-api', views)
  })

  it('list-approvals answered 410 Gone: the retired-API message', async () => {
    emulator.addFault({ path: '/api/v2/artifacts/', status: 410, message: 'Gone' })
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'list-approvals',
      flow: 'shop',
      fingerprint: 'a'.repeat(64)
    })
    await expectGolden('approvals-gone', logAndSummary(r, 1))
  })

  it('a proxy that refuses the tunnel (407): named with where its address came from', async () => {
    const proxy = http.createServer((_req, res) => res.writeHead(405).end())
    proxy.on('connect', (_req: http.IncomingMessage, socket: Socket) =>
      socket.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n')
    )
    const port = await listenOnLoopback(proxy)
    try {
      const r = await reportWith(
        ws,
        emulator.url,
        TOKEN,
        { junit: 'passing/junit.xml' },
        { env: { KOSLI_HTTP_PROXY: `http://127.0.0.1:${port}` } }
      )
      await expectGolden('proxy-refused', logAndSummary(r, 1))
    } finally {
      await closeServer(proxy)
    }
  })

  it('a replay of an outbox folder that is not there: an input error naming it', async () => {
    const r = await runWith(ws, emulator.url, TOKEN, { command: 'replay', outbox: 'outbox/' })
    expect(emulator.requests()).toEqual([])
    await expectGolden('outbox-missing', logAndSummary(r, 1))
  })
})

describe('the golden files’ mechanism', () => {
  it('replaces only what varies between runs', () => {
    const sha = 'ab'.repeat(20)
    const other = 'cd'.repeat(20)
    const text = [
      `trail ${sha} (${sha.slice(0, 7)}, ${sha.slice(0, 12)}) after ${other.slice(0, 7)}`,
      `at http://127.0.0.1:40123/api/v2 and ${ws.dir}/build, ${other}`,
      'recorded 2026-11-27T00:56:10.123Z, written 2026-11-27 01:36:22 UTC; from 2026-11-01 took 1.75 s',
      '(516 bytes, a gzip tar of 900 bytes of reports); fingerprint ' + 'ef'.repeat(32)
    ].join('\n')
    expect(normalised(text, [ws.dir])).toBe(
      [
        'trail <sha-1> (<sha-1:7>, <sha-1:12>) after <sha-2:7>',
        'at http://127.0.0.1:PORT/api/v2 and <dir-1>/build, <sha-2>',
        'recorded <time>, written <time>; from 2026-11-01 took 1.75 s',
        '(<n>, a gzip tar of 900 bytes of reports); fingerprint ' + 'ef'.repeat(32)
      ].join('\n')
    )
  })

  it('fails on a summary that differs from its golden file, with the diff', async () => {
    const failure = await expectGolden('replay', '## Records: something else\n', false).catch(
      (e: Error) => e.message
    )
    expect(failure).toMatch(/- ## Records: replay of the outbox/)
    expect(failure).toMatch(/\+ ## Records: something else/)
  })
})
