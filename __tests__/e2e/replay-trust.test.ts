/**
 * Replay treats an outbox as an attacker's data until its seal says otherwise
 * (docs/bad-day.md, the outbox's threat model). Under runner conditions: the emulator, the
 * artifact-service stub speaking the real @actions/artifact protocol, and outboxes planted into
 * a run's artifacts as any job of that run can (a fork's pull request run included). Each
 * outbox that is not one this step's token sealed, or that holds anything but this step's
 * writes, is refused whole before any request, naming it and saying why.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  errorLines,
  errorOf,
  outageReport,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { open, seal } from '../../src/outbox/seal.js'
import {
  MAX_OUTBOX_WRITES,
  OUTBOX_FORMAT,
  OUTBOX_VERSION,
  type OutboxContent
} from '../../src/outbox/document.js'

const TOKEN = 'replay-trust-token-41c9d2'
const GH_TOKEN = 'ghs_replayTrust0123456789abcdef'
const SOURCE = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
/** The sealed outbox a real outage run of run 4242 left (an artifact report and a JUnit attestation). */
let genuine: string

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
artifactStubAround((started) => (stub = started))

const runner = (run: string, job = 'build'): Record<string, string> => stub.jobEnv(run, job)

/** A report run 4242 whose writes all went to the outbox; its outbox file's text. */
const outageRun = (junit = 'test-results/*.xml') =>
  outageReport(ws, TOKEN, { junit }, { env: runner('4242') })

beforeAll(async () => {
  genuine = (await outageRun()).text
})

const content = (): OutboxContent =>
  open(genuine, OUTBOX_FORMAT, OUTBOX_VERSION, TOKEN).content as OutboxContent

/** An outbox sealed with `token` (the step's by default) holding `held`, said to be of `run`. */
function sealed(held: OutboxContent, run = '4242', token = TOKEN): string {
  const clear = {
    format: OUTBOX_FORMAT,
    version: OUTBOX_VERSION,
    written: new Date().toISOString(),
    source: { ...SOURCE, run },
    writes: held.writes.length
  }
  return seal(clear, held, token)
}

function replayRun(runId: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': runId, 'github-token': GH_TOKEN, ...inputs },
    { env: runner('5000', 'replay') }
  )
}

/** Refused whole: nothing sent, the step fails with one error naming the outbox and why. */
function expectRefused(r: ActionRun, names: string, why: RegExp): void {
  expect(r.code).toBe(1)
  expect(emulator.requests()).toEqual([])
  expect(errorLines(r)).toHaveLength(1)
  const error = errorOf(r)
  // An artifact holds the outbox: `The outbox in the artifact … of run 42 is refused`.
  const which = names.startsWith('the artifact ') ? `in ${names}` : names
  expect(error).toContain(`The outbox ${which} is refused, and nothing was sent`)
  expect(error).toMatch(why)
  expect(r.outputs.recorded).toBeUndefined()
}

