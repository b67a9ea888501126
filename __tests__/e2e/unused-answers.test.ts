/**
 * Answers the action does not use are not kept (docs/bad-day.md, "Answers"): 32 artifact
 * reports answered 201 with a 60 MB body each. The action runs as a runner runs it, in a child
 * process of its own (the source through tsx, so no bundle is needed), and its peak RSS is read
 * from the process itself as it exits. The service is the emulator behind a loopback front that
 * streams the 60 MB answers (with backpressure, so the test process holds 1 MiB of them) and
 * counts what the action let it send.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rm } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { runAction } from '../../demo/runner.js'
import { manyArtifacts, samplePartsAround } from '../helpers/e2e.js'
import { closeServer, forwardTo, listenOnLoopback } from '../helpers/loopback.js'

const TOKEN = 'unused-answers-token-8e14b2'
const ARTIFACTS = 32
const ANSWER_BYTES = 60 * 1024 * 1024
const CHUNK = Buffer.alloc(1024 * 1024, 'x')
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
/** Preloaded into the action: prints its peak RSS (KiB) to stderr as it exits (pipes are sync). */
const RSS_PROBE =
  'data:text/javascript,process.on(%22exit%22,()=>process.stderr.write(%22peak-rss-kib=%22+process.resourceUsage().maxRSS))'

let emulator: Emulator
let ws: SampleWorkspace
let front: http.Server
let frontUrl = ''
/** Bytes of the 60 MB answers the front could hand to the connection before it closed. */
let sent = 0
let answers = 0

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: manyArtifacts(ARTIFACTS)
})

/** Streams a 60 MB 201 without holding it: one shared 1 MiB chunk, as the socket takes it. */
function hugeCreated(res: http.ServerResponse): void {
  answers++
  res.writeHead(201, { 'content-type': 'application/json', 'content-length': ANSWER_BYTES })
  let left = ANSWER_BYTES / CHUNK.length
  const pump = (): void => {
    while (left > 0 && !res.destroyed) {
      left--
      const more = res.write(CHUNK, (err) => {
        if (!err) sent += CHUNK.length
      })
      if (!more) return void res.once('drain', pump)
    }
    if (left === 0) res.end()
  }
  pump()
}

beforeAll(async () => {
  const toEmulator = forwardTo(emulator.url)
  front = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/api/v2/artifacts/')) {
      req.resume()
      req.on('end', () => hugeCreated(res))
      return
    }
    // Everything else (the search) is the emulator's.
    toEmulator(req, res)
  })
  frontUrl = `http://127.0.0.1:${await listenOnLoopback(front)}`
})
afterAll(() => closeServer(front))

describe('answers the action does not use', () => {
  it('32 answers of 60 MB to artifact reports: read 64 KiB each, peak RSS under 320 MB (889 MB read whole)', async () => {
    const run = await runAction({
      workspace: ws.dir,
      entry: path.join(ROOT, 'src/index.ts'),
      inputs: {
        'api-token': TOKEN,
        'base-url': frontUrl,
        org: 'acme',
        flow: 'shop',
        artifacts: 'many/*.bin',
        'github-token': ''
      },
      env: {
        GITHUB_SHA: ws.head,
        NODE_OPTIONS: `--import=${TSX} --import=${RSS_PROBE}`,
        TSX_DISABLE_CACHE: '1'
      },
      timeoutMs: 100_000
    })
    await rm(run.runnerTemp, { recursive: true, force: true })
    const peakKiB = Number(/peak-rss-kib=(\d+)/.exec(run.stderr)?.[1])
    // Every write was recorded: its answer was a success, read no further than needed.
    expect(run.outputs['recorded']).toBe('true')
    expect(answers).toBe(ARTIFACTS)
    // Read whole, the 32 answers are 1.9 GiB (peak RSS 889 MB here, 945–1,284 MB in the issue):
    // now the whole action, tsx's compiler included, stays far below. Measured: 114–127 MB run
    // alone (also beside three busy cores), 202 and 242 MB in the whole suite under coverage
    // (2026-11-28, with the same bytes sent), so the bound leaves room for the suite's load.
    expect(peakKiB).toBeGreaterThan(0)
    expect(peakKiB / 1024).toBeLessThan(320)
    // The front could hand over only what the socket buffers took before each close (121 MiB
    // in all measured, about 4 MiB an answer): far from the 60 MB of each.
    expect(sent).toBeLessThan((ARTIFACTS * ANSWER_BYTES) / 4)
  }, 120_000)
})
