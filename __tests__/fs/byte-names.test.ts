/**
 * File names are bytes: a JUnit report or an artifact whose name is not valid UTF-8 is found by
 * the glob walk, read by its bytes, counted, and shown escaped (docs/go-glob.md, "The glob walk").
 * The names are made at run time in a temp folder (never committed) and removed after.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { globPaths } from '../../src/fs/glob.js'
import {
  bufferToByteString,
  displayByteString,
  goString,
  toByteString
} from '../../src/util/byte-strings.js'
import { collectFrom } from '../helpers/junit-collect.js'
import { prepareEvidence } from '../../src/junit/evidence.js'
import { fingerprintArtifacts } from '../../src/fingerprint/fingerprint-artifacts.js'
import { readArtifactInputs } from '../../src/inputs/artifact-inputs.js'

let ws: string
/** `<ws>/<dir>/<name>` as raw bytes: `name` given as a byte string. */
const rawPath = (dir: string, name: string): Buffer =>
  Buffer.concat([Buffer.from(join(ws, dir) + '/'), Buffer.from(name, 'latin1')])

const RESULTATS = 'r\xe9sultats.xml' // latin-1 é: not UTF-8
const FAILING =
  '<testsuite name="fr" tests="1" failures="1"><testcase name="b" classname="c">' +
  '<failure message="boom">expected 1</failure></testcase></testsuite>\n'
const BUILD = 'build-\xff.bin'

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'byte-names-'))
  mkdirSync(join(ws, 't'))
  mkdirSync(join(ws, 'dist'))
  mkdirSync(join(ws, 'out'))
  writeFileSync(
    join(ws, 't', 'ok.xml'),
    '<testsuite name="ok" tests="1"><testcase name="a" classname="c"/></testsuite>\n'
  )
  writeFileSync(rawPath('t', RESULTATS), FAILING)
  writeFileSync(join(ws, 'dist', 'ok.bin'), 'ok')
  writeFileSync(rawPath('dist', BUILD), 'built')
  for (const dir of ['out/plain', 'out/d-\xfe']) {
    mkdirSync(rawPath('.', dir))
    writeFileSync(Buffer.concat([rawPath('.', dir), Buffer.from('/x.txt')]), 'x')
  }
})

afterAll(() => rmSync(ws, { recursive: true, force: true }))

describe('byte-strings.ts: how a name that is not UTF-8 is shown and sent', () => {
  it('escapes each bad byte for people, and makes it U+FFFD as Go does', () => {
    expect(displayByteString(RESULTATS)).toBe('r\\xe9sultats.xml')
    expect(goString(RESULTATS)).toBe('r\uFFFDsultats.xml')
    // A truncated sequence is one replacement per byte in Go (TextDecoder would give one).
    expect(goString('\xe2\x82x')).toBe('\uFFFD\uFFFDx')
    expect(displayByteString('\xe2\x82x')).toBe('\\xe2\\x82x')
    // UTF-8 is shown as it is.
    expect(displayByteString(toByteString('résumé ✓.xml'))).toBe('résumé ✓.xml')
  })
})

describe('the glob walk', () => {
  it('returns a name that is not UTF-8 as its bytes, for `*`, `?` and a folder', async () => {
    const file = bufferToByteString(rawPath('t', RESULTATS))
    const ok = toByteString(join(ws, 't', 'ok.xml'))
    const sorted = (xs: string[]) => [...xs].sort()
    const opts = { followSymbolicLinks: false, matchDirectories: false }
    expect(sorted(await globPaths(`${ws}/t/*.xml`, opts))).toEqual([ok, file])
    expect(sorted(await globPaths(`${ws}/t`, opts))).toEqual([ok, file])
    // `?` takes the bad byte as one character, as bash and Go's filepath.Match do.
    expect(await globPaths(`${ws}/t/r?sultats.xml`, opts)).toEqual([file])
    expect(await globPaths(`${ws}/t/r??sultats.xml`, opts)).toEqual([])
  })
})

