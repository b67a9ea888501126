/**
 * The delivery (src/delivery/delivery.ts) with a real RecordsClient against the emulator on
 * loopback: one record per write, a dry run that sends nothing and keeps each request's text, a
 * field the spec refuses failing its write alone before anything is sent, and the outbox's
 * entries for the writes deferred while the service is down.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { JUnitAttestationData } from '../../src/api/models.js'
import {
  attestJUnitRequest,
  overrideRequest,
  reportArtifactRequest,
  search
} from '../../src/api/operations.js'
import type { ApiRequest } from '../../src/api/request.js'
import type { PendingWrite } from '../../src/delivery/delivery.js'
import type { Origin } from '../../src/outbox/document.js'
import { formatDryRun } from '../../src/report/delivery-events.js'
import { emulatorAround } from '../emulator/helpers.js'
import { artifactBody, junitData, overrideBody } from '../api/helpers.js'
import {
  ORG,
  TOKEN,
  artifactWrite,
  artifactWrites,
  fingerprintOf,
  latch,
  service,
  startFront,
  until
} from './helpers.js'

let emu: Emulator

emulatorAround({ tokens: [{ token: TOKEN, org: ORG }] }, (started) => (emu = started))
beforeEach(() => emu.reset())

const ARTIFACTS = `/api/v2/artifacts/${ORG}/`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const ATTACHMENT = { filename: 'results.tgz', data: new Uint8Array(1234).map((_, i) => i % 251) }

/** A JUnit attestation with an attachment, as a pending write. */
function junitWrite(data: JUnitAttestationData = junitData()): PendingWrite {
  return {
    kind: 'junit',
    label: "JUnit attestation 'unit-tests'",
    request: () => attestJUnitRequest(ORG, 'backend', 'trail-1', data, ATTACHMENT)
  }
}

/** `pending` with the request it builds kept in `built`. */
function keeping(pending: PendingWrite, built: ApiRequest[]): PendingWrite {
  return {
    ...pending,
    request: () => {
      const request = pending.request()
      built.push(request)
      return request
    }
  }
}

describe('one record per write', () => {
  it('says what became of each write, with an id of its own or the one it was given', async () => {
    const { delivery } = service({ baseUrl: emu.url })
    const writes = await Promise.all([
      delivery.write(artifactWrite(0)),
      delivery.write(junitWrite()),
      delivery.write({ ...artifactWrite(1), id: 'kept-id' })
    ])
    expect(writes.map(({ kind, label, state }) => [kind, label, state])).toEqual([
      ['artifact', 'artifact 0', 'recorded'],
      ['junit', "JUnit attestation 'unit-tests'", 'recorded'],
      ['artifact', 'artifact 1', 'recorded']
    ])
    expect(writes[0].id).toMatch(UUID)
    expect(writes[1].id).toMatch(UUID)
    expect(writes[0].id).not.toBe(writes[1].id)
    expect(writes[2].id).toBe('kept-id')
    const state = emu.state()
    expect(state.artifacts.map((a) => a.fingerprint).sort()).toEqual(
      [fingerprintOf(0), fingerprintOf(1)].sort()
    )
    expect(state.attestations[0].attachment?.size).toBe(ATTACHMENT.data.length)
  })

  it('a write the service refuses on its merits fails alone, with the service words', async () => {
    await emu.addFault({ path: `${ARTIFACTS}refused`, status: 400, message: 'no such thing' })
    const { delivery } = service({ baseUrl: emu.url, defer: true })
    const [refused, ...others] = await Promise.all([
      delivery.write(artifactWrite(9, 'refused')),
      ...artifactWrites(3).map((w) => delivery.write(w))
    ])
    expect(refused.state).toBe('failed')
    expect(refused.detail).toBe(
      `POST ${emu.url}/artifacts/${ORG}/refused failed with 400 Bad Request: no such thing`
    )
    expect(others.map((w) => w.state)).toEqual(['recorded', 'recorded', 'recorded'])
    // Refused on its merits: no outbox would change that.
    expect(delivery.outcome().deferred).toEqual([])
    expect(delivery.stop).toBeUndefined()
  })
})

