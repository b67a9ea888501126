/**
 * `get-deployment`: the deployment of one artifact (the `fingerprint` input or the single
 * artifact of `artifacts`) in `environment` (operation 4).
 */
import type { Delivery } from '../delivery/delivery.js'
import { ApiError, isServiceNotFound } from '../api/api-errors.js'
import { getDeployment } from '../api/operations.js'
import { readArtifactInputs, type ArtifactInputs } from '../inputs/artifact-inputs.js'
import { readEnvironmentInputs } from '../inputs/queries.js'
import type { Env } from '../inputs/read.js'
import type { CommandResult } from '../results.js'
import {
  commandResult,
  type OnlineCommand,
  type RunConfig,
  type ServiceRunConfig
} from './command.js'
import { requireSubjectArtifact } from './subject.js'

type GetDeploymentInputs = ArtifactInputs & { environment: string }

async function readInputs(env: Env, run: RunConfig): Promise<GetDeploymentInputs> {
  const { command, workspace } = run
  const environment = readEnvironmentInputs(env, command)
  const use = { command, one: true, required: true }
  return { ...environment, ...(await readArtifactInputs(env, workspace, use)) }
}

export async function runGetDeployment(
  config: ServiceRunConfig & GetDeploymentInputs,
  delivery: Delivery
): Promise<CommandResult> {
  const { environment } = config
  const { fingerprint } = await requireSubjectArtifact(config)
  const asked = { environment, fingerprint }
  try {
    const checked = await getDeployment(delivery, config.org, environment, fingerprint)
    if (checked === undefined) {
      const notice = `Dry run: the deployment of ${fingerprint} in '${environment}' was not fetched.`
      return commandResult(getDeploymentCommand, config, { deployment: asked, notices: [notice] })
    }
    return commandResult(getDeploymentCommand, config, {
      deployment: { ...asked, deployment: checked.value },
      warnings: checked.warnings
    })
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    // A 404's text names what is missing (the environment, or the deployment) by itself.
    const failure = isServiceNotFound(err)
      ? `Deployment not found: ${err.serverMessage}`
      : `Getting the deployment of ${fingerprint} in '${environment}' failed: ${err.message}`
    return commandResult(getDeploymentCommand, config, {
      deployment: { ...asked, error: err.message },
      failures: [failure]
    })
  }
}

export const getDeploymentCommand: OnlineCommand<GetDeploymentInputs> = {
  name: 'get-deployment',
  title: 'deployment',
  verdict: false,
  online: true,
  readInputs,
  run: runGetDeployment
}
