/**
 * After a command's writes: the one report of what stopped the run (a refused token, a
 * service that is down), and the outbox saved as a workflow artifact when writes were deferred.
 * If it cannot be saved, nothing is pretended: the step fails and the file's path is given.
 */
import os from 'node:os'
import path from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import type { RecordsClient } from '../api/client.js'
import type { GitHubContext } from '../context/github.js'
import { errorMessage } from '../errors.js'
import type { CommandResult } from '../results.js'
import { count } from '../util/english.js'

/** `records-outbox-<run id>-<job>-<attempt>`, without the characters artifact names refuse. */
export function outboxArtifactName(github: GitHubContext): string {
  const parts = [github.runId || 'local', github.job || 'job', github.runAttempt || '1']
  return `records-outbox-${parts.join('-')}`.replace(/[":<>|*?\\/\r\n\s]+/g, '_')
}

/** What the writes that a stop kept from the service record, for people. */
function stoppedWrites(result: CommandResult): string[] {
  const names = (result.artifacts ?? [])
    .filter((a) => a.undelivered === 'stopped')
    .map((a) => `artifact ${a.name}`)
  const j = result.junit
  if (j?.undelivered === 'stopped')
    names.push(`JUnit attestation '${j.attestationName ?? 'junit'}'`)
  const o = result.override
  if (o?.undelivered === 'stopped') names.push(`override of '${o.attestationName}'`)
  return names
}

export async function settleDelivery(
  result: CommandResult,
  config: { github: GitHubContext; preview?: string },
  client: RecordsClient
): Promise<void> {
  if (config.preview) {
    result.preview = config.preview
    result.notices.push(
      `Preview: nothing is sent to the records service, because ${config.preview}. ` +
        'Everything else is computed and shown; the outcome depends on the tests only.'
    )
  }
  const stop = client.stopped
  if (stop) result.stopped = stop.stops
  const outbox = client.outbox
  const kept = stoppedWrites(result)
  const notRecorded = kept.length > 0 ? ` Not recorded: ${kept.join(', ')}.` : ''
  if (stop?.stops === 'auth') result.failures.push(`${stop.message}${notRecorded}`)
  if (!outbox || outbox.size === 0) {
    if (stop?.stops === 'down') {
      result.failures.push(`The service is down: ${stop.message}${notRecorded}`)
    }
    return
  }
  const labels = outbox.requests.map((r) => r.label)
  result.outbox = { count: outbox.size, labels }
  const base = process.env.RUNNER_TEMP || os.tmpdir()
  const name = outboxArtifactName(config.github)
  try {
    const dir = await mkdtemp(path.join(base, 'records-outbox-'))
    result.outbox.file = await outbox.write(dir)
    const { uploadOutbox } = await import('./artifact.js')
    await uploadOutbox(name, result.outbox.file)
    result.outbox.artifact = name
  } catch (err) {
    result.outbox.error = errorMessage(err)
    const where = result.outbox.file
      ? `it is at ${result.outbox.file} (the outbox-file output) until the runner is wiped`
      : 'it could not be written either'
    const cause = ` (${stop?.stops === 'down' ? stop.message : outbox.requests[0].reason})`
    result.failures.push(
      `${count(outbox.size, 'write')} could not be delivered${cause}, and the outbox could not ` +
        `be saved as a workflow artifact (${result.outbox.error}): ${where}`
    )
  }
}
