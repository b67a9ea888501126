/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */
import { missing, read, readBool, requireMatch, type Env } from './read.js'

export interface FlowInputs {
  flow: string
  failOnNonCompliant: boolean
}

/** `flow` (required when `requiredFor` names the command) and `fail-on-non-compliant`. */
export function readFlowInputs(env: Env, requiredFor?: string): FlowInputs {
  const flow = read(env, 'flow')
  if (flow) requireMatch('flow', flow, 'flowName')
  else if (requiredFor) throw missing('flow', { for: requiredFor })
  return { flow, failOnNonCompliant: readBool(env, 'fail-on-non-compliant') }
}
