/**
 * The `fingerprints` output's items and the `checksums-file` output: real files fingerprinted
 * by the action's own code, the file checked by the real `sha256sum -c` from the workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fingerprintArtifacts } from '../../src/fingerprint/fingerprint-artifacts.js'
import { readArtifactInputs } from '../../src/inputs/artifact-inputs.js'
import {
  checksumsText,
  fingerprintsJson,
  setOutputs,
  writeChecksumsFile,
  type FingerprintItem
} from '../../src/report/step-outputs.js'
import type { ArtifactRow } from '../../src/results.js'
import { artifactRow } from '../../src/commands/artifacts.js'
import { Output } from '../../src/report/boundary.js'
import { baseResult, restoreEnv } from './fixtures.js'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'report-checksums-'))
const ws = path.join(root, 'ws')
const temp = path.join(root, 'runner-temp')
const saved = { out: process.env.GITHUB_OUTPUT }

function put(rel: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true })
  fs.writeFileSync(path.join(ws, rel), content)
}

function sha256sumCheck(file: string): { code: number | null; out: string } {
  const r = spawnSync('sha256sum', ['-c', '--strict', file], { cwd: ws, encoding: 'utf8' })
  return { code: r.status, out: r.stdout + r.stderr }
}

/** The artifacts as the report and fingerprint commands compute them. */
async function fingerprinted(lines: string[]): Promise<ArtifactRow[]> {
  const env = { INPUT_ARTIFACTS: lines.join('\n') }
  const { artifacts } = await readArtifactInputs(env, ws, { command: 'fingerprint' })
  return (await fingerprintArtifacts(artifacts, { excludes: [], cwd: ws })).map((a) =>
    artifactRow(a)
  )
}

beforeAll(() => {
  fs.mkdirSync(temp, { recursive: true })
  put('dist/app.tar.gz', 'the backend\n')
  put('dist/web/site.zip', 'the site\n')
  put('dist/with space.bin', 'spaces\n')
  put('dist/back\\slash.bin', 'a backslash in the name\n')
  put('site/index.html', '<html></html>\n')
  put('other/b.jar', 'b\n')
  put('other/a.jar', 'a\n')
})

afterAll(() => {
  restoreEnv({ GITHUB_OUTPUT: saved.out })
  fs.rmSync(root, { recursive: true, force: true })
})

describe('fingerprints output', () => {
  it('each item carries its template name next to the file name', async () => {
    const artifacts = await fingerprinted([
      'backend=dist/app.tar.gz',
      'site',
      'jars=other/*.jar',
      'web=dist/web/site.zip'
    ])
    const items = JSON.parse(fingerprintsJson(artifacts)) as FingerprintItem[]
    expect(items.map((i) => [i.template, i.name, i.path, i.type])).toEqual([
      ['backend', 'app.tar.gz', 'dist/app.tar.gz', 'file'],
      [null, 'site', 'site', 'dir'],
      ['jars', 'a.jar', 'other/a.jar', 'file'],
      ['jars', 'b.jar', 'other/b.jar', 'file'],
      ['web', 'site.zip', 'dist/web/site.zip', 'file']
    ])
    expect(items.every((i) => /^[0-9a-f]{64}$/.test(i.fingerprint))).toBe(true)
  })
})

