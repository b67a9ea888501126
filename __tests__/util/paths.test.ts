/**
 * src/util/paths.ts: the fast path of relativeInside (a normalized path below the base is its
 * own suffix) answers exactly as path.relative of the resolved paths, for every combination of
 * empty, `.`, `..` and plain components, absolute and relative bases.
 */
import { expect, it } from '@jest/globals'
import path from 'node:path'
import { displayPath, relativeInside } from '../../src/util/paths.js'

function byResolve(base: string, abs: string): string | undefined {
  const rel = path.relative(path.resolve(base), path.resolve(abs))
  if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined
  return rel.split(path.sep).join('/')
}

it('relativeInside answers as path.relative of the resolved paths', () => {
  const parts = ['', '.', '..', 'a', 'b', 'ab', '...', '.a', 'a.']
  const bases = ['/', '/a', '/a/', '/a/b', '/ab', '/a/./b', '/a/../a', 'a', '.', '', '//a']
  let compared = 0
  for (const base of bases) {
    for (const lead of ['/', '//', '', '/a/']) {
      for (const x of parts) {
        for (const y of parts) {
          const abs = `${lead}${x}/${y}`
          expect([base, abs, relativeInside(base, abs)]).toEqual([base, abs, byResolve(base, abs)])
          compared++
        }
      }
    }
  }
  expect(compared).toBe(bases.length * 4 * parts.length ** 2)
})

it('displayPath: inside relative with `/`, the base itself `.`, outside as given', () => {
  expect(displayPath('/w/reports/a.xml', '/w')).toBe('reports/a.xml')
  expect(displayPath('/w', '/w/')).toBe('.')
  expect(displayPath('/wx/a.xml', '/w')).toBe('/wx/a.xml')
})
