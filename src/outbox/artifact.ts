/**
 * Outboxes and receipts as workflow artifacts: uploaded through the toolkit's own
 * @actions/artifact (the backend of actions/upload-artifact); listed through the REST API
 * (GitHub's one client, github/client.ts), keeping only artifacts of runs whose head repository is this repository
 * (a fork's run may plant any name); downloaded here, counted (docs/bad-day.md, "What is
 * downloaded is counted"): the zip through GitHub's redirect to its blob, never more bytes than
 * the bound, and extracted by unzip.ts within the same bound. Loaded on demand: only a run with
 * deferred writes, or a replay, loads it.
 */
import path from 'node:path'
import { createWriteStream } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DefaultArtifactClient } from '@actions/artifact'
import { HttpClient } from '@actions/http-client'
import { errorMessage } from '../errors.js'
import { gitHubClient, ownerRepo, type GitHubAccess } from '../github/client.js'
import { count } from '../util/english.js'
import { USER_AGENT } from '../version.js'
import { MAX_OUTBOX_BYTES, RETENTION_DAYS } from './document.js'
import { MAX_RECEIPT_BYTES } from './receipts.js'
import { extractCounted } from './unzip.js'

export { RETENTION_DAYS }

/**
 * The most artifacts of one name a replay downloads, newest first: each receipt of an origin is
 * the union of what the receipts before it said, so the newest few say everything.
 */
export const MAX_SAME_NAME = 10

/** The most artifacts one listing reads before choosing (10 pages of 100). */
const MAX_LISTED = 1000

/**
 * The most bytes the outbox downloads of one replay may fetch and extract together. Each
 * outbox is bounded at 64 MiB zipped and 64 MiB extracted, so a run of hundreds would
 * otherwise cost hundreds × 128 MiB of transfer, disk writes and time. An honest outbox is a few
 * KiB to a few MiB (a leg's writes, its JUnit reports); 1 GiB is eight outboxes at their bound,
 * or a thousand of half a MiB each, and at the ≈ 1 MB/s the download deadline assumes it is
 * some 18 minutes, the most a replay should spend before sending anything.
 */
export const MAX_REPLAY_DOWNLOAD_BYTES = 1024 * 1024 * 1024

/** The longest one download may take, headers to last byte (64 MiB at ≈ 1 MB/s). */
export const DOWNLOAD_DEADLINE_MS = 120_000

/** An artifact as listed: enough to download it and to name it. */
export interface ListedArtifact {
  id: number
  name: string
  /** The run it belongs to. */
  runId: number
  size: number
  createdAt?: string
  /** When GitHub deletes it, or deleted it (`expires_at`). */
  expiresAt?: string
  /** The most bytes it may take, zipped and extracted (MAX_OUTBOX_BYTES when unset). */
  bound?: number
  /** What its download counts against besides its bound: the replay's, when it has one. */
  budget?: DownloadBudget
}

/** Where the repository's artifacts are listed and downloaded: GitHub's one client (github/client.ts). */
export type RepositoryAccess = GitHubAccess

/** An artifact as the REST API lists it, with the run that uploaded it. */
interface RestArtifact {
  id: number
  name: string
  size_in_bytes: number
  expired: boolean
  created_at?: string | null
  expires_at?: string | null
  workflow_run?: {
    id?: number
    repository_id?: number
    head_repository_id?: number
  } | null
}

export async function uploadFile(name: string, file: string): Promise<void> {
  await new DefaultArtifactClient().uploadArtifact(name, [file], path.dirname(file), {
    retentionDays: RETENTION_DAYS
  })
}

/**
 * How many names a step tries for one of its artifacts (its outbox, its leg's presence record).
 * Its first name is its own (run, job, attempt, leg, step); a later one is for a name another
 * step took all the same (legs whose values read alike once cut, a runner without
 * GITHUB_ACTION, two calls of one reusable workflow). Each try that is refused costs one round trip.
 */
const NAME_TRIES = 10

/**
 * Uploads `file` as a workflow artifact of this run under `nameOf(1)`, else `nameOf(2)`, …;
 * returns the name it took. An artifact name is unique in a run: when the service says the name
 * is taken (409), the next is tried, so that a step never loses its artifact because another
 * step saved first. `around` runs each upload (a group of the step log, whose title names it).
 */
export async function uploadUnderFreeName(
  nameOf: (nth: number) => string,
  file: string,
  around: (name: string, upload: () => Promise<void>) => Promise<void>
): Promise<string> {
  for (let nth = 1; ; nth++) {
    const name = nameOf(nth)
    try {
      await around(name, () => uploadFile(name, file))
      return name
    } catch (err) {
      if (!nameTaken(err) || nth >= NAME_TRIES) throw err
    }
  }
}

