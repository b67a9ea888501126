/**
 * A registry or token service that trickles its answer (docs/bad-day.md, "Registries"): each
 * request to it has `timeout-seconds` in all — connect, headers and body — so the step ends in
 * time, the image fails with a message naming the registry, and the other writes still go.
 * Through the action's run() under runner conditions, against the emulator.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { errorMessages, reportWith, samplePartsAround, serverAround } from '../helpers/e2e.js'
import { startTricklingRegistry, type TricklingRegistry } from '../helpers/registry-stub.js'

const TOKEN = 'e2e-trickle-token-51c9ae'

let emulator: Emulator
let ws: SampleWorkspace
let registry: TricklingRegistry

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
serverAround(
  () => startTricklingRegistry(500),
  (started) => (registry = started)
)

describe('a registry that trickles one header byte every 0.5 s', () => {
  it('each request ends at timeout-seconds: both images fail naming the registry; the tarball is recorded', async () => {
    const started = Date.now()
    const run = await reportWith(ws, emulator.url, TOKEN, {
      artifacts: [
        `oci:${registry.host}/slow/app:1`,
        `oci:${registry.host}/slowtoken/app:1`,
        'shop=build/shop.tar.gz'
      ].join('\n'),
      'timeout-seconds': '1'
    })
    const elapsed = Date.now() - started
    expect(run.code).toBe(1)
    // Two images, each held by one request of 1 s (the manifest's, the token's); the rest of
    // the step is local. An idle timeout would still be waiting: every byte resets it.
    expect(elapsed).toBeGreaterThanOrEqual(2000)
    expect(elapsed).toBeLessThan(8000)
    const message = errorMessages(run)
    expect(message).toContain(
      `cannot read http://${registry.host}/v2/slow/app/manifests/1 from the registry ` +
        `${registry.host}: no complete answer within 1 s`
    )
    expect(message).toContain(
      `cannot reach the token service http://${registry.host}: no complete answer within 1 s`
    )
    // The other write went all the same; no connection to the registry is left open.
    const posts = emulator.requests().filter((r) => r.method === 'POST')
    expect(posts.map((r) => JSON.parse(r.body ?? '{}').filename)).toEqual(['shop.tar.gz'])
    expect(registry.connections().open).toBe(0)
  }, 30_000)
})
