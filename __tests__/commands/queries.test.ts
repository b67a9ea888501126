/**
 * search, get-deployment, list-environments and list-approvals against the real emulator and a
 * real RecordsClient: the requests it sees, and results equal to what it served.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import type { Config } from './support.js'
import { readConfig } from '../../src/config.js'
import { InputError, ValidationError } from '../../src/errors.js'
import { runSearch } from '../../src/commands/search.js'
import { worstState } from '../../src/compliance/states.js'
import { runGetDeployment } from '../../src/commands/get-deployment.js'
import { MAX_PAGES, runListEnvironments } from '../../src/commands/list-environments.js'
import { runReport } from '../../src/commands/report.js'
import { runListApprovals } from '../../src/commands/list-approvals.js'
import { readArtifactInputs } from '../../src/inputs/artifact-inputs.js'
import {
  ORG,
  TOKEN,
  fetchJson,
  fp,
  givenFingerprint,
  makeDelivery,
  makeConfig,
  seedArtifact,
  seedOverride,
  sha,
  tempDir
} from './support.js'
import { apiBaseUrl } from '../../src/inputs/service.js'
import { emulatorAround } from '../emulator/helpers.js'
import { listenOnLoopback } from '../helpers/loopback.js'

const ENV_COUNT = 120
const envName = (i: number): string => `env-${String(i).padStart(3, '0')}`

const DEPLOYED = fp('deployed')
const APPROVED_FP = fp('approved')
const UNAPPROVED_FP = fp('unapproved')
const NO_APPROVALS_FP = fp('no-approvals')

const seed = {
  environments: Array.from({ length: ENV_COUNT }, (_, i) => ({
    org: ORG,
    name: envName(i),
    type: i % 2 ? 'K8S' : 'server',
    last_modified_at: 1_700_000_000 + i
  })),
  deployments: [
    {
      org: ORG,
      env_name: 'env-001',
      fingerprint: DEPLOYED,
      deployed_at: 1_700_000_100,
      artifact_name: 'app:1'
    },
    {
      org: ORG,
      env_name: 'env-001',
      fingerprint: DEPLOYED,
      deployed_at: 1_700_000_200,
      artifact_name: 'app:2'
    }
  ],
  approvals: [
    {
      org: ORG,
      flow_name: 'backend',
      fingerprint: APPROVED_FP,
      release_number: 1,
      state: 'UNAPPROVED' as const
    },
    {
      org: ORG,
      flow_name: 'backend',
      fingerprint: APPROVED_FP,
      release_number: 2,
      state: 'APPROVED' as const
    },
    {
      org: ORG,
      flow_name: 'backend',
      fingerprint: UNAPPROVED_FP,
      release_number: 3,
      state: 'APPROVED' as const
    },
    {
      org: ORG,
      flow_name: 'backend',
      fingerprint: UNAPPROVED_FP,
      release_number: 4,
      state: 'PENDING' as const
    }
  ]
}

let emulator: Emulator
let base: string

emulatorAround({ port: 0, tokens: [{ token: TOKEN, org: ORG }], seed }, (started) => {
  emulator = started
  base = apiBaseUrl(started.url)
})

beforeEach(() => {
  emulator.reset()
  emulator.clearFaults()
})

const config = (overrides: Partial<Config>): Config => makeConfig({ baseUrl: base, ...overrides })

/** Requests the emulator saw after `from`, as `METHOD path?query`. */
function seen(from: number): string[] {
  return emulator
    .requests()
    .slice(from)
    .map((r) => {
      const query = new URLSearchParams()
      for (const [k, v] of Object.entries(r.query)) {
        for (const one of Array.isArray(v) ? v : [v]) query.append(k, one)
      }
      const q = query.toString()
      return `${r.method} ${r.path}${q ? `?${q}` : ''}`
    })
}

