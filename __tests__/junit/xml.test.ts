/**
 * The strict XML rules (docs/compatibility.md §4.3, §15): what Go's encoding/xml accepts is parsed,
 * what it refuses fails with file, line and reason; results never depend on how the file is cut
 * into chunks; hostile inputs end quickly with a clear error and bounded memory.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, openSync, closeSync, ftruncateSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LIMITS, type ParseLimits } from '../../src/junit/parse-limits.js'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { parseJUnitFile, type ParsedReport } from '../../src/junit/parse.js'

let dir: string
let n = 0

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-xml-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(content: string | Buffer): string {
  const p = path.join(dir, `doc${n++}.xml`)
  writeFileSync(p, content)
  return p
}

function parseText(content: string | Buffer, limits?: Partial<ParseLimits>): Promise<ParsedReport> {
  return parseJUnitFile(file(content), { reportName: 'r.xml', limits })
}

async function failure(
  content: string | Buffer,
  limits?: Partial<ParseLimits>
): Promise<JUnitError> {
  const err = await parseText(content, limits).then(
    () => undefined,
    (e: unknown) => e
  )
  if (!(err instanceof JUnitError)) throw new Error(`expected a JUnitError, got ${String(err)}`)
  return err
}

const ACCEPTED: [string, string, string[]][] = [
  ['an empty file', '', []],
  ['top-level text only', 'bacon', []],
  [
    'declarations anywhere',
    '<?xml version="1.0"?><testsuite name="a"/><?xml version="1.0"?>',
    ['a']
  ],
  ['duplicate attributes: last wins', '<testsuite name="a" name="b"/>', ['b']],
  ['no space between attributes', '<testsuite name="a"time="1"/>', ['a']],
  [']]> inside an attribute value', '<testsuite name="x]]>y"/>', ['x]]>y']],
  [
    'the five entities and character references',
    '<testsuite name="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#0067;"/>',
    [`<>&'"ABC`]
  ],
  ['a surrogate reference becomes U+FFFD (as Go)', '<testsuite name="a&#xD800;b"/>', ['a\ufffdb']],
  ['raw CR LF and CR become LF; tabs kept', '<testsuite name="\ta\r\nb\rc "/>', ['\ta\nb\nc ']],
  ['a CR written as a reference is kept', '<testsuite name="a&#13;b"/>', ['a\rb']],
  [
    'CDATA markers in a comment (no go-junit quirk)',
    '<!-- <![CDATA[ --><testsuite name="c"/>',
    ['c']
  ],
  [
    'control characters in a comment (Go does not check)',
    '<!-- \u0001 --><testsuite name="d"/>',
    ['d']
  ],
  ['namespace prefixes', '<x:testsuite xmlns:x="u" x:name="p"><x:testcase/></x:testsuite>', ['p']],
  ['space before > in an end tag', '<testsuite name="e"></testsuite >', ['e']],
  ['processing instructions', '<?pi some data?><testsuite name="f"><?x?></testsuite>', ['f']],
  [
    'single-quoted declaration',
    "<?xml version='1.0' encoding='utf-8'?><testsuite name='g'/>",
    ['g']
  ],
  [
    'a split CDATA end',
    '<testsuite name="h"><system-out><![CDATA[ ]]]]><![CDATA[> ]]></system-out></testsuite>',
    ['h']
  ],
  ['non-ASCII names', '<testsuite name="i"><prüfung ä="1"/></testsuite>', ['i']]
]

const REFUSED: [string, string, number, RegExp][] = [
  [
    'a mismatched end tag',
    '\n\n<testsuite>\n<testcase>\n</testsuite>',
    5,
    /<testcase> is closed by <\/testsuite>/
  ],
  [
    'an extra end tag',
    '<testsuite></testsuite></testsuite>',
    1,
    /unexpected end tag <\/testsuite>/
  ],
  [
    'an unclosed element',
    '<testsuite>\n<testcase/>\n',
    3,
    /end of file: element <testsuite> is not closed/
  ],
  ['an unclosed comment', '<!-- x\n', 2, /end of file inside a comment/],
  [
    'an unclosed CDATA section',
    '<testsuite><![CDATA[x</testsuite>',
    1,
    /end of file inside a CDATA section/
  ],
  ['< in an attribute value', '<testsuite\n name="<"/>', 2, /unescaped "<"/],
  ['an unquoted value', '<testsuite name=x/>', 1, /not quoted/],
  ['an attribute without =', '<testsuite name/>', 1, /has no value/],
  ['an unknown entity', '<testsuite name="&nbsp;"/>', 1, /unknown entity "&nbsp;"/],
  ['a bare &', '<testsuite name="a & b"/>', 1, /not an entity reference/],
  ['&#X (uppercase)', '<testsuite name="&#X41;"/>', 1, /invalid character reference/],
  ['&#0;', '<testsuite name="&#0;"/>', 1, /illegal character U\+0000/],
  [
    'a reference beyond U+10FFFF',
    '<testsuite name="&#x110000;"/>',
    1,
    /invalid character reference/
  ],
  [']]> in text', '<testsuite>a ]]> b</testsuite>', 1, /"]]>" in text/],
  ['an ANSI escape in text', '<testsuite>\u001b[31m</testsuite>', 1, /illegal character U\+001B/],
  [
    'a control character in an attribute',
    '<testsuite name="\u0001"/>',
    1,
    /illegal character U\+0001/
  ],
  ['U+FFFE in text', '<testsuite>\ufffe</testsuite>', 1, /illegal character U\+FFFE/],
  ['-- in a comment', '<!-- a -- b -->', 1, /"--" is not allowed/],
  ['a name starting with a digit', '<1testsuite/>', 1, /invalid XML element name "1testsuite"/],
  ['two colons in a name', '<a:b:c/>', 1, /more than one ":"/],
  ['XML 1.1', '<?xml version="1.1"?>\n<testsuite/>', 1, /XML version "1.1" is not supported/],
  ['/ not followed by >', '<testsuite><testcase / ></testsuite>', 1, /expected "\/>"/],
  ['a DOCTYPE', '<!DOCTYPE x>', 1, /<!DOCTYPE …> .* refused/],
  ['an ENTITY declaration', '<!ENTITY x "y">', 1, /refused/],
  ['a conditional section', '<![INCLUDE[ x ]]>', 1, /only "<!\[CDATA\["/],
  ['a space after <', '< testsuite/>', 1, /expected an element name after "<"/],
  [
    'an unclosed processing instruction',
    '<?pi data',
    1,
    /end of file inside a processing instruction/
  ]
]

describe('what Go accepts is parsed', () => {
  it.each(ACCEPTED)('%s', async (_what, xml, names) => {
    const p = await parseText(xml)
    expect(p.suites.map((s) => s.name)).toEqual(names)
  })
})

describe('what Go refuses fails with the file, line and a plain reason', () => {
  it.each(REFUSED)('%s', async (_what, xml, line, reason) => {
    const err = await failure(xml)
    expect(err.file).toBe('r.xml')
    expect(err.line).toBe(line)
    expect(err.reason).toMatch(reason)
    expect(err.message).toContain('r.xml')
  })

  it('invalid UTF-8 in CDATA is refused on its line', async () => {
    const doc = Buffer.concat([
      Buffer.from('<testsuite>\n<![CDATA[ '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(' ]]></testsuite>')
    ])
    const err = await failure(doc)
    expect([err.line, err.reason]).toEqual([2, 'invalid UTF-8 in a CDATA section'])
  })
})

describe('chunking never changes the outcome', () => {
  const docs = [
    ...ACCEPTED.map((a) => a[1]),
    ...REFUSED.map((r) => r[1]),
    '<testsuites>\r\n<testsuite name="é&amp;ü"><testcase name="t" time="1"><failure message="m">a&#13;\r\nb ✓ ]] ]</failure></testcase>' +
      '<!-- c - -- --><testcase name="u"><skipped/></testcase></testsuite></testsuites>'
  ]
  // Reads land after a fixed room for the carried token (src/junit/read.ts); a token longer
  // than that room makes it grow, and later short tokens must still be carried right.
  it('tokens longer than the carried room, then short ones, read in 4 KiB chunks', async () => {
    const names = [70_000, 150_000, 10, 66_000, 3].map((n, i) => `s${i}`.padEnd(n, 'é'))
    const suites = names.map((n) => `<testsuite name="${n}"><testcase name="t"/></testsuite>`)
    for (const bom of ['', '\uFEFF']) {
      const doc = `${bom}<testsuites>\n${suites.join('\n')}\n</testsuites>`
      const p = await parseText(doc, { chunkBytes: 4096 })
      expect(p.suites.map((s) => s.name)).toEqual(names)
      expect(await parseText(doc)).toEqual(p)
    }
  })

  it.each([1, 2, 3, 5, 8])(
    'chunks of %i bytes give the same result as one chunk',
    async (chunkBytes) => {
      for (const doc of docs) {
        const outcome = async (limits?: Partial<ParseLimits>): Promise<unknown> =>
          parseText(doc, limits).then(
            (p) => [p.suites, p.reportedFailures, p.looksLike],
            (e: JUnitError) => [e.line, e.reason]
          )
        expect(await outcome({ chunkBytes })).toEqual(await outcome())
      }
    }
  )
})

describe('hostile input ends quickly with a clear error', () => {
  it('a billion-laughs entity bomb is refused as a DOCTYPE', async () => {
    const entities = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`
    ).join('\n')
    const doc = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n<testsuite name="&lol10;"/>`
    const err = await failure(doc)
    expect(err.line).toBe(2)
    expect(err.reason).toMatch(/DOCTYPE/)
  })

  it('100,000 nested elements parse without a stack overflow', async () => {
    const depth = 100_000
    const doc = `<testsuite name="deep"><testcase/>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</testsuite>`
    const p = await parseText(doc)
    expect(p.suites.map((s) => [s.name, s.total])).toEqual([['deep', 1]])
  })

  // Go's encoding/xml refuses `depth >= maxUnmarshalDepth` (10,000) only within one Unmarshal
  // call; go-junit's xmlNode.UnmarshalXML calls DecodeElement, which starts again at 0 for every
  // element, so the CLI has no 10,000-level limit (src/junit/parse-limits.ts). Ours is maxDepth.
  const nested = (depth: number) =>
    `<testsuite name="deep"><testcase/>${'<a>'.repeat(depth - 1)}${'</a>'.repeat(depth - 1)}</testsuite>`

  it('10,001 nested elements are accepted, as the CLI accepts them', async () => {
    const p = await parseText(nested(10_001))
    expect(p.suites.map((s) => [s.name, s.total])).toEqual([['deep', 1]])
  })

  it('exactly the default depth limit is accepted; one level more fails naming the file', async () => {
    const limit = DEFAULT_LIMITS.maxDepth
    const p = await parseText(nested(limit))
    expect(p.suites.map((s) => [s.name, s.total])).toEqual([['deep', 1]])
    const err = await failure(nested(limit + 1))
    expect(err.file).toBe('r.xml')
    expect(err.line).toBe(1)
    expect(err.reason).toBe(`elements are nested more than ${limit} deep`)
    expect(err.message).toBe(
      `cannot parse JUnit report r.xml (line 1): elements are nested more than ${limit} deep`
    )
  })

  it('nesting beyond the depth limit is refused', async () => {
    const err = await failure('<a>'.repeat(50), { maxDepth: 10 })
    expect(err.reason).toBe('elements are nested more than 10 deep')
  })

  it('a file over the size limit is refused before it is read', async () => {
    const p = path.join(dir, 'sparse.xml')
    const fd = openSync(p, 'w')
    ftruncateSync(fd, 1024 * 1024 * 1024 + 1) // sparse: nothing is written
    closeSync(fd)
    const err = await parseJUnitFile(p, { reportName: 'sparse.xml' }).catch((e) => e)
    expect(err).toBeInstanceOf(JUnitError)
    expect(err.message).toMatch(/sparse\.xml: the file is 1\.0 GiB, over the 1\.0 GiB limit/)
  })

  it('an attribute longer than the token limit is refused without buffering the rest', async () => {
    const doc = `<testsuite name="${'x'.repeat(300_000)}"/>`
    const err = await failure(doc, { maxTokenBytes: 64 * 1024, chunkBytes: 16 * 1024 })
    expect(err.reason).toMatch(/longer than 64\.0 KiB/)
    expect(err.line).toBe(1)
  })

  it('long text and CDATA stream through in small chunks', async () => {
    const body = 'line of output\n'.repeat(20_000)
    const doc = `<testsuite name="s"><testcase name="t"><failure message="m"><![CDATA[${body}]]>${body}</failure></testcase><system-out>${body}</system-out></testsuite>`
    const p = await parseText(doc, { chunkBytes: 4096, maxTokenBytes: 8192 })
    expect(p.suites[0].failures).toBe(1)
    expect(p.reportedFailures[0].test.details.length).toBeLessThanOrEqual(4097)
    expect(p.reportedFailures[0].test.details.startsWith('line of output\nline of output')).toBe(
      true
    )
  })
})
