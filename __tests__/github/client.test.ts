/**
 * The one GitHub client (src/github/client.ts) and its table (src/github/policy.ts), against a
 * loopback server answering as GitHub does: 5xx and 429 retried within `max-retries`, a request
 * that never answers ended by its deadline naming GitHub, a rate limit waited out, a 403 naming
 * the call's permission once; and every GitHub call site held to the client (a source scan).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { GitHubClient, GitHubError } from '../../src/github/client.js'
import { GITHUB_CALLS } from '../../src/github/policy.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang'

let server: http.Server | undefined
afterEach(async () => {
  if (server) await closeServer(server)
  server = undefined
})

/** A GitHub stand-in answering each request with the next of `answers` (the last repeats). */
async function github(answers: Answer[]): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = []
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]
    if (answer === 'hang') return
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
    res.end(JSON.stringify(answer.body ?? { message: `status ${answer.status}` }))
  })
  return { url: `http://127.0.0.1:${await listenOnLoopback(server)}`, seen }
}

const waits: number[] = []
const client = (url: string, more: Partial<ConstructorParameters<typeof GitHubClient>[0]> = {}) =>
  new GitHubClient({
    apiUrl: url,
    token: 'ghs_client0123456789',
    maxRetries: 2,
    sleep: async (ms) => void waits.push(ms),
    ...more
  })

const getJobs = (c: GitHubClient) =>
  c.run('list attempt jobs', async (octokit) => {
    const { data } = await octokit.rest.actions.listJobsForWorkflowRunAttempt({
      owner: 'acme',
      repo: 'shop',
      run_id: 7,
      attempt_number: 1
    })
    return data
  })

describe('GitHubClient', () => {
  it('retries a 502, then takes the 200', async () => {
    const gh = await github([{ status: 502 }, { status: 200, body: { total_count: 0, jobs: [] } }])
    await expect(getJobs(client(gh.url))).resolves.toEqual({ total_count: 0, jobs: [] })
    expect(gh.seen).toHaveLength(2)
  })

  it('gives up after max-retries, naming GitHub, the call and the attempts', async () => {
    const gh = await github([{ status: 503 }])
    const err = await getJobs(client(gh.url)).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GitHubError)
    expect((err as Error).message).toMatch(
      /^GitHub answered HTTP 503 when asked to list the jobs of a run attempt after 3 attempts/
    )
    expect(gh.seen).toHaveLength(3)
  })

  it('does not retry a 501 or a 422', async () => {
    for (const status of [501, 422]) {
      const gh = await github([{ status }])
      await expect(getJobs(client(gh.url))).rejects.toThrow(`HTTP ${status}`)
      expect(gh.seen).toHaveLength(1)
      await closeServer(server as http.Server)
      server = undefined
    }
  })

  it('ends a request that never answers by its deadline, naming GitHub', async () => {
    const gh = await github(['hang'])
    const started = performance.now()
    const err = await getJobs(client(gh.url, { requestMs: 100, maxRetries: 1 })).catch(
      (e: unknown) => e
    )
    expect(performance.now() - started).toBeLessThan(5_000)
    expect((err as GitHubError).failure).toBe('no answer')
    expect((err as Error).message).toBe(
      'GitHub could not be reached to list the jobs of a run attempt after 2 attempts: no answer within 0.1 s'
    )
    expect(gh.seen).toHaveLength(2)
  })

  it('ends an operation by its total deadline, whatever its retries', async () => {
    const gh = await github(['hang'])
    const err = await getJobs(
      client(gh.url, {
        requestMs: 5_000,
        operationMs: 150,
        maxRetries: 5,
        sleep: (ms) => new Promise((r) => setTimeout(r, ms))
      })
    ).catch((e: unknown) => e)
    expect((err as GitHubError).failure).toBe('deadline')
    expect((err as Error).message).toMatch(/^GitHub did not list the jobs of a run attempt in time/)
  })

  it('names the missing permission once on a 403, without retrying', async () => {
    const gh = await github([
      { status: 403, body: { message: 'Resource not accessible by integration' } }
    ])
    const err = (await getJobs(client(gh.url)).catch((e: unknown) => e)) as GitHubError
    expect(err.permission).toBe('actions: read')
    expect(err.message.match(/actions: read/g)).toHaveLength(2) // "lacks `…`: add `permissions: …`"
    expect(err.message).toMatch(/^GitHub refused to list the jobs of a run attempt \(HTTP 403\)/)
    expect(gh.seen).toHaveLength(1)
  })

  it('waits out a rate limit for what Retry-After asks, then goes on', async () => {
    waits.length = 0
    const gh = await github([
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 200, body: { total_count: 0, jobs: [] } }
    ])
    await getJobs(client(gh.url, { maxRetries: 0 }))
    expect(waits).toEqual([7_000])
  })

  it('reports a rate limit longer than its bound without waiting, as no missing permission', async () => {
    waits.length = 0
    const gh = await github([{ status: 403, headers: { 'retry-after': '3600' } }])
    const err = (await getJobs(client(gh.url)).catch((e: unknown) => e)) as GitHubError
    expect(waits).toEqual([])
    expect(err.failure).toBe('rate limit')
    expect(err.message).toContain('not a missing permission')
    expect(err.message).not.toContain('actions: read')
  })

  it('sends the action’s User-Agent and the token to the API URL it was given', async () => {
    let agent: string | undefined
    let auth: string | undefined
    server = http.createServer((req, res) => {
      agent = req.headers['user-agent']
      auth = req.headers.authorization
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"total_count":0,"jobs":[]}')
    })
    const url = `http://127.0.0.1:${await listenOnLoopback(server)}/api/v3/`
    await getJobs(client(url))
    expect(agent).toMatch(/^records-action\/\d/)
    expect(auth).toBe('token ghs_client0123456789')
  })
})

describe('the GitHub policy table', () => {
  it('names a permission for every call', () => {
    for (const policy of Object.values(GITHUB_CALLS)) {
      expect(['actions: read', 'checks: write', 'checks: read']).toContain(policy.permission)
    }
  })
})

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')
const sources = (dir = SRC): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.relative(SRC, path.join(dir, e.name))]
        : []
  )

describe('every GitHub call site', () => {
  it('goes through the one client: no Octokit, no HTTP client of its own', () => {
    // The records service's own transport, and the blob store's download (no token, not the API).
    const ownTransport = new Set(['api/attempt.ts', 'github/client.ts', 'outbox/artifact.ts'])
    const offenders = sources().flatMap((file) => {
      const text = readFileSync(path.join(SRC, file), 'utf8')
      const octokit = /getOctokit|from '@actions\/github'|import\('@actions\/github'\)/.test(text)
      const http = /new HttpClient\(/.test(text)
      if (file === 'github/client.ts') return []
      if (octokit) return [`${file}: Octokit`]
      if (http && !ownTransport.has(file)) return [`${file}: HttpClient`]
      return []
    })
    expect(offenders).toEqual([])
  })

  it('uses only call names of the table', () => {
    const used = sources().flatMap((file) =>
      [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/\.run\(\s*'([a-z ]+)'/g)].map(
        (m) => m[1]
      )
    )
    expect(used.length).toBeGreaterThan(0)
    for (const name of used) expect(Object.keys(GITHUB_CALLS)).toContain(name)
  })
})
