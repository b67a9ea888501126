/**
 * A replayed JUnit attestation's failing tests, read back from the reports it attached
 * (src/outbox/failing-tests.ts): the attachment made by the build's own evidence code (one
 * report as is, several as a gzip tar), stored as an outbox stores it, read with the project's
 * JUnit reader; bounded, and an attachment that is cut or not a report gives what it can.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { attestJUnitRequest } from '../../src/api/operations.js'
import type { Attachment } from '../../src/api/models.js'
import { buildEvidence } from '../../src/junit/evidence.js'
import { outboxContent, type StoredWrite } from '../../src/outbox/document.js'
import {
  ATTACHMENT_BOUNDS,
  MAX_REPLAYED_FAILED_TESTS,
  failingTestsOf
} from '../../src/outbox/failing-tests.js'

const failingCase = (name: string, line: number): string =>
  `<testcase classname="cart.Total" name="${name}" file="src/cart.ts" line="${line}">` +
  `<failure message="${name} went wrong">at cart.Total</failure></testcase>`

const UNIT = `<testsuite name="unit" tests="3" failures="2" errors="0">
  <testcase classname="cart.Total" name="adds"/>
  ${failingCase('rounds', 17)}
  ${failingCase('sums', 23)}
</testsuite>
`
const API = `<testsuite name="api" tests="1" failures="0" errors="1">
  <testcase classname="api.Orders" name="lists" file="src/orders.ts" line="5"><error message="ECONNRESET"/></testcase>
</testsuite>
`

let dir: string
let scratch: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'replayed-failures-'))
  scratch = path.join(dir, 'scratch')
  await mkdir(path.join(dir, 'reports/api'), { recursive: true })
  await mkdir(scratch)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The JUnit write as an outbox stores it, with `attachment`. */
function stored(attachment?: Attachment): StoredWrite {
  const request = attestJUnitRequest(
    'acme',
    'shop',
    'trail-1',
    {
      attestation_name: 'junit',
      junit_results: [{ name: 'unit', failures: 2, errors: 0, skipped: 0, total: 3, duration: 1 }]
    },
    attachment
  )
  const entry = {
    id: randomUUID(),
    kind: 'junit' as const,
    label: 'junit',
    request,
    reason: 'down'
  }
  const origin = {
    repository: 'acme/shop',
    run: '1',
    job: 'build',
    attempt: '1',
    written: '',
    org: 'acme'
  }
  return outboxContent([entry], origin).writes[0]
}

async function reports(files: Record<string, string>): Promise<string[]> {
  for (const [name, xml] of Object.entries(files)) await writeFile(path.join(dir, name), xml)
  return Object.keys(files).map((f) => path.join(dir, f))
}

const brief = (
  tests: { name: string; file?: string; line?: number; message: string; report: string }[]
) => tests.map((t) => [t.name, `${t.file}:${t.line}`, t.message, t.report])

