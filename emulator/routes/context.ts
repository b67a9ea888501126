/** What every route handler receives. */
import type { Store } from '../store.js'
import type { Reply } from '../http.js'

export interface RouteOptions {
  /** Operation 1's success body: the real service's `{"message":"OK"}` or the spec's `"OK"`. */
  artifactSuccessBody: 'object' | 'string'
  /** Auto-create flows on artifact reports (true), or answer 404 for an unknown flow. */
  autoCreateFlows: boolean
}

export interface RouteContext {
  store: Store
  options: RouteOptions
  /** Decoded path parameters, `org` included. */
  params: Record<string, string>
  query: URLSearchParams
  contentType: string | null
  /** The raw body (null when absent or too large). */
  body: Buffer | null
  /** The parsed multipart form, when the request was multipart and well formed. */
  form: FormData | null
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** The request path and query, as received. */
  url: string
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>
