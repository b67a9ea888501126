/**
 * HTTP_PROXY / NO_PROXY honoured by the action's run() in process (through
 * @actions/http-client), proven with a CONNECT proxy on loopback that counts what it forwarded.
 *
 * @actions/http-client never proxies a loopback host (localhost, 127.*, [::1]), so the emulator
 * is addressed as [::ffff:127.0.0.1] (the IPv4-mapped form of 127.0.0.1: still this machine,
 * but not on that list).
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import http from 'node:http'
import type { Socket } from 'node:net'
import { reportWith, samplePartsAround, serverAround } from '../helpers/e2e.js'
import { startConnectProxy, type ConnectProxy } from '../helpers/connect-proxy.js'
import { closeServer, deadLoopbackUrl, listenOnLoopback } from '../helpers/loopback.js'

const TOKEN = 'proxy-token-61d0e8'
/** 127.0.0.1 as a URL host that @actions/http-client does not treat as loopback. */
const MAPPED = '[::ffff:7f00:1]'

let emulator: Emulator
let proxy: ConnectProxy
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
serverAround(
  () => startConnectProxy({ hosts: { 'records.test': '127.0.0.1' } }),
  (started) => (proxy = started)
)

function report(
  baseUrl: string,
  env: Record<string, string | undefined>,
  inputs: Record<string, string> = {}
): Promise<ActionRun> {
  return reportWith(
    ws,
    baseUrl,
    TOKEN,
    { 'max-retries': '0', ...inputs },
    { env: { HTTP_PROXY: proxy.url, NO_PROXY: '', ...env }, timeoutMs: 30_000 }
  )
}

const tunnelsTo = (port: number) =>
  proxy.forwarded().filter((f) => f.target.endsWith(`:${port}`)).length

describe('HTTP_PROXY and NO_PROXY', () => {
  it('sends every request to the service through HTTP_PROXY', async () => {
    const before = tunnelsTo(emulator.port)
    const r = await report(`http://${MAPPED}:${emulator.port}/api/v2`, {})
    expect(r.code).toBe(0)
    const received = emulator.requests()
    expect(received.map((q) => q.method)).toEqual(['POST', 'GET'])
    // One tunnel per request (no keep-alive), each to the emulator.
    expect(tunnelsTo(emulator.port) - before).toBe(received.length)
    expect(emulator.state().artifacts).toHaveLength(1)
  })

  it('goes direct when NO_PROXY covers the host', async () => {
    const before = proxy.forwarded().length
    const r = await report(`http://${MAPPED}:${emulator.port}/api/v2`, { NO_PROXY: MAPPED })
    expect(r.code).toBe(0)
    expect(emulator.requests()).toHaveLength(2)
    expect(proxy.forwarded().length - before).toBe(0)
  })

  it('goes direct for a loopback host whatever the proxy settings (http-client rule)', async () => {
    const before = proxy.forwarded().length
    const r = await report(emulator.url, {})
    expect(r.code).toBe(0)
    expect(emulator.requests()).toHaveLength(2)
    expect(proxy.forwarded().length - before).toBe(0)
  })

  it('fails clearly, naming HTTP_PROXY, sending nothing elsewhere, when the proxy is down', async () => {
    const r = await report(`http://${MAPPED}:${emulator.port}/api/v2`, {
      HTTP_PROXY: 'http://127.0.0.1:9'
    })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(
      /::error::.*the proxy 127\.0\.0\.1:9 \(from HTTP_PROXY\) cannot be reached: .*ECONNREFUSED/
    )
    expect(emulator.requests()).toHaveLength(0)
  })
})

/** A proxy that refuses every tunnel with 407, counting what it was asked. */
async function startRefusingProxy(): Promise<{
  url: string
  asked: () => number
  close: () => Promise<void>
}> {
  let asked = 0
  const server = http.createServer((_req, res) => res.writeHead(405).end())
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    asked++
    socket.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n')
  })
  const port = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}`, asked: () => asked, close: () => closeServer(server) }
}

describe('a proxy that is the problem (KOSLI_HTTP_PROXY): a configuration error, not an outage', () => {
  let refusing: Awaited<ReturnType<typeof startRefusingProxy>>
  serverAround(startRefusingProxy, (started) => (refusing = started))

  /** The report with the default retries and `on-service-down: defer`, through `proxyUrl`. */
  const throughProxy = (proxyUrl: string): Promise<ActionRun> =>
    reportWith(
      ws,
      emulator.url,
      TOKEN,
      { junit: 'test-results/*.xml', flow: 'shop' },
      { env: { KOSLI_HTTP_PROXY: proxyUrl }, timeoutMs: 30_000 }
    )

  it('a closed port: exit 1, the proxy and KOSLI_HTTP_PROXY named once, nothing deferred', async () => {
    const closed = await deadLoopbackUrl()
    const r = await throughProxy(closed)
    expect(r.code).toBe(1)
    const host = new URL(closed).host
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(
      `the proxy ${host} (from the KOSLI_HTTP_PROXY variable) cannot be reached`
    )
    expect(errors[0]).toContain('Nothing more was sent.')
    // Not an outage: nothing deferred, no outbox, no retry, no "service is down".
    expect(r.outputs['outbox-count'] ?? '0').toBe('0')
    expect(r.stdout).not.toMatch(/deferred|service is down|retrying|outbox/i)
    // The summary escapes the name's underscores for markdown.
    expect(r.summary).toContain(`the proxy ${host} (from the KOSLI&#95;HTTP&#95;PROXY variable)`)
    expect(r.summary).toContain('was skipped: the proxy cannot be used')
    expect(emulator.requests()).toHaveLength(0)
  })

  it('a 407: exit 1, the refusal named, one tunnel asked for, nothing deferred', async () => {
    const before = refusing.asked()
    const r = await throughProxy(refusing.url)
    expect(r.code).toBe(1)
    const host = new URL(refusing.url).host
    expect(r.stdout).toMatch(
      new RegExp(
        `::error::.*the proxy ${host.replace(/\./g, '\\.')} \\(from the KOSLI_HTTP_PROXY variable\\) answered 407 Proxy Authentication Required`
      )
    )
    expect(r.outputs['outbox-count'] ?? '0').toBe('0')
    expect(r.stdout).not.toMatch(/service is down|retrying/i)
    // The first round's writes went together; nothing after the stop (no retry, no search).
    expect(refusing.asked() - before).toBeLessThanOrEqual(2)
    expect(emulator.requests()).toHaveLength(0)
  })
})

// The check run through HTTP_PROXY and HTTPS_PROXY with NODE_EXTRA_CA_CERTS depend on what a
// process reads at start: they are in dist-smoke.test.ts, against the bundle.
