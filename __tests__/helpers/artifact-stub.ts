/**
 * An artifact service on loopback that speaks what @actions/artifact v6 sends (read from its
 * source in node_modules/@actions/artifact/lib/internal): the results service's Twirp JSON
 * (`CreateArtifact`, `FinalizeArtifact`, `ListArtifacts`, `GetSignedArtifactURL` under
 * ACTIONS_RESULTS_URL), Azure blob block uploads to the signed URL (`comp=block` with a
 * `blockid`, then `comp=blocklist` with the XML list), and the GitHub REST routes that
 * `findBy` uses (a run's artifacts, and the zip download answered with a redirect to the blob),
 * and the repository's artifact list by name; the Checks API (create, read one, update, a
 * commit's check runs by name). Runs are told apart as the real service does: by
 * the run's backend id in the runtime token's `scp` claim (`envFor(runId)`). A name is unique in
 * a run: a second `CreateArtifact` of it answers the results service's 409 `already_exists`.
 */
import http from 'node:http'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AttemptJob } from '../../src/github/run-record.js'
import { closeServer, listenOnLoopback } from './loopback.js'

export interface StoredArtifact {
  id: number
  name: string
  /** The workflow run it belongs to (the run whose runtime token uploaded it). */
  runId: string
  runBackendId: string
  jobBackendId: string
  /** The blob as uploaded (a zip), once committed. */
  bytes?: Buffer
  finalized: boolean
  /** When it was created (ISO 8601), as the lists give it. */
  createdAt: string
  size?: string
  hash?: string
  /**
   * GitHub lists it as expired (its retention passed): `expired: true` with its `expires_at`,
   * and its zip answers 410 Gone. A test sets it on an uploaded artifact.
   */
  expired?: boolean
  /** When it expires or expired (ISO 8601): `expires_at` in the lists. */
  expiresAt?: string
}

/** A check run as the Checks API keeps it. */
export interface StoredCheckRun {
  id: number
  name: string
  head_sha: string
  conclusion?: string
  title?: string
  summary?: string
  /** What the creator set (the action marks its run, job, attempt, leg and step). */
  external_id?: string
  completed_at?: string
  /** `output.text` (the action lists in it what it recorded). */
  text?: string
  /** The app that made it: GitHub Actions (a job's GITHUB_TOKEN) unless another is planted. */
  app?: { id: number; slug: string }
}

/** The app a job's GITHUB_TOKEN makes check runs as. */
export const GITHUB_ACTIONS_APP = { id: 15368, slug: 'github-actions' }

/** A workflow run as GitHub records it: how many attempts, of which workflow. */
export interface StubRun {
  attempts: number
  /** Default 161335, `.github/workflows/ci.yml`. */
  workflowId?: number
  path?: string
}

