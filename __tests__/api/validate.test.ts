import { describe, expect, it } from '@jest/globals'
import {
  validateArtifactReport,
  validateEnvironmentQuery,
  validateJUnitData,
  validateOverride,
  validatePathName,
  validateSearchValue
} from '../../src/api/validate.js'
import { formatProblems, pythonStr } from '../../emulator/problems.js'

const FP = 'a'.repeat(64)
const SHA = 'b'.repeat(40)

const artifact = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  fingerprint: FP,
  filename: 'app.tgz',
  build_url: 'https://ci/1',
  commit_url: 'https://git/c',
  ...extra
})

const override = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  attestation_name: 'unit-tests',
  reason: 'flaky',
  new_compliance_status: true,
  original_attestation_type: 'junit',
  ...extra
})

const suite = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'suite',
  failures: 0,
  errors: 0,
  skipped: 1,
  total: 3,
  duration: 0.5,
  ...extra
})

const junit = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  attestation_name: 'tests',
  junit_results: [suite()],
  ...extra
})

const fields = (problems: { field: string }[]): string[] => problems.map((p) => p.field).sort()

describe('validateArtifactReport', () => {
  it('accepts a full valid body and tolerates unknown keys', () => {
    const body = artifact({
      git_commit: SHA,
      trail_name: 'main.1~x',
      template_reference_name: 'app-1',
      git_commit_info: { sha1: SHA, message: 'm', timestamp: 1700000000, parents: [SHA] },
      repo_info: { name: 'o/r', url: 'https://github.com/o/r', id: '1' },
      external_urls: { docs: { href: 'https://x', fingerprint: FP } },
      annotations: { k: 'v' },
      user_data: [1, 2],
      commits_list: null,
      is_compliant: null,
      surprise: 'ok'
    })
    expect(validateArtifactReport(body)).toEqual([])
  })

  it('reports each missing required field with the body as input', () => {
    const problems = validateArtifactReport({})
    expect(fields(problems)).toEqual(['build_url', 'commit_url', 'filename', 'fingerprint'])
    expect(problems.every((p) => p.message === 'Field required')).toBe(true)
    expect(formatProblems(problems).fingerprint).toBe('Field required [input: {}]')
  })

  it('checks patterns and the non-empty filename', () => {
    const errors = formatProblems(
      validateArtifactReport(
        artifact({
          fingerprint: FP.toUpperCase(),
          filename: '',
          git_commit: 'abc',
          trail_name: '-bad',
          template_reference_name: 'a.b'
        })
      )
    )
    expect(errors).toEqual({
      fingerprint: `String should match pattern '^[a-f0-9]{64}$' [input: ${FP.toUpperCase()}]`,
      filename: 'String should have at least 1 character [input: ]',
      git_commit: "String should match pattern '^[a-f0-9]{40}$' [input: abc]",
      trail_name: "String should match pattern '^[a-zA-Z0-9][a-zA-Z0-9\\-_.~]*$' [input: -bad]",
      template_reference_name: "String should match pattern '^[a-zA-Z0-9\\-_]+$' [input: a.b]"
    })
  })

  it('checks object types and nested models', () => {
    const errors = formatProblems(
      validateArtifactReport(
        artifact({
          annotations: '',
          git_commit_info: { message: 'no sha' },
          repo_info: 'x',
          external_urls: { a: { fingerprint: 'zz' }, b: 'str' }
        })
      )
    )
    expect(errors.annotations).toBe('Input should be a valid dictionary [input: ]')
    expect(errors['git_commit_info.sha1']).toBe("Field required [input: {'message': 'no sha'}]")
    expect(errors.repo_info).toMatch(/^Input should be a valid dictionary/)
    expect(errors['external_urls.a.href']).toMatch(/^Field required/)
    expect(errors['external_urls.a.fingerprint']).toMatch(
      /pattern '\^\[a-f0-9\]\{64\}\$' \[input: zz\]/
    )
    expect(errors['external_urls.b']).toMatch(/^Input should be a valid dictionary/)
  })

  it('refuses a body that is not an object', () => {
    expect(fields(validateArtifactReport([1]))).toEqual(['body'])
    expect(fields(validateArtifactReport(null))).toEqual(['body'])
  })
})

