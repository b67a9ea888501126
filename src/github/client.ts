/**
 * The one client of GitHub's REST API (as api/client.ts is the records service's): built from
 * the runner's facts (the API URL the context read, never one @actions/github reads by itself),
 * the job's token and the action's User-Agent. Every request has its own deadline and every
 * operation (a call and its pages) a total one; 5xx (but 501), 429 and no answer are tried
 * again up to `max-retries` times; a rate limit (403/429 with Retry-After or an exhausted
 * x-ratelimit-remaining) is waited out up to a bound. What a 401/403/404/422 means is the
 * call's, in policy.ts. @actions/github (Octokit) adds no retry and no deadline of its own:
 * this client gives it a fetch that does. Loaded on demand, as @actions/github is.
 * __tests__/github/client.test.ts holds every GitHub call site to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { errorMessage } from '../errors.js'
import { jitteredBackoffMs, parseRetryAfter, sleep as realSleep } from '../util/retry-timing.js'
import { USER_AGENT } from '../version.js'
import {
  GITHUB_CALLS,
  isRetriedStatus,
  missingPermission,
  refusalOf,
  type GitHubCall,
  type GitHubPermission
} from './policy.js'

/** One request's deadline, headers to last byte. */
export const GITHUB_REQUEST_MS = 30_000
/** One operation's (a call with its retries, waits and pages). */
export const GITHUB_OPERATION_MS = 180_000
/**
 * The longest wait for a rate limit: GitHub asks for at least a minute on a secondary limit
 * without Retry-After (docs/bad-day.md); a longer limit is reported rather than waited out.
 */
export const RATE_LIMIT_MAX_WAIT_MS = 60_000
/** Rate-limit waits one operation takes at most. */
const RATE_LIMIT_WAITS = 2

export interface GitHubClientSettings {
  /** The runner's GITHUB_API_URL, as context/github.ts read it ('' = api.github.com). */
  apiUrl: string
  token: string
  /** The `max-retries` input (default 3). */
  maxRetries?: number
  userAgent?: string
  requestMs?: number
  operationMs?: number
  rateLimitMaxWaitMs?: number
  /** Tests pass a short one. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

type Octokit = ReturnType<typeof import('@actions/github').getOctokit>
type Fetch = typeof fetch

/** How an operation that did not succeed ended. */
export type GitHubFailure =
  /** GitHub answered a status (after the retries a retried one has). */
  | 'status'
  /** No answer within a request's deadline, or the connection failed, on every attempt. */
  | 'no answer'
  /** The operation's own deadline passed. */
  | 'deadline'
  /** A rate limit still in force after waiting (or longer than the wait allowed). */
  | 'rate limit'

/** An operation on GitHub's API that did not succeed: the call, its status, what it means. */
export class GitHubError extends Error {
  /** The permission the token lacks, when the status says so (policy.ts). */
  readonly permission?: GitHubPermission
  constructor(
    readonly call: GitHubCall,
    readonly failure: GitHubFailure,
    readonly detail: string,
    readonly status?: number,
    readonly attempts = 1
  ) {
    const policy = GITHUB_CALLS[call]
    const refusal = failure === 'status' ? refusalOf(call, status) : undefined
    super(wording(policy.does, failure, detail, status, attempts, refusal, policy.permission))
    this.name = 'GitHubError'
    if (refusal === 'permission') this.permission = policy.permission
  }
}

function wording(
  does: string,
  failure: GitHubFailure,
  detail: string,
  status: number | undefined,
  attempts: number,
  refusal: string | undefined,
  permission: GitHubPermission
): string {
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  if (failure === 'deadline') return `GitHub did not ${does} in time: ${detail}`
  if (failure === 'no answer') return `GitHub could not be reached to ${does}${tries}: ${detail}`
  if (failure === 'rate limit') {
    return (
      `GitHub's API rate limit kept it from letting the action ${does} (HTTP ${status}), ` +
      `still in force after waiting; this is not a missing permission: ${detail}`
    )
  }
  const head = `GitHub refused to ${does} (HTTP ${status}${tries})`
  if (refusal === 'permission') return `${head}: ${missingPermission(permission)} (${detail})`
  if (refusal === 'bad token') return `${head}: the token is not valid (${detail})`
  if (status !== undefined && isRetriedStatus(status)) {
    return `GitHub answered HTTP ${status} when asked to ${does}${tries}: ${detail}`
  }
  return `${head}: ${detail}`
}

/** The status of an error Octokit threw, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/** What one operation's fetch saw last, to word its end. */
interface Trail {
  attempts: number
  noAnswer?: string
  rateLimited?: string
  deadline?: boolean
}

/** The operation a request is part of: its deadline, and what its requests saw. */
const OPERATION = new AsyncLocalStorage<{ whole: AbortSignal; trail: Trail }>()

/** A request made outside run() (none is): the default operation deadline. */
function outsideAnyOperation(): { whole: AbortSignal; trail: Trail } {
  return { whole: AbortSignal.timeout(GITHUB_OPERATION_MS), trail: { attempts: 0 } }
}

export class GitHubClient {
  private octokit?: Promise<Octokit>
  private readonly s: Required<Omit<GitHubClientSettings, 'now'>> & { now: () => number }

