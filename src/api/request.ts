/**
 * A request to the records service as data: what operations build, what the delivery layer
 * sends or keeps in the outbox, and what a replay sends again, unchanged.
 */
import type { FormParts } from './multipart.js'

/** A request body as the operations build it: JSON, or multipart form parts. */
export type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; parts: FormParts }

export type Query = Record<string, string | number | undefined>

export interface ApiRequest {
  method: 'GET' | 'POST'
  /** Path segments under the API base (`['artifacts', 'acme', 'shop']`), not encoded. */
  path: readonly string[]
  query?: Query
  payload?: Payload
}
