/** The deployment of an artifact to an environment: when, where, what it was and replaced. */
import type { DeploymentArtifact } from '../../api/models.js'
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { isoTime, num } from '../format.js'
import { fingerprintHtml } from './artifacts-section.js'

export function deploymentBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const outcome = result.deployment
  if (!outcome) return []
  const env = clip(outcome.environment, SHOWN_CHARS.name)
  const lines: string[] = []
  if (outcome.error) lines.push(`❌ ${text(clip(outcome.error, ctx.textCap))}`)
  const d = outcome.deployment
  if (!d) {
    if (!outcome.error) {
      lines.push(`No deployment of ${fingerprintHtml(outcome.fingerprint)} in ${code(env)}.`)
    }
    return [`### Deployment\n\n${lines.join('\n\n')}\n\n`]
  }
  const envName = clip(d.env_name || outcome.environment, SHOWN_CHARS.name)
  const snapshot =
    d.snapshot_index != null ? `, snapshot ${code(`${envName}#${d.snapshot_index}`)}` : ''
  lines.push(`- **Deployed** ${isoTime(d.deployed_at)} to ${code(envName)}${snapshot}`)
  const name = d.artifact_name ?? ''
  lines.push(
    `- **Artifact** ${name ? `${text(clip(name, ctx.textCap))} ` : ''}${fingerprintHtml(d.fingerprint || outcome.fingerprint)}`
  )
  const origin = artifactOrigin(d.artifact)
  if (origin) lines.push(`- **From** ${origin}`)
  const replaced = d.replaced_artifact
  if (replaced) {
    const rName = replaced.artifact_name ?? ''
    const rSnap =
      replaced.snapshot_index != null ? ` (snapshot ${num(replaced.snapshot_index)})` : ''
    const rOrigin = artifactOrigin(replaced.artifact)
    lines.push(
      `- **Replaced** ${rName ? `${text(clip(rName, ctx.textCap))} ` : ''}${fingerprintHtml(replaced.fingerprint)}${rSnap}${rOrigin ? ` from ${rOrigin}` : ''}`
    )
  } else if (replaced === null) {
    lines.push('- **Replaced** nothing (first deployment)')
  }
  if (d.diff_url) lines.push(`- **Changes** ${link('diff', d.diff_url)}`)
  return [`### Deployment\n\n${lines.join('\n')}\n\n`]
}

/** flow / trail / commit (short sha linked to the commit page). */
function artifactOrigin(a: DeploymentArtifact | null | undefined): string {
  if (!a) return ''
  const parts: string[] = []
  if (a.flow_name) parts.push(`flow ${code(clip(a.flow_name, SHOWN_CHARS.name))}`)
  if (a.trail_name) parts.push(`trail ${code(clip(a.trail_name, SHOWN_CHARS.name))}`)
  const sha = a.git_commit || a.git_commit_info?.sha1 || ''
  if (sha) parts.push(`commit ${link(code(sha.slice(0, 7)), a.git_commit_info?.url)}`)
  return parts.join(', ')
}
