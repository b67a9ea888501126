import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator, type RecordedRequest } from '../../emulator/server.js'
import { artifactBody, call, fp, ORG, seededEmulatorAround, TOKEN, TOKENS } from './helpers.js'

let emu: Emulator
seededEmulatorAround((started) => (emu = started))
beforeEach(() => emu.reset())

const envs = `/environments/${ORG}`

describe('faults', () => {
  it('answers a status with Retry-After for the next N requests, then normally', async () => {
    emu.addFault({
      method: 'GET',
      path: '/api/v2/environments/',
      status: 429,
      retryAfter: 3,
      message: 'slow down',
      count: 2
    })
    for (let i = 0; i < 2; i++) {
      const res = await call(emu.url, 'GET', envs)
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('3')
      expect(res.json).toEqual({ message: 'slow down' })
    }
    expect((await call(emu.url, 'GET', envs)).status).toBe(200)
    expect(emu.requests().map((r) => r.fault)).toEqual(['status', 'status', null])
  })

  it('matches method and path, by prefix or regular expression', async () => {
    emu.addFault([
      { method: 'POST', path: '/api/v2/environments/', status: 503 },
      { pathRegex: '^/api/v2/search/[^/]+/sha/', status: 502 }
    ])
    expect((await call(emu.url, 'GET', envs)).status).toBe(200)
    expect((await call(emu.url, 'GET', `/search/${ORG}/sha/${fp('1')}`)).status).toBe(502)
    expect((await call(emu.url, 'GET', `/search/${ORG}/sha/${fp('1')}`)).status).toBe(200)
    emu.clearFaults()
    expect((await call(emu.url, 'POST', envs, { body: {} })).status).toBe(405)
  })

  it('resets the connection without an answer', async () => {
    emu.addFault({ path: '/api/v2/', reset: true })
    await expect(call(emu.url, 'GET', envs)).rejects.toThrow()
    expect((await call(emu.url, 'GET', envs)).status).toBe(200)
    expect(emu.requests()[0].fault).toBe('reset')
  })

  it('delays: a hang past the client timeout, or a late normal answer', async () => {
    emu.addFault({ path: `/api/v2/environments/${ORG}`, delayMs: 30_000 })
    await expect(
      fetch(emu.url + envs, {
        headers: { authorization: `Bearer ${TOKEN}` },
        signal: AbortSignal.timeout(200)
      })
    ).rejects.toThrow()
    emu.addFault({ path: '/api/v2/environments', delayMs: 20 })
    const late = await call(emu.url, 'GET', envs)
    expect(late.status).toBe(200)
    expect(Array.isArray(late.json)).toBe(true)
    expect(emu.requests().map((r) => r.fault)).toEqual(['delay', 'delay'])
  })

  it('answers a malformed body with a success status', async () => {
    emu.addFault([
      { method: 'GET', path: '/api/v2/', malformed: true },
      { method: 'POST', path: '/api/v2/', malformed: true }
    ])
    const get = await call(emu.url, 'GET', envs)
    expect(get.status).toBe(200)
    expect(get.json).toBeUndefined()
    const post = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
      body: artifactBody(fp('a'))
    })
    expect(post.status).toBe(201)
    expect(post.json).toBeUndefined()
    expect(emu.state().artifacts).toHaveLength(0)
  })

  it('answers a given JSON body instead of the route, with a status when given', async () => {
    emu.addFault([
      { method: 'GET', path: '/api/v2/environments/', body: [null, { name: 7 }] },
      { method: 'POST', path: '/api/v2/', body: 'accepted', status: 200 }
    ])
    const get = await call(emu.url, 'GET', envs)
    expect(get.status).toBe(200)
    expect(get.json).toEqual([null, { name: 7 }])
    const post = await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
      body: artifactBody(fp('a'))
    })
    expect(post.status).toBe(200)
    expect(post.json).toBe('accepted')
    expect(emu.state().artifacts).toHaveLength(0)
    expect(emu.requests().map((r) => r.fault)).toEqual(['body', 'body'])
    expect((await call(emu.url, 'GET', envs)).json).not.toEqual([null, { name: 7 }])
  })

  it('refuses a fault with no effect or bad fields', () => {
    expect(() => emu.addFault({ path: '/api/v2/' })).toThrow(/one of status/)
    expect(() => emu.addFault({ path: '/api/v2/', status: 99 })).toThrow(/status/)
    expect(() => emu.addFault({ pathRegex: '(', status: 500 })).toThrow(/regex/)
  })
})

describe('admin routes', () => {
  it('records every request with headers, query and body, and serves state', async () => {
    await call(emu.url, 'POST', `/artifacts/${ORG}/app`, { body: artifactBody(fp('a')) })
    await call(emu.url, 'GET', `${envs}?page=1&type=K8S&type=ECS`)
    const requests = (await call(emu.origin, 'GET', '/_emulator/requests', { token: null }))
      .json as RecordedRequest[]
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/v2/artifacts/${ORG}/app`,
      content_type: 'application/json',
      body: JSON.stringify(artifactBody(fp('a'))),
      parts: null
    })
    expect(requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(requests[1].query).toEqual({ page: '1', type: ['K8S', 'ECS'] })
    const state = (await call(emu.origin, 'GET', '/_emulator/state', { token: null })).json as {
      artifacts: unknown[]
      environments: unknown[]
    }
    expect(state.artifacts).toHaveLength(1)
    expect(state.environments).toHaveLength(5)
  })

  it('adds and clears faults, and resets records but keeps the seed', async () => {
    const added = await call(emu.origin, 'POST', '/_emulator/faults', {
      token: null,
      body: [{ path: '/api/v2/environments', status: 500, count: 5 }]
    })
    expect(added.status).toBe(201)
    expect((await call(emu.url, 'GET', envs)).status).toBe(500)
    expect((await call(emu.origin, 'DELETE', '/_emulator/faults', { token: null })).status).toBe(
      200
    )
    expect((await call(emu.url, 'GET', envs)).status).toBe(200)
    const bad = await call(emu.origin, 'POST', '/_emulator/faults', {
      token: null,
      body: { status: 'x' }
    })
    expect(bad.status).toBe(400)
    expect((bad.json as { message: string }).message).toMatch(/fault.status/)

    await call(emu.url, 'POST', `/artifacts/${ORG}/app`, { body: artifactBody(fp('a')) })
    expect((await call(emu.origin, 'POST', '/_emulator/reset', { token: null })).status).toBe(200)
    expect(emu.requests()).toEqual([])
    expect(emu.state().artifacts).toEqual([])
    expect(emu.state().environments).toHaveLength(5)
    expect((await call(emu.origin, 'GET', '/_emulator/nothing', { token: null })).status).toBe(404)
  })
})

describe('state file', () => {
  it('keeps records across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-state-'))
    try {
      const stateFile = join(dir, 'state.json')
      const first = await startEmulator({ tokens: TOKENS, stateFile })
      await call(first.url, 'POST', `/artifacts/${ORG}/app`, {
        body: artifactBody(fp('b'), { trail_name: 't' })
      })
      await first.close()
      const second = await startEmulator({ tokens: TOKENS, stateFile })
      try {
        expect(second.state().artifacts.map((a) => a.fingerprint)).toEqual([fp('b')])
        expect(second.state().trails.map((t) => t.name)).toEqual(['t'])
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
