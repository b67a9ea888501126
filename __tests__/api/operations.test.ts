/**
 * The seven operations (src/api/operations.ts) against the real emulator: the three writes as
 * requests (sent here through the delivery, as the commands send them) and the shapes a stored
 * request is recognised by, the four reads through the delivery as their Reader; validation
 * before any request, and the service's 404s.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { isRetried } from '../../src/delivery/status-policy.js'
import type { Emulator } from '../../emulator/server.js'
import { ApiError, RecordsClient } from '../../src/api/client.js'
import type { ArtifactReportBody, Environment, EnvironmentPage } from '../../src/api/models.js'
import {
  artifactReportRequests,
  attestJUnitRequest,
  getDeployment,
  listApprovals,
  listEnvironments,
  overrideRequest,
  reportArtifactRequest,
  search,
  writeShapeOf,
  type WriteKind
} from '../../src/api/operations.js'
import type { ApiRequest } from '../../src/api/request.js'
import { MAX_ANSWER_WARNINGS } from '../../src/api/answers.js'
import { Delivery } from '../../src/delivery/delivery.js'
import { ValidationError } from '../../src/errors.js'
import {
  COMMIT,
  FINGERPRINT,
  ORG,
  TOKEN,
  artifactBody,
  junitData,
  overrideBody,
  rejection,
  sha256
} from './helpers.js'
import { emulatorAround } from '../emulator/helpers.js'

const SEED = {
  environments: [
    { org: ORG, name: 'production', type: 'K8S', tags: { tier: 'prod' } },
    { org: ORG, name: 'staging', type: 'server' },
    { org: ORG, name: 'qa', type: 'docker' }
  ],
  deployments: [
    {
      org: ORG,
      env_name: 'production',
      fingerprint: FINGERPRINT,
      deployed_at: 1_700_000_000.5,
      artifact_name: 'backend.tar'
    }
  ],
  approvals: [
    {
      org: ORG,
      flow_name: 'backend',
      fingerprint: FINGERPRINT,
      release_number: 1,
      state: 'APPROVED' as const,
      approvals: []
    }
  ]
}

let emu: Emulator

emulatorAround(
  { port: 0, tokens: [{ token: TOKEN, org: ORG }], seed: SEED },
  (started) => (emu = started)
)
beforeEach(async () => {
  await emu.reset()
  await emu.clearFaults()
})

/** The delivery of a run, as the commands use it: a real client, no dry run, no outbox. */
function client(): Delivery {
  const sleep = async (): Promise<void> => undefined
  const records = new RecordsClient({
    baseUrl: emu.url,
    token: TOKEN,
    userAgent: 'records-action/test',
    maxRetries: 1,
    timeoutSeconds: 10,
    sleep,
    retryable: isRetried
  })
  return new Delivery({ client: records, dryRun: false, defer: false, sleep })
}

/** Makes the write of `request` and says what became of it. */
async function write(c: Delivery, kind: WriteKind, request: () => ApiRequest): Promise<string> {
  const made = await c.write({ kind, label: `a ${kind}`, request })
  return made.detail === undefined ? made.state : `${made.state}: ${made.detail}`
}

