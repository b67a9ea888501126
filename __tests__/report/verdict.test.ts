/** The one verdict (src/report/verdict.ts): what the service recorded, said the same everywhere. */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { VERDICT_WORDS, verdictLine, verdictOf } from '../../src/report/verdict.js'
import { renderSummary } from '../../src/report/summary.js'
import type { CommandResult, WriteState } from '../../src/results.js'
import { FP, baseResult, junitOutcome, reportedArtifacts, write } from './fixtures.js'

/** Passing tests, one artifact: its report and the attestation in the states given. */
function passing(reported: WriteState, attested: WriteState): CommandResult {
  const sent = reportedArtifacts([
    { name: 'app.tar.gz', path: 'dist/app.tar.gz', type: 'file', fingerprint: FP, state: reported }
  ])
  return baseResult({
    compliant: true,
    junit: junitOutcome([]),
    artifacts: sent.artifacts,
    writes: [...sent.writes, write('junit', "JUnit attestation 'junit'", attested)]
  })
}

describe('verdictOf', () => {
  it('all recorded and green: Compliant everywhere', () => {
    const v = verdictOf(passing('recorded', 'recorded'))
    expect(v).toMatchObject({
      kind: 'compliant',
      compliant: true,
      recorded: true,
      conclusion: 'success'
    })
    expect(renderSummary(passing('recorded', 'recorded'))).toContain('**✅ Compliant**')
  })

  it('a write deferred: Not recorded, never compliant, the check run fails, nothing attached', () => {
    const r = passing('deferred', 'deferred')
    r.junit!.attachment = { filename: 'evidence.tgz', bytes: 100 }
    r.stopped = { kind: 'down', cause: 'POST … failed: timed out after 20s' }
    const v = verdictOf(r)
    expect(v).toMatchObject({
      kind: 'not-recorded',
      compliant: false,
      recorded: false,
      conclusion: 'failure',
      complianceState: 'NOT_RECORDED'
    })
    expect(verdictLine(r)).toMatch(
      /^Verdict: ❌ Not recorded — 2 of 2 writes not recorded \(2 deferred to the outbox: the service is down\); tests: /
    )
    const md = renderSummary(r)
    expect(md).toContain('**❌ Not recorded**')
    expect(md).not.toMatch(/✅ Compliant|📎 Attached/)
  })

  it('one of two writes failed: still Not recorded', () => {
    expect(verdictOf(passing('recorded', 'failed')).kind).toBe('not-recorded')
    expect(verdictOf(passing('failed', 'recorded')).recorded).toBe(false)
  })

  it('a dry run is a preview: not compliant, not recorded, no success', () => {
    const r = passing('preview', 'preview')
    r.destination.dryRun = true
    expect(verdictOf(r)).toMatchObject({ kind: 'preview', compliant: undefined, recorded: false })
    expect(verdictOf(r).conclusion).not.toBe('success')
    expect(renderSummary(r)).toContain('🧪 Preview')
  })

  it('failing tests, all recorded: Not compliant, and the step line depends on the failures', () => {
    const r = passing('recorded', 'recorded')
    r.compliant = false
    r.failOnNonCompliant = false
    expect(verdictOf(r).kind).toBe('not-compliant')
    expect(renderSummary(r)).toContain('The step does not fail on this')
    r.writes[0] = { ...r.writes[0], state: 'failed', detail: 'boom' }
    expect(renderSummary(r)).not.toContain('does not fail')
  })
})

describe("the README's one wording", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const start = readme.indexOf('One wording everywhere')
  // The list under it: from the blank line after the sentence to the next blank line.
  const from = readme.indexOf('\n\n', start) + 2
  const list = readme.slice(from, readme.indexOf('\n\n', from))

  it('lists every verdict the code can give, in its words, and no other', () => {
    expect(start).toBeGreaterThan(0)
    const listed = [...list.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1])
    expect(listed.sort()).toEqual(Object.values(VERDICT_WORDS).sort())
  })
})