describe('validateOverride', () => {
  it('accepts valid bodies, including custom: and system: types', () => {
    expect(validateOverride(override())).toEqual([])
    expect(validateOverride(override({ original_attestation_type: 'custom:my-type' }))).toEqual([])
    expect(validateOverride(override({ original_attestation_type: 'system:x' }))).toEqual([])
    expect(
      validateOverride(
        override({
          artifact_fingerprint: FP,
          target_artifacts: ['app'],
          origin_url: 'https://ci/run/1',
          annotations: { key_1: 'v' },
          user_data: {},
          description: null
        })
      )
    ).toEqual([])
  })

  it('refuses unknown keys', () => {
    expect(formatProblems(validateOverride(override({ is_compliant: true })))).toEqual({
      is_compliant: 'Extra inputs are not permitted [input: True]'
    })
  })

  it('checks every field', () => {
    const errors = formatProblems(
      validateOverride({
        attestation_name: 'has space',
        reason: 3,
        new_compliance_status: 'true',
        original_attestation_type: 'unit',
        artifact_fingerprint: 'abc',
        target_artifacts: ['ok', 'not ok'],
        origin_url: 'ftp://host/x',
        annotations: { 'bad key': 'v' }
      })
    )
    expect(Object.keys(errors).sort()).toEqual(
      [
        'annotations.bad key.[key]',
        'artifact_fingerprint',
        'attestation_name',
        'new_compliance_status',
        'origin_url',
        'original_attestation_type',
        'reason',
        'target_artifacts.1'
      ].sort()
    )
    expect(errors.new_compliance_status).toBe('Input should be a valid boolean [input: true]')
    expect(errors.reason).toBe('Input should be a valid string [input: 3]')
    expect(errors.original_attestation_type).toMatch(/^Input should be 'generic', 'junit', /)
    expect(errors.origin_url).toBe("URL scheme should be 'http' or 'https' [input: ftp://host/x]")
  })

  it('requires a URL for origin_url', () => {
    expect(formatProblems(validateOverride(override({ origin_url: '' }))).origin_url).toBe(
      'Input should be a valid URL, input is empty [input: ]'
    )
    expect(
      formatProblems(validateOverride(override({ origin_url: 'not a url' }))).origin_url
    ).toMatch(/^Input should be a valid URL/)
  })

  it('reports the four required fields', () => {
    expect(fields(validateOverride({}))).toEqual([
      'attestation_name',
      'new_compliance_status',
      'original_attestation_type',
      'reason'
    ])
  })
})

describe('validateJUnitData', () => {
  it('accepts valid data with and without timestamps', () => {
    expect(validateJUnitData(junit())).toEqual([])
    expect(validateJUnitData(junit({ junit_results: [suite({ timestamp: 1700000000 })] }))).toEqual(
      []
    )
    expect(validateJUnitData(junit({ junit_results: [suite({ timestamp: null })] }))).toEqual([])
    expect(validateJUnitData(junit({ junit_results: [] }))).toEqual([])
  })

  it('checks the items', () => {
    const errors = formatProblems(
      validateJUnitData(
        junit({
          junit_results: [
            suite(),
            suite({
              name: 5,
              failures: -1,
              errors: 1.5,
              skipped: '2',
              duration: 'x',
              timestamp: 'now'
            }),
            { name: 'x' },
            suite({ extra: 1 })
          ]
        })
      )
    )
    expect(errors['junit_results.1.name']).toBe('Input should be a valid string [input: 5]')
    expect(errors['junit_results.1.failures']).toBe(
      'Input should be greater than or equal to 0 [input: -1]'
    )
    expect(errors['junit_results.1.errors']).toMatch(/^Input should be a valid integer/)
    expect(errors['junit_results.1.skipped']).toBe('Input should be a valid integer [input: 2]')
    expect(errors['junit_results.1.duration']).toBe('Input should be a valid number [input: x]')
    expect(errors['junit_results.1.timestamp']).toBe('Input should be a valid number [input: now]')
    expect(errors['junit_results.2.total']).toMatch(/^Field required/)
    expect(errors['junit_results.3.extra']).toBe('Extra inputs are not permitted [input: 1]')
    expect(Object.keys(errors).some((k) => k.startsWith('junit_results.0'))).toBe(false)
  })

  it('is strict and shares the common checks', () => {
    const errors = formatProblems(
      validateJUnitData({ junit_results: 'x', is_compliant: true, artifact_fingerprint: 'z' })
    )
    expect(Object.keys(errors).sort()).toEqual([
      'artifact_fingerprint',
      'attestation_name',
      'is_compliant',
      'junit_results'
    ])
    expect(errors.junit_results).toBe('Input should be a valid list [input: x]')
  })

  it('refuses null where docs/api.md says the JUnit data cannot be null, as the override may', () => {
    const nulls = {
      origin_url: null,
      description: null,
      artifact_fingerprint: null,
      target_artifacts: null
    }
    expect(formatProblems(validateJUnitData(junit(nulls)))).toEqual({
      artifact_fingerprint: 'Input should be a valid string [input: None]',
      target_artifacts: 'Input should be a valid list [input: None]',
      origin_url: 'URL input should be a string or URL [input: None]',
      description: 'Input should be a valid string [input: None]'
    })
    expect(validateOverride(override(nulls))).toEqual([])
  })
})

