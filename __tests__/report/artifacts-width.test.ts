/**
 * The artifacts table of an image run fits a 1000 px page as GitHub renders Markdown: a cell
 * is at least as wide as its longest unbreakable word, so the table is at least as wide as the
 * sum of those over its columns. Each image reference is shown once.
 */
import { describe, expect, it } from '@jest/globals'
import { renderSummary } from '../../src/report/summary.js'
import { FP, baseResult, reportedArtifacts } from './fixtures.js'

/** GitHub's Markdown body: 16 px text; a glyph of a path or reference at most this wide. */
const PX_PER_CHAR = 9
/** `table td, th { padding: 6px 13px }` and a 1 px border. */
const CELL_PADDING_PX = 27
/** The width left for a job summary's content on a 1000 px page (its margins and the frame). */
const CONTENT_PX = 900

/** A 60-character image reference, as a registry with a port and a deep repository gives. */
const REFERENCE = 'registry.example.com:5000/acme/platforms/backend-svc:1.24.13'

function decode(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** What a cell shows, one entry per line (`<br>`), without tags or attributes. */
function shownLines(cell: string): string[] {
  return cell.split('<br>').map((line) => decode(line.replace(/<[^>]*>/g, '')).trim())
}

/** The longest run a browser cannot break: a word between spaces. */
function longestWord(cell: string): number {
  const words = shownLines(cell).flatMap((line) => line.split(/\s+/))
  return Math.max(0, ...words.map((w) => [...w.replace(/\u2060/g, '')].length))
}

/** The artifacts table's rows (header first), each as its cells. */
function artifactsTable(md: string): string[][] {
  const at = md.indexOf('### Artifacts')
  const lines = md.slice(at).split('\n')
  const start = lines.findIndex((l) => l.startsWith('| Artifact'))
  const rows: string[][] = []
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break
    if (/^\|(-|:|\|)+$/.test(line)) continue
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim())
    )
  }
  return rows
}

/** The least width the table can take: per column, its longest word, plus the padding. */
function leastWidthPx(rows: string[][]): number {
  const columns = rows[0].length
  let px = 0
  for (let c = 0; c < columns; c++) {
    const chars = Math.max(...rows.map((r) => longestWord(r[c] ?? '')))
    px += chars * PX_PER_CHAR + CELL_PADDING_PX
  }
  return px
}

const imageRun = (reference: string) =>
  baseResult(
    reportedArtifacts([
      {
        name: reference,
        path: reference,
        type: 'docker',
        templateName: 'backend',
        fingerprint: FP
      },
      {
        name: 'ghcr.io/acme/web:1.0',
        path: 'ghcr.io/acme/web:1.0',
        type: 'oci',
        templateName: 'web',
        fingerprint: FP,
        state: 'deferred'
      },
      {
        name: 'shop.tar.gz',
        path: 'services/shop/build/distributions/shop-service-1.24.3.tar.gz',
        type: 'file',
        templateName: 'shop',
        fingerprint: FP,
        state: 'failed',
        detail: 'HTTP 500: the service could not store the artifact'
      }
    ])
  )

describe('the artifacts table of an image run', () => {
  it('fits a 1000 px page, and shows each image reference once', () => {
    expect(REFERENCE).toHaveLength(60)
    const md = renderSummary(imageRun(REFERENCE))
    const rows = artifactsTable(md)
    expect(rows).toHaveLength(4)
    expect(leastWidthPx(rows)).toBeLessThanOrEqual(CONTENT_PX)
    const table = rows.map((r) => r.join(' | ')).join('\n')
    for (const reference of [REFERENCE, 'ghcr.io/acme/web:1.0']) {
      expect(table.split(reference)).toHaveLength(2)
    }
    // What each row names stays there: the template and the file's path.
    expect(shownLines(rows[1][0])).toEqual([REFERENCE, 'template backend'])
    expect(shownLines(rows[3][0])).toEqual([
      'shop.tar.gz',
      'services/shop/build/distributions/shop-service-1.24.3.tar.gz · template shop'
    ])
  })

  it('a reference longer than the column is cut in the middle, the whole on hover', () => {
    const long = `${REFERENCE.replace(':1.24.13', '')}@sha256:${FP.slice(0, 64)}`
    const md = renderSummary(imageRun(long))
    const rows = artifactsTable(md)
    expect(leastWidthPx(rows)).toBeLessThanOrEqual(CONTENT_PX)
    const title = /title="([^"]*)"/.exec(rows[1][0])?.[1] ?? ''
    expect(decode(title).replace(/\u2060/g, '')).toBe(long)
    expect(longestWord(rows[1][0])).toBeLessThanOrEqual(60)
    // The start names the image; the digest is the fingerprint's column.
    expect(shownLines(rows[1][0])[0]).toMatch(/^registry\.example\.com:5000\/acme\/platforms\/.*…/)
  })
})
