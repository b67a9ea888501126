/**
 * What the routes call: a request's body, path parameters and query against the emulator's own
 * tables (request-tables.ts), as the service keys its problems (`path.flow_name`,
 * `query.page`, `query.type[1]`).
 */
import { checkValue, oneOf, problemsOf, type Rule } from './check.js'
import type { FieldProblem } from './problems.js'
import {
  BODIES,
  ENVIRONMENT_SORTS,
  ENVIRONMENT_TYPES,
  PATH_PATTERNS,
  QUERY,
  type PathName
} from './request-tables.js'

export type { FieldProblem }

export const artifactReportProblems = (body: unknown): FieldProblem[] =>
  problemsOf(BODIES.artifactReport, body)
export const overrideProblems = (body: unknown): FieldProblem[] => problemsOf(BODIES.override, body)
export const junitProblems = (data: unknown): FieldProblem[] => problemsOf(BODIES.junit, data)

/** A path parameter against its pattern, keyed `path.<name>`. */
export function pathProblems(name: PathName, value: string): FieldProblem[] {
  const out: FieldProblem[] = []
  const rule: Rule = {
    type: 'string',
    required: true,
    nullable: false,
    pattern: PATH_PATTERNS[name]
  }
  checkValue(rule, value, `path.${name}`, out)
  return out
}

/** A query integer arrives as text: decimal digits, else pydantic's "unable to parse". */
function queryInteger(rule: Rule, text: string, place: string, out: FieldProblem[]): void {
  if (!/^\s*[-+]?\d+\s*$/.test(text)) {
    const message = 'Input should be a valid integer, unable to parse string as an integer'
    out.push({ field: place, message, input: text })
    return
  }
  checkValue(rule, Number(text), place, out)
}

const choice = (values: readonly string[]): Rule => ({
  type: 'enum',
  required: false,
  nullable: false,
  values
})
const CHOICES: Record<string, Rule> = {
  sort: choice(ENVIRONMENT_SORTS),
  sort_direction: choice(['asc', 'desc'])
}

/** The query of operation 6: documented paging, and the filters the emulator also reads. */
export function environmentQueryProblems(query: URLSearchParams): FieldProblem[] {
  const out: FieldProblem[] = []
  for (const [name, rule] of Object.entries(QUERY)) {
    const text = query.get(name)
    if (text !== null) queryInteger(rule, text, `query.${name}`, out)
  }
  for (const [name, rule] of Object.entries(CHOICES)) {
    const text = query.get(name)
    if (text !== null) checkValue(rule, text, `query.${name}`, out)
  }
  query.getAll('type').forEach((type, i) => {
    if (!ENVIRONMENT_TYPES.includes(type)) {
      out.push({
        field: `query.type[${i}]`,
        message: `Input should be ${oneOf(ENVIRONMENT_TYPES)}`,
        input: type
      })
    }
  })
  return out
}
