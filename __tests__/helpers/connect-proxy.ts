/**
 * A small forwarding proxy on loopback (node:http + node:net) that records what it forwarded:
 * CONNECT tunnels (what @actions/http-client's tunnel agent opens, for http and https targets)
 * and plain absolute-URI requests. Use its `url` as HTTP_PROXY / HTTPS_PROXY.
 */
import http from 'node:http'
import net from 'node:net'
import { listenOnLoopback } from './loopback.js'

export interface ForwardedRequest {
  /** 'CONNECT' for a tunnel, else the forwarded request's method. */
  method: string
  /** `host:port` for a tunnel, the absolute URL for a forwarded request. */
  target: string
}

export interface ConnectProxy {
  /** `http://127.0.0.1:PORT` */
  url: string
  forwarded: () => ForwardedRequest[]
  close: () => Promise<void>
}

/** Splits `host:port` / `[v6]:port`. */
function splitHostPort(target: string): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(target)
  if (!m) throw new Error(`bad CONNECT target ${target}`)
  return { host: m[1], port: Number(m[2]) }
}

export interface ConnectProxyOptions {
  /** Names the proxy resolves itself (its own /etc/hosts), e.g. `{ 'records.test': '127.0.0.1' }`. */
  hosts?: Record<string, string>
}

export async function startConnectProxy(opts: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const lookup = (host: string): string => opts.hosts?.[host] ?? host
  const forwarded: ForwardedRequest[] = []
  const sockets = new Set<net.Socket>()
  const server = http.createServer((req, res) => {
    forwarded.push({ method: req.method ?? 'GET', target: req.url ?? '' })
    forward(req, res, lookup)
  })
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    forwarded.push({ method: 'CONNECT', target: req.url ?? '' })
    tunnel(req.url ?? '', client, head, { lookup, sockets })
  })

  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded: () => [...forwarded],
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A plain proxied request: the request line carries the absolute URL. */
function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  lookup: (host: string) => string
): void {
  let url: URL
  try {
    url = new URL(req.url ?? '')
  } catch {
    res.writeHead(400).end('absolute URL required')
    return
  }
  const upstream = http.request(
    {
      host: lookup(url.hostname.replace(/^\[|\]$/g, '')),
      port: url.port || 80,
      path: url.pathname + url.search,
      method: req.method,
      headers: { ...req.headers, host: url.host }
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    }
  )
  upstream.on('error', () => res.writeHead(502).end('bad gateway'))
  req.pipe(upstream)
}

/** A CONNECT tunnel to `target`; its sockets are kept so that close() can end them. */
function tunnel(
  target: string,
  client: net.Socket,
  head: Buffer,
  proxy: { lookup: (host: string) => string; sockets: Set<net.Socket> }
): void {
  let upstream: net.Socket
  try {
    const { host, port } = splitHostPort(target)
    upstream = net.connect(port, proxy.lookup(host))
  } catch {
    client.end('HTTP/1.1 400 Bad Request\r\n\r\n')
    return
  }
  const { sockets } = proxy
  sockets.add(upstream)
  sockets.add(client)
  upstream.on('close', () => sockets.delete(upstream))
  client.on('close', () => sockets.delete(client))
  upstream.on('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) upstream.write(head)
    upstream.pipe(client)
    client.pipe(upstream)
  })
  upstream.on('error', () => client.destroy())
  client.on('error', () => upstream.destroy())
}