describe('JUnit reports', () => {
  it.each([['t/*.xml'], ['t']])('reads the report named in bytes (junit: %s)', async (junit) => {
    const o = await collectFrom({ patterns: [junit], cwd: ws })
    expect(o.files).toEqual(['t/ok.xml', 't/r\\xe9sultats.xml'])
    expect(o.totals).toMatchObject({ total: 2, failures: 1, errors: 0 })
    expect(o.failedTests.map((t) => [t.name, t.message])).toEqual([['b', 'boom']])
    expect(o.suites.map((s) => s.report)).toEqual(['t/ok.xml', 't/r\\xe9sultats.xml'])
  })

  it('attaches it by its bytes, named with U+FFFD for the bad byte', async () => {
    const o = await collectFrom({ patterns: ['t/*.xml'], cwd: ws })
    const tgz = await prepareEvidence(o.reportPaths ?? [], ws, 'true')
    expect(tgz.info).toMatchObject({ filename: 'evidence.tgz', files: 2 })
    const tar = gunzipSync(tgz.attachment?.data as Buffer)
    // Entry names sit at the start of each 512-byte header; the contents follow them.
    const text = tar.toString('utf8')
    expect(text).toContain('t/ok.xml')
    expect(text).toContain('t/r\uFFFDsultats.xml')
    expect(text).toContain(FAILING)

    const one = await prepareEvidence([bufferToByteString(rawPath('t', RESULTATS))], ws, 'true')
    expect(one.info).toMatchObject({ filename: 'r\uFFFDsultats.xml', compressed: false })
    expect(one.attachment?.data.toString()).toBe(FAILING)
  })
})

describe('artifacts', () => {
  it('fingerprints both files of dist/*.bin, the one named in bytes by its content', async () => {
    const { artifacts: list } = await readArtifactInputs({ INPUT_ARTIFACTS: 'dist/*.bin' }, ws, {
      command: 'fingerprint'
    })
    const done = await fingerprintArtifacts(list, { excludes: [], cwd: ws })
    const sha = (s: string) => createHash('sha256').update(s).digest('hex')
    expect(
      done.map((a) => ({
        name: a.name,
        path: a.path,
        type: a.type,
        fingerprint: a.stage === 'fingerprinted' ? a.fingerprint : undefined,
        error: a.stage === 'unreadable' ? a.error : undefined
      }))
    ).toEqual([
      // The `filename` sent is what the CLI's JSON encoding makes of the base name.
      {
        name: 'build-\uFFFD.bin',
        path: 'dist/build-\\xff.bin',
        type: 'file',
        fingerprint: sha('built'),
        error: undefined
      },
      {
        name: 'ok.bin',
        path: 'dist/ok.bin',
        type: 'file',
        fingerprint: sha('ok'),
        error: undefined
      }
    ])
  })

  it('fingerprints a folder named in bytes that a glob matched, as the folder it is', async () => {
    const { artifacts: list } = await readArtifactInputs(
      { INPUT_ARTIFACTS: 'out/*', 'INPUT_ARTIFACT-TYPE': 'dir' },
      ws,
      { command: 'fingerprint' }
    )
    const done = await fingerprintArtifacts(list, { excludes: [], cwd: ws })
    expect(done.map((a) => [a.name, a.path, a.type, a.stage])).toEqual([
      ['d-\uFFFD', 'out/d-\\xfe', 'dir', 'fingerprinted'],
      ['plain', 'out/plain', 'dir', 'fingerprinted']
    ])
    const [one, two] = done.map((a) => (a.stage === 'fingerprinted' ? a.fingerprint : ''))
    // Same contents, so the same fingerprint: the folder's own name is not part of it.
    expect(one).toMatch(/^[0-9a-f]{64}$/)
    expect(one).toBe(two)
  })
})
