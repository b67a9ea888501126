/**
 * A records service far away, on loopback: an HTTP front for the emulator (or any upstream)
 * that holds every records request (under /api/v2) for `hold()` ms after the upstream has
 * answered, then passes the answer on unchanged. It counts, as the service would see them, the
 * records requests received, the most in flight at once (from arrival until the answer is
 * sent, or the client goes away), and the longest chain of them sent one after another.
 * Other paths are passed through at once and not counted.
 * Used by bench/latency.ts; __tests__/bench/delaying-service.test.ts checks the counting.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const API = '/api/v2'
/** Headers of one connection, not of the answer: the front speaks for itself on those. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding'])

export interface ServiceCounts {
  /** Records requests received since the last reset. */
  requests: number
  /** The most records requests in flight at once since the last reset. */
  maxInFlight: number
  /**
   * The longest chain of records requests each of which arrived after the one before it had
   * been answered: the round trips the client waited for in series, whatever its own CPU took.
   */
  inSeries: number
}

export interface DelayingService {
  /** `http://127.0.0.1:PORT/api/v2` */
  url: string
  /** How long each records request is held, in ms (called once per request, as it arrives). */
  setHold(hold: () => number): void
  counts(): ServiceCounts
  /** Records requests answered or abandoned by now are forgotten; those in flight stay. */
  reset(): void
  close(): Promise<void>
}

interface Answer {
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
}

/** Sends `req` to `upstream` (an origin) over `agent` and reads the whole answer. */
function forward(req: http.IncomingMessage, upstream: URL, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const out = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host }
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const headers: http.OutgoingHttpHeaders = {}
          for (const [k, v] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v
          }
          const body = Buffer.concat(chunks)
          headers['content-length'] = body.length
          resolve({ status: answer.statusCode ?? 502, headers, body })
        })
        answer.on('error', reject)
      }
    )
    out.on('error', reject)
    req.pipe(out)
  })
}

/** What the front counts of the records requests: how many, the most in flight, the longest chain. */
class Tally {
  requests = 0
  inFlight = 0
  maxInFlight = 0
  inSeries = 0
  /** The longest chain ending in a request already answered: a request arriving now extends it. */
  private answeredChain = 0

  /** Counts a records request, answered through `res`. */
  count(res: http.ServerResponse): void {
    this.requests++
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    const chain = this.answeredChain + 1
    this.inSeries = Math.max(this.inSeries, chain)
    // 'close' comes once, when the answer is sent or the client has gone away.
    res.once('close', () => this.inFlight--)
    res.once('finish', () => (this.answeredChain = Math.max(this.answeredChain, chain)))
  }

  counts(): ServiceCounts {
    return { requests: this.requests, maxInFlight: this.maxInFlight, inSeries: this.inSeries }
  }

  reset(): void {
    this.requests = 0
    this.maxInFlight = this.inFlight
    this.inSeries = 0
    this.answeredChain = 0
  }
}

/** setTimeout as a promise; the timers are kept in `timers` so that closing can clear them. */
function waiter(timers: Set<NodeJS.Timeout>): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })
}

/** Starts the front on a free loopback port, in front of `upstream` (e.g. the emulator's origin). */
export async function startDelayingService(upstream: string): Promise<DelayingService> {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true })
  const timers = new Set<NodeJS.Timeout>()
  const wait = waiter(timers)
  const tally = new Tally()
  let hold: () => number = () => 0

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const counted = (req.url ?? '').startsWith(API)
    if (counted) tally.count(res)
    const heldMs = counted ? Math.max(0, hold()) : 0
    let reply: Answer
    try {
      reply = await forward(req, target, agent)
    } catch (e) {
      reply = { status: 502, headers: {}, body: Buffer.from(`upstream: ${(e as Error).message}`) }
    }
    if (heldMs > 0) await wait(heldMs)
    if (res.destroyed) return
    res.writeHead(reply.status, reply.headers)
    res.end(reply.body)
  }

  const server = http.createServer((req, res) => void answer(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}${API}`,
    setHold: (h) => (hold = h),
    counts: () => tally.counts(),
    reset: () => tally.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t)
        timers.clear()
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
