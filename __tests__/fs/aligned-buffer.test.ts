/**
 * src/fs/aligned-buffer.ts: read buffers made from WebAssembly memory (page-aligned; JavaScript
 * cannot see an address, so the test checks where the memory comes from), and plain buffers of
 * the same size where WebAssembly is off.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { alignedBuffer, alignedSharedMemory } from '../../src/fs/aligned-buffer.js'

const WASM_PAGE = 64 * 1024
/** The global this module reads (TypeScript declares it only with the DOM lib). */
const global = globalThis as { WebAssembly?: unknown }
const realWasm = global.WebAssembly

afterEach(() => {
  global.WebAssembly = realWasm
})

describe('alignedBuffer', () => {
  it('is the start of a WebAssembly memory, as long as asked', () => {
    for (const bytes of [1, 4096, WASM_PAGE, WASM_PAGE + 1, 4 * 1024 * 1024 + 65536]) {
      const buf = alignedBuffer(bytes)
      expect(buf.length).toBe(bytes)
      expect(buf.byteOffset).toBe(0)
      expect(buf.buffer.byteLength).toBe(Math.ceil(bytes / WASM_PAGE) * WASM_PAGE)
      buf.fill(7)
      expect(buf[bytes - 1]).toBe(7)
    }
  })

  it('is a plain buffer of the same size where WebAssembly is off', () => {
    global.WebAssembly = undefined
    const buf = alignedBuffer(5000)
    expect(buf.length).toBe(5000)
    expect(buf.buffer.byteLength).toBe(5000)
  })
})

describe('alignedSharedMemory', () => {
  it('is shared WebAssembly memory of whole pages, at least as long as asked', () => {
    const mem = alignedSharedMemory(256 * 1024 + 1)
    expect(mem).toBeInstanceOf(SharedArrayBuffer)
    expect(mem.byteLength).toBe(5 * WASM_PAGE)
  })

  it('is a plain SharedArrayBuffer of whole pages where WebAssembly is off', () => {
    global.WebAssembly = undefined
    const mem = alignedSharedMemory(10)
    expect(mem).toBeInstanceOf(SharedArrayBuffer)
    expect(mem.byteLength).toBe(WASM_PAGE)
  })
})
