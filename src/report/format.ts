/** Display formats for numbers, times, durations, sizes and states in the summary. */
import { text } from './escape.js'
import { toStr } from './display-string.js'
import { count, thousands } from '../util/english.js'
import { ELLIPSIS } from '../util/clip.js'

export function num(n: unknown): string {
  return typeof n === 'number' && Number.isFinite(n) ? thousands(n) : '?'
}

/** Epoch seconds → `2026-01-02T03:04:05Z` (UTC), or `–` when absent or invalid. */
export function isoTime(epochSeconds: unknown): string {
  if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds)) return '–'
  const date = new Date(epochSeconds * 1000)
  if (Number.isNaN(date.getTime())) return '–'
  return date.toISOString().replace('.000Z', 'Z')
}

/** Seconds → `850 ms`, `4.25 s`, `3m 07s`, `2h 05m`. */
export function duration(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '–'
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 2 : 1)} s`
  const whole = Math.round(seconds)
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = whole % 60
  const pad = (x: number): string => String(x).padStart(2, '0')
  return h > 0 ? `${h}h ${pad(m)}m` : `${m}m ${pad(s)}s`
}

/** Bytes → `512 bytes`, `1.5 KiB`, `9.8 MiB`. */
export function size(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return '?'
  if (bytes < 1024) return count(bytes, 'byte')
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
}

/** The first 12 hex digits of a fingerprint or the first 7 of a commit. */
export function short(hex: unknown, length = 12): string {
  return toStr(hex).slice(0, length)
}

/** An icon for a compliance state of the service (both non-compliant spellings). */
export function stateIcon(state: unknown): string {
  switch (toStr(state).toUpperCase()) {
    case 'COMPLIANT':
    case 'APPROVED':
      return '✅'
    case 'NON_COMPLIANT':
    case 'NON-COMPLIANT':
    case 'UNAPPROVED':
      return '❌'
    case 'INCOMPLETE':
    case 'PENDING':
      return '⏳'
    default:
      return '❔'
  }
}

/** A list of strings from a value that should be one (server data is not trusted to be). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => toStr(v)) : []
}

type TestTotals = { total: number; failures: number; errors: number; skipped: number }

/**
 * The one test-count phrase: "3 passed, 4 failed, 1 error, 1 skipped", each count left out when
 * it is 0 ("no tests" when there are none).
 */
export function testCounts(t: TestTotals): string {
  if (t.total === 0) return 'no tests'
  const passed = t.total - t.failures - t.errors - t.skipped
  const parts: string[] = []
  if (passed > 0) parts.push(`${num(passed)} passed`)
  if (t.failures > 0) parts.push(`${num(t.failures)} failed`)
  if (t.errors > 0) parts.push(count(t.errors, 'error'))
  if (t.skipped > 0) parts.push(`${num(t.skipped)} skipped`)
  return parts.join(', ')
}

/** "12 tests: 2 passed, 9 failed, 1 error" (the Tests heading and the check run's title). */
export function testCountsLine(t: TestTotals): string {
  return `${count(t.total, 'test')}: ${testCounts(t)}`
}

/**
 * A path for a table cell: as is up to `max` characters, else its start and its end around `…`
 * (the file name kept), so one long path cannot stretch the table. Returns plain text.
 */
export function shortPath(p: string, max = 60): string {
  if (p.length <= max) return p
  const tail = p.slice(p.lastIndexOf('/', p.length - 2) + 1)
  const keepEnd = Math.min(Math.max(tail.length, Math.floor(max / 2)), max - 8)
  const keepStart = Math.max(4, max - keepEnd - 1)
  return p.slice(0, keepStart) + ELLIPSIS + p.slice(p.length - keepEnd)
}

/**
 * A path as HTML that a narrow column breaks after a `/` rather than inside a name: `<wbr>`,
 * which GitHub's sanitizer keeps, after each `/` (copying the text copies no extra character).
 */
export function breakablePath(p: string): string {
  return p.split('/').map(text).join('/<wbr>')
}

/** A path in a table cell: cut in the middle when long, the whole path on hover. */
export function pathCell(p: string): string {
  const shown = shortPath(p)
  // The title escaped as text (Markdown syntax too), on one line.
  const title = text(p).replace(/<br>/g, ' ')
  const attrs = shown === p ? '' : ` title="${title}"`
  return `<code${attrs}>${breakablePath(shown)}</code>`
}

/** A replayed origin in a few words: `build, os: windows-latest, attempt 2`. */
export function originWords(o: { job: string; leg?: string; attempt: string }): string {
  return [o.job, ...(o.leg ? [o.leg] : []), `attempt ${o.attempt}`].join(', ')
}

/**
 * Each replayed origin named by what tells it from the others, the same in every table of a
 * replay's page: `test (os: windows-latest)`, with its attempt when attempts differ and its run
 * when runs do (`run 4300, build, attempt 2`).
 */
export function originNames(
  origins: readonly { run: string; job: string; leg?: string; attempt: string }[]
): string[] {
  const differ = (key: 'run' | 'attempt'): boolean => new Set(origins.map((o) => o[key])).size > 1
  const [runs, attempts] = [differ('run'), differ('attempt')]
  return origins.map((o) =>
    [
      ...(runs ? [`run ${o.run}`] : []),
      o.leg ? `${o.job} (${o.leg})` : o.job,
      ...(attempts ? [`attempt ${o.attempt}`] : [])
    ].join(', ')
  )
}
