/**
 * The replay plan at the replay's own bounds: `node --import tsx bench/replay-plan.ts` (bench/
 * run.ts runs it). 1,024 outboxes (MAX_OUTBOXES: one origin each, as 256 legs with four
 * deferring steps leave them) holding 50,000 writes together (MAX_REPLAY_WRITES), planned as
 * a replay plans them (src/outbox/plan.ts: each origin keyed once, each write once, receipts
 * and supersession) and handed to each origin (its own writes, as commands/replay-origins.ts
 * takes them). In-process and in memory: the outboxes are built here as opened, the seal's key
 * derivation (≈ 100 ms an outbox, counted in the replay row) left out. Each origin writes one
 * JUnit attestation of a shared name and artifact reports of its own, so that subjects repeat
 * across origins as a matrix's do. Target (issue 47): the plan under 1 s; it took 60 s when
 * origins were found by a linear search of all earlier ones.
 */
import { randomUUID } from 'node:crypto'
import type { Origin, StoredWrite } from '../src/outbox/document.js'
import { MAX_OUTBOXES, MAX_REPLAY_WRITES } from '../src/outbox/open.js'
import type { OpenedOutbox } from '../src/outbox/outbox-file.js'
import { planOf } from '../src/outbox/plan.js'
import { Receipts } from '../src/outbox/receipts.js'
import { CPU, QUICK, RUNS, emit, median } from './stats.js'

const OUTBOXES = QUICK ? 256 : MAX_OUTBOXES
const WRITES = QUICK ? 12_500 : MAX_REPLAY_WRITES
const TARGET_S = 1

function outbox(i: number, writes: number): OpenedOutbox {
  const written = new Date(Date.UTC(2026, 10, 1, 10, 0, i)).toISOString()
  const origin: Origin = {
    repository: 'bench/bench',
    run: '4242',
    job: 'test',
    attempt: '1',
    leg: `shard: ${i}`,
    step: 'records',
    written,
    org: 'bench',
    flow: 'bench',
    trail: 'bench',
    commit: '0'.repeat(40),
    checkName: 'Compliance'
  }
  const junit: StoredWrite = {
    id: randomUUID(),
    kind: 'junit',
    label: "JUnit attestation 'tests'",
    origin: 0,
    method: 'POST',
    path: ['attestations', 'bench', 'bench', 'trail', 'bench', 'junit'],
    body: {
      kind: 'form',
      fields: { data_json: { attestation_name: 'tests', junit_results: [] } },
      files: {}
    },
    reason: 'the service was down'
  }
  const artifact = (j: number): StoredWrite => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${i}-${j}.bin`,
    origin: 0,
    method: 'POST',
    path: ['artifacts', 'bench', 'bench'],
    body: {
      kind: 'json',
      value: { fingerprint: `${i}-${j}`.padStart(64, '0'), filename: `app-${i}-${j}.bin` }
    },
    reason: 'the service was down'
  })
  return {
    name: `records-outbox-4242-test-1-${i}`,
    written,
    source: { repository: 'bench/bench', run: '4242', job: 'test', attempt: '1' },
    content: {
      origins: [origin],
      writes: [junit, ...Array.from({ length: writes - 1 }, (_, j) => artifact(j))]
    }
  } as OpenedOutbox
}

const per = Math.floor(WRITES / OUTBOXES)
const outboxes = Array.from({ length: OUTBOXES }, (_, i) =>
  outbox(i, i < WRITES % OUTBOXES ? per + 1 : per)
)

/** One plan, each origin handed its writes: the seconds it took. */
function round(): number {
  const start = process.hrtime.bigint()
  const plan = planOf(outboxes, new Receipts())
  let handed = 0
  for (const o of plan.origins) handed += plan.writesOf.get(o)?.length ?? 0
  const s = Number(process.hrtime.bigint() - start) / 1e9
  if (plan.origins.length !== OUTBOXES || handed !== WRITES) {
    throw new Error(`planned ${plan.origins.length} origins, ${handed} writes`)
  }
  return s
}

round() // warm-up
const values = Array.from({ length: RUNS }, round)
const claim =
  `replay plan of ${OUTBOXES.toLocaleString('en')} origins × ${WRITES.toLocaleString('en')} ` +
  'writes (each origin keyed once, handed its writes): in-process'
emit({
  claim,
  yardstick: 'none (seconds of the plan alone)',
  values,
  unit: 's',
  target: `< ${TARGET_S} s`,
  met: median(values) < TARGET_S,
  cpu: CPU
})
