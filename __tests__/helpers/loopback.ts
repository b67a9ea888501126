/** Test servers on loopback. */
import http from 'node:http'
import type { AddressInfo, Server } from 'node:net'
import { dropWhenWorkIsLeft } from './stop-work.js'

/**
 * Starts `server` listening on a free port of 127.0.0.1; returns the port. A test that ends
 * leaving work going drops its open connections (helpers/stop-work.ts).
 */
export async function listenOnLoopback(server: Server): Promise<number> {
  dropWhenWorkIsLeft(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Closes `server`, dropping its open connections (keep-alive ones too) instead of waiting. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

/** A loopback address where nothing listens (a service that is down): a port just freed. */
export async function deadLoopbackUrl(): Promise<string> {
  const server = http.createServer()
  const port = await listenOnLoopback(server)
  await closeServer(server)
  return `http://127.0.0.1:${port}`
}

/**
 * A request handler that passes each request on to `upstream` (a front of the emulator: another
 * transport, or other answers for some paths) and streams its answer back unchanged.
 */
export function forwardTo(upstream: string): http.RequestListener {
  const { hostname, port } = new URL(upstream)
  return (req, res) => {
    const ahead = http.request(
      { host: hostname, port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    req.pipe(ahead)
  }
}
