/**
 * Reads the inputs once: first what every command shares (the command, the workspace, the
 * GitHub context, where results are shown), then — in the command's table entry — the service
 * inputs of a command that talks to the service and the command's own inputs, declared in its
 * module. Secrets are masked before anything can print them. Throws InputError, naming the
 * input, before anything is sent.
 */
import { COMMANDS } from './commands/table.js'
import {
  COMMAND_NAMES,
  type CommandName,
  type ReadyCommand,
  type RunConfig
} from './commands/command.js'
import { readGitHubContext, workspaceDir, type GitHubContext } from './context/github.js'
import { readRunnerContext, type RunnerContext } from './context/runner.js'
import { readBool, readChoice, type Env } from './inputs/read.js'
import { readCheckRunInputs } from './inputs/check-run.js'
import { readSecret } from './inputs/service.js'

/** The run's context: the GitHub one and the runner's own facts, read once. */
export interface RunContext {
  github: GitHubContext
  runner: RunnerContext
}

/** Read before the inputs: a refused input's job summary needs the runner's summary file. */
export function readRunContext(env: Env): RunContext {
  const github = readGitHubContext(env)
  return { github, runner: readRunnerContext(env, github) }
}

export function readRunConfig(env: Env, context: RunContext = readRunContext(env)): RunConfig {
  // The GitHub token is masked first: nothing below may print it.
  const githubToken = readSecret(env, 'github-token')
  return {
    command: readChoice<CommandName>(env, 'command', COMMAND_NAMES),
    workspace: workspaceDir(env),
    ...context,
    summary: readBool(env, 'summary'),
    ...readCheckRunInputs(env),
    githubToken
  }
}

export async function readConfig(
  env: Env = process.env,
  context: RunContext = readRunContext(env)
): Promise<ReadyCommand> {
  const run = readRunConfig(env, context)
  return COMMANDS[run.command](env, run)
}
