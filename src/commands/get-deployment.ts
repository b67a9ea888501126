/**
 * `get-deployment`: the deployment of one artifact (the `fingerprint` input or the single
 * artifact of `artifacts`) in `environment` (operation 4).
 */
import type { Config } from '../config.js'
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { getDeployment } from '../api/operations.js'
import type { CommandResult } from '../results.js'
import { requireInput, requireSubjectArtifact } from './attestation-common.js'
import { newResult } from './result.js'

export async function runGetDeployment(
  config: Config,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(config)
  const environment = requireInput('environment', config.environment, 'get-deployment')
  const { fingerprint } = await requireSubjectArtifact(config)
  const outcome: NonNullable<CommandResult['deployment']> = { environment, fingerprint }
  result.deployment = outcome

  try {
    const checked = await getDeployment(client, config.org, environment, fingerprint)
    if (checked === undefined) {
      result.notices.push(
        `Dry run: the deployment of ${fingerprint} in '${environment}' was not fetched.`
      )
    } else {
      outcome.deployment = checked.value
      result.warnings.push(...checked.warnings)
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    outcome.error = err.message
    // A 404's text names what is missing (the environment, or the deployment) by itself.
    result.failures.push(
      err.status === 404 && err.serverMessage
        ? `Deployment not found: ${err.serverMessage}`
        : `Getting the deployment of ${fingerprint} in '${environment}' failed: ${err.message}`
    )
  }
  return result
}