/** readConfig of a dry run of `command` with these inputs (no request can be sent). */
function inputsOf(
  command: string,
  inputs: Record<string, string>,
  workspace?: string
): Promise<unknown> {
  const empty = tempDir('cmd-queries-inputs-')
  const env: NodeJS.ProcessEnv = {
    GITHUB_WORKSPACE: workspace ?? empty.path,
    INPUT_COMMAND: command,
    'INPUT_API-TOKEN': 'DRY_RUN',
    INPUT_ORG: ORG
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  return readConfig(env).finally(() => empty.remove())
}

const mark = (): number => emulator.requests().length

describe('search', () => {
  const COMMIT = sha('search-commit')

  it('finds a commit, keeps the served result and reads its compliance', async () => {
    await seedArtifact(base, 'backend', { fingerprint: fp('s1'), commit: COMMIT, trail: 't1' })
    await seedOverride(base, 'backend', 't1', true)
    const c = config({ command: 'search', searchValue: COMMIT })
    const from = mark()
    const result = await runSearch(c, makeDelivery(c))
    expect(seen(from)).toEqual([`GET /api/v2/search/${ORG}/sha/${COMMIT}`])
    expect(result.search?.result).toEqual(await fetchJson(base, `/search/${ORG}/sha/${COMMIT}`))
    expect(result.search?.result?.artifacts.map((a) => a.fingerprint)).toEqual([fp('s1')])
    expect(result.complianceState).toBe('COMPLIANT')
    expect(result.search?.notFound).toBeFalsy()
    expect(result.compliant).toBe(true)
    expect(result.failures).toEqual([])
  })

  it('takes the worst state of several matches and fails on it only when asked', async () => {
    await seedArtifact(base, 'backend', { fingerprint: fp('ok'), commit: COMMIT, trail: 'good' })
    await seedOverride(base, 'backend', 'good', true)
    await seedArtifact(base, 'frontend', { fingerprint: fp('bad'), commit: COMMIT, trail: 'bad' })
    await seedOverride(base, 'frontend', 'bad', false)
    const prefix = COMMIT.slice(0, 7)

    const lenient = config({ command: 'search', searchValue: prefix })
    const found = await runSearch(lenient, makeDelivery(lenient))
    expect(found.search?.result?.artifacts).toHaveLength(2)
    expect(found.complianceState).toBe('NON_COMPLIANT')
    expect(found.compliant).toBe(false)
    expect(found.failures).toEqual([])

    const strict = config({ command: 'search', searchValue: prefix, failOnNonCompliant: true })
    const failed = await runSearch(strict, makeDelivery(strict))
    expect(failed.failures).toHaveLength(1)
    expect(failed.failures[0]).toContain('NON_COMPLIANT')
    expect(failed.failures[0]).toContain(prefix)
  })

  it('reports INCOMPLETE for an artifact without attestations', async () => {
    await seedArtifact(base, 'backend', { fingerprint: fp('lonely'), commit: COMMIT, trail: 't2' })
    const c = config({ command: 'search', searchValue: fp('lonely'), failOnNonCompliant: true })
    const result = await runSearch(c, makeDelivery(c))
    expect(result.complianceState).toBe('INCOMPLETE')
    expect(result.compliant).toBe(false)
    expect(result.failures.join('\n')).toContain('INCOMPLETE')
  })

  it('turns 404 No matches into notFound and a notice, a failure only with fail-on-non-compliant', async () => {
    const value = sha('never-reported')
    const c = config({ command: 'search', searchValue: value })
    const from = mark()
    const result = await runSearch(c, makeDelivery(c))
    expect(seen(from)).toEqual([`GET /api/v2/search/${ORG}/sha/${value}`])
    expect(result.search).toMatchObject({ value, notFound: true })
    expect(result.search?.result).toBeUndefined()
    expect(result.compliant).toBeUndefined()
    expect(result.failures).toEqual([])
    expect(result.notices.join('\n')).toContain(value)

    const strict = config({ command: 'search', searchValue: value, failOnNonCompliant: true })
    const failed = await runSearch(strict, makeDelivery(strict))
    expect(failed.failures).toHaveLength(1)
    expect(failed.failures[0]).toContain(value)
  })

  it.each(['abcd', 'ABCDEF12', 'xyz123456'])('refuses %j before any request', async (value) => {
    const c = config({ command: 'search', searchValue: value })
    const from = mark()
    await expect(runSearch(c, makeDelivery(c))).rejects.toThrow(ValidationError)
    expect(seen(from)).toEqual([])
  })

  it('refuses an empty search value where the inputs are read, when no commit is found', async () => {
    await expect(inputsOf('search', { 'search-value': '' })).rejects.toThrow(InputError)
  })

  it('records a server error as a failure carrying the server message', async () => {
    emulator.addFault({ path: '/api/v2/search/', status: 500, message: 'database on fire' })
    const value = sha('whatever')
    const c = config({ command: 'search', searchValue: value })
    const result = await runSearch(c, makeDelivery(c))
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain('database on fire')
    expect(result.search?.error).toContain('500')
    expect(result.compliant).toBeUndefined()
  })

  it('skips a null or malformed search artifact with a warning instead of crashing', async () => {
    const good = { fingerprint: fp('g1'), name: 'app', compliance_state: 'COMPLIANT' }
    emulator.addFault({ path: '/api/v2/search/', body: { artifacts: [null, 42, good] } })
    const c = config({ command: 'search', searchValue: COMMIT })
    const result = await runSearch(c, makeDelivery(c))
    expect(result.failures).toEqual([])
    expect(result.search?.result?.artifacts).toEqual([good])
    // What the skipped items said is unknown: they may have been worse than the good one.
    expect(result.complianceState).toBe('UNKNOWN')
    expect(result.compliant).toBe(false)
    expect(result.warnings).toEqual([
      'Skipped search artifact #1: expected an object, got null.',
      'Skipped search artifact #2: expected an object, got number 42.'
    ])
  })

  it('report keeps its writes and warns when the search after them has a null item', async () => {
    const commit = sha('report-commit')
    emulator.addFault({ path: '/api/v2/search/', body: { artifacts: [null] } })
    const c = config({
      command: 'report',
      flow: 'backend',
      ...givenFingerprint(fp('r1'), 'app.tar'),
      commit,
      buildUrl: 'https://ci.example.com/1',
      commitUrl: `https://git.example.com/c/${commit}`
    })
    const result = await runReport(c, makeDelivery(c))
    expect(result.writes.map((w) => [w.kind, w.state])).toEqual([['artifact', 'recorded']])
    expect(result.artifacts?.map((a) => a.writeId)).toEqual([result.writes[0].id])
    expect(result.failures).toEqual([])
    expect(result.warnings).toContain('Skipped search artifact #1: expected an object, got null.')
    expect(result.search?.result?.artifacts).toEqual([])
    expect(result.search?.notFound).toBeFalsy()
    expect(result.complianceState).toBe('UNKNOWN')
  })

  it('asks nothing in a dry run and says so', async () => {
    const c = config({ command: 'search', searchValue: COMMIT, dryRun: true })
    const from = mark()
    const result = await runSearch(c, makeDelivery(c))
    expect(seen(from)).toEqual([])
    expect(result.search).toEqual({ value: COMMIT })
    expect(result.failures).toEqual([])
    expect(result.notices.join('\n')).toContain('Dry run')
    const list = config({ command: 'list-environments', dryRun: true })
    const listed = await runListEnvironments(list, makeDelivery(list))
    expect(seen(from)).toEqual([])
    expect(listed.environments).toEqual({ list: [], pages: 0 })
  })

  it('ranks compliance states worst first', () => {
    const a = (state?: string): string | undefined => state
    expect(worstState([])).toBeUndefined()
    expect(worstState([a('COMPLIANT')])).toBe('COMPLIANT')
    expect(worstState([a('COMPLIANT'), a(undefined)])).toBe('UNKNOWN')
    expect(worstState([a('COMPLIANT'), a('WEIRD')])).toBe('WEIRD')
    expect(worstState([a('WEIRD'), a('INCOMPLETE'), a('COMPLIANT')])).toBe('INCOMPLETE')
    expect(worstState([a('INCOMPLETE'), a('NON-COMPLIANT'), a('COMPLIANT')])).toBe('NON-COMPLIANT')
    expect(worstState([a('NON_COMPLIANT'), a('INCOMPLETE')])).toBe('NON_COMPLIANT')
  })
})

describe('get-deployment', () => {
  it('leaves out fields of the wrong type with a warning', async () => {
    emulator.addFault({
      path: '/api/v2/deployments/',
      body: { fingerprint: DEPLOYED, deployed_at: 1_700_000_200, env_name: ['env-001'] }
    })
    const c = config({
      command: 'get-deployment',
      environment: 'env-001',
      ...givenFingerprint(DEPLOYED)
    })
    const result = await runGetDeployment(c, makeDelivery(c))
    expect(result.failures).toEqual([])
    expect(result.deployment?.deployment).toEqual({
      fingerprint: DEPLOYED,
      deployed_at: 1_700_000_200
    })
    expect(result.warnings).toEqual([
      "Ignored 'env_name' of the deployment: expected a string, got an array."
    ])
  })

  it('gets the deployment of a fingerprint in an environment, as served', async () => {
    const c = config({
      command: 'get-deployment',
      environment: 'env-001',
      ...givenFingerprint(DEPLOYED)
    })
    const from = mark()
    const result = await runGetDeployment(c, makeDelivery(c))
    const path = `/deployments/${ORG}/env-001/${DEPLOYED}`
    expect(seen(from)).toEqual([`GET /api/v2${path}`])
    expect(result.failures).toEqual([])
    expect(result.deployment?.environment).toBe('env-001')
    expect(result.deployment?.fingerprint).toBe(DEPLOYED)
    expect(result.deployment?.deployment).toEqual(await fetchJson(base, path))
    expect(result.deployment?.deployment?.fingerprint).toBe(DEPLOYED)
  })

  it('fingerprints the one artifact of `artifacts`', async () => {
    const dir = tempDir('cmd-deploy-')
    try {
      const bytes = Buffer.from('release build 7\n')
      writeFileSync(join(dir.path, 'app.bin'), bytes)
      const digest = createHash('sha256').update(bytes).digest('hex')
      const use = { command: 'get-deployment', one: true, required: true }
      const c = config({
        command: 'get-deployment',
        environment: 'env-001',
        ...(await readArtifactInputs({ INPUT_ARTIFACTS: 'app.bin' }, dir.path, use)),
        workspace: dir.path
      })
      const from = mark()
      const result = await runGetDeployment(c, makeDelivery(c))
      expect(seen(from)).toEqual([`GET /api/v2/deployments/${ORG}/env-001/${digest}`])
      expect(result.deployment?.fingerprint).toBe(digest)
      // Never deployed: the server's 404 message becomes the failure.
      expect(result.failures).toHaveLength(1)
      expect(result.failures[0]).toContain(digest)
    } finally {
      dir.remove()
    }
  })

  it('refuses several artifacts, naming the input, before any request', async () => {
    const dir = tempDir('cmd-deploy-')
    try {
      writeFileSync(join(dir.path, 'a.bin'), 'a')
      writeFileSync(join(dir.path, 'b.bin'), 'b')
      const from = mark()
      const inputs = { environment: 'env-001', artifacts: '*.bin' }
      const error = await inputsOf('get-deployment', inputs, dir.path).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InputError)
      expect((error as InputError).input).toBe('artifacts')
      expect((error as Error).message).toContain('2')
      expect(seen(from)).toEqual([])
    } finally {
      dir.remove()
    }
  })

  it('turns an unknown environment into a failure with the server message', async () => {
    const c = config({
      command: 'get-deployment',
      environment: 'nowhere',
      ...givenFingerprint(DEPLOYED)
    })
    const result = await runGetDeployment(c, makeDelivery(c))
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain("Environment named 'nowhere' does not exist")
    expect(result.deployment?.deployment).toBeUndefined()
    expect(result.deployment?.error).toContain('404')
  })

  it('turns "no deployment" into a failure', async () => {
    const other = fp('not-deployed')
    const c = config({
      command: 'get-deployment',
      environment: 'env-002',
      ...givenFingerprint(other)
    })
    const from = mark()
    const result = await runGetDeployment(c, makeDelivery(c))
    expect(seen(from)).toEqual([`GET /api/v2/deployments/${ORG}/env-002/${other}`])
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain('env-002')
  })

  it.each([
    [{ environment: 'env-001', fingerprint: 'abc123' }],
    [{ environment: 'bad env', fingerprint: DEPLOYED }]
  ])('refuses %j before any request', async ({ environment, fingerprint }) => {
    const c = config({ command: 'get-deployment', environment, ...givenFingerprint(fingerprint) })
    const from = mark()
    await expect(runGetDeployment(c, makeDelivery(c))).rejects.toThrow(ValidationError)
    expect(seen(from)).toEqual([])
  })

  it.each([
    [{ environment: '', fingerprint: DEPLOYED }, 'environment'],
    [{ environment: 'env-001', fingerprint: '' }, 'fingerprint'],
    [{ environment: 'bad env', fingerprint: DEPLOYED }, 'environment'],
    [{ environment: 'env-001', fingerprint: 'abc123' }, 'fingerprint']
  ])('refuses the inputs %j where they are read', async (inputs, named) => {
    await expect(inputsOf('get-deployment', inputs)).rejects.toThrow(named)
    await expect(inputsOf('get-deployment', inputs)).rejects.toThrow(InputError)
  })
})

