/** The `artifacts` input → artifacts → fingerprints. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fingerprintArtifacts, goBase, resolveArtifacts } from '../../src/fingerprint/artifacts.js'
import { parseArtifactLines, readArtifactInputs } from '../../src/inputs/artifacts.js'
import { dirSha256 } from '../../src/fingerprint/dir.js'
import { InputError } from '../../src/errors.js'

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
  write('dist/lib.js', 'lib')
  write('dist/sub/x.map', 'map')
  write('out/a=b.txt', 'eq')
  write('report.txt', 'r')
})
afterEach(() => rmSync(W, { recursive: true, force: true }))

const resolve = (lines: string[], type: 'auto' | 'file' | 'dir' | 'docker' | 'oci' = 'auto') =>
  resolveArtifacts({ lines, type, cwd: W })

describe('parseArtifactLines', () => {
  it('splits a template-name prefix only when it is a valid name', () => {
    expect(parseArtifactLines(['backend=dist/app.js', '  ', 'out/a=b.txt', 'my name=x'])).toEqual([
      { line: 'backend=dist/app.js', templateName: 'backend', spec: 'dist/app.js' },
      { line: 'out/a=b.txt', spec: 'out/a=b.txt' },
      { line: 'my name=x', spec: 'my name=x' }
    ])
    expect(() => parseArtifactLines(['web='])).toThrow(InputError)
  })

  it('reads blanks around the = as name=path; ./ keeps a leading name= in a path', () => {
    expect(
      parseArtifactLines(['shop = dist/app.js', 'web\t=\tdist/lib.js', 'api =dist/x', './a=b.txt'])
    ).toEqual([
      { line: 'shop = dist/app.js', templateName: 'shop', spec: 'dist/app.js' },
      { line: 'web\t=\tdist/lib.js', templateName: 'web', spec: 'dist/lib.js' },
      { line: 'api =dist/x', templateName: 'api', spec: 'dist/x' },
      { line: './a=b.txt', spec: './a=b.txt' }
    ])
    expect(() => parseArtifactLines(['web = '])).toThrow(
      new InputError(
        'artifacts',
        'web =',
        'has no path after the template name (write name=path, or ./path for a path with =)'
      )
    )
  })

  it('resolves a spaced name = path line to the file, with its template name', async () => {
    write('a=b.txt', 'eq at the root')
    expect(await resolve(['shop = dist/app.js', './a=b.txt'])).toEqual([
      { name: 'app.js', path: 'dist/app.js', type: 'file', templateName: 'shop' },
      { name: 'a=b.txt', path: './a=b.txt', type: 'file' }
    ])
  })

  it('takes the base name as Go does', () => {
    expect([goBase('dist/'), goBase('a/b.js'), goBase('.'), goBase('/')]).toEqual([
      'dist',
      'b.js',
      '.',
      '/'
    ])
  })
})

describe('resolveArtifacts', () => {
  it('makes an existing directory one dir artifact, and a glob one file artifact per file', async () => {
    expect(await resolve(['dist'])).toEqual([{ name: 'dist', path: 'dist', type: 'dir' }])
    expect(await resolve(['web=dist/*.js'])).toEqual([
      { name: 'app.js', path: 'dist/app.js', type: 'file', templateName: 'web' },
      { name: 'lib.js', path: 'dist/lib.js', type: 'file', templateName: 'web' }
    ])
    expect(await resolve(['dist/**/*.map', 'report.txt'])).toEqual([
      { name: 'x.map', path: 'dist/sub/x.map', type: 'file' },
      { name: 'report.txt', path: 'report.txt', type: 'file' }
    ])
  })

  it('keeps a path containing = whole, and lists duplicates once', async () => {
    expect(await resolve(['out/a=b.txt'])).toEqual([
      { name: 'a=b.txt', path: 'out/a=b.txt', type: 'file' }
    ])
    const list = await resolve(['dist/app.js', 'dist/*.js', './dist/app.js'])
    expect(list.map((a) => a.path)).toEqual(['dist/app.js', 'dist/lib.js'])
  })

  it('checks the type against what is on disk', async () => {
    await expect(resolve(['dist'], 'file')).rejects.toThrow(
      `Input 'artifacts' is a directory, but artifact-type is 'file': "dist"`
    )
    await expect(resolve(['report.txt'], 'dir')).rejects.toThrow(
      "is not a directory, but artifact-type is 'dir'"
    )
    expect(await resolve(['d*'], 'dir')).toEqual([{ name: 'dist', path: 'dist', type: 'dir' }])
  })

  it('refuses a line that matches nothing, before fingerprinting anything', async () => {
    await expect(resolve(['dist', 'nope/*.zip'])).rejects.toThrow(
      `Input 'artifacts' matches no file: "nope/*.zip"`
    )
    await expect(resolve(['missing.txt'])).rejects.toThrow(InputError)
  })

  it('takes image references as they are for docker and oci', async () => {
    expect(await resolve(['api=ghcr.io/o/api:1'], 'oci')).toEqual([
      { name: 'ghcr.io/o/api:1', path: 'ghcr.io/o/api:1', type: 'oci', templateName: 'api' }
    ])
    expect(await resolve(['alpine'], 'docker')).toEqual([
      { name: 'alpine', path: 'alpine', type: 'docker' }
    ])
    await expect(resolve(['Bad:Ref:x'], 'oci')).rejects.toThrow('is not a valid image reference')
  })

  it('turns a bare fingerprint and name into one artifact', async () => {
    expect(
      await resolveArtifacts({
        lines: [],
        type: 'auto',
        cwd: W,
        fingerprint: FP,
        artifactName: 'app'
      })
    ).toEqual([{ name: 'app', path: '', type: 'file', fingerprint: FP }])
    // A bad `fingerprint` is refused where the input is read (inputs/artifacts.ts).
    expect(() => readArtifactInputs({ INPUT_FINGERPRINT: 'xyz' })).toThrow(
      new InputError('fingerprint', 'xyz', 'must match ^[a-f0-9]{64}$')
    )
    await expect(
      resolveArtifacts({ lines: [], type: 'dir', cwd: W, fingerprint: FP })
    ).rejects.toThrow("'artifact-name'")
    await expect(
      resolveArtifacts({ lines: ['dist/*.js'], type: 'auto', cwd: W, artifactName: 'x' })
    ).rejects.toThrow('applies to a single artifact')
  })
})

describe('fingerprintArtifacts', () => {
  it('fingerprints files and dirs relative to cwd; one failure does not stop the others', async () => {
    const list = await resolve(['dist', 'report.txt', 'out/a=b.txt'])
    rmSync(path.join(W, 'report.txt'))
    const done = await fingerprintArtifacts(list, { excludes: ['sub'], cwd: W })
    expect(done[0].fingerprint).toBe(await dirSha256(path.join(W, 'dist'), ['sub']))
    expect(done[1].fingerprint).toBeUndefined()
    expect(done[1].error).toBe(`${path.join(W, 'report.txt')}: does not exist`)
    expect(done[2].fingerprint).toBe(hex('eq'))
  })

  it('keeps a given fingerprint', async () => {
    const list = [{ name: 'x', path: '', type: 'file' as const, fingerprint: FP }]
    expect(await fingerprintArtifacts(list, { excludes: [], cwd: W })).toEqual(list)
  })
})
