/**
 * The README's merge queue (issue 48, item 1): its workflow runs on `pull_request` and
 * `merge_group`, and its records step, run as written under a `merge_group` event with GitHub's
 * payload (__tests__/fixtures/events/README.md says where its shape comes from), records the
 * commit the queue tested, on the queue's branch as the CLI records it, and makes its check run
 * on that commit, where the queue waits for the required check.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { Emulator } from '../emulator/server.js'
import { git, type SampleWorkspace } from '../demo/workspace.js'
import { runWith, samplePartsAround } from './helpers/e2e.js'
import { startGitHubStub, type GitHubStub } from './helpers/github-stub.js'

const TOKEN = 'readme-merge-queue-token-4d1e'
const GH_TOKEN = 'ghs_readmeMergeQueue0123456789abcdef'
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const PAYLOAD = readFileSync(
  new URL('./fixtures/events/merge_group.checks_requested.json', import.meta.url),
  'utf8'
)

type Step = { uses?: string; with?: Record<string, unknown> }
type Workflow = {
  on?: unknown
  permissions?: Record<string, string>
  jobs?: Record<string, { steps?: Step[] }>
}

/** The README's workflows (top-level `yaml` blocks with `jobs:`) that run on `merge_group`. */
function mergeGroupWorkflows(): Workflow[] {
  return [...README.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)]
    .map((m) => parse(m[1]) as Workflow)
    .filter((w) => typeof w === 'object' && w !== null && 'jobs' in w)
    .filter((w) => JSON.stringify(w.on ?? '').includes('merge_group'))
}

/** The records steps of a workflow's jobs. */
const recordsSteps = (w: Workflow): Step[] =>
  Object.values(w.jobs ?? {})
    .flatMap((j) => j.steps ?? [])
    .filter((s) => s.uses?.startsWith('OWNER/records-action@'))

/** The merge queue's own example: the one workflow on `merge_group` with a records step. */
function mergeQueueWorkflow(): Workflow {
  const found = mergeGroupWorkflows().filter((w) => recordsSteps(w).length > 0)
  expect(found).toHaveLength(1)
  return found[0]
}

/**
 * A step's `with:` as the runner would give it here: the one secret it names is the test's
 * token; any other expression is one this test does not know how to evaluate.
 */
function evaluated(step: Step): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.with ?? {}).map(([name, value]) => {
      const text = String(value).replace(/\$\{\{\s*secrets\.KOSLI_API_TOKEN\s*\}\}/g, TOKEN)
      expect([name, text]).toEqual([name, expect.not.stringContaining('${{')])
      return [name, text]
    })
  )
}

let emulator: Emulator
let ws: SampleWorkspace
let stub: GitHubStub | undefined

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  each: true,
  files: { 'dist/backend.tar.gz': 'the backend, as built in the queue\n' }
})
afterEach(async () => {
  await stub?.close()
  stub = undefined
})

/**
 * The checkout as actions/checkout leaves it on `merge_group`: HEAD on the queue's branch, at
 * the commit the queue made (the pull request merged onto the base's head); GitHub's payload of
 * it, with this repository's commits in place of the fixture's.
 */
function queueRun(): { event: Record<string, unknown>; sha: string; ref: string; branch: string } {
  const base = ws.head
  const branch = `gh-readonly-queue/main/pr-104-${base}`
  git(ws.dir, ['checkout', '-q', '-B', branch])
  git(ws.dir, ['commit', '-q', '--allow-empty', '-m', 'Merge pull request #104 (discount)'])
  const sha = git(ws.dir, ['rev-parse', 'HEAD'])
  const event = JSON.parse(PAYLOAD) as {
    merge_group: Record<string, unknown> & { head_commit: Record<string, unknown> }
  }
  const ref = `refs/heads/${branch}`
  Object.assign(event.merge_group, { head_sha: sha, head_ref: ref, base_sha: base })
  event.merge_group.head_commit.id = sha
  return { event, sha, ref, branch }
}

describe("the README's merge queue", () => {
  it('shows a workflow on pull_request and merge_group, with checks: write', () => {
    const workflow = mergeQueueWorkflow()
    expect(workflow.on).toEqual(['pull_request', 'merge_group'])
    expect(workflow.permissions?.checks).toBe('write')
    // Every example that runs in a queue runs on the pull request too: a required check must
    // report on both.
    for (const w of mergeGroupWorkflows())
      expect(w.on).toEqual(expect.arrayContaining(['pull_request']))
    expect(README).toMatch(/Require merge queue[^]*Require status checks to pass[^]*`Compliance`/)
  })

  it('records the commit the queue tested, names its branch, and makes the check run on it', async () => {
    const [step] = recordsSteps(mergeQueueWorkflow())
    const queue = queueRun()
    stub = await startGitHubStub()
    const run = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { ...evaluated(step), 'github-token': GH_TOKEN },
      {
        eventName: 'merge_group',
        event: queue.event,
        env: { GITHUB_SHA: queue.sha, GITHUB_REF: queue.ref, GITHUB_API_URL: stub.url }
      }
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)

    // The artifact and the attestation are of the queue's commit, on its trail.
    const artifact = emulator
      .requests()
      .find((r) => r.method === 'POST' && r.path === '/api/v2/artifacts/acme/backend')
    const body = JSON.parse(artifact?.body ?? '{}') as Record<string, unknown>
    expect(body).toMatchObject({ git_commit: queue.sha, trail_name: queue.sha })
    expect(body.git_commit_info).toMatchObject({
      sha1: queue.sha,
      branch: queue.branch,
      message: 'Merge pull request #104 (discount)'
    })
    const paths = emulator.requests().map((r) => r.path)
    expect(paths).toContain(`/api/v2/attestations/acme/backend/trail/${queue.sha}/junit`)

    // The check run: on that commit, under the name a required check asks for.
    const checks = stub.requests().filter((r) => r.path === '/repos/acme/shop/check-runs')
    expect(checks.map((r) => r.body)).toEqual([
      expect.objectContaining({ name: 'Compliance', head_sha: queue.sha })
    ])
    expect(run.summary).toContain(
      `🚦 Merge queue: recorded the commit it tested, <code>${queue.sha.slice(0, 7)}</code> ` +
        `(on <code>${queue.branch}</code>, into <code>main</code>).`
    )
  })

  it('a merge_group run without its payload records GITHUB_SHA and names no queue', async () => {
    const queue = queueRun()
    const run = await runWith(
      ws,
      emulator.url,
      TOKEN,
      { flow: 'backend', artifacts: 'dist/backend.tar.gz' },
      { eventName: 'merge_group', event: {}, env: { GITHUB_SHA: queue.sha } }
    )
    expect(run.code).toBe(0)
    const paths = emulator.requests().map((r) => r.path)
    expect(paths).toContain(`/api/v2/search/acme/sha/${queue.sha}`)
    expect(run.summary).not.toContain('Merge queue')
  })
})
