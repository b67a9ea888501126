/** fileSha256: streamed SHA-256 of a file's bytes; special files are refused, never opened. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FILE_CHUNK, fileSha256 } from '../../src/fingerprint/file-digest.js'
import { FileError } from '../../src/errors.js'

let W = ''
beforeEach(() => {
  W = mkdtempSync(path.join(tmpdir(), 'fp-file-'))
})
afterEach(() => rmSync(W, { recursive: true, force: true }))
const hex = (b: Buffer | string) => createHash('sha256').update(b).digest('hex')

describe('fileSha256', () => {
  it('hashes empty and small files', async () => {
    writeFileSync(path.join(W, 'empty'), '')
    writeFileSync(path.join(W, 'small'), 'hello world!')
    expect(await fileSha256(path.join(W, 'empty'))).toBe(hex(''))
    expect(await fileSha256(path.join(W, 'small'))).toBe(hex('hello world!'))
  })

  it('hashes a file of several chunks, not a multiple of the chunk size', async () => {
    const data = randomBytes(2 * FILE_CHUNK + 12345)
    writeFileSync(path.join(W, 'big'), data)
    expect(await fileSha256(path.join(W, 'big'))).toBe(hex(data))
    const exact = data.subarray(0, FILE_CHUNK)
    writeFileSync(path.join(W, 'exact'), exact)
    expect(await fileSha256(path.join(W, 'exact'))).toBe(hex(exact))
  })

  it('follows a symlink and hashes the target bytes', async () => {
    writeFileSync(path.join(W, 'target'), 'bytes')
    symlinkSync('target', path.join(W, 'link'))
    expect(await fileSha256(path.join(W, 'link'))).toBe(hex('bytes'))
  })

  it('refuses a directory, a FIFO, a device and a missing path, naming the path', async () => {
    mkdirSync(path.join(W, 'd'))
    execFileSync('mkfifo', [path.join(W, 'pipe')])
    const cases: Array<[string, string]> = [
      [path.join(W, 'd'), 'is a directory, not a file'],
      [path.join(W, 'pipe'), 'is a FIFO (named pipe), not a regular file'],
      ['/dev/null', 'is a device, not a regular file'],
      [path.join(W, 'missing'), 'does not exist']
    ]
    for (const [p, reason] of cases) {
      const err = await fileSha256(p).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(FileError)
      expect((err as FileError).message).toBe(`${p}: ${reason}`)
    }
  })
})
