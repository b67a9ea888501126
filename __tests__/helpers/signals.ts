/** `process` as far as the job's cancellation goes (src/util/on-cancel.ts): signals the test sends. */
import { EventEmitter } from 'node:events'
import type { CancelSignal } from '../../src/util/on-cancel.js'

export class Signals extends EventEmitter {
  readonly pid = 4242
  /** The signals raised at the process (what it would have died of), in order. */
  readonly raised: CancelSignal[] = []
  kill(_pid: number, signal: CancelSignal): void {
    this.raised.push(signal)
  }
  /** A signal, as the runner sends it. */
  send(signal: CancelSignal): void {
    this.emit(signal, signal)
  }
}
