/**
 * The real service's limits and changes (docs/api.md, docs/compatibility.md), under runner
 * conditions against the emulator, which keeps them as the service does: a form part that is not
 * a file is at most 1024 KB; an unknown path under /api/ answers `404 {"message": "Not Found"}`;
 * the approvals API was retired on 2026-07-28 (the emulator still serves it unless told not to).
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import { parseArgs } from '../../emulator/cli-args.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { MAX_FORM_FIELD_BYTES } from '../../src/api/rules.js'
import {
  SAMPLE_ORG,
  errorLines,
  errorOf,
  reportWith,
  runWith,
  samplePartsAround,
  writeIntoWorkspace
} from '../helpers/e2e.js'
import { emulatorAround } from '../emulator/helpers.js'

const TOKEN = 'service-limits-token-5e0b7a'
const SUITES = 10_000

let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))

/** A passing report of `suites` suites of one test each, as a large monorepo's build writes. */
function manySuites(suites: number): string {
  const rows = Array.from(
    { length: suites },
    (_, i) =>
      `<testsuite name="com.acme.shop.module${i % 40}.CartServiceTest${i}" tests="1" failures="0" errors="0" skipped="0" time="0.012" timestamp="2026-11-01T10:00:00">` +
      `<testcase classname="com.acme.shop.CartServiceTest${i}" name="adds" time="0.012"/></testsuite>`
  )
  return `<?xml version="1.0"?>\n<testsuites>\n${rows.join('\n')}\n</testsuites>\n`
}