describe('list-environments', () => {
  it('reads every page, 50 at a time, until total_pages', async () => {
    const c = config({ command: 'list-environments' })
    const from = mark()
    const result = await runListEnvironments(c, makeDelivery(c))
    expect(seen(from)).toEqual(
      [1, 2, 3].map((p) => `GET /api/v2/environments/${ORG}?page=${p}&per_page=50`)
    )
    expect(result.failures).toEqual([])
    expect(result.environments?.pages).toBe(3)
    expect(result.environments?.truncated).toBeFalsy()
    expect(result.environments?.list.map((e) => e.name)).toEqual(
      Array.from({ length: ENV_COUNT }, (_, i) => envName(i))
    )
    expect(result.environments?.list).toEqual(await fetchJson(base, `/environments/${ORG}`))
  })

  it('reads one page when page and per-page are given', async () => {
    const c = config({ command: 'list-environments', page: 2, perPage: 10 })
    const from = mark()
    const result = await runListEnvironments(c, makeDelivery(c))
    expect(seen(from)).toEqual([`GET /api/v2/environments/${ORG}?page=2&per_page=10`])
    const served = (await fetchJson(base, `/environments/${ORG}?page=2&per_page=10`)) as {
      environments: unknown[]
    }
    expect(result.environments?.list).toEqual(served.environments)
    expect(result.environments?.list.map((e) => e.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => envName(10 + i))
    )
    expect(result.environments?.pages).toBe(1)
  })

  it('reads one page when only per-page is given, and an empty page past the end', async () => {
    const only = config({ command: 'list-environments', perPage: 7 })
    const from = mark()
    const first = await runListEnvironments(only, makeDelivery(only))
    expect(seen(from)).toEqual([`GET /api/v2/environments/${ORG}?per_page=7`])
    expect(first.environments?.list).toHaveLength(7)

    const past = config({ command: 'list-environments', page: 99, perPage: 50 })
    const empty = await runListEnvironments(past, makeDelivery(past))
    expect(empty.environments).toEqual({ list: [], pages: 1 })
    expect(empty.failures).toEqual([])
  })

  it('lists nothing for an organisation without environments', async () => {
    const other = await startEmulator({ port: 0, tokens: [{ token: TOKEN, org: ORG }] })
    try {
      const c = makeConfig({ baseUrl: apiBaseUrl(other.url), command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(other.requests()).toHaveLength(1)
      expect(result.environments).toEqual({ list: [], pages: 1 })
      expect(result.failures).toEqual([])
    } finally {
      await other.close()
    }
  })

  it.each([{ page: 0, perPage: 10 }, { page: 1, perPage: 51 }, { perPage: 0 }])(
    'refuses %j before any request',
    async (paging) => {
      const c = config({ command: 'list-environments', ...paging })
      const from = mark()
      await expect(runListEnvironments(c, makeDelivery(c))).rejects.toThrow(ValidationError)
      expect(seen(from)).toEqual([])
    }
  )

  it('records a server error as a failure', async () => {
    emulator.addFault({ path: '/api/v2/environments/', status: 503, message: 'maintenance' })
    const c = config({ command: 'list-environments' })
    const result = await runListEnvironments(c, makeDelivery(c))
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain('maintenance')
    expect(result.environments?.list).toEqual([])
  })

  describe('against a server that does not page like the spec', () => {
    let server: Server
    let url: string
    let requests: string[]
    let answer: (query: URLSearchParams) => unknown

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(req.url ?? '')
        const query = new URL(req.url ?? '/', 'http://x').searchParams
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer(query)))
      })
      url = `http://127.0.0.1:${await listenOnLoopback(server)}/api/v2`
    })
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve))
    })
    beforeEach(() => {
      requests = []
    })

    it('takes a plain array answer to a paged request as the whole list', async () => {
      const all = [seed.environments[0], seed.environments[1], seed.environments[2]]
      answer = () => all
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(requests).toEqual([`/api/v2/environments/${ORG}?page=1&per_page=50`])
      expect(result.environments).toEqual({ list: all, pages: 1 })
    })

    it(`stops after ${MAX_PAGES} pages with a warning`, async () => {
      answer = (q) => ({
        page: Number(q.get('page')),
        per_page: 50,
        total_pages: 1000,
        total_count: 1000,
        environments: [{ ...seed.environments[0], name: `e${q.get('page')}` }]
      })
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(requests).toHaveLength(MAX_PAGES)
      expect(requests.at(-1)).toBe(`/api/v2/environments/${ORG}?page=${MAX_PAGES}&per_page=50`)
      expect(result.environments?.truncated).toBe(true)
      expect(result.environments?.pages).toBe(MAX_PAGES)
      expect(result.environments?.list.at(-1)?.name).toBe(`e${MAX_PAGES}`)
      expect(result.warnings).toHaveLength(1)
      expect(result.warnings[0]).toContain(String(MAX_PAGES))
    })

    it('stops with a warning, listing nothing twice, when the server ignores page', async () => {
      const first = [seed.environments[0], seed.environments[1]]
      answer = () => ({
        page: 1,
        per_page: 50,
        total_pages: 3,
        total_count: 150,
        environments: first
      })
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(requests).toEqual(
        [1, 2].map((p) => `/api/v2/environments/${ORG}?page=${p}&per_page=50`)
      )
      expect(result.environments).toEqual({ list: first, pages: 1, truncated: true })
      expect(result.warnings).toEqual([
        'Asked for page 2 of the environments, the service answered page 1: it does not page ' +
          'as asked, so the list stops at 2 environments.'
      ])
    })

    it('stops at a page that repeats environments when the answer names no page', async () => {
      const envs = seed.environments
      answer = (q) => ({
        per_page: 2,
        total_pages: 5,
        total_count: 10,
        environments: q.get('page') === '1' ? [envs[0], envs[1]] : [envs[2], envs[0]]
      })
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(requests).toHaveLength(2)
      expect(result.environments?.list).toEqual([envs[0], envs[1], envs[2]])
      expect(result.environments?.truncated).toBe(true)
      expect(result.warnings).toEqual([
        'Page 2 of the environments repeated 1 already listed; they are listed once and the ' +
          'list stops at 3 environments.'
      ])
    })

    it('says a page asked for is past the last one', async () => {
      answer = (q) => ({
        page: Number(q.get('page')),
        per_page: 10,
        total_pages: 4,
        total_count: 37,
        environments: []
      })
      const c = makeConfig({ baseUrl: url, command: 'list-environments', page: 7, perPage: 10 })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(result.environments).toEqual({ list: [], pages: 1 })
      expect(result.notices).toEqual([
        'Page 7 of the environments is empty: it is past the last page (4 pages, 37 environments).'
      ])
    })

    it('skips null and nameless environments with warnings', async () => {
      answer = () => [null, { type: 'K8S' }, seed.environments[3]]
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(result.environments?.list).toEqual([seed.environments[3]])
      expect(result.failures).toEqual([])
      expect(result.warnings).toEqual([
        'Skipped environment #1: expected an object, got null.',
        "Skipped environment #2: 'name' should be a string, got nothing."
      ])
    })

    it('stops at an empty page even when total_pages says there are more', async () => {
      answer = (q) => ({
        page: Number(q.get('page')),
        per_page: 50,
        total_pages: 9,
        total_count: 1,
        environments: q.get('page') === '1' ? [seed.environments[5]] : []
      })
      const c = makeConfig({ baseUrl: url, command: 'list-environments' })
      const result = await runListEnvironments(c, makeDelivery(c))
      expect(requests).toHaveLength(2)
      expect(result.environments?.list).toEqual([seed.environments[5]])
    })
  })
})

