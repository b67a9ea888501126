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
 * A text holding none of the secrets' anchors (see ANCHOR_LENGTH) holds no piece and is not
 * scanned so: most printed texts hold no secret.
 */
export const REDACTED = '***'
/** The shortest piece of a secret that is removed on its own. */
export const PIECE_LENGTH = 12

const registered = new Set<string>()
/** `registered` as a list, rebuilt when a secret is added: redactSecrets runs per string. */
let registeredList: string[] = []

/** Adds `value` to what redactSecrets removes and what the output boundary masks. */
export function registerSecret(value: string): void {
  if (value === '' || registered.has(value)) return
  registered.add(value)
  registeredList = [...registered]
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
  return redactText(text, extra.length === 0 ? registeredList : [...registered, ...extra])
}

/**
 * A JSON value with redactSecrets applied to every string in it, keys included: a copy, or the
 * value itself when no string in it holds a secret (the usual case: a 1,000-artifact result is
 * not copied for nothing). Walked with a stack of its own, not recursion: a value from outside
 * may nest deeper than the call stack. Keys are data (`__proto__` stays a key).
 */
export function redactDeep<T>(value: T, extra: readonly string[] = []): T {
  // The same key or value recurs across the items of a long list: each is scanned once.
  const seen = new Map<string, string>()
  const secrets = extra.length === 0 ? registeredList : [...registered, ...extra]
  // With no secret shorter than PIECE_LENGTH, a text shorter than that holds none.
  const below = matcherFor(secrets).short.length === 0 ? PIECE_LENGTH : 0
  const redact = (text: string): string => {
    if (text.length < below) return text
    let out = seen.get(text)
    if (out === undefined) seen.set(text, (out = redactSecrets(text, extra)))
    return out
  }
  return holdsSecret(value, redact) ? copyRedacted(value, redact) : value
}

/** Whether redaction changes any string (key or value) in `value`. */
function holdsSecret(value: unknown, redact: (text: string) => string): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (redact(item) !== item) return true
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    if (Array.isArray(item)) {
      for (const child of item) pending.push(child)
      continue
    }
    for (const key of Object.keys(item)) {
      if (redact(key) !== key) return true
      pending.push((item as Record<string, unknown>)[key])
    }
  }
  return false
}

/** A copy of `value` with `redact` applied to every string in it, keys included. */
function copyRedacted<T>(value: T, redact: (text: string) => string): T {
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return redact(item)
    if (typeof item !== 'object' || item === null) return item
    const target: unknown[] | Record<string, unknown> = Array.isArray(item) ? [] : {}
    pending.push([item as Record<string, unknown>, target as Record<string, unknown>])
    return target
  }
  const pending: Array<[Record<string, unknown>, Record<string, unknown>]> = []
  const root = copy(value)
  while (pending.length > 0) {
    const [source, target] = pending.pop() as [Record<string, unknown>, Record<string, unknown>]
    if (Array.isArray(source)) {
      for (const item of source) (target as unknown as unknown[]).push(copy(item))
      continue
    }
    for (const [k, v] of Object.entries(source)) {
      const key = redact(k)
      // Plain assignment is quicker; only `__proto__` would set the prototype instead.
      if (key !== '__proto__') target[key] = copy(v)
      else {
        Object.defineProperty(target, key, {
          value: copy(v),
          enumerable: true,
          writable: true,
          configurable: true
        })
      }
    }
  }
  return root as T
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

/**
 * Every PIECE_LENGTH window of a secret holds one of its blocks of this length that start at a
 * multiple of it (a window starting at i holds the block starting at the next multiple, which
 * is at most i + ANCHOR_LENGTH - 1 and ends by i + PIECE_LENGTH - 1). So a text in which the
 * engine's own substring search finds none of those blocks holds no piece, and is not scanned
 * window by window: most texts printed hold no secret (issue 41.2: 2.5 MB per 1,000 artifacts).
 */
const ANCHOR_LENGTH = PIECE_LENGTH / 2

