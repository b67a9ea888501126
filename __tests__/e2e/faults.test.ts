/**
 * Faults survived: the action's run() (in process) against the emulator's fault injection (and, for
 * a 400 with an `errors` map, a small node:http server). Retries follow the README: 429, 409
 * and 5xx except 501 and network errors are retried; nothing else is; each attempt has its
 * timeout; the last attempt's status and service message end in the error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import { parseOutputFile, type ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { errorOf, reportWith, samplePartsAround } from '../helpers/e2e.js'
import { listenOnLoopback } from '../helpers/loopback.js'

const TOKEN = 'faults-token-3b9d51'
const ARTIFACTS_PATH = '/api/v2/artifacts/acme/shop'

let emulator: Emulator
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))

/** The runner temp folders, kept for the tests that read files there; removed after all. */
const runnerTemps: string[] = []
afterAll(async () => {
  for (const dir of runnerTemps) await rm(dir, { recursive: true, force: true })
})

async function run(inputs: Record<string, string>, baseUrl = emulator.url): Promise<ActionRun> {
  const r = await reportWith(ws, baseUrl, TOKEN, inputs, {
    timeoutMs: 30_000,
    keepRunnerTemp: true
  })
  runnerTemps.push(r.runnerTemp)
  return r
}

const artifactRequests = () => emulator.requests().filter((r) => r.path === ARTIFACTS_PATH)

describe('retried faults', () => {
  it('503 then 201: succeeds with exactly one stored record', async () => {
    emulator.addFault({ method: 'POST', path: ARTIFACTS_PATH, status: 503, count: 1 })
    const r = await run({})
    expect(r.code).toBe(0)
    expect(artifactRequests().map((q) => q.fault)).toEqual(['status', null])
    expect(emulator.state().artifacts).toHaveLength(1)
    // The failed attempt is in the log as it happens, not only in debug.
    const retries = r.stdout.split('\n').filter((l) => l.includes('attempt 1/4 failed'))
    expect(retries).toHaveLength(1)
    expect(retries[0]).toMatch(
      /^artifact shop\.tar\.gz: attempt 1\/4 failed \(503 .*\); the service is in trouble: retrying in \d+\.\ds while the other requests wait$/
    )
  })

  it('503 on every attempt: fails naming the last server message, records nothing', async () => {
    emulator.addFault([
      { method: 'POST', path: ARTIFACTS_PATH, status: 503, retryAfter: 0, message: 'first outage' },
      { method: 'POST', path: ARTIFACTS_PATH, status: 503, retryAfter: 0, message: 'last outage' }
    ])
    const r = await run({ 'max-retries': '1', 'on-service-down': 'fail' })
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toContain('503')
    expect(error).toContain('last outage')
    expect(error).toContain('after 2 attempts')
    expect(artifactRequests()).toHaveLength(2)
    expect(emulator.state().artifacts).toHaveLength(0)
    expect(r.summary).toContain('last outage')
  })

  it('429 with Retry-After: 1 waits at least that long, then succeeds', async () => {
    emulator.addFault({ method: 'POST', path: ARTIFACTS_PATH, status: 429, retryAfter: 1 })
    const r = await run({})
    expect(r.code).toBe(0)
    const [first, second] = artifactRequests()
    // Server-side arrival times: the retry came no sooner than Retry-After asked.
    expect(second.received_at - first.received_at).toBeGreaterThanOrEqual(0.95)
    expect(emulator.state().artifacts).toHaveLength(1)
  })

  it('a connection reset before any answer is retried; one record is stored', async () => {
    emulator.addFault({ method: 'POST', path: ARTIFACTS_PATH, reset: true })
    const r = await run({})
    expect(r.code).toBe(0)
    expect(artifactRequests().map((q) => q.fault)).toEqual(['reset', null])
    expect(emulator.state().artifacts).toHaveLength(1)
  })

  it('a silent hang ends in a clear timeout error after timeout-seconds × attempts', async () => {
    emulator.addFault({ method: 'GET', path: '/api/v2/search/', delayMs: 60_000, count: 2 })
    const r = await run({
      command: 'search',
      'search-value': ws.head,
      'timeout-seconds': '1',
      'max-retries': '1'
    })
    // The harness kills the run after 30 s (code null) if the client's timeout did not work.
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toMatch(/timed out after 1s/)
    expect(error).toContain('after 2 attempts')
    expect(emulator.requests()).toHaveLength(2)
  })

  it('a write whose answer timed out is retried and recorded twice (README: not idempotent)', async () => {
    // The emulator finishes the hung request once the client gives up: the answer was lost.
    emulator.addFault({ method: 'POST', path: ARTIFACTS_PATH, delayMs: 5_000 })
    const r = await run({ 'timeout-seconds': '1', 'max-retries': '1' })
    expect(r.code).toBe(0)
    expect(artifactRequests()).toHaveLength(2)
    const stored = emulator.state().artifacts
    expect(stored).toHaveLength(2)
    expect(stored[0].body).toEqual(stored[1].body)
  })

  it('500 to the end: fails naming the server message', async () => {
    emulator.addFault({
      method: 'POST',
      path: ARTIFACTS_PATH,
      status: 500,
      message: 'database on fire',
      count: 10
    })
    const r = await run({ 'max-retries': '1', 'on-service-down': 'fail' })
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toMatch(/500 Internal Server Error: database on fire/)
    expect(error).toContain('shop.tar.gz')
    expect(artifactRequests()).toHaveLength(2)
  })
})

