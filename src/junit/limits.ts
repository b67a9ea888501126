/** Bounds that keep hostile or absurd reports from exhausting time or memory. */
export interface ParseLimits {
  /** Larger report files are refused before anything is read. */
  maxFileBytes: number
  /** Longest single tag, processing instruction or entity reference (a tag is read whole). */
  maxTokenBytes: number
  /**
   * Deepest element nesting (this many levels are accepted, one more is refused). Not Go's
   * 10,000: encoding/xml refuses `depth >= maxUnmarshalDepth` (10,000) only inside one
   * Unmarshal call, and go-junit v1.0.0's xmlNode.UnmarshalXML calls DecodeElement, which
   * starts again at depth 0 for every element, so the CLI never reaches that limit. What stops
   * the CLI on absurd nesting is its goroutine stack (1 GB), at a depth we cannot state exactly;
   * this bound keeps our memory in check well before that.
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
