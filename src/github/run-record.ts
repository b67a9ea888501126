/**
 * GitHub's own record of a run: the jobs of one run attempt, as GitHub lists them (what ran,
 * how it ended, each step). Written by GitHub only, so a job of the run cannot forge it
 * (docs/matrix-builds.md, "Threat model"). Through GitHub's one client (client.ts); at most
 * MAX_PAGES pages are read.
 */
import { errorMessage } from '../errors.js'
import { gitHubClient, ownerRepo, statusOf, type GitHubAccess } from './client.js'

export type { GitHubAccess }

export interface AttemptJob {
  id: number
  name: string
  status: string
  conclusion: string | null
  run_attempt: number
  started_at: string | null
  completed_at: string | null
  steps: { name: string; number: number; status: string; conclusion: string | null }[]
}

/**
 * The most pages read (100 jobs each): GitHub runs at most 256 jobs of a matrix, and a workflow
 * a few hundred jobs; past it, what was listed is what is known.
 */
const MAX_PAGES = 10

/** A job as the API answers it: only the fields kept, each checked for its type. */
function jobOf(raw: Record<string, unknown>): AttemptJob {
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
  const steps = Array.isArray(raw.steps) ? (raw.steps as Record<string, unknown>[]) : []
  return {
    id: Number(raw.id),
    name: text(raw.name) ?? '',
    status: text(raw.status) ?? '',
    conclusion: text(raw.conclusion),
    run_attempt: Number(raw.run_attempt ?? 0),
    started_at: text(raw.started_at),
    completed_at: text(raw.completed_at),
    steps: steps.map((s) => ({
      name: text(s?.name) ?? '',
      number: Number(s?.number ?? 0),
      status: text(s?.status) ?? '',
      conclusion: text(s?.conclusion)
    }))
  }
}

/** GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs, every page. */
export async function listAttemptJobs(
  access: GitHubAccess,
  runId: number,
  attempt: number
): Promise<AttemptJob[]> {
  const github = gitHubClient(access)
  const jobs: AttemptJob[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    let answer: { total_count?: unknown; jobs?: unknown }
    try {
      const response = await github.run('list attempt jobs', (octokit) =>
        octokit.rest.actions.listJobsForWorkflowRunAttempt({
          ...ownerRepo(access),
          run_id: runId,
          attempt_number: attempt,
          per_page: 100,
          page
        })
      )
      answer = response.data as typeof answer
    } catch (err) {
      throw new RunRecordError(runId, attempt, err)
    }
    const listed = Array.isArray(answer.jobs) ? (answer.jobs as Record<string, unknown>[]) : []
    for (const raw of listed) if (raw && typeof raw === 'object') jobs.push(jobOf(raw))
    const total = Number(answer.total_count)
    if (listed.length < 100 || !(jobs.length < total)) break
  }
  return jobs
}

/** GitHub did not list the jobs: its status (403 without `actions: read`) and message. */
export class RunRecordError extends Error {
  readonly status?: number
  constructor(runId: number, attempt: number, cause: unknown) {
    super(
      `GitHub did not list the jobs of run ${runId}, attempt ${attempt}: ${errorMessage(cause)}`
    )
    this.name = 'RunRecordError'
    const status = (cause as { status?: unknown })?.status
    if (typeof status === 'number') this.status = status
  }
}

/** A run (or one attempt of it) as GitHub records it: which workflow, how many attempts. */
export interface RunRecord {
  id: number
  /** The attempt this record is of: for a run, its latest. */
  attempt: number
  workflowId: number
  /** `.github/workflows/ci.yml` */
  path: string
}

/** A run's record as the API answers it, each field checked for its type. */
function runOf(raw: Record<string, unknown>): RunRecord {
  return {
    id: Number(raw.id),
    attempt: Number(raw.run_attempt ?? 1),
    workflowId: Number(raw.workflow_id),
    path: typeof raw.path === 'string' ? raw.path : ''
  }
}

/**
 * GET /repos/{owner}/{repo}/actions/runs/{run_id} (its latest attempt), or
 * …/attempts/{attempt_number} when `attempt` is given: GitHub's record of it; undefined when
 * GitHub has none (404: no such run, or no such attempt). Any other failure throws.
 */
export async function readRunRecord(
  access: GitHubAccess,
  runId: number,
  attempt?: number
): Promise<RunRecord | undefined> {
  const github = gitHubClient(access)
  try {
    const { data } = await github.run('read run', (octokit) =>
      attempt === undefined
        ? octokit.rest.actions.getWorkflowRun({ ...ownerRepo(access), run_id: runId })
        : octokit.rest.actions.getWorkflowRunAttempt({
            ...ownerRepo(access),
            run_id: runId,
            attempt_number: attempt
          })
    )
    return runOf(data as unknown as Record<string, unknown>)
  } catch (err) {
    if (statusOf(err) === 404) return undefined
    throw new Error(
      `GitHub did not answer for run ${runId}${attempt === undefined ? '' : `, attempt ${attempt}`}: ${errorMessage(err)}`
    )
  }
}