describe('a JUnit attestation over the 1024 KB part limit', () => {
  beforeAll(() => writeIntoWorkspace(ws, { 'huge/junit.xml': manySuites(SUITES) }))

  it('fails before it is sent, naming its size, the limit, the suites and what to do; the artifact is recorded', async () => {
    const r = await reportWith(ws, emulator.url, TOKEN, {
      junit: 'huge/junit.xml',
      'attach-results': 'false'
    })
    expect(r.code).toBe(1)
    // Not one request for the attestation; the artifact's report went, and the search after it.
    const posts = emulator.requests().filter((q) => q.method === 'POST')
    expect(posts.map((q) => q.path)).toEqual(['/api/v2/artifacts/acme/shop'])
    expect(emulator.state().artifacts).toHaveLength(1)
    const error = errorOf(r)
    const size = /its data_json is ([\d,]+) bytes \(10,000 suites in 1 report file\)/.exec(
      error
    )?.[1]
    expect(Number(size?.replace(/,/g, ''))).toBeGreaterThan(MAX_FORM_FIELD_BYTES)
    expect(error).toContain('over the 1024 KB (1,048,576 bytes) the service takes in one form part')
    // One report: the advice is to have the test tool write several, not to split projects.
    expect(error).toContain('All of them are in one report file, which the action does not split')
    expect(error).not.toContain('split the reports between steps')
    expect(error).toMatch(/JUnit attestation 'junit'/)
  })

  it('many reports over the limit are advised to be split between steps', async () => {
    const files = Object.fromEntries(
      [0, 1, 2, 3].map((i) => [`huge/many/part${i}.xml`, manySuites(SUITES / 4)])
    )
    await writeIntoWorkspace(ws, files)
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'attest-junit',
      flow: 'shop',
      junit: 'huge/many/*.xml',
      'attach-results': 'false'
    })
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toContain('(10,000 suites in 4 report files)')
    expect(error).toContain('split the reports between steps, each with its own attestation-name')
    expect(emulator.state().attestations).toHaveLength(0)
  })

  it('a report under the limit is sent whole (the guard is on the size, not the suite count)', async () => {
    await writeFile(path.join(ws.dir, 'huge/some.xml'), manySuites(2_000))
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'attest-junit',
      flow: 'shop',
      junit: 'huge/some.xml',
      'attach-results': 'false'
    })
    expect([errorLines(r), r.code]).toEqual([[], 0])
    expect(emulator.state().attestations).toHaveLength(1)
  })

  it('the emulator refuses a form part over 1024 KB with a 400, as the service does', async () => {
    const form = new FormData()
    form.append('data_json', JSON.stringify({ pad: 'x'.repeat(MAX_FORM_FIELD_BYTES) }))
    const res = await fetch(`${emulator.url}/attestations/acme/shop/trail/t1/junit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: form
    })
    expect([res.status, await res.json()]).toEqual([
      400,
      { message: 'Part exceeded maximum size of 1024KB.' }
    ])
    expect(emulator.state().attestations).toEqual([])
  })
})

describe('a base-url that reaches no route of the service', () => {
  /** The emulator's address ending in /api: the action adds /api/v2, so /api/api/v2/…. */
  const wrongBase = () => `${emulator.origin}/api`

  it('the emulator answers an unknown /api/ path with the JSON 404 of the real service', async () => {
    const res = await fetch(`${emulator.origin}/api/api/v2/search/acme/sha/abcdef12`)
    expect([res.status, await res.json()]).toEqual([404, { message: 'Not Found' }])
  })

  it('search fails, saying to check base-url (it does not read as "nothing matches")', async () => {
    const r = await runWith(ws, wrongBase(), TOKEN, { command: 'search' })
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toMatch(/Search for '[0-9a-f]{40}' failed: GET .*\/api\/api\/v2\/search\//)
    expect(error).toContain('404 Not Found')
    expect(error).toContain('check base-url')
    expect(r.stdout).not.toMatch(/No artifact matches/)
  })

  it('a report stops at the first route-404: the hint once, the search never sent', async () => {
    const r = await reportWith(ws, wrongBase(), TOKEN, { junit: 'test-results/*.xml' })
    expect(r.code).toBe(1)
    const hints = (text: string): number => text.split('check base-url').length - 1
    expect([hints(r.stdout), hints(r.summary)]).toEqual([1, 1])
    const error = errorLines(r).filter((l) => l.startsWith('::error::'))
    expect(error).toHaveLength(1)
    expect(error[0]).toContain("Not recorded: artifact shop.tar.gz, JUnit attestation 'junit'.")
    // No retry of a route that is not there, and no search after it.
    const paths = emulator.requests().map((q) => q.path)
    expect(paths.some((p) => p.includes('/search/'))).toBe(false)
    expect(paths.length).toBeLessThanOrEqual(2)
    expect(r.summary).toContain('was skipped: base-url reaches no route of the service')
  })

  it('a write fails with the same hint', async () => {
    const r = await reportWith(ws, wrongBase(), TOKEN, { 'max-retries': '0' })
    expect(r.code).toBe(1)
    expect(r.outputs.recorded).toBe('false')
    const lines = errorLines(r).join('\n')
    expect(lines).toMatch(/POST .*\/api\/api\/v2\/artifacts\/acme\/shop failed with 404 Not Found/)
    expect(lines).toContain('check base-url')
  })

  it("a 404 that is not the service's JSON (a proxy's page) is not an empty answer either", async () => {
    emulator.addFault({
      path: '/api/v2/search/',
      status: 404,
      rawBody: '<html>no such page</html>'
    })
    const r = await runWith(ws, emulator.url, TOKEN, { command: 'search' })
    expect(r.code).toBe(1)
    expect(errorOf(r)).toMatch(
      /Search for .* failed: .*404 Not Found: the response body is not JSON/
    )
  })

  it('a search that matches nothing is still an honest empty answer', async () => {
    const r = await runWith(ws, emulator.url, TOKEN, { command: 'search' })
    expect([errorLines(r), r.code]).toEqual([[], 0])
    expect(r.stdout).toMatch(/No artifact matches/)
  })
})

describe('list-approvals against a service that retired approvals', () => {
  let retired: Emulator
  emulatorAround(
    { port: 0, tokens: [{ token: TOKEN, org: SAMPLE_ORG }], retireApprovals: true },
    (started) => (retired = started)
  )
  const FP = 'a'.repeat(64)

  it('says so in one line', async () => {
    const r = await runWith(ws, retired.url, TOKEN, {
      command: 'list-approvals',
      flow: 'shop',
      fingerprint: FP
    })
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).not.toContain('\n')
    expect(error).toMatch(
      /^::error::The service does not serve approvals \(GET .*\/approvals answered 404 Not Found\): the records service retired its approvals API on 2026-07-28; if this service should still serve them, check base-url\.$/
    )
    expect(retired.requests().map((q) => q.path)).toEqual([
      `/api/v2/artifacts/acme/shop/${FP}/approvals`
    ])
  })

  it('410 Gone gets the same message as the retired route', async () => {
    emulator.addFault({ path: '/api/v2/artifacts/', status: 410, message: 'Gone' })
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'list-approvals',
      flow: 'shop',
      fingerprint: FP
    })
    expect(r.code).toBe(1)
    expect(errorOf(r)).toMatch(
      /^::error::The service does not serve approvals \(GET .*\/approvals answered 410 Gone\): the records service retired its approvals API on 2026-07-28; if this service should still serve them, check base-url\.$/
    )
  })

  it('the emulator retires them only when told to (--retire-approvals)', () => {
    expect(parseArgs(['--token', 't:acme']).retireApprovals).toBeUndefined()
    expect(parseArgs(['--token', 't:acme', '--retire-approvals']).retireApprovals).toBe(true)
  })

  it('the emulator serves approvals by default', async () => {
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'list-approvals',
      flow: 'shop',
      fingerprint: FP
    })
    // The flow is unknown to a fresh emulator: its own 404, not the route's.
    expect(errorOf(r)).toMatch(/Flow named 'shop' does not exist/)
  })
})
