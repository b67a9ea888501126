/**
 * The `attachment_file` for the JUnit reports (docs/compatibility.md §3): one file → its bytes as is,
 * named by its base name; several → a gzip tar `evidence.tgz` whose entries are the paths
 * relative to the workspace (regular files only, no directory entries). The service's 10 MB
 * limit is checked here, before anything is sent.
 *
 * `attach-results`: `auto` (the default) never fails a good run: a single file over
 * the limit is sent as `evidence.tgz` when that fits (JUnit XML compresses 10–30×), and reports
 * that do not fit even compressed are left out with a warning. `true` does the same but fails
 * before sending when they do not fit. `false` never attaches.
 *
 * File names are bytes (src/util/byte-strings.ts): a report whose name is not UTF-8 is read by
 * its bytes and named with goString (U+FFFD per bad byte; docs/compatibility.md §3).
 */
import { lstat, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ReadEntry } from 'tar'
import {
  byteStringToBuffer,
  displayByteString,
  goString,
  isUtf8ByteString,
  toByteString
} from '../util/byte-strings.js'
import type { Attachment } from '../api/models.js'
import { MAX_ATTACHMENT_BYTES } from '../api/rules.js'
import { AttachmentTooLargeError } from './junit-errors.js'
import { formatBytes } from './parse-limits.js'
import { relativeInside } from '../util/paths.js'

export type AttachMode = 'auto' | 'true' | 'false'

const TGZ = 'evidence.tgz'

function tooLargeText(files: number, reportBytes: number, limit: number): string {
  const what = files === 1 ? 'the JUnit report is' : `the ${files} JUnit reports are`
  return (
    `${what} ${formatBytes(reportBytes)} (${reportBytes} bytes), and more than ` +
    `${formatBytes(limit)} even as a gzip tar (${TGZ}): over the service's ${formatBytes(limit)} ` +
    `limit for attachments (${limit} bytes)`
  )
}

/** What was attached, for the result and the summary. */
export interface EvidenceInfo {
  filename: string
  /** Bytes of the attachment as sent. */
  bytes: number
  /** true when the attachment is a gzip tar (several reports, or one too large as is). */
  compressed: boolean
  /** Bytes of the report files themselves. */
  reportBytes: number
  files: number
}

export interface Evidence {
  attachment?: Attachment
  info?: EvidenceInfo
  /** Set when `auto` left the reports out: how big, the limit, and what to do. */
  warning?: string
}

/** Entry name of a file in the tarball: relative to cwd, or the absolute path without its `/`. */
function entryName(abs: string, cwd: string): string {
  const rel = relativeInside(cwd, abs)
  if (rel) return rel
  return abs
    .replace(/^[A-Za-z]:/, '')
    .replace(/^[/\\]+/, '')
    .split(path.sep)
    .join('/')
}

/**
 * A file whose name is not UTF-8, which the tar library cannot open by name: its entry, named
 * with goString, and its bytes read here.
 */
async function bytesEntry(
  { Header, ReadEntry }: typeof import('tar'),
  name: string,
  file: string
): Promise<ReadEntry> {
  const fsPath = byteStringToBuffer(file)
  const [st, data] = await Promise.all([lstat(fsPath), readFile(fsPath)])
  const header = new Header({
    path: goString(name),
    mode: st.mode & 0o7777,
    size: data.length,
    type: 'File',
    mtime: st.mtime
  })
  const entry = new ReadEntry(header)
  queueMicrotask(() => entry.end(data))
  return entry
}

/**
 * The gzip tar of the files (absolute byte-string paths), or undefined as soon as it grows over
 * the limit. The tar library is loaded only here: one report is attached as it is.
 */
async function tarGzip(abs: string[], root: string, limit: number): Promise<Buffer | undefined> {
  const tar = await import('tar')
  // Absolute entry names are what tar reads; `preservePaths: false` strips a leading `/`.
  const names = abs.map((f) => entryName(f, root))
  const insideRoot = names.every((n, i) => path.resolve(root, n) === abs[i])
  const stream = new tar.Pack({
    gzip: true,
    portable: true,
    cwd: insideRoot ? displayByteString(root) : '/',
    noDirRecurse: true
  })
  for (const [i, file] of abs.entries()) {
    const name = insideRoot ? names[i] : file
    if (isUtf8ByteString(file)) stream.add(displayByteString(name))
    else stream.add(await bytesEntry(tar, names[i], file))
  }
  stream.end()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return undefined // leaving the loop ends the stream
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The attachment for `files` (byte-string paths, absolute or relative to cwd) under `mode`.
 * Throws on an unreadable file, and with `true` (AttachmentTooLargeError) when the reports do
 * not fit even compressed.
 */
export async function prepareEvidence(
  files: string[],
  cwd: string,
  mode: AttachMode,
  limit = MAX_ATTACHMENT_BYTES
): Promise<Evidence> {
  if (mode === 'false' || files.length === 0) return {}
  const root = toByteString(path.resolve(cwd))
  const abs = files.map((f) => path.resolve(root, f))
  let reportBytes = 0
  for (const f of abs) {
    const s = await lstat(byteStringToBuffer(f))
    if (!s.isFile()) throw new Error(`cannot attach ${displayByteString(f)}: not a regular file`)
    reportBytes += s.size
  }
  const base = { reportBytes, files: abs.length }
  if (abs.length === 1 && reportBytes <= limit) {
    const filename = goString(path.basename(abs[0]))
    const data = await readFile(byteStringToBuffer(abs[0]))
    return {
      attachment: { filename, data, contentType: 'application/octet-stream' },
      info: { filename, bytes: data.length, compressed: false, ...base }
    }
  }
  const data = await tarGzip(abs, root, limit)
  if (data) {
    return {
      attachment: { filename: TGZ, data, contentType: 'application/octet-stream' },
      info: { filename: TGZ, bytes: data.length, compressed: true, ...base }
    }
  }
  const filename = abs.length === 1 ? goString(path.basename(abs[0])) : TGZ
  if (mode === 'true') {
    const reason = tooLargeText(abs.length, reportBytes, limit)
    throw new AttachmentTooLargeError(filename, reportBytes, limit, reason)
  }
  return {
    warning:
      `The JUnit reports were not attached: ${tooLargeText(abs.length, reportBytes, limit)}. ` +
      `The attestation is sent without them. To attach them, narrow the 'junit' globs (or ` +
      `split the reports over several steps with different attestation names); to stop this ` +
      `warning, set 'attach-results: false'.`
  }
}

/** `attach-results: true` for these files: the attachment, or AttachmentTooLargeError. */
export async function buildEvidence(
  files: string[],
  cwd: string,
  limit = MAX_ATTACHMENT_BYTES
): Promise<Attachment> {
  if (files.length === 0) throw new Error('no files to attach')
  const { attachment } = await prepareEvidence(files, cwd, 'true', limit)
  return attachment as Attachment
}
