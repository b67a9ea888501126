/**
 * SHA-256 of a file's bytes (the CLI's `file` fingerprint). Streams with large reads into two
 * reusable buffers, reading the next chunk while the current one is hashed, so memory stays
 * constant and the read overlaps the hashing.
 */
import { createHash, webcrypto } from 'node:crypto'
import fs, { constants, type Stats } from 'node:fs'
import { FileError } from '../errors.js'
import { alignedBuffer } from '../fs/aligned-buffer.js'

const subtle = webcrypto.subtle

/** Read size for a single file (measured: 1–2 MiB is as fast as larger reads, and stays in cache). */
export const FILE_CHUNK = 1024 * 1024

/** Two buffers of FILE_CHUNK bytes used alternately by one hashing job. */
export type BufferPair = [Buffer, Buffer]

/** Pairs given back, for the next job: a page-aligned buffer costs a mapping of its own. */
const sparePairs: BufferPair[] = []
/** Pairs kept at most: the most jobs that run at once (dir-contents.ts). */
const MAX_SPARE_PAIRS = 16

/** A pair of page-aligned read buffers (src/fs/aligned-buffer.ts); give it back when done. */
export function takeBufferPair(): BufferPair {
  return sparePairs.pop() ?? [alignedBuffer(FILE_CHUNK), alignedBuffer(FILE_CHUNK)]
}

export function giveBufferPair(pair: BufferPair): void {
  if (sparePairs.length < MAX_SPARE_PAIRS) sparePairs.push(pair)
}

/** Why a stat'ed path cannot be hashed as a file, or undefined when it can. */
export function notHashableReason(st: Stats): string | undefined {
  if (st.isFile()) return undefined
  if (st.isDirectory()) return 'is a directory, not a file'
  if (st.isFIFO()) return 'is a FIFO (named pipe), not a regular file'
  if (st.isSocket()) return 'is a socket, not a regular file'
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'is a device, not a regular file'
  return 'is not a regular file'
}

/** A readable reason for an fs error code. */
export function fsReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException
  switch (e.code) {
    case 'ENOENT':
      return 'does not exist'
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read (permission denied)'
    case 'ELOOP':
      return 'is a symbolic link loop (too many levels of symbolic links)'
    case 'ENOTDIR':
      return 'does not exist (a parent is not a directory)'
    case 'EISDIR':
      return 'is a directory, not a file'
    case 'EAGAIN':
      return 'is not a regular file (read would block)'
    default:
      return e.code ? `cannot be read (${e.code})` : String(e.message ?? e)
  }
}

/**
 * Hashes the file at `fsPath` (already known to be a regular file). Opened with O_NONBLOCK so
 * a file swapped for a FIFO in the meantime errors (EAGAIN) instead of blocking. The next
 * chunk is read (libuv thread) while the current one is hashed (this thread). Uses the
 * callback fs API: for trees of small files its per-call overhead is well below FileHandle's.
 * Errors are raw fs errors; callers name the path.
 */
export function hashFileContent(fsPath: string | Buffer, bufs: BufferPair): Promise<string> {
  return new Promise((resolve, reject) => {
    fs.open(fsPath, constants.O_RDONLY | constants.O_NONBLOCK, (openErr, fd) => {
      if (openErr) return reject(openErr)
      const hash = createHash('sha256')
      const finish = (err: Error | null) =>
        fs.close(fd, (closeErr) => {
          if (err || closeErr) reject(err ?? closeErr)
          else resolve(hash.digest('hex'))
        })
      let cur = 0
      const onRead = (err: Error | null, bytesRead: number) => {
        if (err) return finish(err)
        if (bytesRead === 0) return finish(null)
        const full = bufs[cur]
        cur ^= 1
        fs.read(fd, bufs[cur], 0, bufs[cur].length, null, onRead)
        hash.update(bytesRead === full.length ? full : full.subarray(0, bytesRead))
      }
      fs.read(fd, bufs[0], 0, bufs[0].length, null, onRead)
    })
  })
}

/**
 * Reads the regular file at `fsPath` whole into `buf` with blocking calls, if it is shorter than
 * `buf`: the byte count, or -1 when the file fills `buf` (nothing kept: hash it with
 * hashFileContent). Reads until end of file (a read of 0), since some file systems return
 * short reads before the end. O_NONBLOCK as above. Throws raw fs errors. For a tree of small
 * files, these system calls on this thread cost less than round trips through libuv's thread
 * pool (measured: bench/fingerprint.ts).
 */
export function readSmallFileSync(fsPath: string | Buffer, buf: Buffer): number {
  const fd = fs.openSync(fsPath, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    let n = 0
    for (;;) {
      const r = fs.readSync(fd, buf, n, buf.length - n, null)
      if (r === 0) return n
      n += r
      if (n === buf.length) return -1
    }
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * SHA-256 (lowercase hex) of `bytes`, computed on libuv's thread pool by WebCrypto, which
 * copies the bytes first: `bytes` may be reused as soon as this returns its promise.
 */
export async function digestOffThread(bytes: Buffer): Promise<string> {
  return Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex')
}

/**
 * SHA-256 (lowercase hex) of the file at `path`; a symlink is followed. A directory, FIFO,
 * socket or device is refused with a FileError naming the path (checked with stat first, so a
 * FIFO is never opened). `shown`: how errors name it (a path given as bytes, src/util/byte-strings.ts).
 */
export async function fileSha256(path: string | Buffer, shown = path.toString()): Promise<string> {
  let st: Stats
  try {
    // Blocking: a stat on this thread costs less than a round trip through the thread pool.
    st = fs.statSync(path)
  } catch (err) {
    throw new FileError(shown, fsReason(err))
  }
  const reason = notHashableReason(st)
  if (reason) throw new FileError(shown, reason)
  if (st.size < SMALL_FILE_BYTES) {
    const whole = smallFileSha256(path, shown)
    if (whole !== undefined) return whole
  }
  const pair = takeBufferPair()
  try {
    return await hashFileContent(path, pair)
  } catch (err) {
    throw new FileError(shown, fsReason(err))
  } finally {
    giveBufferPair(pair)
  }
}

/**
 * Files smaller than this are read whole with blocking calls and hashed in one shot: for 1,000
 * small file artifacts, four thread-pool round trips per file (open, read, read, close) cost
 * more CPU than the reads themselves.
 */
const SMALL_FILE_BYTES = 64 * 1024
let smallBuffer: Buffer | undefined

/** The SHA-256 of a small file read whole, or undefined when it has grown past the buffer. */
function smallFileSha256(path: string | Buffer, shown: string): string | undefined {
  smallBuffer ??= Buffer.allocUnsafe(SMALL_FILE_BYTES)
  let n: number
  try {
    n = readSmallFileSync(path, smallBuffer)
  } catch (err) {
    throw new FileError(shown, fsReason(err))
  }
  return n < 0 ? undefined : createHash('sha256').update(smallBuffer.subarray(0, n)).digest('hex')
}
