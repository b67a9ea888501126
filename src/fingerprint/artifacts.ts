/**
 * The `artifacts` input → a list of artifacts → their fingerprints.
 * Each line is `[template-name=]path-or-glob` (or an image reference for docker/oci).
 * Resolution checks every line (and throws InputError) before any fingerprint is computed; the
 * `template-name=` prefix is read in inputs/artifacts.ts.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { InputError, errorMessage } from '../errors.js'
import type { ArtifactOutcome, ArtifactType } from '../results.js'
import { parseArtifactLines, type ArtifactLine } from '../inputs/artifacts.js'
import {
  byteStringToBuffer,
  displayByteString,
  goString,
  isUtf8ByteString,
  toByteString
} from '../util/byte-strings.js'
import { dirSha256 } from './dir.js'
import { fileSha256 } from './file.js'
import type { OciOptions } from './oci.js'
import { parseImageReference } from './image-ref.js'
import { displayPath as relativeOrAbsolute } from '../util/paths.js'
import { mapLimit } from '../util/pool.js'

/** Go filepath.Base: the CLI's `filename` for file and dir artifacts. */
export function goBase(p: string): string {
  if (p === '') return '.'
  const trimmed = p.replace(/\/+$/, '')
  if (trimmed === '') return '/'
  return trimmed.slice(trimmed.lastIndexOf('/') + 1)
}

interface ResolveOptions {
  lines: string[]
  type: 'auto' | ArtifactType
  cwd: string
  fingerprint?: string
  artifactName?: string
}

/** Files stat-ed or hashed at once: enough to hide the thread pool's round trips. */
const STATS_AT_ONCE = 8

