/**
 * The query commands and override end to end (issue 6): the action's run() in process
 * with a runner's environment, against the emulator (seeded with environments,
 * deployments and approvals) behind a recording proxy on loopback that keeps every request
 * and the exact answer served, in a real git checkout.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import http from 'node:http'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { startEmulator, type Emulator, type SeedData } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  SAMPLE_REPO_INFO,
  runWith,
  sampleCommitInfo,
  sampleWorkspaceAround,
  serverAround
} from '../helpers/e2e.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

const TOKEN = 'e2e-queries-token-91b0f4'
const EMPTY_TOKEN = 'e2e-queries-empty-org-3c55'
const OLD_FP = 'c0ffee'.repeat(10) + 'c0ff'
const SITE_FP = 'a1'.repeat(32)
const UNAPPROVED_FP = 'b2'.repeat(32)
const ENV_COUNT = 103

interface Exchange {
  method: string
  /** Path and query string exactly as sent. */
  url: string
  headers: http.IncomingHttpHeaders
  body: string
  status: number
  /** The answer's body exactly as served. */
  served: string
}

/**
 * Forwards to the emulator and records each request with the answer it got. Search answers are
 * re-indented on the way, as another server may format them: `search-result` must be the text
 * as received, not a re-encoding.
 */
async function startRecordingProxy(target: string) {
  const log: Exchange[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (up) => {
          const parts: Buffer[] = []
          up.on('data', (c: Buffer) => parts.push(c))
          up.on('end', () => {
            let served = Buffer.concat(parts)
            if (req.url?.startsWith('/api/v2/search/') && up.statusCode === 200) {
              served = Buffer.from(JSON.stringify(JSON.parse(served.toString()), null, 2) + '\n')
              delete up.headers['content-length']
            }
            log.push({
              method: req.method ?? '',
              url: req.url ?? '',
              headers: req.headers,
              body: body.toString('utf8'),
              status: up.statusCode ?? 0,
              served: served.toString('utf8')
            })
            res.writeHead(up.statusCode ?? 502, up.headers)
            res.end(served)
          })
        }
      )
      upstream.end(body)
    })
  })
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    log,
    clear: () => log.splice(0),
    close: () => closeServer(server)
  }
}

const environment = (name: string, extra: Record<string, unknown> = {}) => ({
  org: 'acme',
  name,
  type: 'K8S',
  description: `The ${name} cluster`,
  last_modified_at: 1763700000.25,
  last_reported_at: 1763700000.5,
  include_scaling: false,
  tags: { team: 'platform' },
  state: true,
  policies: ['prod-policy'],
  included_environments: null,
  ...extra
})

function seed(shopFp: string): SeedData {
  return {
    environments: [
      environment('prod'),
      ...Array.from({ length: ENV_COUNT - 1 }, (_, i) =>
        environment(`env-${String(i + 1).padStart(3, '0')}`, { state: i % 2 === 0 })
      )
    ],
    deployments: deployments(shopFp),
    approvals: approvals(shopFp)
  }
}

/** prod ran an older build (OLD_FP), then the head commit's shop. */
function deployments(shopFp: string): SeedData['deployments'] {
  return [
    {
      org: 'acme',
      env_name: 'prod',
      fingerprint: OLD_FP,
      deployed_at: 1763600000.5,
      artifact_name: 'shop.tar.gz',
      snapshot_index: 41
    },
    {
      org: 'acme',
      env_name: 'prod',
      fingerprint: shopFp,
      deployed_at: 1763700000.5,
      artifact_name: 'shop.tar.gz',
      snapshot_index: 42
    }
  ]
}

/** shop: a pending first try and an approved release 2; site: one pending. */
function approvals(shopFp: string): SeedData['approvals'] {
  return [
    {
      org: 'acme',
      flow_name: 'shop',
      fingerprint: shopFp,
      release_number: 1,
      state: 'PENDING',
      created_at: 1763650000.5,
      description: 'First try'
    },
    {
      org: 'acme',
      flow_name: 'shop',
      fingerprint: shopFp,
      release_number: 2,
      state: 'APPROVED',
      created_at: 1763660000.5,
      description: 'Release 2',
      approvals: [
        {
          comment: 'Looks good',
          approved_by: 'grace',
          approval_url: 'https://example.com/approvals/2',
          timestamp: 1763660100.5
        }
      ]
    },
    {
      org: 'acme',
      flow_name: 'site',
      fingerprint: SITE_FP,
      release_number: 1,
      state: 'PENDING',
      created_at: 1763670000.5
    }
  ]
}

