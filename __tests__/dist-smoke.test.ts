/**
 * Smoke tests of the bundle, run as GitHub's runner runs it: `node index.js` in a child process
 * with a runner's environment (demo/runner.ts). Everything else tests src/ in process
 * (helpers/action.ts); these few check what only the bundle can show (ncc's bundling, and
 * what a process reads once at start: NODE_EXTRA_CA_CERTS, the proxy @actions/github picks at
 * import).
 *
 * They run the committed bundle, dist/index.js: `npm run check-dist` (run by .ci/run before the
 * tests) fails when it is not what src/ builds, so a stale bundle cannot pass CI. Building it
 * here instead cost a third of the test run.
 *
 * They run on this process's Node and, when SMOKE_NODE names another Node binary, on that one
 * too: .ci/run gives them Node 24, which runners use for the action (action.yml `using:
 * node24`), where development may be on Node 20.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Emulator } from '../emulator/server.js'
import { dirSha256 } from '../src/fingerprint/dir.js'
import { runAction, type ActionRun, type RunActionOptions } from '../demo/runner.js'
import type { SampleWorkspace } from '../demo/workspace.js'
import {
  SAMPLE_ORG,
  errorLines,
  printedBy,
  sampleEmulatorAround,
  sampleWorkspaceAround,
  unescapeCommand
} from './helpers/e2e.js'
import { startConnectProxy, type ConnectProxy } from './helpers/connect-proxy.js'
import { buildVectorTrees, vectors } from './helpers/fingerprint-trees.js'
import { startGitHubStub } from './helpers/github-stub.js'
import { closeServer, deadLoopbackUrl, listenOnLoopback } from './helpers/loopback.js'
import { startArtifactStub } from './helpers/artifact-stub.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TOKEN = 'smoke-token-0e7b43'
/** 127.0.0.1 as a URL host that @actions/http-client does not treat as loopback. */
const MAPPED = '[::ffff:7f00:1]'

const ENTRY = path.join(ROOT, 'dist/index.js')

/** [version, binary] of each Node the bundle is run on: this one, and SMOKE_NODE if set. */
function smokeNodes(): Array<[string, string]> {
  const nodes: Array<[string, string]> = [[process.version, process.execPath]]
  const other = process.env.SMOKE_NODE
  if (other) nodes.push([execFileSync(other, ['--version'], { encoding: 'utf8' }).trim(), other])
  return nodes
}