export interface ArtifactStub {
  url: string
  /** Check runs made through this stub's REST routes (it stands in for GitHub's API). */
  checkRuns: StoredCheckRun[]
  /** The env a runner gives a job of run 1 for this service (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL). */
  env: Record<string, string>
  /** The env a runner gives a job of run `runId` (its runtime token, and GITHUB_RUN_ID). */
  envFor(runId: string): Record<string, string>
  /**
   * The env a runner gives job `job` of run `runId` where this stub is both the artifact service
   * and the GitHub API: `envFor(runId)`, GITHUB_JOB and GITHUB_API_URL.
   */
  jobEnv(runId: string, job: string): Record<string, string>
  artifacts: StoredArtifact[]
  requests: string[]
  /**
   * Uploads `files` as the artifact `name` of run `runId`, through the real @actions/artifact,
   * as any job of that run can (a fork's pull request run included): what an attacker plants.
   */
  plant(runId: string, name: string, files: Record<string, string | Buffer>): Promise<void>
  /**
   * Uploads `zip` as it is as the artifact `name` of run `runId`, speaking the upload protocol
   * directly (create, the blob, finalize), as anyone holding a job's runtime token can: a zip
   * no archiver would make (a bomb) is an attacker's to choose.
   */
  plantZip(runId: string, name: string, zip: Buffer): Promise<void>
  /**
   * Makes run `runId` a fork's pull request run: the REST lists give its artifacts the fork's
   * `workflow_run.head_repository_id`, as GitHub does; reset() forgets it.
   */
  fromFork(runId: string): void
  /**
   * Answer every REST request with this status while set (a token without `actions: read`:
   * 403); reset() clears it.
   */
  refuseRest?: number
  /**
   * Asked of every request to GitHub's REST API (`/repos/…`, the Checks API included) by its
   * method and path while set: a status to answer instead (a GitHub 502, a 403 without the
   * permission), 'hang' never to answer (until close), or undefined to answer as usual;
   * reset() clears it.
   */
  restTrouble?: (method: string, path: string) => number | 'hang' | undefined
  /**
   * While set, asked of every `CreateArtifact` by the artifact's name: the status and message
   * to refuse it with, if any (the results service refusing an upload: `500 insufficient
   * usage…` when the storage quota is used up, which the artifact client does not retry);
   * reset() clears it.
   */
  refuseCreateWith?: (name: string) => { status: number; msg: string } | undefined
  /**
   * Answer the Checks API with GitHub's `deprecation` and `sunset` headers while set, as GitHub
   * does for an endpoint it is retiring (its client then warns); reset() clears it.
   */
  deprecateChecks?: boolean
  /**
   * GitHub's record of the jobs of each run attempt (`<run id>/<attempt>` → jobs), answered in
   * GitHub's shape (`{ total_count, jobs }`, paged by `per_page` and `page`) on
   * GET /repos/:owner/:repo/actions/runs/:run_id/attempts/:attempt_number/jobs; reset() forgets them.
   */
  attemptJobs: Map<string, StubJob[]>
  /**
   * GitHub's record of runs (`<run id>` → its attempts and workflow), answered on
   * GET /repos/:owner/:repo/actions/runs/:run_id and …/attempts/:attempt_number (404 for a run
   * or attempt it does not hold; a run that uploaded an artifact has one attempt unless set
   * here); reset() forgets them.
   */
  runs: Map<string, StubRun>
  /**
   * The check run GitHub keeps for a job, named as GitHub names the job (`web / build`: the job
   * `build` of a reusable workflow called by the job `web`), on `headSha`; its id, which the
   * runner gives the job as `job.check_run_id`.
   */
  jobCheckRun(name: string, headSha: string): number
  /** Forgets every artifact and request (the address stays: @actions/github keeps the first). */
  reset(): void
  close(): Promise<void>
}

/** A job of a run attempt as GitHub's jobs API gives it (the fields the action reads). */
export type StubJob = AttemptJob

/** GitHub's words for the statuses restTrouble answers. */
const ERROR_WORDS: Record<number, string> = {
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  502: 'Server Error'
}

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/'
/** The repository's id, and a fork's, as the REST API gives them in `workflow_run`. */
const REPOSITORY_ID = 1296269
const FORK_REPOSITORY_ID = 7340032
const JOB_BACKEND = 'c3d4e5f6-2222-4ccc-9ddd-000000000002'

/** The run's backend id, as the results service knows a run (the run id inside, for the stub). */
const runBackendOf = (runId: string): string =>
  `b7f2a1c0-1111-4aaa-8bbb-${runId.padStart(12, '0').slice(-12)}`
const runIdOf = (backend: string): string => String(Number(backend.slice(-12)))

