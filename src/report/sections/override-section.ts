/** The override: which attestation, its new status, and why. */
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { num } from '../format.js'
import { fingerprintHtml } from './artifacts-section.js'

export function overrideBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const o = result.override
  if (!o) return []
  const next = o.compliant ? '✅ **compliant**' : '❌ **not compliant**'
  const lines = [
    `Attestation ${code(clip(o.attestationName, SHOWN_CHARS.name))} (${code(clip(o.attestationType, SHOWN_CHARS.label))}) ` +
      `on trail ${code(clip(o.trail, SHOWN_CHARS.name))}: its recorded status → ${next}`,
    `**Reason:** ${text(clip(o.reason, ctx.textCap))}`
  ]
  if (o.fingerprint) lines.push(`**Artifact:** ${fingerprintHtml(o.fingerprint)}`)
  const targets = o.targetArtifacts ?? []
  if (targets.length > 0) {
    const shown = targets.slice(0, ctx.nestedCap).map((t) => code(clip(t, SHOWN_CHARS.name)))
    if (targets.length > shown.length) shown.push(`… +${num(targets.length - shown.length)}`)
    lines.push(`**Target artifacts:** ${shown.join(' ')}`)
  }
  return [`### Override\n\n${lines.join('\n\n')}\n\n`]
}
