/** Outbox content as a deferring run makes it: real requests of the three write kinds. */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto'
import {
  attestJUnitRequest,
  overrideRequest,
  reportArtifactRequest
} from '../../src/api/operations.js'
import {
  outboxContent,
  type Origin,
  type OutboxContent,
  type OutboxEntry
} from '../../src/outbox/document.js'
import type { Clear } from '../../src/outbox/seal.js'
import { ORG, artifactBody, junitData, overrideBody } from '../api/helpers.js'

export { ORG }

/** A run of acme/shop that deferred writes. */
export const HERE: Origin = {
  repository: 'acme/shop',
  run: '4242',
  job: 'build',
  attempt: '1',
  written: '2026-11-28T12:00:00.000Z',
  org: ORG,
  flow: 'backend',
  trail: 'main-4242',
  commit: 'c0ffee0123456789c0ffee0123456789c0ffee01',
  checkName: 'Compliance'
}

/** One write of each kind, the JUnit one with an attachment's bytes. */
export function entries(): OutboxEntry[] {
  const attachment = {
    filename: 'results.tgz',
    data: Buffer.from([0, 1, 2, 255]),
    contentType: 'application/gzip'
  }
  return [
    {
      id: randomUUID(),
      kind: 'artifact',
      label: 'artifact backend.tar',
      request: reportArtifactRequest(ORG, 'backend', artifactBody()),
      reason: 'the service did not answer'
    },
    {
      id: randomUUID(),
      kind: 'junit',
      label: 'JUnit unit-tests',
      request: attestJUnitRequest(ORG, 'backend', 'main-4242', junitData(), attachment),
      reason: 'the service did not answer'
    },
    {
      id: randomUUID(),
      kind: 'override',
      label: 'override unit-tests',
      request: overrideRequest(ORG, 'backend', 'main-4242', overrideBody()),
      reason: 'the service did not answer'
    }
  ]
}

export const content = (): OutboxContent => outboxContent(entries(), HERE)

/** A deep copy to alter. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * A document sealed as the previous release sealed it (outbox version 2, receipt version 1):
 * HKDF-SHA-256 of the token gives the key and the check value.
 */
export function legacy(clear: Clear, content: unknown, token: string): string {
  const salt = randomBytes(32)
  const iv = randomBytes(12)
  const hkdf = (info: string, n: number): Buffer =>
    Buffer.from(hkdfSync('sha256', Buffer.from(token), salt, info, n))
  const cipher = createCipheriv('aes-256-gcm', hkdf('records-action seal: AES-256-GCM key', 32), iv)
  const sorted = Object.fromEntries(Object.entries(clear).sort(([a], [b]) => (a < b ? -1 : 1)))
  cipher.setAAD(Buffer.from(JSON.stringify(sorted)))
  const text = Buffer.concat([cipher.update(JSON.stringify(content)), cipher.final()])
  const params = {
    cipher: 'AES-256-GCM',
    kdf: 'HKDF-SHA-256',
    salt: salt.toString('base64'),
    check: hkdf('records-action seal: token check', 16).toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64')
  }
  return JSON.stringify({ ...clear, seal: params, sealed: text.toString('base64') })
}

/** A new folder under the system's temp folder, removed by the returned function. */
export async function tempFolder(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-unit-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
