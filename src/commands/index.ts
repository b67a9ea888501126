/** The table of commands: each module declares its inputs, its verdict and its run. */
import type { CommandName, CommandSpec } from './command.js'
import { reportCommand } from './report.js'
import { fingerprintCommand } from './fingerprint.js'
import { attestJUnitCommand } from './attest-junit.js'
import { overrideCommand } from './override.js'
import { searchCommand } from './search.js'
import { getDeploymentCommand } from './get-deployment.js'
import { listEnvironmentsCommand } from './list-environments.js'
import { listApprovalsCommand } from './list-approvals.js'

export const COMMANDS: Readonly<Record<CommandName, CommandSpec<object>>> = {
  report: reportCommand,
  fingerprint: fingerprintCommand,
  'attest-junit': attestJUnitCommand,
  override: overrideCommand,
  search: searchCommand,
  'get-deployment': getDeploymentCommand,
  'list-environments': listEnvironmentsCommand,
  'list-approvals': listApprovalsCommand
}
