/**
 * readConfig as the runner drives it: every action.yml default present as INPUT_*, KOSLI_*
 * variables beneath explicit inputs, one boolean rule, and refusals that never echo a secret.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readActionYml, tableDefault } from '../script/action-tables.js'
import { readConfig } from '../src/config.js'
import { InputError } from '../src/errors.js'
import { INPUT_DEFAULTS, INPUT_VARIABLES, RUNNER_DEFAULTS } from '../src/inputs/defaults.js'

const action = readActionYml()
const workspace = mkdtempSync(join(tmpdir(), 'config-test-'))
// The report the attest-junit examples name: the `junit` input is resolved where it is read.
writeFileSync(join(workspace, 'x.xml'), '<testsuite name="s"><testcase name="t"/></testsuite>\n')
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const SHA = 'c0ffee0123456789c0ffee0123456789c0ffee01'
const TOKEN = 'tok-acme-secret-1234'

/** The environment a runner gives the action: every action.yml default as INPUT_*. */
function runnerEnv(inputs: Record<string, string>, vars: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { GITHUB_WORKSPACE: workspace, GITHUB_SHA: SHA, ...vars }
  for (const [name, spec] of Object.entries(action.inputs)) {
    // The runner evaluates expressions: `${{ github.token }}` becomes a token,
    // `${{ toJSON(matrix) }}` null outside a matrix, `${{ toJSON(strategy) }}` a job of one,
    // `${{job.check_run_id}}` the job's check run.
    const value = String(spec.default ?? '')
      .replace('${{ github.token }}', 'ghs_runnerToken123')
      .replace('${{ toJSON(matrix) }}', 'null')
      .replace(
        '${{ toJSON(strategy) }}',
        '{"fail-fast":true,"job-index":0,"job-total":1,"max-parallel":1}'
      )
      .replace('${{job.check_run_id}}', '51725241954')
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  return env
}

const search = (inputs: Record<string, string> = {}, vars: Record<string, string> = {}) =>
  readConfig(runnerEnv({ command: 'search', ...inputs }, vars))

async function refusal(p: Promise<unknown>): Promise<InputError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(InputError)
  return err as InputError
}

describe('action.yml and the built-in defaults', () => {
  it('gives no default to an input that has a KOSLI_* variable', () => {
    for (const input of Object.keys(INPUT_VARIABLES)) {
      expect(action.inputs[input]).toBeDefined()
      expect([input, action.inputs[input].default]).toEqual([input, undefined])
      expect(action.inputs[input].description).toContain(INPUT_VARIABLES[input])
    }
  })

  it("carries the code table's default for every input without a variable, and no other", () => {
    for (const [input, spec] of Object.entries(action.inputs)) {
      const expected = input in INPUT_VARIABLES ? undefined : tableDefault(input)
      const yml = spec.default === undefined ? undefined : String(spec.default)
      expect([input, yml]).toEqual([input, expected])
    }
    // Every default of the code is an input's: none is left over from a renamed input.
    for (const input of [...Object.keys(INPUT_DEFAULTS), ...Object.keys(RUNNER_DEFAULTS)]) {
      expect([input, action.inputs[input] !== undefined]).toEqual([input, true])
    }
  })

  it("states the code's default where a description names one after the variable", () => {
    let stated = 0
    for (const [input, variable] of Object.entries(INPUT_VARIABLES)) {
      const description = action.inputs[input].description
      const m = new RegExp(`else ${variable}[^;]*; else (\\S+?)\\.?(?:\\s|$)`).exec(description)
      if (!m || !(input in INPUT_DEFAULTS)) continue
      expect([input, m[1]]).toEqual([input, INPUT_DEFAULTS[input]])
      stated += 1
    }
    expect(stated).toBeGreaterThanOrEqual(3)
  })
})

describe('precedence: input > KOSLI_* variable > default', () => {
  it('reaches the host, org and dry run of the variables when only they are set', async () => {
    const { config } = await search(
      {},
      {
        KOSLI_API_TOKEN: TOKEN,
        KOSLI_HOST: 'https://records.example.com',
        KOSLI_ORG: 'acme',
        KOSLI_FLOW: 'shop',
        KOSLI_DRY_RUN: 'true',
        KOSLI_MAX_API_RETRIES: '5'
      }
    )
    expect(config).toMatchObject({
      apiToken: TOKEN,
      baseUrl: 'https://records.example.com/api/v2',
      org: 'acme',
      flow: 'shop',
      dryRun: true,
      maxRetries: 5
    })
  })

  it('lets an explicit input win over its variable', async () => {
    const { config } = await search(
      { 'api-token': TOKEN, 'base-url': 'http://127.0.0.1:9/', org: 'mine', 'dry-run': 'false' },
      { KOSLI_HOST: 'https://other.example.com', KOSLI_ORG: 'theirs', KOSLI_DRY_RUN: 'true' }
    )
    expect(config).toMatchObject({
      baseUrl: 'http://127.0.0.1:9/api/v2',
      org: 'mine',
      dryRun: false
    })
  })

  it('falls back to the built-in defaults last', async () => {
    const { config } = await search({ 'api-token': TOKEN, org: 'acme' })
    expect(config).toMatchObject({
      baseUrl: 'https://app.kosli.com/api/v2',
      dryRun: false,
      maxRetries: 3,
      timeoutSeconds: 20
    })
  })

  it('takes the commit and trail from their variables', async () => {
    const trail = 'release-7'
    const { config } = await readConfig(
      runnerEnv(
        { command: 'search', 'api-token': TOKEN, org: 'acme' },
        { KOSLI_COMMIT: SHA.replace('c0', 'd1'), KOSLI_TRAIL: trail }
      )
    )
    expect(config).toMatchObject({ commit: SHA.replace('c0', 'd1'), trail })
  })

  it('names the variable a bad value came from', async () => {
    const err = await refusal(search({ 'api-token': TOKEN, org: 'acme' }, { KOSLI_DRY_RUN: 'yes' }))
    expect(err.message).toContain("'dry-run' (from KOSLI_DRY_RUN)")
    expect(err.message).toContain('"yes"')
  })
})