/**
 * The artifacts of run `runId` whose names start with `prefix`. Throws, naming the first, when
 * that run's head repository is not this repository (a fork's run): none of it is downloaded.
 */
export async function listRunArtifacts(
  access: RepositoryAccess,
  runId: number,
  prefix: string,
  /** Receives those of `prefix` that GitHub lists as expired (never downloaded). */
  expired?: ListedArtifact[]
): Promise<ListedArtifact[]> {
  const found = (await gitHubClient(access).run('list run artifacts', (octokit) =>
    octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
      ...ownerRepo(access),
      run_id: runId,
      per_page: 100
    })
  )) as RestArtifact[]
  const named = found.filter((a) => a.name.startsWith(prefix) && !a.expired)
  for (const a of found) {
    if (a.name.startsWith(prefix) && a.expired) expired?.push(listed(a, runId, MAX_OUTBOX_BYTES))
  }
  const foreign = named.find((a) => !fromThisRepository(a))
  if (foreign) {
    throw new Error(
      `the artifact ${foreign.name} of run ${runId} was not downloaded: that run's head ` +
        `repository is not ${access.repository} (a fork's run), and anything it uploaded may have been planted`
    )
  }
  return named.map((a) => listed(a, runId, MAX_OUTBOX_BYTES))
}

/**
 * The newest artifacts of the repository named exactly `name` (receipts: needs
 * `actions: read`), at most MAX_SAME_NAME, each bound to MAX_RECEIPT_BYTES; those of runs whose
 * head repository is not this repository (a fork's run) are left out, never downloaded.
 */
export async function listRepositoryArtifacts(
  access: RepositoryAccess,
  name: string
): Promise<ListedArtifact[]> {
  let seen = 0
  const found = (await gitHubClient(access).run('list repository artifacts', (octokit) =>
    octokit.paginate(
      octokit.rest.actions.listArtifactsForRepo,
      { ...ownerRepo(access), name, per_page: 100 },
      (response, done) => {
        seen += response.data.length
        if (seen >= MAX_LISTED) done()
        return response.data
      }
    )
  )) as RestArtifact[]
  return found
    .filter((a) => a.name === name && !a.expired && a.workflow_run?.id !== undefined)
    .filter(fromThisRepository)
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id)
    .slice(0, MAX_SAME_NAME)
    .map((a) => listed(a, Number(a.workflow_run?.id), MAX_RECEIPT_BYTES))
}

/** Whether the run that uploaded `a` built this repository's own code (not a fork's). */
function fromThisRepository(a: RestArtifact): boolean {
  const run = a.workflow_run
  return (
    typeof run?.repository_id === 'number' &&
    typeof run.head_repository_id === 'number' &&
    run.head_repository_id === run.repository_id
  )
}

function listed(a: RestArtifact, runId: number, bound: number): ListedArtifact {
  return {
    id: a.id,
    name: a.name,
    runId,
    size: a.size_in_bytes,
    ...(a.created_at && { createdAt: a.created_at }),
    ...(a.expires_at && { expiresAt: a.expires_at }),
    bound
  }
}

/** A replay's downloads ran past their budget: nothing of them is used. */
export class DownloadBudgetError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DownloadBudgetError'
  }
}

/**
 * What one replay's downloads may cost together: the sizes GitHub lists are summed before any
 * download (a floor of what fetching them costs, so an honest run over the budget downloads
 * nothing), then every byte fetched and every byte extracted is counted as it arrives, so that
 * sizes listed too small buy nothing either.
 */
export class DownloadBudget {
  private spent = 0

  constructor(
    /** What is downloaded, in words: "the outboxes of run 4242". */
    private readonly what: string,
    readonly total = MAX_REPLAY_DOWNLOAD_BYTES
  ) {}

  /** Throws, before any download, when `listed` alone is over the budget. */
  planned(listed: readonly ListedArtifact[]): this {
    const sum = listed.reduce((n, a) => n + a.size, 0)
    if (sum > this.total) {
      throw new DownloadBudgetError(
        `${this.what} are listed at ${count(sum, 'byte')} together, over the ` +
          `${count(this.total, 'byte')} a replay downloads (MAX_REPLAY_DOWNLOAD_BYTES); ` +
          'nothing was downloaded, nothing was sent'
      )
    }
    return this
  }

  /** Counts `bytes` fetched or extracted; throws past the budget. */
  spend(bytes: number): void {
    this.spent += bytes
    if (this.spent > this.total) {
      throw new DownloadBudgetError(
        `${this.what} run past the ${count(this.total, 'byte')} a replay downloads and ` +
          'extracts together (MAX_REPLAY_DOWNLOAD_BYTES); nothing was sent'
      )
    }
  }
}

