/**
 * The `attachment_file` for the JUnit reports (docs/compatibility.md §3): one file → its bytes as is,
 * named by its base name; several → a gzip tar `evidence.tgz` whose entries are the paths
 * relative to the workspace (regular files only, no directory entries). The service's 10 MB
 * limit is checked here, before anything is sent.
 */
import { lstat, readFile } from 'node:fs/promises'
import path from 'node:path'
import { create as createTar } from 'tar'
import { MAX_ATTACHMENT_BYTES, type Attachment } from '../api/models.js'
import { formatBytes } from './limits.js'

export class AttachmentTooLargeError extends Error {
  constructor(
    readonly filename: string,
    readonly bytes: number,
    readonly limit: number,
    atLeast = false
  ) {
    super(
      `the JUnit attachment ${filename} is ${atLeast ? 'more than ' : ''}${formatBytes(bytes)} (${bytes} bytes), over the service's ${formatBytes(limit)} limit for attachments (${limit} bytes): narrow the 'junit' globs or set 'attach-results: false'`
    )
    this.name = 'AttachmentTooLargeError'
  }
}

/** Entry name of a file in the tarball: relative to cwd, or the absolute path without its `/`. */
function entryName(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs)
  if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel))
    return rel.split(path.sep).join('/')
  return abs
    .replace(/^[A-Za-z]:/, '')
    .replace(/^[/\\]+/, '')
    .split(path.sep)
    .join('/')
}

export async function buildEvidence(
  files: string[],
  cwd: string,
  limit = MAX_ATTACHMENT_BYTES
): Promise<Attachment> {
  if (files.length === 0) throw new Error('no files to attach')
  const root = path.resolve(cwd)
  const abs = files.map((f) => path.resolve(root, f))
  for (const f of abs) {
    const s = await lstat(f)
    if (!s.isFile()) throw new Error(`cannot attach ${f}: not a regular file`)
  }
  if (abs.length === 1) {
    const filename = path.basename(abs[0])
    const size = (await lstat(abs[0])).size
    if (size > limit) throw new AttachmentTooLargeError(filename, size, limit)
    return { filename, data: await readFile(abs[0]), contentType: 'application/octet-stream' }
  }
  const filename = 'evidence.tgz'
  // Absolute entry names are what tar reads; `preservePaths: false` strips a leading `/`.
  const names = abs.map((f) => entryName(f, root))
  const insideRoot = names.every((n, i) => path.resolve(root, n) === abs[i])
  const stream = createTar(
    { gzip: true, portable: true, cwd: insideRoot ? root : '/', noDirRecurse: true },
    insideRoot ? names : abs
  )
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new AttachmentTooLargeError(filename, size, limit, true)
    chunks.push(chunk)
  }
  return { filename, data: Buffer.concat(chunks), contentType: 'application/octet-stream' }
}