describe('booleans: one rule for every boolean input', () => {
  const booleans = ['dry-run', 'fail-on-non-compliant', 'check-run', 'summary']
  const base = { 'api-token': TOKEN, org: 'acme' }

  it('covers every input whose action.yml default is a boolean', () => {
    const fromYml = Object.entries(action.inputs)
      .filter(([, s]) => s.default === 'true' || s.default === 'false')
      .map(([n]) => n)
    for (const input of fromYml) expect([...booleans, 'send-superseded']).toContain(input)
  })

  it('send-superseded (replay) takes the same spellings and refuses the others', async () => {
    const replay = (value: string) =>
      readConfig(runnerEnv({ ...base, command: 'replay', outbox: '.', 'send-superseded': value }))
    for (const [value, expected] of [
      ['True', true],
      ['FALSE', undefined],
      ['false', undefined]
    ] as const) {
      const { config } = await replay(value)
      expect([value, (config as { sendSuperseded?: boolean }).sendSuperseded]).toEqual([
        value,
        expected
      ])
    }
    const err = await refusal(replay('yes'))
    expect(err.message).toContain("'send-superseded'")
  })

  it.each(booleans)('%s accepts the YAML 1.2 core spellings', async (input) => {
    for (const [value, expected] of [
      ['true', true],
      ['True', true],
      ['TRUE', true],
      ['false', false],
      ['False', false],
      ['FALSE', false]
    ] as const) {
      const { config } = await search({ ...base, [input]: value })
      const key = input.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
      expect([value, (config as unknown as Record<string, unknown>)[key]]).toEqual([
        value,
        expected
      ])
    }
  })

  it.each(booleans)(
    '%s refuses yes, 1, on and Y, naming the input and the value',
    async (input) => {
      for (const value of ['yes', '1', 'on', 'Y']) {
        const err = await refusal(search({ ...base, [input]: value }))
        expect(err.message).toContain(`'${input}'`)
        expect(err.message).toContain(JSON.stringify(value))
      }
    }
  )

  it('applies the same rule to compliant and attach-results', async () => {
    const override = {
      command: 'override',
      ...base,
      flow: 'f',
      trail: 't',
      'attestation-type': 'junit',
      reason: 'r'
    }
    const { config } = await readConfig(runnerEnv({ ...override, compliant: 'True' }))
    expect(config).toMatchObject({ compliant: true })
    const err = await refusal(readConfig(runnerEnv({ ...override, compliant: 'yes' })))
    expect(err.message).toContain("'compliant'")
    const junit = { command: 'attest-junit', ...base, flow: 'f', junit: 'x.xml' }
    for (const [value, mode] of [
      ['auto', 'auto'],
      ['TRUE', 'true'],
      ['False', 'false']
    ]) {
      const read = await readConfig(runnerEnv({ ...junit, 'attach-results': value }))
      expect(read.config).toMatchObject({ attachResults: mode })
    }
    await refusal(readConfig(runnerEnv({ ...junit, 'attach-results': 'yes' })))
  })
})

describe('refusals that never echo a secret', () => {
  // 15 characters: long enough to mask, too short to seal an outbox that resists guessing.
  it.each(['true', 'e', '1', 'code', '1234567', 'kosli_0123456789'.slice(0, 15)])(
    'refuses the token %j: too short to be one',
    async (token) => {
      const err = await refusal(search({ 'api-token': token, org: 'acme' }))
      expect(err.message).toContain("'api-token'")
      expect(err.message).toContain('too short')
      expect(err.message).not.toContain(`"${token}"`)
    }
  )

  it('accepts DRY_RUN as a token and switches dry run on', async () => {
    const { config } = await search({ 'api-token': 'DRY_RUN', org: 'acme' })
    expect(config).toMatchObject({ dryRun: true })
  })

  it.each([
    ['https://user:hunter2pass@records.example.com', 'carry credentials'],
    ['https://records.example.com/?x=1', 'query'],
    ['https://records.example.com/#frag', 'fragment'],
    ['https://records.example.com/?', 'query'],
    ['ht!tp://user:hunter2pass@[bad', 'http(s) URL']
  ])('refuses base-url %j without its password', async (url, reason) => {
    const err = await refusal(search({ 'api-token': TOKEN, org: 'acme', 'base-url': url }))
    expect(err.message).toContain("'base-url'")
    expect(err.message).toContain(reason)
    expect(err.message).not.toContain('hunter2pass')
  })

  it('names the user-data file and the position of a parse error, never the content', async () => {
    const file = join(workspace, 'shadow.json')
    writeFileSync(file, '{"a": 1,\n  root:$6$saltsalt$secrethashvalue\n}')
    const err = await refusal(
      readConfig(
        runnerEnv({
          command: 'attest-junit',
          'api-token': TOKEN,
          org: 'acme',
          flow: 'f',
          junit: 'x.xml',
          'user-data': 'shadow.json'
        })
      )
    )
    expect(err.message).toContain('shadow.json')
    expect(err.message).toContain('not valid JSON')
    expect(err.message).not.toContain('secrethash')
    expect(err.message).not.toContain('root')
  })
})