  constructor(settings: GitHubClientSettings) {
    const s = settings
    this.s = {
      apiUrl: s.apiUrl.replace(/\/+$/, '') || 'https://api.github.com',
      token: s.token,
      maxRetries: s.maxRetries ?? 3,
      userAgent: s.userAgent ?? USER_AGENT,
      requestMs: s.requestMs ?? GITHUB_REQUEST_MS,
      operationMs: s.operationMs ?? GITHUB_OPERATION_MS,
      rateLimitMaxWaitMs: s.rateLimitMaxWaitMs ?? RATE_LIMIT_MAX_WAIT_MS,
      sleep: s.sleep ?? realSleep,
      now: s.now ?? Date.now
    }
  }

  get apiUrl(): string {
    return this.s.apiUrl
  }

  /**
   * Runs `operation` (one call, its pages included) with an Octokit whose every request has
   * this client's deadlines, retries and rate-limit waits; throws a GitHubError naming `call`.
   */
  async run<T>(call: GitHubCall, operation: (octokit: Octokit) => Promise<T>): Promise<T> {
    const octokit = await (this.octokit ??= this.build())
    const whole = new AbortController()
    const timer = setTimeout(() => whole.abort(), this.s.operationMs)
    const trail: Trail = { attempts: 0 }
    try {
      return await OPERATION.run({ whole: whole.signal, trail }, () => operation(octokit))
    } catch (err) {
      // Its deadline passed while an answer was being read: the operation's, whatever was thrown.
      if (whole.signal.aborted) trail.deadline = true
      throw this.failureOf(call, err, trail)
    } finally {
      clearTimeout(timer)
    }
  }

  private failureOf(call: GitHubCall, err: unknown, trail: Trail): Error {
    if (err instanceof GitHubError) return err
    if (trail.deadline) {
      const s = this.s.operationMs / 1000
      return new GitHubError(call, 'deadline', `no answer within ${s} s`, undefined, trail.attempts)
    }
    if (trail.noAnswer !== undefined)
      return new GitHubError(call, 'no answer', trail.noAnswer, undefined, trail.attempts)
    const status = statusOf(err)
    if (status === undefined) return err instanceof Error ? err : new Error(errorMessage(err))
    const detail = errorMessage(err)
    if (status === 429 || (trail.rateLimited !== undefined && status === 403))
      return new GitHubError(
        call,
        'rate limit',
        trail.rateLimited ?? detail,
        status,
        trail.attempts
      )
    return new GitHubError(call, 'status', detail, status, trail.attempts)
  }

  /** The Octokit of this client, built once: its fetch is guardedFetch. */
  private async build(): Promise<Octokit> {
    const { getOctokit } = await import('@actions/github')
    const inner = await proxiedFetch(this.s.apiUrl)
    return getOctokit(this.s.token, {
      baseUrl: this.s.apiUrl,
      userAgent: this.s.userAgent,
      request: { fetch: this.guardedFetch(inner) }
    })
  }

