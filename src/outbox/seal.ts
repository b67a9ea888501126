/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with scrypt, a deliberately slow KDF (≈ 100 ms and 32 MiB per derivation), and a
 * random salt per document; what stays in clear (what a person needs to tell documents apart) is
 * authenticated as the cipher's additional data. A check value derived with the key tells
 * "sealed with another token" (a rotated token) from "altered"; because it comes out of the same
 * scrypt, an offline guess at the token from a published document costs what the derivation
 * costs. One derivation per document sealed or opened. Node's own crypto, nothing hand-rolled.
 * Documents sealed before (HKDF-SHA-256, fast) are still opened, never written.
 */
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  scryptSync,
  timingSafeEqual
} from 'node:crypto'

const CIPHER = 'AES-256-GCM'
const KDF = 'scrypt'
/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 takes 128·N·r = 32 MiB and ≈ 100 ms on one core of a
 * runner (RFC 7914's interactive-login figure); an attacker pays as much for every guess.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const
/** Node refuses scrypt past `maxmem` (32 MiB by default, just under what N·r asks). */
const SCRYPT_MAXMEM = 64 * 1024 * 1024
/** The earlier seal's KDF: opened for documents written before, never used to seal. */
const LEGACY_KDF = 'HKDF-SHA-256'
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
  kdf: typeof KDF | typeof LEGACY_KDF
  /** scrypt's N, r and p, as sealed (only SCRYPT's are opened). */
  cost?: { N: number; r: number; p: number }
  salt: string
  check: string
  iv: string
  tag: string
}

/** What every sealed document says in clear: its format and version, then its own fields. */
export type Clear = { format: string; version: number } & Record<string, unknown>

/** The key and the check value of `token` under `salt`: one derivation. */
function derive(
  token: string,
  salt: Buffer,
  kdf: SealParams['kdf']
): { key: Buffer; check: Buffer } {
  const secret = Buffer.from(token, 'utf8')
  if (kdf === LEGACY_KDF) {
    const hkdf = (info: string, bytes: number): Buffer =>
      Buffer.from(hkdfSync('sha256', secret, salt, info, bytes))
    return { key: hkdf(KEY_INFO, 32), check: hkdf(CHECK_INFO, 16) }
  }
  const both = scryptSync(secret, salt, 48, { ...SCRYPT, maxmem: SCRYPT_MAXMEM })
  return { key: both.subarray(0, 32), check: both.subarray(32) }
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
  const { key, check } = derive(token, salt, KDF)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(additionalData(clear))
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(content), 'utf8'),
    cipher.final()
  ]).toString('base64')
  const params: SealParams = {
    cipher: CIPHER,
    kdf: KDF,
    cost: { ...SCRYPT },
    salt: salt.toString('base64'),
    check: check.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64')
  }
  return JSON.stringify({ ...clear, seal: params, sealed })
}

/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. A document
 * of `version` must be sealed with scrypt at SCRYPT's cost; one of `legacyVersion` (written
 * before the seal was slowed) with HKDF. Throws a SealError saying which of not ours, not
 * sealed, sealed with another token, or altered.
 */
export function open(
  text: string,
  format: string,
  version: number,
  token: string,
  legacyVersion?: number
): { clear: Clear; content: unknown } {
  const { clear, params, sealed } = sealedParts(text, format, version, legacyVersion)
  const salt = Buffer.from(params.salt, 'base64')
  const check = Buffer.from(params.check, 'base64')
  const derived = derive(token, salt, params.kdf)
  if (check.length !== derived.check.length || !timingSafeEqual(check, derived.check)) {
    throw new SealError(
      'other-token',
      'it was sealed with another api-token (was the token rotated since it was written?)'
    )
  }
  const altered = new SealError(
    'altered',
    'it was altered after it was sealed (its seal does not match)'
  )
  const tag = Buffer.from(params.tag, 'base64')
  // A shorter tag is easier to forge: only the full 16 bytes are accepted.
  if (tag.length !== 16) throw altered
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derived.key,
      Buffer.from(params.iv, 'base64'),
      {
        authTagLength: 16
      }
    )
    decipher.setAAD(additionalData(clear))
    decipher.setAuthTag(tag)
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()])
    return { clear, content: JSON.parse(plain.toString('utf8')) as unknown }
  } catch {
    throw altered
  }
}

/** The clear part, the seal's parameters and the sealed text of a document, or why not. */
function sealedParts(
  text: string,
  format: string,
  version: number,
  legacyVersion: number | undefined
): { clear: Clear; params: SealParams; sealed: string } {
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
  const kdf =
    clear.version === version ? KDF : clear.version === legacyVersion ? LEGACY_KDF : undefined
  if (kdf === KDF && isRecord(params) && params.kdf === KDF && !atOurCost(params)) {
    const { N, r, p } = SCRYPT
    throw new SealError(
      'unsealed',
      `its seal is not scrypt at N=${N}, r=${r}, p=${p}, the only cost opened`
    )
  }
  if (kdf === undefined || !isSeal(params, kdf) || typeof sealed !== 'string') {
    throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`)
  }
  return { clear: clear as Clear, params, sealed }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Seal parameters of `kdf`; scrypt's only at SCRYPT's cost (a document sets no cost of its own). */
function isSeal(value: unknown, kdf: SealParams['kdf']): value is SealParams {
  if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== kdf) return false
  if (kdf === KDF && !atOurCost(value)) return false
  return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string')
}

/** Whether seal parameters state SCRYPT's cost, exactly. */
function atOurCost(params: Record<string, unknown>): boolean {
  const cost = params.cost
  return isRecord(cost) && Object.entries(SCRYPT).every(([k, v]) => cost[k] === v)
}
