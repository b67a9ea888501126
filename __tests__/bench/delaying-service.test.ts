/**
 * The delaying front of bench/latency.ts: it holds records requests, passes answers on
 * unchanged, and counts the requests, the most in flight at once and the longest chain: the
 * figures the latency rows are checked on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { startDelayingService, type DelayingService } from '../../bench/delaying-service.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

let upstream: http.Server
let service: DelayingService
/** Answers of the upstream kept back (paths under /api/v2/gate/) until a test releases them. */
let gated: Array<() => void> = []

beforeAll(async () => {
  // Answers with what it was asked, so a test can see the request went through whole: at once,
  // or, under /gate/, when the test says, so that requests are in flight together whatever
  // the machine's load.
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = JSON.stringify({
        method: req.method,
        url: req.url,
        body: `${Buffer.concat(chunks)}`
      })
      const reply = (): void => {
        res.writeHead(req.url?.endsWith('/gone') ? 503 : 201, {
          'content-type': 'application/json',
          'x-upstream': 'yes'
        })
        res.end(body)
      }
      if (req.url?.includes('/gate/')) gated.push(reply)
      else reply()
    })
  })
  const port = await listenOnLoopback(upstream)
  service = await startDelayingService(`http://127.0.0.1:${port}`)
})
afterAll(async () => {
  await service.close()
  await closeServer(upstream)
})
beforeEach(() => {
  service.setHold(() => 0)
  service.reset()
  gated = []
})

/** Lets every answer kept back go, once `count` are waiting. */
async function release(count: number): Promise<void> {
  await until(() => gated.length === count)
  expect(gated).toHaveLength(count)
  for (const reply of gated.splice(0)) reply()
}

const origin = (): string => service.url.replace(/\/api\/v2$/, '')

/** The number in flight now: reset() starts the most over from those still in flight. */
function inFlightNow(): number {
  service.reset()
  return service.counts().maxInFlight
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
}

describe('the delaying service', () => {
  it('passes the answer on unchanged, after holding it', async () => {
    service.setHold(() => 120)
    const start = Date.now()
    const res = await fetch(`${service.url}/artifacts/acme/shop`, { method: 'POST', body: 'abc' })
    const elapsed = Date.now() - start
    expect(res.status).toBe(201)
    expect(res.headers.get('x-upstream')).toBe('yes')
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/v2/artifacts/acme/shop',
      body: 'abc'
    })
    expect(elapsed).toBeGreaterThanOrEqual(115)
    expect((await fetch(`${service.url}/gone`)).status).toBe(503)
    expect(service.counts()).toEqual({ requests: 2, maxInFlight: 1, inSeries: 2 })
  })

  it('counts every request held at once, and one at a time as one', async () => {
    service.setHold(() => 20)
    const asked = Promise.all(
      Array.from({ length: 7 }, (_, i) => fetch(`${service.url}/gate/${i}`))
    )
    await release(7)
    expect((await asked).map((r) => r.status)).toEqual(Array(7).fill(201))
    expect(service.counts()).toEqual({ requests: 7, maxInFlight: 7, inSeries: 1 })

    service.reset()
    service.setHold(() => 20)
    for (let i = 0; i < 3; i++) await (await fetch(`${service.url}/search/${i}`)).text()
    expect(service.counts()).toEqual({ requests: 3, maxInFlight: 1, inSeries: 3 })
  })

  it('counts in series only the requests sent after an answer', async () => {
    service.setHold(() => 20)
    const ask = (path: string): Promise<string> =>
      fetch(`${service.url}/${path}`).then((r) => r.text())
    // A second request sent while the first is in flight, then a third after both answers: a
    // pool of two with three requests waits for two round trips, not three.
    const first = ask('gate/1')
    await until(() => gated.length === 1)
    const second = ask('gate/2')
    await release(2)
    await Promise.all([first, second])
    await ask('search/3')
    expect(service.counts()).toEqual({ requests: 3, maxInFlight: 2, inSeries: 2 })
  })

  it('asks for a hold per request, as it arrives', async () => {
    const holds = [500, 0]
    service.setHold(() => holds.shift() ?? 0)
    const done: string[] = []
    const ask = (name: string): Promise<void> =>
      fetch(`${service.url}/search/${name}`)
        .then((r) => r.text())
        .then(() => void done.push(name))
    const held = ask('held')
    await until(() => service.counts().requests === 1)
    await Promise.all([held, ask('at once')])
    expect(holds).toEqual([])
    expect(done).toEqual(['at once', 'held'])
  })

  it('no longer counts a request in flight once its client has gone away', async () => {
    service.setHold(() => 5_000)
    const gone = new AbortController()
    const asked = fetch(`${service.url}/search/x`, { signal: gone.signal }).catch(() => 'aborted')
    await until(() => service.counts().requests === 1)
    expect(inFlightNow()).toBe(1)
    gone.abort()
    expect(await asked).toBe('aborted')
    await until(() => inFlightNow() === 0)
    expect(inFlightNow()).toBe(0)
  })

  it('passes other paths through at once, uncounted', async () => {
    service.setHold(() => 5_000)
    const start = Date.now()
    const res = await fetch(`${origin()}/_emulator/state`)
    expect(res.status).toBe(201)
    expect(Date.now() - start).toBeLessThan(2_000)
    expect(service.counts()).toEqual({ requests: 0, maxInFlight: 0, inSeries: 0 })
  })
})
