/** How long a single string may get in one rendering, scaled to its byte budget. */
export interface RenderLimits {
  maxBytes: number
  /** Characters kept of a name, message or path. */
  textCap: number
  /** Characters kept of a failure body in `<pre>`. */
  detailsCap: number
  /** Entries kept of a nested list (history events, approvers). */
  nestedCap: number
}

export function renderLimits(maxBytes: number): RenderLimits {
  const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x))
  return {
    maxBytes,
    textCap: Math.floor(clamp(maxBytes / 1024, 120, 1000)),
    detailsCap: Math.floor(clamp(maxBytes / 256, 200, 4000)),
    nestedCap: Math.floor(clamp(maxBytes / 8192, 5, 100))
  }
}
