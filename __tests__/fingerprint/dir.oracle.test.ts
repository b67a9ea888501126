/**
 * Cases where dirSha256 once disagreed with an oracle built on real Go (the CLI's DirSha256
 * on Go's path/filepath, os and bufio; see docs/compatibility.md §1.2–1.3), minimised to small
 * trees. Every expected digest below was computed by that Go oracle, not by our code.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { dirSha256 } from '../../src/fingerprint/dir.js'
import { parseKosliIgnore } from '../../src/fingerprint/ignorefile.js'

let W = ''
beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'fp-oracle-'))
})
afterEach(() => {
  rmSync(W, { recursive: true, force: true })
})

/** t/logs/today.log = "L", t/app.py = "A", t/.kosli_ignore = `ignore`. */
function tree(ignore: string): string {
  const root = path.join(W, 't')
  mkdirSync(path.join(root, 'logs'), { recursive: true })
  writeFileSync(path.join(root, 'logs', 'today.log'), 'L')
  writeFileSync(path.join(root, 'app.py'), 'A')
  writeFileSync(path.join(root, '.kosli_ignore'), ignore, 'latin1')
  return root
}

describe('.kosli_ignore: a last line without a newline at the 64 KiB scanner limit', () => {
  // Go's bufio.Scanner holds at most 64 KiB: a last line of exactly 65536 bytes fills the
  // buffer before EOF is seen, so the scan stops with ErrTooLong (ignored by the CLI) and the
  // line is dropped. We used to keep it (only lines with a `\n` counted their terminator).
  it('drops an unterminated last line of exactly 65536 bytes (logs is NOT excluded)', async () => {
    const ignore = 'logs' + ' '.repeat(65536 - 4)
    expect(parseKosliIgnore(Buffer.from(ignore, 'latin1'))).toEqual([])
    // from Go's filepath/bufio (oracle)
    expect(await dirSha256(tree(ignore), [])).toBe(
      'd773e50b0e775860dc3c8da85d12bb75032295f1b51fd19af367cbdc25e74dfd'
    )
  })

  it('keeps an unterminated last line of 65535 bytes (logs is excluded)', async () => {
    const ignore = 'logs' + ' '.repeat(65535 - 4)
    expect(parseKosliIgnore(Buffer.from(ignore, 'latin1'))).toEqual(['logs'])
    // from Go's filepath/bufio (oracle)
    expect(await dirSha256(tree(ignore), [])).toBe(
      'bf08563ad05f8d0c59934d1ec32d6605f64d2ca6daeeb459044a23eb3d795673'
    )
  })

  it('counts a trailing \\r: 65535 bytes with it are kept, 65536 are not', async () => {
    const kept = 'logs' + ' '.repeat(65535 - 5) + '\r'
    // from Go's filepath/bufio (oracle)
    expect(await dirSha256(tree(kept), [])).toBe(
      '6f35256a9dbe4e31a43511c27c41864699f94002ad2e8cb76b8c014a4d18c871'
    )
    rmSync(path.join(W, 't'), { recursive: true })
    const dropped = 'app.py\nlogs' + ' '.repeat(65536 - 5) + '\r'
    expect(parseKosliIgnore(Buffer.from(dropped, 'latin1'))).toEqual(['app.py'])
    // from Go's filepath/bufio (oracle)
    expect(await dirSha256(tree(dropped), [])).toBe(
      '06b52252aa6e64c86a13fa3911474e662ec4d935e67cc9e877563fbb1b93c88d'
    )
  })
})

describe('quirks the Go oracle confirmed (regression vectors, no disagreement found)', () => {
  // filepathx globs `m + "/x"` for every path m found by the first segment, so a directory
  // named `a[1]` is re-read as a pattern (matching `a1`): `a[1]/x` is NOT excluded by `**/x`.
  it('**/x leaves x under a directory whose name has glob metacharacters', async () => {
    const root = path.join(W, 'm')
    mkdirSync(path.join(root, 'a[1]'), { recursive: true })
    mkdirSync(path.join(root, 'a1'))
    writeFileSync(path.join(root, 'a[1]', 'x'), 'X')
    writeFileSync(path.join(root, 'a1', 'x'), 'Y')
    // from Go's filepath + filepathx (oracle)
    expect(await dirSha256(root, ['**/x'])).toBe(
      '878f3179ae1ccbebe86152683bb630d61a7ecb52a1e96939ab7ba6c09f9bfe92'
    )
    // from Go's filepath (oracle): without the exclude
    expect(await dirSha256(root, [])).toBe(
      '5ac071672775e08621cc46cdf48ae490fe9e2a3b9bebbeb8113b0c45851f391a'
    )
  })
})
