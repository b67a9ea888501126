/**
 * The seven operations of docs/compatibility.md §16. The three writes are built as requests
 * (data: the delivery layer sends them, keeps them in the outbox, or a replay sends them again)
 * and their shapes are defined here once: what a write may look like is also what an outbox may
 * hold (src/outbox/). The four reads go through a Reader (the delivery layer: a dry run reads
 * nothing). Every request is checked against the spec (validate.ts) before anything is sent,
 * dry-run included, so a bad value fails with the field and the value instead of a 400 from
 * the service.
 *
 * Answers are checked too: a body of the wrong overall shape is an ApiError; inside a right one,
 * items and fields of the wrong type are dropped with warnings (answers.ts), returned as
 * `{ value, warnings }` for the command to put in its result.
 */
import { ValidationError } from '../errors.js'
import { ApiError } from './api-errors.js'
import type { Received } from './client.js'
import {
  checkApprovals,
  checkDeployment,
  checkEnvironments,
  checkSearchResult,
  type Checked
} from './answers.js'
import { isPlainObject as isObject, MAX_ATTACHMENT_BYTES } from './models.js'
import type {
  Approval,
  ArtifactReportBody,
  Attachment,
  Deployment,
  Environment,
  EnvironmentPage,
  JUnitAttestationData,
  OverrideBody,
  SearchResult
} from './models.js'
import {
  ARTIFACT_OWN_FIELDS,
  mergeArtifactProblems,
  validateArtifactOwn,
  validateArtifactReport,
  validateArtifactShared,
  validateEnvironmentQuery,
  validateJUnitData,
  validateOverride,
  validatePathName,
  validateSearchValue,
  type FieldProblem,
  type PathParam
} from './validate.js'
import type { ApiRequest, Query } from './request.js'
import { clip } from '../util/clip.js'

/** What reads go through: undefined when nothing is read (a dry run). */
export interface Reader {
  read(request: ApiRequest): Promise<Received | undefined>
  url(segments: readonly string[], query?: Query): string
}

/** The writes an action makes, one kind per operation that records something. */
export type WriteKind = 'artifact' | 'junit' | 'override'

/** 1. `POST /artifacts/{org}/{flow_name}` */
export function reportArtifactRequest(
  org: string,
  flow: string,
  body: ArtifactReportBody
): ApiRequest {
  assertValid([...paths({ org, flow_name: flow }), ...validateArtifactReport(body)])
  return { method: 'POST', path: ['artifacts', org, flow], payload: { kind: 'json', value: body } }
}

/**
 * 1 for the artifacts of one build (send-artifacts.ts): the request reportArtifactRequest builds,
 * refused with the same problems in the same order, but the path and the fields a body shares
 * with the body checked before it (the same commit, URLs, annotations: the same values) are
 * checked once, not once per artifact (issue 41.2).
 */
export function artifactReportRequests(
  org: string,
  flow: string
): (body: ArtifactReportBody) => ApiRequest {
  const pathProblems = paths({ org, flow_name: flow })
  let last: { body: Record<string, unknown>; problems: FieldProblem[] } | undefined
  return (body) => {
    if (!isObject(body)) return reportArtifactRequest(org, flow, body)
    if (!last || !sameShared(last.body, body)) {
      last = { body, problems: validateArtifactShared(body) }
    }
    const own = validateArtifactOwn(body)
    assertValid([...pathProblems, ...mergeArtifactProblems(own, last.problems)])
    return {
      method: 'POST',
      path: ['artifacts', org, flow],
      payload: { kind: 'json', value: body }
    }
  }
}

/** Whether two bodies hold the same keys and, but for their own fields, the very same values. */
function sameShared(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(b)
  if (keys.length !== Object.keys(a).length) return false
  return keys.every(
    (key) =>
      Object.hasOwn(a, key) &&
      ((ARTIFACT_OWN_FIELDS as readonly string[]).includes(key) || a[key] === b[key])
  )
}