describe('checksums file', () => {
  const lines = [
    'backend=dist/app.tar.gz',
    'site',
    'jars=other/*.jar',
    `web=${path.join(ws, 'dist/web/site.zip')}`,
    'dist/with space.bin',
    'dist/back\\slash.bin'
  ]

  it('is verified by sha256sum -c from the workspace and matches the fingerprints output', async () => {
    const artifacts = await fingerprinted(lines)
    const text = checksumsText(artifacts, ws)
    const file = writeChecksumsFile(text, temp)
    expect(path.dirname(path.dirname(file))).toBe(temp)
    expect(fs.readFileSync(file, 'utf8')).toBe(text)

    const check = sha256sumCheck(file)
    expect(check.out).not.toMatch(/FAILED|WARNING|improperly/)
    expect(check.code).toBe(0)
    // Every file artifact once, named by its path relative to the workspace; the dir left out.
    const checked = check.out
      .trim()
      .split('\n')
      .map((l) => l.replace(/: OK$/, ''))
      // Some sha256sum versions print an escaped name behind a leading backslash.
      .map((l) => (l.startsWith('\\') ? l.slice(1).replace(/\\\\/g, '\\') : l))
    expect(checked).toEqual([
      'dist/app.tar.gz',
      'other/a.jar',
      'other/b.jar',
      'dist/web/site.zip',
      'dist/with space.bin',
      'dist/back\\slash.bin'
    ])

    // The same hex as the fingerprints output, artifact for artifact.
    const items = JSON.parse(fingerprintsJson(artifacts)) as FingerprintItem[]
    const fromFile = text
      .trim()
      .split('\n')
      .map((l) => l.replace(/^\\/, '').slice(0, 64))
    expect(fromFile).toEqual(items.filter((i) => i.type === 'file').map((i) => i.fingerprint))
  })

  it('fails sha256sum -c once an artifact changes', async () => {
    const file = writeChecksumsFile(checksumsText(await fingerprinted(['dist/*.gz']), ws), temp)
    expect(sha256sumCheck(file).code).toBe(0)
    put('dist/app.tar.gz', 'the backend, rebuilt\n')
    const check = sha256sumCheck(file)
    expect(check.code).toBe(1)
    expect(check.out).toContain('dist/app.tar.gz: FAILED')
    put('dist/app.tar.gz', 'the backend\n')
  })

  it('leaves out what sha256sum cannot check: a directory or a bare fingerprint', () => {
    const fp = 'a'.repeat(64)
    const text = checksumsText(
      [
        { name: 'site', path: 'site', type: 'dir', stage: 'fingerprinted', fingerprint: fp },
        {
          name: 'img',
          path: 'registry.example/img:1',
          type: 'oci',
          stage: 'fingerprinted',
          fingerprint: fp
        },
        { name: 'given', path: '', type: 'file', stage: 'fingerprinted', fingerprint: fp },
        { name: 'broken', path: 'dist/gone', type: 'file', stage: 'unreadable' }
      ],
      ws
    )
    expect(text).toBe('')
  })

  it('is written by setOutputs in the runner temp folder and given as the checksums-file output', async () => {
    const outputFile = path.join(root, 'github-output.txt')
    fs.writeFileSync(outputFile, '')
    process.env.GITHUB_OUTPUT = outputFile
    const artifacts = await fingerprinted(['backend=dist/app.tar.gz', 'site'])
    expect(setOutputs(baseResult({ artifacts }), new Output(), { workspace: ws, temp })).toEqual([])
    const written = fs.readFileSync(outputFile, 'utf8')
    const m = /^checksums-file<<(ghadelimiter_[0-9a-f-]+)\n(.*)\n\1$/m.exec(written)
    expect(m).not.toBeNull()
    const file = (m as RegExpExecArray)[2]
    expect(file.startsWith(temp + path.sep)).toBe(true)
    const [first] = artifacts
    const fp = first.stage === 'fingerprinted' ? first.fingerprint : ''
    expect(fs.readFileSync(file, 'utf8')).toBe(`${fp}  dist/app.tar.gz\n`)
    expect(sha256sumCheck(file).code).toBe(0)

    // Only a directory: nothing a later step could check, so no output.
    fs.writeFileSync(outputFile, '')
    setOutputs(baseResult({ artifacts: await fingerprinted(['site']) }), new Output(), {
      workspace: ws,
      temp
    })
    expect(fs.readFileSync(outputFile, 'utf8')).not.toContain('checksums-file')
  })
})
