/** Shared helpers of the emulator tests: real HTTP with fetch, no mocks. */
import { afterAll, beforeAll } from '@jest/globals'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type SeedData
} from '../../emulator/server.js'

export const ORG = 'acme'
export const TOKEN = 'secret-acme'
export const OTHER_TOKEN = 'secret-other'
export const TOKENS = [
  { token: TOKEN, org: ORG },
  { token: OTHER_TOKEN, org: 'other' }
]

export const fp = (c: string): string => c.repeat(64)
export const sha = (c: string): string => c.repeat(40)

/**
 * An emulator started before the tests of the calling file (or describe block) and closed after
 * them; `use` receives it once started and is awaited (it may record more).
 */
export function emulatorAround(options: EmulatorOptions, use: (emu: Emulator) => unknown): void {
  let started: Emulator | undefined
  beforeAll(async () => {
    started = await startEmulator(options)
    await use(started)
  })
  afterAll(async () => {
    await started?.close()
  })
}

/** `emulatorAround` with TOKENS and SEED. */
export function seededEmulatorAround(use: (emu: Emulator) => unknown): void {
  emulatorAround({ tokens: TOKENS, seed: SEED }, use)
}

export interface Answer {
  status: number
  headers: Headers
  text: string
  json: unknown
}

/** Sends a request; `body` objects go as JSON, FormData as multipart. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers }
  const token = opts.token === undefined ? TOKEN : opts.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  let body: string | FormData | undefined
  if (opts.body instanceof FormData) body = opts.body
  else if (typeof opts.body === 'string') body = opts.body
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body)
    headers['content-type'] = 'application/json'
  }
  const res = await fetch(base + path, { method, headers, body })
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, text, json }
}

export const artifactBody = (
  fingerprint: string,
  extra: Record<string, unknown> = {}
): Record<string, unknown> => ({
  fingerprint,
  filename: 'app.tgz',
  build_url: 'https://ci.example/run/1',
  commit_url: 'https://git.example/commit/1',
  ...extra
})

export const suite = (failures = 0, errors = 0): Record<string, unknown> => ({
  name: 'suite',
  failures,
  errors,
  skipped: 0,
  total: 3,
  duration: 1.25,
  timestamp: 1700000000
})

/** A multipart junit request body. */
export function junitForm(
  data: unknown,
  attachment?: { name: string; bytes: Uint8Array }
): FormData {
  const form = new FormData()
  form.append('data_json', typeof data === 'string' ? data : JSON.stringify(data))
  if (attachment) form.append('attachment_file', new Blob([attachment.bytes]), attachment.name)
  return form
}

export const SEED: SeedData = {
  environments: ['prod', 'beta', 'staging', 'dev', 'qa'].map((name, i) => ({
    org: ORG,
    name,
    type: i % 2 === 0 ? 'K8S' : 'ECS',
    description: `${name} env`,
    last_modified_at: 1700000000.5 + i,
    last_reported_at: 1700000000.5 + i,
    include_scaling: false,
    tags: { tier: name === 'prod' ? 'prod' : 'test' },
    state: true,
    policies: [],
    included_environments: null
  })),
  deployments: [
    {
      org: ORG,
      env_name: 'prod',
      fingerprint: fp('1'),
      deployed_at: 1700000100.5,
      artifact_name: 'app:1',
      snapshot_index: 7
    },
    {
      org: ORG,
      env_name: 'prod',
      fingerprint: fp('2'),
      deployed_at: 1700000200.5,
      artifact_name: 'app:2',
      snapshot_index: 8
    },
    {
      org: ORG,
      env_name: 'beta',
      fingerprint: fp('1'),
      deployed_at: 1700000050.5,
      artifact_name: 'app:1',
      snapshot_index: 3
    }
  ],
  approvals: [
    {
      org: ORG,
      flow_name: 'seeded-flow',
      fingerprint: fp('3'),
      release_number: 2,
      state: 'APPROVED',
      created_at: 1700000300.5
    },
    {
      org: ORG,
      flow_name: 'seeded-flow',
      fingerprint: fp('3'),
      release_number: 1,
      state: 'PENDING',
      created_at: 1700000200.5,
      artifact_name: 'app:3'
    }
  ]
}
