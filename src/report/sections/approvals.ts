/** Approvals of an artifact, newest first, each with its reviews, and the latest state. */
import type { Approval, ApprovalReview } from '../../api/models.js'
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { isoTime, num, stateIcon } from '../format.js'
import { count } from '../../util/english.js'
import { fingerprintHtml } from './artifacts-section.js'

export function approvalsBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const approvals = result.approvals
  if (!approvals) return []
  const list = approvals.list
  if (approvals.error) {
    return [
      `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
        `${code(clip(approvals.flow, SHOWN_CHARS.name))}: ❌ the approvals could not be listed: ` +
        `${text(clip(approvals.error, ctx.textCap))}\n\n`
    ]
  }
  const blocks: Block[] = [
    `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
      `${code(clip(approvals.flow, SHOWN_CHARS.name))}: latest state ${stateIcon(approvals.state)} ` +
      `**${text(clip(approvals.state, SHOWN_CHARS.label))}** (${count(list.length, 'approval')})\n\n`
  ]
  if (list.length === 0) return blocks
  // The service lists oldest first; people want the newest first (and a cut drops the oldest).
  const newestFirst = (i: number): Approval => list[list.length - 1 - i]
  blocks.push({
    head: '<ul>\n',
    tail: '</ul>\n\n',
    count: list.length,
    priority: 2,
    item: (i) => approvalItem(newestFirst(i), ctx),
    more: (n) => `_… and ${num(n)} older approvals — see the \`approvals\` output._\n\n`
  })
  return blocks
}

function approvalItem(a: Approval, ctx: RenderLimits): string {
  const facts = [
    `${stateIcon(a.state)} <b>Approval ${a.release_number ?? ''}</b>`,
    text(clip(a.state, SHOWN_CHARS.label)),
    `created ${isoTime(a.created_at)}`
  ]
  if (a.environment) facts.push(`environment ${code(clip(a.environment, SHOWN_CHARS.name))}`)
  const description = a.description ? `<br>${text(clip(a.description, ctx.textCap))}` : ''
  const reviews = a.approvals ?? []
  const shown = reviews.slice(0, ctx.nestedCap).map((r) => reviewItem(r, ctx))
  if (reviews.length > shown.length) {
    shown.push(`<li>… and ${count(reviews.length - shown.length, 'more review')}</li>`)
  }
  const nested = shown.length > 0 ? `<ul>${shown.join('')}</ul>` : ''
  return `<li>${facts.join(' — ')}${description}${nested}</li>\n`
}

function reviewItem(r: ApprovalReview, ctx: RenderLimits): string {
  const who = text(clip(r.approved_by, SHOWN_CHARS.name)) || 'someone'
  const state = r.state ? ` ${stateIcon(r.state)} ${text(clip(r.state, SHOWN_CHARS.label))}` : ''
  const comment = r.comment ? `: ${text(clip(r.comment, ctx.textCap))}` : ''
  const url = r.approval_url ? ` (${link('link', r.approval_url)})` : ''
  return `<li>${who}${state} at ${isoTime(r.timestamp)}${comment}${url}</li>`
}
