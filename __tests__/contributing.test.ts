/**
 * The doors stay true as files are added: docs/README.md indexes every note in docs/, and
 * CONTRIBUTING.md's code map names every folder and top-level file of src/. A path either one
 * writes out (`src/…`, `__tests__/…`) exists, unless it is a placeholder (`<name>`) or the
 * example of a recipe.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const text = (rel: string) => readFileSync(path.join(root, rel), 'utf8')

/** The first cell of each row of the first table after `heading`, backticks and links kept. */
function firstCells(markdown: string, heading: string): string[] {
  const from = markdown.indexOf(heading)
  expect(from).toBeGreaterThanOrEqual(0)
  const lines = markdown.slice(from).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const table = lines.slice(
    start,
    lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  )
  return table.slice(2).map((l) => l.split('|')[1].trim())
}

/** The paths under the repository's own folders that a text writes out in backticks. */
function pathsWritten(markdown: string): string[] {
  const found = markdown.matchAll(/`((?:src|__tests__|docs|script|bench|emulator|demo)\/[^`\s]*)`/g)
  return [...found].map((m) => m[1].replace(/[#:].*$/, ''))
}

/** A recipe's example of a file still to be written (CONTRIBUTING.md, "A new artifact type"). */
const EXAMPLES = ['src/fingerprint/helm.ts']

describe('docs/README.md', () => {
  it('indexes every note in docs/, each once', () => {
    const linked = firstCells(text('docs/README.md'), '| note').map(
      (cell) => /^\[[^\]]+\]\(([^)#]+)\)$/.exec(cell)?.[1]
    )
    const notes = readdirSync(path.join(root, 'docs')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md'
    )
    expect([...linked].sort()).toEqual(notes.sort())
  })
})

describe("CONTRIBUTING.md's code map", () => {
  it('names every folder and every top-level file of src/', () => {
    const mapped = new Set(firstCells(text('CONTRIBUTING.md'), '## The code map'))
    const src = readdirSync(path.join(root, 'src'), { withFileTypes: true }).map((e) =>
      e.isDirectory() ? `\`src/${e.name}/\`` : `\`src/${e.name}\``
    )
    expect(src.length).toBeGreaterThan(10)
    expect(src.filter((entry) => !mapped.has(entry))).toEqual([])
  })
})

describe('paths written out in the doors', () => {
  it('exist, but for placeholders and the recipes’ examples', () => {
    for (const doc of ['CONTRIBUTING.md', 'docs/README.md']) {
      const written = pathsWritten(text(doc)).filter((p) => !p.includes('<'))
      expect(written.length).toBeGreaterThan(0)
      const missing = written.filter(
        (p) => !EXAMPLES.includes(p) && !existsSync(path.join(root, p))
      )
      expect([doc, missing]).toEqual([doc, []])
    }
    expect(pathsWritten('see `src/a.ts#L3` and `docs/x.md:12`')).toEqual(['src/a.ts', 'docs/x.md'])
  })
})
