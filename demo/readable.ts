/**
 * What a person sees on GitHub, as plain text for the terminal: the step log as the runner
 * shows it (commands hidden, groups and annotations labelled) and the job summary rendered from
 * its Markdown and HTML rather than printed raw.
 */
import { convert } from 'html-to-text'
import { marked } from 'marked'

const ANNOTATION = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/

/** The step log as the runner renders it. */
export function readableLog(stdout: string): string {
  const lines: string[] = []
  let fence: string | undefined
  for (const line of stdout.split('\n')) {
    if (fence !== undefined) {
      if (line === `::${fence}::`) fence = undefined
      else lines.push(line)
      continue
    }
    const stop = /^::stop-commands::(.+)$/.exec(line)
    if (stop) {
      fence = stop[1]
      continue
    }
    if (/^::(debug|add-mask|endgroup)::/.test(line)) continue
    const group = /^::group::(.*)$/.exec(line)
    if (group) {
      lines.push(`▸ ${group[1]}`)
      continue
    }
    const annotation = ANNOTATION.exec(line)
    if (annotation) {
      const decode = (v: string): string =>
        v
          .replace(/%0A/g, '\n')
          .replace(/%0D/g, '')
          .replace(/%3A/g, ':')
          .replace(/%2C/g, ',')
          .replace(/%25/g, '%')
      const title = /(?:^|,)title=([^,]*)/.exec(annotation[2] ?? '')?.[1]
      const label = annotation[1].toUpperCase() + (title ? ` (${decode(title)})` : '')
      lines.push(`${label}: ${decode(annotation[3])}`)
      continue
    }
    lines.push(line)
  }
  return lines.join('\n')
}

/** The job summary (GitHub-flavoured Markdown with HTML) as terminal text. */
export function readableSummary(markdown: string): string {
  // A cell's second line (an artifact's template or fingerprint, under its name) would read as
  // a row of its own in a text table: it follows the name on the same line instead.
  const html = marked
    .parse(markdown, { async: false, gfm: true })
    .replace(
      /<td>([\s\S]*?)<\/td>/g,
      (_, cell: string) =>
        `<td>${cell.replace(/<br><sub>(.*?)<\/sub>/g, ' ($1)').replace(/<br>/g, ' ')}</td>`
    )
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      { selector: 'summary', format: 'block' },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } }
    ]
  })
}
