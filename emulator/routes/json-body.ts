/** A JSON request body, parsed as FastAPI would, or a 400. */
import { validationError } from '../http.js'
import type { RouteContext } from './context.js'

export function jsonBody(ctx: RouteContext): unknown {
  const text = ctx.body?.toString('utf8') ?? ''
  if (text.trim() === '') {
    throw validationError([{ field: 'body', message: 'Field required', input: null }])
  }
  try {
    return JSON.parse(text)
  } catch (e) {
    throw validationError([
      {
        field: 'body',
        message: `JSON decode error: ${(e as Error).message}`,
        input: text.slice(0, 200)
      }
    ])
  }
}
