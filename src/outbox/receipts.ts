/**
 * Exactly once (docs/bad-day.md): a replay keeps a receipt of every write it recorded, sealed
 * like the outbox, and the next replay of the same writes sends only what no receipt names.
 * Receipts are kept per origin (the run that first deferred the writes): beside an outbox folder
 * as `records-receipt-<run>-<job>-<attempt>.json`, and on GitHub as a workflow artifact of that
 * name on the replaying run, found again through the repository's artifact list. A receipt that
 * cannot be opened with the token (planted, altered, another token) is ignored, with a warning.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import { SealError, open, seal } from './seal.js'

export const RECEIPT_FORMAT = 'records-action-receipt'
/** Version 1 was sealed with a fast KDF (still opened); version 2 with scrypt (seal.ts). */
const RECEIPT_VERSION = 2
const RECEIPT_LEGACY_VERSION = 1

/**
 * The most bytes a receipt may take, in a folder or as an artifact (zipped, and extracted): a
 * receipt holds ids, ≈ 150 bytes each, and one read in full is an attacker's to size.
 */
export const MAX_RECEIPT_BYTES = 1024 * 1024

/** A run of a job: where writes were first made, or who delivered them. */
export interface RunRef {
  repository: string
  run: string
  job: string
  attempt: string
}

/** That a write was recorded: when, and by which run's replay. */
export interface Delivered {
  id: string
  at: string
  by: RunRef
}

/** What every receipt found says: by origin, the writes recorded and when. */
export class Receipts {
  private readonly byRun = new Map<string, Map<string, Delivered>>()

  /** That write `d.id` of `origin` was recorded (the first word on it is kept). */
  add(origin: RunRef, d: Delivered): void {
    const key = runKey(origin)
    const known = this.byRun.get(key) ?? new Map<string, Delivered>()
    this.byRun.set(key, known)
    if (!known.has(d.id)) known.set(d.id, d)
  }

  find(origin: RunRef, id: string): Delivered | undefined {
    return this.byRun.get(runKey(origin))?.get(id)
  }

  /** Everything known of `origin`, for its next receipt. */
  all(origin: RunRef): Delivered[] {
    return [...(this.byRun.get(runKey(origin))?.values() ?? [])]
  }
}

const runKey = (r: RunRef): string => JSON.stringify([r.repository, r.run, r.job, r.attempt])

/** `records-receipt-<run>-<job>-<attempt>` of the origin, without what artifact names refuse. */
export function receiptName(origin: RunRef): string {
  return artifactSafe(`records-receipt-${origin.run}-${origin.job}-${origin.attempt}`)
}

/**
 * The two artifact names a replaying run keeps its receipt of `origin` under, one after the
 * other (receipt-keeper.ts): the successor is stored under the one the latest is not under
 * before the latest is deleted. The second ends in `-next`, which no first name does (those
 * end in the attempt's number), so no origin's names meet another's. Each holds the file
 * `receiptName(origin).json`.
 */
export function receiptArtifactNames(origin: RunRef): [string, string] {
  const name = receiptName(origin)
  return [name, `${name}-next`]
}

/**
 * `records-receipts-<run>`: where the replaying step cannot upload an artifact and the workflow
 * keeps it (context/runner.ts), the artifact holding its receipt files for the origins of build
 * run `origin.run` (the receipt-artifact output), under which a later replay finds them.
 */
export function workflowReceiptsName(origin: Pick<RunRef, 'run'>): string {
  return artifactSafe(`records-receipts-${origin.run}`)
}

/** Where in a run a step deferred writes: legs of a matrix share the job, its steps all three. */
export interface StepRef extends RunRef {
  /** The matrix leg, in words. */
  leg?: string
  /** GITHUB_ACTION: the step's id, unique among the steps of a job. */
  step?: string
}

/**
 * The most UTF-8 bytes of an outbox's artifact name. GitHub states no bound, but a download
 * makes a folder of the name (`gh run download`, actions/download-artifact), and file systems
 * name a folder in at most 255 bytes.
 */
export const MAX_OUTBOX_NAME_BYTES = 200

/**
 * `records-outbox-<run id>-<job>-<attempt>-<leg>-<step>` (leg and step when known), without
 * what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: an artifact name is unique in a
 * run, and every step of every leg keeps its own outbox. `nth` > 1 is the name a step tries
 * when the one before was taken (`-2`, `-3`, …). Replay finds them all by the prefix
 * `records-outbox-<run id>-`, which the run id (digits) keeps.
 */
