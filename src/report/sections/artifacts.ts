/** The artifacts table: name, type, fingerprint, source and whether it was reported. */
import type { ArtifactOutcome, CommandResult, Write } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { attr, code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { num, pathCell, short } from '../format.js'
import { IN_THE_SERVICE, stateMark, stateWords, writesById } from '../writes.js'

export function artifactsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const artifacts = result.artifacts
  if (!artifacts || artifacts.length === 0) return []
  const byId = writesById(result)
  const writes = artifacts.map((a) => (a.writeId === undefined ? undefined : byId.get(a.writeId)))
  const states = writes.map((w) => w?.state)
  const reported = states.filter((s) => s && IN_THE_SERVICE.includes(s)).length
  const deferred = states.filter((s) => s === 'deferred').length
  // Not fingerprinted, and no write made of it (the fingerprint command).
  const unreadable = artifacts.filter((a) => a.error !== undefined && !a.writeId).length
  const notRecorded = writes.filter((w) => w && w.state !== 'deferred' && stateMark(w) === '✗')
  // The Reported column says something only where a report was made or something failed.
  const sent = writes.some((w) => w !== undefined) || unreadable > 0
  const counts = [`${num(artifacts.length)} total`]
  if (reported > 0) counts.push(`${num(reported)} reported`)
  if (deferred > 0) counts.push(`${num(deferred)} deferred`)
  if (notRecorded.length + unreadable > 0) {
    counts.push(`${num(notRecorded.length + unreadable)} not recorded`)
  }
  return [
    `### Artifacts\n\n${counts.join(' · ')}\n\n`,
    {
      head: sent
        ? '| Artifact | Type | Fingerprint | Source | Reported |\n|---|---|---|---|---|\n'
        : '| Artifact | Type | Fingerprint | Source |\n|---|---|---|---|\n',
      tail: '\n',
      count: artifacts.length,
      priority: 2,
      item: (i) => artifactRow(artifacts[i], writes[i], sent, ctx),
      more: (n) => `_… and ${num(n)} more artifacts — see the \`fingerprints\` output._\n\n`
    }
  ]
}

export function fingerprintHtml(fingerprint: unknown): string {
  if (typeof fingerprint !== 'string' || fingerprint === '') return '–'
  return `<code title="${attr(fingerprint)}">${text(short(fingerprint))}</code>`
}

function artifactRow(
  a: ArtifactOutcome,
  write: Write | undefined,
  sent: boolean,
  ctx: RenderLimits
): string {
  let name = link(text(clip(a.name, ctx.textCap)), a.htmlUrl)
  if (a.templateName)
    name += `<br><sub>template ${code(clip(a.templateName, SHOWN_CHARS.name))}</sub>`
  const source = a.path ? pathCell(clip(a.path, ctx.textCap)) : '–'
  let status: string
  if (a.error !== undefined) status = `✗ ${text(clip(a.error, ctx.textCap))}`
  else if (!write) status = '—'
  else if (write.state === 'recorded') status = '✓'
  else status = `${stateMark(write)} ${text(clip(stateWords(write), ctx.textCap))}`
  const reported = sent ? ` ${status} |` : ''
  return `| ${name} | ${text(a.type)} | ${fingerprintHtml(a.fingerprint)} | ${source} |${reported}\n`
}
