/**
 * script/release on a clone of a small fixture repository made here: a package.json at 0.1.0,
 * a package-lock.json, a CHANGELOG.md with Unreleased entries, and a dist/ that its `package`
 * script builds from src/ (with the version inlined, as ncc does for the action). Nothing is
 * pushed: the fixture's origin never gets a tag.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { git } from '../../demo/workspace.js'

const RELEASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../script/release')
const TODAY = new Date().toISOString().slice(0, 10)

const CHANGELOG = `# Changelog

## [Unreleased]

### Added

- The first feature.
`

/** dist/index.js from src/main.js, stamped with package.json's version. */
const BUILD = `const fs = require('fs')
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
fs.mkdirSync('dist', { recursive: true })
fs.writeFileSync('dist/index.js', '// ' + version + '\\n' + fs.readFileSync('src/main.js', 'utf8'))
`

const PACKAGE = {
  name: 'fixture-action',
  version: '0.1.0',
  private: true,
  scripts: {
    package: 'node build.cjs',
    'check-dist': 'node build.cjs && git diff --quiet -- dist'
  }
}

let root: string
let origin: string

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), text)
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'release-'))
  origin = path.join(root, 'origin')
  mkdirSync(origin)
  git(origin, ['init', '-q', '-b', 'main'])
  write(origin, 'package.json', JSON.stringify(PACKAGE, null, 2) + '\n')
  const lock = { name: 'fixture-action', version: '0.1.0', lockfileVersion: 3, packages: {} }
  lock.packages = { '': { name: 'fixture-action', version: '0.1.0' } }
  write(origin, 'package-lock.json', JSON.stringify(lock, null, 2) + '\n')
  write(origin, 'CHANGELOG.md', CHANGELOG)
  write(origin, 'build.cjs', BUILD)
  write(origin, 'src/main.js', 'console.log("hello")\n')
  mkdirSync(path.join(origin, 'script'))
  copyFileSync(RELEASE, path.join(origin, 'script/release'))
  execFileSync('node', ['build.cjs'], { cwd: origin })
  git(origin, ['add', '-A'])
  git(origin, ['commit', '-q', '-m', 'initial'])
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A fresh clone of the fixture, as a maintainer would have it. */
function clone(name: string): string {
  const dir = path.join(root, name)
  git(root, ['clone', '-q', origin, dir])
  return dir
}

