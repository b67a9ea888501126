/**
 * What an injected fault does to the request it matched: waits first when it has a delay, then
 * the first of its effects in this order answers: reset (no answer), body, status, malformed.
 * A delay alone lets the route answer. The request log names the fault by that same effect.
 */
import type { Socket } from 'node:net'
import type { Reply } from './http.js'
import type { Fault } from './types.js'

/** The fault's name in the request log (`RecordedRequest.fault`). */
export type FaultKind = 'reset' | 'body' | 'status' | 'malformed' | 'delay'

const answersBody = (fault: Fault): boolean => 'body' in fault || fault.rawBody !== undefined

/** Which effect a fault has, as the request log names it. */
export function faultKind(fault: Fault): FaultKind {
  if (fault.reset) return 'reset'
  if (answersBody(fault)) return 'body'
  if (fault.status !== undefined) return 'status'
  if (fault.malformed) return 'malformed'
  return 'delay'
}

/**
 * The answer a fault gives in the route's place; null when the route answers (a delay alone).
 * A reset is the caller's: it answers nothing.
 */
export function injectedReply(fault: Fault, method: string): Reply | null {
  const successStatus = method === 'POST' ? 201 : 200
  if (answersBody(fault)) {
    return {
      status: fault.status ?? successStatus,
      raw: fault.rawBody ?? JSON.stringify(fault.body)
    }
  }
  if (fault.status !== undefined) {
    const headers: Record<string, string> = {}
    if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
    const message = fault.message ?? `Injected fault: status ${fault.status}`
    return { status: fault.status, body: { message }, headers }
  }
  if (fault.malformed) return { status: successStatus, raw: '<html>not json' }
  return null
}

/** The delays under way: each ends when its client goes away; close() stops their timers. */
export class FaultDelays {
  private readonly timers = new Set<NodeJS.Timeout>()

  /** Waits, unless the client goes away first. */
  wait(ms: number, socket: Socket): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        this.timers.delete(timer)
        socket.off('close', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.timers.add(timer)
      socket.once('close', done)
    })
  }

  /** Stops every timer; a request still waiting ends when its socket closes. */
  stop(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
