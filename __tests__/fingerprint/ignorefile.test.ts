/** `.kosli_ignore` parsing: Go bufio lines, comments, Go strings.TrimSpace. */
import { describe, expect, it } from '@jest/globals'
import { goTrimSpace, isGoSpace, parseKosliIgnore } from '../../src/fingerprint/ignorefile.js'
import { displayByteString, toByteString } from '../../src/util/byte-strings.js'

const parse = (text: string) => parseKosliIgnore(Buffer.from(text, 'utf8')).map(displayByteString)
const trim = (s: string) => displayByteString(goTrimSpace(toByteString(s)))

describe('goTrimSpace', () => {
  it('trims Unicode White_Space, U+00A0 and U+3000 included', () => {
    expect(trim('\u00a0logs\u00a0')).toBe('logs')
    expect(trim('\u3000\u2028 a b \u205f\t')).toBe('a b')
    expect(trim('\u0085x\u1680')).toBe('x')
    expect(trim(' \t\n\v\f\r')).toBe('')
  })

  it('does not trim U+FEFF or the \\x1c–\\x1f separators (unlike JavaScript trim)', () => {
    expect(trim('\ufefflogs')).toBe('\ufefflogs')
    expect(trim('logs\x1c')).toBe('logs\x1c')
    expect('\ufefflogs'.trim()).toBe('logs') // why the port exists
  })

  it('keeps invalid UTF-8 bytes and trims spaces around them', () => {
    expect(goTrimSpace(' \xffa\xe2\x80 ')).toBe('\xffa\xe2\x80')
  })

  it('knows which runes are spaces', () => {
    expect([0x20, 0x85, 0xa0, 0x2000, 0x200a, 0x202f].every(isGoSpace)).toBe(true)
    expect([0xfeff, 0x200b, 0x1c, 0x41].some(isGoSpace)).toBe(false)
  })
})

describe('parseKosliIgnore', () => {
  it('drops comments, blank lines and one CR per line', () => {
    const text = '# comment line\nbuild   # trailing comment\n\n  tmp/*.tmp  \r\n\t\r\n*.log'
    expect(parse(text)).toEqual(['build', 'tmp/*.tmp', '*.log'])
  })

  it('cuts at the first #, so a pattern never contains one', () => {
    expect(parse('a#b#c\n#only\n  #x')).toEqual(['a'])
  })

  it('trims U+00A0 but keeps a leading BOM as part of the first pattern', () => {
    expect(parse('\ufefflogs\n\u00a0build\u00a0\n')).toEqual(['\ufefflogs', 'build'])
  })

  it('stops silently at a line longer than 64 KiB, as the Go scanner does', () => {
    const long = 'x'.repeat(70 * 1024)
    expect(parse(`first\n${long}\nafter`)).toEqual(['first'])
    expect(parse(`first\n${'y'.repeat(1000)}\nafter`)).toHaveLength(3)
  })

  it('returns raw bytes for names that are not UTF-8', () => {
    expect(parseKosliIgnore(Buffer.from([0x61, 0xff, 0x0a, 0x62]))).toEqual(['a\xff', 'b'])
  })
})
