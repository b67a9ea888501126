/**
 * One result per shape a person sees (issue 39, item 8): each is what a command returns in that
 * shape, fixed (no clock, no temp folder), so its views — step log, outputs, check run, job
 * summary — can be kept as golden files and reviewed as a diff.
 */
import type {
  ArtifactRow,
  CommandResult,
  FailedTest,
  JUnitOutcome,
  OriginVerdict,
  ReplayOrigin,
  SuiteRow,
  Write
} from '../../src/results.js'
import type { CommandName } from '../../src/command-names.js'
import type { SearchFoundArtifact } from '../../src/api/models.js'
import { judgeCompliance, judgeTogether, type ComplianceFacts } from '../../src/compliance/judge.js'
import { testFacts } from '../../src/commands/own-evidence.js'

export const SHA = '5f1c0ffee0123456789abcdef0123456789abcde'
const FP_APP = '055245e49010b330343a2df5400b974a9f7aff2908086bfb2d0abbedcbdfa514'
const FP_IMAGE = 'b4a1e2d3c4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff'
const FP_OCI = 'c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf'
const WORKSPACE = '/home/runner/work/shop/shop'
const RUN_URL = 'https://github.com/acme/shop/actions/runs/4242'
const SERVICE = 'https://records.example.com/api/v2'
/** 2026-07-01T12:00:00Z, in the service's seconds. */
const WHEN = 1782907200

/** What a view is made from: the result, and where it is shown when not the usual place. */
export interface ViewCase {
  result: CommandResult
  /** The matrix leg the check run is about. */
  checkLeg?: string
}

function build(overrides: Partial<CommandResult>): CommandResult {
  return {
    command: 'report',
    title: 'build report',
    givesVerdict: true,
    destination: {
      org: 'acme',
      flow: 'shop',
      trail: SHA,
      commit: SHA,
      baseUrl: SERVICE,
      dryRun: false,
      blobUrl: `https://github.com/acme/shop/blob/${SHA}`
    },
    build: { workspace: WORKSPACE, repoRoot: WORKSPACE, url: RUN_URL },
    failOnNonCompliant: false,
    writes: [],
    failures: [],
    warnings: [],
    notices: [],
    ...overrides
  }
}

/** A query: no verdict, no trail. */
function query(
  command: CommandName,
  title: string,
  overrides: Partial<CommandResult>
): CommandResult {
  const base = build({ command, title, givesVerdict: false, ...overrides })
  return { ...base, destination: { ...base.destination, trail: undefined } }
}

const artifactWrite = (
  name: string,
  state: Write['state'] = 'recorded',
  detail?: string
): Write => ({
  id: `w-${name}`,
  kind: 'artifact',
  label: `artifact ${name}`,
  state,
  ...(detail !== undefined && { detail })
})

const junitWrite = (
  state: Write['state'] = 'recorded',
  name = 'junit',
  detail?: string
): Write => ({
  id: `w-junit-${name}`,
  kind: 'junit',
  label: `JUnit attestation '${name}'`,
  state,
  ...(detail !== undefined && { detail })
})

function fileArtifact(name = 'shop.tar.gz'): ArtifactRow {
  return {
    name,
    path: `build/${name}`,
    type: 'file',
    stage: 'fingerprinted',
    fingerprint: FP_APP,
    writeId: `w-${name}`
  }
}

function suite(report: string, name: string, total: number, failures = 0, errors = 0): SuiteRow {
  return { name, total, failures, errors, skipped: 0, duration: 0.25 * total, report }
}

function junit(suites: SuiteRow[], failedTests: FailedTest[], name = 'junit'): JUnitOutcome {
  const sum = (k: 'total' | 'failures' | 'errors' | 'skipped'): number =>
    suites.reduce((n, s) => n + s[k], 0)
  return {
    files: [...new Set(suites.map((s) => s.report))],
    skippedReports: [],
    results: suites.map(({ report: _, ...r }) => r),
    suites,
    totals: {
      total: sum('total'),
      failures: sum('failures'),
      errors: sum('errors'),
      skipped: sum('skipped'),
      duration: suites.reduce((n, s) => n + s.duration, 0)
    },
    failedTests,
    failedTestsOmitted: 0,
    flakyTests: [],
    attestationName: name,
    writeId: `w-junit-${name}`,
    attachment: { filename: 'junit.xml', bytes: 1234 }
  }
}

