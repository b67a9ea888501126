/**
 * The bounds of one replay fit the run's real shape (README, "Replay"; src/outbox/open.ts): a
 * run keeps an outbox per deferring step and matrix leg, and GitHub runs up to 256 matrix jobs,
 * so such a run is within them; past the bounds — the count of outboxes, or what they hold
 * together — nothing is sent, with one error saying which bound. Under runner conditions: the
 * emulator, outboxes sealed by the action's own outbox code, laid out in a folder as
 * `gh run download` lays a run's artifacts out.
 */
import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdir, rm, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { reportArtifactRequest } from '../../src/api/operations.js'
import {
  MAX_OUTBOX_BYTES,
  MAX_OUTBOX_WRITES,
  OUTBOX_FILE,
  outboxContent,
  type OutboxEntry
} from '../../src/outbox/document.js'
import { writeOutboxFile } from '../../src/outbox/outbox-file.js'
import { MAX_OUTBOXES, MAX_REPLAY_BYTES, MAX_REPLAY_WRITES } from '../../src/outbox/open.js'
import { errorLines, errorOf, runWith, samplePartsAround } from '../helpers/e2e.js'

const TOKEN = 'replay-bounds-token-7a31c8'
const COMMIT = 'ab'.repeat(20)
/** GitHub runs at most 256 matrix jobs in a workflow run. */
const MATRIX_LEGS = 256

let emulator: Emulator
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))

/** `n` deferred artifact reports of the leg `leg`, sealed as the leg's records step left them. */
async function legOutbox(folder: string, leg: number, n = 1): Promise<void> {
  const source = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }
  const entries: OutboxEntry[] = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${leg}-${i}.bin`,
    request: reportArtifactRequest('acme', 'shop', {
      fingerprint: (leg * MAX_OUTBOX_WRITES + i + 1).toString(16).padStart(64, '0'),
      filename: `app-${leg}-${i}.bin`,
      build_url: 'https://github.com/acme/shop/actions/runs/4242',
      commit_url: `https://github.com/acme/shop/commit/${COMMIT}`,
      git_commit: COMMIT,
      trail_name: COMMIT
    }),
    reason: 'the service was down'
  }))
  const origin = {
    ...source,
    written: new Date(Date.UTC(2026, 6, 1, 12, 0, leg)).toISOString(),
    org: 'acme',
    flow: 'shop',
    trail: COMMIT,
    commit: COMMIT,
    leg: `shard: ${leg}`,
    step: 'records'
  }
  const dir = path.join(folder, `records-outbox-4242-build-1-shard-${leg}-records`)
  await writeOutboxFile(dir, outboxContent(entries, origin), source, TOKEN)
}

/** `n` files named as outboxes, empty, in a folder each. */
async function emptyOutboxes(folder: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const dir = path.join(folder, `o-${String(i).padStart(4, '0')}`)
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, OUTBOX_FILE), '')
  }
}

async function replayFolder(folder: string): Promise<ActionRun> {
  try {
    return await runWith(ws, emulator.url, TOKEN, {
      command: 'replay',
      outbox: path.relative(ws.dir, folder),
      'max-retries': '0'
    })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

function expectOverBound(r: ActionRun, bound: RegExp): void {
  expect(r.code).toBe(1)
  expect(emulator.requests()).toEqual([])
  expect(errorLines(r)).toHaveLength(1)
  expect(errorOf(r)).toMatch(bound)
  expect(errorOf(r)).toContain('nothing was sent')
}

describe('the bounds of one replay', () => {
  it(`a run of ${MATRIX_LEGS} matrix legs with four deferring steps each is within the count: its outboxes are opened`, async () => {
    const folder = path.join(ws.dir, 'legs')
    // Each opening costs a slow key derivation (~100 ms, outbox/seal.ts): files that are not
    // outboxes show as well that the count let them through — the first is opened, and refused.
    await emptyOutboxes(folder, MATRIX_LEGS * 4)
    const r = await replayFolder(folder)
    expectOverBound(r, /The outbox legs\/o-0000\/records-outbox\.json is refused/)
    expect(errorOf(r)).not.toMatch(/outboxes found/)
  })

  it('a few legs, each sealed by its step: replayed whole', async () => {
    const folder = path.join(ws.dir, 'sealed-legs')
    for (let leg = 0; leg < 3; leg++) await legOutbox(folder, leg, 2)
    const r = await replayFolder(folder)
    expect(errorLines(r)).toEqual([])
    expect(emulator.state().artifacts).toHaveLength(6)
  })

  it(`more than ${MAX_OUTBOXES} outboxes: none is read, nothing is sent`, async () => {
    const folder = path.join(ws.dir, 'too-many')
    // Counted before any is opened: empty files are enough.
    await emptyOutboxes(folder, MAX_OUTBOXES + 1)
    expectOverBound(
      await replayFolder(folder),
      /1,025 outboxes found, more than a replay reads \(1,024\)/
    )
  })

  it('outboxes each within the bound, together over the bytes one replay reads: none is read', async () => {
    const folder = path.join(ws.dir, 'too-large')
    // Sparse files: their sizes are what counts, before any byte is read.
    const each = MAX_OUTBOX_BYTES - 1
    const n = Math.floor(MAX_REPLAY_BYTES / each) + 1
    for (let i = 0; i < n; i++) {
      await mkdir(path.join(folder, `o-${i}`), { recursive: true })
      await writeFile(path.join(folder, `o-${i}`, OUTBOX_FILE), '')
      await truncate(path.join(folder, `o-${i}`, OUTBOX_FILE), each)
    }
    expectOverBound(
      await replayFolder(folder),
      /the outboxes hold more than 268,435,456 bytes together, more than a replay reads/
    )
  })

  it('outboxes each within the bound, together over the writes one replay sends: nothing is sent', async () => {
    const folder = path.join(ws.dir, 'too-many-writes')
    const n = Math.floor(MAX_REPLAY_WRITES / MAX_OUTBOX_WRITES) + 1
    for (let leg = 0; leg < n; leg++) await legOutbox(folder, leg, MAX_OUTBOX_WRITES)
    expectOverBound(
      await replayFolder(folder),
      /the outboxes hold more than 50,000 writes together, more than a replay sends/
    )
  })
})
