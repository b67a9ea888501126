/**
 * The emulator checks requests against its own tables, read from docs/api.md (issue 40.6), not
 * with the client's schemas: so it refuses what the client would refuse, and also what a
 * broken client schema would let through.
 */
import { describe, expect, it } from '@jest/globals'
import * as v from 'valibot'
import { apiFields, readApiDoc } from '../../script/api-doc.js'
import { problemsOf as emulatorProblems, type Rule } from '../../emulator/check.js'
import { BODIES, bodiesOf, PATH_PATTERNS, QUERY } from '../../emulator/request-tables.js'
import type { Emulator } from '../../emulator/server.js'
import { ArtifactReportSchema } from '../../src/api/models.js'
import {
  problemsOf,
  validateArtifactReport,
  validateJUnitData,
  validateOverride
} from '../../src/api/validate.js'
import {
  artifactBody,
  call,
  emulatorAround,
  fp,
  junitForm,
  sha,
  suite,
  TOKENS,
  ORG
} from './helpers.js'

let emu: Emulator
emulatorAround({ tokens: TOKENS }, (e) => {
  emu = e
})

type Errors = { errors?: Record<string, string> }

/**
 * What the emulator adds to docs/api.md, each from docs/compatibility.md: the patterns the
 * JUnit table leaves out are operation 2's (§2). Anything else differing fails.
 */
const ADDED_PATTERNS: Record<string, string | undefined> = {
  'JUnit.attestation_name': '^[a-zA-Z0-9\\-_,]+$',
  'JUnit.artifact_fingerprint': '^[a-f0-9]{64}$',
  'JUnit.target_artifacts': '^[a-zA-Z0-9\\-_,]+$'
}

const patternOf = (rule: Rule): string | undefined =>
  rule.type === 'array' ? rule.item?.pattern : rule.pattern

describe("the emulator's request tables", () => {
  it('are docs/api.md: each body field for field, with its required, null and pattern', () => {
    const tables: Array<[string, keyof typeof BODIES, string]> = [
      ['Artifact', 'artifactReport', '### Artifact report (operation 1)'],
      ['Override', 'override', '### Override (operation 2)'],
      ['JUnit', 'junit', '### JUnit attestation (operation 3, the `data_json` part)']
    ]
    for (const [name, body, heading] of tables) {
      const doc = apiFields(heading)
      const fields = BODIES[body].fields
      expect(Object.keys(fields)).toEqual(doc.map((f) => f.field))
      for (const f of doc) {
        const key = `${name}.${f.field}`
        const pattern = key in ADDED_PATTERNS ? ADDED_PATTERNS[key] : f.pattern
        const got = fields[f.field]
        expect({
          key,
          required: got.required,
          nullable: got.nullable,
          pattern: patternOf(got)
        }).toEqual({ key, required: f.required === 'yes', nullable: f.null !== 'no', pattern })
      }
    }
    expect(BODIES.override.fields.original_attestation_type.values).toEqual(
      apiFields('### Override (operation 2)').find((f) => f.field === 'original_attestation_type')
        ?.values
    )
    const query = apiFields('### Query of operation 6')
    expect(Object.entries(QUERY).map(([k, r]) => [k, r.min, r.max])).toEqual(
      query.map((f) => [f.field, f.min, f.max])
    )
    expect(PATH_PATTERNS.fingerprint).toBe('^[a-f0-9]{64}$')
  })

  it('follow the document: a pattern changed in docs/api.md changes what the emulator refuses', () => {
    const doc = readApiDoc()
    const row = /^\| git_commit .*$/m.exec(doc)?.[0] ?? ''
    expect(row).toContain('`^[a-f0-9]{40}$`')
    const changed = doc.replace(row, row.replace('`^[a-f0-9]{40}$`', '`^[a-f0-9]{7,40}$`'))
    const body = artifactBody(fp('a'), { git_commit: sha('a').slice(0, 7) })
    expect(emulatorProblems(BODIES.artifactReport, body).map((p) => p.field)).toEqual([
      'git_commit'
    ])
    expect(emulatorProblems(bodiesOf(changed).artifactReport, body)).toEqual([])
  })
})

