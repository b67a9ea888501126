/**
 * run(): inputs → command → outputs, summary and check → exit status. The only place that
 * sets the step's outcome.
 */
import * as core from '@actions/core'
import { readConfig } from './config.js'
import { runCommand } from './commands/index.js'
import { publish } from './report/publish.js'
import { errorMessage } from './errors.js'
import { redactSecrets } from './util/secrets.js'

export async function run(): Promise<void> {
  try {
    const config = await readConfig()
    const result = await runCommand(config)
    await publish(result, config)
    if (result.failures.length > 0) core.setFailed(redactSecrets(result.failures.join('\n')))
  } catch (err) {
    core.setFailed(redactSecrets(errorMessage(err)))
  }
}
