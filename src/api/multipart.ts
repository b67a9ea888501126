/**
 * multipart/form-data bodies, encoded by the platform (FormData + Response) so the boundary and
 * part headers are standard. The bytes are produced once and replayed on every retry.
 */
import type { Attachment } from './models.js'

/** A form: JSON fields (sent compact, as plain string parts) and optional files. */
export interface FormParts {
  jsonFields: Record<string, unknown>
  files?: Record<string, Attachment | undefined>
}

export interface EncodedForm {
  bytes: Buffer
  /** `multipart/form-data; boundary=…` */
  contentType: string
}

export async function encodeForm(parts: FormParts): Promise<EncodedForm> {
  const form = new FormData()
  for (const [name, value] of Object.entries(parts.jsonFields)) {
    // A plain string part without its own Content-Type, as the CLI sends data_json.
    form.append(name, JSON.stringify(value))
  }
  for (const [name, file] of Object.entries(parts.files ?? {})) {
    if (!file) continue
    const type = file.contentType ?? 'application/octet-stream'
    form.append(name, new Blob([file.data], { type }), file.filename)
  }
  const response = new Response(form)
  const contentType = response.headers.get('content-type')
  if (!contentType) throw new Error('FormData encoding produced no content type')
  return { bytes: Buffer.from(await response.arrayBuffer()), contentType }
}

/** The dry-run description of a form, in the CLI's words (docs/compatibility.md §12.7). */
export function describeForm(parts: FormParts): string[] {
  const lines: string[] = []
  for (const [name, value] of Object.entries(parts.jsonFields)) {
    lines.push(`Field: ${name}, Value: ${JSON.stringify(value, null, 4)}`)
  }
  for (const [name, file] of Object.entries(parts.files ?? {})) {
    if (!file) continue
    lines.push(`File: ${name}, Filename: ${file.filename}, Size: ${file.data.byteLength} bytes`)
  }
  return lines
}
