/**
 * Corporate networks (README, "Proxies and a company CA"): the `http-proxy` input or
 * KOSLI_HTTP_PROXY sends every request to the service through that proxy, as the Kosli CLI's
 * `--http-proxy` does — over HTTPS_PROXY and NO_PROXY; a service whose certificate a company CA
 * signed is trusted with NODE_EXTRA_CA_CERTS, and without it the error says so.
 *
 * Real parts on loopback: a CONNECT proxy that resolves `records.test` itself (the action
 * cannot: reaching it proves the proxy was used), and the emulator behind an HTTPS front whose
 * certificate the test CA in __tests__/fixtures/tls/ signed. NODE_EXTRA_CA_CERTS is read when
 * node starts, so that run is the action in a child process (the source through tsx); the
 * others run in process.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import https from 'node:https'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { runAction } from '../../demo/runner.js'
import {
  errorMessages,
  reportWith,
  samplePartsAround,
  serverAround,
  withoutMasks
} from '../helpers/e2e.js'
import { startConnectProxy, type ConnectProxy } from '../helpers/connect-proxy.js'
import { deadLoopbackUrl, forwardTo, listenOnLoopback } from '../helpers/loopback.js'

const TOKEN = 'corporate-token-4f7a19c2'
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const TLS = path.join(ROOT, '__tests__/fixtures/tls')
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href

let emulator: Emulator
let ws: SampleWorkspace
let proxy: ConnectProxy
let front: https.Server
let tlsPort = 0

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
serverAround(
  () => startConnectProxy({ hosts: { 'records.test': '127.0.0.1' } }),
  (started) => (proxy = started)
)
beforeAll(async () => {
  // The records service over HTTPS, with a certificate of the company CA.
  front = https.createServer(
    {
      key: readFileSync(path.join(TLS, 'service.key')),
      cert: readFileSync(path.join(TLS, 'service.pem'))
    },
    forwardTo(emulator.url)
  )
  front.on('tlsClientError', () => undefined)
  tlsPort = await listenOnLoopback(front)
})
afterAll(async () => {
  await new Promise<void>((resolve) => {
    front.closeAllConnections()
    front.close(() => resolve())
  })
})

const connectsTo = (target: string): number =>
  proxy.forwarded().filter((f) => f.method === 'CONNECT' && f.target === target).length

describe('KOSLI_HTTP_PROXY and a company CA', () => {
  it('a run behind the proxy, to an HTTPS service under a company CA given in NODE_EXTRA_CA_CERTS', async () => {
    const before = connectsTo(`records.test:${tlsPort}`)
    const run = await runAction({
      workspace: ws.dir,
      entry: path.join(ROOT, 'src/index.ts'),
      inputs: {
        'api-token': TOKEN,
        'base-url': `https://records.test:${tlsPort}`,
        org: 'acme',
        flow: 'shop',
        artifacts: 'build/shop.tar.gz',
        'max-retries': '0',
        'github-token': ''
      },
      env: {
        GITHUB_SHA: ws.head,
        KOSLI_HTTP_PROXY: proxy.url,
        // The CLI's flag wins over the runner's proxy variables, and over NO_PROXY.
        HTTPS_PROXY: await deadLoopbackUrl(),
        NO_PROXY: 'records.test',
        NODE_EXTRA_CA_CERTS: path.join(TLS, 'ca.pem'),
        NODE_OPTIONS: `--import=${TSX}`,
        TSX_DISABLE_CACHE: '1'
      },
      timeoutMs: 60_000
    })
    await rm(run.runnerTemp, { recursive: true, force: true })
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(run.outputs.recorded).toBe('true')
    expect(emulator.state().artifacts).toHaveLength(1)
    // Only the proxy knows records.test: every request went through it, in a tunnel.
    expect(emulator.requests().length).toBeGreaterThanOrEqual(2)
    expect(connectsTo(`records.test:${tlsPort}`) - before).toBeGreaterThanOrEqual(1)
  }, 90_000)

  it('the proxy is used even for a loopback service and a NO_PROXY that names it', async () => {
    const before = connectsTo(`127.0.0.1:${emulator.port}`)
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { 'max-retries': '0' },
      { env: { KOSLI_HTTP_PROXY: proxy.url, NO_PROXY: '*' } }
    )
    expect(r.code).toBe(0)
    expect(emulator.requests().map((q) => q.method)).toEqual(['POST', 'GET'])
    expect(connectsTo(`127.0.0.1:${emulator.port}`) - before).toBeGreaterThanOrEqual(1)
  })

  it('a proxy that is down: the write fails naming the proxy', async () => {
    const dead = await deadLoopbackUrl()
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { 'max-retries': '0', 'on-service-down': 'fail' },
      { env: { KOSLI_HTTP_PROXY: dead } }
    )
    expect(r.code).toBe(1)
    expect(errorMessages(r)).toContain(
      `the proxy ${new URL(dead).host} (from the KOSLI_HTTP_PROXY variable) cannot be reached`
    )
    expect(emulator.requests()).toEqual([])
  })

  it('not a proxy address: refused before any request, naming the variable, without the password', async () => {
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      {},
      { env: { KOSLI_HTTP_PROXY: 'http://ops:s3cret-proxy-pass@proxy.corp:3128/path' } }
    )
    expect(r.code).toBe(1)
    const message = errorMessages(r)
    expect(message).toContain("Input 'http-proxy' (from KOSLI_HTTP_PROXY) is not a proxy address")
    // Masked (the runner hides the ::add-mask:: line itself) and never printed.
    expect(withoutMasks(r.stdout) + r.summary).not.toContain('s3cret-proxy-pass')
    expect(emulator.requests()).toEqual([])
  })

  it('without the company CA: the error names NODE_EXTRA_CA_CERTS and NODE_USE_SYSTEM_CA', async () => {
    const r = await reportWith(ws, `https://127.0.0.1:${tlsPort}`, TOKEN, { 'max-retries': '3' })
    expect(r.code).toBe(1)
    const message = errorMessages(r)
    expect(message).toContain('UNABLE_TO_VERIFY_LEAF_SIGNATURE')
    expect(message).toContain('NODE_EXTRA_CA_CERTS=/path/to/company-ca.pem')
    expect(message).toContain('NODE_USE_SYSTEM_CA=1')
    // A certificate a retry cannot fix is not retried, and nothing reached the service.
    expect(r.stdout).not.toMatch(/attempt 1\/4 failed/)
    expect(emulator.requests()).toEqual([])
  })
})
