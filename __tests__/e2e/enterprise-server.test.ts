/**
 * GitHub Enterprise Server (README, "GitHub Enterprise Server"; docs/bad-day.md): the artifact
 * client does not work there, so the outbox is a sealed file the workflow keeps, replay reads
 * it from a folder, and `run-id` is refused before any request; a replay's receipts are kept by
 * the workflow too, and found through GitHub's REST API whichever run id the next replay is
 * given. Under runner conditions with an enterprise GITHUB_SERVER_URL, the service unreachable,
 * and the artifact stub standing for the server's REST API (its list and download routes) and
 * for what actions/upload-artifact@v3 keeps.
 */
import { describe, expect, it } from '@jest/globals'
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  artifactStubAround,
  errorLines,
  errorOf,
  reportWith,
  runWith,
  samplePartsAround
} from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { OUTBOX_FORMAT, OUTBOX_VERSION } from '../../src/outbox/document.js'
import { open } from '../../src/outbox/seal.js'
import { extractCounted } from '../../src/outbox/unzip.js'

const TOKEN = 'ghes-token-8d3f10a7'
const GH_TOKEN = 'ghs_enterpriseLoop0123456789abcdef'
const GHES = { GITHUB_SERVER_URL: 'https://github.acme-corp.example' }

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: {
    'passing/junit.xml':
      '<testsuite name="cart" tests="1" failures="0"><testcase classname="cart" name="adds"/></testsuite>\n'
  }
})
artifactStubAround((started) => (stub = started))

describe('on GitHub Enterprise Server, the service down', () => {
  it('keeps the sealed outbox as a file, says so naming GHES, and never advises "try again"', async () => {
    const r = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { junit: 'passing/junit.xml', 'max-retries': '0' },
      { env: GHES, keepRunnerTemp: true }
    )
    try {
      expect(errorLines(r)).toEqual([])
      expect(r.code).toBe(0)
      const file = r.outputs['outbox-file']
      expect(file).toMatch(/records-outbox\.json$/)
      expect(r.outputs['outbox-count']).toBe('2')
      expect(r.outputs['outbox-artifact']).toBeUndefined()
      const sealed = await readFile(file, 'utf8')
      const { content } = open(sealed, OUTBOX_FORMAT, OUTBOX_VERSION, TOKEN) as {
        content: { writes: unknown[] }
      }
      expect(content.writes).toHaveLength(2)
      const printed = r.stdout + r.stderr + r.summary
      expect(printed).not.toMatch(/try again|githubstatus/i)
      expect(r.stdout).toMatch(
        /^::warning::On GitHub Enterprise Server this step cannot save the outbox as a workflow artifact: it is the file .*records-outbox\.json \(the outbox-file output\).*actions\/upload-artifact@v3/m
      )
      expect(r.summary).toContain('On GitHub Enterprise Server this step cannot save it')
      // The advice once: in the summary's outbox paragraph, and once as the log's warning.
      expect(r.summary.split('actions/upload-artifact@v3')).toHaveLength(2)
      expect(r.stdout.split('actions/upload-artifact@v3')).toHaveLength(2)

      // Replay with outbox: on GHES, from the folder the workflow downloaded: the writes go.
      const dir = path.join(ws.dir, 'ghes-outbox')
      await mkdir(dir, { recursive: true })
      await cp(file, path.join(dir, 'records-outbox.json'))
      const replay = await runWith(
        ws,
        emulator.url,
        TOKEN,
        { command: 'replay', outbox: 'ghes-outbox' },
        { env: GHES }
      )
      const kept = await readdir(dir)
      await rm(dir, { recursive: true, force: true })
      expect(errorLines(replay)).toEqual([])
      expect(replay.code).toBe(0)
      expect(emulator.requests().filter((q) => q.method === 'POST')).toHaveLength(2)
      expect(replay.outputs.recorded).toBe('true')
      // Exactly once there too: the receipt is kept beside the outbox.
      expect(kept).toContain('records-receipt-4242-build-1.json')
    } finally {
      await rm(r.runnerTemp, { recursive: true, force: true })
    }
  })

  it('replay by run-id is refused at once, naming GHES and the outbox: way', async () => {
    const r = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', 'run-id': '4242', 'github-token': 'ghs_enterprise0123456789' },
      { env: GHES }
    )
    expect(r.code).toBe(1)
    expect(emulator.requests()).toEqual([])
    expect(errorOf(r)).toMatch(
      /^::error::Input 'run-id' cannot be used on GitHub Enterprise Server, .*`gh run download <run id> --pattern 'records-outbox-\*' --dir outbox`.*the REST API's .*give that folder as outbox/
    )
    // Not a way that cannot work: download-artifact@v3 reads only the running run's artifacts.
    expect(errorOf(r)).not.toMatch(/download-artifact/)
  })

  it("the README's GHES loop, with the build's run id twice and then the last replay's, sends each write once", async () => {
    const build = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { junit: 'passing/junit.xml', 'max-retries': '0' },
      { env: GHES, keepRunnerTemp: true }
    )
    try {
      // The build job's upload step: name records-outbox-<run id>-<job>-<index>-records, path the file.
      const file = build.outputs['outbox-file']
      await uploadArtifactV3('4242', 'records-outbox-4242-build-0-records', {
        'records-outbox.json': await readFile(file, 'utf8')
      })
      // The first replay finds the service failing the artifact's report (the attestation,
      // sent beside it, is recorded): the report waits for a later round.
      await emulator.addFault({
        method: 'POST',
        path: '/api/v2/artifacts/',
        status: 503,
        delayMs: 1000,
        count: 1
      })
      // Dispatched with the build's run id, again with it, then with the last replay's.
      const sent: number[] = []
      for (const [round, given] of [
        ['6001', '4242'],
        ['6002', '4242'],
        ['6003', '6002']
      ]) {
        const before = posts().length
        await readmeReplayJob(round, given)
        sent.push(posts().length - before)
      }
      // Round 1 sends both (one refused), round 2 the one still owed, round 3 nothing.
      expect(sent).toEqual([2, 1, 0])
      expect(emulator.state().artifacts).toHaveLength(1)
      expect(posts().filter((q) => q.path.includes('/attestations/'))).toHaveLength(1)
    } finally {
      await rm(build.runnerTemp, { recursive: true, force: true })
    }
  }, 90_000)
})

