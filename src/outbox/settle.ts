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

export async function settleDelivery(
  result: CommandResult,
  config: { github: GitHubContext },
  client: RecordsClient
): Promise<void> {
  const stop = client.stopped
  if (stop) result.stopped = stop.stops
  const outbox = client.outbox
  if (stop?.stops === 'auth') result.failures.push(stop.message)
  if (!outbox || outbox.size === 0) {
    if (stop?.stops === 'down') result.failures.push(`The service is down: ${stop.message}`)
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