/**
 * Downloads `artifact` into a new folder under `base` and runs `read` on the folder it was
 * extracted into; the folder is removed afterwards. At most `bound` bytes are downloaded and at
 * most `bound` extracted (counted as they come, never trusting a listed or declared size):
 * past it nothing more is written and this throws, naming the artifact. With a `budget`, every
 * byte fetched and extracted is also counted against it; past it this throws its
 * DownloadBudgetError as it is.
 */
export async function withDownloaded<T>(
  access: RepositoryAccess,
  artifact: ListedArtifact,
  base: string,
  read: (dir: string) => Promise<T>
): Promise<T> {
  const { bound = MAX_OUTBOX_BYTES, budget } = artifact
  const refused = (why: string): Error =>
    new Error(`the artifact ${artifact.name} of run ${artifact.runId} is refused: ${why}`)
  const over = `over the bound of ${count(bound, 'byte')}; not downloaded`
  if (artifact.size > bound)
    throw refused(`it is listed at ${count(artifact.size, 'byte')}, ${over}`)
  const scratch = await mkdtemp(path.join(base, 'records-download-'))
  try {
    const zip = path.join(scratch, 'artifact.zip')
    const dir = path.join(scratch, 'files')
    const spend = budget && ((bytes: number) => budget.spend(bytes))
    try {
      await downloadZip(access, artifact.id, zip, bound, spend)
      await mkdir(dir)
      await extractCounted(zip, dir, bound, spend)
    } catch (err) {
      if (err instanceof DownloadBudgetError) throw err
      throw refused(errorMessage(err))
    }
    await rm(zip, { force: true })
    return await read(dir)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/**
 * Fetches artifact `id`'s zip into `file`: GitHub answers the REST route with a redirect to the
 * blob (as @actions/artifact's own download by run does); the blob is read as a stream, counted,
 * and cut off past `bound` bytes or past the deadline.
 */
async function downloadZip(
  access: RepositoryAccess,
  id: number,
  file: string,
  bound: number,
  spend?: (bytes: number) => void
): Promise<void> {
  const { status, headers } = await gitHubClient(access).run('download artifact', (octokit) =>
    octokit.rest.actions.downloadArtifact({
      ...ownerRepo(access),
      artifact_id: id,
      archive_format: 'zip',
      request: { redirect: 'manual' }
    })
  )
  const location = headers.location
  if (status !== 302 || !location) throw new Error(`GitHub answered ${status} without a redirect`)
  await fetchCounted(location, file, bound, DOWNLOAD_DEADLINE_MS, spend)
}

/**
 * Reads the blob at `url` into `file`, counting every byte: past `bound` or past the deadline
 * (headers to last byte) the download stops. Through @actions/http-client, which honours the
 * runner's proxy settings as the artifact client's own download does, and sends no token.
 */
export async function fetchCounted(
  url: string,
  file: string,
  bound: number,
  deadlineMs = DOWNLOAD_DEADLINE_MS,
  /** Counts each chunk as it arrives, against more than this one download; may throw. */
  spend?: (bytes: number) => void
): Promise<void> {
  const client = new HttpClient(USER_AGENT)
  let body: IncomingMessage | undefined
  let late = false
  const timer = setTimeout(() => {
    late = true
    body?.destroy()
    client.dispose() // ends a request still waiting for its headers
  }, deadlineMs)
  try {
    body = (await client.get(url)).message
    if (body.statusCode !== 200) throw new Error(`the blob store answered ${body.statusCode}`)
    const over = `over the bound of ${count(bound, 'byte')}`
    const declared = Number(body.headers['content-length'])
    if (declared > bound) throw new Error(`it is ${count(declared, 'byte')} zipped, ${over}`)
    let received = 0
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length
        if (received > bound) return done(new Error(`its zip runs ${over}`))
        try {
          spend?.(chunk.length)
        } catch (err) {
          return done(err as Error)
        }
        done(null, chunk)
      }
    })
    await pipeline(body, counted, createWriteStream(file))
  } catch (err) {
    if (late) throw new Error(`the download took longer than ${deadlineMs / 1000} s`)
    throw err
  } finally {
    clearTimeout(timer)
    body?.destroy()
    client.dispose()
  }
}

/**
 * Whether the artifact client's error says the name is taken in the run: the results service
 * answers `409 Conflict: an artifact with this name already exists on the workflow run`.
 */
export const nameTaken = (err: unknown): boolean => /\(409\)|already exists/.test(errorMessage(err))

/** Deletes this run's artifact `name` (the runtime token may), to upload a newer one. */
export async function deleteOwnArtifact(name: string): Promise<void> {
  await new DefaultArtifactClient().deleteArtifact(name)
}
