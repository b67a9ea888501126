/** The deployment of an artifact to an environment: when, where, what it was and replaced. */
import type { DeploymentArtifact } from '../../api/models.js'
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { code, link, text, toStr } from '../escape.js'
import { SHOWN_CHARS, clip } from '../limits.js'
import { isoTime, num } from '../format.js'
import { fingerprintHtml } from './artifacts.js'

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
  const envName = clip(toStr(d.env_name) || outcome.environment, SHOWN_CHARS.name)
  const snapshot =
    typeof d.snapshot_index === 'number'
      ? `, snapshot ${code(`${envName}#${d.snapshot_index}`)}`
      : ''
  lines.push(`- **Deployed** ${isoTime(d.deployed_at)} to ${code(envName)}${snapshot}`)
  const name = toStr(d.artifact_name)
  lines.push(
    `- **Artifact** ${name ? `${text(clip(name, ctx.textCap))} ` : ''}${fingerprintHtml(d.fingerprint || outcome.fingerprint)}`
  )
  const origin = artifactOrigin(d.artifact)
  if (origin) lines.push(`- **From** ${origin}`)
  const replaced = d.replaced_artifact
  if (replaced && typeof replaced === 'object') {
    const rName = toStr(replaced.artifact_name)
    const rSnap =
      typeof replaced.snapshot_index === 'number'
        ? ` (snapshot ${num(replaced.snapshot_index)})`
        : ''
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
function artifactOrigin(a: DeploymentArtifact | undefined): string {
  if (!a || typeof a !== 'object') return ''
  const parts: string[] = []
  if (a.flow_name) parts.push(`flow ${code(clip(a.flow_name, SHOWN_CHARS.name))}`)
  if (a.trail_name) parts.push(`trail ${code(clip(a.trail_name, SHOWN_CHARS.name))}`)
  const sha = toStr(a.git_commit || a.git_commit_info?.sha1)
  if (sha) parts.push(`commit ${link(code(sha.slice(0, 7)), a.git_commit_info?.url)}`)
  return parts.join(', ')
}
