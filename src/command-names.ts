/**
 * The names of the commands (the `command` input), in one list: what a command is lives in
 * commands/command.ts, its result in results.ts, and a table keyed by command
 * (`Record<CommandName, …>`, as the summary's footer) fails to compile when a name is missing.
 */
export const COMMAND_NAMES = [
  'report',
  'fingerprint',
  'attest-junit',
  'override',
  'search',
  'get-deployment',
  'list-environments',
  'list-approvals',
  'replay',
  'legs'
] as const
export type CommandName = (typeof COMMAND_NAMES)[number]
