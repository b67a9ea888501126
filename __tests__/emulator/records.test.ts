import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.js'
import {
  artifactBody,
  call,
  fp,
  junitForm,
  ORG,
  seededEmulatorAround,
  sha,
  suite,
  TOKENS
} from './helpers.js'

let emu: Emulator
seededEmulatorAround((started) => (emu = started))
beforeEach(() => emu.reset())

const report = (flow: string, body: Record<string, unknown>) =>
  call(emu.url, 'POST', `/artifacts/${ORG}/${flow}`, { body })
const junit = (
  flow: string,
  trail: string,
  data: unknown,
  attachment?: { name: string; bytes: Uint8Array }
) =>
  call(emu.url, 'POST', `/attestations/${ORG}/${flow}/trail/${trail}/junit`, {
    body: junitForm(data, attachment)
  })
const override = (flow: string, trail: string, extra: Record<string, unknown>) =>
  call(emu.url, 'POST', `/attestations/${ORG}/${flow}/trail/${trail}/override`, {
    body: {
      attestation_name: 'tests',
      reason: 'accepted risk',
      new_compliance_status: true,
      original_attestation_type: 'junit',
      ...extra
    }
  })

interface Found {
  fingerprint: string
  flow: string
  compliance_state: string
  running_in: string[]
  exited_from: string[]
  history: Array<{ event: string; timestamp: number }>
  [key: string]: unknown
}
interface SearchAnswer {
  artifacts: Found[]
  resolved_to: {
    type: string
    full_match: string
    fingerprints: { count: number; matches: string[] }
    commits: { count: number; matches: string[] }
  }
}
const search = async (value: string): Promise<SearchAnswer> => {
  const res = await call(emu.url, 'GET', `/search/${ORG}/sha/${value}`)
  expect(res.status).toBe(200)
  return res.json as SearchAnswer
}
const stateOf = async (flow: string, fingerprint: string): Promise<string> =>
  (await search(fingerprint)).artifacts.find((a) => a.flow === flow)?.compliance_state ?? 'absent'

describe('report artifact', () => {
  it('answers 201 {"message":"OK"}, auto-creates flow and trail, and keeps repeats', async () => {
    const first = await report(
      'app',
      artifactBody(fp('a'), { trail_name: 'main-1', extra_key: 'tolerated' })
    )
    expect(first.status).toBe(201)
    expect(first.json).toEqual({ message: 'OK' })
    await report('app', artifactBody(fp('a'), { trail_name: 'main-1', filename: 'again.tgz' }))
    const state = emu.state()
    expect(state.flows.map((f) => f.name)).toEqual(['app'])
    expect(state.trails.map((t) => [t.flow, t.name])).toEqual([['app', 'main-1']])
    expect(state.artifacts.map((a) => a.body.filename)).toEqual(['app.tgz', 'again.tgz'])
    expect(typeof state.artifacts[0].created_at).toBe('number')
    const found = await search(fp('a'))
    expect(found.artifacts).toHaveLength(1)
    expect(found.artifacts[0].name).toBe('again.tgz')
  })

  it('can answer the bare string "OK" of the spec, or 404 for unknown flows', async () => {
    const other = await startEmulator({
      tokens: TOKENS,
      artifactSuccessBody: 'string',
      autoCreateFlows: false
    })
    try {
      const res = await call(other.url, 'POST', `/artifacts/${ORG}/nope`, {
        body: artifactBody(fp('a'))
      })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({
        message: "Flow named 'nope' does not exist for organization 'acme'"
      })
      await call(other.url, 'POST', `/attestations/${ORG}/app/trail/t/override`, {
        body: {
          attestation_name: 'x',
          reason: 'r',
          new_compliance_status: true,
          original_attestation_type: 'generic'
        }
      })
      const ok = await call(other.url, 'POST', `/artifacts/${ORG}/app`, {
        body: artifactBody(fp('a'))
      })
      expect(ok.status).toBe(201)
      expect(ok.json).toBe('OK')
    } finally {
      await other.close()
    }
  })
})

