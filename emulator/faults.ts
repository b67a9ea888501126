/** Faults injected per route for the next N matching requests. */
import type { Fault } from './types.js'

interface ActiveFault {
  fault: Fault
  remaining: number
  pattern: RegExp | null
}

/** Checks a fault given over HTTP or in code; throws an Error naming the bad field. */
export function checkFault(value: unknown): Fault {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('a fault must be a JSON object')
  }
  const f = value as Record<string, unknown>
  const types: Record<string, string> = {
    method: 'string',
    path: 'string',
    pathRegex: 'string',
    count: 'number',
    status: 'number',
    message: 'string',
    delayMs: 'number',
    reset: 'boolean',
    malformed: 'boolean',
    rawBody: 'string'
  }
  for (const [key, v] of Object.entries(f)) {
    if (key === 'body') {
      continue // any JSON value
    } else if (key === 'retryAfter') {
      if (typeof v !== 'number' && typeof v !== 'string') {
        throw new Error(`fault.retryAfter must be a number or a string, got ${JSON.stringify(v)}`)
      }
    } else if (!(key in types)) {
      throw new Error(`fault has an unknown field "${key}"`)
    } else if (typeof v !== types[key]) {
      throw new Error(`fault.${key} must be a ${types[key]}, got ${JSON.stringify(v)}`)
    }
  }
  if (
    f.status !== undefined &&
    !(Number.isInteger(f.status) && (f.status as number) >= 100 && (f.status as number) <= 599)
  ) {
    throw new Error(`fault.status must be an HTTP status, got ${JSON.stringify(f.status)}`)
  }
  if (f.count !== undefined && !(Number.isInteger(f.count) && (f.count as number) >= 1)) {
    throw new Error(`fault.count must be a positive integer, got ${JSON.stringify(f.count)}`)
  }
  if (
    f.status === undefined &&
    f.delayMs === undefined &&
    !f.reset &&
    !f.malformed &&
    !('body' in f) &&
    f.rawBody === undefined
  ) {
    throw new Error('a fault needs one of status, delayMs, reset, malformed, body or rawBody')
  }
  const fault = f as Fault
  regexOf(fault)
  return fault
}

function regexOf(fault: Fault): RegExp | null {
  const source =
    fault.pathRegex ??
    (fault.path && fault.path.length > 2 && fault.path.startsWith('/') && fault.path.endsWith('/')
      ? fault.path.slice(1, -1)
      : undefined)
  if (source === undefined) return null
  try {
    return new RegExp(source)
  } catch (e) {
    throw new Error(`fault path regex is invalid: ${(e as Error).message}`)
  }
}

export class FaultBook {
  private active: ActiveFault[] = []

  add(faults: Fault | Fault[]): void {
    for (const f of Array.isArray(faults) ? faults : [faults]) {
      const fault = checkFault(f)
      this.active.push({ fault, remaining: fault.count ?? 1, pattern: regexOf(fault) })
    }
  }

  clear(): void {
    this.active = []
  }

  /** The first fault matching this request, used up by one; null when none applies. */
  take(method: string, path: string): Fault | null {
    const hit = this.active.find(
      ({ fault, pattern }) =>
        (!fault.method || fault.method.toUpperCase() === method.toUpperCase()) &&
        (pattern ? pattern.test(path) : path.startsWith(fault.path ?? ''))
    )
    if (!hit) return null
    hit.remaining -= 1
    if (hit.remaining <= 0) this.active = this.active.filter((a) => a !== hit)
    return hit.fault
  }
}
