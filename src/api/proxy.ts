/**
 * The records service through the proxy the `http-proxy` input (or KOSLI_HTTP_PROXY) names, as
 * the Kosli CLI's `--http-proxy` sends it: every request to the service goes through it, whatever
 * HTTPS_PROXY, HTTP_PROXY or NO_PROXY say (those still apply without it, through
 * @actions/http-client). Each connection is a CONNECT tunnel (for https and http targets alike);
 * TLS to the service runs inside it and is verified as on a direct connection
 * (NODE_EXTRA_CA_CERTS applies). Credentials in the proxy URL go as Proxy-Authorization: Basic.
 *
 * A proxy that cannot be reached, or refuses the tunnel (407, 403, any answer but 200 and a 5xx),
 * is a configuration error, not the service's outage: its error has the code PROXY_FAILURE and
 * names the proxy and where its address came from (the input, KOSLI_HTTP_PROXY, HTTPS_PROXY…).
 * A 5xx to CONNECT is the proxy saying it could not reach the service: a failed connection.
 * The same holds for the runner's HTTPS_PROXY / HTTP_PROXY, whose tunnel @actions/http-client
 * opens (`describeEnvProxyFailure`).
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

/** The code of an error of the proxy itself (unreachable, or refusing the tunnel). */
export const PROXY_FAILURE = 'ERR_RECORDS_PROXY'

/** A proxy and where its address came from, for the error that names it. */
export interface NamedProxy {
  url: URL
  /** `the http-proxy input`, `the KOSLI_HTTP_PROXY variable`, `HTTPS_PROXY`… */
  from: string
}

/** `the proxy proxy.corp:3128 (from the http-proxy input)`: never its credentials. */
export function proxyName(proxy: NamedProxy): string {
  return `the proxy ${proxy.url.host} (from ${proxy.from})`
}

/** The error of a proxy that cannot be reached or refused the tunnel. */
function proxyError(message: string): Error {
  return Object.assign(new Error(message), { code: PROXY_FAILURE })
}

/** What a CONNECT answered other than 200: a refusal, or (5xx) no way to the service. */
function refusal(proxy: NamedProxy, status: number, words: string, target: string): Error {
  const said = `${proxyName(proxy)} answered ${status} ${words}`.trim()
  if (status >= 500) {
    // The proxy is there and tried: the service (or the way to it) is what failed.
    return Object.assign(
      new Error(`${said} to CONNECT ${target}: it could not reach the service`),
      {
        code: 'ECONNREFUSED'
      }
    )
  }
  return proxyError(`${said} to CONNECT ${target}: ${REFUSED_ADVICE}`)
}

/** What to check when a proxy refuses the tunnel. */
const REFUSED_ADVICE =
  'the proxy refused the tunnel (check its address, and its user:password if it asks for them)'

/** A socket to `host:port` through the proxy, or an error naming the proxy. */
function tunnel(named: NamedProxy, host: string, port: number, done: Callback): void {
  const proxy = named.url
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
  req.once('connect', (res, socket) => {
    if (res.statusCode === 200) return done(null, socket)
    socket.destroy()
    done(refusal(named, res.statusCode ?? 0, res.statusMessage ?? '', target))
  })
  req.once('error', (err: Error & { code?: string }) => {
    const cause =
      err.code && !err.message.includes(err.code) ? `${err.message} (${err.code})` : err.message
    done(proxyError(`${proxyName(named)} cannot be reached: ${cause}`))
  })
  req.end()
}

class HttpTunnelAgent extends http.Agent {
  constructor(private readonly proxy: NamedProxy) {
    super({ keepAlive: true })
  }

  override createConnection(options: http.ClientRequestArgs, made?: Made): undefined {
    tunnel(this.proxy, String(options.host), Number(options.port), made as Callback)
    return undefined
  }
}

class HttpsTunnelAgent extends https.Agent {
  constructor(private readonly proxy: NamedProxy) {
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

/**
 * The keep-alive tunnelling agent of `proxyUrl` for a target of `protocol` (one per process and
 * source); `from` is where the address came from (`the http-proxy input`).
 */
export function proxyAgent(
  proxyUrl: string,
  protocol: 'http:' | 'https:',
  from = 'the http-proxy input'
): http.Agent {
  const key = `${from}\n${proxyUrl}`
  let pair = agents.get(key)
  if (!pair) {
    const proxy = { url: new URL(proxyUrl), from }
    pair = { 'http:': new HttpTunnelAgent(proxy), 'https:': new HttpsTunnelAgent(proxy) }
    agents.set(key, pair)
  }
  return pair[protocol]
}

/** @actions/http-client's tunnel failed (its `tunnel` package's words). */
const ENV_TUNNEL_FAILED =
  /^tunneling socket could not be established, (?:statusCode=(\d+)|cause=(.*))$/s

/**
 * The variable the runner's proxy for `target` came from, as @actions/http-client reads them
 * (lower case first).
 */
export function envProxyVariable(target: URL, env: NodeJS.ProcessEnv = process.env): string {
  const names =
    target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']
  return names.find((n) => (env[n] ?? '') !== '') ?? names[1]
}

/**
 * The error of a request through the runner's proxy (`proxyUrl`, from `variable`) in words
 * naming it, when it is the proxy's failure: undefined when it is not.
 */
export function describeEnvProxyFailure(
  err: { message: string },
  proxyUrl: URL,
  variable: string,
  target: URL
): Error | undefined {
  const m = ENV_TUNNEL_FAILED.exec(err.message)
  if (!m) return undefined
  const proxy = { url: proxyUrl, from: variable }
  const where = authority(
    target.hostname,
    Number(target.port || (target.protocol === 'https:' ? 443 : 80))
  )
  if (m[1] !== undefined) {
    const status = Number(m[1])
    return refusal(proxy, status, http.STATUS_CODES[status] ?? '', where)
  }
  return proxyError(`${proxyName(proxy)} cannot be reached: ${m[2]}`)
}
