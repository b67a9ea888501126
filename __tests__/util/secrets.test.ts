/** The one redaction rule (src/util/secrets.ts): whole secrets and 12+ character pieces go. */
import { describe, expect, it } from '@jest/globals'
import {
  PIECE_LENGTH,
  REDACTED,
  redactDeep,
  redactSecrets,
  redactText
} from '../../src/util/secrets.js'

const TOKEN = 'kosli_Zx81QaT0pLm9vB2cN7eR4sU6wY3dF5gH'

/** A slow, obviously right version: mark every window that is a piece of a secret. */
function oracle(text: string, secrets: string[]): string {
  let out = text
  for (const s of secrets) if (s.length < PIECE_LENGTH) out = out.split(s).join(REDACTED)
  const long = secrets.filter((s) => s.length >= PIECE_LENGTH)
  const covered = new Array<boolean>(out.length).fill(false)
  for (let i = 0; i + PIECE_LENGTH <= out.length; i++) {
    const w = out.slice(i, i + PIECE_LENGTH)
    if (long.some((s) => s.includes(w))) covered.fill(true, i, i + PIECE_LENGTH)
  }
  let result = ''
  for (let i = 0; i < out.length; i++) {
    if (!covered[i]) result += out[i]
    else if (i === 0 || !covered[i - 1]) result += REDACTED
  }
  return result
}

describe('redactText', () => {
  it('removes the whole secret, every occurrence', () => {
    expect(redactText(`a ${TOKEN} b ${TOKEN}`, [TOKEN])).toBe(`a ${REDACTED} b ${REDACTED}`)
  })

  it('removes a piece of 12 characters or more, and keeps shorter ones', () => {
    const head = TOKEN.slice(0, 12)
    const tail = TOKEN.slice(-20)
    const short = TOKEN.slice(5, 16) // 11 characters
    expect(redactText(`x${head}…`, [TOKEN])).toBe(`x${REDACTED}…`)
    expect(redactText(`"…${tail}"`, [TOKEN])).toBe(`"…${REDACTED}"`)
    expect(redactText(`[${short}]`, [TOKEN])).toBe(`[${short}]`)
  })

  it('removes every piece of PIECE_LENGTH characters, wherever it starts in the secret', () => {
    const clean = 'build/app-0001.bin reported at https://records.example/x; '.repeat(20)
    for (let i = 0; i + PIECE_LENGTH <= TOKEN.length; i++) {
      const piece = TOKEN.slice(i, i + PIECE_LENGTH)
      expect(redactText(`${clean}${piece}${clean}`, [TOKEN])).toBe(`${clean}${REDACTED}${clean}`)
    }
  })

  it('removes short secrets only whole', () => {
    expect(redactText('pw=hunter2; hunter', ['hunter2'])).toBe(`pw=${REDACTED}; hunter`)
  })

  it('agrees with a brute-force oracle on random texts', () => {
    let seed = 7
    const rand = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff
      return seed % n
    }
    const alphabet = 'abcAB01-_'
    const word = (n: number): string =>
      Array.from({ length: n }, () => alphabet[rand(alphabet.length)]).join('')
    for (let round = 0; round < 300; round++) {
      const secrets = [word(12 + rand(30)), word(3 + rand(12))]
      let text = ''
      for (let k = 0; k < 6; k++) {
        const s = secrets[rand(2)]
        const a = rand(s.length)
        text += word(rand(15)) + s.slice(a, a + 1 + rand(s.length))
      }
      expect(redactText(text, secrets)).toBe(oracle(text, secrets))
    }
  })

  it('scans a multi-MB text quickly and leaves no piece of the token', () => {
    const filler = 'error: '.repeat(600_000)
    const text = `${filler}${TOKEN.slice(3)} ${filler}${TOKEN.slice(0, 14)}`
    const started = Date.now()
    const out = redactText(text, [TOKEN])
    // Linear: well under a second on an idle runner; the bound leaves room for a busy one.
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(out).toBe(`${filler}${REDACTED} ${filler}${REDACTED}`)
  })
})

describe('redactSecrets and redactDeep', () => {
  it('uses the extra secrets given', () => {
    expect(redactSecrets(`tok ${TOKEN}`, [TOKEN])).toBe(`tok ${REDACTED}`)
    expect(redactSecrets('nothing here', [TOKEN])).toBe('nothing here')
  })

  it('redacts keys and values of a JSON value', () => {
    const value = { [TOKEN]: [`x ${TOKEN.slice(2, 30)}`, 3, null], n: 1 }
    expect(redactDeep(value, [TOKEN])).toEqual({ [REDACTED]: [`x ${REDACTED}`, 3, null], n: 1 })
  })

  it('copies a value only when a string in it holds a secret, and leaves the value as it was', () => {
    const clean = { items: [{ name: 'a name long enough to be scanned', n: 1 }], key: null }
    expect(redactDeep(clean, [TOKEN])).toBe(clean)
    const items = Array.from({ length: 50 }, (_, i) => ({ label: `artifact number ${i}` }))
    const dirty = { items: [...items, { label: `artifact ${TOKEN}` }] }
    const copy = redactDeep(dirty, [TOKEN])
    expect(copy).not.toBe(dirty)
    expect(copy.items.at(-1)?.label).toBe(`artifact ${REDACTED}`)
    expect(copy.items.slice(0, 50)).toEqual(items)
    expect(dirty.items.at(-1)?.label).toBe(`artifact ${TOKEN}`)
  })

  it('walks a value 10,000 levels deep without recursion, keeping __proto__ a key', () => {
    const deep = JSON.parse('{"k":['.repeat(10_000) + `"${TOKEN}"` + ']}'.repeat(10_000)) as unknown
    let node = redactDeep(deep, [TOKEN]) as unknown
    for (let i = 0; i < 10_000; i++) node = (node as { k: unknown[] }).k[0]
    expect(node).toBe(REDACTED)
    const keyed = redactDeep(JSON.parse(`{"__proto__":"${TOKEN}"}`) as object, [TOKEN])
    expect(Object.keys(keyed)).toEqual(['__proto__'])
    expect(Object.getOwnPropertyDescriptor(keyed, '__proto__')?.value).toBe(REDACTED)
  })
})