describe('success', () => {
  it('reports an artifact', async () => {
    const state = await write(client(), 'artifact', () =>
      reportArtifactRequest(ORG, 'backend', artifactBody())
    )
    expect(state).toBe('recorded')
    const { artifacts } = await emu.state()
    expect(artifacts.map((a) => [a.flow, a.fingerprint])).toEqual([['backend', FINGERPRINT]])
  })

  it('attests JUnit results, with and without an attachment', async () => {
    const c = client()
    const plain = await write(c, 'junit', () =>
      attestJUnitRequest(ORG, 'backend', 'trail-1', junitData())
    )
    const failing = junitData({
      junit_results: [{ name: 's', failures: 1, errors: 0, skipped: 0, total: 3, duration: 0.25 }]
    })
    const attached = await write(c, 'junit', () =>
      attestJUnitRequest(ORG, 'backend', 'trail-1', failing, {
        filename: 'junit.xml',
        data: new TextEncoder().encode('<testsuite name="s"/>')
      })
    )
    expect([plain, attached]).toEqual(['recorded', 'recorded'])
    const { attestations } = await emu.state()
    expect(attestations.map((a) => [a.type, a.trail, a.is_compliant])).toEqual([
      ['junit', 'trail-1', true],
      ['junit', 'trail-1', false]
    ])
    expect(attestations[1].attachment?.filename).toBe('junit.xml')
    expect(attestations[0].attachment).toBeNull()
  })

  it('overrides an attestation', async () => {
    const state = await write(client(), 'override', () =>
      overrideRequest(ORG, 'backend', 'trail-1', overrideBody())
    )
    expect(state).toBe('recorded')
    const { attestations } = await emu.state()
    expect(attestations.map((a) => [a.type, a.attestation_name, a.is_compliant])).toEqual([
      ['override', 'unit-tests', true]
    ])
  })

  it('gets a deployment', async () => {
    const checked = await getDeployment(client(), ORG, 'production', FINGERPRINT)
    expect(checked?.warnings).toEqual([])
    const d = checked?.value
    expect(d?.fingerprint).toBe(FINGERPRINT)
    expect(d?.deployed_at).toBe(1_700_000_000.5)
  })

  it('searches by commit prefix', async () => {
    const c = client()
    await write(c, 'artifact', () => reportArtifactRequest(ORG, 'backend', artifactBody()))
    const checked = await search(c, ORG, COMMIT.slice(0, 8))
    expect(checked?.warnings).toEqual([])
    expect(JSON.parse(checked?.received ?? 'null')).toEqual(checked?.value)
    const result = checked?.value
    expect(result?.artifacts.map((a) => a.fingerprint)).toEqual([FINGERPRINT])
    expect(result?.resolved_to?.full_match).toBe(COMMIT)
  })

  it('lists environments as a plain array without paging, an envelope with it', async () => {
    const c = client()
    const all = (await listEnvironments(c, ORG))?.value as Environment[]
    expect(Array.isArray(all)).toBe(true)
    expect(all.map((e) => e.name).sort()).toEqual(['production', 'qa', 'staging'])
    const page = (await listEnvironments(c, ORG, { page: 2, perPage: 2 }))?.value as EnvironmentPage
    expect(page.page).toBe(2)
    expect(page.per_page).toBe(2)
    expect(page.total_count).toBe(3)
    expect(page.environments.length).toBe(1)
    const reqs = await emu.requests()
    expect(reqs[0].query).toEqual({})
    expect(reqs[1].query).toEqual({ page: '2', per_page: '2' })
  })

  it('lists approvals oldest first', async () => {
    const c = client()
    await write(c, 'artifact', () => reportArtifactRequest(ORG, 'backend', artifactBody()))
    const approvals = (await listApprovals(c, ORG, 'backend', FINGERPRINT))?.value
    expect(approvals?.map((a) => [a.release_number, a.state])).toEqual([[1, 'APPROVED']])
  })
})

