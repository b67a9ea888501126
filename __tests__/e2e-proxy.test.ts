/**
 * HTTP_PROXY / HTTPS_PROXY / NO_PROXY honoured by the bundled action (through
 * @actions/http-client), proven with a CONNECT proxy on loopback that counts what it forwarded.
 *
 * @actions/http-client never proxies a loopback host (localhost, 127.*, [::1]), so the emulator
 * is addressed as [::ffff:127.0.0.1] (the IPv4-mapped form of 127.0.0.1: still this machine,
 * but not on that list), and the HTTPS test uses a name only the proxy can resolve.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import https from 'node:https'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Emulator } from '../emulator/server.js'
import type { ActionRun } from '../demo/runner.js'
import type { SampleWorkspace } from '../demo/workspace.js'
import { reportWith, sampleEmulatorAround, sampleWorkspaceAround } from './helpers/e2e.js'
import { startConnectProxy, type ConnectProxy } from './helpers/connect-proxy.js'
import { startGitHubStub } from './helpers/github-stub.js'
import { closeServer, listenOnLoopback } from './helpers/loopback.js'

const TOKEN = 'proxy-token-61d0e8'
/** 127.0.0.1 as a URL host that @actions/http-client does not treat as loopback. */
const MAPPED = '[::ffff:7f00:1]'

let emulator: Emulator
let proxy: ConnectProxy
let ws: SampleWorkspace

sampleEmulatorAround(TOKEN, (started) => (emulator = started))
sampleWorkspaceAround((created) => (ws = created))
beforeAll(async () => {
  proxy = await startConnectProxy({ hosts: { 'records.test': '127.0.0.1' } })
})
afterAll(async () => {
  await proxy.close()
})
beforeEach(() => emulator.reset())

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

  it('sends the check run to the GitHub API through HTTP_PROXY too', async () => {
    const github = await startGitHubStub()
    try {
      const port = Number(new URL(github.url).port)
      const before = tunnelsTo(port)
      const r = await report(
        `http://${MAPPED}:${emulator.port}/api/v2`,
        { GITHUB_API_URL: `http://${MAPPED}:${port}` },
        { 'github-token': 'ghs_proxytest', junit: 'test-results/*.xml' }
      )
      expect(r.code).toBe(0)
      expect(github.requests().length).toBeGreaterThan(0)
      expect(tunnelsTo(port) - before).toBeGreaterThan(0)
      expect(r.outputs['check-run-url']).toMatch(/^https:\/\/github\.example\//)
    } finally {
      await github.close()
    }
  })
})

describe('HTTPS_PROXY', () => {
  let tls: { dir: string; key: Buffer; cert: Buffer }
  let front: https.Server
  let frontPort: number

  beforeAll(async () => {
    // A certificate for records.test, trusted by the action through NODE_EXTRA_CA_CERTS.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'proxy-tls-'))
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=records.test']
        .concat(['-addext', 'subjectAltName=DNS:records.test'])
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' }
    )
    tls = {
      dir,
      key: await readFile(path.join(dir, 'key.pem')),
      cert: await readFile(path.join(dir, 'cert.pem'))
    }
    // TLS in front of the emulator: https://records.test:PORT → http://127.0.0.1:EMULATOR.
    front = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: emulator.port,
          path: req.url,
          method: req.method,
          headers: req.headers
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers)
          up.pipe(res)
        }
      )
      req.pipe(upstream)
    })
    frontPort = await listenOnLoopback(front)
  })
  afterAll(async () => {
    await closeServer(front)
    await rm(tls.dir, { recursive: true, force: true })
  })

  it('tunnels https requests through HTTPS_PROXY (HTTP_PROXY unset)', async () => {
    const before = proxy.forwarded().filter((f) => f.target === `records.test:${frontPort}`).length
    const r = await report(`https://records.test:${frontPort}/api/v2`, {
      HTTP_PROXY: undefined,
      HTTPS_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: path.join(tls.dir, 'cert.pem')
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const tunnels = proxy.forwarded().filter((f) => f.target === `records.test:${frontPort}`)
    expect(tunnels.length - before).toBe(2)
    expect(tunnels.every((t) => t.method === 'CONNECT')).toBe(true)
    expect(emulator.requests().map((q) => q.method)).toEqual(['POST', 'GET'])
  })
})
