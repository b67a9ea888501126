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
  const ids = { next: 1000 }
  const server = http.createServer((req, res) => {
    readBody(req, (body) => {
      const url = new URL(req.url ?? '/', 'http://stub')
      const method = req.method ?? 'GET'
      recorded.push({ method, path: url.pathname, headers: req.headers, body })
      answer(res, { method, path: url.pathname, body }, opts, ids)
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

/** The request's body once it has all come: parsed JSON, else the raw text ('' when empty). */
function readBody(req: http.IncomingMessage, then: (body: unknown) => void): void {
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
    then(body)
  })
}

function send(
  res: http.ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {}
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(payload))
}

/** GitHub's error answer for `status`. */
function fail(res: http.ServerResponse, status: number): void {
  send(res, status, {
    message: ERROR_MESSAGES[status] ?? 'Error',
    documentation_url: 'https://docs.github.com/rest/checks/runs'
  })
}

function answer(
  res: http.ServerResponse,
  req: { method: string; path: string; body: unknown },
  opts: GitHubStubOptions,
  ids: { next: number }
): void {
  const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(req.path)
  if (req.method === 'POST' && create) {
    const status = opts.checkRunStatus ?? 201
    if (status >= 400) return fail(res, status)
    const id = ids.next++
    const [, owner, repo] = create
    return send(res, status, {
      id,
      head_sha: (req.body as { head_sha?: string })?.head_sha,
      status: 'completed',
      html_url: `https://github.example/${owner}/${repo}/runs/${id}`
    })
  }
  const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(req.path)
  if (req.method === 'PATCH' && update) return answerUpdate(res, update, opts)
  fail(res, 404)
}

/** PATCH check-runs/:id: the rate limit while it lasts, then `updateStatus`. */
function answerUpdate(
  res: http.ServerResponse,
  [, owner, repo, id]: RegExpExecArray,
  opts: GitHubStubOptions
): void {
  const limit = opts.updateRateLimit
  if (limit && limit.count > 0) {
    limit.count -= 1
    return send(
      res,
      limit.status ?? 403,
      {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api'
      },
      limit.headers
    )
  }
  const status = opts.updateStatus ?? 200
  if (status >= 400) return fail(res, status)
  send(res, status, {
    id: Number(id),
    html_url: `https://github.example/${owner}/${repo}/runs/${id}`
  })
}
