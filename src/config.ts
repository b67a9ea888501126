/**
 * Reads the inputs once: first what every command shares (the command, the workspace, the
 * GitHub context, where results are shown, and — for commands that talk to the service — the
 * service inputs), then the command's own inputs, declared in its module. Secrets are masked
 * before anything can print them. Throws InputError, naming the input, before anything is sent.
 */
import { COMMANDS } from './commands/index.js'
import {
  COMMAND_NAMES,
  type CommandName,
  type CommandSpec,
  type RunConfig
} from './commands/command.js'
import { readGitHubContext } from './context/github.js'
import { readBool, readChoice, read, type Env } from './inputs/read.js'
import { readSecret, readServiceInputs, type ServiceInputs } from './inputs/service.js'

export type { Config } from './commands/command.js'

export interface ReadConfig {
  spec: CommandSpec<object>
  config: RunConfig & Partial<ServiceInputs> & object
}

export function readRunConfig(env: Env): RunConfig {
  // The GitHub token is masked first: nothing below may print it.
  const githubToken = readSecret(env, 'github-token')
  return {
    command: readChoice<CommandName>(env, 'command', COMMAND_NAMES),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    github: readGitHubContext(env),
    summary: readBool(env, 'summary'),
    checkRun: readBool(env, 'check-run'),
    checkName: read(env, 'check-name'),
    githubToken
  }
}

export async function readConfig(env: Env = process.env): Promise<ReadConfig> {
  const run = readRunConfig(env)
  const spec = await COMMANDS[run.command]()
  // The service inputs come before the command's own, so the token is masked before them.
  const shared = spec.online ? { ...run, ...readServiceInputs(env, run.github) } : run
  if (!spec.online) maskUnusedToken(env)
  const own = await spec.readInputs(env, shared)
  return { spec, config: { ...shared, ...own } }
}

/** An offline command does not use the token, but it is still masked if it could be one. */
function maskUnusedToken(env: Env): void {
  try {
    readSecret(env, 'api-token')
  } catch {
    // Too short to be a token: there is nothing to mask, and it is not used.
  }
}