describe('the shape of a stored request', () => {
  const attachment = { filename: 'junit.xml', data: new TextEncoder().encode('<testsuite/>') }
  const json = (value: unknown): ApiRequest['payload'] => ({ kind: 'json', value })

  it('recognises each write the builders make, with its org', () => {
    expect(writeShapeOf(reportArtifactRequest(ORG, 'backend', artifactBody()))).toEqual({
      kind: 'artifact',
      org: ORG
    })
    expect(writeShapeOf(overrideRequest(ORG, 'backend', 't', overrideBody()))).toEqual({
      kind: 'override',
      org: ORG
    })
    expect(writeShapeOf(attestJUnitRequest(ORG, 'backend', 't', junitData(), attachment))).toEqual({
      kind: 'junit',
      org: ORG
    })
  })

  const refused: Array<[string, ApiRequest, string]> = [
    ['a GET', { method: 'GET', path: ['artifacts', ORG, 'backend'] }, 'it is a GET, not a POST'],
    [
      'a path that is no write',
      { method: 'POST', path: ['environments', ORG], payload: json({}) },
      'its path is not the path of a write (report an artifact, attest JUnit, override)'
    ],
    [
      'an artifact report sent as a form',
      {
        method: 'POST',
        path: ['artifacts', ORG, 'backend'],
        payload: { kind: 'form', parts: { jsonFields: { data_json: artifactBody() } } }
      },
      'an artifact report has a JSON body'
    ],
    [
      'a JUnit attestation as JSON',
      {
        method: 'POST',
        path: ['attestations', ORG, 'backend', 'trail', 't', 'junit'],
        payload: json(junitData())
      },
      'a JUnit attestation is multipart'
    ],
    [
      'an override as a form',
      {
        method: 'POST',
        path: ['attestations', ORG, 'backend', 'trail', 't', 'override'],
        payload: { kind: 'form', parts: { jsonFields: { data_json: overrideBody() } } }
      },
      'an override has a JSON body'
    ],
    [
      'a JUnit attestation with a part of its own',
      {
        method: 'POST',
        path: ['attestations', ORG, 'backend', 'trail', 't', 'junit'],
        payload: {
          kind: 'form',
          parts: { jsonFields: { data_json: junitData() }, files: { payload: attachment } }
        }
      },
      'a JUnit attestation has no part payload'
    ]
  ]

  it.each(refused)('refuses %s', (_name, request, problem) => {
    expect(writeShapeOf(request)).toEqual({ problem })
  })

  it('checks the names and the body as the builders do', () => {
    const climbing = writeShapeOf({
      method: 'POST',
      path: ['artifacts', '..', 'backend'],
      payload: json(artifactBody())
    })
    expect(climbing).toEqual({ problem: expect.stringContaining("'path.org'") })
    const badBody = writeShapeOf({
      method: 'POST',
      path: ['artifacts', ORG, 'backend'],
      payload: json(artifactBody({ fingerprint: 'ABC' }))
    })
    expect(badBody).toEqual({ problem: expect.stringContaining("'fingerprint'") })
  })
})

const validationError = (p: Promise<unknown>): Promise<ValidationError> =>
  rejection(p, ValidationError)

