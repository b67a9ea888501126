/**
 * The outbox: writes that could not be delivered (the service down), kept exactly as they
 * would have been sent — method, path under the API base, JSON body, every multipart part
 * with its bytes — so `command: replay` can send them later (docs/bad-day.md). One JSON file.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Attachment } from '../api/models.js'
import type { FormParts } from '../api/multipart.js'

/** The file name the outbox is written under (and looked for in a folder). */
export const OUTBOX_FILE = 'records-outbox.json'
const FORMAT = 'records-action-outbox'

/** A request body as the client builds it: JSON, or multipart form parts. */
export type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; parts: FormParts }

interface StoredFile {
  filename: string
  contentType?: string
  /** The bytes, base64. */
  data: string
}

type StoredBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, unknown>; files: Record<string, StoredFile> }

export interface OutboxRequest {
  /** Unique across runs: a replay reports by it. */
  id: string
  method: 'POST'
  /** Path segments under the API base (`['artifacts', 'acme', 'shop']`), not encoded. */
  path: string[]
  /** What it records, for people: `artifact shop.tar.gz`, `JUnit attestation 'junit'`. */
  label: string
  body: StoredBody
  /** Why it was not delivered. */
  reason: string
}

export interface OutboxDocument {
  format: typeof FORMAT
  version: 1
  created: string
  /** Where it came from: `owner/repo`, run id, job and attempt, for a person to tell. */
  source: Record<string, string>
  requests: OutboxRequest[]
}

export class Outbox {
  readonly requests: OutboxRequest[] = []

  constructor(readonly source: Record<string, string> = {}) {}

  /** Keeps a request; returns its id. */
  add(request: Omit<OutboxRequest, 'id' | 'body'> & { payload: Payload }): string {
    const id = randomUUID()
    const { payload, ...rest } = request
    this.requests.push({ id, ...rest, body: storeBody(payload) })
    return id
  }

  /** Gives a kept request back its original id (a replay's request that is deferred again). */
  rename(from: string, to: string): void {
    const entry = this.requests.find((r) => r.id === from)
    if (entry) entry.id = to
  }

  get size(): number {
    return this.requests.length
  }

  document(): OutboxDocument {
    return {
      format: FORMAT,
      version: 1,
      created: new Date().toISOString(),
      source: this.source,
      requests: this.requests
    }
  }

  /** Writes `dir/records-outbox.json`; returns its path. */
  async write(dir: string): Promise<string> {
    await mkdir(dir, { recursive: true })
    const file = path.join(dir, OUTBOX_FILE)
    await writeFile(file, JSON.stringify(this.document()), 'utf8')
    return file
  }
}

function storeBody(payload: Payload): StoredBody {
  if (payload.kind === 'json') return { kind: 'json', value: payload.value }
  const files: Record<string, StoredFile> = {}
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

/** The payload a stored request was built from, bytes restored. */
export function payloadOf(request: OutboxRequest): Payload {
  const body = request.body
  if (body.kind === 'json') return { kind: 'json', value: body.value }
  const files: Record<string, Attachment> = {}
  for (const [name, f] of Object.entries(body.files)) {
    files[name] = {
      filename: f.filename,
      data: Buffer.from(f.data, 'base64'),
      ...(f.contentType ? { contentType: f.contentType } : {})
    }
  }
  return { kind: 'form', parts: { jsonFields: body.fields, files } }
}

/**
 * The requests of an outbox file, or of every outbox file under a folder (as
 * actions/download-artifact leaves them), in order. Throws naming the file that is not one.
 */
export async function readOutbox(where: string): Promise<OutboxRequest[]> {
  const files = (await stat(where)).isDirectory() ? await outboxFiles(where) : [where]
  const requests: OutboxRequest[] = []
  const seen = new Set<string>()
  for (const file of files) {
    for (const r of parseOutbox(await readFile(file, 'utf8'), file)) {
      if (seen.has(r.id)) continue
      seen.add(r.id)
      requests.push(r)
    }
  }
  return requests
}

async function outboxFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name === OUTBOX_FILE)
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

function parseOutbox(text: string, file: string): OutboxRequest[] {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    throw new Error(`${file} is not an outbox: not JSON`)
  }
  const d = doc as Partial<OutboxDocument>
  if (d?.format !== FORMAT || d.version !== 1 || !Array.isArray(d.requests)) {
    throw new Error(`${file} is not an outbox of records-action (format ${FORMAT}, version 1)`)
  }
  for (const [i, r] of d.requests.entries()) {
    const ok =
      typeof r?.id === 'string' &&
      r.method === 'POST' &&
      Array.isArray(r.path) &&
      r.path.every((s: unknown) => typeof s === 'string' && s !== '') &&
      (r.body?.kind === 'json' || (r.body?.kind === 'form' && typeof r.body.files === 'object'))
    if (!ok) throw new Error(`${file}: request ${i + 1} is not a request of an outbox`)
  }
  return d.requests
}
