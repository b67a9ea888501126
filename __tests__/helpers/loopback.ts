/** Test servers on loopback. */
import http from 'node:http'
import type { AddressInfo, Server } from 'node:net'

/** Starts `server` listening on a free port of 127.0.0.1; returns the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
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