let emulator: Emulator
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>
let ws: SampleWorkspace
let shopFp: string

/** What the records service holds before each test: two artifacts of the head commit. */
async function post(pathname: string, body: unknown): Promise<void> {
  const res = await fetch(`${emulator.url}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`)
}

async function recordArtifacts(): Promise<void> {
  const common = { git_commit: ws.head, build_url: 'https://ci/1', commit_url: 'https://c/1' }
  await post('/artifacts/acme/shop', {
    fingerprint: shopFp,
    filename: 'shop.tar.gz',
    trail_name: ws.head,
    ...common
  })
  await post('/artifacts/acme/site', {
    fingerprint: SITE_FP,
    filename: 'site',
    trail_name: ws.head,
    ...common
  })
  await post('/artifacts/acme/site', {
    fingerprint: UNAPPROVED_FP,
    filename: 'site-old',
    trail_name: ws.head,
    ...common
  })
  // The shop artifact's trail gets a compliant attestation; the site ones have none.
  await post(`/attestations/acme/shop/trail/${ws.head}/override`, {
    attestation_name: 'junit',
    reason: 'seeded',
    new_compliance_status: true,
    original_attestation_type: 'junit'
  })
}

sampleWorkspaceAround(async (created) => {
  ws = created
  shopFp = createHash('sha256')
    .update(await readFile(path.join(ws.dir, 'build/shop.tar.gz')))
    .digest('hex')
})
// Seeded with the records of the sample's artifact, whose fingerprint the checkout gives.
serverAround(
  () =>
    startEmulator({
      port: 0,
      tokens: [
        { token: TOKEN, org: 'acme' },
        { token: EMPTY_TOKEN, org: 'empty' }
      ],
      seed: seed(shopFp)
    }),
  (started) => (emulator = started)
)
serverAround(
  () => startRecordingProxy(emulator.origin),
  (started) => (proxy = started)
)
beforeEach(async () => {
  emulator.reset()
  await recordArtifacts()
  proxy.clear()
})

function query(command: string, inputs: Record<string, string> = {}) {
  return runWith(ws, proxy.url, TOKEN, { command, ...inputs })
}

/** Every GET went without a body. */
function expectBodilessGets(): void {
  for (const x of proxy.log.filter((e) => e.method === 'GET')) {
    expect(x.body).toBe('')
    expect(x.headers['content-type']).toBeUndefined()
    expect(x.headers['content-length'] ?? '0').toBe('0')
  }
}

const requestLines = (): string[] => proxy.log.map((x) => `${x.method} ${x.url}`)