describe('attestations', () => {
  it('stores a junit attestation without an attachment (201 "OK")', async () => {
    const res = await junit('app', 'main-1', {
      attestation_name: 'tests',
      junit_results: [suite()]
    })
    expect(res.status).toBe(201)
    expect(res.json).toBe('OK')
    const [stored] = emu.state().attestations
    expect(stored).toMatchObject({
      type: 'junit',
      flow: 'app',
      trail: 'main-1',
      is_compliant: true,
      attachment: null
    })
    expect(emu.state().trails.map((t) => t.name)).toEqual(['main-1'])
  })

  it('stores a junit attachment and records its size and digest', async () => {
    const bytes = new TextEncoder().encode('<testsuite name="x"/>')
    const res = await junit(
      'app',
      'main-1',
      { attestation_name: 'tests', junit_results: [suite()] },
      { name: 'report.xml', bytes }
    )
    expect(res.status).toBe(201)
    const digest = createHash('sha256').update(bytes).digest('hex')
    expect(emu.state().attestations[0].attachment).toMatchObject({
      filename: 'report.xml',
      size: bytes.length,
      sha256: digest
    })
    const [request] = emu.requests()
    expect(request.parts?.attachment_file).toMatchObject({
      filename: 'report.xml',
      size: bytes.length,
      sha256: digest
    })
    expect(request.parts?.data_json).toEqual({
      attestation_name: 'tests',
      junit_results: [suite()]
    })
  })

  it('refuses an attachment over 10 MB with 413', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1)
    const res = await junit(
      'app',
      'main-1',
      { attestation_name: 'tests', junit_results: [suite()] },
      { name: 'big.bin', bytes }
    )
    expect(res.status).toBe(413)
    expect((res.json as { message: string }).message).toMatch(/10MB/)
    expect(emu.state().attestations).toHaveLength(0)
  })

  it('answers 404 for an artifact_fingerprint not in the trail', async () => {
    await report('app', artifactBody(fp('a'), { trail_name: 'other-trail' }))
    const expected = `Artifact with fingerprint ${fp('a')} does not exist in trail "main-1" of flow "app" belonging to organization "acme"`
    const j = await junit('app', 'main-1', {
      attestation_name: 'tests',
      artifact_fingerprint: fp('a'),
      junit_results: [suite()]
    })
    expect(j.status).toBe(404)
    expect(j.json).toEqual({ message: expected })
    const o = await override('app', 'main-1', { artifact_fingerprint: fp('a') })
    expect(o.status).toBe(404)
    expect(o.json).toEqual({ message: expected })
  })

  it('answers an override with 200 "OK"', async () => {
    const res = await override('app', 'main-1', { original_attestation_type: 'custom:my-type' })
    expect(res.status).toBe(200)
    expect(res.json).toBe('OK')
    expect(emu.state().attestations[0]).toMatchObject({ type: 'override', is_compliant: true })
  })
})

describe('compliance', () => {
  it('is INCOMPLETE, then NON_COMPLIANT, then COMPLIANT by override, then by a new run', async () => {
    await report('app', artifactBody(fp('c'), { trail_name: 't1' }))
    expect(await stateOf('app', fp('c'))).toBe('INCOMPLETE')
    await junit('app', 't1', {
      attestation_name: 'tests',
      artifact_fingerprint: fp('c'),
      junit_results: [suite(), suite(1, 0)]
    })
    expect(await stateOf('app', fp('c'))).toBe('NON_COMPLIANT')
    await junit('app', 't1', { attestation_name: 'lint', junit_results: [suite(0, 0)] })
    expect(await stateOf('app', fp('c'))).toBe('NON_COMPLIANT')
    expect((await override('app', 't1', { artifact_fingerprint: fp('c') })).status).toBe(200)
    expect(await stateOf('app', fp('c'))).toBe('COMPLIANT')
    await junit('app', 't1', { attestation_name: 'tests', junit_results: [suite(0, 2)] })
    expect(await stateOf('app', fp('c'))).toBe('NON_COMPLIANT')
    await override('app', 't1', { new_compliance_status: true })
    expect(await stateOf('app', fp('c'))).toBe('COMPLIANT')
    await override('app', 't1', { attestation_name: 'lint', new_compliance_status: false })
    expect(await stateOf('app', fp('c'))).toBe('NON_COMPLIANT')
  })

  it('ignores skipped tests and other trails and other artifacts', async () => {
    await report('app', artifactBody(fp('d'), { trail_name: 't2' }))
    await report('app', artifactBody(fp('e'), { trail_name: 't2' }))
    await junit('app', 't2', {
      attestation_name: 'tests',
      junit_results: [{ ...suite(), skipped: 3 }]
    })
    await junit('app', 'elsewhere', { attestation_name: 'tests', junit_results: [suite(5, 5)] })
    await junit('app', 't2', {
      attestation_name: 'only-e',
      artifact_fingerprint: fp('e'),
      junit_results: [suite(1, 0)]
    })
    expect(await stateOf('app', fp('d'))).toBe('COMPLIANT')
    expect(await stateOf('app', fp('e'))).toBe('NON_COMPLIANT')
  })
})

