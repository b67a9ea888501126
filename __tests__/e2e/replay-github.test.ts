/**
 * A replay's GitHub calls through the one client (src/github/client.ts) under runner
 * conditions: the emulator, and the artifact-service stub as GitHub's API. A GitHub 502 on the
 * listing of a run's outboxes, on the receipt lookup or on the check-run lookup is retried and
 * the replay succeeds; a 403 on each names the permission the token lacks, once.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { deadLoopbackUrl } from '../helpers/loopback.js'
import { artifactStubAround, errorLines, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

const TOKEN = 'replay-github-token-7a1c3e'
const GH_TOKEN = 'ghs_replayGitHub0123456789abcdef'
const PASSING = '<testsuite name="s" tests="1"><testcase classname="c" name="ok"/></testsuite>\n'

let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts), {
  files: { 'passing/junit.xml': PASSING }
})
artifactStubAround((started) => (stub = started))

/** Job `build` of run 4242 attests its tests under the check name Build, the service down. */
async function deferredAttestation(): Promise<void> {
  const inputs = {
    command: 'attest-junit',
    flow: 'shop',
    junit: 'passing/junit.xml',
    'attestation-name': 'build-tests',
    'check-name': 'Build',
    'github-token': GH_TOKEN,
    'max-retries': '0',
    'fail-on-non-compliant': 'false'
  }
  const r = await runWith(ws, await deadLoopbackUrl(), TOKEN, inputs, {
    env: stub.jobEnv('4242', 'build')
  })
  expect(errorLines(r)).toEqual([])
}

const replayRun = () =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'replay', 'run-id': '4242', 'github-token': GH_TOKEN, 'max-retries': '1' },
    { env: stub.jobEnv('5000', 'replay') }
  )

const posts = () => emulator.requests().filter((q) => q.method === 'POST')

/** The routes of a replay by run id, as the stub records them. */
const ROUTES = {
  'the listing of the run’s outboxes': /^GET \/repos\/acme\/shop\/actions\/runs\/4242\/artifacts$/,
  'the receipt lookup': /^GET \/repos\/acme\/shop\/actions\/artifacts$/,
  'the check-run lookup': /^GET \/repos\/acme\/shop\/commits\/[0-9a-f]+\/check-runs$/
}
type Route = keyof typeof ROUTES

/** Answers `status` the first `times` times the route is asked (every time: Infinity). */
function trouble(route: Route, status: number, times: number): void {
  let left = times
  stub.restTrouble = (method, path) => {
    if (!ROUTES[route].test(`${method} ${path}`) || left <= 0) return undefined
    left--
    return status
  }
}

const asked = (route: Route) => stub.requests.filter((q) => ROUTES[route].test(q)).length

describe('a replay by run id, on a GitHub that falters', () => {
  it.each(Object.keys(ROUTES) as Route[])(
    'a 502 then a 200 on %s: retried, and the replay succeeds',
    async (route) => {
      await deferredAttestation()
      trouble(route, 502, 1)
      const replay = await replayRun()
      expect(replay.stdout).not.toMatch(/::(error|warning)/)
      expect(replay.code).toBe(0)
      expect(posts()).toHaveLength(1)
      expect(asked(route)).toBeGreaterThanOrEqual(2)
      expect(stub.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([['Build', 'success']])
    }
  )

  it.each([
    ['the listing of the run’s outboxes', 'actions: read', 1],
    ['the receipt lookup', 'actions: read', 1],
    ['the check-run lookup', 'checks: read', 0]
  ] as [Route, string, number][])(
    'a 403 on %s names `%s` once (exit %i)',
    async (route, permission, code) => {
      await deferredAttestation()
      trouble(route, 403, Infinity)
      const replay = await replayRun()
      expect(replay.code).toBe(code)
      expect(asked(route)).toBeGreaterThanOrEqual(1)
      const said = replay.stdout.split(`lacks \`${permission}\``).length - 1
      expect(said).toBe(1)
      expect(replay.stdout).toContain(`permissions: ${permission}`)
      if (code === 1) expect(posts()).toEqual([])
    }
  )
})