/** 2. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/override` */
export function overrideRequest(
  org: string,
  flow: string,
  trail: string,
  body: OverrideBody
): ApiRequest {
  assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateOverride(body)])
  return {
    method: 'POST',
    path: ['attestations', org, flow, 'trail', trail, 'override'],
    payload: { kind: 'json', value: body }
  }
}

/** 3. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/junit` (multipart). */
export function attestJUnitRequest(
  org: string,
  flow: string,
  trail: string,
  data: JUnitAttestationData,
  attachment?: Attachment
): ApiRequest {
  assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateJUnitData(data)])
  if (attachment) assertAttachmentSize(attachment)
  return {
    method: 'POST',
    path: ['attestations', org, flow, 'trail', trail, 'junit'],
    payload: {
      kind: 'form',
      parts: {
        jsonFields: { data_json: data },
        ...(attachment ? { files: { attachment_file: attachment } } : {})
      }
    }
  }
}

/**
 * What a stored request is, if it has the shape of one of the three writes: its kind and org,
 * else why not. Every name is checked against its pattern and the body against the spec, as
 * the builders above check them (docs/bad-day.md, the outbox's threat model).
 */
export function writeShapeOf(
  request: ApiRequest
): { kind: WriteKind; org: string } | { problem: string } {
  const p = request.path
  if (request.method !== 'POST') return { problem: `it is a ${request.method}, not a POST` }
  const payload = request.payload
  try {
    if (p.length === 3 && p[0] === 'artifacts') {
      if (payload?.kind !== 'json') return { problem: 'an artifact report has a JSON body' }
      reportArtifactRequest(p[1], p[2], payload.value as ArtifactReportBody)
      return { kind: 'artifact', org: p[1] }
    }
    const attestation = p.length === 6 && p[0] === 'attestations' && p[3] === 'trail'
    if (attestation && p[5] === 'override') {
      if (payload?.kind !== 'json') return { problem: 'an override has a JSON body' }
      overrideRequest(p[1], p[2], p[4], payload.value as OverrideBody)
      return { kind: 'override', org: p[1] }
    }
    if (attestation && p[5] === 'junit') {
      if (payload?.kind !== 'form') return { problem: 'a JUnit attestation is multipart' }
      const { jsonFields, files = {} } = payload.parts
      const extra = [
        ...Object.keys(jsonFields).filter((k) => k !== 'data_json'),
        ...Object.keys(files).filter((k) => k !== 'attachment_file')
      ]
      if (extra.length > 0) return { problem: `a JUnit attestation has no part ${extra[0]}` }
      const data = jsonFields.data_json as JUnitAttestationData
      attestJUnitRequest(p[1], p[2], p[4], data, files.attachment_file)
      return { kind: 'junit', org: p[1] }
    }
  } catch (err) {
    if (err instanceof ValidationError) return { problem: err.message }
    throw err
  }
  return {
    problem: 'its path is not the path of a write (report an artifact, attest JUnit, override)'
  }
}

/** 4. `GET /deployments/{org}/{env_name}/{fingerprint}`; undefined in dry-run. */
export async function getDeployment(
  c: Reader,
  org: string,
  env: string,
  fingerprint: string
): Promise<Checked<Deployment> | undefined> {
  assertValid(paths({ org, env_name: env, fingerprint }))
  const segments = ['deployments', org, env, fingerprint]
  const answer = await c.read({ method: 'GET', path: segments })
  if (answer === undefined) return undefined
  const { body } = answer
  if (!isObject(body)) throw shapeError(c, segments, 'a JSON object')
  return checkDeployment(body)
}

/**
 * 5. `GET /search/{org}/sha/{search_value}`; undefined in dry-run. No match is a 404 ApiError
 * (`No matches for '<value>'.`), which callers treat as an empty result.
 */