describe('compliance per flow (a monorepo: one commit, a trail of it in each flow)', () => {
  it("each flow's artifact gets its own flow's state; one fingerprint in two flows, one each", async () => {
    const commit = sha('d')
    const trail = commit
    const reported = await report(
      'web',
      artifactBody(fp('7'), { trail_name: trail, git_commit: commit })
    )
    expect(reported.status).toBe(201)
    await report('billing', artifactBody(fp('8'), { trail_name: trail, git_commit: commit }))
    // The same bytes shipped by both projects.
    await report('web', artifactBody(fp('9'), { trail_name: trail, git_commit: commit }))
    await report('billing', artifactBody(fp('9'), { trail_name: trail, git_commit: commit }))
    await junit('web', trail, { attestation_name: 'junit', junit_results: [suite(1, 0)] })
    await junit('billing', trail, { attestation_name: 'junit', junit_results: [suite()] })
    const found = (await search(commit)).artifacts.map((a) => [
      a.flow,
      a.fingerprint,
      a.compliance_state
    ])
    expect(found.sort()).toEqual(
      [
        ['billing', fp('8'), 'COMPLIANT'],
        ['billing', fp('9'), 'COMPLIANT'],
        ['web', fp('9'), 'NON_COMPLIANT'],
        ['web', fp('7'), 'NON_COMPLIANT']
      ].sort()
    )
  })
})

describe('search', () => {
  beforeEach(async () => {
    await report(
      'app',
      artifactBody(fp('1'), {
        trail_name: 't',
        git_commit: sha('a'),
        template_reference_name: 'app'
      })
    )
    await report(
      'lib',
      artifactBody(fp('1'), { git_commit_info: { sha1: sha('a'), timestamp: 1690000000 } })
    )
    await report('app', artifactBody('12' + 'f'.repeat(62), { git_commit: sha('b') }))
  })

  it('resolves a unique fingerprint prefix, one entry per flow', async () => {
    const res = await search('1111111')
    expect(res.resolved_to).toMatchObject({ type: 'fingerprint', full_match: fp('1') })
    expect(res.artifacts.map((a) => a.flow).sort()).toEqual(['app', 'lib'])
    const app = res.artifacts.find((a) => a.flow === 'app') as Found
    expect(app).toMatchObject({
      name: 'app.tgz',
      fingerprint: fp('1'),
      has_provenance: true,
      git_commit: sha('a'),
      trail: 't',
      template_reference_name: 'app',
      build_url: 'https://ci.example/run/1',
      commit_url: 'https://git.example/commit/1',
      compliance_state: 'INCOMPLETE',
      html_url: `${emu.origin}/acme/flows/app/artifacts/${fp('1')}`,
      running_in: ['beta'],
      exited_from: ['prod']
    })
    expect(typeof app.api_url).toBe('string')
    // Oldest first: the seeded deployments predate the report made just now.
    expect(app.history.map((h) => h.event)).toEqual([
      'Deployment #3 to beta environment',
      'Deployment #7 to prod environment',
      'No longer running in prod#8 environment',
      'Artifact created'
    ])
    expect(app.history.every((h) => typeof h.timestamp === 'number')).toBe(true)
  })

  it('resolves a commit', async () => {
    const res = await search(sha('a'))
    expect(res.resolved_to).toMatchObject({
      type: 'commit',
      full_match: sha('a'),
      commits: { count: 1, matches: [sha('a')] }
    })
    expect(res.artifacts).toHaveLength(2)
    expect(res.artifacts.find((a) => a.flow === 'lib')?.history.map((h) => h.event)).toContain(
      'Commit aaaaaaa'
    )
  })

  it('answers "multiple" when several values match', async () => {
    const twin = '11111' + 'f'.repeat(59)
    await report('app', artifactBody(twin))
    const two = await search('11111')
    expect(two.resolved_to).toMatchObject({
      type: 'multiple',
      fingerprints: { count: 2, matches: [fp('1'), twin] },
      commits: { count: 0, matches: [] }
    })
    expect([fp('1'), twin]).toContain(two.resolved_to.full_match)
    expect(two.artifacts.map((a) => a.fingerprint).sort()).toEqual([fp('1'), fp('1'), twin])

    await report('app', artifactBody('1' + 'c'.repeat(63), { git_commit: '1' + 'c'.repeat(39) }))
    const mixed = await search('1cccc')
    expect(mixed.resolved_to).toMatchObject({
      type: 'multiple',
      fingerprints: { count: 1, matches: ['1' + 'c'.repeat(63)] },
      commits: { count: 1, matches: ['1' + 'c'.repeat(39)] }
    })
    expect(mixed.artifacts.map((a) => a.fingerprint)).toEqual(['1' + 'c'.repeat(63)])
  })

  it('finds a deployed but unreported artifact without provenance, and 404s on no match', async () => {
    const res = await search(fp('2'))
    expect(res.artifacts).toEqual([
      expect.objectContaining({
        fingerprint: fp('2'),
        has_provenance: false,
        running_in: ['prod'],
        exited_from: []
      })
    ])
    const none = await call(emu.url, 'GET', `/search/${ORG}/sha/deadbeef`)
    expect(none.status).toBe(404)
    expect(none.json).toEqual({ message: "No matches for 'deadbeef'." })
  })
})