/** A JWT whose `scp` claim names the run and job, as the runner's token does (not signed). */
function runtimeToken(runId: string): string {
  const part = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url')
  const scp = `Actions.GenericRead Actions.Results:${runBackendOf(runId)}:${JOB_BACKEND}`
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp })}.c2ln`
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startArtifactStub(
  opts: { refuseCreate?: boolean } = {}
): Promise<ArtifactStub> {
  const artifacts: StoredArtifact[] = []
  const checkRuns: StoredCheckRun[] = []
  let nextId = 1
  const blocks = new Map<string, Map<string, Buffer>>()
  const requests: string[] = []
  const forkRuns = new Set<string>()
  let base = ''

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {}
  ): void => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
  const deprecation = (): Record<string, string> =>
    stub.deprecateChecks ? { deprecation: 'true', sunset: 'Wed, 31 Mar 2027 00:00:00 GMT' } : {}

  const twirp = (method: string, raw: Record<string, unknown>, res: http.ServerResponse): void => {
    // The Twirp JSON names fields as the .proto does (snake_case): read them camelCased.
    const body = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [
        k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
        v
      ])
    )
    if (method === 'CreateArtifact') {
      if (opts.refuseCreate) return json(res, 403, { code: 'permission_denied', msg: 'no' })
      const refused = stub.refuseCreateWith?.(String(body.name))
      if (refused) return json(res, refused.status, { code: 'internal', msg: refused.msg })
      // A name is unique in a run, as the results service keeps it (Twirp `already_exists`).
      const taken = artifacts.some(
        (a) => a.runBackendId === body.workflowRunBackendId && a.name === body.name
      )
      if (taken) {
        return json(res, 409, {
          code: 'already_exists',
          msg: 'an artifact with this name already exists on the workflow run'
        })
      }
      const a: StoredArtifact = {
        id: nextId++,
        name: String(body.name),
        runId: runIdOf(String(body.workflowRunBackendId)),
        runBackendId: String(body.workflowRunBackendId),
        jobBackendId: String(body.workflowJobRunBackendId),
        finalized: false,
        createdAt: new Date().toISOString()
      }
      artifacts.push(a)
      return json(res, 200, { ok: true, signedUploadUrl: `${base}/blob/${a.id}?sig=stub` })
    }
    const inRun = artifacts.filter((a) => a.runBackendId === body.workflowRunBackendId)
    const named = inRun.find((a) => a.name === body.name)
    if (method === 'FinalizeArtifact') {
      if (!named?.bytes) return json(res, 404, { code: 'not_found', msg: 'no blob' })
      named.finalized = true
      named.size = String(body.size)
      named.hash = (body.hash as string | undefined) ?? undefined
      return json(res, 200, { ok: true, artifactId: String(named.id) })
    }
    if (method === 'DeleteArtifact') {
      if (!named) return json(res, 404, { code: 'not_found', msg: 'no artifact' })
      artifacts.splice(artifacts.indexOf(named), 1)
      return json(res, 200, { ok: true, artifactId: String(named.id) })
    }
    if (method === 'ListArtifacts') {
      const name = typeof body.nameFilter === 'string' ? body.nameFilter : undefined
      return json(res, 200, {
        artifacts: inRun
          .filter((a) => a.finalized && (name === undefined || a.name === name))
          .map((a) => ({
            workflowRunBackendId: a.runBackendId,
            workflowJobRunBackendId: a.jobBackendId,
            databaseId: String(a.id),
            name: a.name,
            size: a.size,
            createdAt: a.createdAt
          }))
      })
    }
    if (method === 'GetSignedArtifactURL') {
      if (!named) return json(res, 404, { code: 'not_found', msg: 'no artifact' })
      return json(res, 200, { signedUrl: `${base}/blob/${named.id}?sig=stub` })
    }
    json(res, 404, { code: 'bad_route', msg: method })
  }

  const blob = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    id: number,
    query: URLSearchParams
  ): Promise<void> => {
    const a = artifacts.find((x) => x.id === id)
    if (!a) return json(res, 404, {})
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/zip' })
      res.end(a.bytes)
      return
    }
    const body = await readAll(req)
    const staged = blocks.get(String(id)) ?? new Map<string, Buffer>()
    blocks.set(String(id), staged)
    const done = { etag: '"0x1"', 'last-modified': new Date().toUTCString() }
    if (query.get('comp') === 'block') {
      staged.set(query.get('blockid') ?? '', body)
      res.writeHead(201, done)
      return void res.end()
    }
    if (query.get('comp') === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)]
      a.bytes = Buffer.concat(ids.map((m) => staged.get(m[1]) ?? Buffer.alloc(0)))
      res.writeHead(201, done)
      return void res.end()
    }
    a.bytes = body
    res.writeHead(201, done)
    res.end()
  }

  const restItem = (a: StoredArtifact) => ({
    id: a.id,
    name: a.name,
    size_in_bytes: Number(a.size),
    created_at: a.createdAt,
    expired: a.expired ?? false,
    ...(a.expiresAt !== undefined && { expires_at: a.expiresAt }),
    digest: a.hash,
    workflow_run: {
      id: Number(a.runId),
      repository_id: REPOSITORY_ID,
      head_repository_id: forkRuns.has(a.runId) ? FORK_REPOSITORY_ID : REPOSITORY_ID
    }
  })

  /**
   * The GitHub REST routes: a run's artifacts and the zip's redirect (`findBy`), and the
   * repository's artifacts by name. Asked without a token: 401, as GitHub answers.
   */
  /** The Checks API: create, update, and a commit's check runs by name. */
  const checks = (
    url: URL,
    method: string,
    body: Record<string, unknown>,
    res: http.ServerResponse
  ): boolean => {
    const path = url.pathname
    const fields = (run: StoredCheckRun): void => {
      if (typeof body.conclusion === 'string') run.conclusion = body.conclusion
      if (typeof body.completed_at === 'string') run.completed_at = body.completed_at
      const output = body.output as { title?: string; summary?: string; text?: string } | undefined
      if (output?.title !== undefined) run.title = output.title
      if (output?.summary !== undefined) run.summary = output.summary
      if (output?.text !== undefined) run.text = output.text
    }
    // GitHub's shape: external_id null when not set, the title and summary under output.
    const item = (run: StoredCheckRun) => ({
      id: run.id,
      name: run.name,
      head_sha: run.head_sha,
      external_id: run.external_id ?? null,
      status: run.completed_at || run.conclusion ? 'completed' : 'queued',
      conclusion: run.conclusion ?? null,
      completed_at: run.completed_at ?? null,
      output: { title: run.title ?? null, summary: run.summary ?? null, text: run.text ?? null },
      app: run.app ?? GITHUB_ACTIONS_APP,
      html_url: `${base}/runs/${run.id}`
    })
    if (method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/check-runs$/.test(path)) {
      const run: StoredCheckRun = {
        id: nextId++,
        name: String(body.name),
        head_sha: String(body.head_sha),
        ...(typeof body.external_id === 'string' && { external_id: body.external_id })
      }
      fields(run)
      checkRuns.push(run)
      json(res, 201, item(run), deprecation())
      return true
    }
    const one = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(path)
    if (method === 'GET' && one) {
      const run = checkRuns.find((r) => r.id === Number(one[1]))
      if (run) json(res, 200, item(run))
      else json(res, 404, { message: 'Not Found' })
      return true
    }
    if (method === 'PATCH' && one) {
      const run = checkRuns.find((r) => r.id === Number(one[1]))
      if (!run) {
        json(res, 404, { message: 'Not Found' })
        return true
      }
      fields(run)
      json(res, 200, item(run), deprecation())
      return true
    }
    const ofCommit = /^\/repos\/[^/]+\/[^/]+\/commits\/([^/]+)\/check-runs$/.exec(path)
    if (method === 'GET' && ofCommit) {
      const name = url.searchParams.get('check_name')
      const of = checkRuns
        .filter((r) => r.head_sha === ofCommit[1] && (name === null || r.name === name))
        .reverse()
      // filter=latest (GitHub's default): the most recent check run of each name; all: every one.
      const all = url.searchParams.get('filter') === 'all'
      const found = all ? of : of.filter((r, i) => of.findIndex((x) => x.name === r.name) === i)
      json(res, 200, { total_count: found.length, check_runs: found.map(item) }, deprecation())
      return true
    }
    return false
  }

  const rest = (url: URL, req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const path = url.pathname
    if (!/^\/repos\//.test(path)) return false
    const refuse = stub.refuseRest
    if (refuse !== undefined || !req.headers.authorization) {
      json(res, refuse ?? 401, { message: 'Resource not accessible by integration' })
      return true
    }
    const list = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(path)
    if (list) {
      const done = artifacts.filter((a) => a.finalized && a.runId === list[1])
      json(res, 200, { total_count: done.length, artifacts: done.map(restItem) })
      return true
    }
    if (/^\/repos\/[^/]+\/[^/]+\/actions\/artifacts$/.test(path)) {
      const name = url.searchParams.get('name')
      const done = artifacts.filter((a) => a.finalized && (name === null || a.name === name))
      json(res, 200, { total_count: done.length, artifacts: done.map(restItem) })
      return true
    }
    const jobs = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/attempts\/(\d+)\/jobs$/.exec(path)
    if (jobs) {
      const all = stub.attemptJobs.get(`${jobs[1]}/${jobs[2]}`)
      if (!all) {
        json(res, 404, { message: 'Not Found' })
        return true
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      const slice = all.slice((page - 1) * perPage, page * perPage)
      json(res, 200, { total_count: all.length, jobs: slice })
      return true
    }
    const run = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?$/.exec(path)
    if (run) {
      // A run that uploaded an artifact exists: one attempt, unless the test says more.
      const uploaded = artifacts.some((a) => a.runId === run[1])
      const known = stub.runs.get(run[1]) ?? (uploaded ? { attempts: 1 } : undefined)
      const attempt = Number(run[2] ?? known?.attempts)
      if (!known || attempt < 1 || attempt > known.attempts) {
        json(res, 404, { message: 'Not Found' })
        return true
      }
      json(res, 200, {
        id: Number(run[1]),
        run_attempt: attempt,
        workflow_id: known.workflowId ?? 161335,
        path: known.path ?? '.github/workflows/ci.yml'
      })
      return true
    }
    const zip = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(path)
    if (zip && artifacts.find((a) => String(a.id) === zip[1])?.expired) {
      json(res, 410, { message: 'Artifact has expired' })
      return true
    }
    if (zip) {
      res.writeHead(302, { location: `${base}/blob/${zip[1]}?sig=stub` })
      res.end()
      return true
    }
    return false
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    requests.push(`${req.method} ${url.pathname}`)
    const trouble = url.pathname.startsWith('/repos/')
      ? stub.restTrouble?.(req.method ?? 'GET', url.pathname)
      : undefined
    if (trouble === 'hang') return
    if (trouble !== undefined)
      return json(res, trouble, { message: ERROR_WORDS[trouble] ?? 'Server Error' })
    void (async () => {
      if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
        const body = JSON.parse((await readAll(req)).toString('utf8') || '{}')
        return twirp(url.pathname.slice(TWIRP.length), body, res)
      }
      if (/\/check-runs/.test(url.pathname) && req.headers.authorization) {
        const text = (await readAll(req)).toString('utf8')
        if (checks(url, req.method ?? 'GET', text ? JSON.parse(text) : {}, res)) return
      }
      const blobMatch = /^\/blob\/(\d+)$/.exec(url.pathname)
      if (blobMatch) return blob(req, res, Number(blobMatch[1]), url.searchParams)
      if (req.method === 'GET' && rest(url, req, res)) return
      json(res, 404, { message: `no route ${req.method} ${url.pathname}` })
    })().catch((err: unknown) => {
      requests.push(`ERROR ${String((err as Error)?.stack ?? err)}`)
      json(res, 500, { message: String(err) })
    })
  })
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`
  const envFor = (runId: string): Record<string, string> => ({
    ACTIONS_RUNTIME_TOKEN: runtimeToken(runId),
    ACTIONS_RESULTS_URL: `${base}/`,
    GITHUB_RUN_ID: runId
  })
  const plant = async (
    runId: string,
    name: string,
    files: Record<string, string | Buffer>
  ): Promise<void> => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'plant-'))
    const saved = { ...process.env }
    const write = process.stdout.write
    try {
      for (const [file, bytes] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
        await writeFile(path.join(dir, file), bytes)
      }
      // GITHUB_API_URL too: @actions/github takes it once, when it is first loaded.
      Object.assign(process.env, envFor(runId), { GITHUB_API_URL: base })
      // The library's progress lines are not the test's output.
      process.stdout.write = (() => true) as typeof process.stdout.write
      const { DefaultArtifactClient } = await import('@actions/artifact')
      await new DefaultArtifactClient().uploadArtifact(
        name,
        Object.keys(files).map((f) => path.join(dir, f)),
        dir
      )
    } finally {
      process.stdout.write = write
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
      Object.assign(process.env, saved)
      await rm(dir, { recursive: true, force: true })
    }
  }
  const plantZip = async (runId: string, name: string, zip: Buffer): Promise<void> => {
    const ids = {
      workflow_run_backend_id: runBackendOf(runId),
      workflow_job_run_backend_id: JOB_BACKEND
    }
    const call = async (method: string, body: object): Promise<Record<string, unknown>> => {
      const res = await fetch(`${base}${TWIRP}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ids, ...body })
      })
      return (await res.json()) as Record<string, unknown>
    }
    const created = await call('CreateArtifact', { name, version: 4 })
    await fetch(String(created.signedUploadUrl), {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: zip
    })
    await call('FinalizeArtifact', {
      name,
      size: String(zip.length),
      hash: `sha256:${sha256(zip)}`
    })
  }
  const stub: ArtifactStub = {
    url: base,
    checkRuns,
    env: envFor('1'),
    envFor,
    jobEnv: (runId, job) => ({ ...envFor(runId), GITHUB_JOB: job, GITHUB_API_URL: base }),
    plant,
    plantZip,
    fromFork: (runId) => void forkRuns.add(runId),
    jobCheckRun: (name, headSha) => {
      const run: StoredCheckRun = { id: nextId++, name, head_sha: headSha }
      checkRuns.push(run)
      return run.id
    },
    artifacts,
    requests,
    attemptJobs: new Map(),
    runs: new Map(),
    reset: () => {
      stub.attemptJobs.clear()
      stub.runs.clear()
      artifacts.length = 0
      checkRuns.length = 0
      requests.length = 0
      blocks.clear()
      forkRuns.clear()
      stub.refuseRest = undefined
      stub.restTrouble = undefined
      stub.refuseCreateWith = undefined
      stub.deprecateChecks = undefined
    },
    close: () => closeServer(server)
  }
  return stub
}

/** SHA-256 of bytes, hex. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}
