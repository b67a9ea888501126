/**
 * Property tests: the request validators (src/api/validate.ts) and the input checks of
 * readConfig accept a generated value exactly when the spec's regular expression matches it.
 * The expressions are copied here from docs/compatibility.md §16, not imported, so a change
 * to the project's own PATTERNS cannot hide a drift from the spec. Where the spec gives no
 * pattern (environment, org, search value) the README's documented rule stands in.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  validateArtifactReport,
  validateJUnitData,
  validatePathName,
  validateSearchValue,
  type PathParam
} from '../../src/api/validate.js'
import { readConfig } from '../../src/config.js'
import { InputError } from '../../src/errors.js'

const SPEC = {
  fingerprint: /^[a-f0-9]{64}$/,
  gitCommit: /^[a-f0-9]{40}$/,
  // eslint-disable-next-line no-useless-escape -- verbatim from the spec
  flowName: /^[a-zA-Z0-9][a-zA-Z0-9\.\-_~]*$/,
  trailName: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/,
  templateReferenceName: /^[a-zA-Z0-9\-_]+$/,
  attestationName: /^[a-zA-Z0-9\-_,]+$/
}
/** Not in the spec: the rules the README documents (and the service was seen to apply). */
const DOCUMENTED = {
  environmentName: /^[a-zA-Z0-9][a-zA-Z0-9.\-_]*$/,
  org: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
  searchValue: /^[a-f0-9]{5,64}$/
}

/** Characters around every pattern's edges: allowed ones, near misses, space, unicode, NUL. */
const ALPHABET = [
  ...'abcfxyzABFZ0189',
  ...'-_.~,',
  ...' /\\:@#%?&=+*\'"<>',
  '\n',
  '\t',
  '\0',
  'é',
  'ß',
  '😀',
  'Ａ' // fullwidth A: a letter, but not an ASCII one
]

/** Strings near `re`: some that match it, some random, some one edit away from a match. */
function near(re: RegExp, maxLength = 70): fc.Arbitrary<string> {
  const random = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength })
  const matching = fc.stringMatching(re).filter((s) => s.length <= maxLength)
  const edited = fc.tuple(matching, fc.nat(), fc.constantFrom(...ALPHABET)).map(([s, i, c]) => {
    const at = s.length === 0 ? 0 : i % s.length
    return s.slice(0, at) + c + s.slice(at + 1)
  })
  return fc.oneof(matching, random, edited)
}

const RUNS = { numRuns: 300 }

describe('validate.ts against the spec', () => {
  const paths: Array<[PathParam, RegExp]> = [
    ['fingerprint', SPEC.fingerprint],
    ['flow_name', SPEC.flowName],
    ['trail_name', SPEC.trailName],
    ['env_name', DOCUMENTED.environmentName],
    ['org', DOCUMENTED.org]
  ]
  it.each(paths)('path %s', (kind, re) => {
    fc.assert(
      fc.property(near(re), (value) => {
        expect(validatePathName(kind, value).length === 0).toBe(re.test(value))
      }),
      RUNS
    )
  })

  it('search value', () => {
    fc.assert(
      fc.property(near(DOCUMENTED.searchValue), (value) => {
        expect(validateSearchValue(value).length === 0).toBe(DOCUMENTED.searchValue.test(value))
      }),
      RUNS
    )
  })

  const body = (extra: Record<string, unknown>) => ({
    fingerprint: 'a'.repeat(64),
    filename: 'app',
    build_url: 'https://ci.example/1',
    commit_url: 'https://git.example/c',
    ...extra
  })
  const artifactFields: Array<[string, RegExp]> = [
    ['fingerprint', SPEC.fingerprint],
    ['git_commit', SPEC.gitCommit],
    ['trail_name', SPEC.trailName],
    ['template_reference_name', SPEC.templateReferenceName]
  ]
  it.each(artifactFields)('artifact report field %s', (field, re) => {
    fc.assert(
      fc.property(near(re), (value) => {
        const problems = validateArtifactReport(body({ [field]: value }))
        expect(problems.some((p) => p.field === field)).toBe(!re.test(value))
      }),
      RUNS
    )
  })

  it('JUnit attestation_name and target_artifacts items', () => {
    fc.assert(
      fc.property(near(SPEC.attestationName), near(SPEC.attestationName), (name, target) => {
        const problems = validateJUnitData({
          attestation_name: name,
          target_artifacts: [target],
          junit_results: []
        })
        expect(problems.some((p) => p.field === 'attestation_name')).toBe(
          !SPEC.attestationName.test(name)
        )
        expect(problems.some((p) => p.field.startsWith('target_artifacts'))).toBe(
          !SPEC.attestationName.test(target)
        )
      }),
      RUNS
    )
  })
})

