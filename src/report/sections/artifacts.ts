/** The artifacts table: name, type, fingerprint, source and whether it was reported. */
import type { ArtifactOutcome, CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { attr, code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { num, pathCell, short } from '../format.js'

export function artifactsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const artifacts = result.artifacts
  if (!artifacts || artifacts.length === 0) return []
  const reported = artifacts.filter((a) => a.reported === true).length
  const failed = artifacts.filter((a) => a.reported === false || a.error).length
  // The Reported column says something only where a report was made or something failed.
  const sent = artifacts.some((a) => a.reported !== undefined || a.error !== undefined)
  const counts = [`${num(artifacts.length)} total`]
  if (reported > 0) counts.push(`${num(reported)} reported`)
  if (failed > 0) counts.push(`${num(failed)} failed`)
  return [
    `### Artifacts\n\n${counts.join(' · ')}\n\n`,
    {
      head: sent
        ? '| Artifact | Type | Fingerprint | Source | Reported |\n|---|---|---|---|---|\n'
        : '| Artifact | Type | Fingerprint | Source |\n|---|---|---|---|\n',
      tail: '\n',
      count: artifacts.length,
      priority: 2,
      item: (i) => artifactRow(artifacts[i], sent, ctx),
      more: (n) => `_… and ${num(n)} more artifacts — see the \`fingerprints\` output._\n\n`
    }
  ]
}

export function fingerprintHtml(fingerprint: unknown): string {
  if (typeof fingerprint !== 'string' || fingerprint === '') return '–'
  return `<code title="${attr(fingerprint)}">${text(short(fingerprint))}</code>`
}

function artifactRow(a: ArtifactOutcome, sent: boolean, ctx: RenderLimits): string {
  let name = link(text(clip(a.name, ctx.textCap)), a.htmlUrl)
  if (a.templateName)
    name += `<br><sub>template ${code(clip(a.templateName, SHOWN_CHARS.name))}</sub>`
  const source = a.path ? pathCell(clip(a.path, ctx.textCap)) : '–'
  let status: string
  if (a.reported === true) status = '✓'
  else if (a.reported === false || a.error) status = '✗'
  else status = '—'
  if (a.error) status += ` ${text(clip(a.error, ctx.textCap))}`
  const reported = sent ? ` ${status} |` : ''
  return `| ${name} | ${text(a.type)} | ${fingerprintHtml(a.fingerprint)} | ${source} |${reported}\n`
}
