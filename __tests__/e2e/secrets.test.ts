/**
 * Secrets kept: the API token and the GitHub token never appear in stdout, stderr, the job
 * summary, the outputs, or any file the action leaves in RUNNER_TEMP — also when servers echo
 * the request's headers back (in error bodies and in a success body), and in debug mode. The
 * only allowed appearance is the runner's `::add-mask::<token>` line.
 */
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun, RunActionOptions } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  reportWith,
  sampleEmulatorAround,
  sampleWorkspaceAround,
  withoutMasks
} from '../helpers/e2e.js'
import { startGitHubStub } from '../helpers/github-stub.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

const API_TOKEN = 'kosli_pat_Q2x9mT4vR8wZ1yB6nC3'
const GITHUB_TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'
const DEBUG = { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }

let ws: SampleWorkspace
sampleWorkspaceAround((created) => (ws = created))

/** The runner temp folders, kept for `filesUnder` and removed after the file's tests. */
const runnerTemps: string[] = []
afterAll(async () => {
  for (const dir of runnerTemps) await rm(dir, { recursive: true, force: true })
})

/** Every file under `dir` (the runner temp: output file, summary, cut outputs), as text. */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === 'event.json') continue
    out.push(await readFile(path.join(entry.parentPath, entry.name), 'utf8'))
  }
  return out
}

/** Everything the action printed or left behind, without the runner's ::add-mask:: lines. */
async function everything(r: ActionRun): Promise<string> {
  const stdout = withoutMasks(r.stdout)
  const files = await filesUnder(r.runnerTemp)
  return [stdout, r.stderr, r.summary, JSON.stringify(r.outputs), ...files].join('\n')
}

async function expectNoSecrets(r: ActionRun): Promise<void> {
  const all = await everything(r)
  expect(all).not.toContain(API_TOKEN)
  expect(all).not.toContain(GITHUB_TOKEN)
  // The runner was told about both, so it would mask them in the log.
  expect(r.stdout).toContain(`::add-mask::${API_TOKEN}`)
}

interface EchoServer {
  url: string
  /** Every request's Authorization header, to prove the token was really sent. */
  authorizations: () => string[]
  close: () => Promise<void>
}

/**
 * A server that puts the request's headers into its answers: `status(method, path)` picks the
 * status; errors carry them in `message` and `errors`, successes in a search-like body.
 */