/** Bits of a hash that index the quick filter in front of the gram map. */
const FILTER_BITS = 16
const FILTER_MASK = (1 << FILTER_BITS) - 1

/** What redactText needs of a list of secrets, built once per list (see matcherFor). */
interface Matcher {
  /** The list object last asked about (see registeredList). */
  input: Iterable<string>
  secrets: string[]
  /** Secrets shorter than PIECE_LENGTH: removed whole. */
  short: string[]
  /** PIECE_LENGTH-grams of the longer secrets by rolling hash. */
  grams: Map<number, string[]>
  /** A bit per hash bucket in front of the map: most windows match nothing. */
  filter: Uint8Array
  /** The ANCHOR_LENGTH blocks of the longer secrets: a text holding none of them holds no piece. */
  anchors: string[]
  /** The last few long texts redacted and their results (see MEMO_MIN_CHARS). */
  memo: Map<string, string>
}

/**
 * A text this long is remembered with its result: the same big text (a search result, an
 * output also in the result) goes through the boundary several times, and is scanned once.
 */
const MEMO_MIN_CHARS = 4096
const MEMO_ENTRIES = 8

/** The last list's matcher: the same secrets are asked about for every printed string. */
let lastMatcher: Matcher | undefined

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i])
}

/**
 * The matcher of `secrets`, reused while the list stays the same, so redacting a string costs
 * time in proportion to the string, not to the secrets.
 */
function matcherFor(secrets: Iterable<string>): Matcher {
  // The registered list is replaced, never changed, when a secret is added: no comparison.
  if (secrets === registeredList && lastMatcher?.input === secrets) return lastMatcher
  const list = [...secrets].filter((s) => s !== '')
  if (lastMatcher && sameList(lastMatcher.secrets, list)) {
    lastMatcher.input = secrets
    return lastMatcher
  }
  const short: string[] = []
  const grams = new Map<number, string[]>()
  const anchors = new Set<string>()
  for (const secret of list) {
    if (secret.length < PIECE_LENGTH) {
      short.push(secret)
      continue
    }
    for (let i = 0; i + ANCHOR_LENGTH <= secret.length; i += ANCHOR_LENGTH) {
      anchors.add(secret.slice(i, i + ANCHOR_LENGTH))
    }
    for (let i = 0; i + PIECE_LENGTH <= secret.length; i++) {
      const gram = secret.slice(i, i + PIECE_LENGTH)
      const h = hashOf(gram, 0)
      const bucket = grams.get(h)
      if (!bucket) grams.set(h, [gram])
      else if (!bucket.includes(gram)) bucket.push(gram)
    }
  }
  const filter = new Uint8Array(1 << FILTER_BITS)
  for (const h of grams.keys()) filter[h & FILTER_MASK] = 1
  lastMatcher = {
    input: secrets,
    secrets: list,
    short,
    grams,
    filter,
    anchors: [...anchors],
    memo: new Map()
  }
  return lastMatcher
}

/** The redaction rule for an explicit list of secrets (the pure core of redactSecrets). */
export function redactText(text: string, secrets: Iterable<string>): string {
  const matcher = matcherFor(secrets)
  if (text.length < MEMO_MIN_CHARS) return redactWith(matcher, text)
  const known = matcher.memo.get(text)
  if (known !== undefined) return known
  const out = redactWith(matcher, text)
  if (matcher.memo.size >= MEMO_ENTRIES) matcher.memo.delete(matcher.memo.keys().next().value!)
  matcher.memo.set(text, out)
  return out
}

function redactWith({ short, grams, filter, anchors }: Matcher, text: string): string {
  let out = text
  for (const secret of short) {
    if (out.includes(secret)) out = out.split(secret).join(REDACTED)
  }
  if (grams.size === 0 || out.length < PIECE_LENGTH) return out
  if (!anchors.some((anchor) => out.includes(anchor))) return out
  return coverPieces(out, grams, filter)
}

/** Replaces every run of characters covered by a matching window with one REDACTED. */
function coverPieces(text: string, grams: Map<number, string[]>, filter: Uint8Array): string {
  const mask = FILTER_MASK
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
