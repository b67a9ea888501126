/**
 * The `artifacts` lines resolved on disk: what each one names — a file, a folder, every match of
 * a glob, an image reference — as artifacts still to fingerprint, each once, in order. A line
 * that names nothing is refused here, naming the line, before anything is fingerprinted.
 */
import { statSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError, errorMessage } from '../errors.js'
import { goBase } from '../fingerprint/goglob.js'
import { parseImageReference } from '../fingerprint/image-ref.js'
import type { NamedArtifact, ArtifactType } from '../results.js'
import {
  byteStringToBuffer,
  displayByteString,
  goString,
  isUtf8ByteString,
  toByteString
} from '../util/byte-strings.js'
import { displayPath as relativeOrAbsolute } from '../util/paths.js'
import { parseArtifactLine, type ArtifactLine } from './artifact-lines.js'

/** The `artifact-type` input: one type for every line, or `auto` (told by what is on disk). */
export type InputArtifactType = 'auto' | ArtifactType

function hasGlobMeta(s: string): boolean {
  return /[*?[]/.test(s)
}

async function existing(cwd: string, spec: string) {
  return stat(path.resolve(cwd, spec)).catch(() => undefined)
}

/** The matches as absolute byte-string paths (file names are bytes), sorted by their bytes. */
async function expandGlob(spec: string, cwd: string, dirs: boolean): Promise<string[]> {
  // Loaded only for a glob: a plain path needs none of it (start-up, docs/startup.md).
  const { globPaths, globEscape } = await import('../fs/glob.js')
  const pattern = path.isAbsolute(spec) ? spec : `${globEscape(cwd)}/${spec}`
  const matches = await globPaths(pattern, { matchDirectories: dirs, implicitDescendants: false })
  // Blocking stats, as the walk's own (fs/glob.ts): answered from the kernel's cache, where a
  // round trip through the thread pool per match cost more than the call (1,000 artifacts).
  const kinds = matches.map((abs) => {
    try {
      return statSync(byteStringToBuffer(abs)).isDirectory() === dirs
    } catch {
      return false // vanished or unreadable since the walk: not a match
    }
  })
  // A byte string's code units are its bytes: the default order is byte order.
  return matches.filter((_, i) => kinds[i]).sort()
}

/** A matched byte-string path as the user would write it (src/util/paths.ts), shown escaped. */
function displayPath(abs: string, cwd: string): string {
  return displayByteString(relativeOrAbsolute(abs, toByteString(cwd)))
}

/**
 * Whether a line that matches no file looks like an image reference: a valid one with a
 * registry host, a `:tag` or an `@sha256:` digest (a bare word is more likely a missing file).
 */
function looksLikeImage(spec: string): boolean {
  try {
    const ref = parseImageReference(spec)
    const host = spec.includes('/') && /[.:]|^localhost$/.test(spec.slice(0, spec.indexOf('/')))
    return host || ref.tag !== undefined || ref.digest !== undefined
  } catch {
    return false
  }
}

function noFile(l: ArtifactLine, type: InputArtifactType): InputError {
  if (type !== 'auto' || l.type !== undefined || !looksLikeImage(l.spec)) {
    return new InputError('artifacts', l.line, 'matches no file')
  }
  // The line as it should be written keeps its template name: `docker:backend=ghcr.io/…`.
  const named = l.templateName === undefined ? l.spec : `${l.templateName}=${l.spec}`
  return new InputError(
    'artifacts',
    l.line,
    'matches no file, and looks like an image reference: for an image, set artifact-type to ' +
      `docker or oci, or write the line as docker:${named} or oci:${named}`
  )
}

function imageArtifact(l: ArtifactLine, type: 'docker' | 'oci'): NamedArtifact {
  if (type === 'oci') {
    try {
      parseImageReference(l.spec)
    } catch (err) {
      const reason = `is not a valid image reference (${errorMessage(err)})`
      throw new InputError('artifacts', l.line, reason)
    }
  }
  return {
    name: l.spec,
    path: l.spec,
    type,
    ...(l.templateName && { templateName: l.templateName })
  }
}

/** A line without wildcards: the file or folder it names, checked against the type asked for. */
async function pathArtifact(
  l: ArtifactLine,
  type: InputArtifactType,
  cwd: string
): Promise<NamedArtifact> {
  const st = await existing(cwd, l.spec)
  if (!st) throw noFile(l, type)
  const found: ArtifactType = st.isDirectory() ? 'dir' : 'file'
  if (type === 'file' && found === 'dir') {
    throw new InputError('artifacts', l.line, "is a directory, but artifact-type is 'file'")
  }
  if (type === 'dir' && found === 'file') {
    throw new InputError('artifacts', l.line, "is not a directory, but artifact-type is 'dir'")
  }
  const base = l.templateName ? { templateName: l.templateName } : {}
  return { name: goBase(l.spec), path: l.spec, type: found, ...base }
}

/** A glob: one artifact per match (folders for `dir`, else files). */
async function globArtifacts(
  l: ArtifactLine,
  type: InputArtifactType,
  cwd: string
): Promise<NamedArtifact[]> {
  const dirs = type === 'dir'
  const found = await expandGlob(l.spec, cwd, dirs)
  if (found.length === 0) {
    throw new InputError('artifacts', l.line, dirs ? 'matches no directory' : 'matches no file')
  }
  // The `filename` sent is the base name as Go's JSON encoding sends it (docs/compatibility.md §5.1).
  return found.map((abs) => ({
    name: goString(path.basename(abs)),
    path: displayPath(abs, cwd),
    ...(isUtf8ByteString(abs) ? {} : { fsPath: abs }),
    type: dirs ? 'dir' : 'file',
    ...(l.templateName && { templateName: l.templateName })
  }))
}

async function resolveLine(
  l: ArtifactLine,
  inputType: InputArtifactType,
  cwd: string
): Promise<NamedArtifact[]> {
  // A file or folder named as the whole line (`docker:x`) keeps the meaning it always had.
  if (l.type !== undefined && (await existing(cwd, l.line))) {
    return resolveLine(parseArtifactLine(l.line, false), inputType, cwd)
  }
  const type = l.type ?? inputType
  if (type === 'docker' || type === 'oci') return [imageArtifact(l, type)]
  if (hasGlobMeta(l.spec)) return globArtifacts(l, type, cwd)
  return [await pathArtifact(l, type, cwd)]
}

/** The key that tells two artifacts apart: the image, or the file or folder opened. */
function identity(a: NamedArtifact, cwd: string): string {
  if (a.type === 'docker' || a.type === 'oci') return `${a.type}:${a.path}`
  return a.fsPath ?? toByteString(path.resolve(cwd, a.path))
}

/**
 * The artifacts the lines name under `artifact-type` (`inputType`), in order, each once: an
 * existing directory is one `dir` artifact, a file one `file` artifact, a glob one artifact
 * per match, an image reference one `docker` or `oci` artifact. Throws InputError naming the
 * line for a line that names nothing (or the wrong kind of thing).
 */
export async function resolveArtifactLines(
  lines: string[],
  inputType: InputArtifactType,
  cwd: string
): Promise<NamedArtifact[]> {
  const parsed = lines.map((line) => parseArtifactLine(line, inputType === 'auto'))
  const seen = new Set<string>()
  const out: NamedArtifact[] = []
  for (const l of parsed) {
    for (const a of await resolveLine(l, inputType, cwd)) {
      const key = identity(a, cwd)
      if (seen.has(key)) continue
      seen.add(key)
      out.push(a)
    }
  }
  return out
}
