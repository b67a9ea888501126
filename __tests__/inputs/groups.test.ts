/**
 * The small input groups — flow, queries, override, matrix, the attestation's name and
 * attachments, replay — each refusal naming the input and the value, before anything is sent.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFlowInputs } from '../../src/inputs/flow.js'
import {
  readAttachMode,
  readAttestationNameInputs,
  readJUnitInputs,
  splitAttestationName
} from '../../src/inputs/junit-inputs.js'
import { matrixLegWords, readMatrixLeg } from '../../src/inputs/matrix.js'
import { parseAttestationType, readOverrideInputs } from '../../src/inputs/override-inputs.js'
import {
  readEnvironmentInputs,
  readPageInputs,
  readSearchInputs
} from '../../src/inputs/queries.js'
import { readReplayInputs } from '../../src/inputs/replay-inputs.js'
import { expectRefused, inputs } from './refusal.js'

describe('flow', () => {
  it('is read with fail-on-non-compliant; optional unless a command needs it', () => {
    expect(readFlowInputs(inputs({ flow: 'app.v2', 'fail-on-non-compliant': 'true' }))).toEqual({
      flow: 'app.v2',
      failOnNonCompliant: true
    })
    expect(readFlowInputs({})).toEqual({ flow: '', failOnNonCompliant: false })
  })

  it('refuses a name the service would refuse, and a missing one where it is needed', async () => {
    await expectRefused(
      () => readFlowInputs(inputs({ flow: 'my flow' })),
      'flow',
      'my flow',
      /must match/
    )
    await expectRefused(
      () => readFlowInputs({}, 'report'),
      'flow',
      '',
      /required for report \(or set KOSLI_FLOW\)/
    )
  })
})

describe('queries', () => {
  it('search-value, else the commit; a hex prefix of 5 to 64', async () => {
    expect(readSearchInputs({}, 'abcdef1', 'search')).toEqual({ searchValue: 'abcdef1' })
    expect(readSearchInputs(inputs({ 'search-value': '0123456789' }), 'abcdef1', 'search')).toEqual(
      {
        searchValue: '0123456789'
      }
    )
    await expectRefused(
      () => readSearchInputs({}, '', 'search'),
      'search-value',
      '',
      /required for search \(or give commit/
    )
    for (const v of ['abcd', 'ABCDEF', 'xyz12345']) {
      await expectRefused(
        () => readSearchInputs(inputs({ 'search-value': v }), '', 'search'),
        'search-value',
        v,
        /must match/
      )
    }
  })

  it('environment required and well formed; page and per-page in range', async () => {
    expect(readEnvironmentInputs(inputs({ environment: 'prod-eu' }), 'get-deployment')).toEqual({
      environment: 'prod-eu'
    })
    await expectRefused(
      () => readEnvironmentInputs({}, 'get-deployment'),
      'environment',
      '',
      /required for get-deployment/
    )
    await expectRefused(
      () => readEnvironmentInputs(inputs({ environment: '.prod' }), 'x'),
      'environment',
      '.prod',
      /must match/
    )
    expect(readPageInputs(inputs({ page: '2', 'per-page': '50' }))).toEqual({
      page: 2,
      perPage: 50
    })
    await expectRefused(
      () => readPageInputs(inputs({ 'per-page': '51' })),
      'per-page',
      '51',
      /from 1 to 50/
    )
    await expectRefused(() => readPageInputs(inputs({ page: '0' })), 'page', '0', /from 1 to/)
  })
})

describe('override', () => {
  const all = {
    'attestation-name': 'app.junit',
    'attestation-type': 'junit',
    compliant: 'false',
    reason: 'flaky'
  }

  it('reads the attestation, its type, the new status and the reason', () => {
    expect(readOverrideInputs(inputs(all), 'override')).toEqual({
      attestationName: 'junit',
      targetArtifacts: ['app'],
      attestationType: 'junit',
      compliant: false,
      reason: 'flaky'
    })
    expect(parseAttestationType('custom:coverage')).toBe('custom:coverage')
  })

  it('refuses each missing or wrong input by name', async () => {
    await expectRefused(
      () => parseAttestationType('coverage'),
      'attestation-type',
      'coverage',
      /must be one of .*custom:<name>/
    )
    for (const input of ['attestation-type', 'compliant', 'reason'] as const) {
      const without = { ...all, [input]: '' }
      await expectRefused(
        () => readOverrideInputs(inputs(without), 'override'),
        input,
        '',
        /is required for override/
      )
    }
    await expectRefused(
      () => readOverrideInputs(inputs({ ...all, compliant: 'no' }), 'override'),
      'compliant',
      'no',
      /true or false/
    )
  })
})

describe('the attestation name and attachments', () => {
  it('splits template.name as the CLI does, and refuses what it refuses', async () => {
    expect(splitAttestationName('tests')).toEqual({ name: 'tests' })
    expect(splitAttestationName('backend.tests')).toEqual({ name: 'tests', targets: ['backend'] })
    expect(readAttestationNameInputs({})).toEqual({
      attestationName: 'junit',
      targetArtifacts: undefined
    })
    for (const v of ['a.b.c', '.tests', 'backend.']) {
      await expectRefused(() => splitAttestationName(v), 'attestation-name', v, /invalid format/)
    }
    await expectRefused(
      () => splitAttestationName('my tests'),
      'attestation-name',
      'my tests',
      /must match/
    )
    await expectRefused(
      () => splitAttestationName('a.b c'),
      'attestation-name',
      'b c',
      /must match/
    )
  })

  it('attach-results: auto, or a boolean as every boolean input is spelled', async () => {
    expect(readAttachMode({})).toBe('auto')
    expect(readAttachMode(inputs({ 'attach-results': 'TRUE' }))).toBe('true')
    expect(readAttachMode(inputs({ 'attach-results': 'False' }))).toBe('false')
    await expectRefused(
      () => readAttachMode(inputs({ 'attach-results': 'always' })),
      'attach-results',
      'always',
      /auto, true or false/
    )
  })

  it('test-messages: first-line by default, or hash or none', async () => {
    const dir = process.cwd()
    const read = (value?: string) =>
      readJUnitInputs(inputs(value === undefined ? {} : { 'test-messages': value }), dir, {
        command: 'report'
      })
    expect((await read()).testMessages).toBe('first-line')
    expect((await read('hash')).testMessages).toBe('hash')
    expect((await read('none')).testMessages).toBe('none')
    await expectRefused(
      () => read('all'),
      'test-messages',
      'all',
      /must be one of first-line, hash, none/
    )
  })
})

describe('matrix', () => {
  it("the leg's values; none outside a matrix", () => {
    expect(readMatrixLeg(inputs({ matrix: '{"os":"ubuntu-latest","node":20}' }))).toEqual({
      os: 'ubuntu-latest',
      node: 20
    })
    for (const v of ['', 'null', '{}']) expect(readMatrixLeg(inputs({ matrix: v }))).toBeUndefined()
    expect(matrixLegWords({ os: 'ubuntu-latest', cfg: { a: 1 } })).toBe(
      'os: ubuntu-latest, cfg: {"a":1}'
    )
    expect(matrixLegWords({ k: 'v'.repeat(300) }).length).toBeLessThanOrEqual(100)
  })

  it('refuses what is not the JSON of a matrix, telling to leave the default', async () => {
    for (const v of ['[1]', '"os"', '{os: 1}', '3']) {
      await expectRefused(
        () => readMatrixLeg(inputs({ matrix: v })),
        'matrix',
        v,
        /leave its default/
      )
    }
  })
})

describe('replay', () => {
  const run = (over: Partial<Parameters<typeof readReplayInputs>[1]> = {}) => ({
    command: 'replay',
    apiToken: 'a-real-token',
    githubToken: 'ghs_token',
    runner: {},
    ...over
  })

  it('an outbox path, or a run id', () => {
    expect(readReplayInputs(inputs({ outbox: 'outbox/' }), run())).toEqual({ outbox: 'outbox/' })
    expect(readReplayInputs(inputs({ 'run-id': '123' }), run())).toEqual({ outbox: '', runId: 123 })
  })

  it('refuses each wrong combination, naming the input', async () => {
    await expectRefused(
      () => readReplayInputs({}, run()),
      'outbox',
      '',
      /required for replay \(or give run-id\)/
    )
    await expectRefused(
      () => readReplayInputs(inputs({ outbox: 'o', 'run-id': '5' }), run()),
      'run-id',
      '5',
      /cannot be given with outbox/
    )
    for (const apiToken of ['', 'DRY_RUN']) {
      await expectRefused(
        () => readReplayInputs(inputs({ outbox: 'o' }), run({ apiToken })),
        'api-token',
        '',
        /sealed with it/,
        true
      )
    }
    for (const v of ['0', '12a', '-3']) {
      await expectRefused(
        () => readReplayInputs(inputs({ 'run-id': v }), run()),
        'run-id',
        v,
        /number of a workflow run/
      )
    }
    await expectRefused(
      () =>
        readReplayInputs(
          inputs({ 'run-id': '9' }),
          run({ runner: { cannotReadArtifacts: 'enterprise-server' } })
        ),
      'run-id',
      '9',
      /GitHub Enterprise Server/
    )
    await expectRefused(
      () => readReplayInputs(inputs({ 'run-id': '9' }), run({ githubToken: '' })),
      'github-token',
      '',
      /required for replay with run-id/
    )
  })

  it('an outbox path must name a file or folder of the workspace: an input error, not ENOENT', async () => {
    // The tests' folder stands in for a workspace: it has a folder `inputs`, no `no-outbox-here`.
    const workspace = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
    expect(readReplayInputs(inputs({ outbox: 'inputs' }), run({ workspace }))).toEqual({
      outbox: 'inputs'
    })
    await expectRefused(
      () => readReplayInputs(inputs({ outbox: 'no-outbox-here/' }), run({ workspace })),
      'outbox',
      'no-outbox-here/',
      /names no file or folder \(looked for .*no-outbox-here; give the folder the outbox artifacts were downloaded into/
    )
  })
})
