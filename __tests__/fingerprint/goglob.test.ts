/** The Go filepath (Clean, Join, Split, Match, Glob) and filepathx `**` ports. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BadPatternError } from '../../src/fingerprint/fingerprint-errors.js'
import {
  filepathxGlob,
  goClean,
  goGlob,
  goJoin,
  goMatch,
  goSplit,
  hasMeta
} from '../../src/fingerprint/goglob.js'
import { toByteString } from '../../src/util/byte-strings.js'

/** Match on JS strings: both sides as UTF-8 byte strings, as Go sees them. */
const match = (pattern: string, name: string) => goMatch(toByteString(pattern), toByteString(name))

describe('goClean', () => {
  it.each([
    ['abc', 'abc'],
    ['', '.'],
    ['.', '.'],
    ['..', '..'],
    ['../..', '../..'],
    ['/', '/'],
    ['abc/', 'abc'],
    ['./', '.'],
    ['../', '..'],
    ['/abc/', '/abc'],
    ['abc//def//ghi', 'abc/def/ghi'],
    ['//abc', '/abc'],
    ['///abc', '/abc'],
    ['abc/./def', 'abc/def'],
    ['/./abc/def', '/abc/def'],
    ['abc/.', 'abc'],
    ['abc/def/ghi/../jkl', 'abc/def/jkl'],
    ['abc/def/../ghi/../jkl', 'abc/jkl'],
    ['abc/def/../..', '.'],
    ['/abc/def/../..', '/'],
    ['abc/def/../../..', '..'],
    ['/abc/def/../../..', '/'],
    ['abc/def/../../../ghi/jkl/../../../mno', '../../mno'],
    ['abc/./../def', 'def'],
    ['abc/../../././../def', '../../def'],
    ['./**/x', '**/x']
  ])('Clean(%j) = %j', (input, want) => {
    expect(goClean(input)).toBe(want)
  })
})

describe('goJoin and goSplit', () => {
  it('joins from the first non-empty element and cleans', () => {
    expect(goJoin('cases/excludes', './logs/')).toBe('cases/excludes/logs')
    expect(goJoin('cases/excludes', '/logs')).toBe('cases/excludes/logs')
    expect(goJoin('cases/excludes', '../x')).toBe('cases/x')
    expect(goJoin('.', '**/*.pyc')).toBe('**/*.pyc')
    expect(goJoin('d', '**/logs')).toBe('d/**/logs')
    expect(goJoin('', '', 'a')).toBe('a')
    expect(goJoin('', '')).toBe('')
    expect(goJoin('a', '')).toBe('a')
  })

  it('splits after the last slash', () => {
    expect(goSplit('a/b/c')).toEqual(['a/b/', 'c'])
    expect(goSplit('abc')).toEqual(['', 'abc'])
    expect(goSplit('a/b/')).toEqual(['a/b/', ''])
  })

  it('knows the Unix meta characters', () => {
    expect(['*', '?', '[', '\\'].every((c) => hasMeta(`a${c}`))).toBe(true)
    expect(hasMeta('a]{}!')).toBe(false)
  })
})

