/**
 * A request under /api/v2: its body read, logged, answered by a fault when one matches, else
 * routed, authorised, checked for size and answered by its operation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { authorize } from './auth.js'
import { receiveBody, type ReceivedBody } from './body.js'
import { injectedReply } from './fault-effects.js'
import { ApiError, send, type Reply } from './http.js'
import { MAX_ATTACHMENT_BYTES, MAX_FORM_FIELD_BYTES } from './request-tables.js'
import { recordOf } from './request-log.js'
import { matchRoute } from './router.js'
import type { Service } from './service.js'

export const API = '/api/v2'
/** Largest body kept: the 10 MB attachment plus room for data_json and multipart framing. */
const MAX_BODY_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024

/** Answers the request; errors thrown are the caller's to answer. */
export async function answerApi(
  service: Service,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL
): Promise<void> {
  const method = req.method ?? 'GET'
  const received = await receiveBody(req, MAX_BODY_BYTES)
  const fault = service.faults.take(method, url.pathname)
  service.log.add(recordOf(req, url, received, fault))
  if (fault?.delayMs) await service.delays.wait(fault.delayMs, req.socket)
  if (fault?.reset) {
    req.socket.destroy()
    return
  }
  const injected = fault ? injectedReply(fault, method) : null
  if (injected) return send(res, injected)
  send(res, await answerOperation(service, req, url, received))
}

/** The operation's answer, after the checks the service makes before it (in this order). */
async function answerOperation(
  service: Service,
  req: IncomingMessage,
  url: URL,
  { contentType, bytes, form }: ReceivedBody
): Promise<Reply> {
  const match = matchRoute(req.method ?? 'GET', url.pathname.slice(API.length), service.served)
  if (match.kind === 'not-found') return { status: 404, body: { message: 'Not Found' } }
  if (match.kind === 'method-not-allowed') {
    const message = 'The method is not allowed for the requested URL.'
    return { status: 405, body: { message } }
  }
  authorize(service.tokens, req.headers.authorization, match.params.org)
  if (!bytes) {
    throw new ApiError(
      413,
      `Request body is larger than ${MAX_BODY_BYTES} bytes (attachment_file max size: 10MB)`
    )
  }
  if (form) refuseLargeFields(form)
  const { store, options, origin } = service
  return match.handler({
    store,
    options,
    params: match.params,
    query: url.searchParams,
    contentType,
    body: bytes,
    form,
    origin,
    url: url.pathname + url.search
  })
}

/**
 * The real service refuses a multipart part that is not a file over 1024 KB with a 400, as
 * Starlette's form parser words it (docs/compatibility.md §13.4); files are bounded by the
 * attachment's 10 MB.
 */
function refuseLargeFields(form: FormData): void {
  for (const value of form.values()) {
    if (typeof value === 'string' && Buffer.byteLength(value) > MAX_FORM_FIELD_BYTES) {
      throw new ApiError(400, `Part exceeded maximum size of ${MAX_FORM_FIELD_BYTES / 1024}KB.`)
    }
  }
}
