/**
 * `npm run check-workflows`: the repository's workflows and action.yml through GitHub's own
 * parser and schema of workflow and action syntax, @actions/workflow-parser (from
 * actions/languageservices, behind GitHub's editor support for Actions): keys, values, and the
 * contexts each key may use (an input's `default` may use `matrix`, not `steps`). Exits 1
 * naming every problem.
 *
 * `--stdin` checks the workflows given as JSON `[{ name, content }]` (an action's metadata with
 * `action: true`) and prints JSON `{ name: problems[] }`: the README test's way in. The parser imports its schemas as JSON
 * without an import attribute (actions/languageservices#387), which Node refuses and jest warns
 * about, so it runs under tsx, in its own process.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow
} from '@actions/workflow-parser'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'

interface Named {
  name: string
  content: string
  /** An action's metadata (`action.yml`), not a workflow. */
  action?: boolean
}

/** The problems GitHub's parser finds in a workflow, then in its conversion (jobs, needs, cron). */
async function workflowProblems({ name, content }: Named): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const problems = parsed.context.errors.getErrors().map((e) => e.message)
  if (problems.length > 0 || !parsed.value) return problems
  const template = await convertWorkflowTemplate(parsed.context, parsed.value)
  return (template.errors ?? []).map((e) => `${name}: ${e.Message}`)
}

/** The problems GitHub's parser finds in an action's metadata. */
function actionProblems({ name, content }: Named): string[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter())
  return parsed.context.errors.getErrors().map((e) => e.message)
}

async function checkRepository(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const named = (name: string) => ({ name, content: readFileSync(path.join(root, name), 'utf8') })
  const workflows = readdirSync(path.join(root, '.github/workflows'))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => named(`.github/workflows/${f}`))
  const problems = actionProblems(named('action.yml'))
  for (const w of workflows) problems.push(...(await workflowProblems(w)))
  for (const p of problems) console.error(p)
  if (problems.length > 0) process.exit(1)
  console.log(`action.yml and ${workflows.length} workflows: no problems`)
}

async function checkStdin(): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const out: Record<string, string[]> = {}
  for (const w of JSON.parse(Buffer.concat(chunks).toString('utf8')) as Named[]) {
    out[w.name] = w.action ? actionProblems(w) : await workflowProblems(w)
  }
  process.stdout.write(JSON.stringify(out))
}

await (process.argv.includes('--stdin') ? checkStdin() : checkRepository())