/** The Node binary of the tests being run (set by each block of describe.each). */
let runtime = process.execPath
let emulator: Emulator
let ws: SampleWorkspace
let proxy: ConnectProxy

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run 'npm run package' first`)
  proxy = await startConnectProxy({ hosts: { 'records.test': '127.0.0.1' } })
})
afterAll(async () => {
  await proxy?.close()
})
sampleEmulatorAround(TOKEN, (started) => (emulator = started))
sampleWorkspaceAround((created) => (ws = created))

/** The bundle run in the sample checkout against `baseUrl`; its runner temp folder removed. */
async function bundle(
  inputs: Record<string, string>,
  opts: Partial<RunActionOptions> = {}
): Promise<ActionRun> {
  const r = await runAction({
    workspace: ws.dir,
    entry: ENTRY,
    node: runtime,
    timeoutMs: 60_000,
    ...opts,
    inputs: {
      'api-token': TOKEN,
      'base-url': emulator.url,
      org: SAMPLE_ORG,
      'github-token': '',
      flow: 'shop',
      artifacts: 'build/shop.tar.gz',
      ...inputs
    },
    env: { GITHUB_SHA: ws.head, ...opts.env }
  })
  await rm(r.runnerTemp, { recursive: true, force: true })
  return r
}

describe.each(smokeNodes())('the committed bundle (dist/index.js) on Node %s', (_, node) => {
  beforeAll(() => {
    runtime = node
  })

  it('reports an artifact and a JUnit attestation to the emulator', async () => {
    emulator.reset()
    const r = await bundle({ junit: 'test-results/*.xml' })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(emulator.requests().map((q) => `${q.method} ${q.path}`)).toEqual([
      'POST /api/v2/artifacts/acme/shop',
      `POST /api/v2/attestations/acme/shop/trail/${ws.head}/junit`,
      `GET /api/v2/search/acme/sha/${ws.head}`
    ])
    expect(r.outputs['tests-total']).toBe('5')
    // The version was inlined from package.json when the bundle was built.
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'))
    expect(emulator.requests()[0].headers['user-agent']).toBe(`records-action/${version}`)
    expect(r.summary).toContain('expected 90 but got 100')
    expect(r.stdout).toContain(`::add-mask::${TOKEN}`)
    expect(printedBy(r)).not.toContain(TOKEN)
  })

  it('defers to a sealed outbox, then replays it by run id, printing nothing outside its lines', async () => {
    const stub = await startArtifactStub()
    const dead = await deadLoopbackUrl()
    const runner = (run: string): Record<string, string> => ({
      ...stub.envFor(run),
      GITHUB_API_URL: stub.url
    })
    try {
      const outage = await bundle(
        { 'base-url': dead, junit: 'test-results/*.xml', 'max-retries': '0' },
        { env: runner('4242') }
      )
      expect(outage.code).toBe(0)
      expect(outage.outputs['outbox-artifact']).toBe(
        'records-outbox-4242-build-1-__acme_records-action'
      )
      emulator.reset()
      const replay = await bundle(
        { command: 'replay', 'run-id': '4242', 'github-token': 'ghs_smoke0123456789abcdef' },
        { env: runner('5000') }
      )
      expect(replay.code).toBe(0)
      // Node warns of the unzip code's `new Buffer()` (DEP0005) for a bundle: not in our log.
      expect(replay.stderr).toBe('')
      expect(emulator.requests().filter((q) => q.method === 'POST')).toHaveLength(2)
      expect(replay.outputs.recorded).toBe('true')
    } finally {
      await stub.close()
    }
  }, 60_000)

  it('gives the shared file fingerprint vectors', async () => {
    const W = buildVectorTrees()
    try {
      const r = await runAction({
        workspace: W,
        entry: ENTRY,
        node: runtime,
        inputs: {
          command: 'fingerprint',
          'artifact-type': 'file',
          artifacts: vectors.file_vectors.map((v) => v.path).join('\n')
        }
      })
      await rm(r.runnerTemp, { recursive: true, force: true })
      expect(r.code).toBe(0)
      const got = JSON.parse(r.outputs.fingerprints) as Array<{ fingerprint: string }>
      expect(got.map((g) => g.fingerprint)).toEqual(vectors.file_vectors.map((v) => v.expected))
    } finally {
      await rm(W, { recursive: true, force: true })
    }
  })

  it('leaves the OIDC client and undici out of what every step loads (docs/startup.md)', async () => {
    // patches/@actions+core+*.patch makes @actions/core import its OIDC client on demand; without
    // it, every step evaluates undici (about 70 ms of CPU) through @actions/http-client.
    const entry = await readFile(ENTRY, 'utf8')
    expect(entry).not.toContain('class OidcClient')
    expect(entry).not.toMatch(/class (?:ProxyAgent|Dispatcher) extends/) // undici's
    expect(entry.length).toBeLessThan(512 * 1024)
  })

  it('hashes a tree on its threads and this one as src/ does, without the HTTP stack', async () => {
    // ncc bundles hash-batch.ts, whose source text the worker threads run. A run that sends
    // nothing never loads node:http (src/api/api-errors.ts; docs/startup.md).
    const W = await mkdtemp(path.join(os.tmpdir(), 'smoke-tree-'))
    const probe = path.join(W, 'probe.cjs')
    const loaded = path.join(W, 'loaded.txt')
    await writeFile(
      probe,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join('\\n')))`
    )
    try {
      for (let i = 0; i < 400; i++) {
        const dir = path.join(W, 'tree', `d${i % 4}`)
        await mkdir(dir, { recursive: true })
        await writeFile(path.join(dir, `f${i}`), randomBytes((i * 7919) % 300_000))
      }
      const r = await runAction({
        workspace: W,
        entry: ENTRY,
        node: runtime,
        inputs: { command: 'fingerprint', 'artifact-type': 'dir', artifacts: 'tree' },
        env: { NODE_OPTIONS: `--require ${probe}` }
      })
      await rm(r.runnerTemp, { recursive: true, force: true })
      expect(r.code).toBe(0)
      expect(r.outputs.fingerprint).toBe(await dirSha256('tree', [], { cwd: W }))
      const modules = (await readFile(loaded, 'utf8')).split('\n')
      expect(modules).toContain('NativeModule worker_threads')
      expect(modules).not.toContain('NativeModule http')
    } finally {
      await rm(W, { recursive: true, force: true })
    }
  })

  it('refuses a bad input with exit code 1, one error and no request', async () => {
    emulator.reset()
    const r = await bundle({ flow: 'bad flow!' })
    expect(r.code).toBe(1)
    expect(errorLines(r)).toHaveLength(1)
    expect(unescapeCommand(errorLines(r)[0])).toContain('bad flow!')
    expect(emulator.requests()).toEqual([])
  })

  it('sends nothing in a dry run', async () => {
    emulator.reset()
    const r = await bundle({ 'dry-run': 'true', junit: 'test-results/*.xml' })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('THIS IS A DRY-RUN')
    expect(emulator.requests()).toHaveLength(0)
  })

  // @actions/github picks its proxy when it is imported: only a fresh process shows it.
  it('sends the check run to the GitHub API through HTTP_PROXY', async () => {
    emulator.reset()
    const github = await startGitHubStub()
    try {
      const port = Number(new URL(github.url).port)
      const tunnelsTo = () => proxy.forwarded().filter((f) => f.target.endsWith(`:${port}`))
      const before = tunnelsTo().length
      const r = await bundle(
        {
          'base-url': `http://${MAPPED}:${emulator.port}/api/v2`,
          'max-retries': '0',
          'github-token': 'ghs_proxytest',
          junit: 'test-results/*.xml'
        },
        { env: { HTTP_PROXY: proxy.url, NO_PROXY: '', GITHUB_API_URL: `http://${MAPPED}:${port}` } }
      )
      expect(r.code).toBe(0)
      expect(github.requests().length).toBeGreaterThan(0)
      expect(tunnelsTo().length - before).toBeGreaterThan(0)
      expect(r.outputs['check-run-url']).toMatch(/^https:\/\/github\.example\//)
    } finally {
      await github.close()
    }
  })

  // NODE_EXTRA_CA_CERTS is read once, when node starts: only a fresh process shows it.
  it('tunnels https requests through HTTPS_PROXY (HTTP_PROXY unset)', async () => {
    emulator.reset()
    // A certificate for records.test, trusted by the action through NODE_EXTRA_CA_CERTS.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'proxy-tls-'))
    let front: https.Server | undefined
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=records.test']
          .concat(['-addext', 'subjectAltName=DNS:records.test'])
          .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
        { stdio: 'ignore' }
      )
      const key = await readFile(path.join(dir, 'key.pem'))
      const cert = await readFile(path.join(dir, 'cert.pem'))
      // TLS in front of the emulator: https://records.test:PORT → http://127.0.0.1:EMULATOR.
      front = https.createServer({ key, cert }, (req, res) => {
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
      const frontPort = await listenOnLoopback(front)
      const tunnels = () =>
        proxy.forwarded().filter((f) => f.target === `records.test:${frontPort}`)
      const before = tunnels().length
      const r = await bundle(
        { 'base-url': `https://records.test:${frontPort}/api/v2`, 'max-retries': '0' },
        {
          env: {
            HTTP_PROXY: undefined,
            NO_PROXY: '',
            HTTPS_PROXY: proxy.url,
            NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem')
          }
        }
      )
      expect(r.stderr).toBe('')
      expect(r.code).toBe(0)
      expect(tunnels().length - before).toBe(2)
      expect(tunnels().every((t) => t.method === 'CONNECT')).toBe(true)
      expect(emulator.requests().map((q) => q.method)).toEqual(['POST', 'GET'])
    } finally {
      if (front) await closeServer(front)
      await rm(dir, { recursive: true, force: true })
    }
  })
})
