/**
 * override and the common attestation fields, against the real emulator, a real RecordsClient
 * and a real git repository in a temp dir.
 */
import { failuresOf } from '../../src/report/writes.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { Config } from './support.js'
import { InputError } from '../../src/errors.js'
import { readGitHubContext } from '../../src/context/github.js'
import { buildCommonAttestation } from '../../src/commands/attestation-body.js'
import { readConfig } from '../../src/config.js'
import { runOverride } from '../../src/commands/override.js'
import { parseAttestationType } from '../../src/inputs/override-inputs.js'
import {
  ORG,
  TOKEN,
  fp,
  givenFingerprint,
  makeDelivery,
  makeConfig,
  seedArtifact,
  sha,
  tempDir
} from './support.js'
import { apiBaseUrl } from '../../src/inputs/service.js'
import { emulatorAround } from '../emulator/helpers.js'

const AUTHOR_TIME = 1_700_000_123
const GITHUB_ENV = {
  GITHUB_RUN_NUMBER: '7',
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_REPOSITORY: 'acme/app',
  GITHUB_REPOSITORY_ID: '4242',
  GITHUB_RUN_ID: '99'
}

let emulator: Emulator
let base: string
let repo: ReturnType<typeof tempDir>
let commit: string

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo.path,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Jane Doe',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_AUTHOR_DATE: `${AUTHOR_TIME} +0000`,
      GIT_COMMITTER_NAME: 'CI',
      GIT_COMMITTER_EMAIL: 'ci@example.com',
      GIT_COMMITTER_DATE: `${AUTHOR_TIME + 60} +0000`
    },
    encoding: 'utf8'
  }).trim()
}

emulatorAround({ port: 0, tokens: [{ token: TOKEN, org: ORG }] }, (started) => {
  emulator = started
  base = apiBaseUrl(started.url)
})

beforeAll(() => {
  repo = tempDir('cmd-override-repo-')
  git(['init', '-q', '-b', 'main'])
  git(['config', 'commit.gpgsign', 'false'])
  git(['remote', 'add', 'origin', 'git@github.com:acme/app.git'])
  writeFileSync(join(repo.path, 'README'), 'hello\n')
  git(['add', 'README'])
  git(['commit', '-q', '-m', 'Fix the flaky test\n\nLonger body.'])
  commit = git(['rev-parse', 'HEAD'])
})

afterAll(() => {
  repo.remove()
})

beforeEach(() => {
  emulator.reset()
  emulator.clearFaults()
})

const config = (overrides: Partial<Config>): Config =>
  makeConfig({
    baseUrl: base,
    command: 'override',
    flow: 'backend',
    trail: 'release-1',
    attestationName: 'unit-tests',
    attestationType: 'junit',
    compliant: true,
    reason: 'Flaky infrastructure, rerun passed',
    ...overrides
  })

const mark = (): number => emulator.requests().length

function posted(from: number): Array<{ method: string; path: string; body: string | null }> {
  return emulator
    .requests()
    .slice(from)
    .map((r) => ({ method: r.method, path: r.path, body: r.body }))
}

