/**
 * One replay's downloads share a budget (src/outbox/artifact.ts `DownloadBudget`): the sizes
 * listed are summed before any download, and every byte fetched and extracted is counted as it
 * arrives, against the artifact-service stub speaking GitHub's REST routes and blob redirect.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ListedArtifact } from '../../src/outbox/artifact.js'
import { startArtifactStub, type ArtifactStub } from '../helpers/artifact-stub.js'
import { deflatedEntry, zipOf } from '../helpers/zip.js'
import { tempFolder } from './helpers.js'

const KiB = 1024
const token = 'ghs_downloadBudget0123456789abcd'
const accessOf = () => ({ repository: 'acme/shop', token, apiUrl: stub.url })

/** artifact.ts, loaded as a replay loads it: on demand. */
let artifact: typeof import('../../src/outbox/artifact.js')
let stub: ArtifactStub
let saved: NodeJS.ProcessEnv
let dir: string
let remove: () => Promise<void>
beforeAll(async () => {
  stub = await startArtifactStub()
  saved = { ...process.env }
  artifact = await import('../../src/outbox/artifact.js')
})
afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
  await stub.close()
})
beforeEach(async () => {
  stub.reset()
  ;({ dir, remove } = await tempFolder())
})
afterEach(() => remove())

const blobs = (): string[] => stub.requests.filter((r) => /^GET \/blob\//.test(r))

describe('a replay’s download budget', () => {
  it('counts every byte fetched and extracted across downloads, and stops the one that runs past it', async () => {
    // Random bytes do not deflate: each artifact costs ≈ 100 KiB fetched + 100 KiB extracted.
    for (const n of [1, 2, 3]) {
      const zip = zipOf([deflatedEntry('records-outbox.json', randomBytes(100 * KiB))])
      await stub.plantZip('4242', `records-outbox-4242-build-${n}`, zip)
    }
    const listed = await artifact.listRunArtifacts(accessOf(), 4242, 'records-outbox-')
    // The listed sizes (≈ 300 KiB) fit; fetched and extracted (≈ 600 KiB) do not.
    const budget = new artifact.DownloadBudget('the test’s downloads', 350 * KiB).planned(listed)
    const read: string[] = []
    const each = (a: ListedArtifact) =>
      artifact.withDownloaded(accessOf(), { ...a, budget }, dir, async (at) => {
        read.push(a.name)
        return (await readFile(path.join(at, 'records-outbox.json'))).length
      })
    expect(await each(listed[0])).toBe(100 * KiB)
    await expect(each(listed[1])).rejects.toThrow(
      new artifact.DownloadBudgetError(
        'the test’s downloads run past the 358,400 bytes a replay downloads and extracts ' +
          'together (MAX_REPLAY_DOWNLOAD_BYTES); nothing was sent'
      )
    )
    // The second was cut while it arrived: never handed to its reader, its folder removed.
    expect(read).toEqual([listed[0].name])
    expect(blobs()).toHaveLength(2)
    expect(await readdir(dir)).toEqual([])
  })

  it('without a budget, a download is bound by its own size only', async () => {
    const zip = zipOf([deflatedEntry('records-outbox.json', randomBytes(100 * KiB))])
    await stub.plantZip('4242', 'records-outbox-4242-build-1', zip)
    const [listedOne] = await artifact.listRunArtifacts(accessOf(), 4242, 'records-outbox-')
    const size = await artifact.withDownloaded(accessOf(), listedOne, dir, async (at) => {
      return (await readFile(path.join(at, 'records-outbox.json'))).length
    })
    expect(size).toBe(100 * KiB)
  })

  it('refuses, before any download, artifacts whose listed sizes alone are over it', () => {
    const listed = [600, 500].map((size, id) => ({ id, name: `a${id}`, runId: 4242, size }))
    expect(() =>
      new artifact.DownloadBudget('the outboxes of run 4242', 1000).planned(listed)
    ).toThrow(
      'the outboxes of run 4242 are listed at 1,100 bytes together, over the 1,000 bytes a ' +
        'replay downloads (MAX_REPLAY_DOWNLOAD_BYTES); nothing was downloaded, nothing was sent'
    )
    expect(new artifact.DownloadBudget('x', 1100).planned(listed).total).toBe(1100)
    expect(new artifact.DownloadBudget('x').total).toBe(artifact.MAX_REPLAY_DOWNLOAD_BYTES)
  })
})
