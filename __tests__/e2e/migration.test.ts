/**
 * A user coming from the CLI: only KOSLI_* variables, as a workflow's `env:` gives them, with
 * every action.yml default present as INPUT_* (demo/runner.ts sets them as the runner does).
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { runInProcess } from '../helpers/action.js'
import { errorLines, samplePartsAround } from '../helpers/e2e.js'
import { listenOnLoopback, closeServer } from '../helpers/loopback.js'
import { createServer } from 'node:http'

const TOKEN = 'cli-user-token-8d2e7f'

let emulator: Emulator
let ws: SampleWorkspace

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { each: true })

/** The CLI user's job: KOSLI_* variables only, and the step's `with:` naming what to record. */
function cliJob(vars: Record<string, string>, inputs: Record<string, string> = {}) {
  return runInProcess({
    workspace: ws.dir,
    inputs: { artifacts: 'build/shop.tar.gz', ...inputs },
    env: {
      GITHUB_SHA: ws.head,
      KOSLI_API_TOKEN: TOKEN,
      KOSLI_HOST: emulator.url.replace(/\/api\/v2$/, ''),
      KOSLI_ORG: 'acme',
      KOSLI_FLOW: 'shop',
      ...vars
    }
  })
}

const writes = (): string[] =>
  emulator
    .requests()
    .filter((r) => r.method === 'POST')
    .map((r) => r.path)

describe('KOSLI_* variables, as with the CLI', () => {
  it('reach their host, org and flow', async () => {
    const run = await cliJob({})
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(writes()).toEqual(['/api/v2/artifacts/acme/shop'])
    expect(run.outputs.fingerprint).toMatch(/^[0-9a-f]{64}$/)
  })

  it('KOSLI_DRY_RUN=true sends nothing', async () => {
    const run = await cliJob({ KOSLI_DRY_RUN: 'true' })
    expect(run.code).toBe(0)
    expect(emulator.requests()).toEqual([])
    expect(run.stdout).toContain('THIS IS A DRY-RUN')
  })

  it('an explicit input still wins over its variable', async () => {
    // KOSLI_HOST points at a server that must not be reached; base-url at the emulator.
    let reached = 0
    const decoy = createServer((_req, res) => {
      reached++
      res.writeHead(500).end()
    })
    const port = await listenOnLoopback(decoy)
    try {
      const run = await cliJob(
        { KOSLI_HOST: `http://127.0.0.1:${port}`, KOSLI_ORG: 'elsewhere' },
        { 'base-url': emulator.url, org: 'acme', 'dry-run': 'false' }
      )
      expect(errorLines(run)).toEqual([])
      expect(reached).toBe(0)
      expect(writes()).toEqual(['/api/v2/artifacts/acme/shop'])
    } finally {
      await closeServer(decoy)
    }
  })

  it('an explicit dry-run: false is not overridden by KOSLI_DRY_RUN', async () => {
    const run = await cliJob({ KOSLI_DRY_RUN: 'true' }, { 'dry-run': 'false' })
    expect(run.code).toBe(0)
    expect(writes()).toEqual(['/api/v2/artifacts/acme/shop'])
  })
})
