/** Operations 2 and 3: override and JUnit attestations on a trail. */
import { attachmentInfo, partText } from '../body.js'
import { ApiError, assertValid, notFound, ok, validationError, type Reply } from '../http.js'
import type { AttachmentInfo } from '../types.js'
import type { RouteContext } from './context.js'
import { jsonBody } from './json-body.js'
import { junitProblems, overrideProblems, pathProblems } from '../request-checks.js'
import { MAX_ATTACHMENT_BYTES } from '../request-tables.js'

function checkPath(ctx: RouteContext): { org: string; flow: string; trail: string } {
  const { org, flow_name: flow, trail_name: trail } = ctx.params
  assertValid([...pathProblems('flow_name', flow), ...pathProblems('trail_name', trail)])
  return { org, flow, trail }
}

/** 404 when the attestation names an artifact the trail does not hold. */
function checkArtifactInTrail(
  ctx: RouteContext,
  where: ReturnType<typeof checkPath>,
  fp: unknown
): void {
  if (typeof fp !== 'string') return
  const { org, flow, trail } = where
  if (!ctx.store.artifactInTrail(org, flow, trail, fp)) {
    throw notFound(
      `Artifact with fingerprint ${fp} does not exist in trail "${trail}" of flow "${flow}" belonging to organization "${org}"`
    )
  }
}

export function overrideAttestation(ctx: RouteContext): Reply {
  const where = checkPath(ctx)
  const body = jsonBody(ctx)
  assertValid(overrideProblems(body))
  const data = body as Record<string, unknown>
  checkArtifactInTrail(ctx, where, data.artifact_fingerprint)
  ctx.store.addAttestation({
    ...where,
    type: 'override',
    attestation_name: data.attestation_name as string,
    artifact_fingerprint: (data.artifact_fingerprint as string | undefined) ?? null,
    is_compliant: data.new_compliance_status as boolean,
    body: data
  })
  return ok(200, 'OK')
}

const DATA_JSON_MISSING = [{ field: 'data_json', message: 'Field required', input: null }]

export async function junitAttestation(ctx: RouteContext): Promise<Reply> {
  const where = checkPath(ctx)
  if (!ctx.form) throw validationError(DATA_JSON_MISSING)
  const dataPart = ctx.form.get('data_json')
  if (dataPart === null) throw validationError(DATA_JSON_MISSING)
  const text = await partText(dataPart)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    throw validationError([
      {
        field: 'data_json',
        message: `Invalid JSON: ${(e as Error).message}`,
        input: text.slice(0, 200)
      }
    ])
  }
  assertValid(junitProblems(data))
  let attachment: AttachmentInfo | null = null
  const file = ctx.form.get('attachment_file')
  if (file !== null) {
    attachment = await attachmentInfo(file)
    if (attachment.size > MAX_ATTACHMENT_BYTES) {
      throw new ApiError(
        413,
        `attachment_file is ${attachment.size} bytes; the maximum size is 10MB (${MAX_ATTACHMENT_BYTES} bytes)`
      )
    }
  }
  const input = data as Record<string, unknown>
  checkArtifactInTrail(ctx, where, input.artifact_fingerprint)
  const suites = input.junit_results as Array<{ failures: number; errors: number }>
  ctx.store.addAttestation({
    ...where,
    type: 'junit',
    attestation_name: input.attestation_name as string,
    artifact_fingerprint: (input.artifact_fingerprint as string | undefined) ?? null,
    is_compliant: suites.every((s) => s.failures === 0 && s.errors === 0),
    body: input,
    attachment
  })
  return ok(201, 'OK')
}
