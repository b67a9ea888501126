/**
 * A build step cancelled while its writes hang (issue 45 item 5; docs/bad-day.md, "Lost
 * evidence"): the action as its own process, as the runner runs it (from source, through tsx),
 * reports an artifact and a JUnit attestation to a service that takes each request and never
 * answers, and is cancelled as the runner cancels a job (SIGINT, SIGTERM 7.5 s later, the kill
 * 2.5 s after that). The step says at the signal what is in flight, then — before it dies of the
 * signal — which writes were not recorded and are not kept, in its error and its summary.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runnerEnv } from '../../demo/runner.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'
import { sampleWorkspaceAround, tempDirAround } from '../helpers/e2e.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOKEN = 'build-cancel-token-8d2f4b'
const SIGTERM_AFTER_MS = 7500
const KILL_AFTER_MS = 2500

let ws: SampleWorkspace
let root: string
/** A service that takes every request and never answers; the paths it was sent. */
let hanging: { url: string; received: string[]; close: () => Promise<void> }

sampleWorkspaceAround((made) => (ws = made))
tempDirAround('build-cancel-', (made) => (root = made))
beforeEach(async () => {
  const received: string[] = []
  const server = http.createServer((req) => received.push(`${req.method} ${req.url}`))
  const port = await listenOnLoopback(server)
  hanging = { url: `http://127.0.0.1:${port}`, received, close: () => closeServer(server) }
})
afterEach(() => hanging.close())

/** The report step as its own process; cancel() signals it as the runner does. */
async function startReport() {
  const runnerTemp = await mkdtemp(path.join(root, 'runner-'))
  await writeFile(path.join(runnerTemp, 'event.json'), '{}')
  await writeFile(path.join(runnerTemp, 'summary.md'), '')
  await writeFile(path.join(runnerTemp, 'output.txt'), '')
  const env = runnerEnv(runnerTemp, {
    workspace: ws.dir,
    inputs: {
      flow: 'shop',
      artifacts: 'build/shop.tar.gz',
      junit: 'test-results/*.xml',
      'api-token': TOKEN,
      'base-url': hanging.url,
      org: 'acme',
      'github-token': ''
    }
  })
  const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
  const child = spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'src/index.ts')], {
    cwd: ws.dir,
    env: { ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output = { printed: '' }
  child.stdout.on('data', (d: Buffer) => (output.printed += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output.printed += d.toString()))
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal))
  )
  const cancel = async (): Promise<NodeJS.Signals | null> => {
    const timers = [
      setTimeout(() => child.kill('SIGTERM'), SIGTERM_AFTER_MS),
      setTimeout(() => child.kill('SIGKILL'), SIGTERM_AFTER_MS + KILL_AFTER_MS)
    ]
    child.kill('SIGINT')
    try {
      return await ended
    } finally {
      timers.forEach(clearTimeout)
    }
  }
  return {
    output,
    cancel,
    stop: () => child.kill('SIGKILL'),
    summary: () => readFile(path.join(runnerTemp, 'summary.md'), 'utf8')
  }
}

/** Resolves once `condition` holds (checked every 20 ms), or after a minute. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !condition(); i++) await new Promise((r) => setTimeout(r, 20))
}

describe('a build step cancelled while its writes hang', () => {
  it('says which writes were not recorded and not kept, then dies of the signal', async () => {
    const step = await startReport()
    try {
      // Both writes reached the service, which never answers.
      await until(() => hanging.received.filter((r) => r.startsWith('POST')).length === 2)
      expect(hanging.received.filter((r) => r.startsWith('POST'))).toHaveLength(2)
      const signal = await step.cancel()
      const printed = step.output.printed
      // It died of the signal (SIGINT), not of the kill: what it had to say was said in time.
      expect(signal).toBe('SIGINT')
      expect(printed).toMatch(
        /Cancelled \(SIGINT\) after 0 writes recorded: no new write starts; waiting up to 5\.0 ?s for the answers of the 2 writes in flight/
      )
      const error = printed.split('\n').find((l) => l.startsWith('::error::')) ?? ''
      expect(error).toContain(
        'Report cancelled: 0 recorded, 2 in flight (may be recorded), 0 not sent: the job was cancelled (SIGINT).'
      )
      expect(error).toContain(
        "Not kept, as a cancelled step saves no outbox: artifact shop.tar.gz, JUnit attestation 'junit'"
      )
      expect(await step.summary()).toContain('Not kept, as a cancelled step saves no outbox')
      // Nothing more was sent: no search after the cancel.
      expect(hanging.received.filter((r) => r.includes('/search/'))).toEqual([])
    } finally {
      step.stop()
    }
  }, 40_000)
})
