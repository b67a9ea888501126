import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { artifactBody, call, fp, ORG, seededEmulatorAround, sha } from './helpers.js'

/** The commit info of the artifact fp('2'), as reported and as the deployment answers it. */
const COMMIT_B_INFO = {
  sha1: sha('b'),
  message: 'two',
  author: 'Ann',
  branch: 'main',
  timestamp: 1690000000
}

let emu: Emulator
seededEmulatorAround(async (started) => {
  emu = started
  await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
    body: artifactBody(fp('2'), {
      trail_name: 'rel-2',
      git_commit: sha('b'),
      git_commit_info: COMMIT_B_INFO,
      repo_info: { name: 'acme/app', url: 'https://github.com/acme/app', id: '42' }
    })
  })
  await call(emu.url, 'POST', `/artifacts/${ORG}/app`, {
    body: artifactBody(fp('1'), { git_commit: sha('a') })
  })
})

interface Env {
  name: string
  [key: string]: unknown
}
interface Page {
  _links: Record<string, { href: string }>
  environments: Env[]
  page: number
  per_page: number
  total_count: number
  total_pages: number
}
const get = (path: string) => call(emu.url, 'GET', path)

describe('list environments', () => {
  it('answers a plain array sorted by name without paging parameters', async () => {
    const res = await get(`/environments/${ORG}`)
    expect(res.status).toBe(200)
    const list = res.json as Env[]
    expect(list.map((e) => e.name)).toEqual(['beta', 'dev', 'prod', 'qa', 'staging'])
    expect(list[2]).toMatchObject({
      org: ORG,
      type: 'K8S',
      last_modified_at: 1700000000.5,
      tags: { tier: 'prod' }
    })
    const other = await call(emu.url, 'GET', '/environments/other', { token: 'secret-other' })
    expect(other.json).toEqual([])
  })

  it('pages through 3 pages with links, then past the end', async () => {
    const names: string[] = []
    let path = `/environments/${ORG}?per_page=2&page=1`
    for (let page = 1; page <= 3; page++) {
      const res = await get(path)
      const body = res.json as Page
      expect(body).toMatchObject({ page, per_page: 2, total_count: 5, total_pages: 3 })
      expect(body._links.self.href).toBe(emu.url + path)
      expect(body._links.first.href).toContain('page=1')
      expect(body._links.last.href).toContain('page=3')
      expect('prev' in body._links).toBe(page > 1)
      expect('next' in body._links).toBe(page < 3)
      names.push(...body.environments.map((e) => e.name))
      if (body._links.next) path = body._links.next.href.slice(emu.url.length)
    }
    expect(names).toEqual(['beta', 'dev', 'prod', 'qa', 'staging'])
    const past = (await get(`/environments/${ORG}?page=9&per_page=2`)).json as Page
    expect(past).toMatchObject({ environments: [], page: 9, total_count: 5, total_pages: 3 })
  })

  it('defaults the missing one of page / per_page', async () => {
    expect((await get(`/environments/${ORG}?page=1`)).json).toMatchObject({
      per_page: 15,
      total_pages: 1
    })
    const body = (await get(`/environments/${ORG}?per_page=4`)).json as Page
    expect(body).toMatchObject({ page: 1, per_page: 4, total_pages: 2 })
    expect(body.environments).toHaveLength(4)
  })

  it('filters by name, type and tag, and sorts', async () => {
    const names = async (query: string): Promise<string[]> =>
      ((await get(`/environments/${ORG}?${query}`)).json as Env[]).map((e) => e.name)
    expect(await names('name=A')).toEqual(['beta', 'qa', 'staging'])
    expect(await names('type=ECS')).toEqual(['beta', 'dev'])
    expect(await names('tag=tier:prod')).toEqual(['prod'])
    expect(await names('tag=tier')).toHaveLength(5)
    expect(await names('name=')).toHaveLength(5)
    expect(await names('sort=last_modified_at&sort_direction=desc')).toEqual([
      'qa',
      'dev',
      'staging',
      'beta',
      'prod'
    ])
  })
})

describe('get deployment', () => {
  it('answers the latest deployment with its artifact and the replaced one', async () => {
    const res = await get(`/deployments/${ORG}/prod/${fp('2')}`)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      fingerprint: fp('2'),
      deployed_at: 1700000200.5,
      artifact_name: 'app:2',
      env_name: 'prod',
      snapshot_index: 8,
      artifact: {
        flow_name: 'app',
        trail_name: 'rel-2',
        git_commit: sha('b'),
        git_commit_info: COMMIT_B_INFO,
        repo_info: { name: 'acme/app', repo_id: '42' }
      },
      replaced_artifact: {
        fingerprint: fp('1'),
        artifact_name: 'app:1',
        snapshot_index: 7,
        artifact: { flow_name: 'app', git_commit: sha('a') }
      },
      diff_url: `https://github.com/acme/app/compare/${sha('a')}...${sha('b')}`
    })
    const first = (await get(`/deployments/${ORG}/beta/${fp('1')}`)).json as Record<string, unknown>
    expect(first.replaced_artifact).toBeNull()
  })

  it('answers 404 for an unknown environment or an artifact never deployed there', async () => {
    const env = await get(`/deployments/${ORG}/moon/${fp('2')}`)
    expect(env.status).toBe(404)
    expect(env.json).toEqual({
      message: "Environment named 'moon' does not exist for organization 'acme'"
    })
    const none = await get(`/deployments/${ORG}/beta/${fp('2')}`)
    expect(none.status).toBe(404)
    expect((none.json as { message: string }).message).toContain(fp('2'))
  })
})

describe('list approvals', () => {
  it('answers the seeded approvals oldest first with defaults filled', async () => {
    const res = await get(`/artifacts/${ORG}/seeded-flow/${fp('3')}/approvals`)
    expect(res.status).toBe(200)
    const list = res.json as Array<Record<string, unknown>>
    expect(list.map((a) => a.release_number)).toEqual([1, 2])
    expect(list[0]).toMatchObject({
      state: 'PENDING',
      base_artifact: fp('3'),
      target_artifact: fp('3'),
      approvals: [],
      src_commit_list: []
    })
    expect(list[0]).not.toHaveProperty('org')
    expect(list[1].last_modified_at).toBe(1700000300.5)
  })

  it('answers [] for a reported artifact without approvals', async () => {
    const res = await get(`/artifacts/${ORG}/app/${fp('1')}/approvals`)
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
  })

  it('answers 404 for an unknown flow or an artifact not in the flow', async () => {
    const flow = await get(`/artifacts/${ORG}/ghost/${fp('1')}/approvals`)
    expect(flow.status).toBe(404)
    expect(flow.json).toEqual({
      message: "Flow named 'ghost' does not exist for organization 'acme'"
    })
    const art = await get(`/artifacts/${ORG}/app/${fp('9')}/approvals`)
    expect(art.status).toBe(404)
    expect(art.json).toEqual({
      message: `Artifact with fingerprint '${fp('9')}' does not exist in flow 'app' belonging to organization 'acme'`
    })
  })
})