describe('override', () => {
  it('sends the CLI body: common fields in order, then reason, status and type', async () => {
    const c = config({
      commit,
      repoRoot: repo.path,
      attestationName: 'unit-tests',
      targetArtifacts: ['backend-image'],
      compliant: false,
      attestationType: 'snyk',
      externalUrls: {
        zeta: { href: 'https://z.example/2' },
        alpha: { href: 'https://a.example/1', fingerprint: fp('ext') }
      },
      originUrl: 'https://github.example/acme/app/actions/runs/99',
      userData: { ticket: 'OPS-1', n: 2 },
      description: 'overridden by release manager',
      annotations: { zz: 'last', aa: 'first' },
      github: readGitHubContext(GITHUB_ENV)
    })
    const from = mark()
    const result = await runOverride(c, makeDelivery(c))
    expect(result.failures).toEqual([])

    const requests = posted(from)
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v2/attestations/${ORG}/backend/trail/release-1/override`
    ])
    const body = JSON.parse(requests[0].body ?? 'null') as Record<string, unknown>
    const expected = {
      git_commit_info: {
        sha1: commit,
        message: 'Fix the flaky test\n\nLonger body.',
        author: 'Jane Doe <jane@example.com>',
        timestamp: AUTHOR_TIME,
        branch: 'main',
        url: `https://github.com/acme/app/commit/${commit}`
      },
      repo_info: {
        url: 'https://github.example/acme/app',
        name: 'acme/app',
        id: '4242',
        provider: 'github'
      },
      attestation_name: 'unit-tests',
      target_artifacts: ['backend-image'],
      external_urls: {
        alpha: { href: 'https://a.example/1', fingerprint: fp('ext') },
        zeta: { href: 'https://z.example/2' }
      },
      origin_url: 'https://github.example/acme/app/actions/runs/99',
      user_data: { ticket: 'OPS-1', n: 2 },
      description: 'overridden by release manager',
      annotations: { aa: 'first', zz: 'last' },
      reason: 'Flaky infrastructure, rerun passed',
      new_compliance_status: false,
      original_attestation_type: 'snyk'
    }
    // Exact text: key order at every level is the CLI's (Go struct order, sorted maps).
    expect(requests[0].body).toBe(JSON.stringify(expected))
    expect(body).toEqual(expected)

    expect(result.override).toEqual({
      attestationName: 'unit-tests',
      attestationType: 'snyk',
      compliant: false,
      reason: 'Flaky infrastructure, rerun passed',
      trail: 'release-1',
      targetArtifacts: ['backend-image'],
      fingerprint: undefined,
      writeId: result.writes[0].id
    })
    expect(result.writes.map((w) => [w.kind, w.state])).toEqual([['override', 'recorded']])
    const stored = emulator.state().attestations
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ type: 'override', is_compliant: false, trail: 'release-1' })
  })

  it('sends the minimal body with user_data {} and binds an artifact fingerprint', async () => {
    const fingerprint = fp('bound')
    await seedArtifact(base, 'backend', { fingerprint, commit: sha('x'), trail: 'release-1' })
    const c = config(givenFingerprint(fingerprint))
    const from = mark()
    const result = await runOverride(c, makeDelivery(c))
    expect(result.failures).toEqual([])
    const [request] = posted(from)
    expect(request.body).toBe(
      JSON.stringify({
        artifact_fingerprint: fingerprint,
        attestation_name: 'unit-tests',
        user_data: {},
        reason: 'Flaky infrastructure, rerun passed',
        new_compliance_status: true,
        original_attestation_type: 'junit'
      })
    )
    expect(result.override?.fingerprint).toBe(fingerprint)
  })

  it('accepts a custom:<name> type', async () => {
    const c = config({ attestationType: 'custom:coverage' })
    const from = mark()
    const result = await runOverride(c, makeDelivery(c))
    expect(result.failures).toEqual([])
    const body = JSON.parse(posted(from)[0].body ?? '{}') as Record<string, unknown>
    expect(body.original_attestation_type).toBe('custom:coverage')
    expect(result.override?.attestationType).toBe('custom:coverage')
  })

  it('warns and leaves git_commit_info out when repo-root holds no repository', async () => {
    const empty = tempDir('cmd-override-norepo-')
    try {
      const c = config({ commit, repoRoot: empty.path })
      const from = mark()
      const result = await runOverride(c, makeDelivery(c))
      expect(result.failures).toEqual([])
      expect(result.warnings.join('\n')).toContain(empty.path)
      const body = JSON.parse(posted(from)[0].body ?? '{}') as Record<string, unknown>
      expect(body).not.toHaveProperty('git_commit_info')
      expect(body.attestation_name).toBe('unit-tests')
    } finally {
      empty.remove()
    }
  })

  it('turns a fingerprint unknown in the trail into a failure with the server message', async () => {
    const fingerprint = fp('stranger')
    const c = config(givenFingerprint(fingerprint))
    const result = await runOverride(c, makeDelivery(c))
    const failures = failuresOf(result)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toContain(`Artifact with fingerprint ${fingerprint} does not exist`)
    expect(failures[0]).toMatch(
      /^Override of attestation 'unit-tests' in trail .* was not recorded: /
    )
  })

  it('sends nothing in dry-run but still describes the override', async () => {
    const c = config({ dryRun: true })
    const from = mark()
    const result = await runOverride(c, makeDelivery(c))
    expect(posted(from)).toEqual([])
    expect(result.failures).toEqual([])
    expect(result.override?.attestationName).toBe('unit-tests')
    expect(result.destination.dryRun).toBe(true)
  })

  // The inputs are checked once, where they are read (readConfig), before anything is sent.
  const overrideEnv = (inputs: Record<string, string>): NodeJS.ProcessEnv => ({
    GITHUB_WORKSPACE: repo.path,
    INPUT_COMMAND: 'override',
    'INPUT_API-TOKEN': TOKEN,
    'INPUT_BASE-URL': base,
    INPUT_ORG: ORG,
    INPUT_FLOW: 'backend',
    INPUT_TRAIL: 'release-1',
    'INPUT_ATTESTATION-NAME': 'unit-tests',
    'INPUT_ATTESTATION-TYPE': 'junit',
    INPUT_COMPLIANT: 'true',
    INPUT_REASON: 'Flaky infrastructure, rerun passed',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  })

  it.each([
    [{ 'attestation-type': 'bogus' }, 'attestation-type'],
    [{ 'attestation-type': 'custom:' }, 'attestation-type'],
    [{ 'attestation-type': '' }, 'attestation-type'],
    [{ reason: '' }, 'reason'],
    [{ reason: '   ' }, 'reason'],
    [{ compliant: '' }, 'compliant'],
    [{ compliant: 'yes' }, 'compliant'],
    [{ flow: '' }, 'flow'],
    [{ trail: 'bad trail' }, 'trail'],
    [{ 'attestation-name': 'a.b.c' }, 'attestation-name'],
    [{ fingerprint: 'not-a-fingerprint' }, 'fingerprint'],
    [{ annotations: 'bad key=v' }, 'annotations']
  ])('refuses the inputs %j before sending', async (inputs, named) => {
    const from = mark()
    const error = await readConfig(overrideEnv(inputs)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toContain(named)
    expect(posted(from)).toEqual([])
  })

  it('refuses an override without a trail when no commit can be found', async () => {
    const empty = tempDir('cmd-override-notrail-')
    const env = overrideEnv({ trail: '' })
    env.GITHUB_WORKSPACE = empty.path
    const error = await readConfig(env).catch((e: unknown) => e)
    empty.remove()
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toContain('trail')
  })

  // Values that pass the inputs but not the API's request rules are refused by the client.
  it.each([
    [givenFingerprint('not-a-fingerprint'), 'artifact_fingerprint'],
    [{ trail: 'bad trail' }, 'trail_name'],
    [{ annotations: { 'bad key': 'v' } }, 'annotations']
  ])('refuses the request fields %j before sending', async (inputs, named) => {
    const c = config(inputs as Partial<Config>)
    const from = mark()
    const result = await runOverride(c, makeDelivery(c))
    expect(result.writes.map((w) => w.state)).toEqual(['failed'])
    expect(result.writes[0].detail).toMatch(new RegExp(`^Field '[^']*${named}`))
    expect(posted(from)).toEqual([])
  })
})

