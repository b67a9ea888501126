/**
 * The table of commands: each module declares its inputs, its verdict and its run. Modules are
 * loaded on demand, so a run loads only its own command's code (and the bundle's start-up stays
 * close to Node's own).
 */
import type { CommandName, CommandSpec } from './command.js'

export type CommandLoader = () => Promise<CommandSpec<object>>

export const COMMANDS: Readonly<Record<CommandName, CommandLoader>> = {
  report: async () => (await import('./report.js')).reportCommand,
  fingerprint: async () => (await import('./fingerprint.js')).fingerprintCommand,
  'attest-junit': async () => (await import('./attest-junit.js')).attestJUnitCommand,
  override: async () => (await import('./override.js')).overrideCommand,
  search: async () => (await import('./search.js')).searchCommand,
  'get-deployment': async () => (await import('./get-deployment.js')).getDeploymentCommand,
  'list-environments': async () => (await import('./list-environments.js')).listEnvironmentsCommand,
  'list-approvals': async () => (await import('./list-approvals.js')).listApprovalsCommand,
  replay: async () => (await import('./replay.js')).replayCommand
}
