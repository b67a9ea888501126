/**
 * What an outbox holds (docs/bad-day.md): writes that could not be delivered, kept exactly as
 * they would have been sent — method, path under the API base, JSON body, every multipart part
 * with its bytes — each with the id it was given and where it was first made (its origin: the
 * run, and the commit, flow and trail it records about). This module builds that content and
 * checks what a replay may send of it; seal.ts seals it, file.ts stores it.
 */
import * as v from 'valibot'
import type { Attachment } from '../api/models.js'
import { writeShapeOf, type WriteKind } from '../api/operations.js'
import type { ApiRequest, Payload } from '../api/request.js'
import { count } from '../util/english.js'

export const OUTBOX_FORMAT = 'records-action-outbox'
/**
 * Version 1 was written in clear (refused); version 2 was sealed with a fast KDF and named the
 * run's origin in clear (still opened); version 3 is sealed with scrypt (seal.ts) and keeps only
 * the format, the version, when, and the source run in clear.
 */
export const OUTBOX_VERSION = 3
/** The sealed version before this one: opened, never written. */
export const OUTBOX_LEGACY_VERSION = 2
/** The file name the outbox is written under (and looked for in a folder). */
export const OUTBOX_FILE = 'records-outbox.json'
/** Days GitHub keeps an outbox and a receipt: long enough to replay after an outage. */
export const RETENTION_DAYS = 30
/** The most writes one outbox may hold (10 × the 1,000 artifacts of the largest benchmark). */
export const MAX_OUTBOX_WRITES = 10_000
/** The largest outbox file read (a JUnit attachment is at most 10 MB; 10,000 reports ≈ 30 MB). */
export const MAX_OUTBOX_BYTES = 64 * 1024 * 1024

/** Where a write was first made: the run, and what it records about. */
export interface Origin {
  /** `owner/repo`, the run's id, job and attempt. */
  repository: string
  run: string
  job: string
  attempt: string
  /** When it was first deferred (ISO 8601). */
  written: string
  org: string
  flow?: string
  trail?: string
  commit?: string
  /** The `check-name` of that run: its check run is brought to the truth after a replay. */
  checkName?: string
  /** The matrix leg, in words (`os: windows-latest`): legs share the job's name. */
  leg?: string
  /** The leg's whole values as a digest (inputs/matrix.ts): `leg` is cut to 100 characters. */
  legSha?: string
  /**
   * `false` when the step ran with `check-run: false`: a replay makes no check run for it, and
   * knows its later attempts from GitHub's record of the run only (docs/bad-day.md).
   */
  checkRun?: boolean
  /** The step's id (GITHUB_ACTION): several records steps may run in one job. */
  step?: string
  /** The job's key (src/github/job-name.ts): which call of a reusable workflow it was. */
  jobKey?: string
}

/** A write to keep: what the delivery layer hands over (src/delivery/). */
export interface OutboxEntry {
  id: string
  kind: WriteKind
  label: string
  request: ApiRequest
  /** Where it was first made, when not the run that keeps it now (a replay's re-deferred write). */
  origin?: Origin
  /** Why it was not delivered. */
  reason: string
}

const StoredFileSchema = v.object({
  filename: v.string(),
  contentType: v.optional(v.string()),
  /** The bytes, base64. */
  data: v.string()
})
const StoredBodySchema = v.variant('kind', [
  v.object({ kind: v.literal('json'), value: v.unknown() }),
  v.object({
    kind: v.literal('form'),
    fields: v.record(v.string(), v.unknown()),
    files: v.record(v.string(), StoredFileSchema)
  })
])
const StoredWriteSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(['artifact', 'junit', 'override']),
  label: v.pipe(v.string(), v.maxLength(1000)),
  /** Index into the outbox's origins. */
  origin: v.pipe(v.number(), v.integer(), v.minValue(0)),
  method: v.literal('POST'),
  path: v.array(v.string()),
  body: StoredBodySchema,
  reason: v.string()
})
const OriginSchema = v.object({
  repository: v.string(),
  run: v.string(),
  job: v.string(),
  attempt: v.string(),
  written: v.string(),
  org: v.string(),
  flow: v.optional(v.string()),
  trail: v.optional(v.string()),
  commit: v.optional(v.string()),
  checkName: v.optional(v.string()),
  leg: v.optional(v.string()),
  legSha: v.optional(v.string()),
  checkRun: v.optional(v.boolean()),
  step: v.optional(v.string()),
  jobKey: v.optional(v.string())
})
const ContentSchema = v.object({
  origins: v.array(OriginSchema),
  writes: v.pipe(v.array(StoredWriteSchema), v.maxLength(MAX_OUTBOX_WRITES))
})

