/**
 * Secrets the action knows: registered once by config.ts, removed from any text the action
 * prints itself. The runner masks registered secrets in the log, but a server may echo a
 * token back in an error body, and local runs have no runner to mask anything.
 */
import * as core from '@actions/core'

const secrets = new Set<string>()

export function registerSecret(value: string): void {
  if (value === '') return
  core.setSecret(value)
  secrets.add(value)
}

export function redactSecrets(text: string): string {
  let out = text
  for (const s of secrets) out = out.split(s).join('***')
  return out
}
