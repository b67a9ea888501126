/**
 * The subject a write becomes the latest record of (docs/bad-day.md, "Never stale"): an
 * artifact's fingerprint in a flow, an attestation's name on a trail (an override is of the
 * attestation it overrides). Read from the request as it is sent or kept, so that a direct run
 * and a replay name a write's subject alike; its digest is what a check run lists of what it
 * recorded (report/checkrun.ts), and what a replay compares (outbox/newer-checks.ts).
 */
import { createHash } from 'node:crypto'
import type { WriteKind } from '../api/operations.js'
import type { ApiRequest } from '../api/request.js'

/** Hex digits of a subject's SHA-256 kept: a check run lists thousands within its text. */
const SUBJECT_HEX = 16

/** The subject of a write of `kind` to `path` whose body (or `data_json`) is `value`. */
export function subjectKey(kind: WriteKind, path: readonly string[], value: unknown): string {
  const [, org = '', flow = '', , trail = ''] = path
  const fields = (value ?? {}) as { fingerprint?: unknown; attestation_name?: unknown }
  const text = (v: unknown): string => (typeof v === 'string' ? v : '')
  return kind === 'artifact'
    ? JSON.stringify(['artifact', org, flow, text(fields.fingerprint)])
    : JSON.stringify(['attestation', org, flow, trail, text(fields.attestation_name)])
}

/** The subject of a request as it is sent: the JSON body, or a form's `data_json`. */
export function requestSubject(kind: WriteKind, request: ApiRequest): string {
  const p = request.payload
  const value = p?.kind === 'json' ? p.value : p?.parts.jsonFields.data_json
  return subjectKey(kind, request.path, value)
}

/** A subject's digest, as a check run lists it. */
export function subjectDigest(subject: string): string {
  return createHash('sha256').update(subject).digest('hex').slice(0, SUBJECT_HEX)
}
