/**
 * A start tag's attributes after start() returns (src/junit/xml-attrs.ts): a kept tag reads the
 * same whether or not the chunk it came in has been replaced since, and until the next keep.
 */
import { describe, expect, it } from '@jest/globals'
import { DEFAULT_LIMITS } from '../../src/junit/parse-limits.js'
import { XmlScanner, type AttrReader, type XmlHandler } from '../../src/junit/xml.js'

const REPORT = Buffer.from(
  '<suite>\n' +
    '<case name="first &amp; &#x41;&#66;" line="7" time="1.5">\n<x/>\n</case>\n' +
    '<case name="second" classname="a:b" file="f\r\ng"/>\n' +
    '</suite>'
)

/** Keeps each <case>; at each <x/> and at each end of a case, reads the kept one. */
function scan(chunk: number): string[] {
  const seen: string[] = []
  let kept: AttrReader | undefined
  const read = (when: string) => {
    const k = kept as AttrReader
    seen.push(
      `${when}: ${k.get('name')} ${k.get('line')} ${k.decimal('time')} ${k.get('file')} @${k.line()}`
    )
  }
  const handler: XmlHandler = {
    start(local, attrs) {
      if (local === 'case') kept = attrs.keep()
      if (local === 'x') read('inside')
    },
    end: () => (kept ? read('end') : undefined),
    wantText: () => false,
    text: () => undefined
  }
  const scanner = new XmlScanner(handler, 'r.xml', DEFAULT_LIMITS)
  // Fed as read.ts feeds it: what was not consumed comes again, in a buffer of its own.
  let rest = Buffer.alloc(0)
  for (let at = 0; at <= REPORT.length; at += chunk) {
    const data = Buffer.concat([rest, REPORT.subarray(at, at + chunk)])
    const used = scanner.feed(data, at + chunk >= REPORT.length)
    rest = Buffer.from(data.subarray(used))
    data.fill(0x20) // the read buffer is reused: whatever was not copied out is gone
  }
  return seen
}

describe('a kept start tag', () => {
  it('reads the same in any chunk size, after its chunk is gone', () => {
    const whole = scan(REPORT.length)
    expect(whole.slice(0, 2)).toEqual([
      'inside: first & AB 7 1.5 undefined @2',
      'end: first & AB 7 1.5 undefined @2'
    ])
    expect(whole).toContain('end: second undefined undefined f\ng @5')
    for (const chunk of [1, 2, 3, 7, 16, 40]) expect(scan(chunk)).toEqual(whole)
  })
})