async function startEchoServer(
  status: (method: string, path: string) => number
): Promise<EchoServer> {
  const authorizations: string[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const auth = req.headers.authorization ?? ''
      authorizations.push(auth)
      const code = status(req.method ?? 'GET', req.url ?? '/')
      const echoed = JSON.stringify(req.headers)
      const body =
        code >= 400
          ? {
              message: `Rejected credentials ${auth}; headers were ${echoed}`,
              errors: { authorization: `invalid [input: ${auth}]`, [auth]: 'as a key too' }
            }
          : req.method === 'GET'
            ? { artifacts: [{ fingerprint: 'a'.repeat(64), name: auth, headers: req.headers }] }
            : { message: 'OK', echo: auth }
      res.writeHead(code, { 'content-type': 'application/json', 'x-echo': auth })
      res.end(JSON.stringify(body))
    })
  })
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}`,
    authorizations: () => [...authorizations],
    close: () => closeServer(server)
  }
}

function report(opts: {
  baseUrl: string
  githubApiUrl: string
  inputs?: Record<string, string>
  env?: RunActionOptions['env']
}): Promise<ActionRun> {
  const run = reportWith(
    ws,
    opts.baseUrl,
    API_TOKEN,
    {
      junit: 'test-results/*.xml',
      'github-token': GITHUB_TOKEN,
      'max-retries': '0',
      ...opts.inputs
    },
    {
      env: { GITHUB_API_URL: opts.githubApiUrl, ...DEBUG, ...opts.env },
      timeoutMs: 30_000,
      keepRunnerTemp: true
    }
  )
  return run.then((r) => (runnerTemps.push(r.runnerTemp), r))
}

describe('secrets stay secret', () => {
  it('when both servers echo the Authorization header in their error bodies (debug on)', async () => {
    const records = await startEchoServer((method) => (method === 'POST' ? 401 : 500))
    const github = await startEchoServer(() => 403)
    try {
      const r = await report({ baseUrl: `${records.url}/api/v2`, githubApiUrl: github.url })
      expect(r.code).toBe(1)
      // Both tokens really went out, and the echoes really came back into the messages.
      expect(records.authorizations()).toContain(`Bearer ${API_TOKEN}`)
      expect(github.authorizations().some((a) => a.includes(GITHUB_TOKEN))).toBe(true)
      expect(r.stdout).toMatch(/::error::.*Rejected credentials/)
      expect(r.stdout).toMatch(/::warning::.*[Cc]heck run/)
      // Debug on changes nothing: only the output boundary prints, and it writes no debug lines.
      expect(r.stdout).not.toContain('::debug::')
      await expectNoSecrets(r)
    } finally {
      await records.close()
      await github.close()
    }
  })

  it('when a success body echoes the token into an output (debug on, check run created)', async () => {
    const records = await startEchoServer((method) => (method === 'POST' ? 201 : 200))
    const github = await startGitHubStub()
    try {
      const r = await report({ baseUrl: `${records.url}/api/v2`, githubApiUrl: github.url })
      expect(r.code).toBe(0)
      expect(github.requests().map((q) => q.headers.authorization)).toContain(
        `token ${GITHUB_TOKEN}`
      )
      expect(r.outputs['check-run-url']).toMatch(/^https:\/\/github\.example\//)
      expect(r.outputs['search-result']).toContain('***')
      await expectNoSecrets(r)
    } finally {
      await records.close()
      await github.close()
    }
  })

  describe('against the emulator', () => {
    let emulator: Emulator
    sampleEmulatorAround(API_TOKEN, (started) => (emulator = started))
    beforeEach(() => emulator.reset())

    it('when a failing test carries the token, and a piece of it, into the summary and check run', async () => {
      // `_` in the token is escaped in Markdown: it must be removed before any escaping.
      const piece = API_TOKEN.slice(3, 17)
      await mkdir(path.join(ws.dir, 'leaky'), { recursive: true })
      await writeFile(
        path.join(ws.dir, 'leaky', 'report.xml'),
        `<testsuite name="leaky" tests="1" failures="1"><testcase classname="Leak" name="uses ${API_TOKEN}">` +
          `<failure message="got ${piece} back">stack with ${API_TOKEN}</failure></testcase></testsuite>\n`
      )
      const github = await startGitHubStub()
      try {
        const r = await report({
          baseUrl: emulator.url,
          githubApiUrl: github.url,
          inputs: { junit: 'leaky/report.xml' }
        })
        expect(r.outputs['check-run-url']).toBeDefined()
        const sent = JSON.stringify(github.requests().map((q) => q.body))
        expect(sent).toContain('uses ***')
        const all = (await everything(r)) + sent
        expect(all).not.toContain(API_TOKEN)
        expect(all).not.toContain(piece)
        expect(all).not.toContain(API_TOKEN.replace(/_/g, '&#95;'))
      } finally {
        await github.close()
        await rm(path.join(ws.dir, 'leaky'), { recursive: true, force: true })
      }
    })

    it('when a fault message carries the token given as KOSLI_API_TOKEN (debug on)', async () => {
      emulator.addFault({
        path: '/api/v2/',
        status: 500,
        message: `upstream refused Authorization: Bearer ${API_TOKEN}`,
        count: 10
      })
      const r = await report({
        baseUrl: emulator.url,
        githubApiUrl: 'http://127.0.0.1:9',
        inputs: { 'api-token': '', 'github-token': '', 'check-run': 'false' },
        env: { KOSLI_API_TOKEN: API_TOKEN }
      })
      expect(r.code).toBe(1)
      expect(emulator.requests()[0].headers.authorization).toBe(`Bearer ${API_TOKEN}`)
      expect(r.stdout).toMatch(/::error::.*upstream refused Authorization: Bearer \*\*\*/)
      expect(r.summary).toContain('upstream refused')
      const all = await everything(r)
      expect(all).not.toContain(API_TOKEN)
    })

    it('in a dry run with debug on', async () => {
      const r = await report({
        baseUrl: emulator.url,
        githubApiUrl: 'http://127.0.0.1:9',
        inputs: { 'dry-run': 'true' }
      })
      expect(r.code).toBe(0)
      expect(r.stdout).toContain('THIS IS A DRY-RUN')
      expect(emulator.requests()).toHaveLength(0)
      await expectNoSecrets(r)
    })
  })
})