  /**
   * The fetch Octokit is given: the runner's proxy for the API URL, each request's deadline
   * and retries, within the deadline of the operation it is part of (OPERATION).
   */
  private guardedFetch(inner: Fetch): Fetch {
    const { maxRetries, requestMs, sleep } = this.s
    return async (input, init) => {
      const { whole, trail } = OPERATION.getStore() ?? outsideAnyOperation()
      const waitFor = (ms: number) => abortable(sleep(ms), whole)
      let retries = 0
      let rateWaits = 0
      for (;;) {
        trail.attempts++
        trail.noAnswer = undefined
        trail.rateLimited = undefined
        const own = AbortSignal.timeout(requestMs)
        const signal = AbortSignal.any([own, whole, ...(init?.signal ? [init.signal] : [])])
        let res: Response
        try {
          res = await inner(input, { ...init, signal })
        } catch (err) {
          if (whole.aborted) throw deadlinePassed(trail)
          trail.noAnswer = own.aborted ? `no answer within ${requestMs / 1000} s` : causeOf(err)
          if (retries >= maxRetries) throw err
          await waitFor(jitteredBackoffMs(retries++)).catch(() => {
            throw deadlinePassed(trail)
          })
          continue
        }
        const limit = await this.rateLimitWait(res)
        if (limit !== undefined) {
          trail.rateLimited = `it asked for a wait of ${Math.ceil(limit / 1000)} s`
          if (limit > this.s.rateLimitMaxWaitMs || rateWaits >= RATE_LIMIT_WAITS) return res
          rateWaits++
        } else if (!isRetriedStatus(res.status) || retries >= maxRetries) {
          return res
        }
        await res.body?.cancel().catch(() => undefined)
        await waitFor(limit ?? jitteredBackoffMs(retries++)).catch(() => {
          throw deadlinePassed(trail)
        })
      }
    }
  }

  /**
   * The wait a rate-limited answer asks for: 403/429 with Retry-After, or with an exhausted
   * x-ratelimit-remaining until x-ratelimit-reset, or saying "rate limit" without either (a
   * secondary limit: GitHub asks for at least a minute, docs/bad-day.md); else undefined.
   */
  private async rateLimitWait(res: Response): Promise<number | undefined> {
    if (res.status !== 403 && res.status !== 429) return undefined
    const h = res.headers
    const after = parseRetryAfter(h.get('retry-after') ?? undefined)
    if (after !== undefined) return after
    const reset = Number(h.get('x-ratelimit-reset'))
    if (h.get('x-ratelimit-remaining') === '0' && Number.isFinite(reset))
      return Math.max(reset * 1000 - this.s.now(), 0)
    const text = await res
      .clone()
      .text()
      .catch(() => '')
    return /rate limit/i.test(text.slice(0, 4096)) ? RATE_LIMIT_MAX_WAIT_MS : undefined
  }
}

function deadlinePassed(trail: Trail): Error {
  trail.deadline = true
  return new Error('the operation ran past its deadline')
}

/** `promise`, or a rejection when `signal` aborts first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'))
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Error('aborted'))
    signal.addEventListener('abort', stop, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/** A transport error in words: its cause's code or message (fetch says only "fetch failed"). */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return errorMessage(err)
}

/**
 * fetch through the runner's proxy for `apiUrl` (HTTPS_PROXY / NO_PROXY, as @actions/github
 * decides it, but for this URL rather than the one it read itself).
 */
async function proxiedFetch(apiUrl: string): Promise<Fetch> {
  const { HttpClient } = await import('@actions/http-client')
  const dispatcher = new HttpClient(USER_AGENT).getAgentDispatcher(apiUrl)
  if (dispatcher === undefined) return fetch
  const undici = await import('undici')
  return ((input: string, init?: RequestInit) =>
    undici.fetch(input, { ...(init as object), dispatcher } as never)) as unknown as Fetch
}

/**
 * Where a call on GitHub's API goes: the run's repository and API URL (context/github.ts), the
 * job's GitHub token, and the `max-retries` input (default 3).
 */
export interface GitHubAccess {
  /** `owner/repo` */
  repository: string
  token: string
  apiUrl: string
  maxRetries?: number
  /** Tests pass short ones. */
  sleep?: (ms: number) => Promise<void>
  requestMs?: number
  operationMs?: number
}

const built = new WeakMap<GitHubAccess, GitHubClient>()

/** The client of `access`, built once for it however often it is asked for. */
export function gitHubClient(access: GitHubAccess): GitHubClient {
  let client = built.get(access)
  if (!client) {
    client = new GitHubClient(access)
    built.set(access, client)
  }
  return client
}

/** `owner/repo` as the REST routes take it. */
export function ownerRepo(access: Pick<GitHubAccess, 'repository'>): {
  owner: string
  repo: string
} {
  const [owner, repo] = access.repository.split('/')
  return { owner, repo }
}