describe('the failing tests of a replayed JUnit attestation', () => {
  it('one report, attached as is: each failing test, where its report says, and why', async () => {
    const write = stored(await buildEvidence(await reports({ 'unit.xml': UNIT }), dir))
    const read = await failingTestsOf(write, scratch)
    expect(brief(read?.tests ?? [])).toEqual([
      ['rounds', 'src/cart.ts:17', 'rounds went wrong', 'unit.xml'],
      ['sums', 'src/cart.ts:23', 'sums went wrong', 'unit.xml']
    ])
    expect(read?.omitted).toBe(0)
    // Nothing is left behind in the scratch folder.
    expect(await readdir(scratch)).toEqual([])
  })

  it('several reports, attached as a gzip tar: each named by its path in the tar', async () => {
    const files = await reports({ 'unit.xml': UNIT, 'reports/api/api.xml': API })
    const attachment = await buildEvidence(files, dir)
    expect(attachment.filename).toBe('evidence.tgz')
    const read = await failingTestsOf(stored(attachment), scratch)
    expect(brief(read?.tests ?? [])).toEqual([
      ['rounds', 'src/cart.ts:17', 'rounds went wrong', 'unit.xml'],
      ['sums', 'src/cart.ts:23', 'sums went wrong', 'unit.xml'],
      ['lists', 'src/orders.ts:5', 'ECONNRESET', 'reports/api/api.xml']
    ])
    expect(read?.tests.find((t) => t.name === 'lists')?.kind).toBe('error')
  })

  it(`at most ${MAX_REPLAYED_FAILED_TESTS} kept, the rest counted`, async () => {
    const n = MAX_REPLAYED_FAILED_TESTS + 7
    const cases = Array.from({ length: n }, (_, i) => failingCase(`t${i}`, i + 1)).join('\n')
    const xml = `<testsuite name="many" tests="${n}" failures="${n}">\n${cases}\n</testsuite>\n`
    const read = await failingTestsOf(
      stored(await buildEvidence(await reports({ 'many.xml': xml }), dir)),
      scratch
    )
    expect(read?.tests).toHaveLength(MAX_REPLAYED_FAILED_TESTS)
    expect(read?.omitted).toBe(7)
    expect(read?.tests.at(-1)?.name).toBe(`t${MAX_REPLAYED_FAILED_TESTS - 1}`)
  })

  it('a tar cut short: the reports read whole stand, and the reading ends', async () => {
    const files = await reports({ 'unit.xml': UNIT, 'reports/api/api.xml': API })
    const whole = await buildEvidence(files, dir)
    // Unzipped, cut inside its second report, zipped again: a broken archive, as planted.
    const { gunzipSync, gzipSync } = await import('node:zlib')
    const tar = gunzipSync(whole.data)
    const cut = {
      ...whole,
      data: gzipSync(tar.subarray(0, tar.indexOf('reports/api/api.xml') + 512 + 50))
    }
    const read = await failingTestsOf(stored(cut), scratch)
    expect((read?.tests ?? []).map((t) => t.report)).toEqual(['unit.xml', 'unit.xml'])
    expect(await readdir(scratch)).toEqual([])
  })

  it('a tar that unzips past the bound (a small gzip of a huge report): read up to it, then no further', async () => {
    // The bounds scaled down a thousandfold, so the bomb is small: 2 MiB of blanks in the tar,
    // some 2 KiB zipped, between two real reports; the one after it is never reached.
    const small = { reports: 1000, reportBytes: 64 * 1024, tarBytes: 256 * 1024 }
    const { gunzipSync, gzipSync } = await import('node:zlib')
    const files = await reports({ 'unit.xml': UNIT, 'zeros.xml': '', 'reports/api/api.xml': API })
    await writeFile(files[1], Buffer.alloc(2 * 1024 * 1024, 0x20))
    const tar = gunzipSync((await buildEvidence(files, dir)).data)
    const bomb = { filename: 'evidence.tgz', data: gzipSync(tar) }
    expect(bomb.data.length).toBeLessThan(small.tarBytes / 16)
    const read = await failingTestsOf(stored(bomb), scratch, small)
    expect((read?.tests ?? []).map((t) => t.name)).toEqual(['rounds', 'sums'])
    expect(await readdir(scratch)).toEqual([])
  })

  it('more reports than the bound: the first are read', async () => {
    const files = await reports({ 'unit.xml': UNIT, 'reports/api/api.xml': API })
    const attachment = await buildEvidence(files, dir)
    const read = await failingTestsOf(stored(attachment), scratch, {
      ...ATTACHMENT_BOUNDS,
      reports: 1
    })
    expect((read?.tests ?? []).map((t) => t.report)).toEqual(['unit.xml', 'unit.xml'])
  })

  it('no attachment, or one that is not a report: nothing to name', async () => {
    expect(await failingTestsOf(stored(), scratch)).toBeUndefined()
    const junk = { filename: 'junit.xml', data: Buffer.from('PK\u0003\u0004 not a report') }
    expect(await failingTestsOf(stored(junk), scratch)).toBeUndefined()
  })
})