describe('as it happens', () => {
  it('says which write has waited long for an answer, half way to its timeout', async () => {
    // The answer is held at the service until the notice has been given: no race with a clock.
    const notified = latch()
    const front = await startFront(emu, notified.wait)
    try {
      const { delivery, told } = service({ baseUrl: front.url, timeoutSeconds: 2 })
      const written = delivery.write(artifactWrite(0))
      await until(() => told.slow.length > 0)
      notified.open()
      expect((await written).state).toBe('recorded')
      expect(told.slow).toEqual([
        { label: 'artifact 0', attempt: 1, waitedMs: expect.any(Number), timeoutSeconds: 2 }
      ])
      // Half of 2 s; Date.now() may read a millisecond short of a timer's delay.
      expect(told.slow[0].waitedMs).toBeGreaterThanOrEqual(990)
    } finally {
      await front.close()
    }
  })
})

describe('a field the spec refuses', () => {
  const badFingerprint: PendingWrite = {
    kind: 'artifact',
    label: 'artifact bad.tar',
    request: () => reportArtifactRequest(ORG, 'backend', artifactBody({ fingerprint: 'ABC' }))
  }

  it('fails that one write before anything is sent; the others go', async () => {
    const { delivery } = service({ baseUrl: emu.url })
    const [bad, ...good] = await Promise.all([
      delivery.write(badFingerprint),
      ...artifactWrites(2).map((w) => delivery.write(w))
    ])
    expect(bad.state).toBe('failed')
    expect(bad.detail).toContain("'fingerprint'")
    expect(bad.detail).toContain('"ABC"')
    expect(good.map((w) => w.state)).toEqual(['recorded', 'recorded'])
    const sent = emu.requests().map((r) => JSON.parse(r.body ?? '{}').fingerprint as string)
    expect(sent.sort()).toEqual([fingerprintOf(0), fingerprintOf(1)].sort())
  })

  it('fails it in a dry run too, where it is not shown as a request', async () => {
    const { delivery } = service({ baseUrl: emu.url, dryRun: true })
    const bad = await delivery.write(badFingerprint)
    expect(bad.state).toBe('failed')
    expect(delivery.outcome().dryRunRequests).toEqual([])
  })
})

describe('its outcome', () => {
  it('says what became of the work, as it was when asked: no stop, nothing deferred, the dry run', async () => {
    const { delivery } = service({ baseUrl: emu.url, dryRun: true })
    await delivery.write(artifactWrite(0))
    const done = delivery.outcome()
    expect(done.stopped).toBeUndefined()
    expect(done.deferred).toEqual([])
    expect(done.dryRunRequests).toHaveLength(1)
    await delivery.write(artifactWrite(1))
    expect(done.dryRunRequests).toHaveLength(1) // a snapshot, not the delivery's own list
    expect(delivery.outcome().dryRunRequests).toHaveLength(2)
  })
})

describe('dry run', () => {
  it('sends nothing and keeps the text of each request, in order', async () => {
    const { delivery } = service({ baseUrl: emu.url, dryRun: true })
    const data = junitData()
    const writes = [
      await delivery.write(artifactWrite(0)),
      await delivery.write(junitWrite(data)),
      await delivery.write({
        kind: 'override',
        label: 'override',
        request: () => overrideRequest(ORG, 'backend', 'trail-1', overrideBody())
      })
    ]
    await expect(search(delivery, ORG, fingerprintOf(0))).resolves.toBeUndefined()
    expect(writes.map((w) => w.state)).toEqual(['preview', 'preview', 'preview'])
    expect(emu.requests()).toEqual([])
    const body = artifactBody({ fingerprint: fingerprintOf(0), filename: 'a0.tar' })
    expect(delivery.outcome().dryRunRequests).toEqual([
      {
        method: 'POST',
        url: `${emu.url}/artifacts/${ORG}/backend`,
        body: JSON.stringify(body, null, 4)
      },
      {
        method: 'POST',
        url: `${emu.url}/attestations/${ORG}/backend/trail/trail-1/junit`,
        body:
          `Field: data_json, Value: ${JSON.stringify(data, null, 4)}\n` +
          'File: attachment_file, Filename: results.tgz, Size: 1234 bytes'
      },
      {
        method: 'POST',
        url: `${emu.url}/attestations/${ORG}/backend/trail/trail-1/override`,
        body: JSON.stringify(overrideBody(), null, 4)
      },
      { method: 'GET', url: `${emu.url}/search/${ORG}/sha/${fingerprintOf(0)}` }
    ])
  })

  it("is shown with the CLI's banner", async () => {
    const { delivery } = service({ baseUrl: emu.url, dryRun: true })
    await delivery.write(artifactWrite(0))
    const [request] = delivery.outcome().dryRunRequests
    const lines = formatDryRun(request).split('\n')
    expect(lines.slice(0, 3)).toEqual([
      '############### THIS IS A DRY-RUN  ###############',
      `the request would have been sent to: POST ${emu.url}/artifacts/${ORG}/backend`,
      'this is the payload that would be sent in a real run:'
    ])
    expect(lines.slice(3).join('\n')).toBe(request.body)
  })
})