export async function search(
  c: Reader,
  org: string,
  value: string
): Promise<Checked<SearchResult> | undefined> {
  assertValid([...paths({ org }), ...validateSearchValue(value)])
  const segments = ['search', org, 'sha', value]
  const answer = await c.read({ method: 'GET', path: segments })
  if (answer === undefined) return undefined
  const { body, text } = answer
  if (!isObject(body) || !Array.isArray(body.artifacts)) {
    throw shapeError(c, segments, 'an object with an "artifacts" array')
  }
  return { ...checkSearchResult(body), received: text }
}

/**
 * 6. `GET /environments/{org}`. `page`/`per_page` are sent only when given; the service then
 * answers the envelope, otherwise a plain array (docs/compatibility.md §13.4). Both are returned,
 * checked; the envelope's page numbers are left out when they are not integers.
 */
export async function listEnvironments(
  c: Reader,
  org: string,
  q: { page?: number; perPage?: number } = {}
): Promise<Checked<EnvironmentPage | Environment[]> | undefined> {
  assertValid([
    ...paths({ org }),
    ...validateEnvironmentQuery({ page: q.page, per_page: q.perPage })
  ])
  const segments = ['environments', org]
  const query = { page: q.page, per_page: q.perPage }
  const answer = await c.read({ method: 'GET', path: segments, query })
  if (answer === undefined) return undefined
  const { body } = answer
  if (Array.isArray(body) || (isObject(body) && Array.isArray(body.environments))) {
    return checkEnvironments(body)
  }
  throw shapeError(c, segments, 'an array or an object with an "environments" array', query)
}

/** 7. `GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals`, oldest first. */
export async function listApprovals(
  c: Reader,
  org: string,
  flow: string,
  fingerprint: string
): Promise<Checked<Approval[]> | undefined> {
  assertValid(paths({ org, flow_name: flow, fingerprint }))
  const segments = ['artifacts', org, flow, fingerprint, 'approvals']
  const answer = await c.read({ method: 'GET', path: segments })
  if (answer === undefined) return undefined
  if (!Array.isArray(answer.body)) throw shapeError(c, segments, 'a JSON array')
  return checkApprovals(answer.body)
}

function paths(params: Partial<Record<PathParam, string>>): FieldProblem[] {
  return Object.entries(params).flatMap(([kind, value]) =>
    validatePathName(kind as PathParam, value as string)
  )
}

/** Throws a ValidationError naming the first problem's field and value, listing all of them. */
function assertValid(problems: FieldProblem[]): void {
  if (problems.length === 0) return
  const [first, ...rest] = problems
  // pydantic gives a missing field the enclosing object as its input: not worth printing.
  const error =
    first.message === 'Field required'
      ? new ValidationError(first.field, undefined, 'is required but missing')
      : new ValidationError(first.field, first.input, `is invalid: ${first.message}`)
  if (rest.length > 0) {
    const others = rest
      .map((p) =>
        p.message === 'Field required'
          ? `'${p.field}' is required but missing`
          : `'${p.field}' ${p.message}: ${brief(p.input)}`
      )
      .join('; ')
    error.message += ` (and ${rest.length} more: ${others})`
  }
  throw error
}

function assertAttachmentSize(attachment: Attachment): void {
  const size = attachment.data.byteLength
  if (size <= MAX_ATTACHMENT_BYTES) return
  const mb = (n: number): string => (n / (1024 * 1024)).toFixed(1)
  throw new ValidationError(
    'attachment_file',
    attachment.filename,
    `is ${mb(size)} MB, over the service's ${mb(MAX_ATTACHMENT_BYTES)} MB limit; attach fewer ` +
      'or smaller result files, or set attach-results: false'
  )
}

/** A value for a message: JSON, cut short so a whole body never floods the log. */
function brief(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = '(a value too deeply nested to show)'
  }
  return clip(text, 121)
}

/** A 200 whose JSON is not the shape the operation returns is an error, not a silent empty. */
function shapeError(
  c: Reader,
  segments: string[],
  expected: string,
  query?: Record<string, number | undefined>
): ApiError {
  return new ApiError({
    method: 'GET',
    url: c.url(segments, query),
    attempts: 1,
    status: 200,
    reason: `the service answered 200 with a body that is not ${expected}`
  })
}
