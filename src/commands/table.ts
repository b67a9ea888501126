/**
 * The table of commands: each module declares its inputs, its verdict and its run. Modules are
 * loaded on demand, so a run loads only its own command's code (and the bundle's start-up stays
 * close to Node's own). Each entry reads its command's inputs with the command's own types.
 */
import type { Env } from '../inputs/read.js'
import type { CommandName, ReadyCommand, RunConfig } from './command.js'
import { readCommand } from './ready.js'

export type CommandReader = (env: Env, run: RunConfig) => Promise<ReadyCommand>

export const COMMANDS: Readonly<Record<CommandName, CommandReader>> = {
  report: async (env, run) => readCommand((await import('./report.js')).reportCommand, env, run),
  fingerprint: async (env, run) =>
    readCommand((await import('./fingerprint.js')).fingerprintCommand, env, run),
  'attest-junit': async (env, run) =>
    readCommand((await import('./attest-junit.js')).attestJUnitCommand, env, run),
  override: async (env, run) =>
    readCommand((await import('./override.js')).overrideCommand, env, run),
  search: async (env, run) => readCommand((await import('./search.js')).searchCommand, env, run),
  'get-deployment': async (env, run) =>
    readCommand((await import('./get-deployment.js')).getDeploymentCommand, env, run),
  'list-environments': async (env, run) =>
    readCommand((await import('./list-environments.js')).listEnvironmentsCommand, env, run),
  'list-approvals': async (env, run) =>
    readCommand((await import('./list-approvals.js')).listApprovalsCommand, env, run),
  replay: async (env, run) => readCommand((await import('./replay.js')).replayCommand, env, run),
  legs: async (env, run) => readCommand((await import('./legs.js')).legsCommand, env, run)
}
