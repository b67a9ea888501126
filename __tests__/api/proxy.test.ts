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
import { PROXY_FAILURE, describeEnvProxyFailure, envProxyVariable } from '../../src/api/proxy.js'
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

describe("the runner's proxy (HTTPS_PROXY, HTTP_PROXY), whose tunnel @actions/http-client opens", () => {
  const target = new URL('https://records.test/api/v2/environments/acme')
  const proxy = new URL('http://proxy.corp:3128')

  it('names the variable the address came from, lower case first as http-client reads them', () => {
    expect(envProxyVariable(target, { HTTPS_PROXY: 'http://p:1' })).toBe('HTTPS_PROXY')
    expect(envProxyVariable(target, { https_proxy: 'http://p:1', HTTPS_PROXY: 'x' })).toBe(
      'https_proxy'
    )
    expect(envProxyVariable(new URL('http://records.test/'), { HTTP_PROXY: 'x' })).toBe(
      'HTTP_PROXY'
    )
  })

  it('words its tunnel failures naming the proxy: unreachable and refusing are its own', () => {
    const reset = describeEnvProxyFailure(
      { message: 'tunneling socket could not be established, cause=socket hang up' },
      proxy,
      'HTTPS_PROXY',
      target
    )
    expect([reset?.message, (reset as { code?: string })?.code]).toEqual([
      'the proxy proxy.corp:3128 (from HTTPS_PROXY) cannot be reached: socket hang up',
      PROXY_FAILURE
    ])
    const refused = describeEnvProxyFailure(
      { message: 'tunneling socket could not be established, statusCode=407' },
      proxy,
      'HTTPS_PROXY',
      target
    )
    expect(refused?.message).toBe(
      'the proxy proxy.corp:3128 (from HTTPS_PROXY) answered 407 Proxy Authentication Required to CONNECT records.test:443: the proxy refused the tunnel (check its address, and its user:password if it asks for them)'
    )
    expect((refused as { code?: string })?.code).toBe(PROXY_FAILURE)
    // A 5xx: the proxy could not reach the service, a failed connection (an outage).
    const far = describeEnvProxyFailure(
      { message: 'tunneling socket could not be established, statusCode=502' },
      proxy,
      'HTTPS_PROXY',
      target
    )
    expect((far as { code?: string })?.code).toBe('ECONNREFUSED')
    // Not the tunnel's failure: not the proxy's.
    expect(
      describeEnvProxyFailure({ message: 'read ECONNRESET' }, proxy, 'HTTPS_PROXY', target)
    ).toBeUndefined()
  })
})