function failing(
  report: string,
  file: string,
  line: number,
  name: string,
  message: string
): FailedTest {
  return {
    kind: 'failure',
    suite: 'cart',
    classname: 'cart.Total',
    name,
    file,
    line,
    at: { path: file, line, tracked: true },
    message,
    details: `AssertionError: ${message}\n    at ${file}:${line}:11`,
    report
  }
}

function found(
  name: string,
  fingerprint: string,
  state: string,
  flow = 'shop'
): SearchFoundArtifact {
  return {
    name,
    fingerprint,
    flow,
    trail: SHA,
    git_commit: SHA,
    compliance_state: state,
    html_url: `https://records.example.com/acme/flows/${flow}/artifacts/${fingerprint}`,
    commit_url: `https://github.com/acme/shop/commit/${SHA}`,
    build_url: RUN_URL,
    history: [
      { event: 'Artifact created', timestamp: WHEN },
      { event: `Commit ${SHA.slice(0, 7)}`, timestamp: WHEN + 60 }
    ]
  }
}

function searched(artifacts: SearchFoundArtifact[]): CommandResult['search'] {
  return { value: SHA, result: { artifacts, resolved_to: { type: 'commit', full_match: SHA } } }
}

/** The verdict's parts as the command has the one judge make them from its facts. */
function judged(
  facts: Omit<ComplianceFacts, 'failOnNonCompliant' | 'tests'> & { tests?: JUnitOutcome }
): Pick<CommandResult, 'compliant' | 'complianceState' | 'nonCompliance'> {
  const { tests, ...rest } = facts
  const { failures: _, ...verdict } = judgeCompliance({
    ...rest,
    ...(tests && { tests: testFacts(tests.totals, tests.failedTests) }),
    failOnNonCompliant: false
  })
  return verdict
}

/** The step's own artifact `name` (FP_APP) in flow shop, in `state`. */
const own = (state: string, name = 'shop.tar.gz') => ({
  artifacts: [{ name, fingerprint: FP_APP, flow: 'shop', state }]
})

const PASSING = junit([suite('test-results/junit.xml', 'cart', 4)], [])
const FAILED = [
  failing('test-results/unit.xml', 'src/cart.ts', 3, 'applies discount', 'expected 90 but got 100'),
  failing(
    'test-results/unit.xml',
    'src/cart.ts',
    17,
    'rounds cents',
    'expected 0.3 but got 0.30000000000000004'
  )
]
const FAILING = junit(
  [
    suite('test-results/integration.xml', 'checkout-api', 2),
    suite('test-results/unit.xml', 'cart', 5, 2)
  ],
  FAILED
)

function monorepo(): JUnitOutcome {
  const projects = ['go', 'java', 'js', 'py', 'ruby', 'rust/billing', 'web', 'docs']
  const suites = projects.map((p, i) =>
    suite(`${p}/test-results/junit.xml`, p, p === 'docs' ? 0 : 3, i < 3 ? 1 : 0)
  )
  const tests = projects
    .slice(0, 3)
    .map((p) =>
      failing(
        `${p}/test-results/junit.xml`,
        `${p}/src/very-long-module-name/handler_test.go`,
        12,
        `${p} handles the order`,
        'want 7, got 6'
      )
    )
  return junit(suites, tests)
}

/**
 * A monorepo of 15 projects, 53 failing tests in 9 of them (issue 48 item 5): each project's
 * report under its own folder's `test-results/`, its failing tests in report order.
 */
const failing1 = failing

