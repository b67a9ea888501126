/**
 * The service's `errors` object as the emulator answers it (docs/compatibility.md §13.1): each
 * problem as `"<message> [input: <value>]"`, the value printed as Python's `str()` would.
 * Only the emulator speaks as the service; the action reads these, it never writes them.
 */

/** One broken rule: the service's key (`fingerprint`, `query.page`, `path.flow_name`…). */
export interface FieldProblem {
  field: string
  message: string
  input: unknown
}

/** Python's `str()` of a JSON value, as the service prints inputs (`None`, `True`, `{'a': 1}`). */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value)
}

/** Deeper than this, a value prints as `...`: an input may nest past what recursion allows. */
const MAX_SHOWN_DEPTH = 50

function pythonRepr(value: unknown, depth = 0): string {
  if (depth > MAX_SHOWN_DEPTH) return '...'
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'"
    const body = value
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\t/g, '\\t')
    return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote
  }
  if (Array.isArray(value)) return `[${value.map((x) => pythonRepr(x, depth + 1)).join(', ')}]`
  if (typeof value === 'object') {
    const items = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v, depth + 1)}`
    )
    return `{${items.join(', ')}}`
  }
  return String(value)
}

/** The service's `errors` object: `{field: "<message> [input: <value>]"}`, first problem per field. */
export function formatProblems(problems: FieldProblem[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const p of problems) {
    if (!(p.field in errors)) errors[p.field] = `${p.message} [input: ${pythonStr(p.input)}]`
  }
  return errors
}
