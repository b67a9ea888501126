/**
 * The reader's fast paths (docs/junit-reader.md §3) decide exactly as its byte-by-byte rules:
 * a big CDATA section checked natively, testcase times read without a string, the predefined
 * entities matched without one, read buffers shared across reports.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { parseJUnitFile } from '../../src/junit/parse.js'
import { durationNanos } from '../../src/junit/duration.js'

let dir: string
let n = 0

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-fast-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(content: string | Buffer): string {
  const p = path.join(dir, `doc${n++}.xml`)
  writeFileSync(p, content)
  return p
}

/** A failing testcase whose system-out is a CDATA section of `lines` log lines plus `bad`. */
function withCdata(lines: number, bad: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      '<testsuite name="s">\n<testcase name="t"><failure>f</failure><system-out><![CDATA['
    ),
    Buffer.from('log line of the suite\n'.repeat(lines)),
    bad,
    Buffer.from(']]></system-out></testcase>\n</testsuite>\n')
  ])
}

async function refusal(content: Buffer): Promise<string> {
  const err = await parseJUnitFile(file(content), { reportName: 'r.xml' }).catch((e: unknown) => e)
  expect(err).toBeInstanceOf(JUnitError)
  return (err as Error).message
}

describe('a big CDATA section', () => {
  it.each([
    ['a control character', Buffer.from([0x01]), /illegal character U\+0001 in a CDATA section/],
    ['U+FFFE', Buffer.from([0xef, 0xbf, 0xbe]), /illegal character U\+FFFE in a CDATA section/],
    ['U+FFFF', Buffer.from([0xef, 0xbf, 0xbf]), /illegal character U\+FFFF in a CDATA section/],
    ['invalid UTF-8', Buffer.from([0xc0, 0x80]), /invalid UTF-8 in a CDATA section/],
    ['a surrogate', Buffer.from([0xed, 0xa0, 0x80]), /invalid UTF-8 in a CDATA section/]
  ])('with %s is refused on its line', async (_what, bad, reason) => {
    const message = await refusal(withCdata(5000, bad))
    expect(message).toMatch(reason)
    expect(message).toContain('(line 5002)')
  })

  it('of valid text is kept for a failing test, CR LF read as LF', async () => {
    const p = await parseJUnitFile(
      file(withCdata(2, Buffer.from('caf\u00e9 \u20ac\r\nend', 'utf8')))
    )
    expect(p.reportedFailures[0].test.details).toBe('f')
    expect(p.suites[0].failures).toBe(1)
  })
})

describe('testcase times', () => {
  it.each([
    '0.123',
    '1',
    '5.',
    '00.1',
    '0.000001',
    '123456789012345',
    '1234567890123456',
    '99999999999999.9',
    '.5',
    '1e3',
    '0,5',
    '-1',
    '1.2.3',
    '',
    '1s',
    '0.1&#48;'
  ])('time="%s" counts as durationNanos reads it', async (time) => {
    const p = await parseJUnitFile(
      file(`<testsuite name="s"><testcase name="a" time="${time}"/></testsuite>`)
    )
    const text = time.replace('&#48;', '0')
    const nanos = durationNanos(text)
    expect(p.suiteNanos[0]).toBe(BigInt(nanos))
  })
})

describe('entity references', () => {
  it('decodes the five predefined entities and refuses look-alikes', async () => {
    const p = await parseJUnitFile(
      file(
        '<testsuite name="&lt;&gt;&amp;&apos;&quot;"><testcase name="a"><failure>x</failure></testcase></testsuite>'
      )
    )
    expect(p.suites[0].name).toBe(`<>&'"`)
    for (const bad of ['&lte;', '&Lt;', '&quott;', '&ap;']) {
      const message = await refusal(Buffer.from(`<testsuite name="${bad}"/>`))
      expect(message).toContain(`unknown entity "${bad}"`)
    }
  })
})

describe('many reports in one run', () => {
  it('reads each with the shared buffers, nothing of one leaking into the next', async () => {
    const long = file(withCdata(1000, Buffer.from('x')))
    const short = file('<testsuite name="short"><testcase name="only"/></testsuite>')
    const a = await parseJUnitFile(long)
    const b = await parseJUnitFile(short)
    expect(a.suites[0].total).toBe(1)
    expect(b.suites.map((s) => [s.name, s.total])).toEqual([['short', 1]])
  })
})
