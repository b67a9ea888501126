/**
 * The `http-proxy` tunnel (src/api/proxy.ts) against a small proxy on loopback that asks for
 * credentials: they go as Proxy-Authorization: Basic, and a refused tunnel fails the request
 * naming the proxy and where its address came from, not retried: a configuration error
 * (failure `proxy`), while a 5xx to CONNECT (the proxy could not reach the service) is a
 * failed connection, retried.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { Socket } from 'node:net'
import { ApiError, RecordsClient } from '../../src/api/client.js'
import { isRetried } from '../../src/delivery/status-policy.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'
import { ORG, TOKEN } from './helpers.js'

const BASIC = `Basic ${Buffer.from('ops:p@ss word').toString('base64')}`
/** Credentials this proxy answers 502 to: it could not reach the service. */
const BAD_GATEWAY = `Basic ${Buffer.from('far:away').toString('base64')}`

let proxy: http.Server
let port = 0
const asked: Array<string | undefined> = []

beforeAll(async () => {
  proxy = http.createServer((_req, res) => res.writeHead(405).end())
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket) => {
    asked.push(req.headers['proxy-authorization'])
    // Never lets anyone through: enough to see what was asked and what a refusal does.
    const auth = req.headers['proxy-authorization']
    const status = auth === BAD_GATEWAY ? 502 : auth === BASIC ? 403 : 407
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n\r\n`)
  })
  port = await listenOnLoopback(proxy)
})
afterAll(() => closeServer(proxy))

/** A loopback port nothing listens on (a server opened and closed). */
async function closedPort(): Promise<number> {
  const server = http.createServer()
  const free = await listenOnLoopback(server)
  await closeServer(server)
  return free
}

function client(proxyUrl: string, maxRetries = 0, proxyFrom?: string): RecordsClient {
  return new RecordsClient({
    baseUrl: 'https://records.test/api/v2',
    token: TOKEN,
    maxRetries,
    timeoutSeconds: 5,
    sleep: async () => undefined,
    retryable: isRetried,
    proxy: proxyUrl,
    ...(proxyFrom !== undefined && { proxyFrom })
  })
}

describe('the http-proxy tunnel', () => {
  it('sends the credentials of the proxy address, and fails naming the proxy that refused, once', async () => {
    asked.length = 0
    const err = await client(`http://ops:p%40ss%20word@127.0.0.1:${port}`, 3)
      .send({ method: 'GET', path: ['environments', ORG] })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toContain(
      `the proxy 127.0.0.1:${port} (from the http-proxy input) answered 403 Forbidden to CONNECT records.test:443: the proxy refused the tunnel`
    )
    // A configuration error: not retried (one tunnel asked for), and never the credentials.
    expect((err as ApiError).failure).toBe('proxy')
    expect((err as ApiError).attempts).toBe(1)
    expect(asked).toEqual([BASIC])
    expect((err as ApiError).message).not.toContain('p@ss')
  })

  it('names the variable the address came from, and a closed port as unreachable', async () => {
    const closed = await closedPort()
    const err = await client(`http://127.0.0.1:${closed}`, 3, 'the KOSLI_HTTP_PROXY variable')
      .send({ method: 'GET', path: ['environments', ORG] })
      .catch((e: unknown) => e)
    expect((err as ApiError).failure).toBe('proxy')
    expect((err as ApiError).attempts).toBe(1)
    expect((err as ApiError).message).toMatch(
      new RegExp(
        `failed: the proxy 127\\.0\\.0\\.1:${closed} \\(from the KOSLI_HTTP_PROXY variable\\) cannot be reached: .*ECONNREFUSED`
      )
    )
  })

  it('takes a 5xx to CONNECT as a failed connection to the service: retried, proxy named', async () => {
    asked.length = 0
    const err = await client(`http://far:away@127.0.0.1:${port}`, 1)
      .send({ method: 'GET', path: ['environments', ORG] })
      .catch((e: unknown) => e)
    expect((err as ApiError).failure).toBe('connection')
    expect((err as ApiError).attempts).toBe(2)
    expect((err as ApiError).message).toContain(
      `the proxy 127.0.0.1:${port} (from the http-proxy input) answered 502 Bad Gateway to CONNECT records.test:443: it could not reach the service`
    )
  })

  it('asks without credentials when the address has none', async () => {
    asked.length = 0
    const err = await client(`http://127.0.0.1:${port}`)
      .send({ method: 'GET', path: ['environments', ORG] })
      .catch((e: unknown) => e)
    expect((err as ApiError).message).toContain('answered 407 Proxy Authentication Required')
    expect(asked).toEqual([undefined])
  })
})
