/**
 * helpers/stop-work.ts: what a test leaves going is stopped when it ends, before the next test
 * starts. The tests of this file run in order: the first leaves work going and ends, the next
 * looks at what became of it.
 */
import { describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { closeServer, listenOnLoopback } from './loopback.js'
import { stopWhenTestEnds, testEnded } from './stop-work.js'

describe('work a test leaves going', () => {
  const left = { signal: undefined as AbortSignal | undefined, reset: false }
  const order: string[] = []
  let server: http.Server
  let port = 0

  it('is left going by a test that ends (as one that timed out would)', async () => {
    left.signal = testEnded()
    // A connection held open, as a request that has no answer yet.
    server = http.createServer(() => undefined)
    port = await listenOnLoopback(server)
    const request = http.get(`http://127.0.0.1:${port}/held`)
    // The work: the request, which ends only when its connection is dropped.
    const ended = new Promise<void>((resolve) =>
      request.on('error', () => {
        left.reset = true
        order.push('work ended')
        resolve()
      })
    )
    await new Promise((resolve) => server.once('request', resolve))
    stopWhenTestEnds(() => ended)
    expect(left.signal.aborted).toBe(false)
  })

  it('was stopped before the next test started: its wait aborted, its connections dropped', async () => {
    order.push('next test')
    try {
      expect(order).toEqual(['work ended', 'next test'])
      expect(left.signal?.aborted).toBe(true)
      expect(testEnded().aborted).toBe(false)
      expect(left.reset).toBe(true)
    } finally {
      await closeServer(server)
    }
  })

  it('work that ended on its own is not stopped again', () => {
    let stops = 0
    const forget = stopWhenTestEnds(() => stops++)
    forget()
    expect(stops).toBe(0)
  })
})
