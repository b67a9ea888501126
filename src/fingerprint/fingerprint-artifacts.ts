/**
 * Artifacts → their fingerprints. The artifacts come resolved from the inputs
 * (src/inputs/artifact-inputs.ts): each names a file, a folder or an image that was there when read.
 */
import path from 'node:path'
import { errorMessage } from '../errors.js'
import type { NamedArtifact, ReadArtifact } from '../results.js'
import { byteStringToBuffer } from '../util/byte-strings.js'
import { mapLimit } from '../util/pool.js'
import { dirSha256 } from './dir.js'
import { fileSha256 } from './file-digest.js'
import type { OciOptions } from './oci.js'

/** Files hashed at once: a large one streams, mostly waiting (a small one is read whole, file.ts). */
const FILES_AT_ONCE = 8

interface FingerprintOptions {
  /** Exclude patterns for dir artifacts (the directory's .kosli_ignore is read as well). */
  excludes: string[]
  cwd: string
  oci?: OciOptions
}

async function fingerprintOne(a: NamedArtifact, opts: FingerprintOptions): Promise<string> {
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
 * Reads each artifact: files a few at once, then the others one after the other (each is
 * parallel inside). A given fingerprint is taken as it is. A failure makes that artifact
 * `unreadable` with why (naming its path); the others still complete.
 */
export async function fingerprintArtifacts(
  list: NamedArtifact[],
  opts: FingerprintOptions
): Promise<ReadArtifact[]> {
  const one = async (a: NamedArtifact): Promise<ReadArtifact> => {
    if (a.givenFingerprint) return { ...a, stage: 'fingerprinted', fingerprint: a.givenFingerprint }
    try {
      return { ...a, stage: 'fingerprinted', fingerprint: await fingerprintOne(a, opts) }
    } catch (err) {
      return { ...a, stage: 'unreadable', error: errorMessage(err) }
    }
  }
  const files = await mapLimit(list, FILES_AT_ONCE, async (a) =>
    a.type === 'file' ? one(a) : undefined
  )
  const out: ReadArtifact[] = []
  for (const [i, a] of list.entries()) out.push(files[i] ?? (await one(a)))
  return out
}
