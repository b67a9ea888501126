/**
 * The artifact inputs with all their rules (src/inputs/artifact-inputs.ts): `artifacts` lines read,
 * resolved on real files in a temp workspace, each refusal naming the input and the value.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { InputError } from '../../src/errors.js'
import { goBase } from '../../src/fingerprint/goglob.js'
import { parseArtifactLine } from '../../src/inputs/artifact-lines.js'
import { readArtifactInputs, type ArtifactUse } from '../../src/inputs/artifact-inputs.js'

let W = ''
const write = (rel: string, content: string) => {
  mkdirSync(path.dirname(path.join(W, rel)), { recursive: true })
  writeFileSync(path.join(W, rel), content)
}
const FP = 'f'.repeat(64)

beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'inputs-art-'))
  write('dist/app.js', 'app')
  write('dist/lib.js', 'lib')
  write('dist/sub/x.map', 'map')
  write('out/a=b.txt', 'eq')
  write('report.txt', 'r')
})
afterEach(() => rmSync(W, { recursive: true, force: true }))

/** The inputs as the runner passes them. */
function env(inputs: Record<string, string>): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v])
  )
}

async function read(inputs: Record<string, string>, use: Partial<ArtifactUse> = {}) {
  return readArtifactInputs(env(inputs), W, { command: 'report', ...use })
}

const resolve = async (lines: string[], type = 'auto') =>
  (await read({ artifacts: lines.join('\n'), 'artifact-type': type })).artifacts

describe('one line: [type:][template-name=]path', () => {
  it('splits a template-name prefix only when it is a valid name', () => {
    const parse = (line: string) => parseArtifactLine(line, true)
    expect(['backend=dist/app.js', 'out/a=b.txt', 'my name=x'].map(parse)).toEqual([
      { line: 'backend=dist/app.js', templateName: 'backend', spec: 'dist/app.js' },
      { line: 'out/a=b.txt', spec: 'out/a=b.txt' },
      { line: 'my name=x', spec: 'my name=x' }
    ])
    expect(() => parse('web=')).toThrow(InputError)
  })

  it('reads blanks around the = as name=path; ./ keeps a leading name= in a path', () => {
    const lines = ['shop = dist/app.js', 'web\t=\tdist/lib.js', 'api =dist/x', './a=b.txt']
    expect(lines.map((l) => parseArtifactLine(l, true))).toEqual([
      { line: 'shop = dist/app.js', templateName: 'shop', spec: 'dist/app.js' },
      { line: 'web\t=\tdist/lib.js', templateName: 'web', spec: 'dist/lib.js' },
      { line: 'api =dist/x', templateName: 'api', spec: 'dist/x' },
      { line: './a=b.txt', spec: './a=b.txt' }
    ])
    expect(() => parseArtifactLine('web =', true)).toThrow(
      new InputError(
        'artifacts',
        'web =',
        'has no path after the template name (write name=path, or ./path for a path with =)'
      )
    )
  })

  it('reads a type prefix only when asked (artifact-type auto)', () => {
    expect(parseArtifactLine('docker:backend=ghcr.io/acme/backend:1.2', true)).toEqual({
      line: 'docker:backend=ghcr.io/acme/backend:1.2',
      type: 'docker',
      templateName: 'backend',
      spec: 'ghcr.io/acme/backend:1.2'
    })
    expect(parseArtifactLine('oci: ghcr.io/acme/web@sha256:' + FP, true)).toMatchObject({
      type: 'oci',
      spec: 'ghcr.io/acme/web@sha256:' + FP
    })
    // Under artifact-type docker, `docker:24` is the image `docker` at tag 24, as it always was.
    expect(parseArtifactLine('docker:24', false)).toEqual({ line: 'docker:24', spec: 'docker:24' })
    // Not a type: a path (or an image) like any other.
    expect(parseArtifactLine('build:x.tgz', true)).toEqual({
      line: 'build:x.tgz',
      spec: 'build:x.tgz'
    })
    expect(() => parseArtifactLine('oci:', true)).toThrow(
      new InputError(
        'artifacts',
        'oci:',
        'has nothing after oci: (write oci:path or oci:name=path)'
      )
    )
  })

  it('takes the base name as Go does', () => {
    expect(['dist/', 'a/b.js', '.', '/'].map(goBase)).toEqual(['dist', 'b.js', '.', '/'])
  })
})

