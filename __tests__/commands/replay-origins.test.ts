/**
 * Each origin's failing tests, read back from its JUnit writes' attachments
 * (commands/replay-origins.ts): only of writes that are in the service, and of at most
 * MAX_ATTACHMENTS_READ attachments in one replay — past that an origin's suites are what it
 * names. A plan of real stored writes (the request builder and the outbox's own content), as a
 * dry run judges it (no search).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { attestJUnitRequest } from '../../src/api/operations.js'
import { judgeOrigins } from '../../src/commands/replay-origins.js'
import type { ReplayConfig } from '../../src/commands/replay-plan.js'
import type { Delivery } from '../../src/delivery/delivery.js'
import { outboxContent } from '../../src/outbox/document.js'
import { MAX_ATTACHMENTS_READ } from '../../src/outbox/failing-tests.js'
import type { OpenedOutbox } from '../../src/outbox/outbox-file.js'
import { planOf } from '../../src/outbox/plan.js'
import { Receipts } from '../../src/outbox/receipts.js'
import type { Write } from '../../src/results.js'

const RED = `<testsuite name="unit" tests="2" failures="1">
  <testcase classname="cart.Total" name="adds"/>
  <testcase classname="cart.Total" name="rounds" file="src/cart.ts" line="17"><failure message="expected 3 got 2"/></testcase>
</testsuite>
`

let temp: string
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'replay-origins-'))
})
afterAll(() => rm(temp, { recursive: true, force: true }))

/** The outbox of one leg: a red JUnit attestation with its report attached. */
function legOutbox(leg: number): OpenedOutbox {
  const source = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }
  const data = {
    attestation_name: 'unit',
    junit_results: [{ name: 'unit', failures: 1, errors: 0, skipped: 0, total: 2, duration: 1 }]
  }
  const attachment = { filename: 'junit.xml', data: Buffer.from(RED) }
  const request = attestJUnitRequest('acme', 'shop', 't1', data, attachment)
  const entry = { id: randomUUID(), kind: 'junit' as const, label: 'unit', request, reason: 'down' }
  const written = new Date(Date.UTC(2026, 10, 27, 10, 0, leg)).toISOString()
  const origin = {
    ...source,
    written,
    org: 'acme',
    flow: 'shop',
    trail: 't1',
    leg: `shard: ${leg}`
  }
  return { name: `leg ${leg}`, written, source, content: outboxContent([entry], origin) }
}

const config = (): ReplayConfig =>
  ({ dryRun: true, runner: { temp }, github: { serverUrl: '' } }) as unknown as ReplayConfig

describe('the failing tests of each replayed origin', () => {
  it(`named for the first ${MAX_ATTACHMENTS_READ} attachments of a replay, the suites only past them`, async () => {
    const plan = planOf(
      Array.from({ length: MAX_ATTACHMENTS_READ + 2 }, (_, i) => legOutbox(i)),
      new Receipts()
    )
    const writes: Write[] = plan.writes.map((w) => ({
      id: w.stored.id,
      kind: w.stored.kind,
      label: w.stored.label,
      state: 'recorded'
    }))
    const verdicts = await judgeOrigins(config(), {} as Delivery, plan, writes)
    const named = verdicts.map((v) => v.failedTests?.map((t) => `${t.name} ${t.file}:${t.line}`))
    expect(named.slice(0, MAX_ATTACHMENTS_READ)).toEqual(
      Array(MAX_ATTACHMENTS_READ).fill(['rounds src/cart.ts:17'])
    )
    expect(named.slice(MAX_ATTACHMENTS_READ)).toEqual([undefined, undefined])
    expect(verdicts.every((v) => v.failingSuites?.[0].suite === 'unit')).toBe(true)
    // Why each is red: its test by name, or, past the attachments read, its suite.
    expect(verdicts[0].nonCompliance).toEqual([
      'Tests failed: 1 failed — unit › cart.Total › rounds'
    ])
    expect(verdicts.at(-1)?.nonCompliance).toEqual(['Tests failed: 1 failed — in suite unit'])
    expect(await readdir(temp)).toEqual([])
  })

  it('not of a write the service does not hold', async () => {
    const plan = planOf([legOutbox(0)], new Receipts())
    const [w] = plan.writes
    const failed: Write = { id: w.stored.id, kind: 'junit', label: 'unit', state: 'failed' }
    const [v] = await judgeOrigins(config(), {} as Delivery, plan, [failed])
    expect(v.failedTests).toBeUndefined()
    expect(v.tests).toBeUndefined()
  })
})