describe('validation before any request', () => {
  const c = (): Delivery => client()
  // The write builders throw as they build; the reads reject before they read.
  const cases: Array<[string, () => Promise<unknown>, string, unknown]> = [
    [
      'artifact fingerprint',
      async () => reportArtifactRequest(ORG, 'backend', artifactBody({ fingerprint: 'ABC' })),
      'fingerprint',
      'ABC'
    ],
    [
      'flow name in the path',
      async () => reportArtifactRequest(ORG, 'my flow', artifactBody()),
      'path.flow_name',
      'my flow'
    ],
    [
      'override type',
      async () =>
        overrideRequest(
          ORG,
          'backend',
          't',
          overrideBody({ original_attestation_type: 'nope' as never })
        ),
      'original_attestation_type',
      'nope'
    ],
    [
      'trail name',
      async () => attestJUnitRequest(ORG, 'backend', '-trail', junitData()),
      'path.trail_name',
      '-trail'
    ],
    [
      'junit counts',
      async () =>
        attestJUnitRequest(
          ORG,
          'backend',
          't',
          junitData({
            junit_results: [
              { name: 's', failures: -1, errors: 0, skipped: 0, total: 1, duration: 0 }
            ]
          })
        ),
      'junit_results.0.failures',
      -1
    ],
    [
      'environment name',
      () => getDeployment(c(), ORG, 'prod env', FINGERPRINT),
      'path.env_name',
      'prod env'
    ],
    ['search value', () => search(c(), ORG, 'abc'), 'path.search_value', 'abc'],
    ['per_page', () => listEnvironments(c(), ORG, { perPage: 51 }), 'query.per_page', 51],
    [
      'approvals fingerprint',
      () => listApprovals(c(), ORG, 'backend', 'deadbeef'),
      'path.fingerprint',
      'deadbeef'
    ]
  ]

  it.each(cases)('%s', async (_name, call, field, value) => {
    const err = await validationError(call())
    expect(err.field).toBe(field)
    expect(err.value).toEqual(value)
    expect(err.message).toContain(`'${field}'`)
    expect(err.message).toContain(JSON.stringify(value))
    expect((await emu.requests()).length).toBe(0)
  })

  it('lists every problem, the first one named', async () => {
    const body = artifactBody({ fingerprint: 'x', git_commit: 'y', filename: undefined as never })
    const err = await validationError((async () => reportArtifactRequest(ORG, 'backend', body))())
    expect(err.field).toBe('fingerprint')
    expect(err.message).toContain('and 2 more')
    expect(err.message).toContain("'filename' is required but missing")
    expect(err.message).toContain("'git_commit' String should match pattern")
    expect((await emu.requests()).length).toBe(0)
  })

  it('refuses the artifacts of one build as reportArtifactRequest does, problem for problem', () => {
    const outcome = (build: () => unknown): string => {
      try {
        build()
        return 'built'
      } catch (err) {
        return err instanceof ValidationError ? `${err.field}: ${err.message}` : String(err)
      }
    }
    const goodInfo = { sha1: COMMIT, message: 'm', parents: ['a'] }
    const badInfo = { sha1: 7, message: 'm', parents: 'a' }
    const shared = [
      {},
      { git_commit: 'y' },
      { git_commit_info: badInfo, annotations: { 'a b': 1 } },
      { git_commit_info: goodInfo, build_url: 3, trail_name: '-t' }
    ]
    const own = [
      {},
      { fingerprint: 'x' },
      { filename: undefined, template_reference_name: 'a b' },
      { fingerprint: FINGERPRINT.toUpperCase(), filename: '' }
    ]
    // Bodies of one build share their values; the builder sees the shared part change too.
    for (const flow of ['backend', 'my flow']) {
      const request = artifactReportRequests(ORG, flow)
      for (const common of shared) {
        for (const mine of [...own, ...own]) {
          const body = { ...artifactBody(), ...common, ...mine } as ArtifactReportBody
          const expected = outcome(() => reportArtifactRequest(ORG, flow, body))
          expect(outcome(() => request(body))).toBe(expected)
        }
      }
    }
  })

  it('refuses an attachment over 10 MB with the size and what to do', async () => {
    const big = { filename: 'evidence.tgz', data: new Uint8Array(11 * 1024 * 1024) }
    const err = await validationError(
      (async () => attestJUnitRequest(ORG, 'backend', 't', junitData(), big))()
    )
    expect(err.field).toBe('attachment_file')
    expect(err.message).toContain('11.0 MB')
    expect(err.message).toContain('attach-results: false')
    expect((await emu.requests()).length).toBe(0)
  })
})

describe('not found', () => {
  const apiError = (p: Promise<unknown>): Promise<ApiError> => rejection(p, ApiError)

  it('maps an unknown environment to a 404 with the service message', async () => {
    const err = await apiError(getDeployment(client(), ORG, 'nowhere', FINGERPRINT))
    expect(err.status).toBe(404)
    expect(err.serverMessage).toBe(
      `Environment named 'nowhere' does not exist for organization '${ORG}'`
    )
    expect(err.attempts).toBe(1)
  })

  it('maps a search without matches to a 404', async () => {
    const value = sha256('nothing').slice(0, 12)
    const err = await apiError(search(client(), ORG, value))
    expect(err.status).toBe(404)
    expect(err.serverMessage).toBe(`No matches for '${value}'.`)
  })

  it('maps an unknown flow of the approvals route to a 404', async () => {
    const err = await apiError(listApprovals(client(), ORG, 'ghost', FINGERPRINT))
    expect(err.status).toBe(404)
    expect(err.message).toContain(`Flow named 'ghost' does not exist`)
  })
})

