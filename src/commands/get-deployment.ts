/**
 * `get-deployment`: the deployment of one artifact (the `fingerprint` input or the single
 * artifact of `artifacts`) in `environment` (operation 4).
 */
import type { RecordsClient } from '../api/client.js'
import { ApiError } from '../api/errors.js'
import { getDeployment } from '../api/operations.js'
import { InputError } from '../errors.js'
import { readArtifactInputs, requireArtifact, type ArtifactInputs } from '../inputs/artifacts.js'
import { read, requireMatch, type Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import type { CommandResult } from '../results.js'
import { newResult, type CommandSpec, type RunConfig } from './command.js'
import { requireSubjectArtifact } from './subject.js'

type GetDeploymentInputs = ArtifactInputs & { environment: string }

async function readInputs(env: Env): Promise<GetDeploymentInputs> {
  const environment = read(env, 'environment')
  if (!environment) throw new InputError('environment', '', 'is required for get-deployment')
  requireMatch('environment', environment, 'environmentName')
  const artifacts = readArtifactInputs(env)
  requireArtifact(artifacts, 'get-deployment')
  return { ...artifacts, environment }
}

export async function runGetDeployment(
  config: RunConfig & ServiceInputs & GetDeploymentInputs,
  client: RecordsClient
): Promise<CommandResult> {
  const result = newResult(getDeploymentCommand, config)
  const { environment } = config
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

export const getDeploymentCommand: CommandSpec<GetDeploymentInputs> = {
  name: 'get-deployment',
  title: 'deployment',
  verdict: false,
  online: true,
  readInputs,
  run: runGetDeployment
}