/** The field keys the emulator's 400 names for a request. */
async function refusedFields(path: string, body: unknown): Promise<string[]> {
  const res = await call(emu.url, 'POST', path, { body })
  expect(res.status).toBe(400)
  return Object.keys((res.json as Errors).errors ?? {}).sort()
}

const keys = (problems: Array<{ field: string }>): string[] =>
  [...new Set(problems.map((p) => p.field))].sort()

describe('the emulator refuses what the client would', () => {
  it('refuses the same fields of artifact reports, overrides and JUnit data', async () => {
    const artifacts = [
      artifactBody('ABC'),
      artifactBody(fp('a'), { git_commit: 'xyz', trail_name: '-t' }),
      artifactBody(fp('a'), { is_compliant: 'yes', commits_list: 'x', git_commit_info: null }),
      { fingerprint: fp('a') }
    ]
    for (const body of artifacts) {
      const client = keys(validateArtifactReport(body))
      expect(client.length).toBeGreaterThan(0)
      expect(await refusedFields(`/artifacts/${ORG}/app`, body)).toEqual(client)
    }
    const override = {
      attestation_name: 'a b',
      reason: 'r',
      new_compliance_status: 'no',
      original_attestation_type: 'unit',
      origin_url: 'nope',
      surprise: 1
    }
    const overridePath = `/attestations/${ORG}/app/trail/t1/override`
    expect(keys(validateOverride(override))).toHaveLength(5)
    expect(await refusedFields(overridePath, override)).toEqual(keys(validateOverride(override)))
    const junit = {
      attestation_name: 'tests',
      artifact_fingerprint: sha('a'),
      junit_results: [{ ...suite(), failures: 'x', extra: true }]
    }
    const junitPath = `/attestations/${ORG}/app/trail/t1/junit`
    expect(keys(validateJUnitData(junit))).toHaveLength(3)
    expect(await refusedFields(junitPath, junitForm(junit))).toEqual(keys(validateJUnitData(junit)))
  })
})

describe('the emulator catches a client schema that drifts from docs/api.md', () => {
  it('refuses a pattern violation a loosened client schema lets through', async () => {
    // The client's artifact schema with its fingerprint and commit patterns dropped.
    const entries = (ArtifactReportSchema.pipe[1] as unknown as { entries: v.ObjectEntries })
      .entries
    const broken = v.looseObject({
      ...entries,
      fingerprint: v.string(),
      git_commit: v.optional(v.nullable(v.string()))
    })
    const body = artifactBody(fp('A'), { git_commit: sha('a').slice(0, 7) })
    expect(problemsOf(broken, body)).toEqual([])
    expect(validateArtifactReport(body)).not.toEqual([])
    const res = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, { body })
    expect(res.status).toBe(400)
    expect((res.json as Errors).errors).toEqual({
      fingerprint: `String should match pattern '^[a-f0-9]{64}$' [input: ${fp('A')}]`,
      git_commit: "String should match pattern '^[a-f0-9]{40}$' [input: aaaaaaa]"
    })
    expect(emu.state().artifacts).toHaveLength(0)
  })

  it('found one: an annotation key with a hyphen, which docs/compatibility.md §2 refuses', async () => {
    // The client's schema took `^[A-Za-z0-9_-]+$` until the emulator's own table refused it.
    const body = {
      attestation_name: 'tests',
      reason: 'r',
      new_compliance_status: true,
      original_attestation_type: 'junit',
      annotations: { 'build-id': 'x' }
    }
    const res = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/override`, { body })
    expect((res.json as Errors).errors).toEqual({
      'annotations.build-id.[key]':
        "String should match pattern '^[A-Za-z0-9_]+$' [input: build-id]"
    })
    expect(keys(validateOverride(body))).toEqual(['annotations.build-id.[key]'])
  })
})
