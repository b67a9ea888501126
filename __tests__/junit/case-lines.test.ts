/** Where each <testcase> starts in a report (src/junit/case-lines.ts). */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { testcaseLines } from '../../src/junit/case-lines.js'

const tools = path.join(process.cwd(), '__tests__', 'fixtures', 'junit', 'tools')
let dir: string

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-case-lines-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('testcaseLines', () => {
  it('finds every <testcase> of a real report, in order', async () => {
    const file = path.join(tools, 'jest-junit.xml')
    const lines = readFileSync(file, 'utf8').split('\n')
    const starts = lines.flatMap((l, i) => (/^\s*<testcase[\s>]/.test(l) ? [i + 1] : []))
    const found = await testcaseLines(
      file,
      starts.map((_, k) => k)
    )
    expect([...found.values()]).toEqual(starts)
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
    const found = await testcaseLines(file, [0, 1, 2, 3])
    expect([...found.entries()]).toEqual([
      [0, 4],
      [1, 7],
      [2, 9]
    ])
  })

  it('reads UTF-16 reports', async () => {
    const xml = '<testsuite>\n\n<testcase name="é"/>\n</testsuite>\n'
    const file = path.join(dir, 'u16.xml')
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]))
    expect([...(await testcaseLines(file, [0])).entries()]).toEqual([[0, 3]])
  })
})