describe('path, search and query validators', () => {
  it('checks path names by kind', () => {
    expect(validatePathName('flow_name', 'my-flow~1')).toEqual([])
    expect(validatePathName('env_name', 'prod.eu')).toEqual([])
    expect(validatePathName('env_name', 'prod~eu')[0].field).toBe('path.env_name')
    expect(validatePathName('trail_name', '.x')[0].field).toBe('path.trail_name')
    expect(validatePathName('org', '')[0].field).toBe('path.org')
    expect(formatProblems(validatePathName('fingerprint', 'abc'))).toEqual({
      'path.fingerprint': "String should match pattern '^[a-f0-9]{64}$' [input: abc]"
    })
  })

  it('checks search values: lowercase hex, 5 to 64', () => {
    expect(validateSearchValue('abcde')).toEqual([])
    expect(validateSearchValue(FP)).toEqual([])
    for (const bad of ['abcd', 'ABCDEF', 'xyzxyz', FP + 'a']) {
      expect(validateSearchValue(bad)[0]).toMatchObject({ field: 'path.search_value', input: bad })
    }
  })

  it('checks page and per_page from numbers or text', () => {
    expect(validateEnvironmentQuery({})).toEqual([])
    expect(validateEnvironmentQuery({ page: '3', per_page: '50' })).toEqual([])
    expect(validateEnvironmentQuery({ page: 1, per_page: 1 })).toEqual([])
    expect(formatProblems(validateEnvironmentQuery({ page: '0', per_page: '51' }))).toEqual({
      'query.page': 'Input should be greater than or equal to 1 [input: 0]',
      'query.per_page': 'Input should be less than or equal to 50 [input: 51]'
    })
    expect(formatProblems(validateEnvironmentQuery({ page: 'x', per_page: '' }))).toEqual({
      'query.page':
        'Input should be a valid integer, unable to parse string as an integer [input: x]',
      'query.per_page':
        'Input should be a valid integer, unable to parse string as an integer [input: ]'
    })
    expect(validateEnvironmentQuery({ per_page: 0 })[0].message).toBe(
      'Input should be greater than or equal to 1'
    )
    expect(validateEnvironmentQuery({ page: 1.5 })[0].field).toBe('query.page')
  })
})

describe('formatProblems', () => {
  it('prints inputs as Python str() does', () => {
    expect(pythonStr(null)).toBe('None')
    expect(pythonStr(undefined)).toBe('None')
    expect(pythonStr(true)).toBe('True')
    expect(pythonStr('plain')).toBe('plain')
    expect(pythonStr({ a: [1, "it's"], b: false, c: null })).toBe(
      `{'a': [1, "it's"], 'b': False, 'c': None}`
    )
  })

  it('keeps the first problem of a field', () => {
    const out = formatProblems([
      { field: 'x', message: 'first', input: 1 },
      { field: 'x', message: 'second', input: 2 }
    ])
    expect(out).toEqual({ x: 'first [input: 1]' })
  })
})
