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
import { reportWith, samplePartsAround, serverAround } from '../helpers/e2e.js'
import { startConnectProxy, type ConnectProxy } from '../helpers/connect-proxy.js'

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

  it('fails clearly, sending nothing elsewhere, when the proxy is down', async () => {
    const r = await report(`http://${MAPPED}:${emulator.port}/api/v2`, {
      HTTP_PROXY: 'http://127.0.0.1:9'
    })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/::error::.*ECONNREFUSED/)
    expect(emulator.requests()).toHaveLength(0)
  })
})

// The check run through HTTP_PROXY and HTTPS_PROXY with NODE_EXTRA_CA_CERTS depend on what a
// process reads at start: they are in dist-smoke.test.ts, against the bundle.
