import { afterAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Approval, Environment } from '../../src/api/models.js'
import type { CommandResult } from '../../src/results.js'
import { renderSummary, writeSummary } from '../../src/report/summary.js'
import { byteLength } from '../../src/report/bytes.js'
import {
  FP,
  HOSTILE,
  baseResult,
  failedTest,
  junitOutcome,
  renderSummaryTop,
  reportedArtifacts,
  write
} from './fixtures.js'
import { skippedReportNotices } from '../../src/junit/collect.js'
import { collectFrom } from '../helpers/junit-collect.js'

const MiB = 1024 * 1024

/** Every GFM table in the document: rows must all have as many unescaped pipes as the header. */
function expectTablesIntact(md: string): number {
  let tables = 0
  let expected = -1
  for (const line of md.split('\n')) {
    if (!line.startsWith('|')) {
      expected = -1
      continue
    }
    const pipes = line.split('|').length - 1
    if (expected === -1) {
      expected = pipes
      tables++
    } else {
      expect({ line, pipes }).toEqual({ line, pipes: expected })
    }
  }
  return tables
}

/** No live HTML or links from hostile input. */
function expectNoInjection(md: string): void {
  expect(md).not.toMatch(/<img/i)
  expect(md).not.toMatch(/<script/i)
  expect(md).not.toMatch(/href="(?!https?:\/\/)/)
  expect(md).not.toMatch(/\]\(javascript/i)
  expect(md).not.toMatch(/@someone/)
  expect(md).not.toMatch(/(^|[^&])#123/)
  expect(md).not.toContain('`code`')
}

function hostileEverywhere(): CommandResult {
  const env: Environment = {
    org: 'acme',
    name: HOSTILE,
    type: HOSTILE,
    description: HOSTILE,
    last_modified_at: 0,
    last_reported_at: 1700000000,
    include_scaling: false,
    tags: { [HOSTILE]: HOSTILE },
    state: false,
    policies: [HOSTILE],
    included_environments: null
  }
  const approval: Approval = {
    release_number: 1,
    base_artifact: FP,
    artifact_name: HOSTILE,
    target_artifact: FP,
    description: HOSTILE,
    src_commit_list: [],
    created_at: 1700000000,
    last_modified_at: 1700000000,
    state: 'PENDING',
    environment: HOSTILE,
    approvals: [
      {
        comment: HOSTILE,
        approved_by: HOSTILE,
        approval_url: 'javascript:alert(1)',
        timestamp: 1700000000
      }
    ]
  }
  return baseResult({
    failures: [HOSTILE],
    warnings: [HOSTILE],
    notices: [HOSTILE],
    artifacts: [
      {
        name: HOSTILE,
        path: HOSTILE,
        type: 'file',
        stage: 'fingerprinted',
        fingerprint: FP,
        templateName: HOSTILE,
        htmlUrl: 'javascript:alert(1)'
      }
    ],
    junit: junitOutcome(
      [
        failedTest(0, {
          suite: HOSTILE,
          classname: HOSTILE,
          name: HOSTILE,
          file: HOSTILE,
          message: HOSTILE,
          details: `${HOSTILE}\n\n${HOSTILE}`
        })
      ],
      {
        attestationName: HOSTILE,
        flakyTests: [
          { suite: HOSTILE, classname: HOSTILE, name: HOSTILE, reruns: 2, report: HOSTILE }
        ],
        skippedReports: [{ path: HOSTILE, looksLike: HOSTILE }],
        attachment: { filename: HOSTILE, bytes: 10 },
        suites: [
          {
            name: HOSTILE,
            label: HOSTILE,
            failures: 1,
            errors: 0,
            skipped: 0,
            total: 1,
            duration: 1,
            reportedDuration: 2,
            report: HOSTILE,
            problems: [{ kind: 'suite-error', message: HOSTILE }]
          }
        ]
      }
    ),
    complianceState: HOSTILE,
    search: {
      value: HOSTILE,
      result: {
        resolved_to: { type: 'commit', full_match: HOSTILE },
        artifacts: [
          {
            fingerprint: FP,
            name: HOSTILE,
            flow: HOSTILE,
            trail: HOSTILE,
            compliance_state: HOSTILE,
            html_url: 'javascript:alert(1)',
            commit_url: 'data:text/html,<img src=x>',
            running_in: [HOSTILE],
            exited_from: [HOSTILE],
            history: [{ event: HOSTILE, timestamp: 1700000000 }]
          }
        ]
      }
    },
    deployment: {
      environment: HOSTILE,
      fingerprint: FP,
      deployment: {
        fingerprint: FP,
        deployed_at: 1700000000,
        artifact_name: HOSTILE,
        env_name: HOSTILE,
        snapshot_index: 3,
        artifact: {
          flow_name: HOSTILE,
          trail_name: HOSTILE,
          git_commit: 'abc1234abc1234abc1234abc1234abc1234abc12',
          git_commit_info: { url: 'javascript:alert(1)' }
        },
        replaced_artifact: { artifact_name: HOSTILE, fingerprint: FP },
        diff_url: 'javascript:alert(1)'
      }
    },
    environments: { list: [env], pages: 1 },
    approvals: { flow: HOSTILE, fingerprint: FP, list: [approval], state: HOSTILE },
    override: {
      attestationName: HOSTILE,
      attestationType: HOSTILE,
      compliant: true,
      reason: HOSTILE,
      trail: HOSTILE,
      targetArtifacts: [HOSTILE]
    },
    writes: [
      write('junit', HOSTILE, 'failed', HOSTILE),
      write('override', HOSTILE, 'earlier', HOSTILE),
      write('artifact', HOSTILE, 'stopped', HOSTILE)
    ],
    outbox: { error: HOSTILE, file: HOSTILE },
    replayedOrigins: [
      {
        origin: {
          repository: HOSTILE,
          run: HOSTILE,
          job: HOSTILE,
          attempt: HOSTILE,
          written: HOSTILE,
          org: HOSTILE,
          flow: HOSTILE,
          trail: HOSTILE,
          commit: HOSTILE
        },
        writeIds: []
      }
    ]
  })
}

describe('renderSummary: verdict and frame', () => {
  it('says compliant, not compliant or unknown, and marks a dry run', () => {
    expect(renderSummary(baseResult({ compliant: true }))).toContain('**✅ Compliant**')
    expect(renderSummary(baseResult({ compliant: false }))).toContain('**❌ Not compliant**')
    const unknown = renderSummary(baseResult())
    expect(unknown).toContain('⚠️ Unknown (nothing evaluated)')
    expect(unknown).not.toContain('Dry run')
    const dry = baseResult()
    dry.destination.dryRun = true
    expect(renderSummary(dry)).toContain('Dry run')
  })

  it("in a merge queue: the commit it tested, its branch and the base, escaped; a dry run's would be", () => {
    const queued = (mergeGroup: { branch: string; base: string }, dryRun = false) => {
      const r = baseResult({ compliant: true })
      r.destination = { ...r.destination, dryRun, mergeGroup }
      return renderSummary(r)
    }
    const branch = 'gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64'
    expect(queued({ branch, base: 'main' })).toContain(
      `🚦 Merge queue: recorded the commit it tested, <code>c0ffee0</code> (on <code>${branch}</code>, into <code>main</code>).\n`
    )
    expect(queued({ branch: '', base: 'main' }, true)).toContain(
      '🚦 Merge queue: the records would be of the commit it tested, <code>c0ffee0</code> (into <code>main</code>); nothing was sent.\n'
    )
    expect(queued({ branch: '', base: '' })).toContain(
      '🚦 Merge queue: recorded the commit it tested, <code>c0ffee0</code>.\n'
    )
    expect(queued({ branch: HOSTILE, base: 'main' })).not.toContain('<img')
    expect(renderSummary(baseResult())).not.toContain('Merge queue')
  })

  it('lists failures and warnings before the sections, and the footer shows only the host', () => {
    const md = renderSummary(
      baseResult({
        failures: ['report of backend failed'],
        warnings: ['check run skipped'],
        ...reportedArtifacts([
          { name: 'backend', path: 'dist/backend', type: 'dir', fingerprint: FP }
        ])
      })
    )
    const failure = md.indexOf('❌ report of backend failed')
    const warning = md.indexOf('⚠️ check run skipped')
    const artifacts = md.indexOf('### Artifacts')
    expect(failure).toBeGreaterThan(0)
    expect(warning).toBeGreaterThan(failure)
    expect(artifacts).toBeGreaterThan(warning)
    const footer = md.slice(md.lastIndexOf('---'))
    expect(footer).toContain('<code>records.example.com</code>')
    expect(footer).toContain('<code>acme</code>')
    expect(footer).toContain('<code>backend</code>')
    expect(footer).toContain('<code>c0ffee012345</code>')
    expect(md).not.toContain('s3cr3t')
    expect(md).not.toContain('user:')
  })
})

describe('renderSummary: real reports', () => {
  const tools = path.join(process.cwd(), '__tests__', 'fixtures', 'junit', 'tools')

  async function summaryOf(patterns: string[], failOnNonCompliant?: boolean): Promise<string> {
    const junit = await collectFrom({ patterns, cwd: tools })
    const t = junit.totals
    return renderSummary(
      baseResult({
        junit,
        compliant: t.failures + t.errors === 0,
        failOnNonCompliant,
        notices: skippedReportNotices(junit)
      })
    )
  }

  it('opens with the counts, then the verdict, then what it does to the step', async () => {
    const md = await summaryOf(['phpunit.xml'], false)
    const lines = md.split('\n')
    expect(lines[2]).toBe('**1 passed, 2 failed, 1 error, 1 skipped** · **❌ Not compliant**')
    expect(lines[4]).toBe('The step does not fail on this: `fail-on-non-compliant` is off.')
    expect(await summaryOf(['phpunit.xml'], true)).toContain(
      '\nThe step fails because `fail-on-non-compliant` is on.\n'
    )
    const junit = await collectFrom({ patterns: ['phpunit.xml'], cwd: tools })
    const green = renderSummary(baseResult({ junit, compliant: true, failOnNonCompliant: true }))
    expect(green).not.toContain('The step')
  })

  it('flags what a suite hides on its row, and shows the time the tool reported', async () => {
    const md = await summaryOf(['tap-formatter-junit.xml', 'rspec.xml'])
    // One row per report file (issue 22): a report's suites' problems on its row, each named.
    expect(md).toContain(
      '<br>⚠️ crash&#95;t: The suite itself reports an error that no test carries: ' +
        'Dubious, test returned 255 (wstat 65280, 0xff00) | 6 | 4 | 2 | 0 | 0 | 0 ms |'
    )
    expect(md).toContain(
      '| ❌ | <code>tap-formatter-junit.xml</code> | 2 suites<br>⚠️ cart&#95;t: '
    )
    // rspec's suite says time="0.042122"; its cases add up to 41 ms.
    expect(md).toContain('| ❌ | <code>rspec.xml</code> | rspec | 5 | 1 | 2 | 0 | 2 | 42 ms |')
    // The total: what the tools reported where they did (42 ms), else the cases' sum (0 ms).
    expect(md).toContain('**11 tests: 5 passed, 4 failed, 2 skipped** · 42 ms')
    expect(expectTablesIntact(md)).toBe(1)
  })

  it('a failing test without a source file shows where it is in the report', async () => {
    const md = await summaryOf(['cargo-libtest.xml'])
    expect(md).toContain(
      '<b>test › tests › applies&#95;discount</b> — <code>cargo-libtest.xml:1</code>'
    )
    expect(md).toContain('<br>assertion &#96;left == right&#96; failed')
  })
})

describe('renderSummary: hostile strings', () => {
  it('escapes every user string in every section and keeps tables intact', () => {
    const md = renderSummary(hostileEverywhere())
    expectNoInjection(md)
    expect(expectTablesIntact(md)).toBeGreaterThanOrEqual(4)
    // The hostile text is still shown, escaped, in each section.
    for (const heading of [
      '### Artifacts',
      '### Tests',
      '### Search',
      '### Deployment',
      '### Environments',
      '### Approvals',
      '### Override'
    ]) {
      expect(md).toContain(heading)
    }
    const shown = md.split('&lt;img src=x onerror=alert(1)&gt;').length - 1
    expect(shown).toBeGreaterThan(30)
    // The details body is one physical line inside <pre>.
    const pre = /<pre>([^\n]*)<\/pre>/.exec(md)
    expect(pre?.[1]).toContain('&#10;&#10;')
  })
})

describe('renderSummary: sections', () => {
  it('artifacts: short fingerprint with the full one in a title, status, link, error', () => {
    const md = renderSummary(
      baseResult({
        ...reportedArtifacts([
          {
            name: 'app.tgz',
            path: 'dist/app.tgz',
            type: 'file',
            fingerprint: FP,
            htmlUrl: 'https://app.example/a/1'
          },
          {
            name: 'site',
            path: 'build/site',
            type: 'dir',
            fingerprint: FP,
            state: 'failed',
            detail: 'HTTP 500: boom'
          },
          {
            name: 'img',
            path: 'repo/img:1',
            type: 'docker',
            fingerprint: FP,
            state: 'deferred'
          }
        ])
      })
    )
    expect(md).toContain('3 total · 1 reported · 1 deferred · 1 not recorded')
    expect(md).toContain(`<code title="${FP}">${FP.slice(0, 12)}</code>`)
    expect(md).toContain('<a href="https://app.example/a/1">app.tgz</a>')
    expect(md).toMatch(
      /\| site<br><sub><code>build\/site<\/code><\/sub> \| dir \|.*\| ✗ not recorded: HTTP 500: boom \|/
    )
    expect(md).toMatch(
      /\| img<br><sub><code>repo\/img:1<\/code><\/sub> \| docker \|.*\| ✗ deferred to the outbox \|/
    )
  })

  it('junit: totals, failing tests with location and details, suites, flaky, skipped files, attachment', () => {
    const tests = [failedTest(0), failedTest(1), failedTest(2)]
    const md = renderSummary(
      baseResult({
        junit: junitOutcome(tests, {
          flakyTests: [
            { suite: 'S', classname: 'C', name: 'sometimes', reruns: 2, report: 'r.xml' }
          ],
          skippedReports: [{ path: 'pom.xml', looksLike: 'Maven POM' }],
          attachment: { filename: 'evidence.tgz', bytes: 2048 }
        })
      })
    )
    expect(md).toContain('**6 tests: 2 passed, 2 failed, 1 error, 1 skipped** · 1.50 s')
    expect(md).toContain('✓ Attestation <code>junit</code> recorded')
    expect(md).toContain('<details open><summary><b>3 failing tests</b></summary>')
    expect(md).toContain(
      '<b>Suite0 › pkg.Class0 › test number 0</b> — <code>src/<wbr>file0.ts:10</code>'
    )
    expect(md).toContain('💥 <b>Suite2 › pkg.Class2 › test number 2</b>')
    expect(md).toContain('<pre>AssertionError&#58;'.replace('&#58;', ':'))
    expect(md).toContain(
      '| ❌ | <code>reports/<wbr>junit.xml</code> | Suite0 | 6 | 2 | 2 | 1 | 1 | 1.50 s |'
    )
    expect(md).toContain('🔁 S › C › sometimes — 2 reruns')
    expect(md).toContain('<code>pom.xml</code> — looks like Maven POM')
    expect(md).toContain('📎 Attached <code>evidence.tgz</code> (2.0 KiB)')
    // What failed first, grouped by report; then one row per report file (issue 39).
    expect(md.indexOf('failing tests')).toBeLessThan(md.indexOf('| Report | Suite |'))
    expect(md).toContain('</summary>\n<p>📄 <code>reports/<wbr>junit.xml</code></p>\n<ul>\n<li>')
    expect(expectTablesIntact(md)).toBe(1)
  })

  it('search: commit resolution, compliance icons, links and history; 404 says no matches', () => {
    const md = renderSummary(
      baseResult({
        command: 'search',
        complianceState: 'NON_COMPLIANT',
        search: {
          value: 'c0ffee',
          result: {
            resolved_to: { type: 'commit', full_match: 'c0ffee0123456789c0ffee0123456789c0ffee01' },
            artifacts: [
              {
                fingerprint: FP,
                name: 'app',
                flow: 'backend',
                trail: 't1',
                git_commit: 'c0ffee0123456789c0ffee0123456789c0ffee01',
                compliance_state: 'COMPLIANT',
                html_url: 'https://app.example/artifact',
                commit_url: 'https://github.com/acme/app/commit/c0ffee0',
                running_in: ['prod'],
                exited_from: [],
                history: [
                  { event: 'Reported', timestamp: 0 },
                  { event: 'Started in prod', timestamp: 1700000000 }
                ]
              },
              {
                fingerprint: FP,
                name: 'worker',
                flow: 'backend',
                compliance_state: 'NON-COMPLIANT'
              }
            ]
          }
        }
      })
    )
    expect(md).toContain(
      'Resolved to commit <code>c0ffee0123456789c0ffee0123456789c0ffee01</code>.'
    )
    expect(md).toContain('Compliance state (the worst): ❌ **NON&#95;COMPLIANT**')
    expect(md).toContain('| ✅ COMPLIANT | <code>prod</code> | – |')
    expect(md).toContain('<a href="https://app.example/artifact">artifact</a>')
    expect(md).toContain('<a href="https://github.com/acme/app/commit/c0ffee0">commit c0ffee0</a>')
    expect(md).toContain('❌ NON-COMPLIANT')
    expect(md).toContain('<li>2023-11-14T22:13:20Z — Started in prod</li>')
    expect(md).toContain('<li>1970-01-01T00:00:00Z — Reported</li>')
    expect(expectTablesIntact(md)).toBe(1)

    const ambiguous = renderSummary(
      baseResult({
        search: {
          value: 'abcde',
          result: {
            resolved_to: {
              type: 'ambiguous',
              full_match: 'abcde',
              fingerprints: { type: 'fingerprint', count: 2, matches: [] },
              commits: { type: 'commit', count: 1, matches: [] }
            },
            artifacts: [
              { fingerprint: FP, name: 'a' },
              { fingerprint: FP, name: 'b' },
              { fingerprint: FP, name: 'c' }
            ]
          }
        }
      })
    )
    expect(ambiguous).toContain('resolved to 2 fingerprints and 1 commit across 3 artifacts')

    const none = renderSummary(baseResult({ search: { value: 'deadbeef', notFound: true } }))
    expect(none).toContain("No matches for 'deadbeef'.")
    expect(none).not.toContain('| Artifact |')
  })

  it('deployment: time, environment, snapshot, origin with linked commit, replaced, diff', () => {
    const md = renderSummary(
      baseResult({
        command: 'get-deployment',
        deployment: {
          environment: 'prod',
          fingerprint: FP,
          deployment: {
            fingerprint: FP,
            deployed_at: 1700000000.5,
            artifact_name: 'app',
            env_name: 'prod',
            snapshot_index: 65,
            artifact: {
              flow_name: 'backend',
              trail_name: 'v1',
              git_commit: 'abcdef0123456789abcdef0123456789abcdef01',
              git_commit_info: { url: 'https://github.com/acme/app/commit/abcdef0' }
            },
            replaced_artifact: {
              artifact_name: 'app-old',
              fingerprint: 'f'.repeat(64),
              snapshot_index: 64
            },
            diff_url: 'https://github.com/acme/app/compare/a...b'
          }
        }
      })
    )
    expect(md).toContain(
      '**Deployed** 2023-11-14T22:13:20.500Z to <code>prod</code>, snapshot <code>prod&#35;&#8288;65</code>'
    )
    expect(md).toContain(
      'flow <code>backend</code>, trail <code>v1</code>, commit <a href="https://github.com/acme/app/commit/abcdef0"><code>abcdef0</code></a>'
    )
    expect(md).toContain(
      `**Replaced** app-old <code title="${'f'.repeat(64)}">ffffffffffff</code> (snapshot 64)`
    )
    expect(md).toContain('<a href="https://github.com/acme/app/compare/a...b">diff</a>')

    const missing = renderSummary(
      baseResult({
        deployment: { environment: 'prod', fingerprint: FP, error: 'No deployment found' }
      })
    )
    expect(missing).toContain('❌ No deployment found')
  })

  it('environments: state icons, last report, tags, policies, truncation', () => {
    const env = (name: string, state: boolean | null, reported: number | null): Environment => ({
      org: 'acme',
      name,
      type: 'K8S',
      description: '',
      last_modified_at: 1,
      last_reported_at: reported,
      include_scaling: false,
      tags: { team: 'core' },
      state,
      policies: ['p1'],
      included_environments: null
    })
    const md = renderSummary(
      baseResult({
        command: 'list-environments',
        environments: {
          list: [env('prod', true, 1700000000), env('stage', false, null), env('dev', null, null)],
          pages: 2,
          truncated: true
        }
      })
    )
    expect(md).toContain('3 environments from 2 pages')
    expect(md).toContain('⚠️ The list is incomplete')
    expect(md).toContain(
      '| prod | K8S | ✅ | 2023-11-14T22:13:20Z | <code>team=core</code> | <code>p1</code> |'
    )
    expect(md).toContain('| stage | K8S | ❌ | – |')
    expect(md).toContain('| dev | K8S | – | – |')
    expect(expectTablesIntact(md)).toBe(1)
  })

  it('approvals: newest first with reviewers, and the latest state', () => {
    const approval = (n: number, state: Approval['state']): Approval => ({
      release_number: n,
      base_artifact: FP,
      artifact_name: 'app',
      target_artifact: FP,
      description: `release ${n}`,
      src_commit_list: [],
      created_at: 1700000000 + n,
      last_modified_at: 1700000000 + n,
      state,
      environment: 'prod',
      approvals: [
        {
          comment: 'lgtm',
          approved_by: 'alice',
          approval_url: 'https://app.example/approval/' + n,
          timestamp: 1700000000
        }
      ]
    })
    const md = renderSummary(
      baseResult({
        command: 'list-approvals',
        approvals: {
          flow: 'backend',
          fingerprint: FP,
          list: [approval(1, 'UNAPPROVED'), approval(2, 'APPROVED')],
          state: 'APPROVED'
        }
      })
    )
    expect(md).toContain('latest state ✅ **APPROVED** (2 approvals)')
    expect(md.indexOf('<b>Approval 2</b>')).toBeLessThan(md.indexOf('<b>Approval 1</b>'))
    expect(md).toContain(
      '<b>Approval 2</b> — APPROVED — created 2023-11-14T22:13:22Z — environment <code>prod</code><br>release 2'
    )
    expect(md).toContain(
      '<li>alice at 2023-11-14T22:13:20Z: lgtm (<a href="https://app.example/approval/2">link</a>)</li>'
    )
  })

  it('override: attestation, new status and reason', () => {
    const md = renderSummary(
      baseResult({
        command: 'override',
        override: {
          attestationName: 'unit-tests',
          attestationType: 'junit',
          compliant: false,
          reason: 'flaky infra',
          trail: 't1'
        }
      })
    )
    expect(md).toContain(
      'Attestation <code>unit-tests</code> (<code>junit</code>) on trail <code>t1</code>: its recorded status → ❌ **not compliant**'
    )
    expect(md).toContain('**Reason:** flaky infra')
  })
})

describe('renderSummary: budget', () => {
  const longHostile = (i: number): string => `${HOSTILE} ${'ü€😀<>|'.repeat(40)} #${i}`

  function bigJunit(n: number): CommandResult {
    const tests = Array.from({ length: n }, (_, i) =>
      failedTest(i, {
        name: longHostile(i),
        message: longHostile(i),
        details: longHostile(i).repeat(20)
      })
    )
    return baseResult({ compliant: false, junit: junitOutcome(tests) })
  }

  it('100,000 failing tests with long hostile names: ≤ 1 MiB in bytes, with a "more" line', () => {
    const result = bigJunit(100_000)
    const md = renderSummary(result)
    const bytes = byteLength(md)
    expect(bytes).toBeLessThanOrEqual(MiB)
    expect(bytes).toBeGreaterThan(MiB * 0.9) // the room is used, not wasted
    const shown = md.split('<li>❌').length - 1 + (md.split('<li>💥').length - 1)
    const more = /… and ([\d,]+) more failing tests/.exec(md)
    expect(more).not.toBeNull()
    expect(shown).toBeGreaterThan(20)
    expect(shown + Number(more?.[1].replace(/,/g, ''))).toBe(100_000)
    // The list is closed and the footer survives: the cut is structural, not a byte chop.
    expect(md).toContain('</ul>\n</details>')
    expect(md).toContain('<sub>org <code>acme</code>')
    expectNoInjection(md)
    // Valid UTF-8 all the way.
    expect(Buffer.from(md, 'utf8').toString('utf8')).toBe(md)
  })

  it('the check-run summary is ≤ 65,535 bytes and keeps the verdict, counts and first failures', () => {
    const result = bigJunit(2_000)
    const top = renderSummaryTop(result)
    expect(byteLength(top)).toBeLessThanOrEqual(65535)
    expect(top.startsWith('## Records')).toBe(true)
    expect(top).toContain('❌ Not compliant')
    expect(top).toContain('**2,003 tests: 2 passed, 1,334 failed, 666 errors, 1 skipped**')
    expect(top).toContain('<b>Suite0 › pkg.Class0 › &lt;img')
    expect(top).toMatch(/… and [\d,]+ more failing tests/)
    expect(renderSummary(result, { maxBytes: 65535 })).toBe(top)
  })

  it('counts tests the collector already left out in the "more" line', () => {
    const result = baseResult({ junit: junitOutcome([failedTest(0)], { failedTestsOmitted: 41 }) })
    const md = renderSummary(result)
    expect(md).toContain('**42 failing tests**')
    expect(md).toContain('… and 41 more failing tests — see the JUnit report files.')
    // Nothing kept to fold: no empty fold.
    expect(md).not.toContain('more failing tests</b></summary>')
  })

  it('shares the room: a long artifact list and a long failure list both show rows and a count', () => {
    const artifacts = Array.from({ length: 20_000 }, (_, i) => ({
      name: `artifact-${i}-${'x'.repeat(100)}`,
      path: `dist/${i}`,
      type: 'file' as const,
      fingerprint: FP
    }))
    const junit = bigJunit(20_000).junit
    const sent = reportedArtifacts(artifacts)
    const result = baseResult({
      ...sent,
      junit,
      writes: [...sent.writes, write('junit', "JUnit attestation 'junit'")]
    })
    const md = renderSummary(result, { maxBytes: 200_000 })
    expect(byteLength(md)).toBeLessThanOrEqual(200_000)
    expect(md).toContain('| <span title="artifact-0-')
    expect(md).toContain('<b>Suite0 › pkg.Class0 › &lt;img')
    expect(md).toMatch(/… and [\d,]+ more artifacts/)
    expect(md).toMatch(/… and [\d,]+ more failing tests/)
    expect(expectTablesIntact(md)).toBeGreaterThanOrEqual(2)
  })

  it('multi-byte text at every small budget: never over, always valid UTF-8', () => {
    const result = baseResult({
      failures: ['失败😀'.repeat(50)],
      junit: junitOutcome([failedTest(0, { name: '测试😀'.repeat(30) })])
    })
    for (let max = 0; max <= 3000; max += 37) {
      const md = renderSummary(result, { maxBytes: max })
      expect(byteLength(md)).toBeLessThanOrEqual(max)
      expect(md).not.toContain('\uFFFD')
      expect(Buffer.from(md, 'utf8').toString('utf8')).toBe(md)
    }
  })
})

describe('writeSummary', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-summary-'))
  const saved = process.env.GITHUB_STEP_SUMMARY
  afterAll(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('appends to GITHUB_STEP_SUMMARY', async () => {
    const file = path.join(dir, 'summary.md')
    fs.writeFileSync(file, 'earlier step\n')
    process.env.GITHUB_STEP_SUMMARY = file
    const md = renderSummary(baseResult({ compliant: true }))
    expect(await writeSummary(md, file)).toEqual({ written: true })
    expect(fs.readFileSync(file, 'utf8')).toBe('earlier step\n' + md)
  })

  it('returns a notice without GITHUB_STEP_SUMMARY or when the file cannot be written', async () => {
    const unset = await writeSummary('x', '')
    expect(unset.written).toBe(false)
    expect(unset.notice).toContain('GITHUB_STEP_SUMMARY')
    const missing = path.join(dir, 'missing-dir', 'summary.md')
    // @actions/core writes to the file the runner names; the runner context read the same one.
    process.env.GITHUB_STEP_SUMMARY = missing
    const broken = await writeSummary('x', missing)
    expect(broken.written).toBe(false)
    expect(broken.notice).toContain('No job summary was written')
  })
})