describe('attestation types', () => {
  it.each(['generic', 'junit', 'snyk', 'pull_request', 'jira', 'sonar', 'custom:x', 'system:y'])(
    'accepts %s',
    (type) => {
      expect(parseAttestationType(type)).toBe(type)
    }
  )
  it.each(['JUNIT', 'custom', 'custom: x', 'other:x', ' junit'])('refuses %j', (type) => {
    expect(() => parseAttestationType(type)).toThrow(/attestation-type/)
  })
})

describe('buildCommonAttestation', () => {
  const base = makeConfig({ baseUrl: 'http://127.0.0.1:1/api/v2', attestationName: 'junit' })

  it('omits empty values and defaults user_data to {}', () => {
    expect(JSON.stringify(buildCommonAttestation(base, {}))).toBe(
      '{"attestation_name":"junit","user_data":{}}'
    )
  })

  it('keeps the CLI key order whatever order the options come in', () => {
    const body = buildCommonAttestation(
      {
        ...base,
        annotations: { b: '2', a: '1' },
        description: 'd',
        userData: ['x'],
        originUrl: 'https://ci.example/1',
        externalUrls: { l: { href: 'https://e.example' } },
        targetArtifacts: ['tmpl']
      },
      {
        repoInfo: { url: 'https://g.example/o/r', name: 'o/r' },
        gitCommitInfo: { sha1: sha('c') },
        fingerprint: fp('f')
      }
    )
    expect(Object.keys(body)).toEqual([
      'artifact_fingerprint',
      'git_commit_info',
      'repo_info',
      'attestation_name',
      'target_artifacts',
      'external_urls',
      'origin_url',
      'user_data',
      'description',
      'annotations'
    ])
    expect(Object.keys(body.annotations ?? {})).toEqual(['a', 'b'])
    expect(body.user_data).toEqual(['x'])
  })

  it('leaves an empty target list out', () => {
    expect(buildCommonAttestation({ ...base, targetArtifacts: [] }, {})).not.toHaveProperty(
      'target_artifacts'
    )
  })
})
