/**
 * A command's inputs read, with its own types: the service inputs first for an online command
 * (so the token is masked before its own inputs are read), then the command's own.
 */
import type { Env } from '../inputs/read.js'
import { maskUnusedToken, readServiceInputs } from '../inputs/service.js'
import type { CommandSpec, ReadyCommand, RunConfig, ServiceRunConfig } from './command.js'

export async function readCommand<Inputs>(
  spec: CommandSpec<Inputs>,
  env: Env,
  run: RunConfig
): Promise<ReadyCommand> {
  if (spec.online) {
    const service: ServiceRunConfig = { ...run, ...readServiceInputs(env, run.command, run.github) }
    const config = { ...service, ...(await spec.readInputs(env, service)) }
    return { online: true, config, run: (delivery) => spec.run(config, delivery) }
  }
  maskUnusedToken(env)
  const config = { ...run, ...(await spec.readInputs(env, run)) }
  return { online: false, config, run: () => spec.run(config) }
}
