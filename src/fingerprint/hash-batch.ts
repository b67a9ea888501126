/**
 * The SHA-256 of each file of a batch, read with blocking calls into one buffer: the loop that
 * runs on the hashing threads (hash-workers.ts runs this function's source text there) and on
 * this thread. It uses nothing but its parameters and Node's globals, so its text runs as it is
 * in a worker.
 */

/** A hex digest, or the fs error (code and message) that stopped the file. */
export type HashResult = string | { code?: string; message: string }

/**
 * Hashes each file of `paths` (byte strings: latin1, one char per byte). Opened with O_NONBLOCK
 * so that a file swapped for a FIFO in the meantime fails instead of blocking. A file that fits
 * in `buf` is read whole and digested in one call (crypto.hash, Node 20.12+), a larger one is
 * streamed through `buf`.
 */
export function hashBatch(
  paths: string[],
  buf: Buffer,
  fs: typeof import('node:fs'),
  crypto: typeof import('node:crypto')
): HashResult[] {
  const flags = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK
  const out: HashResult[] = []
  for (const p of paths) {
    let fd = -1
    try {
      fd = fs.openSync(Buffer.from(p, 'latin1'), flags)
      // Fill the buffer until the end of the file (a read of 0: some file systems read short).
      let n = 0
      for (let r = 1; r > 0 && n < buf.length; n += r) {
        r = fs.readSync(fd, buf, n, buf.length - n, null)
      }
      if (n < buf.length && crypto.hash) {
        out.push(crypto.hash('sha256', buf.subarray(0, n), 'hex'))
        continue
      }
      const hash = crypto.createHash('sha256')
      while (n > 0) {
        hash.update(n === buf.length ? buf : buf.subarray(0, n))
        n = fs.readSync(fd, buf, 0, buf.length, null)
      }
      out.push(hash.digest('hex'))
    } catch (err) {
      const e = err as NodeJS.ErrnoException
      out.push({ code: e.code, message: String(e.message) })
    } finally {
      if (fd >= 0) {
        try {
          fs.closeSync(fd)
        } catch {
          // the digest (or the first error) is what counts
        }
      }
    }
  }
  return out
}
