/**
 * Nothing that comes from data becomes a workflow command: the step log of whole runs, read as
 * GitHub's runner reads it (helpers/runner-log.ts), holds no command the action did not write
 * itself, for hostile data (`##[`, `::`, CR, LF, U+0085, U+2028 and the other Unicode spaces at
 * any position) from each source: a failing test's name and message, an artifact file name, a
 * search answer's artifact name, the service's message in a retry line, and a commit message
 * in a dry-run payload.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import { git, type SampleWorkspace } from '../../demo/workspace.js'
import { reportWith, runWith, samplePartsAround } from '../helpers/e2e.js'
import { FORGED, forgedCommands, hostileValues, readAsRunner } from '../helpers/runner-log.js'

const TOKEN = 'runner-commands-token-8e41c2'

let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), { each: true })

/** The run's log holds no forged command, and the action's own verdict line is there. */
function expectNoForgedCommand(r: ActionRun): void {
  expect(forgedCommands(r.stdout, [TOKEN])).toEqual([])
  // The hostile data did reach the log (as data), so the check above was not vacuous.
  expect(r.stdout).toContain(FORGED)
}

/** XML 1.0 cannot hold VT or FF, even as references. */
const xmlSafe = (v: string): boolean => !/[\v\f]/.test(v)
const xmlAttr = (v: string): string =>
  v
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

describe('hostile data never becomes a workflow command', () => {
  it('from a failing test name and message', async () => {
    // Ten a run: all of them reach both the annotations and the log's list of failing tests.
    for (const values of chunks(hostileValues().filter(xmlSafe), 10)) {
      const cases = values.map(
        (v) =>
          `<testcase classname="c" name="${xmlAttr(v)}"><failure message="${xmlAttr(v)}">${xmlAttr(v)}</failure></testcase>`
      )
      await writeFile(
        path.join(ws.dir, 'test-results', 'hostile.xml'),
        `<testsuite name="s" tests="${cases.length}">${cases.join('')}</testsuite>\n`
      )
      const r = await reportWith(ws, emulator.url, TOKEN, {
        junit: 'test-results/hostile.xml'
      })
      expect(r.outputs['tests-failed']).toBe(String(values.length))
      expectNoForgedCommand(r)
      // Each failing test is one annotation of the action's own, carrying its name (trimmed).
      const errors = readAsRunner(r.stdout).commands.filter((c) => c.name === 'error')
      expect(errors.map((c) => c.properties.title)).toEqual(
        expect.arrayContaining(values.map((v) => expect.stringContaining(v.trim())))
      )
    }
  })

  it('from an artifact file name, in the log, a dry-run payload and a search answer', async () => {
    const names = hostileValues().map((v, i) => `hostile-${i}-${v}.bin`)
    for (const name of names) await writeFile(path.join(ws.dir, name), name)
    const report = await runWith(ws, emulator.url, TOKEN, {
      flow: 'shop',
      artifacts: 'hostile-*.bin'
    })
    expect(JSON.parse(report.outputs.fingerprints)).toHaveLength(names.length)
    expectNoForgedCommand(report)

    const dry = await runWith(ws, emulator.url, 'DRY_RUN', {
      flow: 'shop',
      artifacts: 'hostile-*.bin',
      'dry-run': 'true'
    })
    expect(dry.stdout).toContain('THIS IS A DRY-RUN')
    expectNoForgedCommand(dry)

    const search = await runWith(ws, emulator.url, TOKEN, { command: 'search' })
    expect(JSON.parse(search.outputs['search-result']).artifacts).toHaveLength(names.length)
    expectNoForgedCommand(search)
  })

  it("from a JUnit report's file name, in a dry run", async () => {
    // First the values that forge only in the middle of a line, then all of them.
    for (const [run, values] of [hostileValues().slice(0, 4), hostileValues()].entries()) {
      const dir = path.join(ws.dir, `hostile-reports-${run}`)
      await mkdir(dir)
      for (const [i, v] of values.entries()) {
        await writeFile(
          path.join(dir, `r-${i}-${v}.xml`),
          `<testsuite name="s${i}" tests="1"><testcase classname="c" name="t${i}"><failure message="m"/></testcase></testsuite>\n`
        )
      }
      const r = await runWith(ws, emulator.url, 'DRY_RUN', {
        command: 'attest-junit',
        flow: 'shop',
        trail: 'main',
        junit: path.basename(dir),
        'dry-run': 'true'
      })
      expect(r.outputs['tests-failed']).toBe(String(values.length))
      expectNoForgedCommand(r)
    }
  })

  it("from the service's message in a retried 503", async () => {
    // Five a message: the first five forge only in the middle of a line.
    const messages = chunks(hostileValues(), 5).map((values) => values.join(' | '))
    emulator.addFault(
      messages.map((message) => ({
        method: 'POST',
        path: '/api/v2/artifacts/acme/shop',
        status: 503,
        message,
        retryAfter: 0,
        count: 1
      }))
    )
    const r = await reportWith(ws, emulator.url, TOKEN, {
      'max-retries': String(messages.length)
    })
    expect(r.code).toBe(0)
    expect(r.stdout.match(/failed \(503 /g)).toHaveLength(messages.length)
    expectNoForgedCommand(r)
  })

  it('from a commit message in a dry-run payload', async () => {
    await writeFile(path.join(ws.dir, 'NOTES'), 'hostile commit\n')
    git(ws.dir, ['add', '-A'])
    // verbatim: git would drop the lines that start with `#`.
    git(ws.dir, ['commit', '-q', '--cleanup=verbatim', '-m', hostileValues().join('\n')])
    const head = git(ws.dir, ['rev-parse', 'HEAD'])
    const r = await reportWith(
      ws,
      emulator.url,
      'DRY_RUN',
      { 'dry-run': 'true' },
      { env: { GITHUB_SHA: head } }
    )
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('##[add-mask]')
    expectNoForgedCommand(r)
  })
})
