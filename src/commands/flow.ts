/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */
import { missing, read, readBool, requireMatch, type Env } from '../inputs/read.js'
import type { FlowInputs } from './command.js'

/** `flow`, required when `command` needs it (then the error names the command). */
export function readFlow(env: Env, requiredBy?: string): string {
  const flow = read(env, 'flow')
  if (flow) requireMatch('flow', flow, 'flowName')
  else if (requiredBy) {
    throw missing('flow', `for command ${requiredBy}`)
  }
  return flow
}

export function readFlowInputs(env: Env, requiredBy?: string): FlowInputs {
  return {
    flow: readFlow(env, requiredBy),
    failOnNonCompliant: readBool(env, 'fail-on-non-compliant')
  }
}
