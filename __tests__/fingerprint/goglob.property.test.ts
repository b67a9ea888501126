/**
 * Property tests: Go's filepath.Match port (src/fingerprint/goglob.ts) against a simple
 * reference for patterns without brackets or escapes: `*` is any run of characters other than
 * `/`, `?` is exactly one character (one rune, so one code point) other than `/`, anything
 * else matches itself. Names hold multi-byte characters, so `?` must take a whole rune.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { goMatch as goMatchBytes } from '../../src/fingerprint/goglob.js'
import { toByteString } from '../../src/util/byte-strings.js'

/** goMatch works on byte strings (UTF-8 bytes, one char each), as Go does: encode both. */
const goMatch = (pattern: string, name: string): boolean =>
  goMatchBytes(toByteString(pattern), toByteString(name))

/** The reference: the pattern as an anchored regular expression over code points. */
function referenceMatch(pattern: string, name: string): boolean {
  let source = ''
  for (const ch of pattern) {
    if (ch === '*') source += '[^/]*'
    else if (ch === '?') source += '[^/]'
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 'su').test(name)
}

const NAME_CHARS = ['a', 'b', '.', '/', '-', ' ', 'é', '😀', '\n']
const name = fc.string({ unit: fc.constantFrom(...NAME_CHARS), maxLength: 12 })
const pattern = fc.string({ unit: fc.constantFrom(...NAME_CHARS, '*', '?'), maxLength: 10 })

/** A pattern made from a name by turning some characters into wildcards: often a match. */
const derived = fc
  .tuple(name, fc.array(fc.constantFrom('keep', 'star', 'question', 'drop'), { maxLength: 12 }))
  .map(([n, ops]) => {
    const chars = [...n]
    const out = chars.map((c, i) => {
      const op = ops[i] ?? 'keep'
      if (op === 'star') return '*'
      if (op === 'question') return c === '/' ? c : '?'
      if (op === 'drop') return ''
      return c
    })
    return { pattern: out.join(''), name: n }
  })

describe('goMatch against a reference', () => {
  it('agrees on random patterns and names', () => {
    fc.assert(
      fc.property(pattern, name, (p, n) => {
        expect(goMatch(p, n)).toBe(referenceMatch(p, n))
      }),
      { numRuns: 3000 }
    )
  })

  it('agrees on patterns derived from the name (mostly matches)', () => {
    fc.assert(
      fc.property(derived, ({ pattern: p, name: n }) => {
        expect(goMatch(p, n)).toBe(referenceMatch(p, n))
      }),
      { numRuns: 3000 }
    )
  })

  it('a name always matches itself, and `*` never crosses a slash', () => {
    fc.assert(
      fc.property(name, (n) => {
        const literal = n.replace(/[*?[\\]/g, '')
        expect(goMatch(literal, literal)).toBe(true)
        expect(goMatch('*', n)).toBe(!n.includes('/'))
      }),
      { numRuns: 1000 }
    )
  })
})
