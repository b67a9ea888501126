/**
 * Public types of the emulator: seed data, stored records, recorded requests and faults.
 * Tests import these through emulator/server.ts. The shapes of answers are the client's types
 * (types only: what the emulator checks in a request is its own, request-tables.ts).
 */
import type { ApprovalState, Environment } from '../src/api/models.js'

/** An environment as seeded; missing optional fields get the service's defaults. */
export type SeedEnvironment = Environment & {
  org: string
  type: string
  last_changed_at?: number
}

/** One deployment of an artifact to an environment (a change of its running set). */
export interface SeedDeployment {
  org: string
  env_name: string
  fingerprint: string
  deployed_at: number
  artifact_name?: string | null
  snapshot_index?: number | null
  [key: string]: unknown
}

/** An approval of an artifact; other fields are those of the approval object (spec op 7). */
export interface SeedApproval {
  org: string
  flow_name: string
  fingerprint: string
  release_number: number
  state: ApprovalState
  [key: string]: unknown
}

export interface SeedData {
  environments?: SeedEnvironment[]
  deployments?: SeedDeployment[]
  approvals?: SeedApproval[]
}

export interface FlowRecord {
  org: string
  name: string
  created_at: number
}

export interface TrailRecord {
  org: string
  flow: string
  name: string
  created_at: number
}

/** One accepted artifact report (operation 1); a repeat is a new record. */
export interface ArtifactRecord {
  seq: number
  org: string
  flow: string
  fingerprint: string
  created_at: number
  /** The request body as received. */
  body: Record<string, unknown>
}

export interface AttachmentInfo {
  filename: string
  size: number
  sha256: string
  content_type: string
}

/** One accepted JUnit (operation 3) or override (operation 2) attestation. */
export interface AttestationRecord {
  seq: number
  org: string
  flow: string
  trail: string
  type: 'junit' | 'override'
  attestation_name: string
  artifact_fingerprint: string | null
  /** For junit: no failures and no errors in any suite; for override: new_compliance_status. */
  is_compliant: boolean
  created_at: number
  body: Record<string, unknown>
  attachment: AttachmentInfo | null
}

/** The records the emulator has stored (the seed included). */
export interface EmulatorState {
  flows: FlowRecord[]
  trails: TrailRecord[]
  artifacts: ArtifactRecord[]
  attestations: AttestationRecord[]
  environments: SeedEnvironment[]
  deployments: SeedDeployment[]
  approvals: SeedApproval[]
}

/** What a multipart request carried, as recorded. */
export interface RecordedParts {
  /** Parsed JSON of the `data_json` part, or its text when it is not JSON. */
  data_json?: unknown
  attachment_file?: AttachmentInfo
  /** Names of every part, in order. */
  names: string[]
}

/** One request received under /api/v2, faulted or not. */
export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string | string[]>
  /** Lower-case names; Authorization kept so tests can check it. */
  headers: Record<string, string>
  content_type: string | null
  /** The body text, for JSON and other non-multipart bodies (null when empty or too large). */
  body: string | null
  parts: RecordedParts | null
  received_at: number
  /** The fault applied to it, if any ("status", "reset", "delay", "malformed", "body"). */
  fault: string | null
}

/**
 * A fault for the next `count` (default 1) requests matching `method` (any when absent) and
 * `path`: a prefix of the request path (e.g. "/api/v2/artifacts/"), or a regular expression
 * when written "/.../" or given as `pathRegex`. `delayMs` waits before answering (then answers
 * normally unless another effect is set); `status` answers it with `{"message": message}` and
 * `Retry-After` when `retryAfter` is set; `reset` destroys the socket without an answer;
 * `malformed` answers 200/201 with a body that is not JSON; `body` answers this JSON value
 * (with `status`, default 200/201) instead of what the route would, to play a service that
 * answers data of a surprising shape (a `null` item, a page that ignores `page`).
 */
export interface Fault {
  method?: string
  path?: string
  pathRegex?: string
  count?: number
  status?: number
  message?: string
  retryAfter?: number | string
  delayMs?: number
  reset?: boolean
  malformed?: boolean
  body?: unknown
  /** Answers this text as is: JSON that JSON.stringify cannot write (10,000 levels deep). */
  rawBody?: string
}
