/**
 * A dry run at scale: the payload grows with the input, and no step on its way to the log (the
 * dry-run printer, the output boundary) may spread it into one call's arguments. The service
 * takes a `data_json` of at most 1024 KB (docs/compatibility.md §13.4), about 9,000 of these
 * suites: 100,000 fail before anything would be sent, as a real run would (and as an attachment
 * over 10 MB does); a payload near the limit is printed, bounded.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runInProcess } from '../helpers/action.js'
import { tempDirAround } from '../helpers/e2e.js'
import { forgedCommands } from '../helpers/runner-log.js'

const SUITES = 100_000
/** Under the 1024 KB of a form part. */
const SENT_SUITES = 8_000
let dir = ''

const report = (n: number): string => {
  const suites: string[] = []
  for (let i = 0; i < n; i++) {
    suites.push(
      `<testsuite name="s${i}" tests="1"><testcase classname="c" name="t${i}"/></testsuite>`
    )
  }
  return `<testsuites>\n${suites.join('\n')}\n</testsuites>\n`
}

tempDirAround('dry-run-scale-', async (made) => {
  dir = made
  await writeFile(path.join(dir, 'many.xml'), report(SUITES))
  await writeFile(path.join(dir, 'sent.xml'), report(SENT_SUITES))
})

const dryRun = (junit: string) =>
  runInProcess({
    workspace: dir,
    inputs: {
      command: 'attest-junit',
      'api-token': 'DRY_RUN',
      org: 'acme',
      flow: 'f',
      trail: 't',
      junit,
      'attach-results': 'false',
      'github-token': ''
    },
    timeoutMs: 120_000
  })

describe('a dry run at scale', () => {
  it('prints a payload near the service’s limit (8,000 suites), cut to what the log shows', async () => {
    const r = await dryRun('sent.xml')
    expect(r.stdout).not.toContain('Maximum call stack size exceeded')
    expect(r.code).toBe(0)
    expect(r.outputs['tests-total']).toBe(String(SENT_SUITES))
    expect(r.stdout).toContain('THIS IS A DRY-RUN')
    expect(r.stdout).toContain('this is the payload that would be sent in a real run:')
    // The block is bounded: the log does not carry megabytes of payload.
    expect(r.stdout.length).toBeLessThan(200_000)
    expect(forgedCommands(r.stdout)).toEqual([])
  }, 120_000)

  it('reads 100,000 suites and fails their attestation as a real run would, before it is sent', async () => {
    const r = await dryRun('many.xml')
    expect(r.stdout).not.toContain('Maximum call stack size exceeded')
    expect(r.code).toBe(1)
    expect(r.outputs['tests-total']).toBe(String(SUITES))
    expect(r.stdout).toMatch(
      /its data_json is [\d,]+ bytes \(100,000 suites in 1 report file\), over the 1024 KB/
    )
    expect(r.stdout).not.toContain('this is the payload that would be sent in a real run:')
    expect(r.stdout.length).toBeLessThan(200_000)
    expect(forgedCommands(r.stdout)).toEqual([])
  }, 120_000)
})
