/**
 * A replay cancelled half way (docs/bad-day.md, "Once, even when replays race"): the action runs
 * as its own process, as the runner runs it (from source, through tsx), replaying an outbox of
 * 250 writes through a front that forwards the first 150 to the emulator and holds the rest
 * unanswered; the job is cancelled (SIGTERM). The receipts of what was recorded are kept before
 * the process dies, and the next replay sends only the rest: each write reaches the service once.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Emulator } from '../../emulator/server.js'
import { runnerEnv } from '../../demo/runner.js'
import { reportArtifactRequest } from '../../src/api/operations.js'
import { outboxContent, type OutboxEntry } from '../../src/outbox/document.js'
import { writeOutboxFile } from '../../src/outbox/outbox-file.js'
import { runInProcess } from '../helpers/action.js'
import { sampleEmulatorAround, tempDirAround } from '../helpers/e2e.js'
import { closeServer, forwardTo, listenOnLoopback } from '../helpers/loopback.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOKEN = 'replay-cancel-token-2f9e61'
const WRITES = 250
const PASSED = 150
const SOURCE = { repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' }

let emulator: Emulator
let dir: string

sampleEmulatorAround(TOKEN, (started) => (emulator = started))
tempDirAround('replay-cancel-', (made) => (dir = made))

/** A sealed outbox of `WRITES` artifact reports in `dir/outbox/`. */
async function writeOutbox(): Promise<void> {
  const entries: OutboxEntry[] = Array.from({ length: WRITES }, (_, i) => ({
    id: randomUUID(),
    kind: 'artifact',
    label: `artifact app-${i}.bin`,
    request: reportArtifactRequest('acme', 'shop', {
      fingerprint: (i + 1).toString(16).padStart(64, '0'),
      filename: `app-${i}.bin`,
      build_url: 'https://github.com/acme/shop/actions/runs/4242',
      commit_url: 'https://github.com/acme/shop/commit/abc'
    }),
    reason: 'the service was down'
  }))
  const origin = { ...SOURCE, written: new Date().toISOString(), org: 'acme', flow: 'shop' }
  await writeOutboxFile(path.join(dir, 'outbox'), outboxContent(entries, origin), SOURCE, TOKEN)
}

/** Forwards the first `PASSED` writes to the emulator; holds every later one unanswered. */
async function startFront(): Promise<{
  url: string
  passed: () => number
  close: () => Promise<void>
}> {
  let passed = 0
  const toEmulator = forwardTo(emulator.origin)
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && passed >= PASSED) return // held until the process dies
    if (req.method === 'POST') passed++
    toEmulator(req, res)
  })
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    passed: () => passed,
    close: () => closeServer(server)
  }
}

describe('a replay cancelled half way', () => {
  it('keeps the receipts of what it recorded; the next replay sends only the rest, each write once in all', async () => {
    await writeOutbox()
    const front = await startFront()
    const runnerTemp = await mkdtemp(path.join(dir, 'runner-'))
    await writeFile(path.join(runnerTemp, 'event.json'), '{}')
    const inputs = {
      command: 'replay',
      outbox: 'outbox',
      'api-token': TOKEN,
      'base-url': front.url,
      org: 'acme',
      'github-token': ''
    }
    const env = runnerEnv(runnerTemp, { inputs, workspace: dir, env: { GITHUB_RUN_ID: '5000' } })
    // tsx by its path: the child runs in the temp checkout, where no node_modules is.
    const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
    const child = spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'src/index.ts')], {
      cwd: dir,
      env: { ...env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let printed = ''
    child.stdout.on('data', (d: Buffer) => (printed += d.toString()))
    child.stderr.on('data', (d: Buffer) => (printed += d.toString()))
    const ended = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal))
    )
    try {
      // Cancelled once every write the front lets through is in the service.
      const deadline = Date.now() + 60_000
      while (emulator.state().artifacts.length < PASSED && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50))
      }
      expect([emulator.state().artifacts.length, printed]).toEqual([PASSED, printed])
      child.kill('SIGTERM')
      // It still dies of the cancellation, with its receipts kept.
      expect(await ended).toBe('SIGTERM')
    } finally {
      child.kill('SIGKILL')
      await front.close()
    }
    expect(await readdir(path.join(dir, 'outbox'))).toContain('records-receipt-4242-build-1.json')

    const before = emulator.requests().filter((q) => q.method === 'POST').length
    const next = await runInProcess({
      workspace: dir,
      inputs: { ...inputs, 'base-url': emulator.url },
      env: { GITHUB_RUN_ID: '5001' }
    })
    expect(next.code).toBe(0)
    const posts = emulator.requests().filter((q) => q.method === 'POST')
    expect(posts.length - before).toBe(WRITES - PASSED)
    // Each fingerprint reached the service once, across both replays.
    const fingerprints = posts.map(
      (q) => (JSON.parse(q.body ?? '{}') as { fingerprint: string }).fingerprint
    )
    expect(new Set(fingerprints).size).toBe(WRITES)
    expect(fingerprints).toHaveLength(WRITES)
  }, 90_000)
})
