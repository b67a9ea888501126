/**
 * An earlier receipt is never removed before its successor is stored (docs/bad-day.md, "Exactly
 * once"; src/outbox/receipt-keeper.ts), under runner conditions: the emulator, the artifact
 * service stub speaking @actions/artifact's protocol and GitHub's REST routes, a replay of run
 * 4242's outbox by run id. 150 writes are recorded, the receipt of the first 100 is stored as
 * they land, and the artifact service refuses the final save (500, the storage quota): the
 * receipt of 100 stays, and the next replay sends the other 50 only.
 */
import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { reportArtifactRequest } from '../../src/api/operations.js'
import { outboxContent, type OutboxEntry } from '../../src/outbox/document.js'
import { writeOutboxFile } from '../../src/outbox/outbox-file.js'
import { RECEIPT_BATCH } from '../../src/outbox/receipt-keeper.js'
import { artifactStubAround, errorOf, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'receipt-successor-token-41d7c2'
const GH_TOKEN = 'ghs_receiptSuccessor0123456789abc'
const SOURCE = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }
const WRITES = RECEIPT_BATCH + 50

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

/** Run 4242's outbox of `WRITES` artifact reports, uploaded as its step would have. */
async function plantOutbox(): Promise<void> {
  const entries: OutboxEntry[] = Array.from({ length: WRITES }, (_, i) => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${i}.bin`,
    request: reportArtifactRequest('acme', 'shop', {
      fingerprint: (i + 1).toString(16).padStart(64, '0'),
      filename: `app-${i}.bin`,
      build_url: 'https://github.com/acme/shop/actions/runs/4242',
      commit_url: 'https://github.com/acme/shop/commit/abc'
    }),
    reason: 'the service was down'
  }))
  const origin = { ...SOURCE, written: new Date().toISOString(), org: 'acme', flow: 'shop' }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-successor-'))
  try {
    const file = await writeOutboxFile(dir, outboxContent(entries, origin), SOURCE, TOKEN)
    await stub.plant('4242', 'records-outbox-4242-build-1', {
      'records-outbox.json': await readFile(file, 'utf8')
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A replay of run 4242's outbox by run id, as a job of run `run`. */
const replayFrom = (run: string) =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
    { env: stub.jobEnv(run, 'replay') }
  )

const posts = () => emulator.requests().filter((q) => q.method === 'POST')

describe('a replay whose final receipt save the artifact service refuses', () => {
  it('keeps the receipt stored before: the next replay sends only what it does not name', async () => {
    await plantOutbox()
    // The first receipt upload (the batch of 100) is stored; every later one is refused, as
    // the results service refuses an upload once the storage quota is used up.
    let receipts = 0
    stub.refuseCreateWith = (name) =>
      name.startsWith('records-receipt-') && ++receipts > 1
        ? { status: 500, msg: 'insufficient usage to create artifact' }
        : undefined
    const first = await replayFrom('5000')
    expect(posts()).toHaveLength(WRITES)
    expect(first.code).toBe(1)
    expect(errorOf(first)).toMatch(
      /The receipt of this replay could not be saved \(.*storage quota.*\): the writes are recorded, and its earlier receipt is kept/s
    )
    expect(stub.artifacts.map((a) => `${a.name} of run ${a.runId}`)).toEqual([
      'records-outbox-4242-build-1 of run 4242',
      'records-receipt-4242-build-1 of run 5000'
    ])

    stub.refuseCreateWith = undefined
    const before = posts().length
    const next = await replayFrom('5001')
    expect(next.code).toBe(0)
    // Not all 150 again (no receipt at all would send them): the 50 recorded since the stored
    // receipt, which the refused save would have named.
    const again = posts().slice(before)
    expect(again).toHaveLength(WRITES - RECEIPT_BATCH)
    expect(next.stdout.match(/: recorded earlier \(by run 5000 /g)).toHaveLength(RECEIPT_BATCH)
    const fingerprint = (q: { body: string | null }) =>
      (JSON.parse(q.body ?? '{}') as { fingerprint: string }).fingerprint
    expect(new Set(posts().map(fingerprint)).size).toBe(WRITES)
  }, 90_000)
})
