/**
 * The fingerprint vectors (a copy of the shared vectors) and the builder of their declarative
 * trees: every tree T is built at W/cases/T of a fresh working folder W.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface Entry {
  path: string
  kind: 'file' | 'dir' | 'symlink'
  text?: string
  b64?: string
  target?: string
}
export interface DirVector {
  id: string
  tree: string
  dir_path: string
  excludes: string[]
  cwd?: string
  expected: string
  upstream_expected?: string
  trace?: Array<[string, string, string]>
}
export interface FileVector {
  id: string
  path: string
  expected: string
  upstream_expected?: string
}

const fixture = path.join(process.cwd(), '__tests__', 'fixtures', 'fingerprint-vectors.json')
export const vectors = JSON.parse(readFileSync(fixture, 'utf8')) as {
  trees: Record<string, Entry[]>
  dir_vectors: DirVector[]
  file_vectors: FileVector[]
}

/** Builds every tree in a new temp folder and returns it (the caller removes it). */
export function buildVectorTrees(): string {
  const W = mkdtempSync(path.join(tmpdir(), 'fp-vectors-'))
  for (const [tree, entries] of Object.entries(vectors.trees)) {
    const root = path.join(W, 'cases', tree)
    mkdirSync(root, { recursive: true })
    for (const e of entries) {
      const p = path.join(root, e.path)
      mkdirSync(path.dirname(p), { recursive: true })
      if (e.kind === 'dir') mkdirSync(p, { recursive: true })
      else if (e.kind === 'symlink') symlinkSync(e.target as string, p)
      else
        writeFileSync(
          p,
          e.b64 !== undefined ? Buffer.from(e.b64, 'base64') : Buffer.from(e.text ?? '', 'utf8')
        )
    }
  }
  return W
}
