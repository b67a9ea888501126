/** Answers and errors shared by the routes: every error is JSON `{"message": ...}`. */
import type { ServerResponse } from 'node:http'
import { formatProblems, type FieldProblem } from './problems.js'

/** What a route answers. `body` is sent as JSON unless `raw` is set. */
export interface Reply {
  status: number
  body?: unknown
  raw?: string
  headers?: Record<string, string>
}

/** Writes a reply, unless one was written already or the client has gone. */
export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const text = reply.raw ?? JSON.stringify(reply.body ?? null)
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...reply.headers
  })
  res.end(text)
}

/** A failure a route answers with; thrown and turned into a reply by the server. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>
  ) {
    super(message)
  }

  reply(): Reply {
    const body: Record<string, unknown> = { message: this.message }
    if (this.errors) body.errors = this.errors
    return { status: this.status, body }
  }
}

/** 400 with the service's validation envelope. */
export const validationError = (problems: FieldProblem[]): ApiError =>
  new ApiError(400, 'Input payload validation failed', formatProblems(problems))

/** Throws the 400 when there are problems. */
export function assertValid(problems: FieldProblem[]): void {
  if (problems.length > 0) throw validationError(problems)
}

export const notFound = (message: string): ApiError => new ApiError(404, message)

export const ok = (status: number, body: unknown): Reply => ({ status, body })

/** Current time as the service writes it: float epoch seconds. */
export const nowSeconds = (): number => Date.now() / 1000
