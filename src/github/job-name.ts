/**
 * This job as GitHub records it (docs/workflow-shapes.md §2): the name of the check run GitHub
 * keeps for the job (`job.check_run_id`), which in a called workflow is `<calling job> / <called
 * job>`. Two calls of one reusable workflow in a run share GITHUB_JOB and the step's id; their
 * names differ, and each keeps its name in every attempt. Its digest is the job key that outbox
 * origins and check-run marks carry, so that their outboxes, check runs and supersession stay
 * apart. It is read once, when first needed (an outbox to seal, a check run to make).
 */
import { createHash } from 'node:crypto'
import { errorMessage } from '../errors.js'
import { gitHubClient, ownerRepo, statusOf, type GitHubAccess } from './client.js'

/** Where this job's check run is read: the run's repository and API, with its GitHub token. */
export interface JobLookup extends GitHubAccess {
  /** `job.check_run_id`; without it (GitHub Enterprise Server, a harness) nothing is asked. */
  checkRunId?: number
}

/** Hex digits of the name's SHA-256 kept: a check run's `external_id` stays short. */
const KEY_HEX = 16

/** The key of a job named `name` (as GitHub records it): a digest, bounded whatever its length. */
export function jobKeyOf(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, KEY_HEX)
}

/** GET /repos/{owner}/{repo}/check-runs/{id}: the check run's name (checks: read). */
export async function checkRunName(
  access: Omit<JobLookup, 'checkRunId'>,
  checkRunId: number
): Promise<string> {
  const { data } = await gitHubClient(access).run('read check run', (octokit) =>
    octokit.rest.checks.get({ ...ownerRepo(access), check_run_id: checkRunId })
  )
  if (typeof data.name !== 'string' || data.name === '') {
    throw new Error('GitHub answered a check run without a name')
  }
  return data.name
}

/** A status GitHub answered that says the token may not read check runs (checks: read). */
function refused(err: unknown): boolean {
  const status = statusOf(err)
  return status === 403 || status === 404
}

/**
 * This job's key, read at most once however often it is asked for; undefined when it cannot be
 * read. A failure other than a refused permission (which the check run's own warning names) is
 * told to `warn`, once.
 */
export function jobKeyOnce(
  lookup: JobLookup,
  warn: (message: string) => void
): () => Promise<string | undefined> {
  let key: Promise<string | undefined> | undefined
  const read = async (): Promise<string | undefined> => {
    const id = lookup.checkRunId
    if (id === undefined || !lookup.token || !lookup.repository.includes('/')) return undefined
    try {
      return jobKeyOf(await checkRunName(lookup, id))
    } catch (err) {
      if (!refused(err)) {
        warn(
          `This job's name could not be read from GitHub (its check run ${id}: ` +
            `${errorMessage(err)}): two calls of one reusable workflow in this run are told ` +
            'apart only by their check-name.'
        )
      }
      return undefined
    }
  }
  return () => (key ??= read())
}
