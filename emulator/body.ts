/** Reading request bodies; multipart is parsed by the platform (`Request.formData()`). */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AttachmentInfo, RecordedParts } from './types.js'

/** One value of a parsed form: text, or a file. */
export type FormPart = NonNullable<ReturnType<FormData['get']>>

export interface RawBody {
  /** The bytes, or null when the body was larger than the limit (then drained, not kept). */
  bytes: Buffer | null
  size: number
}

/** Reads the whole body; past `limit` bytes it keeps reading but drops the data. */
export function readBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else chunks.length = 0
    })
    req.on('end', () => resolve({ bytes: size <= limit ? Buffer.concat(chunks) : null, size }))
    req.on('error', reject)
  })
}

export const isMultipart = (contentType: string | null): boolean =>
  contentType !== null && /^multipart\/form-data\s*;/i.test(contentType)

/** Parses a multipart/form-data body; throws when it is not well formed. */
export async function parseMultipart(contentType: string, bytes: Buffer): Promise<FormData> {
  const request = new Request('http://emulator.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: bytes,
    duplex: 'half'
  } as RequestInit)
  return request.formData()
}

/** Size, digest and name of a file part (or of a text part sent where a file was expected). */
export async function attachmentInfo(part: FormPart): Promise<AttachmentInfo> {
  if (typeof part === 'string') {
    const data = Buffer.from(part, 'utf8')
    return {
      filename: '',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      content_type: ''
    }
  }
  const data = Buffer.from(await part.arrayBuffer())
  return {
    filename: part.name,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    content_type: part.type
  }
}

/** The text of the `data_json` part, whether sent as a field or as a file. */
export async function partText(part: FormPart): Promise<string> {
  return typeof part === 'string' ? part : part.text()
}

/** What the parts were, for the request log. */
export async function describeParts(form: FormData): Promise<RecordedParts> {
  const parts: RecordedParts = { names: [...form.keys()] }
  const data = form.get('data_json')
  if (data !== null) {
    const text = await partText(data)
    try {
      parts.data_json = JSON.parse(text)
    } catch {
      parts.data_json = text
    }
  }
  const file = form.get('attachment_file')
  if (file !== null) parts.attachment_file = await attachmentInfo(file)
  return parts
}

/** A request's body as the emulator keeps it. */
export interface ReceivedBody {
  contentType: string | null
  /** The bytes, or null when the body was larger than the limit. */
  bytes: Buffer | null
  /** The parsed form, when the body was multipart and well formed. */
  form: FormData | null
  /** What the parts were, for the request log (null unless `form` is set). */
  parts: RecordedParts | null
}

/** Reads the body up to `limit` bytes and parses it when multipart; a bad form stays unparsed. */
export async function receiveBody(req: IncomingMessage, limit: number): Promise<ReceivedBody> {
  const contentType = req.headers['content-type'] ?? null
  const { bytes } = await readBody(req, limit)
  let form: FormData | null = null
  let parts: RecordedParts | null = null
  if (bytes && contentType && isMultipart(contentType)) {
    try {
      form = await parseMultipart(contentType, bytes)
      parts = await describeParts(form)
    } catch {
      form = null
    }
  }
  return { contentType, bytes, form, parts }
}
