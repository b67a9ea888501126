/**
 * Everything a person or a later step sees of a result: log lines, outputs, the job summary,
 * and the check run (or, without one, workflow annotations). Reads the result; decides nothing.
 */
import * as core from '@actions/core'
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import { redactSecrets } from '../util/secrets.js'
import { setOutputs } from './outputs.js'
import { renderSummary, writeSummary } from './summary.js'
import { publishCheckRun, workflowAnnotations } from './checkrun.js'

/** Commands whose result is a verdict on the commit, worth a check run. */
const CHECKED_COMMANDS = new Set(['report', 'attest-junit'])

/** GitHub's limit for a check run's output.summary, in bytes. */
const CHECK_SUMMARY_BYTES = 65535

export async function publish(result: CommandResult, config: Config): Promise<void> {
  for (const w of result.warnings) core.warning(redactSecrets(w))
  for (const n of result.notices) core.notice(redactSecrets(n))
  for (const w of setOutputs(result)) core.warning(redactSecrets(w))

  if (config.summary) {
    const written = await writeSummary(redactSecrets(renderSummary(result)))
    if (written.notice) core.notice(written.notice)
  }

  const wantsCheck =
    CHECKED_COMMANDS.has(config.command) &&
    config.checkRun &&
    config.githubToken !== '' &&
    config.commit !== '' &&
    config.github.repository !== '' &&
    !config.dryRun
  if (wantsCheck) {
    const check = await publishCheckRun(result, {
      token: config.githubToken,
      apiUrl: config.github.apiUrl,
      repository: config.github.repository,
      sha: config.commit,
      name: config.checkName,
      workspace: config.workspace,
      repoRoot: config.repoRoot,
      summaryMarkdown: redactSecrets(renderSummary(result, { maxBytes: CHECK_SUMMARY_BYTES })),
      detailsUrl: config.buildUrl || undefined
    })
    if (check.warning) core.warning(redactSecrets(check.warning))
    if (check.url) {
      core.setOutput('check-run-url', check.url)
      return
    }
  }
  workflowAnnotations(result, { workspace: config.workspace, repoRoot: config.repoRoot })
}
