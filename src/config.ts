/**
 * Reads the inputs once: first what every command shares (the command, the workspace, the
 * GitHub context, where results are shown), then — in the command's table entry — the service
 * inputs of a command that talks to the service and the command's own inputs, declared in its
 * module. Secrets are masked before anything can print them. Throws InputError, naming the
 * input, before anything is sent.
 */
import { COMMANDS } from './commands/index.js'
import {
  COMMAND_NAMES,
  type CommandName,
  type ReadyCommand,
  type RunConfig
} from './commands/command.js'
import { readGitHubContext, workspaceDir } from './context/github.js'
import { readBool, readChoice, type Env } from './inputs/read.js'
import { readCheckRunInputs } from './inputs/check-run.js'
import { readSecret } from './inputs/service.js'

export function readRunConfig(env: Env): RunConfig {
  // The GitHub token is masked first: nothing below may print it.
  const githubToken = readSecret(env, 'github-token')
  return {
    command: readChoice<CommandName>(env, 'command', COMMAND_NAMES),
    workspace: workspaceDir(env),
    github: readGitHubContext(env),
    summary: readBool(env, 'summary'),
    ...readCheckRunInputs(env),
    githubToken
  }
}

export async function readConfig(env: Env = process.env): Promise<ReadyCommand> {
  const run = readRunConfig(env)
  return COMMANDS[run.command](env, run)
}
