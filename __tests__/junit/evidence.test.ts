/**
 * `attach-results`: auto (the default) never fails a good run: reports too large as they are go
 * compressed, and when even that does not fit they are left out with a warning; `true` attaches
 * or fails before sending; `false` never attaches. Real files, the real emulator, real git.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { extract as extractTar } from 'tar'
import type { Emulator } from '../../emulator/server.js'
import { readConfig } from '../../src/config.js'
import type { Config } from '../commands/support.js'
import { InputError } from '../../src/errors.js'
import { runAttestJUnit } from '../../src/commands/attest-junit.js'
import { runReport } from '../../src/commands/report.js'
import { MAX_ATTACHMENT_BYTES } from '../../src/api/models.js'
import { AttachmentTooLargeError } from '../../src/junit/junit-errors.js'
import { prepareEvidence } from '../../src/junit/evidence.js'
import { renderSummary } from '../../src/report/summary.js'
import { size } from '../../src/report/format.js'
import { ORG, TOKEN, makeDelivery, tempDir } from '../commands/support.js'
import { apiBaseUrl } from '../../src/inputs/service.js'
import { emulatorAround } from '../emulator/helpers.js'

/** A passing report of about `bytes`: many suites and testcases with varied names and logs. */
/** 12 hex digits that look random and are the same on every run (a 32-bit mix, twice). */
function hexId(n: number): string {
  const mix = (x: number): number => {
    x = Math.imul(x ^ (x >>> 16), 0x7feb352d)
    x = Math.imul(x ^ (x >>> 15), 0x846ca68b)
    return (x ^ (x >>> 16)) >>> 0
  }
  return (mix(n).toString(16).padStart(8, '0') + mix(n + 0x9e3779b9).toString(16)).slice(0, 12)
}

function passingReport(bytes: number): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n']
  let size = parts[0].length
  for (let i = 0; size < bytes; i++) {
    const cls = `com.acme.shop.module${i}.CheckoutServiceTest`
    const head = `<testsuite name="${cls}" timestamp="2026-11-24T13:00:00">\n`
    parts.push(head)
    size += head.length
    for (let t = 0; t < 200; t++) {
      const id = hexId(i * 200 + t)
      const c =
        `  <testcase classname="${cls}" name="checkout_${t}_applies_discount_${id}" time="0.${(i * 7 + t) % 1000}">\n` +
        `    <system-out>[${new Date(1.7e12 + i * 1000 + t).toISOString()}] INFO order ${id} total=${(i * 31 + t * 17) % 100000} items=${t % 20}\n</system-out>\n` +
        `  </testcase>\n`
      parts.push(c)
      size += c.length
    }
    parts.push('</testsuite>\n')
    size += 13
  }
  parts.push('</testsuites>\n')
  return parts.join('')
}

