/**
 * The `junit` input resolved on disk (src/inputs/junit-inputs.ts, junit-reports.ts), on real files in
 * a temp workspace: glob lines, the CLI's order, regular files only, the `.xml` rule,
 * exclusions, and the errors that name the input and the line.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { InputError } from '../../src/errors.js'
import { compareWalkOrder } from '../../src/fs/walk-order.js'
import { readJUnitInputs } from '../../src/inputs/junit-inputs.js'

let ws: string

function put(rel: string, content: string): void {
  const p = path.join(ws, rel)
  mkdirSync(path.dirname(p), { recursive: true })
  writeFileSync(p, content)
}

const suite = (name: string): string =>
  `<testsuite name="${name}"><testcase name="t"/></testsuite>\n`

/** The reports `lines` select, relative to the workspace. */
async function reports(...lines: string[]): Promise<string[]> {
  const inputs = await readJUnitInputs({ INPUT_JUNIT: lines.join('\n') }, ws, { command: 'report' })
  return inputs.reports.map((abs) => path.relative(ws, abs))
}

beforeEach(() => {
  ws = mkdtempSync(path.join(os.tmpdir(), 'junit-reports-'))
})
afterEach(() => rmSync(ws, { recursive: true, force: true }))

describe('which files, in which order', () => {
  it('orders component by component (a/x.xml before a-b.xml), like the CLI walk', async () => {
    put('r/a-b.xml', suite('a-b'))
    put('r/a/x.xml', suite('a/x'))
    put('r/B.xml', suite('B'))
    put('r/a/b/c.xml', suite('a/b/c'))
    expect(await reports('r/**/*.xml')).toEqual([
      'r/B.xml',
      'r/a/b/c.xml',
      'r/a/x.xml',
      'r/a-b.xml'
    ])
    expect(['a-b.xml', 'a/x.xml'].sort(compareWalkOrder)).toEqual(['a/x.xml', 'a-b.xml'])
  })

  it('skips symlinks, non-.xml names under wildcards, and duplicates across lines', async () => {
    put('r/one.xml', suite('one'))
    put('r/UPPER.XML', suite('upper'))
    put('r/notes.txt', 'x')
    symlinkSync('one.xml', path.join(ws, 'r/link.xml'))
    expect(await reports('r/*', 'r/one.xml', '', '# comment')).toEqual(['r/one.xml'])
  })

  it('a folder means the .xml files below it (the CLI --results-dir)', async () => {
    put('out/a.xml', suite('a'))
    put('out/deep/b.xml', suite('b'))
    put('out/c.json', '{}')
    expect(await reports('out')).toEqual(['out/a.xml', 'out/deep/b.xml'])
  })

  it('keeps a file named explicitly even without the .xml suffix', async () => {
    put('report.junit', suite('explicit'))
    expect(await reports('report.junit')).toEqual(['report.junit'])
  })

  it('honours ! exclusions', async () => {
    put('r/keep.xml', suite('keep'))
    put('r/skip.xml', suite('skip'))
    expect(await reports('r/*.xml', '!r/skip.xml')).toEqual(['r/keep.xml'])
  })
})

describe('refused where it is read', () => {
  it('a line that matches nothing, or no .xml file, is an InputError naming it', async () => {
    put('r/a.xml', suite('a'))
    put('t/notes.txt', 'x')
    for (const [line, reason] of [
      ['missing/*.xml', 'matches no file'],
      ['t/*', 'matches no .xml file']
    ]) {
      const err = await reports('r/a.xml', line).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(InputError)
      expect((err as InputError).message).toBe(`Input 'junit' ${reason}: ${JSON.stringify(line)}`)
    }
  })

  it('only exclusions and comments: no pattern', async () => {
    await expect(reports('# none', '!r/x.xml')).rejects.toThrow(
      new InputError('junit', '# none\n!r/x.xml', 'has no pattern')
    )
  })

  it('is required when the command says so, in the one wording of a required input', async () => {
    const read = (required: boolean) =>
      readJUnitInputs({}, ws, { command: 'attest-junit', required })
    await expect(read(true)).rejects.toThrow(
      new InputError('junit', '', 'is required for attest-junit')
    )
    expect((await read(false)).reports).toEqual([])
  })
})
