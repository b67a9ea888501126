/**
 * The in-process harness (helpers/action.ts): a run sees exactly the runner's environment and
 * the workspace as cwd, its stdout is captured, and afterwards the test process is as before
 * (environment, cwd, exit code) with no runner temp folder left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runInProcess } from './action.js'

let W = ''
beforeAll(() => {
  W = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'harness-')))
  writeFileSync(path.join(W, 'a.txt'), 'a')
})
afterAll(() => rmSync(W, { recursive: true, force: true }))

describe('runInProcess', () => {
  it('runs in the workspace with the runner environment, and restores the process', async () => {
    const envBefore = { ...process.env }
    const cwdBefore = process.cwd()
    process.env.NOT_FOR_THE_ACTION = 'x'
    try {
      const r = await runInProcess({
        workspace: W,
        inputs: { command: 'fingerprint', artifacts: 'a.txt' }
      })
      expect(r.code).toBe(0)
      // sha256("a"), found relative to the workspace: the run's cwd.
      expect(r.outputs.fingerprint).toBe(
        'ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb'
      )
      expect(r.summary).toContain('ca978112ca1b')
      expect(existsSync(r.runnerTemp)).toBe(false)
      expect(process.env.NOT_FOR_THE_ACTION).toBe('x')
    } finally {
      delete process.env.NOT_FOR_THE_ACTION
    }
    expect(process.env).toEqual(envBefore)
    expect(process.cwd()).toBe(cwdBefore)
    expect(process.exitCode).toBeUndefined()
  })

  it('reports a failed run with code 1, its ::error line captured, and resets the exit code', async () => {
    const r = await runInProcess({
      workspace: W,
      inputs: { command: 'fingerprint', artifacts: 'missing.txt' },
      keepRunnerTemp: true
    })
    try {
      expect(r.code).toBe(1)
      expect(r.stdout).toMatch(/^::error::.*missing\.txt/m)
      expect(process.exitCode).toBeUndefined()
      expect(existsSync(r.runnerTemp)).toBe(true)
    } finally {
      rmSync(r.runnerTemp, { recursive: true, force: true })
    }
  })

  it('hides the test process environment from the action', async () => {
    process.env.KOSLI_API_TOKEN = 'from-the-test-process'
    try {
      const r = await runInProcess({
        workspace: W,
        inputs: { command: 'search', 'search-value': 'abcdef', org: 'acme' }
      })
      // Without the test's KOSLI_API_TOKEN the action has no token: refused before any request.
      expect(r.code).toBe(1)
      expect(r.stdout).toMatch(/^::error::.*api-token/m)
    } finally {
      delete process.env.KOSLI_API_TOKEN
    }
  })

  it('rejects a missing workspace and leaves the process as it was', async () => {
    const envBefore = { ...process.env }
    const cwdBefore = process.cwd()
    await expect(
      runInProcess({ workspace: path.join(W, 'nowhere'), inputs: { command: 'fingerprint' } })
    ).rejects.toThrow(/ENOENT/)
    expect(process.env).toEqual(envBefore)
    expect(process.cwd()).toBe(cwdBefore)
  })
})