function monorepoOf15(): JUnitOutcome {
  const failing: Record<string, number> = {
    'services/billing': 12,
    'services/cart': 9,
    'apps/web': 8,
    'libs/money': 6,
    'services/search': 5,
    'apps/admin': 5,
    'libs/auth': 4,
    'tools/migrate': 2,
    'services/mail': 2
  }
  const passing = ['libs/log', 'libs/http', 'apps/mobile', 'services/stock', 'tools/lint', 'docs']
  const projects = [...Object.keys(failing), ...passing]
  const report = (p: string): string => `${p}/test-results/junit.xml`
  const suites = projects.map((p) => suite(report(p), p, 20, failing[p] ?? 0))
  const tests = Object.entries(failing).flatMap(([p, n]) =>
    Array.from({ length: n }, (_, i) => ({
      ...failing1(report(p), `${p}/src/handler.test.ts`, 10 + i, `case ${i + 1}`, 'want 7, got 6'),
      suite: p,
      classname: `${p.split('/').pop()}.Handler`
    }))
  )
  return junit(suites, tests)
}

/** The replay's own run: its check runs link here (its log says what was sent). */
const REPLAY_RUN_URL = 'https://github.com/acme/shop/actions/runs/5000'

const ORIGIN_BUILD: ReplayOrigin = {
  repository: 'acme/shop',
  run: '4242',
  job: 'build',
  attempt: '1',
  written: '2026-07-01T12:00:00Z',
  org: 'acme',
  flow: 'shop',
  trail: SHA,
  commit: SHA,
  checkName: 'Build',
  step: 'records',
  runUrl: `${RUN_URL}/attempts/1`
}
const ORIGIN_E2E: ReplayOrigin = {
  ...ORIGIN_BUILD,
  job: 'e2e',
  written: '2026-07-01T12:04:00Z',
  checkName: 'E2E',
  leg: 'browser: firefox'
}
/** The words a replay gives a write a later run superseded (commands/replay-origins.ts). */
const LATER = "the check run 'Build' of run 4300 (job build, attempt 1), 2026-07-02 09:15 UTC"

/**
 * A replay's result as commands/replay.ts builds it: the writes it sent, each origin's own
 * verdict (its writes by id, its JUnit totals and failing suites, its commit's search), the
 * build origin's tests failing only when two origins are replayed.
 */
function replay(
  origins: ReplayOrigin[],
  writes: Write[],
  opts: { state?: string; checkLeftAlone?: string } = {}
): CommandResult {
  const state = opts.state ?? 'COMPLIANT'
  // Tests alone (no artifact reported): the commit's search finds nothing to judge.
  const search: CommandResult['search'] =
    state === 'none'
      ? { value: SHA, notFound: true }
      : searched([found('shop.tar.gz', FP_APP, state)])
  const sent = (id: string): boolean => writes.some((w) => w.id === id && w.state === 'recorded')
  const verdicts: OriginVerdict[] = origins.map((origin) => {
    const e2e = origin.job === 'e2e'
    const ids = e2e ? ['w-junit-e2e'] : ['w-shop.tar.gz', 'w-junit-junit']
    const red = !e2e && origins.length > 1
    const tests = e2e
      ? { total: 3, failures: 0, errors: 0, skipped: 0 }
      : { total: 7, failures: red ? 2 : 0, errors: 0, skipped: 1 }
    const junitSent = sent(e2e ? 'w-junit-e2e' : 'w-junit-junit')
    const failedTests = FAILED.map(({ at: _, ...t }) => ({ ...t, report: 'unit.xml' }))
    const ownFacts = sent('w-shop.tar.gz') && !e2e && state !== 'none' ? own(state) : undefined
    const verdict = judgeCompliance({
      ...(junitSent && { tests: testFacts(tests, red ? failedTests : []) }),
      ...ownFacts,
      failOnNonCompliant: false
    })
    return {
      origin,
      writeIds: ids,
      ...(junitSent && { tests }),
      ...(junitSent &&
        red && {
          failingSuites: [{ suite: 'cart', failures: 2, errors: 0 }],
          // Read back from the attached report: located as it writes them, no repository place.
          failedTests,
          failedTestsOmitted: 0
        }),
      search,
      ...ownFacts,
      ...(verdict.compliant !== undefined && { compliant: verdict.compliant }),
      ...(verdict.complianceState !== undefined && { complianceState: verdict.complianceState }),
      ...(verdict.nonCompliance && { nonCompliance: verdict.nonCompliance }),
      ...(opts.checkLeftAlone !== undefined && { checkLeftAlone: opts.checkLeftAlone })
    }
  })
  const superseded = writes.filter((w) => w.state === 'superseded')
  return build({
    command: 'replay',
    title: 'replay of the outbox',
    build: { workspace: WORKSPACE, url: REPLAY_RUN_URL },
    writes,
    search,
    ...judgeTogether(verdicts),
    replayedOrigins: verdicts,
    replayedAt: '2026-07-02T10:00:00Z',
    notices:
      superseded.length > 0
        ? [
            `${superseded.length} writes not sent, because newer evidence of the same subject ` +
              `is known (superseded by ${LATER}): a replay never makes older evidence the ` +
              'latest, nor moves a check run a later run or attempt completed.'
          ]
        : []
  })
}

