/** Fingerprinting artifacts the inputs resolved (src/inputs/artifact-inputs.ts resolves them). */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fingerprintArtifacts } from '../../src/fingerprint/fingerprint-artifacts.js'
import { readArtifactInputs } from '../../src/inputs/artifact-inputs.js'
import { dirSha256 } from '../../src/fingerprint/dir.js'

let W = ''
const write = (rel: string, content: string) => {
  mkdirSync(path.dirname(path.join(W, rel)), { recursive: true })
  writeFileSync(path.join(W, rel), content)
}
const hex = (s: string) => createHash('sha256').update(s).digest('hex')
const FP = 'f'.repeat(64)

beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'fp-art-'))
  write('dist/app.js', 'app')
  write('dist/sub/x.map', 'map')
  write('out/a=b.txt', 'eq')
  write('report.txt', 'r')
})
afterEach(() => rmSync(W, { recursive: true, force: true }))

const resolve = async (lines: string[]) =>
  (await readArtifactInputs({ INPUT_ARTIFACTS: lines.join('\n') }, W, { command: 'fingerprint' }))
    .artifacts

describe('fingerprintArtifacts', () => {
  it('fingerprints files and dirs relative to cwd; one failure does not stop the others', async () => {
    const list = await resolve(['dist', 'report.txt', 'out/a=b.txt'])
    rmSync(path.join(W, 'report.txt'))
    const done = await fingerprintArtifacts(list, { excludes: ['sub'], cwd: W })
    expect(done[0]).toMatchObject({
      stage: 'fingerprinted',
      fingerprint: await dirSha256(path.join(W, 'dist'), ['sub'])
    })
    expect(done[1]).toMatchObject({
      stage: 'unreadable',
      error: `${path.join(W, 'report.txt')}: does not exist`
    })
    expect(done[1]).not.toHaveProperty('fingerprint')
    expect(done[2]).toMatchObject({ stage: 'fingerprinted', fingerprint: hex('eq') })
  })

  it('keeps a given fingerprint', async () => {
    const list = [{ name: 'x', path: '', type: 'file' as const, givenFingerprint: FP }]
    expect(await fingerprintArtifacts(list, { excludes: [], cwd: W })).toEqual([
      { ...list[0], stage: 'fingerprinted', fingerprint: FP }
    ])
  })
})
