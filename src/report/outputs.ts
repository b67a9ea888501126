/**
 * Step outputs from a result. A value over GitHub's 1 MB limit is cut (still valid UTF-8) and
 * written whole to a file under RUNNER_TEMP, with a warning naming both; newlines and any text
 * survive because @actions/core writes GITHUB_OUTPUT with a random heredoc delimiter.
 */
import * as core from '@actions/core'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CommandResult } from '../results.js'
import { byteLength, truncateUtf8 } from './bytes.js'
import { num } from './format.js'
import { redactSecrets } from '../util/secrets.js'

/** GitHub's limit for one output value (1 MB). */
export const OUTPUT_MAX_BYTES = 1_000_000

/** Sets every output the result has data for; returns warnings (never throws). */
export function setOutputs(result: CommandResult): string[] {
  const warnings: string[] = []
  const put = (name: string, value: string): void => {
    warnings.push(...setOutputSafely(name, value))
  }

  if (result.artifacts) {
    const withFingerprint = result.artifacts.filter((a) => a.fingerprint)
    put(
      'fingerprints',
      JSON.stringify(
        withFingerprint.map((a) => ({
          name: a.name,
          path: a.path,
          type: a.type,
          fingerprint: a.fingerprint
        }))
      )
    )
    if (withFingerprint.length === 1) put('fingerprint', withFingerprint[0].fingerprint ?? '')
  }
  if (result.compliant !== undefined) put('compliant', String(result.compliant))

  const junit = result.junit
  if (junit) {
    put('tests-total', String(junit.totals.total))
    put('tests-failed', String(junit.totals.failures))
    put('tests-errors', String(junit.totals.errors))
    put('tests-skipped', String(junit.totals.skipped))
    put('junit-results', junit.resultsJson ?? JSON.stringify(junit.results))
  }

  const search = result.search
  if (search?.result !== undefined) {
    put('search-result', search.resultJson ?? JSON.stringify(search.result))
  }
  if (search?.complianceState) put('compliance-state', search.complianceState)

  if (result.deployment?.deployment) put('deployment', JSON.stringify(result.deployment.deployment))
  if (result.environments) put('environments', JSON.stringify(result.environments.list))
  // Unknown is not NONE: nothing is output when the approvals could not be listed.
  if (result.approvals && !result.approvals.error) {
    put('approvals', JSON.stringify(result.approvals.list))
    put('approval-state', result.approvals.state)
  }
  return warnings
}

/**
 * One output, cut to OUTPUT_MAX_BYTES when over it (the whole value then goes to a file).
 * Returns warnings; never throws.
 */
function setOutputSafely(name: string, value: string, maxBytes = OUTPUT_MAX_BYTES): string[] {
  const warnings: string[] = []
  // A server may echo the token back in a body that becomes an output: later steps, and the
  // file below, must not receive it.
  value = redactSecrets(value)
  let out = value
  const bytes = byteLength(value)
  if (bytes > maxBytes) {
    out = truncateUtf8(value, maxBytes)
    const kept = `it holds only the first ${num(byteLength(out))} bytes`
    try {
      const file = writeWholeValue(name, value)
      warnings.push(
        `Output '${name}' is ${num(bytes)} bytes, over GitHub's limit of ${num(maxBytes)}: ` +
          `${kept}; the whole value is in ${file}`
      )
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      warnings.push(
        `Output '${name}' is ${num(bytes)} bytes, over GitHub's limit of ${num(maxBytes)}: ` +
          `${kept}, and the whole value could not be written to a file: ${reason}`
      )
    }
  }
  try {
    core.setOutput(name, out)
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    warnings.push(`Output '${name}' could not be set: ${reason}`)
  }
  return warnings
}

function writeWholeValue(name: string, value: string): string {
  const base = process.env.RUNNER_TEMP || os.tmpdir()
  const dir = fs.mkdtempSync(path.join(base, 'records-action-outputs-'))
  const ext = /^\s*[[{]/.test(value) ? 'json' : 'txt'
  const file = path.join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`)
  fs.writeFileSync(file, value, 'utf8')
  return file
}