describe('resolved on disk', () => {
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

  it('resolves a spaced name = path line to the file, with its template name', async () => {
    write('a=b.txt', 'eq at the root')
    expect(await resolve(['shop = dist/app.js', './a=b.txt'])).toEqual([
      { name: 'app.js', path: 'dist/app.js', type: 'file', templateName: 'shop' },
      { name: 'a=b.txt', path: './a=b.txt', type: 'file' }
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
      new InputError('artifacts', 'nope/*.zip', 'matches no file')
    )
    await expect(resolve(['missing.txt'])).rejects.toThrow(
      new InputError('artifacts', 'missing.txt', 'matches no file')
    )
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
})

describe('an image and files in one step (artifact-type auto)', () => {
  it('gives each line the type its prefix names', async () => {
    expect(
      await resolve([
        'docker:backend=ghcr.io/acme/backend:1.2',
        'oci:web=ghcr.io/acme/web:1',
        'dist/*.js'
      ])
    ).toEqual([
      {
        name: 'ghcr.io/acme/backend:1.2',
        path: 'ghcr.io/acme/backend:1.2',
        type: 'docker',
        templateName: 'backend'
      },
      { name: 'ghcr.io/acme/web:1', path: 'ghcr.io/acme/web:1', type: 'oci', templateName: 'web' },
      { name: 'app.js', path: 'dist/app.js', type: 'file' },
      { name: 'lib.js', path: 'dist/lib.js', type: 'file' }
    ])
    expect(await resolve(['dir:dist', 'file:report.txt'])).toEqual([
      { name: 'dist', path: 'dist', type: 'dir' },
      { name: 'report.txt', path: 'report.txt', type: 'file' }
    ])
    await expect(resolve(['file:dist'])).rejects.toThrow(
      `Input 'artifacts' is a directory, but artifact-type is 'file': "file:dist"`
    )
  })

  it('still reads a file whose name starts with a type as that file', async () => {
    write('docker:notes.txt', 'a file, not an image')
    expect(await resolve(['docker:notes.txt'])).toEqual([
      { name: 'docker:notes.txt', path: 'docker:notes.txt', type: 'file' }
    ])
  })

  it('refuses an image reference without a type, naming artifact-type and the line form', async () => {
    for (const ref of [
      'ghcr.io/acme/backend:1.2',
      'alpine:3.19',
      `ghcr.io/acme/web@sha256:${FP}`
    ]) {
      await expect(resolve([ref])).rejects.toThrow(
        new InputError(
          'artifacts',
          ref,
          'matches no file, and looks like an image reference: for an image, set artifact-type ' +
            `to docker or oci, or write the line as docker:${ref} or oci:${ref}`
        )
      )
    }
    // A path without a host, tag or digest is just a missing file.
    await expect(resolve(['build/app'])).rejects.toThrow(
      new InputError('artifacts', 'build/app', 'matches no file')
    )
  })

  it('keeps the template name of the line it corrects (backend=)', async () => {
    const line = 'backend = ghcr.io/acme/backend:1.2'
    const ref = 'backend=ghcr.io/acme/backend:1.2'
    await expect(resolve([line])).rejects.toThrow(
      new InputError(
        'artifacts',
        line,
        'matches no file, and looks like an image reference: for an image, set artifact-type ' +
          `to docker or oci, or write the line as docker:${ref} or oci:${ref}`
      )
    )
  })
})

describe('fingerprint and artifact-name', () => {
  it('turns a bare fingerprint and name into one artifact', async () => {
    expect((await read({ fingerprint: FP, 'artifact-name': 'app' })).artifacts).toEqual([
      { name: 'app', path: '', type: 'file', givenFingerprint: FP }
    ])
    await expect(read({ fingerprint: 'xyz' })).rejects.toThrow(
      new InputError('fingerprint', 'xyz', 'must match ^[a-f0-9]{64}$')
    )
    await expect(read({ fingerprint: FP, 'artifact-type': 'dir' })).rejects.toThrow(
      new InputError('artifact-name', '', 'is required for a fingerprint without artifacts')
    )
  })

  it('apply to the single artifact the lines name', async () => {
    expect((await read({ artifacts: 'dist/app.js', 'artifact-name': 'x' })).artifacts).toEqual([
      { name: 'x', path: 'dist/app.js', type: 'file' }
    ])
    await expect(read({ artifacts: 'dist/*.js', 'artifact-name': 'x' })).rejects.toThrow(
      new InputError('artifact-name', 'x', 'applies to a single artifact, but artifacts gives 2')
    )
  })
})

describe('what a command needs', () => {
  it('one artifact: the given fingerprint stands for it, else exactly one line match', async () => {
    const one = { command: 'get-deployment', one: true, required: true }
    // The lines are not even looked at when the fingerprint is given.
    expect((await read({ fingerprint: FP, artifacts: 'nope' }, one)).artifacts).toEqual([
      { name: '', path: '', type: 'file', givenFingerprint: FP }
    ])
    expect((await read({ artifacts: 'report.txt' }, one)).artifacts).toEqual([
      { name: 'report.txt', path: 'report.txt', type: 'file' }
    ])
    await expect(read({ artifacts: 'dist/*.js' }, one)).rejects.toThrow(
      new InputError(
        'artifacts',
        'dist/*.js',
        "must name exactly one artifact for 'get-deployment' (it matched 2)"
      )
    )
    await expect(read({}, one)).rejects.toThrow(
      new InputError(
        'fingerprint',
        '',
        'is required for get-deployment (or give one artifact in artifacts, or set KOSLI_FINGERPRINT)'
      )
    )
    expect((await read({}, { ...one, required: false })).artifacts).toEqual([])
  })

  it('every artifact: required says so in the one wording', async () => {
    await expect(read({}, { command: 'fingerprint', required: true })).rejects.toThrow(
      new InputError('artifacts', '', 'is required for fingerprint (or give fingerprint)')
    )
    expect((await read({})).artifacts).toEqual([])
  })

  it('checks each exclude pattern before any folder is walked', async () => {
    expect((await read({ exclude: 'sub\n**/*.map' })).excludes).toEqual(['sub', '**/*.map'])
    await expect(read({ exclude: 'ok\nlogs/[' })).rejects.toThrow(
      new InputError('exclude', 'logs/[', 'has a syntax error in pattern')
    )
  })
})
