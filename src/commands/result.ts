/** The empty CommandResult every command starts from. */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'

export function newResult(config: Config): CommandResult {
  return {
    command: config.command,
    destination: {
      org: config.org || undefined,
      flow: config.flow || undefined,
      trail: config.trail || undefined,
      commit: config.commit || undefined,
      baseUrl: config.command === 'fingerprint' ? undefined : config.baseUrl,
      dryRun: config.dryRun
    },
    failOnNonCompliant: config.failOnNonCompliant,
    failures: [],
    warnings: [],
    notices: []
  }
}
