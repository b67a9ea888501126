/**
 * The line where the n-th `<testcase>` start tag of a report begins, for annotating a failing
 * test on the report itself when no source file is known. A second pass over the file, made
 * only for such tests, so the scanner (xml.ts) stays as fast as it is; it skips comments, CDATA
 * and processing instructions as the scanner does and stops after the last tag asked for.
 */
import { open } from 'node:fs/promises'
import { sniffEncoding } from './decode.js'

const CHUNK = 1024 * 1024
const LT = 0x3c
const LF = 0x0a
const CR = 0x0d
const NAME = Buffer.from('testcase')

/**
 * Lines (1-based) of the `<testcase>` start tags with the given 0-based ordinals (every start
 * tag whose local name is `testcase` counts, in document order). Missing ordinals are absent.
 */
export async function testcaseLines(
  path: string,
  ordinals: number[]
): Promise<Map<number, number>> {
  const found = new Map<number, number>()
  if (ordinals.length === 0) return found
  const wanted = new Set(ordinals)
  const last = Math.max(...ordinals)
  const fh = await open(path, 'r')
  try {
    const head = Buffer.alloc(4096)
    const { bytesRead } = await fh.read(head, 0, head.length, 0)
    const transcoder = sniffEncoding(head.subarray(0, bytesRead))
    let position = transcoder.bomBytes
    let carry = Buffer.alloc(0)
    let line = 1
    let ordinal = 0
    let mode: 'text' | 'comment' | 'cdata' | 'pi' = 'text'
    let prevCR = false
    for (;;) {
      const raw = Buffer.allocUnsafe(CHUNK)
      const { bytesRead: n } = await fh.read(raw, 0, CHUNK, position)
      position += n
      const final = n === 0
      const chunk = transcoder.transcode(raw.subarray(0, n), final)
      const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk])
      let i = 0
      let stop = buf.length
      while (i < buf.length) {
        const b = buf[i]
        if (b === LF) {
          if (!prevCR) line++
          prevCR = false
          i++
          continue
        }
        if (b === CR) {
          line++
          prevCR = true
          i++
          continue
        }
        prevCR = false
        if (mode !== 'text') {
          const end = mode === 'comment' ? '-->' : mode === 'cdata' ? ']]>' : '?>'
          if (b === end.charCodeAt(0)) {
            if (i + end.length > buf.length && !final) {
              stop = i
              break
            }
            if (buf.toString('latin1', i, i + end.length) === end) {
              mode = 'text'
              i += end.length
              continue
            }
          }
          i++
          continue
        }
        if (b !== LT) {
          i++
          continue
        }
        // Enough bytes to tell `<!--`, `<![CDATA[`, `<?` and `<prefix:testcase` apart.
        if (i + 64 > buf.length && !final) {
          stop = i
          break
        }
        const next = buf[i + 1]
        if (next === 0x21 /* ! */) {
          if (buf.toString('latin1', i, i + 4) === '<!--') {
            mode = 'comment'
            i += 4
            continue
          }
          if (buf.toString('latin1', i, i + 9) === '<![CDATA[') {
            mode = 'cdata'
            i += 9
            continue
          }
          i++
          continue
        }
        if (next === 0x3f /* ? */) {
          mode = 'pi'
          i += 2
          continue
        }
        // A start tag: its name up to whitespace, `/` or `>`; the local part after any `:`.
        let j = i + 1
        while (j < buf.length && j < i + 64 && !isNameEnd(buf[j])) j++
        const qname = buf.subarray(i + 1, j)
        const colon = qname.lastIndexOf(0x3a)
        const local = colon >= 0 ? qname.subarray(colon + 1) : qname
        if (local.equals(NAME)) {
          if (wanted.has(ordinal)) found.set(ordinal, line)
          if (ordinal >= last) return found
          ordinal++
        }
        i = j
      }
      if (final) break
      carry = Buffer.from(buf.subarray(stop))
    }
    return found
  } finally {
    await fh.close()
  }
}

function isNameEnd(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === LF || b === CR || b === 0x2f || b === 0x3e
}