describe('list-approvals', () => {
  beforeEach(async () => {
    // Approvals are looked up in a flow, which exists once something was reported to it.
    await seedArtifact(base, 'backend', { fingerprint: APPROVED_FP, commit: sha('a') })
    await seedArtifact(base, 'backend', { fingerprint: UNAPPROVED_FP, commit: sha('b') })
    await seedArtifact(base, 'backend', { fingerprint: NO_APPROVALS_FP, commit: sha('c') })
  })

  it('skips a null approval with a warning; a skipped latest one leaves the state unknown', async () => {
    emulator.addFault({
      path: `/api/v2/artifacts/${ORG}/backend/`,
      body: [{ release_number: 1, state: 'APPROVED' }, null]
    })
    const c = config({
      command: 'list-approvals',
      flow: 'backend',
      ...givenFingerprint(APPROVED_FP)
    })
    const result = await runListApprovals(c, makeDelivery(c))
    expect(result.failures).toEqual([])
    expect(result.approvals?.list).toEqual([{ release_number: 1, state: 'APPROVED' }])
    expect(result.approvals?.state).toBe('UNKNOWN')
    expect(result.compliant).toBe(false)
    expect(result.warnings).toEqual(['Skipped approval #2: expected an object, got null.'])

    emulator.addFault({
      path: `/api/v2/artifacts/${ORG}/backend/`,
      body: [null, { release_number: 2, state: 'APPROVED' }]
    })
    const again = await runListApprovals(c, makeDelivery(c))
    expect(again.approvals?.state).toBe('APPROVED')
    expect(again.warnings).toEqual(['Skipped approval #1: expected an object, got null.'])
  })

  it('lists approvals as served and takes the last one as the state', async () => {
    const c = config({
      command: 'list-approvals',
      flow: 'backend',
      ...givenFingerprint(APPROVED_FP),
      failOnNonCompliant: true
    })
    const from = mark()
    const result = await runListApprovals(c, makeDelivery(c))
    const path = `/artifacts/${ORG}/backend/${APPROVED_FP}/approvals`
    expect(seen(from)).toEqual([`GET /api/v2${path}`])
    expect(result.approvals?.list).toEqual(await fetchJson(base, path))
    expect(result.approvals?.list.map((a) => a.release_number)).toEqual([1, 2])
    expect(result.approvals).toMatchObject({
      flow: 'backend',
      fingerprint: APPROVED_FP,
      state: 'APPROVED'
    })
    expect(result.compliant).toBe(true)
    expect(result.failures).toEqual([])
  })

  it('fails on a latest state other than APPROVED only with fail-on-non-compliant', async () => {
    const lenient = config({
      command: 'list-approvals',
      flow: 'backend',
      ...givenFingerprint(UNAPPROVED_FP)
    })
    const listed = await runListApprovals(lenient, makeDelivery(lenient))
    expect(listed.approvals?.state).toBe('PENDING')
    expect(listed.compliant).toBe(false)
    expect(listed.failures).toEqual([])

    const strict = { ...lenient, failOnNonCompliant: true }
    const failed = await runListApprovals(strict, makeDelivery(strict))
    expect(failed.failures).toHaveLength(1)
    expect(failed.failures[0]).toContain('PENDING')
  })

  it('gives NONE for an artifact without approvals', async () => {
    const c = config({
      command: 'list-approvals',
      flow: 'backend',
      ...givenFingerprint(NO_APPROVALS_FP),
      failOnNonCompliant: true
    })
    const result = await runListApprovals(c, makeDelivery(c))
    expect(result.approvals).toEqual({
      flow: 'backend',
      fingerprint: NO_APPROVALS_FP,
      list: [],
      state: 'NONE'
    })
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain('no approvals')
  })

  it('turns an unknown flow into a failure with the server message', async () => {
    const c = config({
      command: 'list-approvals',
      flow: 'ghost',
      ...givenFingerprint(APPROVED_FP)
    })
    const from = mark()
    const result = await runListApprovals(c, makeDelivery(c))
    expect(seen(from)).toEqual([`GET /api/v2/artifacts/${ORG}/ghost/${APPROVED_FP}/approvals`])
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toContain("Flow named 'ghost' does not exist")
    expect(result.approvals?.state).toBe('NONE')
    expect(result.compliant).toBeUndefined()
  })

  it.each([
    [{ flow: '-bad', fingerprint: APPROVED_FP }],
    [{ flow: 'backend', fingerprint: 'ABC' }]
  ])('refuses %j before any request', async ({ flow, fingerprint }) => {
    const c = config({ command: 'list-approvals', flow, ...givenFingerprint(fingerprint) })
    const from = mark()
    await expect(runListApprovals(c, makeDelivery(c))).rejects.toThrow(ValidationError)
    expect(seen(from)).toEqual([])
  })

  it.each([
    [{ flow: '', fingerprint: APPROVED_FP }, 'flow'],
    [{ flow: '-bad', fingerprint: APPROVED_FP }, 'flow'],
    [{ flow: 'backend', fingerprint: '' }, 'fingerprint']
  ])('refuses the inputs %j where they are read', async (inputs, named) => {
    await expect(inputsOf('list-approvals', inputs)).rejects.toThrow(named)
  })
})
