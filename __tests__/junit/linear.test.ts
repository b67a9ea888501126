/**
 * The regular expressions run over report text, on the inputs that made them backtrack
 * quadratically (docs/junit-reader.md, "Linear time"). Sizes are modest: these tests check the
 * results (a frame found behind the adversarial text, the failure text picked), not the time;
 * bench/adversarial.ts times the same shapes at sizes where a quadratic pattern takes seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { failureText } from '../../src/junit/failure-text.js'
import { Locator } from '../../src/junit/locate.js'
import { collectFrom } from '../helpers/junit-collect.js'
import { SourceResolver } from '../../src/junit/resolve.js'

const N = 12_000
let ws: string

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'junit-linear-'))
  mkdirSync(join(ws, 'src'))
  for (const f of ['src/a.ts', 'src/A.cs', 'src/b.js']) writeFileSync(join(ws, f), '')
})

afterAll(() => rmSync(ws, { recursive: true, force: true }))

describe('stack frames behind adversarial text', () => {
  const locate = async (text: string) =>
    (await new Locator(new SourceResolver({ workspace: ws })).place({ texts: [text] })).location

  it('finds the frame after a run of `@` (a start and a path character)', async () => {
    expect(await locate('@'.repeat(N) + ' (src/a.ts:12:3)')).toEqual({ file: 'src/a.ts', line: 12 })
    expect(await locate('@a'.repeat(N / 2) + '\n    at f (src/a.ts:4:1)')).toEqual({
      file: 'src/a.ts',
      line: 4
    })
  })

  it('keeps `fn@path:line` (a frame starts after the first `@` of a run)', async () => {
    expect(await locate(`f/<@${ws}/src/b.js:7:9\n@debugger eval code:1:1`)).toEqual({
      file: 'src/b.js',
      line: 7
    })
    expect(await locate(`x:y@src/b.js:3`)).toEqual({ file: 'src/b.js', line: 3 })
  })

  it('finds a .NET frame after many ` in `, taking the path after the last one', async () => {
    const text = ' in'.repeat(N / 3) + `   at T.M(Int32 a, in Int32 b) in ${ws}/src/A.cs:line 9`
    expect(await locate(text)).toEqual({ file: 'src/A.cs', line: 9 })
  })
})

describe('failure text of adversarial bodies', () => {
  const base = { name: 't', classname: 'c' }

  it('reads a Rust panic line holding many `panicked at `', () => {
    const noise = 'panicked at '.repeat(N / 12)
    const body = `thread 't' panicked at ${noise}src/lib.rs:20:9:\nassertion failed\n`
    expect(failureText({ ...base, body })).toBe('assertion failed')
    const said = `${"panicked at '".repeat(N / 13)}boom`
    const old = `thread 't' panicked at '${said}', src/lib.rs:3:5`
    expect(failureText({ ...base, body: old })).toBe(said.slice(0, 2000) + '…')
  })

  it('skips a minitest header line, and keeps a long `x(x(…` line that is not one', () => {
    const header = 'test_x(CartTest) [test/cart_test.rb:12]:'
    expect(failureText({ ...base, body: `${header}\nExpected 2, got 3` })).toBe('Expected 2, got 3')
    const long = 'x('.repeat(N / 2) + ') [a]'
    expect(failureText({ ...base, body: long })).toBe(long.slice(0, 2000) + '…')
  })
})

describe('a report of failures full of `@`', () => {
  it('is summarised with every failure kept', async () => {
    const at = '@'.repeat(4096)
    const cases = Array.from(
      { length: 8 },
      (_, i) =>
        `<testcase name="t${i}" classname="c"><failure message="${at}">${at}</failure>` +
        `<system-out>${at}</system-out></testcase>`
    )
    writeFileSync(
      join(ws, 'at.xml'),
      `<testsuite name="s" tests="8" failures="8">${cases.join('\n')}</testsuite>`
    )
    const o = await collectFrom({ patterns: ['at.xml'], cwd: ws })
    expect(o.totals).toMatchObject({ total: 8, failures: 8 })
    expect(o.failedTests).toHaveLength(8)
    expect(o.failedTests.every((t) => t.file === undefined && t.message.startsWith('@@@'))).toBe(
      true
    )
  })
})
