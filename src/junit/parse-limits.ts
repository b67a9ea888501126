/** Bounds that keep hostile or absurd reports from exhausting time or memory. */
export interface ParseLimits {
  /** Larger report files are refused before anything is read. */
  maxFileBytes: number
  /** Longest single tag, processing instruction or entity reference (a tag is read whole). */
  maxTokenBytes: number
  /**
   * Deepest element nesting: this many levels are accepted, one more is refused. Not Go's
   * 10,000, which the CLI never reaches through go-junit (docs/compatibility.md §4.10); this
   * bound keeps our memory in check long before the CLI's own would run out.
   */
  maxDepth: number
  /** Bytes read from the file at a time. */
  chunkBytes: number
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxFileBytes: 1024 * 1024 * 1024,
  maxTokenBytes: 64 * 1024 * 1024,
  maxDepth: 1_000_000,
  chunkBytes: 4 * 1024 * 1024
}

/** Failure details kept per failing test (characters). */
export const MAX_DETAILS_CHARS = 4096
/** Failing tests kept for people by default; the rest are only counted. */
export const DEFAULT_MAX_FAILED_TESTS = 1000

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 * 1024) return `${(n / (1024 * 1024 * 1024)).toFixed(1)} GiB`
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`
  return `${n} bytes`
}