describe('deferred while the service is down', () => {
  const origin: Origin = {
    repository: 'acme/shop',
    run: '42',
    job: 'build',
    attempt: '1',
    written: '2026-01-02T03:04:05.000Z',
    org: ORG,
    flow: 'backend'
  }

  it('keeps each request exactly, with its id, kind, label, origin and why', async () => {
    await emu.addFault({ path: '/api/v2/', reset: true, count: 1000 })
    const { delivery, told } = service({ baseUrl: emu.url, defer: true, maxRetries: 1 })
    const built: ApiRequest[] = []
    const writes = await Promise.all([
      delivery.write(keeping(junitWrite(), built)),
      delivery.write(keeping({ ...artifactWrite(0), id: 'replayed-id', origin }, built)),
      delivery.write(keeping(artifactWrite(1), built))
    ])
    expect(writes.map((w) => w.state)).toEqual(['deferred', 'deferred', 'deferred'])
    expect(delivery.stop).toEqual({ kind: 'down' })
    expect(told.stops).toHaveLength(1)
    // Each entry holds the very request that was built (and sent).
    expect(delivery.outcome().deferred).toHaveLength(3)
    for (const entry of delivery.outcome().deferred) {
      const i = writes.findIndex((w) => w.id === entry.id)
      expect(entry.request).toBe(built[i])
      expect(entry).toEqual({
        id: writes[i].id,
        kind: writes[i].kind,
        label: writes[i].label,
        request: built[i],
        ...(i === 1 && { origin }),
        reason: expect.any(String)
      })
    }
    // Sending left the requests as they were built: the same as building them again.
    expect(built[0]).toStrictEqual(junitWrite().request())
    expect(built[1]).toStrictEqual(artifactWrite(0).request())
    const reasons = delivery.outcome().deferred.map((e) => e.reason)
    expect(reasons.filter((r) => r === told.stops[0].cause)).toHaveLength(1)
    expect(told.stops[0].cause).toMatch(/failed after 2 attempts: .*(ECONNRESET|socket hang up)/)
  })

  it('a write built after the service was taken as down is deferred without being sent', async () => {
    await emu.addFault({ path: ARTIFACTS, status: 503, count: 1000 })
    const { delivery } = service({ baseUrl: emu.url, defer: true, maxRetries: 0 })
    expect((await delivery.write(artifactWrite(0))).state).toBe('deferred')
    const built: ApiRequest[] = []
    const later = await delivery.write(keeping(artifactWrite(1), built))
    expect(later.state).toBe('deferred')
    expect(emu.requests()).toHaveLength(1)
    expect(delivery.outcome().deferred.map((e) => [e.label, e.reason])).toEqual([
      ['artifact 0', expect.stringContaining('failed with 503 Service Unavailable')],
      ['artifact 1', 'not sent: the service is down']
    ])
    expect(delivery.outcome().deferred[1].request).toBe(built[0])
  })

  it('an attempt that hangs to its timeout is trouble too', async () => {
    await emu.addFault({ path: ARTIFACTS, delayMs: 5000, count: 1 })
    // A short timeout: the test needs a hang, not a long one.
    const { delivery } = service({
      baseUrl: emu.url,
      defer: true,
      maxRetries: 0,
      timeoutSeconds: 0.3
    })
    const write = await delivery.write(artifactWrite(0))
    expect(write.state).toBe('deferred')
    expect(delivery.stop).toEqual({ kind: 'down' })
    expect(delivery.outcome().deferred[0].reason).toBe(
      `POST ${emu.url}/artifacts/${ORG}/backend failed: timed out after 0.3s`
    )
  })

  it('without defer, the same writes are stopped and nothing is kept', async () => {
    await emu.addFault({ path: ARTIFACTS, status: 503, count: 1000 })
    const { delivery } = service({ baseUrl: emu.url, maxRetries: 0 })
    const writes = await Promise.all(artifactWrites(3).map((w) => delivery.write(w)))
    expect(writes.map((w) => [w.state, w.detail])).toEqual(
      new Array(3).fill(['stopped', 'the service is down'])
    )
    expect(delivery.outcome().deferred).toEqual([])
  })
})