function hasGlobMeta(s: string): boolean {
  return /[*?[]/.test(s)
}

/** The matches as absolute byte-string paths (file names are bytes), sorted by their bytes. */
async function expandGlob(spec: string, cwd: string, dirs: boolean): Promise<string[]> {
  // Loaded only for a glob: a plain path needs none of it (start-up, docs/startup.md).
  const { globPaths, globEscape } = await import('../fs/glob.js')
  const pattern = path.isAbsolute(spec) ? spec : `${globEscape(cwd)}/${spec}`
  const matches = await globPaths(pattern, { matchDirectories: dirs, implicitDescendants: false })
  const kinds = await mapLimit(matches, STATS_AT_ONCE, async (abs) => {
    const st = await stat(byteStringToBuffer(abs)).catch(() => undefined)
    return st && st.isDirectory() === dirs
  })
  // A byte string's code units are its bytes: the default order is byte order.
  return matches.filter((_, i) => kinds[i]).sort()
}

/** A matched byte-string path as the user would write it (src/util/paths.ts), shown escaped. */
function displayPath(abs: string, cwd: string): string {
  return displayByteString(relativeOrAbsolute(abs, toByteString(cwd)))
}

async function resolveLine(l: ArtifactLine, type: ResolveOptions['type'], cwd: string) {
  const base = l.templateName ? { templateName: l.templateName } : {}
  if (type === 'docker' || type === 'oci') {
    if (type === 'oci') {
      try {
        parseImageReference(l.spec)
      } catch (err) {
        throw new InputError(
          'artifacts',
          l.line,
          `is not a valid image reference (${errorMessage(err)})`
        )
      }
    }
    return [{ name: l.spec, path: l.spec, type, ...base }] as ArtifactOutcome[]
  }
  if (!hasGlobMeta(l.spec)) {
    const st = await stat(path.resolve(cwd, l.spec)).catch(() => undefined)
    if (!st) throw new InputError('artifacts', l.line, 'matches no file')
    if (st.isDirectory()) {
      if (type === 'file')
        throw new InputError('artifacts', l.line, "is a directory, but artifact-type is 'file'")
      return [{ name: goBase(l.spec), path: l.spec, type: 'dir', ...base }] as ArtifactOutcome[]
    }
    if (type === 'dir')
      throw new InputError('artifacts', l.line, "is not a directory, but artifact-type is 'dir'")
    return [{ name: goBase(l.spec), path: l.spec, type: 'file', ...base }] as ArtifactOutcome[]
  }
  const wantDirs = type === 'dir'
  const found = await expandGlob(l.spec, cwd, wantDirs)
  if (found.length === 0) {
    throw new InputError('artifacts', l.line, wantDirs ? 'matches no directory' : 'matches no file')
  }
  // The `filename` sent is the base name as Go's JSON encoding sends it (docs/compatibility.md §5.1).
  return found.map((abs) => ({
    name: goString(path.basename(abs)),
    path: displayPath(abs, cwd),
    ...(isUtf8ByteString(abs) ? {} : { fsPath: abs }),
    type: wantDirs ? 'dir' : 'file',
    ...base
  })) as ArtifactOutcome[]
}

/**
 * Resolves the `artifacts` lines (or a bare `fingerprint` + `artifactName`) into artifacts
 * without fingerprints (except a given one). An existing directory is one `dir` artifact; a
 * file or glob gives one `file` artifact per matched regular file; duplicates appear once.
 */
export async function resolveArtifacts(opts: ResolveOptions): Promise<ArtifactOutcome[]> {
  const lines = parseArtifactLines(opts.lines)
  // The `fingerprint` input was checked where it was read (inputs/artifacts.ts).
  const fp = opts.fingerprint?.trim() || undefined
  const name = opts.artifactName?.trim() || undefined
  if (lines.length === 0) {
    if (fp === undefined) return []
    if (name === undefined)
      throw new InputError(
        'artifact-name',
        '',
        'is required when fingerprint is given without artifacts'
      )
    const type: ArtifactType = opts.type === 'auto' ? 'file' : opts.type
    return [{ name, path: '', type, fingerprint: fp }]
  }
  const seen = new Set<string>()
  const out: ArtifactOutcome[] = []
  for (const l of lines) {
    for (const a of await resolveLine(l, opts.type, opts.cwd)) {
      const key =
        a.type === 'docker' || a.type === 'oci'
          ? `${a.type}:${a.path}`
          : (a.fsPath ?? toByteString(path.resolve(opts.cwd, a.path)))
      if (seen.has(key)) continue
      seen.add(key)
      out.push(a)
    }
  }
  if ((fp !== undefined || name !== undefined) && out.length !== 1) {
    const [input, value] =
      fp !== undefined ? ['fingerprint', fp] : ['artifact-name', name as string]
    throw new InputError(
      input,
      value,
      `applies to a single artifact, but artifacts gives ${out.length}`
    )
  }
  if (name === undefined && fp === undefined) return out
  // The one artifact, named and fingerprinted as the inputs say.
  return [
    { ...out[0], ...(name !== undefined && { name }), ...(fp !== undefined && { fingerprint: fp }) }
  ]
}

interface FingerprintOptions {
  /** Exclude patterns for dir artifacts (the directory's .kosli_ignore is read as well). */
  excludes: string[]
  cwd: string
  oci?: OciOptions
}

async function fingerprintOne(a: ArtifactOutcome, opts: FingerprintOptions): Promise<string> {
  switch (a.type) {
    case 'file':
      if (a.fsPath !== undefined) return fileSha256(byteStringToBuffer(a.fsPath), a.path)
      return fileSha256(path.resolve(opts.cwd, a.path))
    case 'dir':
      if (a.fsPath !== undefined) return dirSha256(a.fsPath, opts.excludes, { byteString: true })
      return dirSha256(a.path, opts.excludes, { cwd: opts.cwd })
    case 'docker':
      return (await import('./docker.js')).dockerFingerprint(a.path)
    case 'oci':
      // Registry code (TLS) is loaded only for images.
      return (await import('./oci.js')).ociFingerprint(a.path, opts.oci)
  }
}

/**
 * Computes each missing fingerprint: files a few at once, then the others one after the other
 * (each is parallel inside).
 * A failure sets that artifact's `error` (naming its path); the others still complete.
 */
export async function fingerprintArtifacts(
  list: ArtifactOutcome[],
  opts: FingerprintOptions
): Promise<ArtifactOutcome[]> {
  const one = async (a: ArtifactOutcome): Promise<ArtifactOutcome> => {
    if (a.fingerprint || a.error) return { ...a }
    try {
      return { ...a, fingerprint: await fingerprintOne(a, opts) }
    } catch (err) {
      return { ...a, error: errorMessage(err) }
    }
  }
  // Files first, a few at once: each is a handful of small reads, mostly waiting.
  const files = await mapLimit(list, STATS_AT_ONCE, async (a) =>
    a.type === 'file' ? one(a) : undefined
  )
  const out: ArtifactOutcome[] = []
  for (const [i, a] of list.entries()) out.push(files[i] ?? (await one(a)))
  return out
}
