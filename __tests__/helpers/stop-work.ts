/**
 * Jest setup (jest.config.js `setupFilesAfterEnv`, every project): the work a test started ends
 * with the test, so that one timeout fails one test. Without it a test that timed out went on in
 * the background: its action run (helpers/action.ts) kept the process's environment and went on
 * writing into the file's shared stubs, after the next test had reset them (its outbox upload
 * landed in the next test's artifact stub), and the next test waited behind it and timed out too.
 *
 * When a test ends, passed, failed or timed out:
 * - `testEnded()`'s signal is aborted: a wait of the test's own (`until` in delivery/helpers.ts)
 *   stops there;
 * - if it left work registered with `stopWhenTestEnds` (an action run still going), the loopback
 *   servers of the helpers (`listenOnLoopback`) drop the connections open now, so that no answer
 *   held by a hanging peer holds the work, and the hook waits for the work to end before the next
 *   test starts: whatever it still writes lands before the next test's reset, not after it. New
 *   connections are served as usual: refused, an upload would be retried with backoffs (the
 *   artifact client waits some 40 s in all) where served it ends at once.
 */
import { afterEach } from '@jest/globals'
import type { Server } from 'node:net'

type Stop = () => unknown

/**
 * How long the hook waits for a test's left-over work: more than an action run's own limit in
 * the harness (120 s, helpers/action.ts), so that the hook is not what times out.
 */
const STOP_WAIT_MS = 150_000

let stops = new Set<Stop>()
let ending = new AbortController()
const servers = new Set<Server>()

/** Aborted when the test running now ends. */
export function testEnded(): AbortSignal {
  return ending.signal
}

/**
 * `stop` is called (and awaited) when the test running now ends, unless the returned function is
 * called first (the work ended on its own).
 */
export function stopWhenTestEnds(stop: Stop): () => void {
  const mine = stops
  mine.add(stop)
  return () => mine.delete(stop)
}

/** `server` drops the connections open when a test ends leaving work going. */
export function dropWhenWorkIsLeft(server: Server): void {
  servers.add(server)
  server.on('close', () => servers.delete(server))
}

afterEach(async () => {
  ending.abort(new Error('the test ended'))
  ending = new AbortController()
  const left = [...stops].reverse()
  stops = new Set()
  if (left.length === 0) return
  for (const server of servers) {
    if ('closeAllConnections' in server) {
      ;(server as { closeAllConnections(): void }).closeAllConnections()
    }
  }
  for (const stop of left) await stop()
}, STOP_WAIT_MS)