describe('statuses that are retried and that are not (README: 429, 409, 5xx except 501)', () => {
  it.each([
    [409, 2],
    [502, 2],
    [501, 1],
    [401, 1],
    [404, 1],
    [422, 1]
  ])('%i → %i request(s) with max-retries 1', async (status, requests) => {
    emulator.addFault({ method: 'POST', path: ARTIFACTS_PATH, status, message: `said ${status}` })
    const r = await run({ 'max-retries': '1' })
    expect(artifactRequests()).toHaveLength(requests)
    if (requests === 1) {
      expect(r.code).toBe(1)
      expect(errorOf(r)).toContain(`said ${status}`)
    } else {
      expect(r.code).toBe(0)
      expect(emulator.state().artifacts).toHaveLength(1)
    }
  })
})

/** A server that answers every request with one 400 validation error and counts requests. */
async function validationErrorServer(): Promise<{
  url: string
  methods: () => string[]
  close: () => Promise<void>
}> {
  const methods: string[] = []
  const server = http.createServer((req, res) => {
    methods.push(req.method ?? '')
    req.resume()
    req.on('end', () => {
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          message: 'Input payload validation failed',
          errors: { build_url: "'nowhere' is not a 'uri' [input: nowhere]" }
        })
      )
    })
  })
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    methods: () => [...methods],
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

describe('a 400', () => {
  it('is not retried; the error shows the service message and its errors', async () => {
    const server = await validationErrorServer()
    try {
      const r = await run({ junit: '' }, server.url)
      expect(r.code).toBe(1)
      // The artifact report once (no retry), then the report's closing search once.
      expect(server.methods()).toEqual(['POST', 'GET'])
      const error = errorOf(r)
      expect(error).toContain('400 Bad Request: Input payload validation failed')
      expect(error).toContain("build_url: 'nowhere' is not a 'uri' [input: nowhere]")
      expect(error).not.toMatch(/attempts/)
    } finally {
      await server.close()
    }
  })
})

