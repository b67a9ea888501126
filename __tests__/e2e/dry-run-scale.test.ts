/**
 * A dry run of 100,000 suites: the payload grows with the input, and no step on its way to the
 * log (the dry-run printer, the output boundary) may spread it into one call's arguments.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runInProcess } from '../helpers/action.js'
import { forgedCommands } from '../helpers/runner-log.js'

const SUITES = 100_000
let dir = ''

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dry-run-scale-'))
  const suites: string[] = []
  for (let i = 0; i < SUITES; i++) {
    suites.push(
      `<testsuite name="s${i}" tests="1"><testcase classname="c" name="t${i}"/></testsuite>`
    )
  }
  await writeFile(path.join(dir, 'many.xml'), `<testsuites>\n${suites.join('\n')}\n</testsuites>\n`)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('a dry run at scale', () => {
  it('prints the payload of 100,000 suites, cut to what the log shows', async () => {
    const r = await runInProcess({
      workspace: dir,
      inputs: {
        command: 'attest-junit',
        'api-token': 'DRY_RUN',
        org: 'acme',
        flow: 'f',
        trail: 't',
        junit: 'many.xml',
        'attach-results': 'false',
        'github-token': ''
      },
      timeoutMs: 120_000
    })
    expect(r.stdout).not.toContain('Maximum call stack size exceeded')
    expect(r.code).toBe(0)
    expect(r.outputs['tests-total']).toBe(String(SUITES))
    expect(r.stdout).toContain('THIS IS A DRY-RUN')
    expect(r.stdout).toContain('this is the payload that would be sent in a real run:')
    // The block is bounded: the log does not carry megabytes of payload.
    expect(r.stdout.length).toBeLessThan(200_000)
    expect(forgedCommands(r.stdout)).toEqual([])
  }, 120_000)
})
