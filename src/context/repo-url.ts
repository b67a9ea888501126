/**
 * The repository and commit URLs the CLI derives from the `origin` remote (docs/compatibility.md §6).
 * The URL handling mirrors Go's net/url closely enough for remote URLs: no host lowercasing, no
 * added trailing slash (which WHATWG URL would do), user-info cut at the last '@'.
 */
import path from 'node:path'

/**
 * The CLI's repository URL for a remote URL: `git@host:o/r.git` becomes `https://host/o/r`, the
 * FIRST `.git` anywhere is removed (a CLI quirk kept for identical payloads), credentials are
 * dropped. Throws when Go's url.Parse would refuse the result (the CLI then reports no URL).
 */
export function repoUrlFromRemote(remote: string): string {
  let url = remote
  if (url.startsWith('git@')) {
    url = url.replace(':', '/').replace('git@', 'https://')
  }
  url = url.replace('.git', '')
  const parts = splitUrl(url)
  // Go accepts `word:rest` as an opaque URL and the CLI would send it verbatim, credentials
  // included (`user:token@host:o/r`); it is no web address, so it is refused instead.
  if (parts.opaque !== undefined) throw new Error('it is not a URL with a host or a path')
  return joinUrl({ ...parts, userinfo: undefined })
}

/** Commit page URL for a repository URL, by host; undefined when the URL cannot be parsed. */
export function commitUrlFor(repoUrl: string, sha: string): string | undefined {
  let parts: UrlParts
  try {
    parts = splitUrl(repoUrl)
  } catch {
    return undefined
  }
  if (parts.opaque !== undefined) return undefined
  const suffix = parts.host.includes('gitlab.com')
    ? ['-', 'commit', sha]
    : parts.host.includes('bitbucket.org')
      ? ['commits', sha]
      : ['commit', sha]
  return joinUrl({ ...parts, path: joinPath(parts.path, suffix) })
}

interface UrlParts {
  scheme: string
  /** Set when the URL has `//` (an authority). */
  authority: boolean
  userinfo?: string
  host: string
  path: string
  /** `scheme:rest` without `//` and not rooted, like Go's Opaque. */
  opaque?: string
  query?: string
  fragment?: string
}

/** Splits like Go's url.Parse, with its refusals that matter for remote URLs. */
function splitUrl(raw: string): UrlParts {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new Error('invalid control character in URL')
  if (/%(?![0-9a-fA-F]{2})/.test(raw)) throw new Error('invalid URL escape')
  let rest = raw
  let fragment: string | undefined
  let query: string | undefined
  const hash = rest.indexOf('#')
  if (hash >= 0) [rest, fragment] = [rest.slice(0, hash), rest.slice(hash + 1)]
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.exec(rest)?.[0].slice(0, -1) ?? ''
  rest = rest.slice(scheme ? scheme.length + 1 : 0)
  const q = rest.indexOf('?')
  if (q >= 0) [rest, query] = [rest.slice(0, q), rest.slice(q + 1)]
  if (scheme && !rest.startsWith('/')) {
    return { scheme, authority: false, host: '', path: '', opaque: rest, query, fragment }
  }
  if (!scheme) {
    const colon = rest.indexOf(':')
    const slash = rest.indexOf('/')
    if (colon >= 0 && (slash < 0 || colon < slash)) {
      throw new Error('first path segment in URL cannot contain colon')
    }
  }
  if (!rest.startsWith('//') || (!scheme && rest.startsWith('///'))) {
    return { scheme, authority: false, host: '', path: rest, query, fragment }
  }
  rest = rest.slice(2)
  const slash = rest.indexOf('/')
  const authority = slash >= 0 ? rest.slice(0, slash) : rest
  const at = authority.lastIndexOf('@')
  const host = authority.slice(at + 1)
  const port = /:([^:\]]*)$/.exec(host)
  if (port && !host.startsWith('[') && !/^[0-9]*$/.test(port[1])) {
    throw new Error(`invalid port "${port[0]}" after host`)
  }
  return {
    scheme,
    authority: true,
    userinfo: at >= 0 ? authority.slice(0, at) : undefined,
    host,
    path: slash >= 0 ? rest.slice(slash) : '',
    query,
    fragment
  }
}

function joinUrl(p: UrlParts): string {
  let out = p.scheme ? `${p.scheme}:` : ''
  if (p.opaque !== undefined) {
    out += p.opaque
  } else {
    if (p.authority || p.host)
      out += `//${p.userinfo !== undefined ? `${p.userinfo}@` : ''}${p.host}`
    out += p.path && !p.path.startsWith('/') && (p.authority || p.host) ? `/${p.path}` : p.path
  }
  if (p.query !== undefined) out += `?${p.query}`
  if (p.fragment !== undefined) out += `#${p.fragment}`
  return out
}

/** Go's URL.JoinPath on the path: joined and cleaned (no `//`, no `.`), a final `/` kept. */
function joinPath(base: string, elems: string[]): string {
  const last = elems[elems.length - 1] ?? base
  let joined = path.posix.join(base.startsWith('/') ? base : `/${base}`, ...elems)
  if (!base.startsWith('/')) joined = joined.slice(1)
  if (last.endsWith('/') && !joined.endsWith('/')) joined += '/'
  return joined
}
