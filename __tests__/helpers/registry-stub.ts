/**
 * A private image registry on loopback, as GHCR answers a private package: a manifest request
 * without a token gets a Bearer challenge; the token service gives a token only for the Basic
 * credentials it was started with (what `docker/login-action` leaves in the Docker config); with
 * the token, the manifest answers its digest (`Docker-Content-Digest`).
 */
import http from 'node:http'
import { createServer, type Socket } from 'node:net'
import { closeServer, listenOnLoopback } from './loopback.js'

export interface RegistryStub {
  /** `127.0.0.1:port`: the registry host of the image references. */
  host: string
  /** The Authorization headers each manifest request came with, in order. */
  manifestAuth(): Array<string | undefined>
  close(): Promise<void>
}

/**
 * Serves `manifests` (`repository:tag` → 64-hex digest) to a client that logs in with
 * `user:password`.
 */
export async function startRegistryStub(
  manifests: Record<string, string>,
  credentials: { user: string; password: string }
): Promise<RegistryStub> {
  const token = 'registry-stub-token-9d2e'
  const basic = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
  const seen: Array<string | undefined> = []
  let host = ''
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    if (url.pathname === '/token') {
      const ok = req.headers.authorization === basic
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
      res.end(ok ? JSON.stringify({ token }) : '{}')
      return
    }
    const m = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(url.pathname)
    if (!m) {
      res.writeHead(404).end()
      return
    }
    seen.push(req.headers.authorization)
    if (req.headers.authorization !== `Bearer ${token}`) {
      const scope = `repository:${m[1]}:pull`
      res.writeHead(401, {
        'www-authenticate': `Bearer realm="http://${host}/token",service="stub",scope="${scope}"`
      })
      res.end()
      return
    }
    const digest = manifests[`${m[1]}:${m[2]}`]
    if (!digest) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest unknown' }] })
      )
      return
    }
    res.writeHead(200, {
      'docker-content-digest': `sha256:${digest}`,
      'content-type': 'application/vnd.oci.image.index.v1+json'
    })
    res.end()
  })
  host = `127.0.0.1:${await listenOnLoopback(server)}`
  return {
    host,
    manifestAuth: () => [...seen],
    close: () => closeServer(server)
  }
}

/** A registry that never finishes an answer, and a token service that does the same. */
export interface TricklingRegistry {
  /** `127.0.0.1:port`. Manifests of `slow/*` trickle; `slowtoken/*` challenge for a token that trickles. */
  host: string
  /** Connections it has taken, and how many are still open. */
  connections(): { taken: number; open: number }
  close(): Promise<void>
}

/**
 * A sick or hostile registry: its answer starts (`HTTP/1.1 200 OK`) and then sends one byte of
 * a header every `everyMs`, for ever; an idle timeout, reset by each byte, never fires.
 */
export async function startTricklingRegistry(everyMs = 500): Promise<TricklingRegistry> {
  const sockets = new Set<Socket>()
  let taken = 0
  let host = ''
  const trickle = (socket: Socket): void => {
    socket.write('HTTP/1.1 200 OK\r\n')
    const timer = setInterval(() => socket.write('X'), everyMs)
    socket.on('close', () => clearInterval(timer))
  }
  const server = createServer((socket) => {
    taken++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.once('data', (data: Buffer) => {
      const [, path = ''] = data.toString('latin1').split(' ')
      if (path.startsWith('/v2/slowtoken/')) {
        const realm = `http://${host}/token`
        socket.end(
          'HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n' +
            `WWW-Authenticate: Bearer realm="${realm}",service="trickle"\r\n\r\n`
        )
        return
      }
      trickle(socket)
    })
  })
  host = `127.0.0.1:${await listenOnLoopback(server)}`
  return {
    host,
    connections: () => ({ taken, open: sockets.size }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
