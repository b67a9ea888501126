/**
 * The one table of what GitHub's answers mean, per call the action makes (as
 * delivery/status-policy.ts is for the records service): what the call does, in words; the
 * permission the job's token needs for it; and what a 401, 403, 404 or 422 says about it. The
 * client (client.ts) retries 5xx, 429 and no answer, and waits out a rate limit, whatever the
 * call; this table says what is left. The permission sentence is written once, here.
 * __tests__/github/client.test.ts holds every call site to the client.
 */

/** The permissions a call needs (the workflow's `permissions:` keys and levels). */
export type GitHubPermission = 'actions: read' | 'checks: write' | 'checks: read'

/** What a refusal says: the token lacks the call's permission, the token is bad, or neither. */
export type Refusal = 'permission' | 'bad token' | 'not found' | 'invalid'

export interface CallPolicy {
  /** What the call does, as in "GitHub refused to …". */
  does: string
  permission: GitHubPermission
  /** 401, 403, 404, 422: what each means for this call. */
  '401': Refusal
  '403': Refusal
  '404': Refusal
  '422': Refusal
}

/** GitHub answers 403 without a permission, and 404 on a private repository it hides. */
const NEEDS: Pick<CallPolicy, '401' | '403' | '404' | '422'> = {
  '401': 'bad token',
  '403': 'permission',
  '404': 'permission',
  '422': 'invalid'
}

export const GITHUB_CALLS = {
  /** GET /repos/{o}/{r}/actions/runs/{run_id}/artifacts (a run's outboxes, its legs' records). */
  'list run artifacts': {
    ...NEEDS,
    does: 'list the artifacts of a run',
    permission: 'actions: read'
  },
  /** GET /repos/{o}/{r}/actions/artifacts?name= (receipts of earlier replays). */
  'list repository artifacts': {
    ...NEEDS,
    does: 'list the receipts of earlier replays',
    permission: 'actions: read'
  },
  /** GET /repos/{o}/{r}/actions/artifacts/{id}/zip (answered with a redirect to the blob). */
  'download artifact': { ...NEEDS, does: 'download an artifact', permission: 'actions: read' },
  /** POST /repos/{o}/{r}/check-runs; 422: a commit GitHub does not know. */
  'create check run': { ...NEEDS, does: 'create the check run', permission: 'checks: write' },
  /** PATCH /repos/{o}/{r}/check-runs/{id}. */
  'update check run': { ...NEEDS, does: 'update the check run', permission: 'checks: write' },
  /** GET /repos/{o}/{r}/commits/{ref}/check-runs (a replay's own, later runs' check runs). */
  'list check runs': {
    ...NEEDS,
    does: 'list the check runs of a commit',
    permission: 'checks: read'
  },
  /** GET /repos/{o}/{r}/check-runs/{id} (this job's name as GitHub records it). */
  'read check run': {
    ...NEEDS,
    '404': 'not found',
    does: "read this job's check run",
    permission: 'checks: read'
  },
  /** GET /repos/{o}/{r}/actions/runs/{run_id}[/attempts/{n}] (a run's workflow and attempts). */
  'read run': {
    ...NEEDS,
    '404': 'not found',
    does: 'read the record of a run',
    permission: 'actions: read'
  },
  /** GET /repos/{o}/{r}/actions/runs/{run_id}/attempts/{n}/jobs (GitHub's record of a run). */
  'list attempt jobs': {
    ...NEEDS,
    does: 'list the jobs of a run attempt',
    permission: 'actions: read'
  }
} as const satisfies Record<string, CallPolicy>

export type GitHubCall = keyof typeof GITHUB_CALLS

/** The one sentence naming a missing permission and the workflow line that grants it. */
export function missingPermission(permission: GitHubPermission): string {
  return (
    `the job's token lacks \`${permission}\`: add \`permissions: ${permission}\` to the job ` +
    '(the workflow line that grants it; a pull request from a fork gets a read-only token)'
  )
}

/** What status `status` means for `call`, when the table says (401/403/404/422). */
export function refusalOf(call: GitHubCall, status: number | undefined): Refusal | undefined {
  const policy: CallPolicy = GITHUB_CALLS[call]
  if (status === 401 || status === 403 || status === 404 || status === 422)
    return policy[String(status) as '401' | '403' | '404' | '422']
  return undefined
}

/** Whether an attempt that ended in `status` (or in no answer) is tried again. */
export function isRetriedStatus(status: number | undefined): boolean {
  return status === undefined || status === 429 || (status >= 500 && status !== 501)
}
