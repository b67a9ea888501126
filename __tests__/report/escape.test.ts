import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { attr, link, preText, safeUrl, text } from '../../src/report/escape.js'
import { ELLIPSIS, clip, clipBytes } from '../../src/report/display-limits.js'
import { byteLength, truncateUtf8 } from '../../src/report/bytes.js'
import { fit } from '../../src/report/budget.js'
import { HOSTILE } from './fixtures.js'

describe('text', () => {
  it('leaves no HTML, Markdown link, table pipe, backtick or mention in hostile text', () => {
    const out = text(HOSTILE)
    expect(out).not.toMatch(/[<>|`[\]]/)
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(out).toContain('&#124;')
    expect(out).toContain('&#96;code&#96;')
    expect(out).toContain('&#91;x&#93;(javascript')
    // @ and # are entities followed by a word joiner so GitHub neither mentions nor links.
    expect(out).toContain('&#64;&#8288;someone')
    expect(out).toContain('&#35;&#8288;123')
    expect(out).not.toMatch(/@someone|#123/)
  })

  it('turns newlines of any style into <br> and drops control and bidi characters', () => {
    expect(text('a\nb\r\nc\rd')).toBe('a<br>b<br>c<br>d')
    expect(text('x\u0000\u001b[31my\u202Ez')).toBe('x&#91;31myz')
  })

  it('escapes emphasis, strikethrough, math and backslashes, and keeps plain text', () => {
    expect(text('*a* _b_ ~c~ $d$ \\e')).toBe(
      '&#42;a&#42; &#95;b&#95; &#126;c&#126; &#36;d&#36; &#92;e'
    )
    expect(text('plain words 123 ünïcödé ✓')).toBe('plain words 123 ünïcödé ✓')
    expect(text('email@ a# b')).toBe('email&#64; a&#35; b')
  })

  it('reads back as the text itself, with no syntax character left bare (any text)', () => {
    const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }
    const decode = (html: string) =>
      html
        .replace(/<br>/g, '\n')
        .replace(/&#8288;/g, '')
        .replace(/&(?:#(\d+)|(\w+));/g, (_, n?: string, name?: string) =>
          n ? String.fromCodePoint(Number(n)) : NAMED[name as string]
        )
    const pieces = fc.constantFrom(
      ...'aZ09 é😀@#&<>"\'|`*_[]\\~$\r\n\t\u0000\u001b\u007f\u202e\u2066'.split(''),
      '\r\n',
      '@x',
      '#1'
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const s = parts.join('')
        const out = text(s)
        const bare = out.replace(/<br>|&(?:#\d+|\w+);/g, '')
        expect(bare).not.toMatch(/[<>"'|`*_[\]\\~$@#&\r\n]/)
        const visible = s.replace(
          // eslint-disable-next-line no-control-regex
          /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g,
          ''
        )
        expect(decode(out)).toBe(visible.replace(/\r\n?/g, '\n'))
        expect(preText(s)).toBe(out.replace(/<br>/g, '&#10;'))
      }),
      { numRuns: 2000 }
    )
  })

  it('renders non-strings', () => {
    expect(text(undefined)).toBe('')
    expect(text(42)).toBe('42')
    expect(text({ a: '<b>' })).toBe('{&quot;a&quot;:&quot;&lt;b&gt;&quot;}')
  })
})

describe('attr and preText', () => {
  it('escape HTML only; pre bodies stay on one physical line', () => {
    expect(attr('a"b<c>&\'d|e\nf')).toBe('a&quot;b&lt;c&gt;&amp;&#39;d&#124;e f')
    const pre = preText('line 1\n\n<script>x</script>\r\n    indented')
    expect(pre).not.toContain('\n')
    expect(pre).toBe('line 1&#10;&#10;&lt;script&gt;x&lt;/script&gt;&#10;    indented')
    expect(preText('[x](javascript:y) @me')).toBe('&#91;x&#93;(javascript:y) &#64;&#8288;me')
  })
})

describe('links', () => {
  it('links only http(s) URLs, safe inside attributes and table cells', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeUrl('data:text/html,x')).toBeUndefined()
    expect(safeUrl('//evil.example')).toBeUndefined()
    expect(safeUrl('https://x.example/a|b?q="1"&r=<2>')).toBe(
      'https://x.example/a%7Cb?q=%221%22&amp;r=%3C2%3E'
    )
    expect(link('page', 'https://x.example/p')).toBe('<a href="https://x.example/p">page</a>')
    const unsafe = link('page', 'javascript:alert(1)')
    expect(unsafe).not.toContain('<a ')
    expect(unsafe).toBe('page (javascript:alert(1))')
    expect(link('page', undefined)).toBe('page')
  })
})

describe('clip and truncateUtf8', () => {
  it('clip never splits a surrogate pair', () => {
    const s = 'ab' + '😀'.repeat(10)
    for (let max = 1; max < 12; max++) {
      const out = clip(s, max)
      expect(out.length).toBeLessThanOrEqual(max)
      expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
    }
    expect(clip('short', 10)).toBe('short')
  })

  it('truncateUtf8 cuts by bytes at a character boundary', () => {
    const s = 'é€😀'.repeat(1000) // 2 + 3 + 4 bytes per round
    for (const max of [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 4999]) {
      const out = truncateUtf8(s, max)
      expect(byteLength(out)).toBeLessThanOrEqual(max)
      expect(Buffer.from(out, 'utf8').toString('utf8')).toBe(out)
      expect(s.startsWith(out)).toBe(true)
      // maximal: one more character would not fit
      const next = s.slice(out.length).codePointAt(0)
      expect(byteLength(out + String.fromCodePoint(next as number))).toBeGreaterThan(max)
    }
    expect(truncateUtf8('abc', 10)).toBe('abc')
  })

  it('clip and clipBytes mark a cut the same way and stay within their limit', () => {
    expect(clip('abcdef', 4)).toBe(`abc${ELLIPSIS}`)
    const s = 'é€😀'.repeat(100)
    for (const max of [4, 5, 9, 10, 100]) {
      const out = clipBytes(s, max)
      expect(byteLength(out)).toBeLessThanOrEqual(max)
      expect(out.endsWith(ELLIPSIS)).toBe(true)
      expect(s.startsWith(out.slice(0, -ELLIPSIS.length))).toBe(true)
    }
    expect(clipBytes('abc', 3)).toBe('abc')
  })
})

describe('fit', () => {
  it('keeps lists in order, adds the more line, and hard-cuts only oversized fixed text', () => {
    const list = {
      head: '<ul>\n',
      tail: '</ul>\n',
      count: 1000,
      item: (i: number) => `<li>${i}</li>\n`,
      more: (n: number) => `… ${n} more\n`
    }
    const doc = fit(['# top\n', list, 'end\n'], 200)
    expect(byteLength(doc)).toBeLessThanOrEqual(200)
    const items = doc.match(/<li>(\d+)<\/li>/g) ?? []
    expect(items[0]).toBe('<li>0</li>')
    expect(items.length).toBeGreaterThan(5)
    expect(doc).toContain(`… ${1000 - items.length} more\n`)
    expect(doc.endsWith('end\n')).toBe(true)

    const fixed = fit(['&amp;'.repeat(100)], 61)
    expect(byteLength(fixed)).toBeLessThanOrEqual(61)
    expect(fixed).not.toMatch(/&[a-z]*\s*$/m)
  })
})