export type StoredWrite = v.InferOutput<typeof StoredWriteSchema>
export type OutboxContent = v.InferOutput<typeof ContentSchema>

/** The content of an outbox of `entries`: those made here get `here` as their origin. */
export function outboxContent(entries: readonly OutboxEntry[], here: Origin): OutboxContent {
  const origins: Origin[] = []
  const keys = new Map<string, number>()
  const indexOf = (origin: Origin): number => {
    const key = JSON.stringify(origin)
    let index = keys.get(key)
    if (index === undefined) {
      index = origins.push(origin) - 1
      keys.set(key, index)
    }
    return index
  }
  const writes = entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    label: e.label,
    origin: indexOf(e.origin ?? here),
    method: 'POST' as const,
    path: [...e.request.path],
    body: storeBody(e.request.payload),
    reason: e.reason
  }))
  return { origins, writes }
}

function storeBody(payload: Payload | undefined): StoredWrite['body'] {
  if (!payload || payload.kind === 'json') return { kind: 'json', value: payload?.value ?? null }
  const files: Record<string, v.InferOutput<typeof StoredFileSchema>> = {}
  for (const [name, file] of Object.entries(payload.parts.files ?? {})) {
    if (!file) continue
    files[name] = {
      filename: file.filename,
      ...(file.contentType ? { contentType: file.contentType } : {}),
      data: Buffer.from(file.data).toString('base64')
    }
  }
  return { kind: 'form', fields: payload.parts.jsonFields, files }
}

/** The request a stored write was built from, bytes restored. */
export function requestOf(write: StoredWrite): ApiRequest {
  const body = write.body
  if (body.kind === 'json') {
    return { method: 'POST', path: write.path, payload: { kind: 'json', value: body.value } }
  }
  const files: Record<string, Attachment> = {}
  for (const [name, f] of Object.entries(body.files)) {
    files[name] = {
      filename: f.filename,
      data: Buffer.from(f.data, 'base64'),
      ...(f.contentType ? { contentType: f.contentType } : {})
    }
  }
  return {
    method: 'POST',
    path: write.path,
    payload: { kind: 'form', parts: { jsonFields: body.fields, files } }
  }
}

/**
 * The content of an opened outbox, checked: its structure, its bound, and each write against
 * the three shapes a write can have and the replay step's org. Throws naming the first write
 * that is not one (docs/bad-day.md: only what an outbox can hold is ever sent).
 */
export function checkedContent(content: unknown, org: string): OutboxContent {
  const parsed = v.safeParse(ContentSchema, content)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const where = v.getDotPath(issue) ?? 'its content'
    if (issue.type === 'max_length' && where === 'writes') {
      throw new Error(`it holds more than ${count(MAX_OUTBOX_WRITES, 'write')}, the bound`)
    }
    throw new Error(`it is not an outbox's content (${where}: ${issue.message})`)
  }
  const out = parsed.output
  const ids = new Set<string>()
  for (const [i, w] of out.writes.entries()) {
    const refuse = (why: string): Error =>
      new Error(`write ${i + 1} (${JSON.stringify(w.label)}) ${why}`)
    if (ids.has(w.id)) throw refuse('repeats the id of another write')
    ids.add(w.id)
    if (w.origin >= out.origins.length) throw refuse('names an origin the outbox does not have')
    const shape = writeShapeOf(requestOf(w))
    if ('problem' in shape) throw refuse(`is not a write this action makes: ${shape.problem}`)
    if (shape.kind !== w.kind) throw refuse(`says it is a ${w.kind} write but is a ${shape.kind}`)
    if (shape.org !== org) {
      throw refuse(`is for the org '${shape.org}', not for '${org}', the org of this step`)
    }
  }
  return out
}
