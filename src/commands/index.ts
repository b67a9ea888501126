/** Picks the command's function. Each returns a CommandResult and prints nothing. */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import { RecordsClient } from '../api/client.js'
import { USER_AGENT } from '../version.js'
import { runReport } from './report.js'
import { runFingerprint } from './fingerprint.js'
import { runAttestJUnit } from './attest-junit.js'
import { runOverride } from './override.js'
import { runSearch } from './search.js'
import { runGetDeployment } from './get-deployment.js'
import { runListEnvironments } from './list-environments.js'
import { runListApprovals } from './list-approvals.js'

function createClient(config: Config): RecordsClient {
  return new RecordsClient({
    baseUrl: config.baseUrl,
    // A dry run may have no token: nothing is sent.
    token: config.apiToken || 'DRY_RUN',
    maxRetries: config.maxRetries,
    timeoutSeconds: config.timeoutSeconds,
    dryRun: config.dryRun,
    userAgent: USER_AGENT
  })
}

export async function runCommand(config: Config): Promise<CommandResult> {
  if (config.command === 'fingerprint') return runFingerprint(config)
  const client = createClient(config)
  switch (config.command) {
    case 'report':
      return runReport(config, client)
    case 'attest-junit':
      return runAttestJUnit(config, client)
    case 'override':
      return runOverride(config, client)
    case 'search':
      return runSearch(config, client)
    case 'get-deployment':
      return runGetDeployment(config, client)
    case 'list-environments':
      return runListEnvironments(config, client)
    case 'list-approvals':
      return runListApprovals(config, client)
  }
}
