/** The admin routes under /_emulator/ (no auth): state, the request log, faults, reset. */
import type { IncomingMessage } from 'node:http'
import { readBody } from './body.js'
import type { Reply } from './http.js'
import { resetService, type Service } from './service.js'
import type { Fault } from './types.js'

export async function answerAdmin(
  service: Service,
  req: IncomingMessage,
  path: string
): Promise<Reply> {
  const route = `${req.method} ${path.replace(/\/+$/, '')}`
  switch (route) {
    case 'GET /_emulator/state':
      return { status: 200, body: service.store.state() }
    case 'GET /_emulator/requests':
      return { status: 200, body: service.log.all() }
    case 'POST /_emulator/faults':
      return addFaults(service, req)
    case 'DELETE /_emulator/faults':
      service.faults.clear()
      return { status: 200, body: { message: 'OK' } }
    case 'POST /_emulator/reset':
      resetService(service)
      return { status: 200, body: { message: 'OK' } }
    default:
      return { status: 404, body: { message: 'Not Found' } }
  }
}

/** One fault or an array of them, as JSON; 400 naming what is wrong with it. */
async function addFaults(service: Service, req: IncomingMessage): Promise<Reply> {
  const { bytes } = await readBody(req, 1024 * 1024)
  try {
    service.faults.add(JSON.parse(bytes?.toString('utf8') ?? '') as Fault | Fault[])
  } catch (e) {
    return { status: 400, body: { message: `bad fault: ${(e as Error).message}` } }
  }
  return { status: 201, body: { message: 'OK' } }
}
