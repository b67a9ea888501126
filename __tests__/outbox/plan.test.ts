/** The replay plan (src/outbox/plan.ts): order, one write once, receipts, what supersedes. */
import { describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import type { Origin, StoredWrite } from '../../src/outbox/document.js'
import type { OpenedOutbox } from '../../src/outbox/outbox-file.js'
import { planOf, summaryOf } from '../../src/outbox/plan.js'
import { Receipts } from '../../src/outbox/receipts.js'

const origin = (over: Partial<Origin> = {}): Origin => ({
  repository: 'acme/shop',
  run: '4242',
  job: 'build',
  attempt: '1',
  written: '2026-11-27T10:00:00.000Z',
  org: 'acme',
  flow: 'shop',
  trail: 't1',
  commit: 'a'.repeat(40),
  ...over
})

const artifact = (fingerprint: string): StoredWrite => ({
  id: randomUUID(),
  kind: 'artifact',
  label: `artifact ${fingerprint.slice(0, 4)}`,
  origin: 0,
  method: 'POST',
  path: ['artifacts', 'acme', 'shop'],
  body: { kind: 'json', value: { fingerprint, filename: 'shop.tar.gz' } },
  reason: 'down'
})

const junit = (name: string, failures: number): StoredWrite => ({
  id: randomUUID(),
  kind: 'junit',
  label: `JUnit attestation '${name}'`,
  origin: 0,
  method: 'POST',
  path: ['attestations', 'acme', 'shop', 'trail', 't1', 'junit'],
  body: {
    kind: 'form',
    fields: {
      data_json: {
        attestation_name: name,
        junit_results: [
          { name: 'a', total: 3, failures, errors: 0, skipped: 1, duration: 0.1 },
          { name: 'b', total: 2, failures: 0, errors: 1, skipped: 0, duration: 0.1 }
        ]
      }
    },
    files: {}
  },
  reason: 'down'
})

const override = (name: string): StoredWrite => ({
  id: randomUUID(),
  kind: 'override',
  label: `override of attestation '${name}'`,
  origin: 0,
  method: 'POST',
  path: ['attestations', 'acme', 'shop', 'trail', 't1', 'override'],
  body: { kind: 'json', value: { attestation_name: name } },
  reason: 'down'
})

const outbox = (o: Origin, writes: StoredWrite[], written = o.written): OpenedOutbox => ({
  name: `outbox of ${o.job} ${o.attempt}`,
  written,
  source: { repository: o.repository, run: o.run, job: o.job, attempt: o.attempt },
  content: { origins: [o], writes }
})

describe('the replay plan', () => {
  it('orders outboxes by when they were written, then each outbox by its stored order', () => {
    const [a, b, c] = [artifact('1'.repeat(64)), artifact('2'.repeat(64)), artifact('3'.repeat(64))]
    const early = origin({ job: 'e2e', written: '2026-11-27T09:00:00.000Z' })
    const late = origin({ written: '2026-11-27T11:00:00.000Z' })
    // Listed late first, as an artifact list may return them.
    const plan = planOf([outbox(late, [c]), outbox(early, [a, b])], new Receipts())
    expect(plan.writes.map((w) => w.stored.id)).toEqual([a.id, b.id, c.id])
    expect(plan.origins.map((o) => o.job)).toEqual(['e2e', 'build'])
  })

  it('keys an origin once across outboxes and hands each origin its own writes, in order', () => {
    const [a, b, c] = [artifact('1'.repeat(64)), artifact('2'.repeat(64)), artifact('3'.repeat(64))]
    const build = origin()
    const e2e = origin({ job: 'e2e', written: '2026-11-27T10:05:00.000Z' })
    // The same origin, as a second outbox of it opens it: an equal object, not the same one.
    const plan = planOf(
      [outbox(build, [a]), outbox(e2e, [b]), outbox({ ...build }, [c], e2e.written)],
      new Receipts()
    )
    expect(plan.origins).toHaveLength(2)
    const [first, second] = plan.origins
    expect(plan.writes.map((w) => w.origin)).toEqual([first, second, first])
    expect(plan.writes[2].origin).toBe(first)
    expect(plan.writesOf.get(first)?.map((w) => w.stored.id)).toEqual([a.id, c.id])
    expect(plan.writesOf.get(second)?.map((w) => w.stored.id)).toEqual([b.id])
  })

  it('plans a write kept in two outboxes once', () => {
    const a = artifact('1'.repeat(64))
    const o = origin()
    const plan = planOf([outbox(o, [a]), outbox(o, [a])], new Receipts())
    expect(plan.writes).toHaveLength(1)
  })

  it('says which write a receipt covers, for its origin only', () => {
    const [a, b] = [artifact('1'.repeat(64)), artifact('2'.repeat(64))]
    const receipts = new Receipts()
    const by = { repository: 'acme/shop', run: '5000', job: 'replay', attempt: '1' }
    receipts.add(
      { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' },
      {
        id: a.id,
        at: '2026-11-27T12:00:00.000Z',
        by
      }
    )
    // The same id under another origin is not covered.
    receipts.add(
      { repository: 'acme/shop', run: '4242', job: 'e2e', attempt: '1' },
      {
        id: b.id,
        at: '2026-11-27T12:00:00.000Z',
        by
      }
    )
    const plan = planOf([outbox(origin(), [a, b])], receipts)
    expect(plan.writes.map((w) => w.receipt?.by.run)).toEqual(['5000', undefined])
  })

  it('a later attempt of the same job, leg and step supersedes the same subject, nothing else', () => {
    const fp = '1'.repeat(64)
    const first = origin({ leg: 'os: linux', step: 'records' })
    const second = origin({
      attempt: '2',
      leg: 'os: linux',
      step: 'records',
      written: '2026-11-27T10:30:00.000Z'
    })
    const otherLeg = origin({ leg: 'os: windows', step: 'records' })
    const [old, other, again, legs] = [
      artifact(fp),
      artifact('2'.repeat(64)),
      artifact(fp),
      artifact(fp)
    ]
    const plan = planOf(
      [outbox(first, [old, other]), outbox(second, [again]), outbox(otherLeg, [legs])],
      new Receipts()
    )
    const superseded = new Map(plan.writes.map((w) => [w.stored.id, w.superseded?.by]))
    expect(superseded.get(old.id)).toBe('attempt 2 of run 4242 (job build)')
    expect(superseded.get(other.id)).toBeUndefined()
    expect(superseded.get(again.id)).toBeUndefined()
    expect(superseded.get(legs.id)).toBeUndefined()
  })

  it("two calls of one reusable workflow (one job, one step): a re-run of one supersedes only that call's writes", () => {
    const fp = '3'.repeat(64)
    const call = (jobKey: string, attempt = '1', checkName = 'Compliance') =>
      origin({
        step: 'records',
        jobKey,
        attempt,
        checkName,
        written: `2026-11-27T10:${attempt === '1' ? '00' : '30'}:00.000Z`
      })
    const [web1, billing1, billing2] = [artifact(fp), artifact(fp), artifact(fp)]
    // Without a job key (GitHub Enterprise Server), check names of their own keep calls apart.
    const [own1, own2] = [artifact(fp), artifact(fp)]
    const plan = planOf(
      [
        outbox(call('web'), [web1]),
        outbox(call('billing'), [billing1]),
        outbox(call('', '1', 'Compliance (web)'), [own1]),
        outbox(call('billing', '2'), [billing2]),
        outbox(call('', '2', 'Compliance (billing)'), [own2])
      ],
      new Receipts()
    )
    const superseded = new Map(plan.writes.map((w) => [w.stored.id, w.superseded?.by]))
    expect(superseded.get(billing1.id)).toBe('attempt 2 of run 4242 (job build)')
    expect(superseded.get(web1.id)).toBeUndefined()
    expect(superseded.get(own1.id)).toBeUndefined()
    expect(superseded.get(billing2.id)).toBeUndefined()
  })

  it('takes what is known outside the outboxes for an origin', () => {
    const a = artifact('1'.repeat(64))
    const o = origin()
    const newer = { by: "the check run 'Compliance' of run 4243", at: '2026-11-27T11:00:00Z' }
    const plan = planOf([outbox(o, [a])], new Receipts(), (x) =>
      x === o ? { superseded: newer } : undefined
    )
    expect(plan.writes[0].superseded).toEqual(newer)
  })

  it('holds a write when what is newer cannot be seen, asking by its subject', () => {
    const a = artifact('2'.repeat(64))
    const o = origin()
    const asked: string[] = []
    const plan = planOf([outbox(o, [a])], new Receipts(), (_x, subject) => {
      asked.push(subject)
      return { held: 'attempt 2 of run 4242 re-ran job build' }
    })
    expect(asked).toEqual([JSON.stringify(['artifact', 'acme', 'shop', '2'.repeat(64)])])
    expect(plan.writes[0].held).toBe('attempt 2 of run 4242 re-ran job build')
    expect(plan.writes[0].superseded).toBeUndefined()
  })

  it("summarises a JUnit attestation's tests and names its subject", () => {
    expect(summaryOf(junit('unit', 2))).toEqual({
      kind: 'junit',
      org: 'acme',
      flow: 'shop',
      trail: 't1',
      name: 'unit',
      tests: { total: 5, failures: 2, errors: 1, skipped: 1 },
      failing: [
        { suite: 'a', failures: 2, errors: 0 },
        { suite: 'b', failures: 0, errors: 1 }
      ]
    })
    const plan = planOf([outbox(origin(), [junit('unit', 0), junit('e2e', 0)])], new Receipts())
    expect(new Set(plan.writes.map((w) => w.subject)).size).toBe(2)
  })

  it("an override is of its attestation's subject, outdated by a later attempt's write of it from any job of the run", () => {
    const legA = origin({ job: 'test', leg: 'os: a' })
    const step = origin({ job: 'legs', written: '2026-11-27T10:10:00.000Z' })
    const rerun = origin({
      job: 'test',
      leg: 'os: b',
      attempt: '2',
      written: '2026-11-27T10:30:00.000Z'
    })
    const otherRun = origin({
      run: '4243',
      job: 'test',
      attempt: '3',
      written: '2026-11-27T10:40:00.000Z'
    })
    const [attested, overridden, again, elsewhere] = [
      junit('tests', 0),
      override('tests'),
      junit('tests', 0),
      junit('tests', 0)
    ]
    const first = planOf(
      [outbox(legA, [attested]), outbox(step, [overridden]), outbox(otherRun, [elsewhere])],
      new Receipts()
    )
    // One subject: sent one after the other, in written order; another run's attempt is not newer.
    expect(new Set(first.writes.map((w) => w.subject)).size).toBe(1)
    expect(first.writes.map((w) => [w.stored.id, w.superseded])).toEqual([
      [attested.id, undefined],
      [overridden.id, undefined],
      [elsewhere.id, undefined]
    ])
    const second = planOf(
      [outbox(legA, [attested]), outbox(step, [overridden]), outbox(rerun, [again])],
      new Receipts()
    )
    const superseded = new Map(second.writes.map((w) => [w.stored.id, w.superseded?.by]))
    expect(superseded.get(overridden.id)).toBe('attempt 2 of run 4242 (job test)')
    // An attestation of another leg is not outdated by it: only an override is, by any job.
    expect(superseded.get(attested.id)).toBeUndefined()
    expect(superseded.get(again.id)).toBeUndefined()
  })
})
