/**
 * The `http-proxy` tunnel (src/api/proxy.ts) against a small proxy on loopback that asks for
 * credentials: they go as Proxy-Authorization: Basic, and a refused tunnel fails the request
 * naming the proxy (retried like a failed connection, as no answer came from the service).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import type { Socket } from 'node:net'
import { ApiError, RecordsClient } from '../../src/api/client.js'
import { isRetried } from '../../src/delivery/status-policy.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'
import { ORG, TOKEN } from './helpers.js'

const BASIC = `Basic ${Buffer.from('ops:p@ss word').toString('base64')}`

let proxy: http.Server
let port = 0
const asked: Array<string | undefined> = []

beforeAll(async () => {
  proxy = http.createServer((_req, res) => res.writeHead(405).end())
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket) => {
    asked.push(req.headers['proxy-authorization'])
    // Never lets anyone through: enough to see what was asked and what a refusal does.
    const status = req.headers['proxy-authorization'] === BASIC ? 403 : 407
    socket.end(
      `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Proxy Authentication Required'}\r\n\r\n`
    )
  })
  port = await listenOnLoopback(proxy)
})
afterAll(() => closeServer(proxy))

function client(proxyUrl: string, maxRetries = 0): RecordsClient {
  return new RecordsClient({
    baseUrl: 'https://records.test/api/v2',
    token: TOKEN,
    maxRetries,
    timeoutSeconds: 5,
    sleep: async () => undefined,
    retryable: isRetried,
    proxy: proxyUrl
  })
}

describe('the http-proxy tunnel', () => {
  it('sends the credentials of the proxy address, and fails naming the proxy that refused', async () => {
    asked.length = 0
    const err = await client(`http://ops:p%40ss%20word@127.0.0.1:${port}`, 1)
      .send({ method: 'GET', path: ['environments', ORG] })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toContain(
      `the proxy 127.0.0.1:${port} (http-proxy) answered 403 Forbidden to CONNECT records.test:443`
    )
    // No answer from the service: retried like a failed connection (2 attempts, 2 tunnels).
    expect((err as ApiError).attempts).toBe(2)
    expect(asked).toEqual([BASIC, BASIC])
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