describe('an outbox planted among a run’s artifacts is refused whole, before any request', () => {
  const planted = (run: string): string =>
    `the artifact records-outbox-${run}-build-1 of run ${run}`

  it.each([
    [
      'hand-written, in the clear (the format of an earlier version)',
      (): string =>
        JSON.stringify({
          format: OUTBOX_FORMAT,
          version: 1,
          requests: [{ id: 'x', method: 'POST', path: ['artifacts', 'acme', 'shop'], body: {} }]
        }),
      /it is not sealed/
    ],
    ['not JSON', (): string => 'PK\u0003\u0004 not an outbox', /it is not JSON/],
    [
      'sealed with another token (a rotated token)',
      (): string => sealed(content(), '7003', 'another-token-0123456789'),
      /sealed with another api-token \(was the token rotated/
    ],
    [
      'altered: one character of its sealed content',
      (): string => {
        const doc = JSON.parse(sealed(content(), '7004')) as { sealed: string }
        const i = Math.floor(doc.sealed.length / 2)
        doc.sealed =
          doc.sealed.slice(0, i) + (doc.sealed[i] === 'A' ? 'B' : 'A') + doc.sealed.slice(i + 1)
        return JSON.stringify(doc)
      },
      /altered after it was sealed/
    ],
    [
      'altered: the number of writes it says it holds, in clear',
      (): string => {
        const doc = JSON.parse(sealed(content(), '7005')) as { writes: number }
        doc.writes = 1
        return JSON.stringify(doc)
      },
      /altered after it was sealed/
    ]
  ])('%s', async (_, text, why) => {
    const run = String(7000 + Math.floor(Math.random() * 900) + 100)
    await stub.plant(run, `records-outbox-${run}-build-1`, { 'records-outbox.json': text() })
    expectRefused(await replayRun(run), planted(run), why)
  })

  it.each([
    [
      'a write for another org',
      (c: OutboxContent) => void (c.writes[0].path = ['artifacts', 'other-org', 'shop']),
      /is for the org 'other-org', not for 'acme'/
    ],
    [
      'another operation of the service',
      (c: OutboxContent) => void (c.writes[0].path = ['environments', 'acme', 'prod']),
      /is not a write this action makes: its path is not the path of a write/
    ],
    [
      'a climbing path segment',
      (c: OutboxContent) => void (c.writes[0].path = ['artifacts', 'acme', '..']),
      /path\.flow_name/
    ],
    [
      'an empty path segment',
      (c: OutboxContent) => void (c.writes[0].path = ['artifacts', 'acme', '']),
      /path\.flow_name/
    ],
    [
      'a GET',
      (c: OutboxContent) => void ((c.writes[0] as { method: string }).method = 'GET'),
      /not an outbox's content \(writes\.0\.method/
    ],
    [
      'a write that says it is another kind',
      (c: OutboxContent) => void (c.writes[0].kind = 'override'),
      /says it is a override write but is a artifact/
    ],
    [
      'a JUnit attestation with a part no attestation has',
      (c: OutboxContent) => {
        const junit = c.writes.find((w) => w.kind === 'junit')
        if (junit?.body.kind === 'form') junit.body.fields.extra = 'x'
      },
      /has no part extra/
    ],
    [
      `more than ${MAX_OUTBOX_WRITES.toLocaleString('en')} writes`,
      (c: OutboxContent) => {
        // Small writes: the bound is on their number (their shapes are checked after it).
        const small = { ...c.writes[0], body: { kind: 'json' as const, value: null } }
        c.writes = Array.from({ length: MAX_OUTBOX_WRITES + 1 }, () => ({
          ...small,
          id: randomUUID()
        }))
      },
      /more than 10,000 writes, the bound/
    ]
  ])(
    'sealed with the step’s token but holding %s',
    async (_, change, why) => {
      const held = content()
      change(held)
      const run = String(7100 + Math.floor(Math.random() * 800) + 100)
      await stub.plant(run, `records-outbox-${run}-build-1`, {
        'records-outbox.json': sealed(held, run)
      })
      expectRefused(await replayRun(run), planted(run), why)
    },
    60_000
  )

  it('a genuine outbox of another run, uploaded into this one', async () => {
    await stub.plant('7201', 'records-outbox-7201-build-1', { 'records-outbox.json': genuine })
    expectRefused(
      await replayRun('7201'),
      planted('7201'),
      /it was written by run 4242 of acme\/shop, not by run 7201 of acme\/shop/
    )
  })

  it('a planted outbox beside a genuine one: the whole replay is refused', async () => {
    await stub.plant('4242', 'records-outbox-4242-build-1', { 'records-outbox.json': genuine })
    await stub.plant('4242', 'records-outbox-4242-test-1', { 'records-outbox.json': '{}' })
    const r = await replayRun('4242')
    expectRefused(
      r,
      'the artifact records-outbox-4242-test-1 of run 4242',
      /not a records-action-outbox/
    )
  })
})

describe('an outbox in a folder', () => {
  it('hand-written: refused, naming the file', async () => {
    const dir = path.join(ws.dir, 'planted-outbox')
    await mkdir(dir, { recursive: true })
    await writeFile(
      path.join(dir, 'records-outbox.json'),
      JSON.stringify({ format: OUTBOX_FORMAT, version: 1, requests: [] })
    )
    const r = await runWith(ws, emulator.url, TOKEN, {
      command: 'replay',
      outbox: 'planted-outbox'
    })
    await rm(dir, { recursive: true, force: true })
    expectRefused(r, 'planted-outbox/records-outbox.json', /it is not sealed/)
  })
})

describe('no token in clear', () => {
  it('a report that prints both tokens: no byte of either in the outbox file or artifact', async () => {
    const leaky = `<?xml version="1.0"?>
<testsuite name="env" tests="1" failures="0" errors="0">
  <testcase classname="env.Print" name="prints the environment"/>
  <system-out>KOSLI_API_TOKEN=${TOKEN}
GITHUB_TOKEN=${GH_TOKEN}</system-out>
</testsuite>
`
    await mkdir(path.join(ws.dir, 'leaky'), { recursive: true })
    await writeFile(path.join(ws.dir, 'leaky/junit.xml'), leaky)
    const { run, text } = await outageReport(
      ws,
      TOKEN,
      { junit: 'leaky/junit.xml', 'github-token': GH_TOKEN },
      { env: runner('4242') }
    )
    expect(run.code).toBe(0)
    for (const secret of [TOKEN, GH_TOKEN]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(Buffer.from(secret).toString('base64'))
      for (const a of stub.artifacts) expect(a.bytes?.includes(secret)).toBe(false)
    }
    // Yet the attachment is kept whole, for the replay to send as it was.
    const held = open(text, OUTBOX_FORMAT, OUTBOX_VERSION, TOKEN).content as OutboxContent
    const junit = held.writes.find((w) => w.kind === 'junit')
    const attached = junit?.body.kind === 'form' ? junit.body.files.attachment_file?.data : ''
    expect(Buffer.from(attached ?? '', 'base64').toString('utf8')).toBe(leaky)
  })
})

describe('exactly once, for a folder', () => {
  it('a second replay of the same folder sends nothing and says who recorded the writes', async () => {
    const dir = path.join(ws.dir, 'downloaded')
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'records-outbox.json'), genuine)
    try {
      const local = { command: 'replay', outbox: 'downloaded' }
      const first = await runWith(ws, emulator.url, TOKEN, local, { env: runner('5000', 'replay') })
      expect(errorLines(first)).toEqual([])
      expect(emulator.requests().filter((q) => q.method === 'POST')).toHaveLength(2)
      expect(await readdir(dir)).toEqual([
        'records-outbox.json',
        'records-receipt-4242-build-1.json'
      ])
      // The receipt is sealed too: in clear, only what it is.
      const receipt = await readFile(path.join(dir, 'records-receipt-4242-build-1.json'), 'utf8')
      expect(receipt).not.toMatch(/"id"/)

      emulator.reset()
      const second = await runWith(ws, emulator.url, TOKEN, local, {
        env: runner('5001', 'replay')
      })
      expect(second.code).toBe(0)
      const posts = (): unknown[] => emulator.requests().filter((q) => q.method === 'POST')
      expect(posts()).toEqual([])
      expect(second.stdout).toMatch(
        /Nothing was sent: all 2 writes were recorded earlier, by run 5000/
      )

      // A copy of the folder elsewhere, replayed on GitHub: the receipt artifact says it too.
      const copy = path.join(ws.dir, 'copied')
      await cp(dir, copy, { recursive: true })
      await rm(path.join(copy, 'records-receipt-4242-build-1.json'))
      emulator.reset()
      const third = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'replay', outbox: 'copied', 'github-token': GH_TOKEN },
        { env: runner('5002', 'replay') }
      )
      await rm(copy, { recursive: true, force: true })
      expect(third.code).toBe(0)
      expect(posts()).toEqual([])
      expect(third.summary).toMatch(/recorded earlier \(by run 5000/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('without actions: read the receipts cannot be listed: nothing is sent, and it says why', async () => {
    stub.refuseRest = 403
    const dir = path.join(ws.dir, 'dl-no-read')
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'records-outbox.json'), genuine)
    try {
      const r = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'replay', outbox: 'dl-no-read', 'github-token': GH_TOKEN },
        { env: runner('5000', 'replay') }
      )
      expect(r.code).toBe(1)
      expect(emulator.requests()).toEqual([])
      expect(errorOf(r)).toMatch(/HTTP 403.*lacks `actions: read`/)
      expect(errorOf(r)).toContain('`permissions: actions: read`')

      // By run id: the run's artifact list is refused first, and named the same way.
      const byRun = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN },
        { env: runner('5001', 'replay') }
      )
      expect(byRun.code).toBe(1)
      expect(errorOf(byRun)).toMatch(/lacks `actions: read`/)
      expect(errorOf(byRun)).toContain('`permissions: actions: read`')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('a receipt lookup GitHub fails otherwise (500) is retried, then named as such, not as a permission', async () => {
    stub.refuseRest = 500
    const dir = path.join(ws.dir, 'dl-500')
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'records-outbox.json'), genuine)
    try {
      const r = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'replay', outbox: 'dl-500', 'github-token': GH_TOKEN, 'max-retries': '1' },
        { env: runner('5000', 'replay') }
      )
      expect(r.code).toBe(1)
      expect(emulator.requests()).toEqual([])
      const listings = stub.requests.filter((q) => q === 'GET /repos/acme/shop/actions/artifacts')
      expect(listings).toHaveLength(2)
      expect(errorOf(r)).toMatch(
        /GitHub answered HTTP 500 when asked to list the receipts of earlier replays after 2 attempts/
      )
      expect(errorOf(r)).toMatch(/not a missing permission/)
      expect(errorOf(r)).not.toMatch(/actions: read/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('dry run: lists the writes the outbox holds, sends nothing, keeps no receipt', async () => {
    const dir = path.join(ws.dir, 'dry')
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'records-outbox.json'), genuine)
    try {
      const r = await runWith(ws, emulator.url, TOKEN, {
        command: 'replay',
        outbox: 'dry',
        'dry-run': 'true'
      })
      expect(r.code).toBe(0)
      expect(emulator.requests()).toEqual([])
      expect(r.stdout).toMatch(/^artifact shop\.tar\.gz: not sent \(dry run\)$/m)
      expect(r.stdout).toMatch(/^JUnit attestation 'junit': not sent \(dry run\)$/m)
      expect(await readdir(dir)).toEqual(['records-outbox.json'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
