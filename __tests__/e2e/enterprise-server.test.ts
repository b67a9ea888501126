/**
 * GitHub Enterprise Server (README, "GitHub Enterprise Server"; docs/bad-day.md): the artifact
 * client does not work there, so the outbox is a sealed file the workflow keeps, replay reads
 * it from a folder, and `run-id` is refused before any request. Under runner conditions with an
 * enterprise GITHUB_SERVER_URL and the service unreachable.
 */
import { describe, expect, it } from '@jest/globals'
import { cp, mkdir, readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { errorLines, errorOf, reportWith, runWith, samplePartsAround } from '../helpers/e2e.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { OUTBOX_FORMAT, OUTBOX_VERSION } from '../../src/outbox/document.js'
import { open } from '../../src/outbox/seal.js'

const TOKEN = 'ghes-token-8d3f10a7'
const GHES = {
  GITHUB_SERVER_URL: 'https://github.acme-corp.example',
  GITHUB_API_URL: 'https://github.acme-corp.example/api/v3'
}

let emulator: Emulator
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: {
    'passing/junit.xml':
      '<testsuite name="cart" tests="1" failures="0"><testcase classname="cart" name="adds"/></testsuite>\n'
  }
})

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

  it("the README's GHES loop, followed literally for three rounds, sends each write once", async () => {
    const build = await reportWith(
      ws,
      await deadLoopbackUrl(),
      TOKEN,
      { junit: 'passing/junit.xml', 'max-retries': '0' },
      { env: GHES, keepRunnerTemp: true }
    )
    // Each run's artifacts, as upload-artifact@v3 keeps them: name → folder of files.
    const artifacts = new Map<string, { run: string; dir: string }>()
    const store = path.join(ws.dir, 'ghes-artifacts')
    const upload = async (run: string, name: string, from: string): Promise<void> => {
      const dir = path.join(store, name)
      await cp(from, dir, { recursive: true })
      artifacts.set(name, { run, dir })
    }
    // gh run download RUN --pattern 'records-outbox-*' --dir outbox: one folder per artifact.
    const ghRunDownload = async (run: string, dest: string): Promise<void> => {
      await mkdir(dest, { recursive: true })
      for (const [name, a] of artifacts) {
        if (a.run === run && name.startsWith('records-outbox-')) {
          await cp(a.dir, path.join(dest, name), { recursive: true })
        }
      }
    }
    try {
      // The build job's upload step: name records-outbox-<run id>-<job>, path the outbox file.
      const single = path.join(ws.dir, 'ghes-upload')
      await mkdir(single, { recursive: true })
      await cp(build.outputs['outbox-file'], path.join(single, 'records-outbox.json'))
      await upload('4242', 'records-outbox-4242-build', single)
      await rm(single, { recursive: true, force: true })

      let from = '4242'
      const posts: number[] = []
      for (const round of ['6001', '6002', '6003']) {
        const outbox = path.join(ws.dir, 'outbox')
        await ghRunDownload(from, outbox)
        emulator.reset()
        const replay = await runWith(
          ws,
          emulator.url,
          TOKEN,
          { command: 'replay', outbox: 'outbox' },
          { env: { ...GHES, GITHUB_RUN_ID: round, GITHUB_JOB: 'replay' } }
        )
        expect(errorLines(replay)).toEqual([])
        expect(replay.code).toBe(0)
        posts.push(emulator.requests().filter((q) => q.method === 'POST').length)
        // The replay job's last step: upload outbox/ as records-outbox-replayed-<run id>.
        await upload(round, `records-outbox-replayed-${round}`, outbox)
        await rm(outbox, { recursive: true, force: true })
        from = round
      }
      expect(posts).toEqual([2, 0, 0])
    } finally {
      await rm(store, { recursive: true, force: true })
      await rm(build.runnerTemp, { recursive: true, force: true })
    }
  })
})