/** A dry run of a replay of the build's outbox, as commands/replay.ts builds it. */
function dryRunOfReplay(): CommandResult {
  const r = replay(
    [ORIGIN_BUILD],
    [artifactWrite('shop.tar.gz', 'preview'), junitWrite('preview')],
    {
      state: 'none'
    }
  )
  const { search: _search, compliant: _c, complianceState: _s, ...rest } = r
  return {
    ...rest,
    givesVerdict: false,
    destination: { ...r.destination, dryRun: true },
    replayedOrigins: r.replayedOrigins?.map(({ search: _, ...v }) => v),
    dryRunRequests: [
      {
        method: 'POST',
        url: `${SERVICE}/artifacts/acme/shop`,
        body: '{\n  "fingerprint": "' + FP_APP + '"\n}'
      }
    ]
  }
}

/** The legs of a matrix job `test`, each with its own default check name. */
const leg = (os: string, written: string): ReplayOrigin => ({
  ...ORIGIN_BUILD,
  job: 'test',
  leg: `os: ${os}`,
  checkName: `Compliance (os: ${os})`,
  written
})

/**
 * Two legs of a matrix, their tests deferred and replayed: the windows leg failed a test, the
 * ubuntu leg passed. The commit's search finds another job's artifact NON_COMPLIANT: shown, it
 * judges neither leg (each is judged by its own tests, as its own run would have been).
 */
function replayOfLegs(
  origins = [
    leg('ubuntu-latest', '2026-07-01T12:01:00Z'),
    leg('windows-latest', '2026-07-01T12:02:00Z')
  ]
): CommandResult {
  const search = searched([found('shop.tar.gz', FP_APP, 'NON_COMPLIANT')])
  const failedTests = FAILED.map(({ at: _, ...t }) => ({ ...t, report: 'junit.xml' }))
  // A leg's attestation is `junit-<os>`; another job's is its job's name.
  const nameOf = (o: ReplayOrigin): string => (o.leg ? `junit-${o.leg.slice(4)}` : o.job)
  const verdicts: OriginVerdict[] = origins.map((origin) => {
    const red = origin.leg === 'os: windows-latest'
    const tests = origin.leg
      ? { total: 5, failures: red ? 2 : 0, errors: 0, skipped: 1 }
      : { total: 12, failures: 0, errors: 0, skipped: 0 }
    const { failures: _, ...verdict } = judgeCompliance({
      tests: testFacts(tests, red ? failedTests : []),
      failOnNonCompliant: false
    })
    return {
      origin,
      writeIds: [`w-junit-${nameOf(origin)}`],
      tests,
      ...(red && {
        failingSuites: [{ suite: 'cart', failures: 2, errors: 0 }],
        failedTests,
        failedTestsOmitted: 0
      }),
      search,
      ...verdict
    }
  })
  return build({
    command: 'replay',
    title: 'replay of the outbox',
    build: { workspace: WORKSPACE, url: REPLAY_RUN_URL },
    writes: origins.map((o) => junitWrite('recorded', nameOf(o))),
    search,
    ...judgeTogether(verdicts),
    replayedOrigins: verdicts,
    replayedAt: '2026-07-02T10:00:00Z'
  })
}

