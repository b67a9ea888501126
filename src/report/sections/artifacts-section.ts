/**
 * The artifacts table: each artifact (its name, and where it came from when that is not the
 * name), type, fingerprint, and what became of its report.
 *
 * It fits a 1000 px page as GitHub renders it: what names the artifact — the name, the path,
 * the template — shares one column, so an image reference is shown once (it is both the name
 * and the source) and a name or path is cut in the middle past SHOWN characters (the whole on
 * hover); the other columns stay narrow (__tests__/report/artifacts-width.test.ts).
 */
import type { ArtifactRow, ArtifactStage, CommandResult, Write } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { attr, code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num, shortPath, short } from '../format.js'
import { isInService, stateMark, stateWords, writesById } from '../writes.js'
import { ELLIPSIS } from '../../util/clip.js'

export function artifactsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const artifacts = result.artifacts
  if (!artifacts || artifacts.length === 0) return []
  const byId = writesById(result)
  const writes = artifacts.map((a) => (a.writeId === undefined ? undefined : byId.get(a.writeId)))
  // The Reported column says something only where a report was made.
  const sent = writes.some((w) => w !== undefined)
  return [
    `### Artifacts\n\n${countsLine(artifacts, writes)}\n\n`,
    {
      head: sent
        ? '| Artifact | Type | Fingerprint | Reported |\n|---|---|---|---|\n'
        : '| Artifact | Type | Fingerprint |\n|---|---|---|\n',
      tail: '\n',
      count: artifacts.length,
      priority: 2,
      item: (i) => artifactRow(artifacts[i], writes[i], sent, ctx),
      more: (n) => `_… and ${num(n)} more artifacts — see the \`fingerprints\` output._\n\n`
    }
  ]
}

/** `3 total · 2 reported · 1 not recorded`: each state once, from the writes. */
function countsLine(artifacts: ArtifactRow[], writes: Array<Write | undefined>): string {
  const states = writes.map((w) => w?.state)
  const reported = states.filter((s) => isInService(s)).length
  const deferred = states.filter((s) => s === 'deferred').length
  const notRecorded = writes.filter((w) => w && w.state !== 'deferred' && stateMark(w) === '✗')
  const counts = [`${num(artifacts.length)} total`]
  if (reported > 0) counts.push(`${num(reported)} reported`)
  if (deferred > 0) counts.push(`${num(deferred)} deferred`)
  if (notRecorded.length > 0) counts.push(`${num(notRecorded.length)} not recorded`)
  // Not read, and no write made of it (the fingerprint command: the step's error says why).
  const unsent = new Map<string, number>()
  for (const [i, a] of artifacts.entries()) {
    if (a.stage === 'fingerprinted' || writes[i]) continue
    unsent.set(stageWords(a.stage), (unsent.get(stageWords(a.stage)) ?? 0) + 1)
  }
  for (const [words, n] of unsent) counts.push(`${num(n)} ${words}`)
  return counts.join(' · ')
}

/**
 * What an artifact's stage says where no write says more (the fingerprint command): the one
 * place a stage is worded, for the table and the log. A new stage is a new case here.
 */
export function stageWords(stage: ArtifactStage): string {
  switch (stage) {
    case 'fingerprinted':
      return 'fingerprinted'
    case 'unreadable':
      return 'not read'
  }
}

export function fingerprintHtml(fingerprint: unknown): string {
  if (typeof fingerprint !== 'string' || fingerprint === '') return '–'
  return `<code title="${attr(fingerprint)}">${text(short(fingerprint))}</code>`
}

/** Characters of a name or path shown at most: the rest is cut from the middle. */
const SHOWN = 60

/** A name (an image reference, a file's name) cut in the middle: its start says the most. */
function middleCut(name: string): string {
  // Most names are short: no split into code points for them (a UTF-16 length bounds that).
  if (name.length <= SHOWN) return name
  const chars = [...name]
  if (chars.length <= SHOWN) return name
  const end = 15
  return `${chars.slice(0, SHOWN - end - 1).join('')}${ELLIPSIS}${chars.slice(-end).join('')}`
}

/** A name or path cut in the middle past SHOWN characters, the whole on hover (as pathCell). */
function shown(value: string, ctx: RenderLimits, tag: 'span' | 'code'): string {
  const whole = clip(value, ctx.textCap)
  const cut = tag === 'code' ? shortPath(whole, SHOWN) : middleCut(whole)
  if (cut === whole) return tag === 'code' ? code(whole) : text(whole)
  return `<${tag} title="${text(whole).replace(/<br>/g, ' ')}">${text(cut)}</${tag}>`
}

/** The artifact: its name (linked to its page), then its path when that is not the name. */
function artifactCell(a: ArtifactRow, ctx: RenderLimits): string {
  const lines = [link(shown(a.name, ctx, 'span'), a.htmlUrl)]
  const from: string[] = []
  if (a.path && a.path !== a.name) from.push(shown(a.path, ctx, 'code'))
  if (a.templateName) from.push(`template ${code(clip(a.templateName, SHOWN_CHARS.name))}`)
  if (from.length > 0) lines.push(`<sub>${from.join(' · ')}</sub>`)
  return lines.join('<br>')
}

function artifactRow(
  a: ArtifactRow,
  write: Write | undefined,
  sent: boolean,
  ctx: RenderLimits
): string {
  // An unreadable artifact's failure is its write's; without one, the step's error says it.
  const fingerprint =
    a.stage === 'fingerprinted' ? fingerprintHtml(a.fingerprint) : `✗ ${stageWords(a.stage)}`
  let status: string
  if (!write) status = '—'
  else if (write.state === 'recorded') status = '✓'
  else status = `${stateMark(write)} ${text(clip(stateWords(write), ctx.textCap))}`
  const reported = sent ? ` ${status} |` : ''
  return `| ${artifactCell(a, ctx)} | ${text(a.type)} | ${fingerprint} |${reported}\n`
}
