/**
 * The transport (src/api/client.ts) against the real emulator on loopback: request URLs,
 * headers, retries, backoff, Retry-After within the retry budget, timeouts, the hooks around
 * each attempt, error messages, redaction. A few cases the emulator cannot play (echoing the
 * Authorization header, redirects, a proxy) use small node:http servers. What the delivery
 * policy does around the client (dry run, the run-wide stop, deferral) is tested in
 * __tests__/delivery/.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { isRetried } from '../../src/delivery/status-policy.js'
import { connect } from 'node:net'
import type { Emulator } from '../../emulator/server.js'
import { ApiError, RecordsClient, type AttemptReport } from '../../src/api/client.js'
import { parseErrorBody } from '../../src/api/api-errors.js'
import type { ApiRequest } from '../../src/api/request.js'
import { UnsafePathError, requestUrl } from '../../src/api/service-url.js'
import { describeRetry } from '../../src/report/delivery-events.js'
import { attestJUnitRequest, reportArtifactRequest } from '../../src/api/operations.js'
import {
  RETRY_AFTER_CAP_MS,
  parseRetryAfter,
  retryBudgetLeftMs,
  retryDelay
} from '../../src/util/retry-timing.js'
import {
  FINGERPRINT,
  ORG,
  TOKEN,
  artifactBody,
  getJson,
  junitData,
  recorder,
  rejection,
  startStub,
  thrown
} from './helpers.js'
import { emulatorAround } from '../emulator/helpers.js'

let emu: Emulator

emulatorAround({ port: 0, tokens: [{ token: TOKEN, org: ORG }] }, (started) => (emu = started))
beforeEach(async () => {
  await emu.reset()
  await emu.clearFaults()
})

const ARTIFACTS_PATH = `/api/v2/artifacts/${ORG}/backend`

function client(overrides: Partial<ConstructorParameters<typeof RecordsClient>[0]> = {}) {
  const rec = recorder()
  const c = new RecordsClient({
    baseUrl: emu.url,
    token: TOKEN,
    userAgent: 'records-action/1.2.3',
    maxRetries: 3,
    timeoutSeconds: 10,
    sleep: rec.sleep,
    retryable: isRetried,
    ...overrides
  })
  return { c, rec }
}

const caught = (p: Promise<unknown>): Promise<ApiError> => rejection(p, ApiError)

const artifactRequest = (): ApiRequest => reportArtifactRequest(ORG, 'backend', artifactBody())

describe('requests', () => {
  it('sends the token, user agent, Accept and a JSON content type', async () => {
    const { c } = client()
    const response = await c.send(artifactRequest())
    expect(response.status).toBe(201)
    const [req] = await emu.requests()
    expect(req.method).toBe('POST')
    expect(req.path).toBe(ARTIFACTS_PATH)
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req.headers['user-agent']).toMatch(/^records-action\/1\.2\.3/)
    expect(req.headers.accept).toBe('application/json')
    expect(req.content_type).toBe('application/json; charset=utf-8')
    expect(JSON.parse(req.body as string)).toEqual(artifactBody())
  })

  it('sends multipart with a plain data_json part and the attachment bytes intact', async () => {
    const { c } = client()
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256)
    const data = junitData()
    await c.send(
      attestJUnitRequest(ORG, 'backend', 'trail-1', data, { filename: 'results.tgz', data: bytes })
    )
    const [req] = await emu.requests()
    expect(req.content_type).toMatch(/^multipart\/form-data; boundary=/)
    expect(req.parts?.names).toEqual(['data_json', 'attachment_file'])
    expect(req.parts?.data_json).toEqual(data)
    expect(req.parts?.attachment_file?.filename).toBe('results.tgz')
    expect(req.parts?.attachment_file?.size).toBe(bytes.length)
    expect(req.parts?.attachment_file?.sha256).toBe(
      (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex')
    )
  })
})

describe('request URLs', () => {
  it('encodes each path segment and sorts the query', () => {
    const { c } = client()
    expect(c.url(['search', 'a b', 'x/y', '...', 'a..b'], { z: 1, a: 'q&r', m: undefined })).toBe(
      `${emu.url}/search/a%20b/x%2Fy/.../a..b?a=q%26r&z=1`
    )
  })

  // `%2E%2E` is no answer: the URL parser collapses it as it does `..`, so the token could go
  // to a path outside the API base (docs/bad-day.md).
  it.each(['.', '..', '%2e%2E', '%2E', '.%2e', '%2e.'])('refuses the segment %j', (segment) => {
    const { c } = client()
    const err = thrown(() => c.url(['artifacts', ORG, segment]), UnsafePathError)
    expect(err.message).toBe(`the path segment ${JSON.stringify(segment)} would climb the path`)
  })

  it('refuses an empty segment', () => {
    expect(thrown(() => requestUrl(emu.url, ['artifacts', '', 'x']), UnsafePathError).message).toBe(
      'a path segment is empty'
    )
  })

  it('sends nothing for a request whose path would climb', async () => {
    const { c } = client()
    const request: ApiRequest = {
      method: 'POST',
      path: ['artifacts', ORG, '..', '..', '..', 'elsewhere'],
      payload: { kind: 'json', value: artifactBody() }
    }
    await rejection(c.send(request), UnsafePathError)
    expect(emu.requests()).toHaveLength(0)
  })

  it.each(['http://h/api/v2?x=1', 'http://h/api/v2#part'])(
    'refuses a URL the parser reads another way than it was built (base %s)',
    (base) => {
      const err = thrown(() => requestUrl(base, ['artifacts', ORG]), UnsafePathError)
      expect(err.message).toBe(`${base}/artifacts/${ORG} does not lie under the API base ${base}`)
    }
  )

  it('keeps the path prefix of a base such as http://h/prefix/api/v2', () => {
    expect(requestUrl('http://h/prefix/api/v2', ['artifacts', ORG, 'shop'])).toBe(
      `http://h/prefix/api/v2/artifacts/${ORG}/shop`
    )
    const prefixed = client({ baseUrl: 'http://h/prefix/api/v2/' }).c
    expect(prefixed.url(['environments', ORG], { page: 2 })).toBe(
      `http://h/prefix/api/v2/environments/${ORG}?page=2`
    )
  })
})

describe('retries', () => {
  it('retries 503 with growing backoff and stores exactly one record', async () => {
    await emu.addFault({ method: 'POST', path: ARTIFACTS_PATH, status: 503, count: 2 })
    const { c, rec } = client()
    await c.send(artifactRequest(), rec.hooks)
    expect((await emu.requests()).length).toBe(3)
    expect((await emu.state()).artifacts.length).toBe(1)
    expect(rec.waits.length).toBe(2)
    expect(rec.waits[0]).toBeGreaterThanOrEqual(800)
    expect(rec.waits[0]).toBeLessThanOrEqual(1200)
    expect(rec.waits[1]).toBeGreaterThanOrEqual(1600)
    expect(rec.waits[1]).toBeLessThanOrEqual(2400)
    const url = `${emu.url}/artifacts/${ORG}/backend`
    const message = 'Injected fault: status 503'
    expect(rec.retries).toEqual([
      {
        method: 'POST',
        url,
        attempt: 1,
        maxAttempts: 4,
        status: 503,
        message,
        waitMs: rec.waits[0]
      },
      {
        method: 'POST',
        url,
        attempt: 2,
        maxAttempts: 4,
        status: 503,
        message,
        waitMs: rec.waits[1]
      }
    ])
    expect(describeRetry(rec.retries[0])).toBe(
      `POST ${url}: attempt 1/4 failed (503 Service Unavailable: ${message}); retrying in ` +
        `${(rec.waits[0] / 1000).toFixed(1)}s`
    )
  })

  it('retries 409 and a connection reset', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 409, count: 1 })
    await emu.addFault({ path: ARTIFACTS_PATH, reset: true, count: 1 })
    const { c, rec } = client()
    await c.send(artifactRequest(), rec.hooks)
    expect((await emu.requests()).length).toBe(3)
    expect((await emu.state()).artifacts.length).toBe(1)
    expect(rec.retries.map((r) => r.attempt)).toEqual([1, 2])
    expect(rec.retries[0].status).toBe(409)
    expect(rec.retries[1].status).toBeUndefined()
    expect(rec.retries[1].error).toMatch(/ECONNRESET|socket hang up/)
  })

  it('reports each failed attempt as it happens, before the next one is sent', async () => {
    let served = 0
    const stub = await startStub((_req, res) => {
      served++
      res.writeHead(served < 3 ? 502 : 200, { 'content-type': 'application/json' })
      res.end(served < 3 ? '{"message":"upstream down"}' : '[]')
    })
    try {
      const seenAt: number[] = []
      const c = new RecordsClient({
        baseUrl: stub.url,
        token: TOKEN,
        maxRetries: 3,
        timeoutSeconds: 10,
        sleep: async () => undefined,
        retryable: isRetried
      })
      const onRetry = (e: { attempt: number }): number => seenAt.push(served * 10 + e.attempt)
      await expect(getJson(c, ['environments', ORG], { onRetry })).resolves.toEqual({
        body: [],
        text: '[]'
      })
      // Attempt n is reported while the server has served exactly n requests.
      expect(seenAt).toEqual([11, 22])
    } finally {
      await stub.close()
    }
  })

  it('waits the Retry-After of a 429', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 429, retryAfter: 1, count: 1 })
    const { c } = client({ sleep: undefined })
    const start = performance.now()
    await c.send(artifactRequest())
    expect(performance.now() - start).toBeGreaterThanOrEqual(950)
    expect((await emu.requests()).length).toBe(2)
  })

  it.each([400, 401, 403, 404, 501])('does not retry %i', async (status) => {
    await emu.addFault({ path: ARTIFACTS_PATH, status, message: `injected ${status}`, count: 5 })
    const { c, rec } = client()
    const err = await caught(c.send(artifactRequest()))
    expect(err.status).toBe(status)
    expect(err.attempts).toBe(1)
    expect(err.message).toContain(`failed with ${status} `)
    expect(err.message).toContain(`injected ${status}`)
    expect(rec.waits).toEqual([])
    expect((await emu.requests()).length).toBe(1)
  })

  it('names the attempts, last status and service message when retries run out', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, message: 'database busy', count: 9 })
    const { c, rec } = client()
    const err = await caught(c.send(artifactRequest()))
    expect(err.message).toBe(
      `POST ${emu.url}/artifacts/${ORG}/backend failed after 4 attempts: ` +
        '503 Service Unavailable: database busy'
    )
    expect(err.status).toBe(503)
    expect(err.attempts).toBe(4)
    expect(err.serverMessage).toBe('database busy')
    expect(rec.waits.length).toBe(3)
    expect((await emu.requests()).length).toBe(4)
    expect((await emu.state()).artifacts.length).toBe(0)
  })

  it('ends a hung attempt at the timeout and says so', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, delayMs: 4000, count: 2 })
    // Half a second per attempt: the test needs a hang, not a long one.
    const { c } = client({ timeoutSeconds: 0.5, maxRetries: 1 })
    const err = await caught(c.send(artifactRequest()))
    expect(err.message).toBe(
      `POST ${emu.url}/artifacts/${ORG}/backend failed after 2 attempts: timed out after 0.5s`
    )
    expect(err.status).toBeUndefined()
    expect(err.failure).toBe('timeout')
    expect(emu.requests()).toHaveLength(2)
  })

  it('retries a refused connection and names the cause', async () => {
    // A port that was free a moment ago: nothing listens there.
    const stub = await startStub(() => undefined)
    await stub.close()
    const { c, rec } = client({ baseUrl: stub.url, maxRetries: 2 })
    const err = await caught(getJson(c, ['environments', ORG]))
    expect(err.message).toContain('failed after 3 attempts')
    expect(err.message).toContain('ECONNREFUSED')
    expect(err.failure).toBe('connection')
    expect(rec.waits.length).toBe(2)
  })

  it('resends the same multipart bytes on a retry', async () => {
    await emu.addFault({ path: '/api/v2/attestations/', status: 502, count: 1 })
    const { c } = client()
    const bytes = new TextEncoder().encode('<testsuite/>'.repeat(100))
    await c.send(
      attestJUnitRequest(ORG, 'backend', 'trail-1', junitData(), { filename: 'r.xml', data: bytes })
    )
    const reqs = await emu.requests()
    expect(reqs.length).toBe(2)
    expect(reqs[1].parts?.attachment_file?.sha256).toBe(reqs[0].parts?.attachment_file?.sha256)
    expect((await emu.state()).attestations.length).toBe(1)
  })
})

describe('Retry-After within the retry budget', () => {
  it('sleeps a short Retry-After, exactly as asked', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 429, retryAfter: 2, count: 1 })
    const { c, rec } = client()
    await c.send(artifactRequest(), rec.hooks)
    // 2 s cannot be the backoff before the first retry (0.8-1.2 s).
    expect(rec.waits).toEqual([2000])
    expect(rec.retries.map((r) => [r.status, r.waitMs])).toEqual([[429, 2000]])
    expect((await emu.state()).artifacts).toHaveLength(1)
  })

  it('gives up at once on a Retry-After of a day, saying the wait the service asked for', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 429, retryAfter: 86400, count: 5 })
    const { c, rec } = client()
    const reports: AttemptReport[] = []
    const err = await caught(
      c.send(artifactRequest(), { ...rec.hooks, afterAttempt: (r) => reports.push(r) })
    )
    // What 3 retries may take at most with 10 s attempts: 1+2+4 s of backoff and 3 x 10 s.
    expect(retryBudgetLeftMs(1, 4, 10_000)).toBe(37_000)
    expect(err.message).toBe(
      `POST ${emu.url}/artifacts/${ORG}/backend failed with 429 Too Many Requests: ` +
        'Injected fault: status 429 (the service asked to wait 86,400 s before a retry, ' +
        'longer than the 27 s this request may still wait (its retries may take 37 s in all, ' +
        'waits included); not waited)'
    )
    expect(err.status).toBe(429)
    expect(err.attempts).toBe(1)
    expect(rec.waits).toEqual([])
    expect(rec.retries).toEqual([])
    expect(reports.map((r) => [r.attempt, r.status, r.final])).toEqual([[1, 429, true]])
    expect(emu.requests()).toHaveLength(1)
  })

  it("takes every wait from the budget: the issue's 10, 8, 5 s are not slept, the write gives up at once", async () => {
    // Old rule: each wait compared with what the retries left may cost, as if nothing had been
    // waited: 10 s ≤ 10 s, 8 s ≤ 8 s, 5 s ≤ 5 s, 23 s slept. Now the retries have 10 s in all
    // (1+2+4 s of backoff and 3 x 1 s attempts) and a wait must leave room for its attempt.
    for (const retryAfter of [10, 8, 5]) {
      await emu.addFault({ path: ARTIFACTS_PATH, status: 429, retryAfter, count: 1 })
    }
    const { c, rec } = client({ timeoutSeconds: 1 })
    const err = await caught(c.send(artifactRequest(), rec.hooks))
    expect(err.attempts).toBe(1)
    expect(rec.waits).toEqual([])
    expect(err.message).toContain(
      '(the service asked to wait 10 s before a retry, longer than the 9 s this request may ' +
        'still wait (its retries may take 10 s in all, waits included); not waited)'
    )
    expect(emu.requests()).toHaveLength(1)
  })

  it('what was waited is gone: 4 s fits twice in a 10 s budget, not a third time', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, retryAfter: 4, count: 3 })
    const { c, rec } = client({ timeoutSeconds: 1 })
    const err = await caught(c.send(artifactRequest(), rec.hooks))
    // 10 s - (4 s + 1 s) - (4 s + 1 s) = 0 s: no room for a wait and an attempt.
    expect(retryBudgetLeftMs(1, 4, 1000)).toBe(10_000)
    expect(rec.waits).toEqual([4000, 4000])
    expect(err.attempts).toBe(3)
    expect(err.message).toContain('asked to wait 4 s before a retry, longer than the 0 s')
  })

  it('a backoff is cut to what is left, and a spent budget ends the retries', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, retryAfter: 8, count: 1 })
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, count: 5 })
    const { c, rec } = client({ timeoutSeconds: 1 })
    const err = await caught(c.send(artifactRequest(), rec.hooks))
    // 10 s - (8 s + 1 s) = 1 s: the backoff (about 2 s) is cut to 0 s; then nothing is left.
    expect(rec.waits).toEqual([8000, 0])
    expect(err.attempts).toBe(3)
    expect(err.message).toContain('its retry budget (10 s in all, waits included) is used up')
  })

  it('never waits longer than the cap, however many retries are left', async () => {
    const cap = RETRY_AFTER_CAP_MS / 1000
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, retryAfter: cap, count: 1 })
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, retryAfter: cap + 1, count: 1 })
    const { c, rec } = client({ maxRetries: 10, timeoutSeconds: 60 })
    const err = await caught(c.send(artifactRequest(), rec.hooks))
    expect(rec.waits).toEqual([RETRY_AFTER_CAP_MS])
    expect(err.attempts).toBe(2)
    expect(err.message).toContain(
      `the service asked to wait ${cap + 1} s before a retry, longer than the ${cap} s`
    )
  })
})

describe('hooks around each attempt', () => {
  it('reports every attempt with its status and whether it is the last', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, count: 1 })
    await emu.addFault({ path: ARTIFACTS_PATH, reset: true, count: 1 })
    const { c } = client()
    const reports: AttemptReport[] = []
    await c.send(artifactRequest(), { afterAttempt: (r) => reports.push(r) })
    expect(
      reports.map(({ attempt, status, failure, final }) => ({ attempt, status, failure, final }))
    ).toEqual([
      { attempt: 1, status: 503, failure: undefined, final: false },
      { attempt: 2, status: undefined, failure: 'connection', final: false },
      { attempt: 3, status: 201, failure: undefined, final: true }
    ])
    expect(reports.every((r) => r.ms >= 0)).toBe(true)
  })

  it('sends nothing (more) when beforeAttempt throws', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, count: 5 })
    const { c } = client()
    const seen: number[] = []
    const refused = new Error('not now')
    const beforeAttempt = async (n: number): Promise<void> => {
      seen.push(n)
      if (n === 2) throw refused
    }
    await expect(c.send(artifactRequest(), { beforeAttempt })).rejects.toBe(refused)
    expect(seen).toEqual([1, 2])
    expect(emu.requests()).toHaveLength(1)
  })

  it('says once that an attempt has had no answer for slowAfterMs, as it happens', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, delayMs: 300, count: 1 })
    const { c } = client()
    const slow: Array<{ attempt: number; maxAttempts: number; waitedMs: number }> = []
    let answered = false
    await c.send(artifactRequest(), {
      slowAfterMs: 100,
      onSlow: (e) => {
        expect(answered).toBe(false)
        slow.push(e)
      }
    })
    answered = true
    expect(slow).toEqual([{ attempt: 1, maxAttempts: 4, waitedMs: expect.any(Number) }])
    expect(slow[0].waitedMs).toBeGreaterThanOrEqual(100)
  })

  it('waits with waitToRetry instead of its own sleep when given', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 502, count: 2 })
    const { c, rec } = client()
    const asked: number[] = []
    await c.send(artifactRequest(), {
      waitToRetry: async (e) => {
        asked.push(e.waitMs)
      }
    })
    expect(asked).toHaveLength(2)
    expect(rec.waits).toEqual([])
    expect(emu.requests()).toHaveLength(3)
  })
})

describe('retry delays', () => {
  it('uses Retry-After seconds or an HTTP date for 429 and 503 only', () => {
    expect(retryDelay(0, { status: 429, headers: { 'retry-after': '7' } })).toBe(7000)
    const date = new Date(Date.now() + 5000).toUTCString()
    const fromDate = retryDelay(0, { status: 503, headers: { 'retry-after': date } })
    expect(fromDate).toBeGreaterThan(3000)
    expect(fromDate).toBeLessThanOrEqual(5000)
    const past = new Date(Date.now() - 60_000).toUTCString()
    expect(retryDelay(2, { status: 503, headers: { 'retry-after': past } })).toBe(0)
    const ignored = retryDelay(0, { status: 502, headers: { 'retry-after': '20' } })
    expect(ignored).toBeLessThanOrEqual(1200)
  })

  it('doubles from 1 s, caps at 30 s, stays within 20 % jitter', () => {
    for (let i = 0; i < 8; i++) {
      const base = Math.min(1000 * 2 ** i, 30_000)
      for (let n = 0; n < 20; n++) {
        const d = retryDelay(i)
        expect(d).toBeGreaterThanOrEqual(base * 0.8)
        expect(d).toBeLessThanOrEqual(Math.min(base * 1.2, 30_000))
      }
    }
  })

  it('ignores an unparsable Retry-After', () => {
    expect(parseRetryAfter('soon')).toBeUndefined()
    // RFC 9110: only delay-seconds or an IMF-fixdate; anything else falls back to the backoff.
    for (const invalid of ['-1', '1,5', '1.5', '2001-01-01', 'Monday, 01-Jan-2001 00:00:00 GMT'])
      expect(parseRetryAfter(invalid)).toBeUndefined()
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(0)
    const backoff = retryDelay(0, { status: 503, headers: { 'retry-after': '-1' } })
    expect(backoff).toBeGreaterThanOrEqual(800)
    expect(parseRetryAfter(undefined)).toBeUndefined()
    expect(parseRetryAfter('2')).toBe(2000)
  })
})

describe('responses', () => {
  it('refuses a GET answered 200 with a body that is not JSON, without retrying', async () => {
    await emu.addFault({ path: '/api/v2/environments/', malformed: true, count: 3 })
    const { c } = client()
    const err = await caught(getJson(c, ['environments', ORG]))
    expect(err.message).toContain('the service answered 200 with a body that is not JSON')
    expect((await emu.requests()).length).toBe(1)
  })

  it('accepts a POST answered with a body that is not JSON', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, malformed: true, count: 1 })
    const { c } = client()
    const response = await c.send(artifactRequest())
    expect(response.status).toBe(201)
    expect(response.text).toBe('<html>not json')
  })

  it('shows the 400 validation message with its errors map', async () => {
    const { c } = client()
    // Straight through the transport, past the client-side validation.
    const err = await caught(
      c.send({
        method: 'POST',
        path: ['artifacts', ORG, 'backend'],
        payload: { kind: 'json', value: artifactBody({ fingerprint: 'xyz' }) }
      })
    )
    expect(err.status).toBe(400)
    expect(err.serverMessage).toBe('Input payload validation failed')
    expect(err.errors).toHaveProperty('fingerprint')
    expect(err.message).toMatch(
      new RegExp(
        `^POST ${emu.url}/artifacts/${ORG}/backend failed with 400 Bad Request: ` +
          "Input payload validation failed: fingerprint: String should match pattern '\\^\\[a-f0-9\\]\\{64\\}\\$' \\[input: xyz\\]$"
      )
    )
  })

  it('maps 401 and 403 with the service message', async () => {
    const bad = client({ token: 'not-a-known-token', tokenSource: 'the RECORDS_TOKEN secret' }).c
    const e401 = await caught(getJson(bad, ['search', ORG, 'sha', FINGERPRINT]))
    expect(e401.status).toBe(401)
    expect(e401.attempts).toBe(1)
    expect(e401.message).toContain('failed with 401 Unauthorized')
    expect(e401.message).toContain('check the secret read from the RECORDS_TOKEN secret')
    const other = client().c
    const e403 = await caught(getJson(other, ['search', 'someone-else', 'sha', FINGERPRINT]))
    expect(e403.status).toBe(403)
    expect(e403.message).toContain("You don't have permission to access this resource")
  })
})

describe('secrets', () => {
  it('removes the token from a message the emulator echoes', async () => {
    const echoed = `token ${TOKEN} is revoked`
    await emu.addFault({ path: ARTIFACTS_PATH, status: 503, message: echoed, count: 9 })
    const { c, rec } = client({ maxRetries: 1 })
    const err = await caught(c.send(artifactRequest(), rec.hooks))
    expect(err.message).toContain('token *** is revoked')
    expect(err.message).not.toContain(TOKEN)
    expect(err.serverMessage).not.toContain(TOKEN)
    expect(rec.retries).toHaveLength(1)
    expect(JSON.stringify(rec.retries)).not.toContain(TOKEN)
  })

  it('removes the token when a server echoes the Authorization header and errors map', async () => {
    const stub = await startStub((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          message: `bad header ${req.headers.authorization}`,
          errors: { authorization: `${req.headers.authorization} [input: x]` }
        })
      )
    })
    try {
      const { c } = client({ baseUrl: stub.url })
      const err = await caught(getJson(c, ['environments', ORG]))
      expect(err.message).toContain('bad header Bearer ***')
      expect(err.message).not.toContain(TOKEN)
      expect(JSON.stringify(err.errors)).not.toContain(TOKEN)
    } finally {
      await stub.close()
    }
  })

  it('fails a token that cannot go in a header at once, without printing it', async () => {
    // config.ts refuses such a token first; the transport still must not leak or retry it.
    const { c, rec } = client({ token: `${TOKEN}\n` })
    const err = await caught(getJson(c, ['environments', ORG], rec.hooks))
    expect(err.message).toContain('Invalid character in header content')
    expect(err.attempts).toBe(1)
    expect(rec.retries).toEqual([])
    expect(err.message).not.toContain(TOKEN)
  })
})

describe('transport safety', () => {
  it('does not follow a redirect, so the token never reaches another host', async () => {
    let reached = 0
    const elsewhere = await startStub((_req, res) => {
      reached++
      res.end('{}')
    })
    const redirecting = await startStub((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url}/environments/${ORG}` })
      res.end()
    })
    try {
      const { c } = client({ baseUrl: redirecting.url })
      const err = await caught(getJson(c, ['environments', ORG]))
      expect(err.status).toBe(302)
      expect(err.message).toContain(`redirected to ${elsewhere.url}`)
      expect(reached).toBe(0)
    } finally {
      await redirecting.close()
      await elsewhere.close()
    }
  })

  it('goes through HTTP_PROXY for a non-loopback host', async () => {
    const target = new URL(emu.url)
    const tunnels: string[] = []
    // A CONNECT proxy that sends every tunnel to the emulator, whatever host was asked for.
    const proxy = await startStub(
      (_req, res) => {
        res.writeHead(405)
        res.end()
      },
      (server) =>
        server.on('connect', (req, socket, head) => {
          tunnels.push(req.url ?? '')
          const upstream = connect(Number(target.port), '127.0.0.1', () => {
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
            upstream.write(head)
            upstream.pipe(socket)
            socket.pipe(upstream)
          })
          upstream.on('error', () => socket.destroy())
          socket.on('error', () => upstream.destroy())
        })
    )
    const saved = {
      http: process.env.HTTP_PROXY,
      no: process.env.NO_PROXY,
      noLower: process.env.no_proxy
    }
    process.env.HTTP_PROXY = `http://127.0.0.1:${proxy.port}`
    delete process.env.NO_PROXY
    delete process.env.no_proxy
    try {
      const { c } = client({ baseUrl: `http://records.example.invalid:${target.port}/api/v2` })
      await c.send(artifactRequest())
      expect(tunnels).toEqual([`records.example.invalid:${target.port}`])
      expect((await emu.state()).artifacts.length).toBe(1)
    } finally {
      restoreEnv('HTTP_PROXY', saved.http)
      restoreEnv('NO_PROXY', saved.no)
      restoreEnv('no_proxy', saved.noLower)
      await proxy.close()
    }
  })
})

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

describe('options', () => {
  it('drops a trailing slash of the base URL', () => {
    expect(client({ baseUrl: `${emu.url}/` }).c.url(['environments', ORG])).toBe(
      `${emu.url}/environments/${ORG}`
    )
  })
})

describe('bounded and actionable errors', () => {
  it('cuts a 20 MB service message to a few KB and reads only the head of the body', async () => {
    let written = false
    const stub = await startStub((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: `boom ${'x'.repeat(20 * 1024 * 1024)}` }), () => {
        written = true
      })
    })
    try {
      const { c } = client({ baseUrl: stub.url, maxRetries: 0 })
      const err = await caught(getJson(c, ['environments', ORG]))
      expect(err.message.length).toBeLessThan(8 * 1024)
      expect(err.serverMessage).toBe(
        `boom ${'x'.repeat(4091)}… [cut: the service's answer is larger than the part read]`
      )
      expect(written).toBe(false)
    } finally {
      await stub.close()
    }
  })

  it('reads the message of JSON cut short, escapes decoded, up to an escape the cut split', () => {
    const note = "… [cut: the service's answer is larger than the part read]"
    expect(parseErrorBody('{"message": "a\\nb\\u00e9c\\"d', true).serverMessage).toBe(
      `a\nbéc"d${note}`
    )
    expect(parseErrorBody('{"message":"abc\\u00', true).serverMessage).toBe(`abc${note}`)
    expect(parseErrorBody('<html>' + 'z'.repeat(500), true).serverMessage).toMatch(
      /^the response body is not JSON: "<html>z{194}…" \[cut: /
    )
  })

  it('cuts a long message that was read whole, saying how long it was', async () => {
    await emu.addFault({ path: ARTIFACTS_PATH, status: 400, message: 'y'.repeat(300_000) })
    const { c } = client()
    const err = await caught(c.send(artifactRequest()))
    expect(err.serverMessage).toMatch(/^y{4096}… \[cut: 300000 characters in all\]$/)
  })

  it('redacts the token before a long plain-text error is cut to a snippet', async () => {
    // The 200-character snippet would end 14 characters into the token.
    const body = `${'E'.repeat(186)}${TOKEN}${' tail'.repeat(100)}`
    const stub = await startStub((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(body)
    })
    try {
      const { c } = client({ baseUrl: stub.url, maxRetries: 0 })
      const err = await caught(getJson(c, ['environments', ORG]))
      expect(err.message).toContain(`${'E'.repeat(186)}***`)
      expect(err.message).not.toContain(TOKEN.slice(0, 6))
    } finally {
      await stub.close()
    }
  })

  it('says to check the org and its token on a 403', async () => {
    const { c } = client()
    const err = await caught(getJson(c, ['environments', 'other-org']))
    expect(err.status).toBe(403)
    expect(err.message).toContain(
      "check that the org 'other-org' is right and that api-token belongs to that org"
    )
  })

  it('says plainly that an https base-url reached a plain-http server', async () => {
    let requests = 0
    const stub = await startStub((_req, res) => {
      requests++
      res.end('{}')
    })
    try {
      const { c, rec } = client({ baseUrl: stub.url.replace('http:', 'https:') })
      const err = await caught(getJson(c, ['environments', ORG], rec.hooks))
      expect(err.message).toContain(
        `base-url is https:// but the server at 127.0.0.1:${stub.port} does not speak TLS`
      )
      expect(err.message).not.toMatch(/SSL routines|ssl3|EPROTO/)
      expect(err.attempts).toBe(1)
      expect(rec.retries).toEqual([])
      expect(requests).toBe(0)
    } finally {
      await stub.close()
    }
  })
})
