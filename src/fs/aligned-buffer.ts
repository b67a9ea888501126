/**
 * Read buffers at page-aligned addresses. The kernel copies file data into a buffer several
 * times slower when the buffer's address is not a multiple of 64, and Node's own buffers are
 * not: a large one is an mmap'd block 16 bytes past a page, a small one sits anywhere in the
 * heap. WebAssembly memory is the one allocation whose address JavaScript can rely on, so read
 * buffers are made from it, with a plain buffer as the fallback where WebAssembly is off
 * (`--jitless`). Measured figures: docs/performance.md.
 */

/** The part of the WebAssembly global used here (TypeScript declares it only with the DOM lib). */
declare const WebAssembly: {
  Memory: new (size: { initial: number; maximum?: number; shared?: boolean }) => {
    buffer: ArrayBuffer | SharedArrayBuffer
  }
}

/** Bytes per WebAssembly memory page. */
const WASM_PAGE = 64 * 1024

const pagesFor = (bytes: number) => Math.max(1, Math.ceil(bytes / WASM_PAGE))

/** A page-aligned buffer of `bytes` bytes, for this thread's reads. */
export function alignedBuffer(bytes: number): Buffer {
  try {
    return Buffer.from(new WebAssembly.Memory({ initial: pagesFor(bytes) }).buffer, 0, bytes)
  } catch {
    return Buffer.allocUnsafeSlow(bytes)
  }
}

/** A page-aligned SharedArrayBuffer of `bytes` bytes, to hand to a worker thread as its buffer. */
export function alignedSharedMemory(bytes: number): SharedArrayBuffer {
  const pages = pagesFor(bytes)
  try {
    return new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true })
      .buffer as SharedArrayBuffer
  } catch {
    return new SharedArrayBuffer(pages * WASM_PAGE)
  }
}
