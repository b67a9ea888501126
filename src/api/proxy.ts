/**
 * The records service through the proxy the `http-proxy` input (or KOSLI_HTTP_PROXY) names, as
 * the Kosli CLI's `--http-proxy` sends it: every request to the service goes through it, whatever
 * HTTPS_PROXY, HTTP_PROXY or NO_PROXY say (those still apply without it, through
 * @actions/http-client). Each connection is a CONNECT tunnel (for https and http targets alike);
 * TLS to the service runs inside it and is verified as on a direct connection
 * (NODE_EXTRA_CA_CERTS applies). Credentials in the proxy URL go as Proxy-Authorization: Basic.
 */
import http from 'node:http'
import https from 'node:https'
import { isIP, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import tls from 'node:tls'

type Callback = (err: Error | null, socket?: Socket) => void
/** How node's agents hand over a socket made asynchronously. */
type Made = (err: Error | null, stream: Duplex) => void

/** `host:port` for a CONNECT line: an IPv6 literal in brackets. */
function authority(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '')
  return `${bare.includes(':') ? `[${bare}]` : bare}:${port}`
}

/** A socket to `host:port` through the proxy, or an error naming the proxy. */
function tunnel(proxy: URL, host: string, port: number, done: Callback): void {
  const target = authority(host, port)
  const headers: Record<string, string> = { host: target }
  if (proxy.username !== '') {
    const user = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`
    headers['proxy-authorization'] = `Basic ${Buffer.from(user, 'utf8').toString('base64')}`
  }
  const lib = proxy.protocol === 'https:' ? https : http
  const req = lib.request({
    host: proxy.hostname.replace(/^\[|\]$/g, ''),
    port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
    method: 'CONNECT',
    path: target,
    headers,
    agent: false
  })
  const named = `the proxy ${proxy.host} (http-proxy)`
  req.once('connect', (res, socket) => {
    if (res.statusCode === 200) return done(null, socket)
    socket.destroy()
    const error = new Error(
      `${named} answered ${res.statusCode ?? 0} ${res.statusMessage ?? ''} to CONNECT ${target}`.trim()
    )
    // A refusal by the proxy is no answer from the service: retried like a failed connection.
    done(Object.assign(error, { code: 'ECONNREFUSED' }))
  })
  req.once('error', (err: Error & { code?: string }) => {
    done(Object.assign(new Error(`cannot reach ${named}: ${err.message}`), { code: err.code }))
  })
  req.end()
}

class HttpTunnelAgent extends http.Agent {
  constructor(private readonly proxy: URL) {
    super({ keepAlive: true })
  }

  override createConnection(options: http.ClientRequestArgs, made?: Made): undefined {
    tunnel(this.proxy, String(options.host), Number(options.port), made as Callback)
    return undefined
  }
}

class HttpsTunnelAgent extends https.Agent {
  constructor(private readonly proxy: URL) {
    super({ keepAlive: true })
  }

  override createConnection(options: https.RequestOptions, made?: Made): undefined {
    const done = made as Callback
    const host = String(options.host).replace(/^\[|\]$/g, '')
    tunnel(this.proxy, host, Number(options.port), (err, socket) => {
      if (err || !socket) return done(err ?? new Error('no tunnel'))
      // SNI carries a name, never an address (RFC 6066).
      const name = options.servername || host
      // The request's TLS options (ca, rejectUnauthorized…) as node's own https agent passes them.
      const tlsOptions = { ...options, host } as tls.ConnectionOptions
      done(null, tls.connect({ ...tlsOptions, socket, servername: isIP(name) ? undefined : name }))
    })
    return undefined
  }
}

const agents = new Map<string, { 'http:': http.Agent; 'https:': https.Agent }>()

/** The keep-alive tunnelling agent of `proxyUrl` for a target of `protocol` (one per process). */
export function proxyAgent(proxyUrl: string, protocol: 'http:' | 'https:'): http.Agent {
  let pair = agents.get(proxyUrl)
  if (!pair) {
    const proxy = new URL(proxyUrl)
    pair = { 'http:': new HttpTunnelAgent(proxy), 'https:': new HttpsTunnelAgent(proxy) }
    agents.set(proxyUrl, pair)
  }
  return pair[protocol]
}