/** A build that reported shop.tar.gz and its tests, the service holding the artifact `state`. */
function shopBuild(tests: JUnitOutcome, state: string): CommandResult {
  return build({
    artifacts: [fileArtifact()],
    junit: tests,
    writes: [artifactWrite('shop.tar.gz'), junitWrite()],
    search: searched([found('shop.tar.gz', FP_APP, state)]),
    ...judged({ tests, ...own(state) })
  })
}

/** Every view kept as a golden file, by name. */
export const VIEWS: Record<string, ViewCase> = {
  passing: {
    result: shopBuild(PASSING, 'COMPLIANT')
  },
  failing: {
    result: shopBuild(FAILING, 'NON_COMPLIANT')
  },
  // A monorepo's billing step: its own artifact is compliant in its flow; web's artifact of the
  // same commit is not, and is shown for information only.
  'own-flow': {
    result: build({
      destination: { ...build({}).destination, flow: 'billing' },
      artifacts: [fileArtifact('billing.tar.gz')],
      junit: PASSING,
      writes: [artifactWrite('billing.tar.gz'), junitWrite()],
      search: searched([
        found('billing.tar.gz', FP_APP, 'COMPLIANT', 'billing'),
        found('web.tar.gz', FP_IMAGE, 'NON_COMPLIANT', 'web')
      ]),
      ...judged({
        tests: PASSING,
        artifacts: [
          { name: 'billing.tar.gz', fingerprint: FP_APP, flow: 'billing', state: 'COMPLIANT' }
        ]
      })
    })
  },
  // Tests pass, yet the service holds the step's own artifact NON_COMPLIANT in its flow (another
  // attestation of its trail): the check run says which artifact, in which flow.
  'artifact-not-compliant': {
    result: shopBuild(PASSING, 'NON_COMPLIANT')
  },
  monorepo: {
    result: build({
      command: 'attest-junit',
      title: 'JUnit attestation',
      junit: monorepo(),
      writes: [junitWrite()],
      ...judged({ tests: monorepo() })
    })
  },
  // A monorepo's first screen: 15 projects, 53 failing tests — the projects and the first failing
  // tests named without a click, the rest folded behind their count.
  'monorepo-first-screen': {
    result: build({
      command: 'attest-junit',
      title: 'JUnit attestation',
      junit: monorepoOf15(),
      writes: [junitWrite()],
      ...judged({ tests: monorepoOf15() })
    })
  },
  'tests-alone': {
    result: build({
      junit: PASSING,
      writes: [junitWrite()],
      search: { value: SHA, notFound: true },
      ...judged({ tests: PASSING })
    })
  },
  images: {
    result: build({
      artifacts: [
        {
          name: 'ghcr.io/acme/backend',
          path: 'ghcr.io/acme/backend:1.4.2-rc.1-build.20260701',
          type: 'docker',
          templateName: 'backend',
          stage: 'fingerprinted',
          fingerprint: FP_IMAGE,
          writeId: 'w-backend'
        },
        {
          name: 'ghcr.io/acme/frontend',
          path: `ghcr.io/acme/frontend@sha256:${FP_OCI}`,
          type: 'oci',
          templateName: 'frontend',
          stage: 'fingerprinted',
          fingerprint: FP_OCI,
          writeId: 'w-frontend'
        },
        { ...fileArtifact(), templateName: 'bundle' }
      ],
      writes: [artifactWrite('backend'), artifactWrite('frontend'), artifactWrite('shop.tar.gz')],
      search: searched([
        found('ghcr.io/acme/backend', FP_IMAGE, 'COMPLIANT'),
        found('ghcr.io/acme/frontend', FP_OCI, 'INCOMPLETE'),
        found('shop.tar.gz', FP_APP, 'COMPLIANT')
      ]),
      ...judged({
        artifacts: [
          { name: 'ghcr.io/acme/backend', fingerprint: FP_IMAGE, flow: 'shop', state: 'COMPLIANT' },
          { name: 'ghcr.io/acme/frontend', fingerprint: FP_OCI, flow: 'shop', state: 'INCOMPLETE' },
          { name: 'shop.tar.gz', fingerprint: FP_APP, flow: 'shop', state: 'COMPLIANT' }
        ]
      })
    })
  },
  'matrix-leg': {
    checkLeg: 'os: windows-latest',
    result: build({
      command: 'attest-junit',
      title: 'JUnit attestation',
      junit: junit([suite('test-results/junit.xml', 'cart', 4)], [], 'junit-windows-latest'),
      writes: [junitWrite('recorded', 'junit-windows-latest')],
      presence: { artifact: 'records-leg-4242-test-1-1-__acme_records-action' },
      ...judged({ tests: junit([suite('test-results/junit.xml', 'cart', 4)], []) })
    })
  },
  'fork-preview': {
    result: build({
      destination: {
        ...build({}).destination,
        dryRun: true,
        pullRequest: {
          number: 12,
          htmlUrl: 'https://github.com/acme/shop/pull/12',
          mergeSha: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd'
        }
      },
      preview:
        "pull request #12 comes from the fork contributor/shop, and GitHub runs a fork's pull request without the repository's secrets",
      artifacts: [fileArtifact()],
      junit: FAILING,
      writes: [
        { ...artifactWrite('shop.tar.gz', 'preview'), detail: 'preview' },
        { ...junitWrite('preview'), detail: 'preview' }
      ],
      dryRunRequests: [
        {
          method: 'POST',
          url: `${SERVICE}/artifacts/acme/shop`,
          body: '{\n  "fingerprint": "' + FP_APP + '"\n}'
        }
      ],
      ...judged({ tests: FAILING })
    })
  },
  'service-down': {
    result: build({
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [artifactWrite('shop.tar.gz', 'deferred'), junitWrite('deferred')],
      stopped: { kind: 'down', cause: 'connect ECONNREFUSED 127.0.0.1:9' },
      outbox: {
        artifact: 'records-outbox-4242-build-1',
        keptDays: 30,
        file: '/home/runner/work/_temp/records-outbox-x/records-outbox.json',
        runId: '4242'
      },
      notices: [`The search for ${SHA} was skipped: the service is down.`],
      compliant: true
    })
  },
  'wrong-token': {
    result: build({
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [
        artifactWrite('shop.tar.gz', 'stopped', 'the service refused the token'),
        junitWrite('stopped', 'junit', 'the service refused the token')
      ],
      // The answer that stopped the run, as the client words it (the delivery adds the rest).
      stopped: {
        kind: 'auth',
        cause:
          `POST ${SERVICE}/artifacts/acme/shop failed with 401 Unauthorized: Invalid or revoked ` +
          'API key (the token is wrong, expired or revoked: check the secret read from the ' +
          'api-token input)'
      },
      notices: [`The search for ${SHA} was skipped: the service refused the token.`],
      compliant: true
    })
  },
  ghes: {
    result: build({
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [artifactWrite('shop.tar.gz', 'deferred'), junitWrite('deferred')],
      stopped: { kind: 'down', cause: 'connect ECONNREFUSED 127.0.0.1:9' },
      outbox: {
        file: '/home/runner/work/_temp/records-outbox-x/records-outbox.json',
        unsaved: 'enterprise-server',
        runId: '4242'
      },
      notices: [`The search for ${SHA} was skipped: the service is down.`],
      compliant: true
    })
  },
  // The service is down and the runner gave the step no ACTIONS_RUNTIME_TOKEN (a self-made
  // runner, a container step without it): the upload is not tried, the step fails, says why.
  'outbox-not-saved': {
    result: build({
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [artifactWrite('shop.tar.gz', 'deferred'), junitWrite('deferred')],
      stopped: { kind: 'down', cause: 'connect ECONNREFUSED 127.0.0.1:9' },
      outbox: {
        file: '/home/runner/work/_temp/records-outbox-x/records-outbox.json',
        unsaved: 'no-runtime-token',
        runId: '4242'
      },
      notices: [`The search for ${SHA} was skipped: the service is down.`],
      compliant: true
    })
  },
  replay: { result: replay([ORIGIN_BUILD], [artifactWrite('shop.tar.gz'), junitWrite()]) },
  // A later run of the same commit completed the check run and recorded newer evidence: the
  // replay sends nothing, and leaves that check run as it is.
  'replay-superseded': {
    result: replay(
      [ORIGIN_BUILD],
      [artifactWrite('shop.tar.gz', 'superseded', LATER), junitWrite('superseded', 'junit', LATER)],
      { checkLeftAlone: LATER }
    )
  },
  // A dry run of a replay: what it would send, nothing sent, no verdict and no check run; it
  // says it is a dry run of a replay, not a replay.
  'replay-dry-run': { result: dryRunOfReplay() },
  // Two jobs' outboxes of one commit, each to its own check run: the build's red tests stay
  // the build's, the end-to-end tests' green stays theirs (the commit's state is the service's).
  'replay-two-origins': {
    result: replay([ORIGIN_BUILD, ORIGIN_E2E], [junitWrite(), junitWrite('recorded', 'e2e')], {
      state: 'none'
    })
  },
  // A matrix's legs replayed: the red leg's check run says which tests failed; the green leg's
  // stays green though another job's artifact of the commit is not compliant.
  'replay-matrix-legs': { result: replayOfLegs() },
  // Three legs of a matrix and an end-to-end job, replayed together (issue 48 item 3): what
  // they share said once above the table, each row's tests verdict in view at 1000 px, and
  // each write's origin.
  'replay-matrix-and-e2e': {
    result: replayOfLegs([
      leg('ubuntu-latest', '2026-07-01T12:01:00Z'),
      leg('windows-latest', '2026-07-01T12:02:00Z'),
      leg('macos-latest', '2026-07-01T12:03:00Z'),
      { ...ORIGIN_BUILD, job: 'e2e', checkName: 'E2E', written: '2026-07-01T12:06:00Z' }
    ])
  },
  search: {
    result: query('search', 'search', {
      search: searched([
        found('shop.tar.gz', FP_APP, 'COMPLIANT'),
        found('ghcr.io/acme/backend', FP_IMAGE, 'NON_COMPLIANT')
      ]),
      ...judged({ gate: { of: SHA, states: ['COMPLIANT', 'NON_COMPLIANT'] } })
    })
  },
  'get-deployment': {
    result: query('get-deployment', 'deployment', {
      deployment: {
        environment: 'production',
        fingerprint: FP_APP,
        deployment: {
          fingerprint: FP_APP,
          artifact_name: 'shop.tar.gz',
          env_name: 'production',
          deployed_at: WHEN,
          snapshot_index: 7,
          artifact: { flow_name: 'shop', trail_name: SHA, git_commit: SHA }
        }
      }
    })
  },
  'list-environments': {
    result: query('list-environments', 'environments', {
      environments: {
        list: [
          { name: 'production', type: 'K8S', description: 'EU cluster', last_reported_at: WHEN },
          { name: 'staging', type: 'ECS', last_reported_at: WHEN - 3600 }
        ],
        pages: 1
      }
    })
  },
  'list-approvals': {
    result: query('list-approvals', 'approvals', {
      approvals: {
        flow: 'shop',
        fingerprint: FP_APP,
        state: 'PENDING',
        list: [
          {
            release_number: 3,
            state: 'PENDING',
            created_at: WHEN,
            environment: 'production',
            description: 'Release 1.4',
            approvals: []
          }
        ]
      },
      ...judged({ approval: { state: 'PENDING', fingerprint: FP_APP, flow: 'shop' } })
    })
  },
  fingerprint: {
    result: query('fingerprint', 'fingerprints', {
      artifacts: [
        {
          name: 'shop.tar.gz',
          path: 'build/shop.tar.gz',
          type: 'file',
          stage: 'fingerprinted',
          fingerprint: FP_APP
        },
        {
          name: 'site',
          path: 'build/site',
          type: 'dir',
          stage: 'fingerprinted',
          fingerprint: FP_OCI
        }
      ]
    })
  },
  legs: { result: legsResult() },
  override: {
    result: query('override', 'attestation override', {
      override: {
        attestationName: 'junit',
        attestationType: 'junit',
        compliant: true,
        reason: 'flaky network test, tracked in #812',
        trail: SHA
      },
      writes: [
        { id: 'w-override', kind: 'override', label: "override of 'junit'", state: 'recorded' }
      ]
    })
  },
  // Configuration errors: one clear message, then nothing more sent (issue 48 item 7).
  'base-url-api': {
    result: build({
      destination: { ...build({}).destination, baseUrl: 'https://records.example.com/api/api/v2' },
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [
        artifactWrite('shop.tar.gz', 'stopped', 'base-url reaches no route of the service'),
        junitWrite('stopped', 'junit', 'base-url reaches no route of the service')
      ],
      stopped: {
        kind: 'config',
        what: 'base-url reaches no route of the service',
        cause:
          'POST https://records.example.com/api/api/v2/artifacts/acme/shop failed with 404 Not ' +
          'Found: Not Found (the service has no such route: check base-url, the service’s ' +
          'address without /api/v2, which the action adds; a base-url ending in /api gives ' +
          '/api/api/v2)'
      },
      notices: [`The search for ${SHA} was skipped: base-url reaches no route of the service.`]
    })
  },
  'proxy-refused': {
    result: build({
      artifacts: [fileArtifact()],
      junit: PASSING,
      writes: [
        artifactWrite('shop.tar.gz', 'stopped', 'the proxy cannot be used'),
        junitWrite('stopped', 'junit', 'the proxy cannot be used')
      ],
      stopped: {
        kind: 'config',
        what: 'the proxy cannot be used',
        cause:
          `POST ${SERVICE}/artifacts/acme/shop failed: the proxy proxy.corp:3128 (from the ` +
          'KOSLI_HTTP_PROXY variable) answered 407 Proxy Authentication Required to CONNECT ' +
          'records.example.com:443: the proxy refused the tunnel (check its address, and its ' +
          'user:password if it asks for them)'
      },
      notices: [`The search for ${SHA} was skipped: the proxy cannot be used.`]
    })
  }
}

