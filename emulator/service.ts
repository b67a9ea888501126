/** What the running emulator keeps between requests: its API and admin routes share it. */
import type { TokenTable } from './auth.js'
import type { FaultDelays } from './fault-effects.js'
import type { FaultBook } from './faults.js'
import type { RequestLog } from './request-log.js'
import type { Served } from './router.js'
import type { RouteOptions } from './routes/context.js'
import type { Store } from './store.js'

export interface Service {
  store: Store
  tokens: TokenTable
  faults: FaultBook
  delays: FaultDelays
  log: RequestLog
  options: RouteOptions
  /** The routes served (operation 7 or not). */
  served: Served
  /** `http://127.0.0.1:PORT`, set once the server listens. */
  origin: string
}

/** Forgets records, requests and faults; the seed stays. */
export function resetService(service: Service): void {
  service.store.reset()
  service.log.clear()
  service.faults.clear()
}