const posts = () => emulator.requests().filter((q) => q.method === 'POST')

/** actions/upload-artifact@v3 in run `run`: `files` (path in the artifact → content) as `name`. */
const uploadArtifactV3 = (run: string, name: string, files: Record<string, string>) =>
  stub.plant(run, name, files)

/**
 * `gh run download RUN --pattern 'records-outbox-*' --dir DEST`: each matching artifact of the
 * run extracted into a folder of its name.
 */
async function ghRunDownload(run: string, dest: string): Promise<void> {
  const scratch = path.join(ws.dir, 'gh-download')
  await mkdir(scratch, { recursive: true })
  try {
    for (const a of stub.artifacts) {
      if (a.runId !== run || !a.finalized || !a.name.startsWith('records-outbox-')) continue
      const zip = path.join(scratch, `${a.id}.zip`)
      await writeFile(zip, a.bytes as Buffer)
      await mkdir(path.join(dest, a.name), { recursive: true })
      await extractCounted(zip, path.join(dest, a.name), 64 * 1024 * 1024)
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** Every file under `dir`, by its path relative to it. */
async function filesUnder(dir: string, only?: RegExp): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    const name = path.relative(dir, file)
    if (entry.isFile() && (!only || only.test(name))) found[name] = await readFile(file, 'utf8')
  }
  return found
}

/**
 * The README's GHES replay job, step by step, as run `round` dispatched with the run id `given`:
 * gh run download of that run's outboxes, the replay from the folder (the job's token as
 * github-token), then its two upload steps: the receipt files under the receipt-artifact output,
 * and the folder as records-outbox-replayed-<run id>.
 */
async function readmeReplayJob(round: string, given: string): Promise<void> {
  const outbox = path.join(ws.dir, 'outbox')
  await ghRunDownload(given, outbox)
  try {
    const replay = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { command: 'replay', outbox: 'outbox', 'max-retries': '0', 'github-token': GH_TOKEN },
      { env: { ...stub.jobEnv(round, 'replay'), ...GHES } }
    )
    expect(errorLines(replay)).toEqual([])
    expect(replay.code).toBe(0)
    const name = replay.outputs['receipt-artifact']
    if (name) {
      // if: steps.replay.outputs.receipt-artifact != '', path: outbox/records-receipt-*.json
      expect(name).toBe('records-receipts-4242')
      await uploadArtifactV3(round, name, await filesUnder(outbox, /^records-receipt-[^/]*\.json$/))
    }
    await uploadArtifactV3(round, `records-outbox-replayed-${round}`, await filesUnder(outbox))
  } finally {
    await rm(outbox, { recursive: true, force: true })
  }
}
