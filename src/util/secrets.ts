/**
 * Secrets the action knows, and the one redaction rule every printed text goes through.
 * The input readers register the tokens once; the output boundary (report/boundary.ts) asks the
 * runner to mask them before it writes anything else; the API client, error messages and the
 * output boundary all call redactSecrets (or redactDeep for a JSON value).
 *
 * The runner masks registered secrets in the log, but a server may echo a token back in an
 * error body, that body may be cut to a snippet (leaving part of the token), and local runs
 * have no runner to mask anything. So the rule is: every occurrence of a secret, and every
 * piece of a secret at least PIECE_LENGTH characters long, becomes `***`. Secrets shorter
 * than PIECE_LENGTH are only removed whole.
 *
 * Pieces are found with a rolling hash over the text: each secret's PIECE_LENGTH-grams are
 * indexed once, the text is scanned once (linear in its length, so MB-sized bodies are fine),
 * and every window that matches a gram is covered; each maximal covered run becomes one `***`.
 */
export const REDACTED = '***'
/** The shortest piece of a secret that is removed on its own. */
export const PIECE_LENGTH = 12

const registered = new Set<string>()

/** Adds `value` to what redactSecrets removes and what the output boundary masks. */
export function registerSecret(value: string): void {
  if (value === '') return
  registered.add(value)
}

/** Every registered secret, in registration order. */
export function registeredSecrets(): string[] {
  return [...registered]
}

/** true once any secret is registered. */
export function hasSecrets(): boolean {
  return registered.size > 0
}

/**
 * `text` without any registered secret, nor any of `extra` (a client's own token), nor any
 * piece of one at least PIECE_LENGTH characters long. Apply it before cutting a text short.
 */
export function redactSecrets(text: string, extra: readonly string[] = []): string {
  if (text === '' || (registered.size === 0 && extra.length === 0)) return text
  return redactText(text, [...registered, ...extra])
}

/** A JSON value with redactSecrets applied to every string in it, keys included. */
export function redactDeep<T>(value: T, extra: readonly string[] = []): T {
  if (typeof value === 'string') return redactSecrets(value, extra) as T
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v, extra)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [redactSecrets(k, extra), redactDeep(v, extra)])
    ) as T
  }
  return value
}

const BASE = 0x01000193
/**
 * Held in module scope: a global looked up in the hot loop is slow where the code runs in a vm
 * context (jest's test environment), 20× slower there on a multi-MB text.
 */
const { imul } = Math

/** BASE^(PIECE_LENGTH-1), modulo 2^32: the weight of the character leaving the window. */
const TOP = (() => {
  let p = 1
  for (let i = 1; i < PIECE_LENGTH; i++) p = imul(p, BASE)
  return p
})()

function hashOf(text: string, start: number): number {
  let h = 0
  for (let i = start; i < start + PIECE_LENGTH; i++) h = (imul(h, BASE) + text.charCodeAt(i)) | 0
  return h
}

/** The redaction rule for an explicit list of secrets (the pure core of redactSecrets). */
export function redactText(text: string, secrets: Iterable<string>): string {
  let out = text
  const grams = new Map<number, string[]>()
  for (const secret of secrets) {
    if (secret === '') continue
    if (secret.length < PIECE_LENGTH) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED)
      continue
    }
    for (let i = 0; i + PIECE_LENGTH <= secret.length; i++) {
      const gram = secret.slice(i, i + PIECE_LENGTH)
      const h = hashOf(gram, 0)
      const bucket = grams.get(h)
      if (!bucket) grams.set(h, [gram])
      else if (!bucket.includes(gram)) bucket.push(gram)
    }
  }
  if (grams.size === 0 || out.length < PIECE_LENGTH) return out
  return coverPieces(out, grams)
}

/** Bits of a hash that index the quick filter in front of the gram map. */
const FILTER_BITS = 16

/** Replaces every run of characters covered by a matching window with one REDACTED. */
function coverPieces(text: string, grams: Map<number, string[]>): string {
  // Most windows match nothing: a bit per hash bucket answers them without a map lookup.
  const filter = new Uint8Array(1 << FILTER_BITS)
  const mask = (1 << FILTER_BITS) - 1
  for (const h of grams.keys()) filter[h & mask] = 1
  const parts: string[] = []
  let kept = 0 // text before this index is already in parts (or redacted)
  let coverEnd = -1 // the current covered run ends (exclusive) here; -1: none open
  let coverStart = 0
  let h = hashOf(text, 0)
  const last = text.length - PIECE_LENGTH
  for (let i = 0; ; i++) {
    const bucket = filter[h & mask] === 1 ? grams.get(h) : undefined
    if (bucket && bucket.some((g) => text.startsWith(g, i))) {
      if (coverEnd >= i) {
        coverEnd = i + PIECE_LENGTH
      } else {
        if (coverEnd !== -1) {
          parts.push(text.slice(kept, coverStart), REDACTED)
          kept = coverEnd
        }
        coverStart = i
        coverEnd = i + PIECE_LENGTH
      }
    }
    if (i === last) break
    h =
      (imul((h - imul(text.charCodeAt(i), TOP)) | 0, BASE) + text.charCodeAt(i + PIECE_LENGTH)) | 0
  }
  if (coverEnd === -1) return text
  parts.push(text.slice(kept, coverStart), REDACTED, text.slice(coverEnd))
  return parts.join('')
}
