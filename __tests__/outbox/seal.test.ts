/**
 * The seal's rules (src/outbox/seal.ts, docs/bad-day.md "Sealing"), one by one: what opens, and
 * each problem told apart — not ours, not sealed, sealed with another token, altered (the
 * content, the clear part, a truncated tag), a cost of its own — and documents of the earlier
 * HKDF seal, made here as the previous release made them, still open.
 */
import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import {
  SCRYPT,
  SealError,
  open,
  seal,
  type Clear,
  type SealProblem
} from '../../src/outbox/seal.js'
import { thrown } from '../api/helpers.js'
import { copy, legacy } from './helpers.js'

const TOKEN = 'kosli_seal-unit-0123456789'
const FORMAT = 'records-action-test'
const CLEAR: Clear = {
  format: FORMAT,
  version: 3,
  written: '2026-11-28T12:00:00.000Z',
  source: { run: '1' }
}
const CONTENT = { writes: [{ id: 'a', secret: 'printed by a test' }] }

interface Doc {
  seal: {
    salt: string
    check: string
    iv: string
    tag: string
    kdf: string
    cost?: Record<string, number>
  }
  sealed: string
  [clear: string]: unknown
}

const sealed = (): Doc => JSON.parse(seal(CLEAR, CONTENT, TOKEN)) as Doc
const opening =
  (doc: Doc | string, token = TOKEN) =>
  () =>
    open(typeof doc === 'string' ? doc : JSON.stringify(doc), FORMAT, 3, token, 2)

function refused(doc: Doc | string, problem: SealProblem, token = TOKEN): SealError {
  const err = thrown(opening(doc, token), SealError)
  expect(err.problem).toBe(problem)
  return err
}

describe('a sealed document', () => {
  it('opens with its token: the clear part and the content as sealed', () => {
    const { clear, content } = opening(sealed())()
    expect(clear).toEqual(CLEAR)
    expect(content).toEqual(CONTENT)
  })

  it('holds nothing of its content in clear, and states the cost of its scrypt', () => {
    const text = seal(CLEAR, CONTENT, TOKEN)
    expect(text).not.toContain('printed by a test')
    expect(JSON.parse(text).seal).toMatchObject({ kdf: 'scrypt', cost: { N: 2 ** 15, r: 8, p: 1 } })
    expect(SCRYPT.N * SCRYPT.r * 128).toBe(32 * 1024 * 1024)
  })

  it('is sealed afresh each time: a new salt and IV', () => {
    const [a, b] = [sealed(), sealed()]
    expect(a.seal.salt).not.toBe(b.seal.salt)
    expect(a.seal.iv).not.toBe(b.seal.iv)
    expect(a.sealed).not.toBe(b.sealed)
  })
})

describe('each problem is told apart', () => {
  it('not JSON, or another format: not ours', () => {
    expect(refused('PK\u0003\u0004', 'not-ours').message).toBe('it is not JSON')
    expect(refused({ ...sealed(), format: 'other' }, 'not-ours').message).toMatch(
      /not a records-action-test/
    )
    expect(refused('[1, 2]', 'not-ours').problem).toBe('not-ours')
  })

  it('written in clear, without a seal, or of an unknown version: not sealed', () => {
    const { seal: _, sealed: __, ...clear } = sealed()
    expect(refused({ ...clear, sealed: 'x' } as Doc, 'unsealed').message).toMatch(
      /it is not sealed/
    )
    expect(refused({ ...sealed(), version: 1 }, 'unsealed').problem).toBe('unsealed')
    expect(refused({ ...sealed(), version: 4 }, 'unsealed').problem).toBe('unsealed')
  })

  it('a scrypt cost of its own is not opened (a planted one cannot make replay spend more)', () => {
    const doc = sealed()
    doc.seal.cost = { N: 2 ** 20, r: 8, p: 1 }
    expect(refused(doc, 'unsealed').message).toBe(
      'its seal is not scrypt at N=32768, r=8, p=1, the only cost opened'
    )
    const cheap = sealed()
    cheap.seal.cost = { N: 2, r: 1, p: 1 }
    refused(cheap, 'unsealed')
  })

  it('the current version sealed with the old KDF is not opened', () => {
    const doc = sealed()
    doc.seal.kdf = 'HKDF-SHA-256'
    refused(doc, 'unsealed')
  })

  it('another token: said so, with the hint of a rotation', () => {
    expect(refused(sealed(), 'other-token', 'kosli_another-token-0123').message).toMatch(
      /sealed with another api-token \(was the token rotated/
    )
  })

  it.each([
    ['one character of the sealed content', (d: Doc) => void (d.sealed = flip(d.sealed))],
    [
      'the clear part (when it was written)',
      (d: Doc) => void (d.written = '2020-01-01T00:00:00.000Z')
    ],
    ['a field added to the clear part', (d: Doc) => void (d.writes = 1)],
    ['the IV', (d: Doc) => void (d.seal.iv = randomBytes(12).toString('base64'))],
    ['the tag', (d: Doc) => void (d.seal.tag = flip(d.seal.tag))],
    [
      'the tag truncated to 12 bytes',
      (d: Doc) =>
        void (d.seal.tag = Buffer.from(d.seal.tag, 'base64').subarray(0, 12).toString('base64'))
    ],
    ['the tag empty', (d: Doc) => void (d.seal.tag = '')]
  ])('altered: %s', (_, alter) => {
    const doc = copy(sealed())
    alter(doc)
    expect(refused(doc, 'altered').message).toMatch(/altered after it was sealed/)
  })

  it('the check value of another salt: another token, not opened', () => {
    const doc = sealed()
    doc.seal.salt = randomBytes(32).toString('base64')
    refused(doc, 'other-token')
  })
})

describe('documents of the earlier seal (HKDF-SHA-256) still open', () => {
  const old = { ...CLEAR, version: 2 }

  it('opens with its token', () => {
    const { clear, content } = opening(legacy(old, CONTENT, TOKEN))()
    expect(clear).toEqual(old)
    expect(content).toEqual(CONTENT)
  })

  it('keeps its refusals: another token, altered', () => {
    refused(legacy(old, CONTENT, 'kosli_another-token-0123'), 'other-token')
    const doc = JSON.parse(legacy(old, CONTENT, TOKEN)) as Doc
    doc.sealed = flip(doc.sealed)
    refused(doc, 'altered')
  })

  it('is opened only where the reader names an earlier version', () => {
    const text = legacy(old, CONTENT, TOKEN)
    expect(thrown(() => open(text, FORMAT, 3, TOKEN), SealError).problem).toBe('unsealed')
  })
})

/** `base64` with one character changed. */
function flip(base64: string): string {
  const i = Math.floor(base64.length / 2)
  return base64.slice(0, i) + (base64[i] === 'A' ? 'B' : 'A') + base64.slice(i + 1)
}
