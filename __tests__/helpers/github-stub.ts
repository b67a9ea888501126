/**
 * A GitHub REST API stub on loopback (node:http) that records every request. It answers the
 * Checks API calls the action makes: POST /repos/:owner/:repo/check-runs (201 with id and
 * html_url) and PATCH /repos/:owner/:repo/check-runs/:id (200). Anything else is a 404.
 */
import http from 'node:http'
import { listenOnLoopback } from './loopback.js'

export interface RecordedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** The parsed JSON body, or the raw text when it is not JSON ('' when empty). */
  body: unknown
}

export interface GitHubStubOptions {
  /** Status for POST check-runs (default 201); an error status answers with a GitHub-style message. */
  checkRunStatus?: number
  /** Status for PATCH check-runs/:id (default 200). */
  updateStatus?: number
  /**
   * GitHub's secondary rate limit on the next `count` PATCH check-runs/:id: 403 (or `status`)
   * with its message and these headers (e.g. `retry-after`).
   */
  updateRateLimit?: { count: number; status?: number; headers?: Record<string, string> }
}

export interface GitHubStub {
  /** Base URL to use as GITHUB_API_URL, e.g. http://127.0.0.1:12345 */
  url: string
  requests: () => RecordedRequest[]
  close: () => Promise<void>
}

const ERROR_MESSAGES: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  422: 'Validation Failed'
}

export async function startGitHubStub(opts: GitHubStubOptions = {}): Promise<GitHubStub> {
  const recorded: RecordedRequest[] = []
  let nextId = 1000

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : ''
      } catch {
        // keep the raw text
      }
      const url = new URL(req.url ?? '/', 'http://stub')
      const method = req.method ?? 'GET'
      recorded.push({ method, path: url.pathname, headers: req.headers, body })

      const send = (status: number, payload: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify(payload))
      }
      const fail = (status: number): void =>
        send(status, {
          message: ERROR_MESSAGES[status] ?? 'Error',
          documentation_url: 'https://docs.github.com/rest/checks/runs'
        })

      const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(url.pathname)
      if (method === 'POST' && create) {
        const status = opts.checkRunStatus ?? 201
        if (status >= 400) return fail(status)
        const id = nextId++
        const [, owner, repo] = create
        return send(status, {
          id,
          head_sha: (body as { head_sha?: string })?.head_sha,
          status: 'completed',
          html_url: `https://github.example/${owner}/${repo}/runs/${id}`
        })
      }
      const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(url.pathname)
      const limit = opts.updateRateLimit
      if (method === 'PATCH' && update && limit && limit.count > 0) {
        limit.count -= 1
        res.writeHead(limit.status ?? 403, {
          'content-type': 'application/json; charset=utf-8',
          ...limit.headers
        })
        return res.end(
          JSON.stringify({
            message:
              'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api'
          })
        )
      }
      if (method === 'PATCH' && update) {
        const status = opts.updateStatus ?? 200
        if (status >= 400) return fail(status)
        const [, owner, repo, id] = update
        return send(status, {
          id: Number(id),
          html_url: `https://github.example/${owner}/${repo}/runs/${id}`
        })
      }
      fail(404)
    })
  })

  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...recorded],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      })
  }
}
