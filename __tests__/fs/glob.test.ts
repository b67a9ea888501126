/**
 * src/fs/glob.ts: the same matches as @actions/glob's own walk, a folder of 150,000 entries
 * (where the library overflows the stack, actions/toolkit#1545), and entries that vanish
 * mid-walk skipped. Real files in a temp folder, removed after.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { unlink, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as glob from '@actions/glob'
import { globPaths as globBytes, type GlobOptions } from '../../src/fs/glob.js'
import { displayByteString } from '../../src/util/byte-strings.js'

let root: string
const write = process.stdout.write.bind(process.stdout)

beforeAll(() => {
  // @actions/glob reports its options with core.debug (`::debug::` lines on stdout): mute those.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).startsWith('::debug::')
      ? true
      : write(chunk, ...rest)) as typeof process.stdout.write
  root = mkdtempSync(join(tmpdir(), 'fs-glob-'))
  const files = [
    'a.xml',
    'b.txt',
    '.hidden.xml',
    'sub/c.xml',
    'sub/d.json',
    'sub/deep/e.xml',
    'sub/deep/f.bin',
    'other/g.xml',
    'other/.dot/h.xml',
    'sp ace/i.xml',
    'br[a]ck/j.xml'
  ]
  for (const f of files) {
    mkdirSync(join(root, f, '..'), { recursive: true })
    writeFileSync(join(root, f), f)
  }
  symlinkSync(join(root, 'sub'), join(root, 'link-to-sub'))
  symlinkSync(join(root, 'missing'), join(root, 'dangling.xml'))
  symlinkSync(root, join(root, 'sub', 'loop'))
})

afterAll(() => {
  process.stdout.write = write
  rmSync(root, { recursive: true, force: true })
})

/** The walk's byte-string paths as text (every name in these trees is UTF-8). */
const globPaths = async (patterns: string, options?: GlobOptions): Promise<string[]> =>
  (await globBytes(patterns, options)).map(displayByteString)

const library = async (patterns: string, options: GlobOptions): Promise<string[]> =>
  (await glob.create(patterns, options)).glob()

describe('the same matches as @actions/glob', () => {
  const patterns = (r: string): string[] => [
    `${r}/**/*.xml`,
    `${r}/*`,
    `${r}/sub`,
    `${r}/sub/`,
    `${r}/**`,
    `${r}/**/deep/*`,
    `${r}/**/*.xml\n!${r}/sub/**`,
    `${r}/**/*.xml\n!${r}/**/deep/*.xml\n# a comment`,
    `${r}/sp ace/*.xml`,
    `${r}/br\\[a\\]ck/*.xml`,
    `${r}/nothing/**`,
    `${r}/a.xml\n${r}/sub/c.xml`,
    `${r}/link-to-sub/**/*.xml`
  ]
  const optionSets: GlobOptions[] = [
    {},
    { followSymbolicLinks: false, matchDirectories: false, implicitDescendants: true },
    { matchDirectories: false, implicitDescendants: false },
    { matchDirectories: true, implicitDescendants: false },
    { excludeHiddenFiles: true }
  ]

  // Hundreds of walks of both implementations: seconds alone, more on a loaded machine.
  it('for every pattern and option set, in the same order', async () => {
    let compared = 0
    for (const options of optionSets) {
      for (const p of patterns(root)) {
        const ours = await globPaths(p, options)
        expect({ p, options, paths: ours }).toEqual({
          p,
          options,
          paths: await library(p, options)
        })
        compared += ours.length
      }
    }
    expect(compared).toBeGreaterThan(100)
  }, 60_000)

  it("regularFilesOnly: the same matches without the symlinks, from the walk's own lstat", async () => {
    const options = { followSymbolicLinks: false, matchDirectories: false }
    for (const p of [`${root}/**`, `${root}/*`, `${root}/**/*.xml`]) {
      const all = await library(p, options)
      const regular = all.filter((f) => lstatSync(f).isFile())
      expect(all).toContain(join(root, 'dangling.xml'))
      expect(regular.length).toBeLessThan(all.length)
      expect(await globPaths(p, { ...options, regularFilesOnly: true })).toEqual(regular)
    }
  })
})

describe('walking at scale and while files change', () => {
  it('walks a folder of 150,000 entries under **/*.xml', async () => {
    // tmpfs when there is one: 150,000 entries on a busy disk take most of a minute to create.
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
    const big = mkdtempSync(join(base, 'fs-glob-big-'))
    try {
      const dir = join(big, 'reports')
      mkdirSync(dir)
      const count = 150_000
      // Empty files, made by one awk | xargs touch: a loop of openSync in jest takes minutes.
      const names = `BEGIN { for (i = 0; i < ${count}; i++) print "t" i (i % 3 == 0 ? ".txt" : ".xml") }`
      execFileSync('sh', ['-c', `awk '${names}' | xargs touch`], { cwd: dir })
      const found = await globPaths(`${big}/**/*.xml`, {
        followSymbolicLinks: false,
        matchDirectories: false,
        implicitDescendants: true
      })
      const expected = count - Math.ceil(count / 3)
      expect(found).toHaveLength(expected)
      const unique = new Set(found)
      expect(unique.size).toBe(expected)
      for (const i of [1, 2, 4, 149_998, 149_999])
        expect(unique.has(join(dir, `t${i}.xml`))).toBe(true)
      expect(found.every((f) => f.startsWith(`${dir}/t`) && f.endsWith('.xml'))).toBe(true)
    } finally {
      // rm -rf, not fs.rm: Node's recursive rm spent 3.5 s of CPU on these 150,000 files.
      execFileSync('rm', ['-rf', big])
    }
  }, 300_000)

  it('skips a file and a folder that vanish between readdir and their stat', async () => {
    const tree = mkdtempSync(join(tmpdir(), 'fs-glob-vanish-'))
    try {
      mkdirSync(join(tree, 'gone-dir'))
      writeFileSync(join(tree, 'gone-dir', 'x.xml'), '')
      for (const f of ['keep.xml', 'gone.xml', 'z.xml']) writeFileSync(join(tree, f), '')
      const listed: string[][] = []
      for (const follow of [true, false]) {
        // Recreate what the previous round removed.
        mkdirSync(join(tree, 'gone-dir'), { recursive: true })
        writeFileSync(join(tree, 'gone.xml'), '')
        const found = await globPaths(`${tree}/**/*.xml`, {
          followSymbolicLinks: follow,
          omitBrokenSymbolicLinks: false,
          afterReaddir: async (dir, names) => {
            if (dir !== tree) return
            listed.push([...names].sort())
            await unlink(join(tree, 'gone.xml'))
            await rm(join(tree, 'gone-dir'), { recursive: true })
          }
        })
        expect(found.sort()).toEqual([join(tree, 'keep.xml'), join(tree, 'z.xml')])
      }
      // Both were listed, so the walk did meet them and skip them.
      expect(listed).toEqual([
        ['gone-dir', 'gone.xml', 'keep.xml', 'z.xml'],
        ['gone-dir', 'gone.xml', 'keep.xml', 'z.xml']
      ])
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })
})
