/**
 * Golden files: a text compared with the one kept in __tests__/golden/, or written there when
 * UPDATE_GOLDEN=1. What varies from run to run is replaced by placeholders first (`normalised`),
 * so a golden file changes only when what the text says changes.
 */
import { expect } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const GOLDEN_DIR = path.join(process.cwd(), '__tests__', 'golden')

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `text` with what changes between runs replaced: each folder of `dirs` (the temp folders of a
 * run: its workspace, the runner's temp folder) by `<dir-N>`; loopback ports by `PORT`; each
 * commit SHA by `<sha-N>` (and its 7- or 12-character short forms by the same number), in
 * order of first appearance; times of day (the service's clock, when an outbox was written) by
 * `<time>`; the size of a gzip tar of the reports (it holds their files' times) by `<n>`. What
 * the reports and fixtures say (their durations, the paths a tool wrote) is kept: it does not
 * vary.
 */
export function normalised(text: string, dirs: string[] = []): string {
  let out = text
  dirs
    .filter((d) => d !== '')
    .forEach((dir, i) => {
      out = out.replace(new RegExp(escapeRegExp(dir), 'g'), `<dir-${i + 1}>`)
    })
  out = out.replace(/\b(127\.0\.0\.1|localhost|\[::1\]):\d+/g, '$1:PORT')
  const shas = [...new Set(out.match(/\b[0-9a-f]{40}\b/g) ?? [])]
  shas.forEach((sha, i) => {
    const forms = new RegExp(`\\b(?:${sha}|${sha.slice(0, 12)}|${sha.slice(0, 7)})\\b`, 'g')
    out = out.replace(forms, (m) =>
      m.length === 40 ? `<sha-${i + 1}>` : `<sha-${i + 1}:${m.length}>`
    )
  })
  // A gzip tar holds the files' times, so its size moves by a byte or two.
  out = out.replace(/\([\d.,]+ (?:bytes|KiB|MiB), a gzip tar of/g, '(<n>, a gzip tar of')
  out = out.replace(
    /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}| UTC)?/g,
    '<time>'
  )
  return out
}

/**
 * Compares `text` with __tests__/golden/<name>.md (a failure shows the diff), or writes it
 * there when UPDATE_GOLDEN=1.
 */
export async function expectGolden(
  name: string,
  text: string,
  update = process.env.UPDATE_GOLDEN === '1'
): Promise<void> {
  const file = path.join(GOLDEN_DIR, `${name}.md`)
  if (update) {
    await writeFile(file, text)
    return
  }
  const golden = await readFile(file, 'utf8').catch(() => undefined)
  if (golden === undefined) {
    throw new Error(`${file} is missing: UPDATE_GOLDEN=1 npm test -- golden writes it`)
  }
  // Two strings: a failure shows them line by line, as a diff.
  expect(text).toBe(golden)
}