describe('search', () => {
  it('searches the commit by default; outputs the answer as served and the worst state', async () => {
    const r = await query('search')
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([`GET /api/v2/search/acme/sha/${ws.head}`])
    expectBodilessGets()
    const [x] = proxy.log
    expect(x.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(x.served).toContain('\n  "artifacts": [')
    expect(r.outputs['search-result']).toBe(x.served)
    const served = JSON.parse(x.served) as { artifacts: Array<Record<string, unknown>> }
    expect(served.artifacts.map((a) => a.compliance_state).sort()).toEqual([
      'COMPLIANT',
      'INCOMPLETE',
      'INCOMPLETE'
    ])
    expect(r.outputs['compliance-state']).toBe('INCOMPLETE')
    expect(r.outputs.compliant).toBe('false')
    expect(r.summary).toContain('shop.tar.gz')
    expect(r.summary).toContain(ws.head)
  })

  it('searches a fingerprint prefix', async () => {
    const prefix = shopFp.slice(0, 8)
    const r = await query('search', { 'search-value': prefix })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([`GET /api/v2/search/acme/sha/${prefix}`])
    expectBodilessGets()
    expect(r.outputs['search-result']).toBe(proxy.log[0].served)
    const served = JSON.parse(proxy.log[0].served) as {
      artifacts: Array<{ fingerprint: string }>
      resolved_to: { type: string }
    }
    expect(served.resolved_to.type).toBe('fingerprint')
    expect(served.artifacts.map((a) => a.fingerprint)).toEqual([shopFp])
    expect(r.outputs['compliance-state']).toBe('COMPLIANT')
    expect(r.outputs.compliant).toBe('true')
  })

  it('says clearly that nothing matched (404) and exits 0; exits 1 with fail-on-non-compliant', async () => {
    const r = await query('search', { 'search-value': 'fffff' })
    expect(r.code).toBe(0)
    expect(proxy.log.map((x) => [x.url, x.status])).toEqual([
      ['/api/v2/search/acme/sha/fffff', 404]
    ])
    expect(r.stdout).toMatch(/^::notice::No artifact matches 'fffff' in org 'acme'\.$/m)
    expect(r.summary).toContain("No matches for 'fffff'.")
    // Nothing matched: the stated values (issue 22), not nothing.
    expect(r.outputs['search-result']).toBe('{"artifacts":[]}')
    expect(r.outputs['compliance-state']).toBe('NONE')

    proxy.clear()
    const strict = await query('search', {
      'search-value': 'fffff',
      'fail-on-non-compliant': 'true'
    })
    expect(strict.code).toBe(1)
    expect(requestLines()).toEqual(['GET /api/v2/search/acme/sha/fffff'])
    expect(strict.stdout).toMatch(
      /^::error::No artifact matches 'fffff' in org 'acme'\. The gate judges reported artifacts: /m
    )
  })

  it('refuses a value that is neither a commit nor a fingerprint prefix before any request', async () => {
    for (const bad of ['ABCDEF1', 'abcd', 'xyz12345']) {
      const r = await query('search', { 'search-value': bad })
      expect(r.code).toBe(1)
      expect(r.stdout).toMatch(new RegExp(`^::error::.*search-value.*${bad}`, 'm'))
    }
    expect(proxy.log).toHaveLength(0)
  })
})

describe('get-deployment', () => {
  it('gets the deployment of a fingerprint', async () => {
    const r = await query('get-deployment', { environment: 'prod', fingerprint: shopFp })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([`GET /api/v2/deployments/acme/prod/${shopFp}`])
    expectBodilessGets()
    const served = JSON.parse(proxy.log[0].served) as Record<string, unknown>
    expect(JSON.parse(r.outputs.deployment)).toEqual(served)
    expect(served.snapshot_index).toBe(42)
    expect((served.replaced_artifact as { fingerprint: string }).fingerprint).toBe(OLD_FP)
    expect(r.summary).toContain('prod')
    expect(r.summary).toMatch(/snapshot .*42/)
  })

  it('fingerprints the single artifact of `artifacts`', async () => {
    const r = await query('get-deployment', {
      environment: 'prod',
      artifacts: 'build/shop.tar.gz'
    })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([`GET /api/v2/deployments/acme/prod/${shopFp}`])
    expect(JSON.parse(r.outputs.deployment)).toEqual(JSON.parse(proxy.log[0].served))
  })

  it('fails naming what is missing when the service answers 404', async () => {
    const r = await query('get-deployment', { environment: 'prod', fingerprint: SITE_FP })
    expect(r.code).toBe(1)
    expect(proxy.log.map((x) => x.status)).toEqual([404])
    expect(r.stdout).toMatch(/^::error::Deployment not found: .*/m)
    expect(r.outputs.deployment).toBeUndefined()
  })
})

describe('list-environments', () => {
  it('fetches every page of a 3-page list, 50 at a time', async () => {
    const r = await query('list-environments')
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([
      'GET /api/v2/environments/acme?page=1&per_page=50',
      'GET /api/v2/environments/acme?page=2&per_page=50',
      'GET /api/v2/environments/acme?page=3&per_page=50'
    ])
    expectBodilessGets()
    const served = proxy.log.flatMap(
      (x) => (JSON.parse(x.served) as { environments: unknown[] }).environments
    )
    expect(served).toHaveLength(ENV_COUNT)
    expect(JSON.parse(r.outputs.environments)).toEqual(served)
    expect(r.summary).toContain('env-102')
  })

  it('fetches one page with page and per-page', async () => {
    const r = await query('list-environments', { page: '2', 'per-page': '10' })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual(['GET /api/v2/environments/acme?page=2&per_page=10'])
    const page = JSON.parse(proxy.log[0].served) as { environments: Array<{ name: string }> }
    expect(page.environments).toHaveLength(10)
    expect(JSON.parse(r.outputs.environments)).toEqual(page.environments)
  })

  it('outputs [] for an organisation without environments', async () => {
    const r = await runWith(ws, proxy.url, EMPTY_TOKEN, {
      command: 'list-environments',
      org: 'empty'
    })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual(['GET /api/v2/environments/empty?page=1&per_page=50'])
    expect(r.outputs.environments).toBe('[]')
    expect(r.summary).toMatch(/no environments/i)
  })

  it('refuses a per-page over 50 before any request', async () => {
    const r = await query('list-environments', { 'per-page': '51' })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^::error::.*per-page.*51/m)
    expect(proxy.log).toHaveLength(0)
  })
})

