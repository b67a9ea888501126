import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'

/** The children's TMPDIR, where tsx keeps its cache: removed after the tests. */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'emulator-cli-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const run = (args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe']
  })

describe('emulator CLI', () => {
  it('prints the listening line, serves the seed, and stops on SIGTERM', async () => {
    const child = run(['--port', '0', '--token', 't:acme', '--seed', 'emulator/seed.example.json'])
    const exited = once(child, 'exit')
    try {
      const lines = createInterface({ input: child.stdout })
      const [line] = (await once(lines, 'line')) as [string]
      expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+\/api\/v2$/)
      const url = line.slice('listening on '.length)
      const res = await fetch(`${url}/environments/acme`, {
        headers: { authorization: 'Bearer t' }
      })
      expect(res.status).toBe(200)
      const names = ((await res.json()) as Array<{ name: string }>).map((e) => e.name)
      expect(names).toEqual([...names].sort())
      expect(names.length).toBeGreaterThanOrEqual(3)
      const denied = await fetch(`${url}/environments/acme`)
      expect(denied.status).toBe(401)
    } finally {
      child.kill('SIGTERM')
    }
    const [code] = await exited
    expect(code).toBe(0)
  })

  it('--help prints the usage and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const child = run([flag])
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      // 'close' comes after stdout has ended.
      const [code] = await once(child, 'close')
      expect(code).toBe(0)
      expect(out).toMatch(/^usage: npm run emulator -- .*--token TOKEN:ORG/)
    }
  })

  it('exits 2 with a clear message on bad arguments', async () => {
    const cases: Array<[string[], string]> = [
      [['--port', 'abc', '--token', 't:acme'], '--port'],
      [['--port', '0'], '--token'],
      [['--token', 'no-org'], 'TOKEN:ORG'],
      [['--token', 't:acme', '--seed', 'emulator/missing.json'], 'seed'],
      [['--token', 't:acme', '--wat'], '--wat']
    ]
    const results = await Promise.all(
      cases.map(async ([args]) => {
        const child = run(args)
        let stderr = ''
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
        const [code] = (await once(child, 'exit')) as [number]
        return { code, stderr }
      })
    )
    results.forEach(({ code, stderr }, i) => {
      expect(code).toBe(2)
      expect(stderr).toContain(cases[i][1])
    })
  })
})
