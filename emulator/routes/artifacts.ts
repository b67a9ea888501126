/** Operation 1: POST /artifacts/{org}/{flow_name}. */
import { assertValid, notFound, ok, type Reply } from '../http.js'
import type { RouteContext } from './context.js'
import { jsonBody } from './json-body.js'
import { artifactReportProblems, pathProblems } from '../request-checks.js'

export function reportArtifact(ctx: RouteContext): Reply {
  const { org, flow_name: flow } = ctx.params
  assertValid(pathProblems('flow_name', flow))
  const body = jsonBody(ctx)
  assertValid(artifactReportProblems(body))
  if (!ctx.options.autoCreateFlows && !ctx.store.flowExists(org, flow)) {
    throw notFound(`Flow named '${flow}' does not exist for organization '${org}'`)
  }
  ctx.store.addArtifact(org, flow, body as Record<string, unknown>)
  return ok(201, ctx.options.artifactSuccessBody === 'string' ? 'OK' : { message: 'OK' })
}