describe('list-approvals', () => {
  it('outputs the approvals as served and APPROVED for the latest', async () => {
    const r = await query('list-approvals', { flow: 'shop', fingerprint: shopFp })
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([`GET /api/v2/artifacts/acme/shop/${shopFp}/approvals`])
    expectBodilessGets()
    const served = JSON.parse(proxy.log[0].served) as Array<{ state: string }>
    expect(served.map((a) => a.state)).toEqual(['PENDING', 'APPROVED'])
    expect(JSON.parse(r.outputs.approvals)).toEqual(served)
    expect(r.outputs['approval-state']).toBe('APPROVED')
    expect(r.summary).toContain('grace')
  })

  it('gives PENDING, and fails with fail-on-non-compliant', async () => {
    const r = await query('list-approvals', { flow: 'site', fingerprint: SITE_FP })
    expect(r.code).toBe(0)
    expect(r.outputs['approval-state']).toBe('PENDING')
    const strict = await query('list-approvals', {
      flow: 'site',
      fingerprint: SITE_FP,
      'fail-on-non-compliant': 'true'
    })
    expect(strict.code).toBe(1)
    expect(strict.stdout).toMatch(/^::error::.*not approved.*PENDING/m)
    expect(requestLines()).toEqual([
      `GET /api/v2/artifacts/acme/site/${SITE_FP}/approvals`,
      `GET /api/v2/artifacts/acme/site/${SITE_FP}/approvals`
    ])
  })

  it('outputs no approval state when the approvals cannot be listed (404)', async () => {
    const r = await query('list-approvals', { flow: 'ghost', fingerprint: shopFp })
    expect(r.code).toBe(1)
    expect(proxy.log.map((x) => [x.url, x.status])).toEqual([
      [`/api/v2/artifacts/acme/ghost/${shopFp}/approvals`, 404]
    ])
    expect(r.stdout).toMatch(/^::error::.*Flow named 'ghost' does not exist/m)
    expect(r.outputs['approval-state']).toBeUndefined()
    expect(r.outputs.approvals).toBeUndefined()
    expect(r.summary).toContain('the approvals could not be listed')
  })

  it('gives NONE for an artifact without approvals, from the artifacts input', async () => {
    const r = await query('list-approvals', { flow: 'site', fingerprint: UNAPPROVED_FP })
    expect(r.code).toBe(0)
    expect(proxy.log[0].served).toBe('[]')
    expect(r.outputs.approvals).toBe('[]')
    expect(r.outputs['approval-state']).toBe('NONE')
    const fromFile = await query('list-approvals', { flow: 'shop', artifacts: 'build/shop.tar.gz' })
    expect(fromFile.code).toBe(0)
    expect(requestLines()[1]).toBe(`GET /api/v2/artifacts/acme/shop/${shopFp}/approvals`)
  })
})

describe('override', () => {
  const inputs = {
    flow: 'backend',
    'attestation-name': 'shop.junit',
    'attestation-type': 'junit',
    compliant: 'true',
    reason: 'Flaky test quarantined in JIRA-123'
  }

  it('sends exactly the override body of the CLI', async () => {
    const r = await query('override', inputs)
    expect(r.code).toBe(0)
    expect(requestLines()).toEqual([
      `POST /api/v2/attestations/acme/backend/trail/${ws.head}/override`
    ])
    const [x] = proxy.log
    expect(x.headers['content-type']).toMatch(/^application\/json\b/)
    const expected = {
      git_commit_info: sampleCommitInfo(ws),
      repo_info: SAMPLE_REPO_INFO,
      attestation_name: 'junit',
      target_artifacts: ['shop'],
      origin_url: 'https://github.com/acme/shop/actions/runs/4242',
      user_data: {},
      reason: 'Flaky test quarantined in JIRA-123',
      new_compliance_status: true,
      original_attestation_type: 'junit'
    }
    // Same keys, same order, same values.
    expect(x.body).toBe(JSON.stringify(expected))
    expect(r.summary).toContain('JIRA-123')
  })

  it.each([
    ['attestation-type', 'selenium'],
    ['attestation-type', 'custom:'],
    ['compliant', 'yes'],
    ['compliant', '']
  ])('refuses %s %j before any request', async (input, value) => {
    const r = await query('override', { ...inputs, [input]: value })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(new RegExp(`^::error::.*${input}.*${value.replace(':', '')}`, 'm'))
    expect(proxy.log).toHaveLength(0)
  })
})
