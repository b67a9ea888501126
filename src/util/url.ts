/** The URL rules every layer shares: what counts as a web address, and its trailing slashes. */

/** The parsed URL when `value` is an http(s) URL with a host, else undefined. */
export function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
      ? url
      : undefined
  } catch {
    return undefined
  }
}

/** The URL text without its trailing slashes (`https://x/api/` → `https://x/api`). */
export function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '')
}
