/**
 * The `artifacts` lines resolved on disk (src/inputs/artifact-paths.ts), called directly on real
 * files in a temp workspace: the order and the once-only rule across lines, globs over folders,
 * a workspace whose own path holds glob characters, and each refusal naming the line.
 * (How the lines are read from the inputs is __tests__/inputs/artifact-inputs.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveArtifactLines, type InputArtifactType } from '../../src/inputs/artifact-paths.js'
import { expectRefused } from './refusal.js'

let W = ''
const put = (rel: string) => {
  mkdirSync(path.dirname(path.join(W, rel)), { recursive: true })
  writeFileSync(path.join(W, rel), rel)
}

beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'inputs-paths-'))
  for (const f of ['dist/b.js', 'dist/B.js', 'dist/a.js', 'pkg/web/x.txt', 'pkg/api/y.txt']) put(f)
  put('pkg/README')
})
afterEach(() => rmSync(W, { recursive: true, force: true }))

const resolve = (lines: string[], type: InputArtifactType = 'auto', cwd = W) =>
  resolveArtifactLines(lines, type, cwd)
const paths = async (lines: string[], type: InputArtifactType = 'auto', cwd = W) =>
  (await resolve(lines, type, cwd)).map((a) => `${a.type}:${a.path}`)

describe('which artifacts, in which order', () => {
  it('lines in order, a glob’s matches in byte order, each file once across lines', async () => {
    expect(
      await paths(['dist/b.js', 'dist/*.js', './dist/a.js', path.join(W, 'dist/B.js')])
    ).toEqual(['file:dist/b.js', 'file:dist/B.js', 'file:dist/a.js'])
  })

  it('an image named twice is one artifact; docker references are taken as written', async () => {
    const got = await resolve(['docker:web=ghcr.io/acme/web:1', 'docker:ghcr.io/acme/web:1'])
    expect(got).toEqual([
      {
        name: 'ghcr.io/acme/web:1',
        path: 'ghcr.io/acme/web:1',
        type: 'docker',
        templateName: 'web'
      }
    ])
  })

  it('a glob under artifact-type dir: one artifact per folder, files left out', async () => {
    expect(await paths(['pkg/*'], 'dir')).toEqual(['dir:pkg/api', 'dir:pkg/web'])
    expect(await paths(['pkg/*'], 'file')).toEqual(['file:pkg/README'])
  })

  it('a template name goes with every match of its line', async () => {
    const got = await resolve(['frontend=dist/*.js'])
    expect(got.map((a) => a.templateName)).toEqual(['frontend', 'frontend', 'frontend'])
    expect(got.map((a) => a.name)).toEqual(['B.js', 'a.js', 'b.js'])
  })

  it('a workspace whose own path holds glob characters is matched literally', async () => {
    const odd = path.join(W, 'ws[1]*')
    mkdirSync(path.join(odd, 'out'), { recursive: true })
    writeFileSync(path.join(odd, 'out', 'app.bin'), 'x')
    expect(await paths(['out/*.bin'], 'auto', odd)).toEqual(['file:out/app.bin'])
  })
})

describe('refusals, each naming the line', () => {
  it('a glob that matches nothing of the kind asked for', async () => {
    await expectRefused(() => resolve(['dist/*.zip']), 'artifacts', 'dist/*.zip', /matches no file/)
    await expectRefused(
      () => resolve(['dist/*'], 'dir'),
      'artifacts',
      'dist/*',
      /matches no directory/
    )
  })

  it('a path of the wrong kind for artifact-type', async () => {
    await expectRefused(() => resolve(['pkg'], 'file'), 'artifacts', 'pkg', /is a directory/)
    await expectRefused(
      () => resolve(['dist/a.js'], 'dir'),
      'artifacts',
      'dist/a.js',
      /is not a directory/
    )
  })

  it('an oci reference that is not one, naming the whole line with its prefixes', async () => {
    await expectRefused(
      () => resolve(['oci:web=Bad:Ref:x']),
      'artifacts',
      'oci:web=Bad:Ref:x',
      /is not a valid image reference/
    )
  })

  it('a missing file that looks like an image: the line to write instead, keeping its name', async () => {
    await expectRefused(
      () => resolve(['api=ghcr.io/acme/api:2']),
      'artifacts',
      'api=ghcr.io/acme/api:2',
      /write the line as docker:api=ghcr\.io\/acme\/api:2 or oci:api=ghcr\.io\/acme\/api:2/
    )
    // Under an explicit file type the line is a file that is not there, nothing more.
    await expectRefused(
      () => resolve(['ghcr.io/acme/api:2'], 'file'),
      'artifacts',
      'ghcr.io/acme/api:2',
      /^Input 'artifacts' matches no file: "/
    )
  })
})
