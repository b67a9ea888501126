/** The seven operations under /api/v2, matched by method and path segments. */
import { reportArtifact } from './routes/artifacts.js'
import { listApprovals } from './routes/approvals.js'
import { junitAttestation, overrideAttestation } from './routes/attestations.js'
import type { Handler } from './routes/context.js'
import { getDeployment } from './routes/deployments.js'
import { listEnvironments } from './routes/environments.js'
import { search } from './routes/search.js'

interface Route {
  method: 'GET' | 'POST'
  /** Segments after /api/v2; `:name` captures one. The first capture is always `org`. */
  pattern: string[]
  handler: Handler
}

const route = (method: Route['method'], path: string, handler: Handler): Route => ({
  method,
  pattern: path.split('/').filter(Boolean),
  handler
})

const ROUTES: Route[] = [
  route('POST', '/artifacts/:org/:flow_name', reportArtifact),
  route('GET', '/artifacts/:org/:flow_name/:fingerprint/approvals', listApprovals),
  route('POST', '/attestations/:org/:flow_name/trail/:trail_name/override', overrideAttestation),
  route('POST', '/attestations/:org/:flow_name/trail/:trail_name/junit', junitAttestation),
  route('GET', '/deployments/:org/:env_name/:fingerprint', getDeployment),
  route('GET', '/search/:org/sha/:search_value', search),
  route('GET', '/environments/:org', listEnvironments)
]

export type Match =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' }

function matchPath(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) params[pattern[i].slice(1)] = segments[i]
    else if (pattern[i] !== segments[i]) return null
  }
  return params
}

/** The routes served; `approvals: false` leaves operation 7 out, as the real service retired it. */
export interface Served {
  approvals: boolean
}

/** Matches a path relative to /api/v2 (e.g. "/environments/acme"). */
export function matchRoute(
  method: string,
  path: string,
  served: Served = { approvals: true }
): Match {
  let segments: string[]
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return { kind: 'not-found' }
  }
  let pathMatched = false
  for (const r of ROUTES) {
    if (!served.approvals && r.handler === listApprovals) continue
    const params = matchPath(r.pattern, segments)
    if (!params) continue
    if (r.method === method) return { kind: 'found', handler: r.handler, params }
    pathMatched = true
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' }
}