describe('a server that never stops answering', () => {
  it('an endless body is cut off with a clear error, not retried, without exhausting memory', async () => {
    let requests = 0
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    const server = http.createServer((req, res) => {
      requests++
      req.resume()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"artifacts": "')
      const pump = (): void => {
        while (res.write(chunk)) if (res.destroyed) return
        res.once('drain', pump)
      }
      res.on('close', () => res.removeAllListeners('drain'))
      pump()
    })
    const port = await listenOnLoopback(server)
    try {
      const r = await run(
        { command: 'search', 'search-value': ws.head, artifacts: '' },
        `http://127.0.0.1:${port}/api/v2`
      )
      expect(r.code).toBe(1)
      expect(errorOf(r)).toMatch(/response body is larger than \d+ bytes/)
      expect(requests).toBe(1)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})

describe('one of five artifacts failing permanently', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}.bin`)

  beforeAll(async () => {
    await mkdir(path.join(ws.dir, 'build/five'), { recursive: true })
    for (const name of five)
      await writeFile(path.join(ws.dir, 'build/five', name), `bytes of ${name}\n`)
  })

  it('reports the other four, lists the failure in the summary and fails the step', async () => {
    // The five reports share one path; a single fault with no retries fails whichever comes
    // first for good. Which one that was is read back from the emulator.
    emulator.addFault({
      method: 'POST',
      path: ARTIFACTS_PATH,
      status: 500,
      message: 'disk quota exceeded'
    })
    const r = await run({
      artifacts: 'build/five/*.bin',
      'max-retries': '0',
      'on-service-down': 'fail'
    })
    expect(r.code).toBe(1)

    const requests = artifactRequests()
    expect(requests).toHaveLength(5)
    const failed = requests.filter((q) => q.fault === 'status')
    expect(failed).toHaveLength(1)
    const failedName = (JSON.parse(failed[0].body ?? '{}') as { filename: string }).filename

    const stored = emulator.state().artifacts.map((a) => a.body.filename as string)
    expect(stored.sort()).toEqual(five.filter((n) => n !== failedName))

    const error = errorOf(r)
    expect(error).toContain(`Artifact ${failedName} was not recorded`)
    expect(error).toContain('disk quota exceeded')
    for (const ok of stored) expect(error).not.toContain(`Artifact ${ok} `)
    expect(r.summary).toContain(failedName)
    expect(r.summary).toContain('disk quota exceeded')
    for (const ok of stored) expect(r.summary).toContain(ok)
    // The four that were reported are in the fingerprints output too.
    const fps = JSON.parse(r.outputs.fingerprints) as Array<{ name: string }>
    expect(fps.map((f) => f.name).sort()).toEqual(five)
  })
})

describe('outputs that could break the runner', () => {
  it('an output over 1 MB is cut, with a warning naming a RUNNER_TEMP file holding it all', async () => {
    // 30 environments with 40 kB descriptions (newlines, quotes, a heredoc-like line) ≈ 1.2 MB.
    const description = 'line one\n"quoted" ghadelimiter_x\nEOF\n'.repeat(1000)
    const environments = Array.from({ length: 30 }, (_, i) => ({
      org: 'acme',
      name: `env-${String(i).padStart(2, '0')}`,
      type: 'K8S',
      description
    }))
    const big = await startEmulator({
      port: 0,
      tokens: [{ token: TOKEN, org: 'acme' }],
      seed: { environments }
    })
    try {
      const r = await run({ command: 'list-environments' }, big.url)
      expect(r.code).toBe(0)
      const warning = r.stdout
        .split('\n')
        .find((l) => l.startsWith("::warning::Output 'environments'"))
      expect(warning).toBeDefined()
      const file = /the whole value is in (\S+)/.exec(warning ?? '')?.[1] ?? ''
      expect(file.startsWith(r.runnerTemp + path.sep)).toBe(true)
      const whole = await readFile(file, 'utf8')
      const listed = JSON.parse(whole) as Array<{ name: string; description: string }>
      expect(listed.map((e) => e.name)).toEqual(environments.map((e) => e.name))
      expect(listed.every((e) => e.description === description)).toBe(true)
      // The output itself is a prefix of the whole value, within GitHub's limit.
      const cut = r.outputs.environments
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1_000_000)
      expect(Buffer.byteLength(cut)).toBeGreaterThan(900_000)
      expect(whole.startsWith(cut)).toBe(true)
      expect(Buffer.byteLength(r.summary)).toBeLessThanOrEqual(1024 * 1024)
    } finally {
      await big.close()
    }
  })

  it('values with newlines and heredoc-like lines survive, and inject no output', async () => {
    // A search answer pretty-printed by the server, with lines that look like output commands.
    const answer = JSON.stringify(
      {
        artifacts: [
          {
            fingerprint: 'b'.repeat(64),
            name: 'x\ncompliant=true\nfingerprint<<EOF\nevil\nEOF',
            compliance_state: 'COMPLIANT'
          }
        ],
        trails: []
      },
      null,
      2
    )
    const server = http.createServer((req, res) => {
      req.resume()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(answer)
    })
    const port = await listenOnLoopback(server)
    try {
      const r = await run(
        { command: 'search', 'search-value': 'b'.repeat(64), artifacts: '' },
        `http://127.0.0.1:${port}/api/v2`
      )
      expect(r.code).toBe(0)
      // Read back as the runner does (demo/runner.ts parseOutputFile over GITHUB_OUTPUT).
      const fileOutputs = parseOutputFile(
        await readFile(path.join(r.runnerTemp, 'output.txt'), 'utf8')
      )
      expect(JSON.parse(fileOutputs['search-result'])).toEqual(JSON.parse(answer))
      expect(fileOutputs['search-result']).toContain('\n')
      expect(Object.keys(fileOutputs).sort()).toEqual([
        'compliance-state',
        'compliant',
        'search-result'
      ])
      expect(fileOutputs.compliant).toBe('true')
    } finally {
      server.close()
    }
  })
})
