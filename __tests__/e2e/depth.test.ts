/**
 * Data from outside that nests deeper than the call stack allows, and keys that are JavaScript's
 * own words (issue 23, points 4, 7 and 10): the action's run() in process against the emulator
 * (answers sent as raw text, since JSON.stringify itself gives up at about 4,000 levels) and a
 * GitHub API stub for the check run.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { MAX_ANSWER_DEPTH } from '../../src/api/answers.js'
import { nestingDepth } from '../../src/util/json-depth.js'
import { errorOf, printedBy, reportWith, runWith, samplePartsAround } from '../helpers/e2e.js'
import { startGitHubStub, type GitHubStub } from '../helpers/github-stub.js'

const TOKEN = 'e2e-depth-token-51c9e0'
const GH_TOKEN = 'ghs_e2eDepthToken0123456789abcdef'
const LEVELS = 10_000
/** `[[[…]]]`, LEVELS deep: valid JSON that a recursive walk cannot get through. */
const DEEP = '['.repeat(LEVELS) + ']'.repeat(LEVELS)

let emulator: Emulator
let ws: SampleWorkspace
let stub: GitHubStub | undefined

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
afterEach(async () => {
  await stub?.close()
  stub = undefined
})

const noStackOverflow = (text: string): void => expect(text).not.toMatch(/call stack|RangeError/i)

describe('an answer nested 10,000 deep', () => {
  it('in a search item: the field is left out, and outputs, summary and check run are published', async () => {
    const fp = 'a'.repeat(64)
    emulator.addFault({
      method: 'GET',
      path: '/api/v2/search/',
      rawBody: `{"artifacts":[{"fingerprint":"${fp}","name":"shop","compliance_state":"COMPLIANT","extra":${DEEP}}],"more":${DEEP}}`
    })
    stub = await startGitHubStub({})
    const r = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { junit: 'test-results/*.xml', 'github-token': GH_TOKEN },
      { eventName: 'push', event: {}, env: { GITHUB_API_URL: stub.url } }
    )
    noStackOverflow(printedBy(r))
    // The artifact and the JUnit results were recorded, then the search answered.
    expect(emulator.state().artifacts).toHaveLength(1)
    expect(r.outputs.fingerprints).toBeDefined()
    expect(Object.keys(JSON.parse(r.outputs.fingerprints))).toHaveLength(1)
    expect(r.stdout).toContain(
      `Ignored 'extra' of search artifact #1 (fingerprint "${fp}"): nested deeper than ${MAX_ANSWER_DEPTH} levels.`
    )
    expect(r.stdout).toContain(`Ignored 'more' of the search answer: nested deeper than`)
    expect(r.summary).toContain('shop')
    const checks = stub.requests().filter((q) => q.path.startsWith('/repos/acme/shop/check-runs'))
    expect(checks.length).toBeGreaterThan(0)
  })

  it('in the tags of list-environments: the tags are left out, the environment listed', async () => {
    emulator.addFault({
      method: 'GET',
      path: '/api/v2/environments/',
      rawBody: `[{"name":"prod","type":"K8S","tags":{"t":${DEEP}}},{"name":"dev","type":"K8S","deep":${DEEP}}]`
    })
    const r = await runWith(ws, emulator.url, TOKEN, { command: 'list-environments' })
    noStackOverflow(printedBy(r))
    expect(r.code).toBe(0)
    const listed = JSON.parse(r.outputs.environments) as Array<Record<string, unknown>>
    expect(listed.map((e) => e.name)).toEqual(['prod', 'dev'])
    expect(listed[0]).not.toHaveProperty('tags')
    expect(listed[1]).not.toHaveProperty('deep')
    expect(r.stdout).toContain(`Ignored 'tags' of environment #1 (name "prod"): expected an object`)
    expect(r.summary).toContain('prod')
  })
})

describe('user-data nested deeply', () => {
  it('10,000 levels: refused naming user-data and the file, before any request', async () => {
    await writeFile(path.join(ws.dir, 'deep.json'), DEEP)
    const r = await reportWith(ws, emulator.url, TOKEN, { 'user-data': 'deep.json' })
    noStackOverflow(printedBy(r))
    expect(r.code).toBe(1)
    const error = errorOf(r)
    expect(error).toContain("Input 'user-data' is not usable")
    expect(error).toContain('"deep.json"')
    expect(error).toContain('more than 1000 levels')
    expect(emulator.requests()).toEqual([])
  })

  it('500 levels: sent as it is', async () => {
    await writeFile(path.join(ws.dir, 'deep.json'), '{"a":'.repeat(500) + '1' + '}'.repeat(500))
    const r = await reportWith(ws, emulator.url, TOKEN, { 'user-data': 'deep.json' })
    expect(r.code).toBe(0)
    const [record] = emulator.state().artifacts
    expect(nestingDepth(record.body.user_data)).toBe(500)
  })
})

describe('keys that are JavaScript words', () => {
  it('annotations and external-urls keys __proto__, constructor, prototype reach the service', async () => {
    const r = await reportWith(ws, emulator.url, TOKEN, {
      junit: 'test-results/*.xml',
      annotations: '__proto__=p\nconstructor=c\nprototype=t\nplain=x',
      'external-urls': '__proto__=https://x.example/1\nconstructor=https://x.example/2'
    })
    expect(r.code).not.toBeNull()
    const artifact = emulator.requests().find((q) => q.path === '/api/v2/artifacts/acme/shop')
    const body = JSON.parse(artifact?.body ?? '{}') as Record<string, Record<string, unknown>>
    const junit = emulator.requests().find((q) => q.path.endsWith('/junit'))
    const data = junit?.parts?.data_json as Record<string, Record<string, unknown>>
    for (const sent of [body, data]) {
      expect(Object.keys(sent.annotations).sort()).toEqual(
        ['__proto__', 'constructor', 'plain', 'prototype'].sort()
      )
      expect(Object.getOwnPropertyDescriptor(sent.annotations, '__proto__')?.value).toBe('p')
      expect(Object.keys(sent.external_urls).sort()).toEqual(['__proto__', 'constructor'])
      expect(Object.getOwnPropertyDescriptor(sent.external_urls, '__proto__')?.value).toEqual({
        href: 'https://x.example/1'
      })
    }
  })
})