describe('readConfig input checks against the spec', () => {
  let workspace: string
  beforeAll(() => {
    workspace = mkdtempSync(path.join(os.tmpdir(), 'property-config-'))
    // The report attest-junit names: the `junit` input is resolved where it is read.
    writeFileSync(
      path.join(workspace, 'x.xml'),
      '<testsuite name="s"><testcase name="t"/></testsuite>\n'
    )
  })
  afterAll(() => rmSync(workspace, { recursive: true, force: true }))

  /** The command that reads each input (each command reads only its own inputs). */
  const READER: Record<string, Record<string, string>> = {
    fingerprint: { INPUT_COMMAND: 'get-deployment', INPUT_ENVIRONMENT: 'prod' },
    environment: { INPUT_COMMAND: 'get-deployment', INPUT_FINGERPRINT: 'f'.repeat(64) },
    'attestation-name': { INPUT_COMMAND: 'attest-junit', INPUT_FLOW: 'f', INPUT_JUNIT: 'x.xml' },
    page: { INPUT_COMMAND: 'list-environments' },
    'per-page': { INPUT_COMMAND: 'list-environments' }
  }

  /** A valid dry run (no token, no git, no network) of a command reading `input`, with it replaced. */
  async function accepts(input: string, value: string, extra: Record<string, string> = {}) {
    const env: NodeJS.ProcessEnv = {
      GITHUB_WORKSPACE: workspace,
      'INPUT_DRY-RUN': 'true',
      INPUT_COMMAND: 'search',
      INPUT_ORG: 'acme',
      INPUT_COMMIT: 'c'.repeat(40),
      ...READER[input],
      ...extra,
      [`INPUT_${input.toUpperCase()}`]: value
    }
    try {
      await readConfig(env)
      return true
    } catch (err) {
      // Only ever a clear InputError naming the input, never anything else.
      expect(err).toBeInstanceOf(InputError)
      expect((err as InputError).input).toBe(input)
      return false
    }
  }

  /** @actions/core trims inputs, and so does readConfig: the rule applies to the trimmed text. */
  const inputs: Array<[string, RegExp, Record<string, string>?]> = [
    ['org', DOCUMENTED.org],
    ['flow', SPEC.flowName],
    ['trail', SPEC.trailName],
    ['fingerprint', SPEC.fingerprint],
    ['environment', DOCUMENTED.environmentName],
    ['search-value', DOCUMENTED.searchValue]
  ]
  it.each(inputs)('%s', async (input, re) => {
    await fc.assert(
      fc.asyncProperty(near(re), async (value) => {
        // An empty value means "not given", and then the default applies.
        fc.pre(value.trim() !== '')
        expect(await accepts(input, value)).toBe(re.test(value.trim()))
      }),
      { numRuns: 150 }
    )
  })

  it('attestation-name: name or template.name, each part matching the spec', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          near(SPEC.attestationName, 30),
          fc
            .tuple(near(SPEC.attestationName, 20), near(SPEC.attestationName, 20))
            .map(([a, b]) => `${a}.${b}`)
        ),
        async (value) => {
          fc.pre(value.trim() !== '')
          const parts = value.trim().split('.')
          const ok = parts.length <= 2 && parts.every((p) => SPEC.attestationName.test(p))
          expect(await accepts('attestation-name', value)).toBe(ok)
        }
      ),
      { numRuns: 150 }
    )
  })

  it('per-page: a whole number from 1 to 50; page: from 1', async () => {
    const number = fc.oneof(
      fc.integer({ min: -5, max: 80 }).map(String),
      fc.constantFrom('1.0', '1e1', ' ', '0x10', '+5', '-0', '５', 'ten', '50.', '00050')
    )
    await fc.assert(
      fc.asyncProperty(number, number, async (perPage, page) => {
        fc.pre(perPage.trim() !== '' && page.trim() !== '')
        const whole = (v: string) => /^[0-9]+$/.test(v.trim())
        expect(await accepts('per-page', perPage)).toBe(
          whole(perPage) && Number(perPage) >= 1 && Number(perPage) <= 50
        )
        expect(await accepts('page', page)).toBe(whole(page) && Number(page) >= 1)
      }),
      { numRuns: 150 }
    )
  })
})