/** A passing report whose bulk is random (base64) output: it does not compress below `bytes`·¾. */
function incompressibleReport(bytes: number): string {
  const out = randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')
  return `<testsuite name="noisy"><testcase classname="c" name="t" time="1"><system-out>${out}</system-out></testcase></testsuite>\n`
}

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`

describe('attach-results', () => {
  // The report the inputs name: `junit` is resolved where it is read.
  const ws = tempDir('evidence-attach-')
  writeFileSync(join(ws.path, 'x.xml'), '<testsuite name="s"><testcase name="t"/></testsuite>\n')
  afterAll(() => ws.remove())
  const env = (value: string): NodeJS.ProcessEnv => ({
    GITHUB_WORKSPACE: ws.path,
    INPUT_COMMAND: 'attest-junit',
    'INPUT_API-TOKEN': 'DRY_RUN',
    INPUT_ORG: 'acme',
    INPUT_FLOW: 'f',
    INPUT_TRAIL: 't',
    INPUT_JUNIT: 'x.xml',
    'INPUT_ATTACH-RESULTS': value
  })

  it('reads auto (the default), true and false in the boolean spellings of every input', async () => {
    const modes = []
    for (const v of ['', 'auto', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']) {
      modes.push(((await readConfig(env(v))).config as { attachResults?: string }).attachResults)
    }
    expect(modes).toEqual(['auto', 'auto', 'true', 'true', 'true', 'false', 'false', 'false'])
  })

  it.each(['sometimes', 'yes', '1', 'AUTO'])(
    'refuses %j, naming the input and the value',
    async (v) => {
      const err = await readConfig(env(v)).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(InputError)
      expect((err as InputError).message).toBe(
        `Input 'attach-results' must be auto, true or false: ${JSON.stringify(v)}`
      )
    }
  )
})

describe('prepareEvidence', () => {
  let ws: ReturnType<typeof tempDir>
  beforeAll(() => {
    ws = tempDir('junit-attach-')
    mkdirSync(join(ws.path, 'r'))
  })
  afterAll(() => ws.remove())
  const put = (name: string, text: string): void => writeFileSync(join(ws.path, name), text)

  it('a file that fits is sent as is, whatever the mode but false', async () => {
    put('r/small.xml', passingReport(2000))
    const limit = readFileSync(join(ws.path, 'r/small.xml')).length
    for (const mode of ['auto', 'true'] as const) {
      const e = await prepareEvidence(['r/small.xml'], ws.path, mode, limit)
      expect(e.info).toEqual({
        filename: 'small.xml',
        bytes: readFileSync(join(ws.path, 'r/small.xml')).length,
        compressed: false,
        reportBytes: readFileSync(join(ws.path, 'r/small.xml')).length,
        files: 1
      })
      expect(Buffer.from(e.attachment?.data ?? []).toString()).toBe(
        readFileSync(join(ws.path, 'r/small.xml'), 'utf8')
      )
      expect(e.warning).toBeUndefined()
    }
    expect(await prepareEvidence(['r/small.xml'], ws.path, 'false', limit)).toEqual({})
  })

  it('a file over the limit goes as evidence.tgz when that fits, with its workspace path', async () => {
    const text = passingReport(40_000)
    put('r/big.xml', text)
    for (const mode of ['auto', 'true'] as const) {
      const e = await prepareEvidence(['r/big.xml'], ws.path, mode, 8192)
      expect(e.info?.filename).toBe('evidence.tgz')
      expect(e.info?.compressed).toBe(true)
      expect(e.info?.reportBytes).toBe(Buffer.byteLength(text))
      expect(e.attachment?.data.length).toBe(e.info?.bytes)
      expect(e.info?.bytes).toBeLessThanOrEqual(8192)
      const out = join(ws.path, `untar-${mode}`)
      mkdirSync(out)
      writeFileSync(join(out, 'evidence.tgz'), e.attachment?.data ?? new Uint8Array())
      const entries: string[] = []
      await extractTar({
        file: join(out, 'evidence.tgz'),
        cwd: out,
        onReadEntry: (entry) => entries.push(entry.path)
      })
      expect(entries).toEqual(['r/big.xml'])
      expect(readFileSync(join(out, 'r/big.xml'), 'utf8')).toBe(text)
    }
  })

  it('auto leaves out what does not fit even compressed, with a warning; true refuses', async () => {
    put('r/noise.xml', incompressibleReport(6000))
    put('r/noise2.xml', incompressibleReport(6000))
    const size = readFileSync(join(ws.path, 'r/noise.xml')).length
    const one = await prepareEvidence(['r/noise.xml'], ws.path, 'auto', 4096)
    expect(one.attachment).toBeUndefined()
    expect(one.info).toBeUndefined()
    expect(one.warning).toContain(`the JUnit report is ${kib(size)} (${size} bytes)`)
    expect(one.warning).toContain('more than 4.0 KiB even as a gzip tar')
    expect(one.warning).toContain('limit for attachments (4096 bytes)')
    expect(one.warning).toMatch(/narrow the 'junit' globs.*attach-results: false/)

    const two = await prepareEvidence(['r/noise.xml', 'r/noise2.xml'], ws.path, 'auto', 4096)
    expect(two.warning).toContain(`the 2 JUnit reports are ${kib(2 * size)} (${2 * size} bytes)`)

    const err = await prepareEvidence(['r/noise.xml'], ws.path, 'true', 4096).catch((e) => e)
    expect(err).toBeInstanceOf(AttachmentTooLargeError)
    expect((err as Error).message).toMatch(
      /^cannot attach noise\.xml: the JUnit report is [\d.]+ KiB .*4\.0 KiB limit.*'junit'.*attach-results: auto.*attach-results: false/
    )
  })
})

describe('attest-junit and report with default inputs', () => {
  let emulator: Emulator
  let base: string
  let repo: ReturnType<typeof tempDir>
  let commit: string
  const git = (args: string[]): string =>
    execFileSync('git', args, {
      cwd: repo.path,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'A',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'A',
        GIT_COMMITTER_EMAIL: 'a@example.com'
      }
    }).trim()

  emulatorAround({ port: 0, tokens: [{ token: TOKEN, org: ORG }] }, (started) => {
    emulator = started
    base = apiBaseUrl(started.url)
  })
  beforeAll(() => {
    repo = tempDir('junit-attach-repo-')
    git(['init', '-q', '-b', 'main'])
    git(['config', 'commit.gpgsign', 'false'])
    writeFileSync(join(repo.path, 'README'), 'hello\n')
    git(['add', 'README'])
    git(['commit', '-q', '-m', 'first'])
    commit = git(['rev-parse', 'HEAD'])
    mkdirSync(join(repo.path, 'test-results'))
  })
  afterAll(() => repo.remove())
  beforeEach(() => emulator.reset())

  const env = (inputs: Record<string, string>): NodeJS.ProcessEnv => ({
    GITHUB_WORKSPACE: repo.path,
    INPUT_COMMAND: 'attest-junit',
    'INPUT_API-TOKEN': TOKEN,
    'INPUT_BASE-URL': base,
    INPUT_ORG: ORG,
    INPUT_FLOW: 'shop',
    INPUT_COMMIT: commit,
    'INPUT_MAX-RETRIES': '0',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  })

  it('attests a 47 MB passing report with its evidence compressed under 10 MB', async () => {
    const text = passingReport(47 * 1024 * 1024)
    writeFileSync(join(repo.path, 'test-results/big.xml'), text)
    const { config } = await readConfig(env({ junit: 'test-results/*.xml' }))
    expect((config as Config).attachResults).toBe('auto')
    const result = await runAttestJUnit(config as Config, makeDelivery(config as Config))
    expect(result.failures).toEqual([])
    expect(result.warnings.filter((w) => /attach/i.test(w))).toEqual([])
    expect(result.writes.map((w) => [w.kind, w.state])).toEqual([['junit', 'recorded']])
    const stored = emulator.state().attestations
    expect(stored).toHaveLength(1)
    const sent = stored[0].attachment
    expect(sent?.filename).toBe('evidence.tgz')
    expect(sent?.size).toBeLessThanOrEqual(MAX_ATTACHMENT_BYTES)
    expect(result.junit?.attachment).toEqual({
      filename: 'evidence.tgz',
      bytes: sent?.size,
      compressed: true,
      reportBytes: Buffer.byteLength(text)
    })
    // The summary says what was attached, its size and that it was compressed.
    expect(renderSummary(result)).toContain(
      `📎 Attached <code>evidence.tgz</code> (${size(sent?.size)}, a gzip tar of ${size(Buffer.byteLength(text))} of reports)`
    )
  }, 60_000)

  it('sends without the reports, and warns, when they do not fit even compressed', async () => {
    writeFileSync(
      join(repo.path, 'test-results/big.xml'),
      incompressibleReport(MAX_ATTACHMENT_BYTES * 1.5)
    )
    const { config } = await readConfig(env({ junit: 'test-results/big.xml', command: 'report' }))
    const result = await runReport(config as Config, makeDelivery(config as Config))
    expect(result.failures).toEqual([])
    expect(result.writes.map((w) => [w.kind, w.state])).toEqual([['junit', 'recorded']])
    expect(result.junit?.attachment).toBeUndefined()
    const warnings = result.warnings.filter((w) => /attach/i.test(w))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^The JUnit reports were not attached: the JUnit report is 15\.\d MiB .*10\.0 MiB limit/
    )
    const stored = emulator.state().attestations
    expect(stored).toHaveLength(1)
    expect(stored[0].attachment).toBeNull()
  }, 60_000)

  it('with attach-results true, fails before sending anything when they do not fit', async () => {
    writeFileSync(
      join(repo.path, 'test-results/big.xml'),
      incompressibleReport(MAX_ATTACHMENT_BYTES * 1.5)
    )
    const { config } = await readConfig(
      env({ junit: 'test-results/big.xml', 'attach-results': 'true' })
    )
    const err = await runAttestJUnit(config as Config, makeDelivery(config as Config)).catch(
      (e) => e
    )
    expect(err).toBeInstanceOf(AttachmentTooLargeError)
    expect(emulator.requests()).toEqual([])
  }, 60_000)

  it('with attach-results false, never attaches', async () => {
    const text = passingReport(5000)
    writeFileSync(join(repo.path, 'test-results/big.xml'), text)
    const { config } = await readConfig(
      env({ junit: 'test-results/big.xml', 'attach-results': 'false' })
    )
    const result = await runAttestJUnit(config as Config, makeDelivery(config as Config))
    expect(result.failures).toEqual([])
    expect(result.junit?.attachment).toBeUndefined()
    expect(emulator.state().attestations[0].attachment).toBeNull()
  })
})