/** `command: legs` after a matrix of four: two reported (one red), one cancelled, one failed in setup. */
function legsResult(): CommandResult {
  const tests = (failures: number) => ({ total: 4, failures, errors: 0, skipped: 0 })
  const reason =
    '2 of 4 legs reported — missing: os: macos-14 (cancelled), os: windows-2022 (failed in Set up job); tests failed in: os: ubuntu-24.04 (1 failed)'
  return build({
    command: 'legs',
    title: 'matrix legs',
    legs: {
      attestationName: 'tests',
      trail: SHA,
      expect: { kind: 'auto', job: 'test' },
      expected: 4,
      reported: [
        {
          job: 'test (ubuntu-22.04)',
          matrix: { os: 'ubuntu-22.04' },
          index: 0,
          words: 'os: ubuntu-22.04',
          attempt: 1,
          write: 'recorded',
          tests: tests(0)
        },
        {
          job: 'test (ubuntu-24.04)',
          matrix: { os: 'ubuntu-24.04' },
          index: 1,
          words: 'os: ubuntu-24.04',
          attempt: 2,
          write: 'deferred',
          tests: tests(1)
        }
      ],
      missing: [
        { job: 'test (macos-14)', words: 'os: macos-14', why: 'cancelled' },
        { job: 'test (windows-2022)', words: 'os: windows-2022', why: 'failed in Set up job' }
      ],
      writeId: 'w-override'
    },
    override: {
      attestationName: 'tests',
      attestationType: 'junit',
      compliant: false,
      reason,
      trail: SHA,
      writeId: 'w-override'
    },
    writes: [
      {
        id: 'w-override',
        kind: 'override',
        label: "override of attestation 'tests' in trail '5f1c0ff' (legs)",
        state: 'recorded'
      }
    ],
    compliant: false,
    nonCompliance: [reason],
    failures: [reason]
  })
}
