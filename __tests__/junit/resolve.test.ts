/**
 * SourceResolver (src/junit/resolve.ts): which repository file a path written in a report names,
 * in a real git repository laid out as a monorepo.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { git } from '../../demo/workspace.js'
import { SourceResolver } from '../../src/junit/resolve.js'
import { countingGit } from '../context/helpers.js'

let repo = ''
const FILES = [
  'py/tests/test_cart.py',
  'py/cart/__init__.py',
  'js/cart.test.js',
  'js/node_modules/jest/index.js',
  'go/warehouse/bins_test.go',
  'rust/billing/src/lib.rs',
  'rust/shipping/src/lib.rs',
  'README.md'
]

beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'records-resolve-'))
  for (const f of FILES) {
    await mkdir(path.dirname(path.join(repo, f)), { recursive: true })
    await writeFile(path.join(repo, f), '// source\n')
  }
  await mkdir(path.join(repo, 'py', 'test-results'))
  await mkdir(path.join(repo, 'rust', 'billing', 'test-results'))
  await writeFile(path.join(repo, 'untracked.py'), 'x = 1\n')
  git(repo, ['init', '-q', '-b', 'main'])
  git(repo, ['add', ...FILES])
  git(repo, ['commit', '-q', '-m', 'monorepo'])
})
afterAll(() => rm(repo, { recursive: true, force: true }))

const report = (p: string): string => path.join(repo, p)

describe('SourceResolver', () => {
  it('resolves against the report’s folder and its ancestors first (the project folder)', async () => {
    const r = new SourceResolver({ workspace: repo })
    const pyReport = report('py/test-results/report.xml')
    expect(await r.resolve('tests/test_cart.py', pyReport)).toBe('py/tests/test_cart.py')
    expect(await r.resolve('./tests/test_cart.py', pyReport)).toBe('py/tests/test_cart.py')
    const rustReport = report('rust/billing/test-results/junit.xml')
    // Two projects hold src/lib.rs: the report's own project decides.
    expect(await r.resolve('src/lib.rs', rustReport)).toBe('rust/billing/src/lib.rs')
    expect(await r.resolve('src/lib.rs', report('rust/shipping/junit.xml'))).toBe(
      'rust/shipping/src/lib.rs'
    )
    // Then the workspace and the repository root.
    expect(await r.resolve('README.md', pyReport)).toBe('README.md')
    expect(await r.resolve('js/cart.test.js', pyReport)).toBe('js/cart.test.js')
  })

  it('maps absolute paths of another checkout onto this one by their tracked trailing components', async () => {
    const r = new SourceResolver({ workspace: repo })
    expect(await r.resolve('/home/runner/work/shop/shop/js/cart.test.js')).toBe('js/cart.test.js')
    expect(await r.resolve('file:///builds/shop/py/tests/test_cart.py')).toBe(
      'py/tests/test_cart.py'
    )
    expect(await r.resolve('C:\\a\\shop\\go\\warehouse\\bins_test.go')).toBe(
      'go/warehouse/bins_test.go'
    )
    expect(await r.resolve(path.join(repo, 'README.md'))).toBe('README.md')
  })

  it('matches a bare or partial path only when one tracked file ends with it', async () => {
    const r = new SourceResolver({ workspace: repo })
    expect(await r.resolve('bins_test.go')).toBe('go/warehouse/bins_test.go')
    expect(await r.resolve('warehouse/bins_test.go')).toBe('go/warehouse/bins_test.go')
    // Two tracked src/lib.rs and no project folder to choose by: none.
    expect(await r.resolve('src/lib.rs')).toBeUndefined()
    expect(await r.resolve('/elsewhere/src/lib.rs')).toBeUndefined()
    // Not the same components: `other/bins_test.go` is not `warehouse/bins_test.go`.
    expect(await r.resolve('other/bins_test.go')).toBeUndefined()
  })

  it('never names a dependency, a folder, a file outside the repository or nothing', async () => {
    const r = new SourceResolver({ workspace: repo })
    expect(await r.resolve('js/node_modules/jest/index.js')).toBeUndefined()
    expect(await r.resolve('/x/node_modules/jest/index.js')).toBeUndefined()
    expect(await r.resolve('py/tests')).toBeUndefined()
    expect(await r.resolve('../outside.py')).toBeUndefined()
    expect(await r.resolve('/etc/passwd')).toBeUndefined()
    expect(await r.resolve('')).toBeUndefined()
    expect(await r.resolve(undefined)).toBeUndefined()
  })

  it('resolves files on disk that git does not track, but only tracked ones can be linked', async () => {
    const r = new SourceResolver({ workspace: repo })
    expect(await r.resolve('untracked.py')).toBe('untracked.py')
    expect(await r.isTracked('untracked.py')).toBe(false)
    expect(await r.isTracked('py/tests/test_cart.py')).toBe(true)
  })

  it('looks each path up once per run', async () => {
    const r = new SourceResolver({ workspace: repo })
    const scratch = path.join(repo, 'py', 'tests', 'test_scratch.py')
    await writeFile(scratch, 'x = 1\n')
    const pyReport = report('py/test-results/report.xml')
    expect(await r.resolve('tests/test_scratch.py', pyReport)).toBe('py/tests/test_scratch.py')
    await unlink(scratch)
    // The answer is remembered: the file system is not asked again.
    expect(await r.resolve('tests/test_scratch.py', pyReport)).toBe('py/tests/test_scratch.py')
    expect(
      await new SourceResolver({ workspace: repo }).resolve('tests/test_scratch.py', pyReport)
    ).toBeUndefined()
  })

  it('asks git for the tracked files once, and never where there is no repository', async () => {
    const inRepo = await countingGit(async () => {
      const r = new SourceResolver({ workspace: repo })
      expect(await r.resolve('/elsewhere/checkout/go/warehouse/bins_test.go')).toBe(
        'go/warehouse/bins_test.go'
      )
      expect(await r.resolve('cart/__init__.py')).toBe('py/cart/__init__.py')
    })
    expect(inRepo.map((args) => args.split(' ').slice(-3).join(' '))).toEqual([
      'ls-files -z --full-name'
    ])
    const plain = await mkdtemp(path.join(os.tmpdir(), 'records-resolve-plain-'))
    await mkdir(path.join(plain, 'py', 'tests'), { recursive: true })
    await writeFile(path.join(plain, 'py', 'tests', 'test_cart.py'), 'x = 1\n')
    try {
      const noRepo = await countingGit(async () => {
        const r = new SourceResolver({ workspace: plain })
        expect(await r.resolve('py/tests/test_cart.py')).toBe('py/tests/test_cart.py')
        expect(await r.resolve('/elsewhere/checkout/py/tests/test_cart.py')).toBeUndefined()
        expect(await r.isTracked('py/tests/test_cart.py')).toBe(false)
      })
      expect(noRepo).toEqual([])
      // A root that is not a folder: nothing found, nothing thrown.
      const file = path.join(plain, 'py', 'tests', 'test_cart.py')
      const onFile = new SourceResolver({ workspace: plain, repoRoot: file })
      expect(await onFile.resolve('/elsewhere/checkout/py/tests/test_cart.py')).toBeUndefined()
      expect(await onFile.isTracked('py/tests/test_cart.py')).toBe(false)
    } finally {
      await rm(plain, { recursive: true, force: true })
    }
  })

  it('paths are relative to the repository root when it is below the workspace', async () => {
    const r = new SourceResolver({ workspace: path.dirname(repo), repoRoot: path.basename(repo) })
    expect(await r.resolve(`${path.basename(repo)}/README.md`)).toBe('README.md')
    expect(await r.resolve('README.md')).toBe('README.md')
    expect(r.inRepository(path.join(repo, 'py', 'x.xml'))).toBe('py/x.xml')
    expect(r.inRepository(path.dirname(repo))).toBeUndefined()
  })
})
