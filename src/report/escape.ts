/**
 * Escaping of untrusted text (test names, messages, paths, server strings) for GitHub-flavoured
 * Markdown and the HTML GitHub allows in it. Everything user-controlled goes through `text()`
 * (inline, table cells included) or `preText()` (bodies of `<pre>`), and URLs through `link()`.
 */
import { toStr } from './display-string.js'
import { SHOWN_CHARS, clip } from './display-limits.js'

/** Characters that are Markdown or HTML syntax, each replaced by a numeric entity. */
const INLINE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '~': '&#126;',
  // GitHub renders $…$ as math
  $: '&#36;'
}

// C0 controls except tab/newline/CR, DEL, and bidi overrides/isolates ("Trojan Source").
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g
const NEWLINE = /\r\n|\r|\n/g
const WORD_JOINER = '&#8288;'

/**
 * Inline text: HTML and Markdown syntax become entities, newlines become `<br>` (safe inside
 * table cells), `@name` and `#123` get an invisible word joiner so GitHub neither mentions
 * anyone nor links an issue (its filters run on the decoded text, so `&#64;` alone is not enough).
 */
export function text(value: unknown): string {
  return escapeInline(value, '<br>')
}

function escapeInline(value: unknown, newline: string): string {
  const s = toStr(value).replace(INVISIBLE, '')
  return s.replace(/[&<>"'|`*_[\]\\~$@#]|\r\n|\r|\n/g, (ch, offset: number) => {
    if (ch === '@' || ch === '#') {
      const next = s.charAt(offset + 1)
      const entity = ch === '@' ? '&#64;' : '&#35;'
      const guarded = ch === '@' ? /[A-Za-z0-9]/.test(next) : /[0-9]/.test(next)
      return guarded ? entity + WORD_JOINER : entity
    }
    if (ch.length > 1 || ch === '\n' || ch === '\r') return newline
    return INLINE_ENTITIES[ch] ?? ch
  })
}

/** Text for an HTML attribute value: HTML-escaped, plus `|` and backticks (it may sit in a table). */
export function attr(value: unknown): string {
  return toStr(value)
    .replace(INVISIBLE, '')
    .replace(/[&<>"'|`]/g, (ch) => INLINE_ENTITIES[ch] ?? ch)
    .replace(NEWLINE, ' ')
}

/**
 * A `<pre>` body on ONE physical line: escaped like `text()`, but newlines become `&#10;`, so a
 * blank line in the body can never end the surrounding HTML block and turn the rest into Markdown.
 */
export function preText(value: unknown): string {
  return escapeInline(value, '&#10;')
}

/** The URL when it is an absolute http(s) URL, made safe for an attribute and a table cell. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return undefined
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  return parsed.href
    .replace(/\|/g, '%7C')
    .replace(/[<>"'`]/g, (ch) => '%' + ch.charCodeAt(0).toString(16).toUpperCase())
    .replace(/&/g, '&amp;')
}

/**
 * `labelHtml` (already escaped) linked to `url` when it is http(s); otherwise the label, followed
 * by the URL as plain text when there is one.
 */
export function link(labelHtml: string, url: unknown): string {
  const href = safeUrl(url)
  if (href) return `<a href="${href}">${labelHtml}</a>`
  if (typeof url === 'string' && url.trim() !== '')
    return `${labelHtml} (${text(clip(url, SHOWN_CHARS.value))})`
  return labelHtml
}

/** Inline code from untrusted text (a `<code>` element: backtick spans cannot hold entities). */
export function code(value: unknown): string {
  return `<code>${text(value)}</code>`
}
