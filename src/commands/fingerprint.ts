/** `fingerprint`: compute fingerprints only. No token, no network. */
import type { Config } from '../config.js'
import type { CommandResult } from '../results.js'
import { newResult } from './result.js'
import { prepareArtifacts } from './artifacts.js'

export async function runFingerprint(config: Config): Promise<CommandResult> {
  const result = newResult(config)
  result.artifacts = await prepareArtifacts(config)
  for (const a of result.artifacts) {
    if (a.error) result.failures.push(`Artifact ${a.path || a.name}: ${a.error}`)
  }
  return result
}