describe('goMatch', () => {
  it.each([
    ['abc', 'abc', true],
    ['*', 'abc', true],
    ['*c', 'abc', true],
    ['a*', 'a', true],
    ['a*', 'abc', true],
    ['a*', 'ab/c', false],
    ['a*/b', 'abc/b', true],
    ['a*/b', 'a/c/b', false],
    ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
    ['a*b?c*x', 'abxbbxdbxebxczzx', true],
    ['a*b?c*x', 'abxbbxdbxebxczzy', false],
    ['ab[c]', 'abc', true],
    ['ab[b-d]', 'abc', true],
    ['ab[e-g]', 'abc', false],
    ['ab[^c]', 'abc', false],
    ['ab[^b-d]', 'abc', false],
    ['ab[^e-g]', 'abc', true],
    ['[^a-z]', 'A', true],
    ['[^a-z]', 'q', false],
    ['[!a]', '!', true],
    ['[!a]', 'b', false],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'ab', false],
    ['a?b', 'a☺b', true],
    ['a[^a]b', 'a☺b', true],
    ['a???b', 'a☺b', false],
    ['[a-ζ]*', 'α', true],
    ['*[a-ζ]', 'A', false],
    ['a?b', 'a/b', false],
    ['a*b', 'a/b', false],
    ['[\\]a]', ']', true],
    ['[\\-]', '-', true],
    ['[x\\-]', '-', true],
    ['[x\\-]', 'z', false],
    ['*x', 'xxx', true],
    ['.*', '.hidden', true],
    ['*', '.hidden', true],
    ['*.pyc', 'x.pyc', true],
    ['*.pyc', 'x.py', false]
  ])('Match(%j, %j) = %j', (pattern, name, want) => {
    expect(match(pattern, name)).toBe(want)
  })

  it.each([
    ['[]a]', ']'],
    ['[-]', '-'],
    ['[x-]', 'x'],
    ['[-x]', 'x'],
    ['\\', 'a'],
    ['[a-b-c]', 'a'],
    ['[', 'a'],
    ['[^', 'a'],
    ['[^bc', 'a'],
    ['a[', 'a'],
    ['a[', 'ab'],
    ['a[', 'x'],
    ['a/b[', 'x'],
    ['*x[', 'ab']
  ])('Match(%j, %j) is a syntax error', (pattern, name) => {
    expect(() => match(pattern, name)).toThrow(BadPatternError)
    expect(() => match(pattern, name)).toThrow('syntax error in pattern')
  })

  it('decodes invalid UTF-8 in names as one rune per bad byte', () => {
    const name = 'a\xffb' // a byte string: 0xFF is not valid UTF-8
    expect(goMatch('a?b', name)).toBe(true)
    expect(goMatch('a[^x]b', name)).toBe(true)
    expect(goMatch('a??b', name)).toBe(false)
  })

  it('agrees with a regular-expression reference on patterns without classes', () => {
    const reference = (pattern: string, name: string) => {
      const src = [...pattern]
        .map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace('.', '\\.')))
        .join('')
      return new RegExp(`^${src}$`, 'u').test(name)
    }
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '.', '-', '*', '?'), maxLength: 8 }),
        fc.string({ unit: fc.constantFrom('a', 'b', '.', '-', 'é'), maxLength: 8 }),
        (pattern, name) => match(pattern, name) === reference(pattern, name)
      ),
      { numRuns: 2000 }
    )
  })
})

describe('goGlob and filepathxGlob', () => {
  let W = ''
  const rel = (p: string) => path.join(W, p)
  beforeAll(() => {
    W = mkdtempSync(path.join(tmpdir(), 'fp-glob-'))
    for (const f of [
      'd/logs/a.log',
      'd/logs/old/b.log',
      'd/pkg/logs/c.log',
      'd/x.pyc',
      'd/pkg/y.pyc'
    ]) {
      mkdirSync(path.dirname(rel(f)), { recursive: true })
      writeFileSync(rel(f), f)
    }
  })
  afterAll(() => rmSync(W, { recursive: true, force: true }))
  const resolve = (p: string) => (p !== '' && !p.startsWith('/') ? `${W}/${p}` : p)

  it('returns a literal pattern unchanged (not cleaned) when it exists', async () => {
    expect(await goGlob('d//logs', resolve)).toEqual(['d//logs'])
    expect(await goGlob('d/logs/', resolve)).toEqual(['d/logs/'])
    expect(await goGlob('d/nothing', resolve)).toEqual([])
    expect(await goGlob('', resolve)).toEqual([])
  })

  it('cleans the results of a pattern with meta characters, sorted', async () => {
    expect(await goGlob('d//*.pyc', resolve)).toEqual(['d/x.pyc'])
    expect(await goGlob('d/*/logs', resolve)).toEqual(['d/pkg/logs'])
    expect(await goGlob('d/[lp]*', resolve)).toEqual(['d/logs', 'd/pkg'])
  })

  it('refuses a malformed pattern even when nothing could match', async () => {
    await expect(goGlob('d/[', resolve)).rejects.toThrow('syntax error in pattern')
    await expect(filepathxGlob('d/**/[', resolve)).rejects.toThrow(BadPatternError)
    // as in filepathx, a segment after a `**` that found nothing is never validated
    expect(await filepathxGlob('nothing/**/[', resolve)).toEqual([])
  })

  it('expands ** segment by segment with filepath.Walk', async () => {
    const logs = await filepathxGlob('d/**/logs', resolve)
    expect(logs).toContain('d//logs') // the top-level hit stays uncleaned
    expect(logs).not.toContain('d/logs')
    expect(logs).toEqual(
      expect.arrayContaining(['d/logs/a.log', 'd/logs/old/b.log', 'd/pkg/logs', 'd/pkg/logs/c.log'])
    )
    expect(await filepathxGlob('d/logs/**', resolve)).toEqual([
      'd/logs/',
      'd/logs/a.log',
      'd/logs/old',
      'd/logs/old/b.log'
    ])
    expect(await filepathxGlob('d/*/**/logs', resolve)).toEqual([])
    expect(await filepathxGlob('**/logs', resolve)).toEqual([])
    const pyc = await filepathxGlob('d/**/*.pyc', resolve)
    expect(pyc).toEqual(expect.arrayContaining(['d/x.pyc', 'd/pkg/y.pyc']))
  })
})
