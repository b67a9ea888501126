/**
 * What any record may carry (src/inputs/attestation.ts): annotations, external URLs, user data
 * from a JSON file in a temp workspace, a description and the origin URL. Each refusal names the
 * input and the value; a user-data file's content is never shown (it may hold anything).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_USER_DATA_DEPTH, readAttestationInputs } from '../../src/inputs/attestation.js'
import { expectRefused, inputs } from './refusal.js'

const BUILD = 'https://github.com/acme/shop/actions/runs/77'
let W = ''

beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'inputs-attestation-'))
})
afterEach(() => rmSync(W, { recursive: true, force: true }))

const put = (rel: string, content: string) => writeFileSync(path.join(W, rel), content)
const read = (values: Record<string, string>, buildUrl = BUILD) =>
  readAttestationInputs(inputs(values), W, buildUrl)

describe('what is read', () => {
  it('nothing given: empty maps, no user data, the build URL as origin', async () => {
    const got = await read({})
    expect(got).toEqual({
      annotations: {},
      externalUrls: {},
      userData: undefined,
      description: '',
      originUrl: BUILD
    })
    expect((await read({}, '')).originUrl).toBe('')
  })

  it('annotations and external URLs as key=value lines, keys kept as data', async () => {
    const got = await read({
      annotations: 'owner = team-a\n__proto__=x\n\nstage=2',
      'external-urls': 'dashboard=https://grafana.example.com/d/1?from=now',
      description: 'nightly build',
      'origin-url': 'https://ci.example.com/run/9'
    })
    expect(Object.entries(got.annotations)).toEqual([
      ['owner', 'team-a'],
      ['__proto__', 'x'],
      ['stage', '2']
    ])
    expect(got.externalUrls.dashboard).toEqual({
      href: 'https://grafana.example.com/d/1?from=now'
    })
    expect(got).toMatchObject({
      description: 'nightly build',
      originUrl: 'https://ci.example.com/run/9'
    })
  })

  it('user-data: the JSON value of the file, relative to the workspace', async () => {
    mkdirSync(path.join(W, 'meta'))
    put('meta/data.json', '{"coverage": 91.5, "tags": ["a"]}')
    expect((await read({ 'user-data': 'meta/data.json' })).userData).toEqual({
      coverage: 91.5,
      tags: ['a']
    })
  })
})

describe('refusals, each naming the input and the value', () => {
  it('an annotation key the CLI refuses, naming the key', async () => {
    await expectRefused(
      () => read({ annotations: 'build id=7' }),
      'annotations',
      'build id',
      /does not match \^\[A-Za-z0-9_\]\+\$/
    )
  })

  it('a line that is not key=value, and a link that is not http(s)', async () => {
    await expectRefused(
      () => read({ 'external-urls': 'dashboard' }),
      'external-urls',
      'dashboard',
      /one key=value per line/
    )
    await expectRefused(
      () => read({ 'external-urls': 'docs=file:///etc/passwd' }),
      'external-urls',
      'file:///etc/passwd',
      /http\(s\) URL/
    )
  })

  it('an origin URL that is not http(s)', async () => {
    await expectRefused(
      () => read({ 'origin-url': 'ci.example.com/run/9' }),
      'origin-url',
      'ci.example.com/run/9',
      /http\(s\) URL/
    )
  })

  it('user data that cannot be read: missing, or not a regular file', async () => {
    mkdirSync(path.join(W, 'folder.json'))
    await expectRefused(
      () => read({ 'user-data': 'missing.json' }),
      'user-data',
      'missing.json',
      /cannot be read \(.*ENOENT/
    )
    await expectRefused(
      () => read({ 'user-data': 'folder.json' }),
      'user-data',
      'folder.json',
      /cannot be read \(not a regular file\)/
    )
  })

  it('user data that is not JSON: where, never what', async () => {
    put('bad.json', '{\n  "token": "s3cr3t-value"\n  "b": 2}')
    const err = await expectRefused(
      () => read({ 'user-data': 'bad.json' }),
      'user-data',
      'bad.json',
      /is not usable: it is not valid JSON at line 3, column 3/
    )
    expect(err.message).not.toContain('s3cr3t')
    // The parser quotes the text itself here and gives no position: still never shown.
    put('word.json', '{"token": s3cr3t-value}')
    const bare = await expectRefused(
      () => read({ 'user-data': 'word.json' }),
      'user-data',
      'word.json',
      /is not usable: it is not valid JSON: "/
    )
    expect(bare.message).not.toContain('s3cr3t')
  })

  it(`user data nested deeper than ${MAX_USER_DATA_DEPTH} levels`, async () => {
    const depth = MAX_USER_DATA_DEPTH + 1
    put('deep.json', '['.repeat(depth) + ']'.repeat(depth))
    await expectRefused(
      () => read({ 'user-data': 'deep.json' }),
      'user-data',
      'deep.json',
      new RegExp(`nests more than ${MAX_USER_DATA_DEPTH} levels deep`)
    )
    const fits = MAX_USER_DATA_DEPTH
    put('fits.json', '['.repeat(fits) + ']'.repeat(fits))
    expect((await read({ 'user-data': 'fits.json' })).userData).toBeDefined()
  })
})
