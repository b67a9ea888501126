/**
 * Outboxes and receipts as workflow artifacts, through the toolkit's own @actions/artifact (the
 * backend of actions/upload-artifact), and the repository's artifact list through the REST API
 * (@actions/github). Loaded on demand: only a run with deferred writes, or a replay, loads it.
 * What is downloaded is read as untrusted input (docs/bad-day.md): a listed size over the bound
 * is not downloaded.
 */
import path from 'node:path'
import { mkdtemp, rm } from 'node:fs/promises'
import { DefaultArtifactClient } from '@actions/artifact'
import { MAX_OUTBOX_BYTES } from './document.js'

/** Days GitHub keeps an outbox and a receipt: long enough to replay after an outage. */
export const RETENTION_DAYS = 30

/** An artifact as listed: enough to download it and to name it. */
export interface ListedArtifact {
  id: number
  name: string
  /** The run it belongs to. */
  runId: number
  size: number
  createdAt?: string
}

export interface RepositoryAccess {
  /** `owner/repo` */
  repository: string
  token: string
}

export async function uploadFile(name: string, file: string): Promise<void> {
  await new DefaultArtifactClient().uploadArtifact(name, [file], path.dirname(file), {
    retentionDays: RETENTION_DAYS
  })
}

/** The artifacts of run `runId` whose names start with `prefix`. */
export async function listRunArtifacts(
  access: RepositoryAccess,
  runId: number,
  prefix: string
): Promise<ListedArtifact[]> {
  const { artifacts } = await new DefaultArtifactClient().listArtifacts({
    findBy: findBy(access, runId)
  })
  return artifacts
    .filter((a) => a.name.startsWith(prefix))
    .map((a) => ({
      id: a.id,
      name: a.name,
      runId,
      size: a.size,
      ...(a.createdAt && { createdAt: a.createdAt.toISOString() })
    }))
}

/** Every artifact of the repository named exactly `name`, in any run (needs `actions: read`). */
export async function listRepositoryArtifacts(
  access: RepositoryAccess,
  name: string
): Promise<ListedArtifact[]> {
  const { getOctokit } = await import('@actions/github')
  const [owner, repo] = access.repository.split('/')
  const octokit = getOctokit(access.token)
  const found = await octokit.paginate(octokit.rest.actions.listArtifactsForRepo, {
    owner,
    repo,
    name,
    per_page: 100
  })
  return found
    .filter((a) => a.name === name && !a.expired && a.workflow_run?.id !== undefined)
    .map((a) => ({
      id: a.id,
      name: a.name,
      runId: Number(a.workflow_run?.id),
      size: a.size_in_bytes,
      ...(a.created_at && { createdAt: a.created_at })
    }))
}

/**
 * Downloads `artifact` into a new folder under `base` and runs `read` on that folder; the
 * folder is removed afterwards. Refuses an artifact listed larger than the bound, unread.
 */
export async function withDownloaded<T>(
  access: RepositoryAccess,
  artifact: ListedArtifact,
  base: string,
  read: (dir: string) => Promise<T>
): Promise<T> {
  if (artifact.size > MAX_OUTBOX_BYTES) {
    throw new Error(
      `the artifact ${artifact.name} is ${artifact.size} bytes, over the bound of ${MAX_OUTBOX_BYTES}; not downloaded`
    )
  }
  const dir = await mkdtemp(path.join(base, 'records-download-'))
  try {
    await withoutDeprecationWarnings(() =>
      new DefaultArtifactClient().downloadArtifact(artifact.id, {
        findBy: findBy(access, artifact.runId),
        path: dir
      })
    )
    return await read(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Runs `work` with Node's deprecation warnings off: the unzip code the artifact client bundles
 * calls `new Buffer()`, and Node's warning about it (DEP0005, given for code outside
 * node_modules, as a bundle is) would stand on stderr outside every group of the step's log.
 */
async function withoutDeprecationWarnings<T>(work: () => Promise<T>): Promise<T> {
  const before = process.noDeprecation
  process.noDeprecation = true
  try {
    return await work()
  } finally {
    process.noDeprecation = before
  }
}

/** Deletes this run's artifact `name` (the runtime token may), to upload a newer one. */
export async function deleteOwnArtifact(name: string): Promise<void> {
  await new DefaultArtifactClient().deleteArtifact(name)
}

function findBy(access: RepositoryAccess, runId: number) {
  const [repositoryOwner, repositoryName] = access.repository.split('/')
  return { token: access.token, workflowRunId: runId, repositoryOwner, repositoryName }
}