describe('answers are data: wrong items are skipped with a warning naming them', () => {
  const fp = (c: string): string => c.repeat(64)

  it('skips search artifacts that are not objects or lack a fingerprint', async () => {
    const good = { fingerprint: fp('a'), name: 'app', compliance_state: 'COMPLIANT' }
    await emu.addFault({
      path: `/api/v2/search/${ORG}/`,
      body: {
        artifacts: [null, 'oops', { name: 'nameless' }, { ...good, compliance_state: 5 }, good],
        resolved_to: 'commit'
      }
    })
    const checked = await search(client(), ORG, COMMIT)
    expect(checked?.value).toEqual({
      artifacts: [{ fingerprint: fp('a'), name: 'app' }, good]
    })
    expect(checked?.warnings).toEqual([
      'Skipped search artifact #1: expected an object, got null.',
      'Skipped search artifact #2: expected an object, got a string "oops".',
      "Skipped search artifact #3: 'fingerprint' should be a string, got nothing.",
      `Ignored 'compliance_state' of search artifact #4 (fingerprint "${fp('a')}"): ` +
        'expected a string, got number 5.',
      'Ignored \'resolved_to\' of the search answer: expected an object, got a string "commit".'
    ])
  })

  it('leaves out page numbers that are not integers and skips environments without a name', async () => {
    await emu.addFault({
      path: `/api/v2/environments/${ORG}`,
      body: {
        page: '2',
        per_page: 50,
        total_pages: 3,
        total_count: 3,
        environments: [null, { name: 7 }, { name: 'qa', tags: 'x', policies: ['p', 1] }]
      }
    })
    const checked = await listEnvironments(client(), ORG, { page: 2, perPage: 50 })
    const page = checked?.value as EnvironmentPage
    expect(page.page).toBeUndefined()
    expect(page.total_pages).toBe(3)
    expect(page.environments).toEqual([{ name: 'qa' }])
    expect(checked?.warnings).toEqual([
      'Ignored \'page\' of the environments page: expected an integer, got a string "2".',
      'Skipped environment #1: expected an object, got null.',
      "Skipped environment #2: 'name' should be a string, got number 7.",
      `Ignored 'tags' of environment #3 (name "qa"): expected an object, got a string "x".`,
      `Ignored 'policies' of environment #3 (name "qa"): expected a list of strings, got an array.`
    ])
  })

  it('checks approvals and their reviews, and a deployment field by field', async () => {
    await emu.addFault({
      path: `/api/v2/artifacts/${ORG}/backend/`,
      body: [null, { release_number: 2, state: 'APPROVED', approvals: [null, { comment: 'ok' }] }]
    })
    const approvals = await listApprovals(client(), ORG, 'backend', FINGERPRINT)
    expect(approvals?.value).toEqual([
      { release_number: 2, state: 'APPROVED', approvals: [{ comment: 'ok' }] }
    ])
    expect(approvals?.warnings).toEqual([
      'Skipped approval #1: expected an object, got null.',
      'Skipped review #1 of approval #2 (release_number 2).approvals: expected an object, got null.'
    ])

    await emu.addFault({
      path: `/api/v2/deployments/${ORG}/`,
      body: { fingerprint: FINGERPRINT, deployed_at: 'yesterday', artifact: { flow_name: ['x'] } }
    })
    const deployment = await getDeployment(client(), ORG, 'production', FINGERPRINT)
    expect(deployment?.value).toEqual({ fingerprint: FINGERPRINT, artifact: {} })
    expect(deployment?.warnings).toEqual([
      `Ignored 'deployed_at' of the deployment: expected a number, got a string "yesterday".`,
      "Ignored 'flow_name' of the deployment.artifact: expected a string, got an array."
    ])
  })

  it(`keeps ${MAX_ANSWER_WARNINGS} warnings and counts the rest`, async () => {
    await emu.addFault({
      path: `/api/v2/search/${ORG}/`,
      body: { artifacts: new Array(1000).fill(null) }
    })
    const checked = await search(client(), ORG, COMMIT)
    expect(checked?.value.artifacts).toEqual([])
    expect(checked?.warnings).toHaveLength(MAX_ANSWER_WARNINGS + 1)
    expect(checked?.warnings.at(-1)).toBe(
      `… and ${1000 - MAX_ANSWER_WARNINGS} more problems in the search answer.`
    )
  })
})
