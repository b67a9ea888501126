/** Where each <testcase> starts in a report: the scanner's line() (src/junit/xml.ts). */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LIMITS } from '../../src/junit/parse-limits.js'
import { parseJUnitFile } from '../../src/junit/parse.js'
import { scanFile } from '../../src/junit/scan-file.js'
import type { AttrReader, XmlHandler } from '../../src/junit/xml.js'

const tools = path.join(process.cwd(), '__tests__', 'fixtures', 'junit', 'tools')
let dir: string

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-tag-lines-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The line of every `<testcase>` start tag, read in chunks of `chunkBytes`. */
async function testcaseLines(file: string, chunkBytes = DEFAULT_LIMITS.chunkBytes) {
  const lines: number[] = []
  const handler: XmlHandler = {
    start: (local: string, attrs: AttrReader) => {
      if (local === 'testcase') lines.push(attrs.line())
    },
    end: () => undefined,
    wantText: () => false,
    text: () => undefined
  }
  await scanFile(file, file, handler, { ...DEFAULT_LIMITS, chunkBytes })
  return lines
}

describe('the line of a <testcase>', () => {
  it('is found for every <testcase> of a real report, in order, in any chunk size', async () => {
    const file = path.join(tools, 'jest-junit.xml')
    const starts = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((l, i) => (/^\s*<testcase[\s>]/.test(l) ? [i + 1] : []))
    expect(starts.length).toBeGreaterThan(3)
    expect(await testcaseLines(file)).toEqual(starts)
    for (const chunk of [64, 97, 1000]) expect(await testcaseLines(file, chunk)).toEqual(starts)
  })

  it('skips comments, CDATA and processing instructions; counts CRLF once; knows prefixes', async () => {
    const xml = [
      '<?xml version="1.0"?>',
      '<!-- <testcase name="in a comment"> -->',
      '<testsuite name="s">\r',
      '  <testcase name="a"><failure><![CDATA[<testcase name="in cdata">',
      ']]></failure></testcase>',
      '  <?pi <testcase ?>',
      '  <j:testcase xmlns:j="x" name="b"/>',
      '  <testcases/>',
      '  <testcase',
      '    name="c"/>',
      '</testsuite>'
    ].join('\n')
    const file = path.join(dir, 'r.xml')
    writeFileSync(file, xml)
    expect(await testcaseLines(file)).toEqual([4, 7, 9])
    expect(await testcaseLines(file, 16)).toEqual([4, 7, 9])
  })

  it('is counted in UTF-16 reports too', async () => {
    const xml = '<testsuite>\n\n<testcase name="é"/>\n</testsuite>\n'
    const file = path.join(dir, 'u16.xml')
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]))
    expect(await testcaseLines(file)).toEqual([3])
  })

  it('is where a failing test is placed on the report', async () => {
    const xml = [
      '<testsuite name="s">',
      '  <testcase name="ok"/>',
      '  <testcase name="ok too">',
      '  </testcase>',
      '  <testcase name="bad">',
      '    <failure message="no">boom</failure>',
      '  </testcase>',
      '</testsuite>'
    ].join('\n')
    const file = path.join(dir, 'fail.xml')
    writeFileSync(file, xml)
    const parsed = await parseJUnitFile(file, {
      limits: { ...DEFAULT_LIMITS, chunkBytes: 32 }
    })
    expect(parsed.reportedFailures.map((f) => [f.test.name, f.reportLine])).toEqual([['bad', 5]])
  })
})
