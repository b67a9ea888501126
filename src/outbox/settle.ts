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

/** The result with what the delivery added: a preview's notice, the stop, the saved outbox. */
export async function settleDelivery(
  result: CommandResult,
  config: { github: GitHubContext; preview?: string },
  client: RecordsClient
): Promise<CommandResult> {
  const stop = client.stopped
  const kept = stoppedWrites(result)
  const notRecorded = kept.length > 0 ? ` Not recorded: ${kept.join(', ')}.` : ''
  const failures = [...result.failures]
  if (stop?.stops === 'auth') failures.push(`${stop.message}${notRecorded}`)
  const outbox = client.outbox
  const cause = (o: Outbox): string =>
    stop?.stops === 'down' ? stop.message : o.requests[0].reason
  const saved =
    outbox && outbox.size > 0 ? await saveOutbox(outbox, config.github, cause(outbox)) : undefined
  if (saved?.failure) failures.push(saved.failure)
  else if (!saved && stop?.stops === 'down') {
    failures.push(`The service is down: ${stop.message}${notRecorded}`)
  }
  return {
    ...result,
    failures,
    notices: config.preview ? [...result.notices, previewNotice(config.preview)] : result.notices,
    ...(config.preview && { preview: config.preview }),
    ...(stop && { stopped: stop.stops }),
    ...(saved && { outbox: saved.outbox })
  }
}

function previewNotice(why: string): string {
  return (
    `Preview: nothing is sent to the records service, because ${why}. ` +
    'Everything else is computed and shown; the outcome depends on the tests only.'
  )
}

type Outbox = NonNullable<RecordsClient['outbox']>

/** The outbox written to a file and uploaded as a workflow artifact; a failure says where it is. */
async function saveOutbox(
  outbox: Outbox,
  github: GitHubContext,
  cause: string
): Promise<{ outbox: NonNullable<CommandResult['outbox']>; failure?: string }> {
  const labels = outbox.requests.map((r) => r.label)
  const base = process.env.RUNNER_TEMP || os.tmpdir()
  const name = outboxArtifactName(github)
  let file: string | undefined
  try {
    file = await outbox.write(await mkdtemp(path.join(base, 'records-outbox-')))
    const { uploadOutbox } = await import('./artifact.js')
    await uploadOutbox(name, file)
    return { outbox: { count: outbox.size, labels, file, artifact: name } }
  } catch (err) {
    const error = errorMessage(err)
    const where = file
      ? `it is at ${file} (the outbox-file output) until the runner is wiped`
      : 'it could not be written either'
    return {
      outbox: { count: outbox.size, labels, error, ...(file && { file }) },
      failure:
        `${count(outbox.size, 'write')} could not be delivered (${cause}), and the outbox could ` +
        `not be saved as a workflow artifact (${error}): ${where}`
    }
  }
}
