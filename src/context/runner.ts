/**
 * The runner's own facts, read once beside the GitHub context and handed down with it: where a
 * step may leave files, where its job summary goes, and whether it can use workflow artifacts —
 * and if not, why. Only report/ words the why (and an input's own refusal); the layers that act
 * on it (delivery/, commands/, outbox/) only ask whether they can.
 */
import os from 'node:os'
import type { NoArtifacts } from '../results.js'
import type { GitHubContext } from './github.js'

export interface RunnerContext {
  /**
   * RUNNER_TEMP, which the runner empties after the job; os.tmpdir() outside a runner. Where the
   * outbox file, downloads, receipts and the files for later steps are written.
   */
  temp: string
  /** GITHUB_STEP_SUMMARY: the job summary's file; '' when the runner gives none. */
  summaryFile: string
  /**
   * Why this step does not read a run's workflow artifacts through GitHub's API (a replay's
   * `run-id`, earlier receipts), or undefined when it does (given a github-token). On GitHub
   * Enterprise Server it still reads the receipts the workflow keeps (`workflowKeepsArtifacts`).
   */
  cannotReadArtifacts?: Exclude<NoArtifacts, 'no-runtime-token'>
  /** Why this step cannot save a workflow artifact in its own run, or undefined when it can. */
  cannotSaveArtifacts?: NoArtifacts
  /**
   * This step cannot save a workflow artifact, but GitHub's REST API lists and downloads the
   * repository's (GitHub Enterprise Server: its artifact service speaks only the older protocol
   * of actions/upload-artifact@v3): what a replay keeps — its receipts — the workflow uploads
   * under the name the step gives, and a later replay finds it by that name.
   */
  workflowKeepsArtifacts?: true
}

export function readRunnerContext(
  env: NodeJS.ProcessEnv,
  github: Pick<GitHubContext, 'serverUrl' | 'repository'>
): RunnerContext {
  const enterprise = isEnterpriseServer(github.serverUrl)
  const cannotRead = enterprise
    ? 'enterprise-server'
    : !github.repository
      ? 'outside-actions'
      : undefined
  const cannotSave = cannotRead ?? (env.ACTIONS_RUNTIME_TOKEN ? undefined : 'no-runtime-token')
  return {
    temp: env.RUNNER_TEMP || os.tmpdir(),
    summaryFile: env.GITHUB_STEP_SUMMARY ?? '',
    ...(cannotRead && { cannotReadArtifacts: cannotRead }),
    ...(cannotSave && { cannotSaveArtifacts: cannotSave }),
    ...(enterprise && github.repository && { workflowKeepsArtifacts: true })
  }
}

/**
 * Whether the run is on GitHub Enterprise Server, by the rule @actions/artifact applies (its
 * workflow artifacts do not work there): a server other than github.com, *.ghe.com (GitHub
 * Enterprise Cloud with data residency) or *.localhost. No server (outside Actions) is github.com.
 */
function isEnterpriseServer(serverUrl: string): boolean {
  let host: string
  try {
    host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase()
  } catch {
    return false
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')
}
