/**
 * The outbox as a workflow artifact, through the toolkit's own @actions/artifact (the backend of
 * actions/upload-artifact). Loaded on demand: only a run with deferred writes, or a replay
 * by run id, loads it.
 */
import path from 'node:path'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import { DefaultArtifactClient } from '@actions/artifact'

/** Days GitHub keeps the outbox: long enough to replay after an outage. */
const RETENTION_DAYS = 30

export async function uploadOutbox(name: string, file: string): Promise<void> {
  const client = new DefaultArtifactClient()
  await client.uploadArtifact(name, [file], path.dirname(file), {
    retentionDays: RETENTION_DAYS
  })
}

/**
 * Downloads every outbox artifact of run `runId` of `repository` (with the GitHub token) into a
 * new folder under `base`; returns the folder and the artifact names.
 */
export async function downloadOutboxes(opts: {
  runId: number
  repository: string
  token: string
  base?: string
}): Promise<{ dir: string; names: string[]; cleanup: () => Promise<void> }> {
  const [repositoryOwner, repositoryName] = opts.repository.split('/')
  const findBy = { token: opts.token, workflowRunId: opts.runId, repositoryOwner, repositoryName }
  const client = new DefaultArtifactClient()
  const { artifacts } = await client.listArtifacts({ findBy })
  const outboxes = artifacts.filter((a) => a.name.startsWith('records-outbox-'))
  const dir = await mkdtemp(path.join(opts.base ?? os.tmpdir(), 'records-replay-'))
  for (const a of outboxes) {
    await client.downloadArtifact(a.id, { findBy, path: path.join(dir, String(a.id)) })
  }
  return {
    dir,
    names: outboxes.map((a) => a.name),
    cleanup: () => rm(dir, { recursive: true, force: true })
  }
}
