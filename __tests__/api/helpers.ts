/** Shared pieces of the API client tests: sample bodies and a one-off loopback HTTP server. */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AttemptHooks, RecordsClient, RetryEvent } from '../../src/api/client.js'
import type { ApiRequest } from '../../src/api/request.js'
import type {
  ArtifactReportBody,
  JUnitAttestationData,
  OverrideBody
} from '../../src/api/models.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

export const TOKEN = 'tok-3f9a1c-secret-value'
export const ORG = 'acme'

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
export const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex')

export const FINGERPRINT = sha256('backend.tar')
export const COMMIT = sha1('commit one')

export function artifactBody(overrides: Partial<ArtifactReportBody> = {}): ArtifactReportBody {
  return {
    fingerprint: FINGERPRINT,
    filename: 'backend.tar',
    git_commit: COMMIT,
    build_url: 'https://ci.example.com/build/1',
    commit_url: `https://git.example.com/acme/backend/commit/${COMMIT}`,
    ...overrides
  }
}

export function junitData(overrides: Partial<JUnitAttestationData> = {}): JUnitAttestationData {
  return {
    attestation_name: 'unit-tests',
    junit_results: [
      { name: 'suite-a', failures: 0, errors: 0, skipped: 1, total: 12, duration: 1.5 }
    ],
    ...overrides
  }
}

export function overrideBody(overrides: Partial<OverrideBody> = {}): OverrideBody {
  return {
    attestation_name: 'unit-tests',
    reason: 'flaky test, reviewed by the team',
    new_compliance_status: true,
    original_attestation_type: 'junit',
    ...overrides
  }
}

/** The error `p` rejects with, when it is a `type`; a fulfilment or another error fails. */
export async function rejection<E extends Error>(
  p: Promise<unknown>,
  type: abstract new (...args: never[]) => E
): Promise<E> {
  try {
    await p
  } catch (e) {
    if (e instanceof type) return e
    throw e
  }
  throw new Error(`expected a ${type.name}`)
}

/** The error `fn` throws, when it is a `type`; no error or another error fails. */
export function thrown<E extends Error>(
  fn: () => unknown,
  type: abstract new (...args: never[]) => E
): E {
  try {
    fn()
  } catch (e) {
    if (e instanceof type) return e
    throw e
  }
  throw new Error(`expected a ${type.name}`)
}

/** What a request reported through its hooks, and the waits the client asked for. */
export function recorder(): {
  retries: RetryEvent[]
  waits: number[]
  hooks: AttemptHooks
  sleep: (ms: number) => Promise<void>
} {
  const retries: RetryEvent[] = []
  const waits: number[] = []
  return {
    retries,
    waits,
    hooks: { onRetry: (event) => retries.push(event) },
    sleep: async (ms) => {
      waits.push(ms)
    }
  }
}

/** A GET of `path` through the client alone (no delivery policy): its JSON answer. */
export async function getJson(
  client: RecordsClient,
  path: readonly string[],
  hooks?: AttemptHooks
): Promise<{ body: unknown; text: string }> {
  const request: ApiRequest = { method: 'GET', path }
  return client.json(request, await client.send(request, hooks))
}

export interface StubServer {
  url: string
  port: number
  close(): Promise<void>
}

/** A loopback server for what the emulator cannot do (echo headers, redirect, proxy). */
export async function startStub(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  setup?: (server: Server) => void
): Promise<StubServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  setup?.(server)
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    port,
    close: () => closeServer(server)
  }
}
