/**
 * What a replay's result says of its receipts (src/commands/replay-receipts.ts): a save that
 * failed or came too late for the cancelled job, and where the step cannot upload, the name the
 * workflow keeps its receipt files under — one build run's, never a name for several.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ReplayConfig } from '../../src/commands/replay-plan.js'
import { receiptFailures, workflowReceipt } from '../../src/commands/replay-receipts.js'
import type { Origin } from '../../src/outbox/document.js'
import { ReceiptKeeper, type ReceiptsKept } from '../../src/outbox/receipt-keeper.js'
import { Receipts } from '../../src/outbox/receipts.js'

const TOKEN = 'replay-receipts-token-5b90'
const by = { repository: 'acme/shop', run: '6001', job: 'replay', attempt: '1' }
const originOf = (run: string, job = 'build'): Origin => ({
  repository: 'acme/shop',
  run,
  job,
  attempt: '1',
  written: '2026-11-27T10:00:00.000Z',
  org: 'acme'
})

let workspace: string
beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'replay-receipts-'))
})
afterEach(() => rm(workspace, { recursive: true, force: true }))

/** A replay of the folder `workspace/.` on a runner whose workflow keeps its artifacts, or not. */
const configOf = (workflowKeepsArtifacts: boolean): ReplayConfig =>
  ({
    workspace,
    outbox: '.',
    runner: {
      temp: workspace,
      summaryFile: '',
      ...(workflowKeepsArtifacts && { workflowKeepsArtifacts })
    }
  }) as unknown as ReplayConfig

/** A keeper of the folder that recorded one write of each of `origins`. */
async function keeperOf(origins: Origin[]): Promise<ReceiptsKept> {
  const keeper = new ReceiptKeeper({
    receipts: new Receipts(),
    token: TOKEN,
    by,
    folder: workspace
  })
  for (const [i, o] of origins.entries()) await keeper.recorded(o, `w-${i}`)
  return keeper.flush()
}

describe('the receipt a workflow keeps', () => {
  it('is named after the build run its origins ran in, with a notice saying where to keep it', async () => {
    const keeper = await keeperOf([originOf('4242'), originOf('4242', 'e2e')])
    const kept = workflowReceipt(configOf(true), keeper)
    expect(kept).toEqual({
      receiptArtifact: 'records-receipts-4242',
      notices: [
        expect.stringContaining(
          'keep ./records-receipt-*.json as the workflow artifact records-receipts-4242'
        )
      ],
      warnings: []
    })
  })

  it('of outboxes of two build runs gets no name: a warning says the receipts stay in the folder', async () => {
    const keeper = await keeperOf([originOf('4242'), originOf('4343')])
    const kept = workflowReceipt(configOf(true), keeper)
    expect(kept.receiptArtifact).toBeUndefined()
    expect(kept.warnings).toEqual([
      expect.stringMatching(
        /^This replay's receipts are of 2 build runs' outboxes: they are kept in \.\/records-receipt-\*\.json only/
      )
    ])
  })

  it('is not named where the step uploads its own, nor when the replay wrote none', async () => {
    expect(workflowReceipt(configOf(false), await keeperOf([originOf('4242')]))).toEqual({
      notices: [],
      warnings: []
    })
    expect(workflowReceipt(configOf(true), await keeperOf([]))).toEqual({
      notices: [],
      warnings: []
    })
  })
})

describe('a receipt not saved', () => {
  it('is a failure that says the earlier receipt is kept and what may be sent again; late, it says so', async () => {
    const saved = await keeperOf([originOf('4242')])
    expect(receiptFailures(saved, false)).toEqual([])
    expect(receiptFailures(saved, true)).toEqual([
      expect.stringMatching(
        /^The receipt of this replay could not be saved \(not in the time the cancelled job had left\): the writes are recorded, and its earlier receipt is kept/
      )
    ])
    const failed = new ReceiptKeeper({
      receipts: new Receipts(),
      token: TOKEN,
      by,
      folder: path.join(workspace, 'gone')
    })
    await failed.recorded(originOf('4242'), 'w')
    expect(receiptFailures(await failed.flush(), false)).toEqual([
      expect.stringContaining('ENOENT: no such file or directory')
    ])
  })
})
