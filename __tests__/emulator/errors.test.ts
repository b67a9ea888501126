import { describe, expect, it } from '@jest/globals'
import { request } from 'node:http'
import type { Emulator } from '../../emulator/server.js'
import {
  artifactBody,
  call,
  fp,
  junitForm,
  OTHER_TOKEN,
  ORG,
  seededEmulatorAround,
  sha
} from './helpers.js'

let emu: Emulator
seededEmulatorAround((started) => (emu = started))

const envQuery = `/environments/${ORG}`

describe('authentication', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const none = await call(emu.url, 'GET', envQuery, { token: null })
    expect(none.status).toBe(401)
    expect(typeof (none.json as { message: string }).message).toBe('string')
    const unknown = await call(emu.url, 'GET', envQuery, { token: 'nope' })
    expect(unknown.status).toBe(401)
    expect(unknown.text).not.toContain('nope')
    const badScheme = await call(emu.url, 'GET', envQuery, {
      token: null,
      headers: { authorization: 'Token secret-acme' }
    })
    expect(badScheme.status).toBe(401)
  })

  it('accepts Bearer and Basic with the token as user name', async () => {
    expect((await call(emu.url, 'GET', envQuery)).status).toBe(200)
    const basic = Buffer.from('secret-acme:ignored').toString('base64')
    const res = await call(emu.url, 'GET', envQuery, {
      token: null,
      headers: { authorization: `Basic ${basic}` }
    })
    expect(res.status).toBe(200)
  })

  it("answers 403 for another organisation's token", async () => {
    const res = await call(emu.url, 'GET', envQuery, { token: OTHER_TOKEN })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ message: "You don't have permission to access this resource" })
  })
})

describe('unknown routes', () => {
  it('answers a JSON 404 for unknown paths under /api/v2 and elsewhere', async () => {
    for (const path of ['/nothing', '/environments', '/search/acme/sha']) {
      const res = await call(emu.url, 'GET', path)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'Not Found' })
    }
    const outside = await call(emu.origin, 'GET', '/other')
    expect(outside.json).toEqual({ message: 'Not Found' })
  })

  it('answers 400 to a request target that is no URL path, and goes on answering', async () => {
    const { status, body } = await new Promise<{ status?: number; body: string }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: emu.port, path: '//', method: 'GET' },
          (res) => {
            let text = ''
            res.on('data', (d: Buffer) => (text += d.toString()))
            res.on('end', () => resolve({ status: res.statusCode, body: text }))
          }
        )
        req.on('error', reject)
        req.end()
      }
    )
    expect(status).toBe(400)
    expect(JSON.parse(body)).toEqual({
      message: 'Bad Request: the request target is not a URL path'
    })
    expect((await call(emu.url, 'GET', '/nothing')).status).toBe(404)
  })

  it('answers 405 for a known path with the wrong method', async () => {
    const res = await call(emu.url, 'POST', envQuery, { body: {} })
    expect(res.status).toBe(405)
  })
})

type Errors = { message: string; errors: Record<string, string> }