export function outboxName(at: StepRef, nth = 1): string {
  const parts = [at.job, at.attempt, at.leg, at.step].filter((p): p is string => Boolean(p))
  return stepArtifactName(`records-outbox-${at.run}-${parts.join('-')}`, nth > 1 ? `-${nth}` : '')
}

/**
 * `name` + `suffix` without what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: past
 * it, `name` is cut and ends with 12 hex digits of its SHA-256, so names cut alike still differ.
 * The names of a step's own artifacts (its outbox, its leg's presence record) are made here.
 */
export function stepArtifactName(whole: string, suffix = ''): string {
  const name = artifactSafe(whole)
  if (Buffer.byteLength(name + suffix) <= MAX_OUTBOX_NAME_BYTES) return name + suffix
  // Cut, and told apart from other cut names by a digest of the whole.
  const digest = `-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`
  return `${cutUtf8(name, MAX_OUTBOX_NAME_BYTES - digest.length - suffix.length)}${digest}${suffix}`
}

/** The longest prefix of `s` of at most `maxBytes` UTF-8 bytes, whole characters only. */
function cutUtf8(s: string, maxBytes: number): string {
  let out = ''
  let bytes = 0
  for (const ch of s) {
    bytes += Buffer.byteLength(ch)
    if (bytes > maxBytes) break
    out += ch
  }
  return out
}

function artifactSafe(name: string): string {
  return name.replace(/[":<>|*?\\/\r\n\s]+/g, '_')
}

/** The receipt of `delivered` writes of `origin`, sealed with `token`. */
export function sealReceipt(origin: RunRef, delivered: Delivered[], token: string): string {
  const clear = {
    format: RECEIPT_FORMAT,
    version: RECEIPT_VERSION,
    written: new Date().toISOString(),
    origin: { ...origin }
  }
  return seal(clear, { delivered }, token)
}

/** The writes a receipt says were recorded; throws SealError when it cannot be opened. */
export function openReceipt(text: string, token: string): Delivered[] {
  const { content } = open(text, RECEIPT_FORMAT, RECEIPT_VERSION, token, RECEIPT_LEGACY_VERSION)
  const delivered = (content as { delivered?: unknown })?.delivered
  if (!Array.isArray(delivered)) throw new SealError('not-ours', 'it holds no list of writes')
  return delivered.filter(
    (d): d is Delivered =>
      typeof d?.id === 'string' && typeof d.at === 'string' && typeof d.by === 'object'
  )
}

/**
 * Adds what the receipt text of `origin` says to `receipts`; returns a warning naming `name`
 * when it cannot be opened (it is then ignored: a receipt can only make a replay send less).
 */
export function addReceipt(
  receipts: Receipts,
  origin: RunRef,
  text: string,
  name: string,
  token: string
): string | undefined {
  try {
    for (const d of openReceipt(text, token)) receipts.add(origin, d)
    return undefined
  } catch (err) {
    return `The receipt ${name} was ignored: ${errorMessage(err)}.`
  }
}

/** The receipt file of `origin` in `folder`. */
export function receiptFile(folder: string, origin: RunRef): string {
  return path.join(folder, `${receiptName(origin)}.json`)
}

/** Adds the receipt of `origin` kept in `folder`, if there is one. */
export async function readFolderReceipt(
  receipts: Receipts,
  folder: string,
  origin: RunRef,
  token: string
): Promise<string | undefined> {
  const file = receiptFile(folder, origin)
  let text: string
  try {
    const { size } = await stat(file)
    if (size > MAX_RECEIPT_BYTES) {
      return `The receipt ${file} was ignored: it is ${count(size, 'byte')}, over the bound of ${count(MAX_RECEIPT_BYTES, 'byte')}.`
    }
    text = await readFile(file, 'utf8')
  } catch {
    return undefined
  }
  return addReceipt(receipts, origin, text, file, token)
}

/**
 * Writes the receipt of `origin` into `folder`; returns its path. Written whole under another
 * name first, then renamed over the earlier receipt (one step on POSIX file systems): a step
 * killed while writing leaves the earlier receipt, never half a file.
 */
export async function writeFolderReceipt(
  folder: string,
  origin: RunRef,
  delivered: Delivered[],
  token: string
): Promise<string> {
  const file = receiptFile(folder, origin)
  const partial = path.join(folder, `.${path.basename(file)}.${randomUUID()}.partial`)
  try {
    await writeFile(partial, sealReceipt(origin, delivered, token), 'utf8')
    await rename(partial, file)
  } finally {
    await rm(partial, { force: true })
  }
  return file
}
