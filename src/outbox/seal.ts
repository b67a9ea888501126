/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with HKDF-SHA-256 and a random salt per document; what stays in clear (what a person
 * needs to tell documents apart) is authenticated as the cipher's additional data. A check value
 * derived from the token with the same salt tells "sealed with another token" (a rotated token)
 * from "altered". Node's own crypto, nothing hand-rolled.
 */
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  timingSafeEqual
} from 'node:crypto'

const CIPHER = 'AES-256-GCM'
const KDF = 'HKDF-SHA-256'
const KEY_INFO = 'records-action seal: AES-256-GCM key'
const CHECK_INFO = 'records-action seal: token check'

/** Why a document was not opened. */
export type SealProblem = 'not-ours' | 'unsealed' | 'other-token' | 'altered'

export class SealError extends Error {
  constructor(
    readonly problem: SealProblem,
    message: string
  ) {
    super(message)
    this.name = 'SealError'
  }
}

/** The seal's parameters, stored beside the clear part. */
interface SealParams {
  cipher: typeof CIPHER
  kdf: typeof KDF
  salt: string
  check: string
  iv: string
  tag: string
}

/** What every sealed document says in clear: its format and version, then its own fields. */
export type Clear = { format: string; version: number } & Record<string, unknown>

function derive(token: string, salt: Buffer, info: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), salt, info, bytes))
}

/** The clear part as the cipher authenticates it: its keys in order, so any change shows. */
function additionalData(clear: Clear): Buffer {
  const sorted = Object.fromEntries(Object.entries(clear).sort(([a], [b]) => (a < b ? -1 : 1)))
  return Buffer.from(JSON.stringify(sorted), 'utf8')
}

/** `content` sealed under `token`, with `clear` readable by anyone: a JSON text. */
export function seal(clear: Clear, content: unknown, token: string): string {
  const salt = randomBytes(32)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derive(token, salt, KEY_INFO, 32), iv)
  cipher.setAAD(additionalData(clear))
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(content), 'utf8'),
    cipher.final()
  ]).toString('base64')
  const params: SealParams = {
    cipher: CIPHER,
    kdf: KDF,
    salt: salt.toString('base64'),
    check: derive(token, salt, CHECK_INFO, 16).toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64')
  }
  return JSON.stringify({ ...clear, seal: params, sealed })
}

/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. Throws a
 * SealError saying which of not ours, not sealed, sealed with another token, or altered.
 */
export function open(
  text: string,
  format: string,
  version: number,
  token: string
): { clear: Clear; content: unknown } {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    throw new SealError('not-ours', 'it is not JSON')
  }
  if (!isRecord(doc) || doc.format !== format) {
    throw new SealError('not-ours', `it is not a ${format} document`)
  }
  const { seal: params, sealed, ...clear } = doc
  if (clear.version !== version || !isSeal(params) || typeof sealed !== 'string') {
    throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`)
  }
  const salt = Buffer.from(params.salt, 'base64')
  const check = Buffer.from(params.check, 'base64')
  const expected = derive(token, salt, CHECK_INFO, 16)
  if (check.length !== expected.length || !timingSafeEqual(check, expected)) {
    throw new SealError(
      'other-token',
      'it was sealed with another api-token (was the token rotated since it was written?)'
    )
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derive(token, salt, KEY_INFO, 32),
      Buffer.from(params.iv, 'base64'),
      // A shorter tag would be accepted otherwise, and is easier to forge.
      { authTagLength: 16 }
    )
    decipher.setAAD(additionalData(clear as Clear))
    decipher.setAuthTag(Buffer.from(params.tag, 'base64'))
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()])
    return { clear: clear as Clear, content: JSON.parse(plain.toString('utf8')) as unknown }
  } catch {
    throw new SealError('altered', 'it was altered after it was sealed (its seal does not match)')
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isSeal(value: unknown): value is SealParams {
  if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== KDF) return false
  return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string')
}