describe('validation errors (400 envelope)', () => {
  it('reports each bad field of an artifact report', async () => {
    const res = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
      body: artifactBody('ABC', {
        filename: '',
        git_commit: 'xyz',
        annotations: '',
        external_urls: { a: { href: 'h', fingerprint: 'q' } }
      })
    })
    expect(res.status).toBe(400)
    const body = res.json as Errors
    expect(body.message).toBe('Input payload validation failed')
    expect(body.errors).toEqual({
      fingerprint: "String should match pattern '^[a-f0-9]{64}$' [input: ABC]",
      filename: 'String should have at least 1 character [input: ]',
      git_commit: "String should match pattern '^[a-f0-9]{40}$' [input: xyz]",
      annotations: 'Input should be a valid dictionary [input: ]',
      'external_urls.a.fingerprint': "String should match pattern '^[a-f0-9]{64}$' [input: q]"
    })
  })

  it('refuses missing fields, bad JSON and a bad flow name', async () => {
    const missing = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
      body: { fingerprint: fp('a') }
    })
    expect(Object.keys((missing.json as Errors).errors).sort()).toEqual([
      'build_url',
      'commit_url',
      'filename'
    ])
    const badJson = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
      body: '{oops',
      headers: { 'content-type': 'application/json' }
    })
    expect(badJson.status).toBe(400)
    expect((badJson.json as Errors).errors.body).toMatch(/^JSON decode error/)
    const badFlow = await call(emu.url, 'POST', `/artifacts/${ORG}/-flow`, {
      body: artifactBody(fp('a'))
    })
    expect((badFlow.json as Errors).errors).toEqual({
      'path.flow_name':
        "String should match pattern '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$' [input: -flow]"
    })
  })

  it('refuses extra keys and bad values in an override', async () => {
    const res = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/override`, {
      body: {
        attestation_name: 'bad name',
        reason: 'r',
        new_compliance_status: 'yes',
        original_attestation_type: 'unit',
        origin_url: 'nope',
        surprise: 1
      }
    })
    expect(res.status).toBe(400)
    const errors = (res.json as Errors).errors
    expect(Object.keys(errors).sort()).toEqual([
      'attestation_name',
      'new_compliance_status',
      'origin_url',
      'original_attestation_type',
      'surprise'
    ])
    expect(errors.surprise).toBe('Extra inputs are not permitted [input: 1]')
  })

  it('checks junit data_json and requires multipart', async () => {
    const bad = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/junit`, {
      body: junitForm({
        attestation_name: 'tests',
        junit_results: [{ name: 'x', failures: 0, errors: 0, skipped: 0, duration: 1 }]
      })
    })
    expect(bad.status).toBe(400)
    expect((bad.json as Errors).errors['junit_results.0.total']).toMatch(/^Field required/)
    const json = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/junit`, {
      body: { attestation_name: 'tests', junit_results: [] }
    })
    expect(json.status).toBe(400)
    expect((json.json as Errors).errors).toEqual({ data_json: 'Field required [input: None]' })
    const noPart = new FormData()
    noPart.append('other', 'x')
    const missing = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/junit`, {
      body: noPart
    })
    expect((missing.json as Errors).errors).toEqual({ data_json: 'Field required [input: None]' })
    const notJson = await call(emu.url, 'POST', `/attestations/${ORG}/app/trail/t1/junit`, {
      body: junitForm('{x')
    })
    expect((notJson.json as Errors).errors.data_json).toMatch(/^Invalid JSON/)
  })

  it('checks path parameters of the read operations', async () => {
    const dep = await call(emu.url, 'GET', `/deployments/${ORG}/bad~env/abc`)
    expect(Object.keys((dep.json as Errors).errors).sort()).toEqual([
      'path.env_name',
      'path.fingerprint'
    ])
    const appr = await call(emu.url, 'GET', `/artifacts/${ORG}/.flow/${sha('a')}/approvals`)
    expect(Object.keys((appr.json as Errors).errors).sort()).toEqual([
      'path.fingerprint',
      'path.flow_name'
    ])
    const search = await call(emu.url, 'GET', `/search/${ORG}/sha/abcd`)
    expect(search.status).toBe(400)
    expect(Object.keys((search.json as Errors).errors)).toEqual(['path.search_value'])
    expect((search.json as Errors).message).toBe(
      'Invalid input: non-hex characters or value too short'
    )
    const upper = await call(emu.url, 'GET', `/search/${ORG}/sha/ABCDEF`)
    expect(upper.status).toBe(400)
  })

  it('checks the environment query', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=0', 'query.page', 'Input should be greater than or equal to 1 [input: 0]'],
      [
        'page=x',
        'query.page',
        'Input should be a valid integer, unable to parse string as an integer [input: x]'
      ],
      ['per_page=51', 'query.per_page', 'Input should be less than or equal to 50 [input: 51]'],
      ['per_page=0', 'query.per_page', 'Input should be greater than or equal to 1 [input: 0]'],
      ['sort_direction=up', 'query.sort_direction', "Input should be 'asc' or 'desc' [input: up]"],
      [
        'type=K8S&type=vm',
        'query.type[1]',
        expect.stringMatching(/^Input should be 'K8S', /) as unknown as string
      ]
    ]
    for (const [query, field, message] of cases) {
      const res = await call(emu.url, 'GET', `${envQuery}?${query}`)
      expect(res.status).toBe(400)
      expect((res.json as Errors).errors).toEqual({ [field]: message })
    }
  })
})
