import { describe, expect, it } from '@jest/globals'
import { nestingDepth } from '../../src/util/json-depth.js'

describe('nestingDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestingDepth(3)).toBe(0)
    expect(nestingDepth(null)).toBe(0)
    expect(nestingDepth([])).toBe(1)
    expect(nestingDepth({ a: [1, { b: {} }], c: 'x' })).toBe(4)
  })

  it('measures 100,000 levels without recursion, and stops past a limit', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown
    expect(nestingDepth(deep)).toBe(100_000)
    expect(nestingDepth(deep, 10)).toBe(11)
  })
})