/** script/release run in `dir` as a maintainer would (git's identity from the environment). */
function release(dir: string, ...args: string[]) {
  const who = { NAME: 'Ada Lovelace', EMAIL: 'ada@example.com' }
  const r = spawnSync('bash', ['script/release', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: who.NAME,
      GIT_AUTHOR_EMAIL: who.EMAIL,
      GIT_COMMITTER_NAME: who.NAME,
      GIT_COMMITTER_EMAIL: who.EMAIL,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null'
    }
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8')
const tags = (dir: string) => git(dir, ['tag', '-l']).split('\n').filter(Boolean)

describe('script/release', () => {
  it('releases 1.0.0: package.json, the lock, CHANGELOG.md, dist/, v1.0.0 and v1; pushes nothing', () => {
    const dir = clone('first')
    const before = git(dir, ['rev-parse', 'HEAD'])
    const r = release(dir, '1.0.0')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)

    expect(JSON.parse(read(dir, 'package.json')).version).toBe('1.0.0')
    const lock = JSON.parse(read(dir, 'package-lock.json'))
    expect([lock.version, lock.packages[''].version]).toEqual(['1.0.0', '1.0.0'])
    expect(read(dir, 'CHANGELOG.md')).toBe(
      CHANGELOG.replace('## [Unreleased]\n', `## [Unreleased]\n\n## [1.0.0] - ${TODAY}\n`)
    )
    expect(read(dir, 'dist/index.js')).toMatch(/^\/\/ 1\.0\.0\n/)

    // One new commit holding all of it, and a clean tree.
    expect(git(dir, ['rev-parse', 'HEAD~1'])).toBe(before)
    expect(git(dir, ['show', '--name-only', '--format=%s', 'HEAD']).split('\n')).toEqual([
      'Release v1.0.0',
      '',
      'CHANGELOG.md',
      'dist/index.js',
      'package-lock.json',
      'package.json'
    ])
    expect(git(dir, ['status', '--porcelain'])).toBe('')

    // Annotated tags, both on the release commit; the tag message holds the entries.
    expect(tags(dir)).toEqual(['v1', 'v1.0.0'])
    for (const t of ['v1', 'v1.0.0']) {
      expect(git(dir, ['cat-file', '-t', t])).toBe('tag')
      expect(git(dir, ['rev-parse', `${t}^{commit}`])).toBe(git(dir, ['rev-parse', 'HEAD']))
    }
    expect(git(dir, ['tag', '-l', '--format=%(contents)', 'v1.0.0'])).toContain(
      '### Added\n\n- The first feature.'
    )

    expect(r.stdout).toContain('git push origin HEAD refs/tags/v1.0.0')
    expect(r.stdout).toContain('git push --force origin refs/tags/v1')
    expect(tags(origin)).toEqual([])
    expect(git(origin, ['rev-parse', 'HEAD'])).toBe(before)
  })

  it('then releases 1.1.0: moves v1 to it and keeps v1.0.0 where it was', () => {
    const dir = path.join(root, 'first') // released 1.0.0 in the test above
    const first = git(dir, ['rev-parse', 'v1.0.0^{commit}'])
    write(dir, 'src/main.js', 'console.log("hello again")\n')
    execFileSync('node', ['build.cjs'], { cwd: dir })
    const log = read(dir, 'CHANGELOG.md')
    write(dir, 'CHANGELOG.md', log.replace('## [Unreleased]\n', '## [Unreleased]\n\n- Again.\n'))
    git(dir, ['commit', '-q', '-am', 'more'])

    const r = release(dir, '1.1.0')
    expect(r.code).toBe(0)
    expect(git(dir, ['rev-parse', 'v1.0.0^{commit}'])).toBe(first)
    expect(git(dir, ['rev-parse', 'v1^{commit}'])).toBe(git(dir, ['rev-parse', 'HEAD']))
    expect(read(dir, 'CHANGELOG.md')).toContain(
      `## [Unreleased]\n\n## [1.1.0] - ${TODAY}\n\n- Again.\n\n## [1.0.0] - ${TODAY}\n`
    )
  })

  describe('refuses, changing nothing and tagging nothing', () => {
    const refuses = (dir: string, version: string, message: RegExp) => {
      const head = git(dir, ['rev-parse', 'HEAD'])
      const status = git(dir, ['status', '--porcelain'])
      const r = release(dir, version)
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(message)
      expect(tags(dir)).toEqual([])
      expect(git(dir, ['rev-parse', 'HEAD'])).toBe(head)
      expect(git(dir, ['status', '--porcelain'])).toBe(status)
    }

    it('a dirty work tree: a changed file, or an untracked one', () => {
      const dir = clone('dirty')
      write(dir, 'src/main.js', 'console.log("uncommitted")\n')
      refuses(dir, '1.0.0', /work tree is not clean[^]*src\/main\.js/)
      git(dir, ['checkout', '--', 'src/main.js'])
      write(dir, 'notes.txt', 'scratch\n')
      refuses(dir, '1.0.0', /work tree is not clean[^]*notes\.txt/)
    })

    it('a stale dist/ (src/ changed and committed, dist/ not rebuilt)', () => {
      const dir = clone('stale')
      write(dir, 'src/main.js', 'console.log("changed")\n')
      git(dir, ['commit', '-q', '-am', 'change src only'])
      refuses(dir, '1.0.0', /dist\/ is not what src\/ builds/)
    })

    it('a version that is not X.Y.Z', () => {
      const dir = clone('not-semver')
      for (const v of ['1.0', 'v1.0.0', '1.0.0.0', '01.0.0', '1.0.0-rc.1', 'latest', ''])
        refuses(dir, v, /is not a semantic version X\.Y\.Z/)
    })

    it('a version that is not greater than the current one', () => {
      const dir = clone('older')
      for (const v of ['0.1.0', '0.0.9'])
        refuses(dir, v, /is not greater than the current version 0\.1\.0/)
    })

    it('an empty Unreleased section', () => {
      const dir = clone('empty-log')
      write(
        dir,
        'CHANGELOG.md',
        '# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-01-01\n\n- Old.\n'
      )
      git(dir, ['commit', '-q', '-am', 'log'])
      refuses(dir, '1.0.0', /nothing under '## \[Unreleased\]'/)
    })
  })
})
